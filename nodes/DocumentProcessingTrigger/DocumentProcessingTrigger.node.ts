import {
	NodeConnectionTypes,
	NodeOperationError,
	type IDataObject,
	type INodeExecutionData,
	type INodeType,
	type INodeTypeDescription,
	type IPollFunctions,
} from 'n8n-workflow';

import { loadOptions } from '../shared/loaders/loadOptions';
import { getOutputFields } from '../shared/loaders/outputFields';
import { pollDocuments } from './documentPoll';
import { pollPendingExports } from './pendingExportPoll';
import { ASSIGNMENT_OPTION, readAssignment } from './assignment';
import { choiceList, STATUS_OPTIONS, type DocumentEvent } from './settings';
import { simplifiedEvents } from './simplifiedEvents';
import { readReviewSettings, reviewOptions } from '../shared/reviewOptions';
import {
	readSelectedFields,
	SELECTED_FIELDS,
	SELECTED_FIELDS_OUTPUT,
} from '../shared/selectedFieldsProperty';
import { credentialTest } from '../shared/credentialTest';

/**
 * Polling trigger: document status changes, new documents, documents reaching a status, and
 * pending watch exports. Webhook exports are the other trigger node
 * (DocumentProcessingWebhookTrigger): n8n decides from the node type alone whether a node is
 * polled or gets webhooks, so one node cannot be either depending on a parameter.
 */
export class DocumentProcessingTrigger implements INodeType {
	description: INodeTypeDescription = {
		displayName: 'Document Processing Trigger',
		name: 'documentProcessingTrigger',
		icon: {
			light: 'file:../../icons/documentProcessing.svg',
			dark: 'file:../../icons/documentProcessing.dark.svg',
		},
		group: ['trigger'],
		version: 1,
		// The chosen event in words, as Trigger On shows it (not its value, e.g. reachedStatus).
		subtitle:
			'={{ {"reachedStatus":"Document Reached Status","statusChanged":"Document Status Changed","newDocument":"New Document","pendingWatchExport":"Pending Watch Export"}[$parameter["event"]] || $parameter["event"] }}',
		// The action node's text: n8n lists the action and this trigger as one entry ("Document
		// Processing", its actions panel) and shows this node's description there.
		description:
			'Upload invoices, receipts and other scanned documents, extract their data with OCR, then review and export them',
		defaults: { name: 'Document Processing Trigger' },
		polling: true,
		inputs: [],
		outputs: [NodeConnectionTypes.Main],
		credentials: [
			{ name: 'documentProcessingApi', required: true, testedBy: 'documentProcessingApiTest' },
		],
		properties: [
			{
				displayName: 'Trigger On',
				name: 'event',
				type: 'options',
				noDataExpression: true,
				options: [
					{
						name: 'Document Reached Status',
						value: 'reachedStatus',
						description: 'A document entered one of the chosen statuses',
					},
					{
						name: 'Document Status Changed',
						value: 'statusChanged',
						description: 'A document moved to another status (any, or one of the chosen ones)',
					},
					{
						name: 'New Document',
						value: 'newDocument',
						description: 'A document arrived (upload, e-mail, import, split)',
					},
					{
						name: 'Pending Watch Export',
						value: 'pendingWatchExport',
						description: 'A document of the chosen types is on the pending watch export list',
					},
				],
				default: 'statusChanged',
			},
			{
				displayName: 'Statuses',
				name: 'statuses',
				type: 'multiOptions',
				options: STATUS_OPTIONS,
				default: [],
				displayOptions: { show: { event: ['statusChanged'] } },
				description: 'Only changes to these statuses. Leave empty for any status.',
			},
			{
				displayName: 'Statuses',
				name: 'targetStatuses',
				type: 'multiOptions',
				options: STATUS_OPTIONS,
				required: true,
				default: [],
				displayOptions: { show: { event: ['reachedStatus'] } },
				description:
					'The statuses to watch for. Statuses the list does not offer go under Other Statuses.',
			},
			{
				displayName: 'Other Statuses',
				name: 'otherStatuses',
				type: 'string',
				default: '',
				placeholder: 'e.g. processing, archived',
				displayOptions: { show: { event: ['statusChanged', 'reachedStatus'] } },
				description:
					'Statuses the list does not offer, separated by commas. The service may use statuses it does not document.',
			},
			{
				displayName: 'Document Type Names or IDs',
				name: 'documentTypes',
				type: 'multiOptions',
				typeOptions: { loadOptionsMethod: 'getDocumentTypes' },
				default: [],
				displayOptions: { show: { event: ['statusChanged', 'reachedStatus', 'newDocument'] } },
				description:
					'Choose from the list, or specify IDs using an <a href="https://docs.n8n.io/code/expressions/">expression</a>',
				hint: 'Only documents of these types (a new document once the service has typed it). Leave empty for every type.',
			},
			{
				displayName: 'Document Type Names or IDs',
				name: 'exportDocumentTypes',
				type: 'multiOptions',
				typeOptions: { loadOptionsMethod: 'getDocumentTypes' },
				required: true,
				default: [],
				displayOptions: { show: { event: ['pendingWatchExport'] } },
				description:
					'Choose from the list, or specify IDs using an <a href="https://docs.n8n.io/code/expressions/">expression</a>',
				hint: 'The document types whose pending watch export list is read',
			},
			{
				displayName: 'Mark as Handled',
				name: 'markHandled',
				type: 'boolean',
				default: false,
				displayOptions: { show: { event: ['pendingWatchExport'] } },
				description:
					'Whether to mark each emitted document as handled with the service. It is marked at the next poll, after n8n has taken it, so a crash in between emits it again rather than losing it.',
			},
			{
				displayName: 'Output',
				name: 'output',
				type: 'options',
				displayOptions: { show: { event: ['statusChanged', 'reachedStatus', 'newDocument'] } },
				options: [
					{
						name: 'Simplified',
						value: 'simplified',
						description:
							"Document ID, status, type, fields, confidence, fields to review and line items, in one flat shape (reads each document's extraction result)",
					},
					{ name: 'Raw', value: 'raw', description: 'The document as the dashboard lists it' },
					SELECTED_FIELDS_OUTPUT,
				],
				default: 'raw',
			},
			{
				...SELECTED_FIELDS,
				displayOptions: {
					show: {
						output: ['selectedFields'],
						event: ['statusChanged', 'reachedStatus', 'newDocument'],
					},
				},
			},
			{
				displayName: 'Options',
				name: 'options',
				type: 'collection',
				placeholder: 'Add option',
				default: {},
				options: [
					...reviewOptions({ show: { '/output': ['simplified', 'selectedFields'] } }),
					{
						...ASSIGNMENT_OPTION,
						displayOptions: {
							show: { '/event': ['statusChanged', 'reachedStatus', 'newDocument'] },
						},
					},
					{
						displayName: 'Include Existing Documents',
						name: 'includeExisting',
						type: 'boolean',
						default: false,
						description:
							'Whether the first poll after activation emits the documents that already match. Off: the trigger starts from now.',
					},
				],
			},
		],
	};

	methods = {
		loadOptions: { getDocumentTypes: loadOptions.getDocumentTypes, getOutputFields },
		credentialTest,
	};

	async poll(this: IPollFunctions): Promise<INodeExecutionData[][] | null> {
		const event = this.getNodeParameter('event') as DocumentEvent | 'pendingWatchExport';
		const options = this.getNodeParameter('options', {}) as IDataObject;
		const includeExisting = options.includeExisting === true;
		if (event === 'pendingWatchExport') {
			const documentTypes = choiceList(this.getNodeParameter('exportDocumentTypes', []));
			if (documentTypes.length === 0) {
				throw new NodeOperationError(this.getNode(), 'Choose at least one document type', {
					description:
						'Pending watch exports are listed per document type (Document Type Names or IDs).',
				});
			}
			return await pollPendingExports(this, {
				documentTypes,
				markHandled: this.getNodeParameter('markHandled', false) === true,
				includeExisting,
			});
		}
		const chosen =
			event === 'reachedStatus'
				? this.getNodeParameter('targetStatuses', [])
				: event === 'statusChanged'
					? this.getNodeParameter('statuses', [])
					: [];
		const other = event === 'newDocument' ? '' : this.getNodeParameter('otherStatuses', '');
		const statuses = choiceList(chosen, other);
		if (event === 'reachedStatus' && statuses.length === 0) {
			throw new NodeOperationError(this.getNode(), 'Choose at least one status', {
				description:
					'Document Reached Status fires when a document enters one of the chosen statuses (Statuses or Other Statuses).',
			});
		}
		// Checked before polling: a poll that fails after reading would lose what it read.
		const output = this.getNodeParameter('output', 'raw');
		const selected =
			output === 'selectedFields'
				? readSelectedFields(this.getNode(), this.getNodeParameter('selectedFields', []))
				: undefined;
		const review = readReviewSettings(this.getNode(), options);
		const assignment = readAssignment(this.getNode(), options);
		const emitted = await pollDocuments(this, {
			event,
			documentTypes: choiceList(this.getNodeParameter('documentTypes', [])),
			statuses,
			includeExisting,
			assignment,
		});
		if (!emitted || output === 'raw') return emitted;
		return [await simplifiedEvents(this, emitted[0], { ...review, selectedFields: selected })];
	}
}
