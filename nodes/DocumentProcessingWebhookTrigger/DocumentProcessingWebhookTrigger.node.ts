import {
	NodeConnectionTypes,
	type IHookFunctions,
	type INodeType,
	type INodeTypeDescription,
	type IWebhookFunctions,
	type IWebhookResponseData,
} from 'n8n-workflow';

import { credentialTest } from '../shared/credentialTest';
import { receiveExport } from './webhookDelivery';
import { checkRegistration, createRegistration, deleteRegistration } from './webhookRegistration';

/**
 * Webhook trigger: registers its n8n webhook URL (with a random secret) as a webhook export
 * configuration of the service on activation and removes it on deactivation. The polling events
 * are the other trigger node (DocumentProcessingTrigger), which shares its code.
 */
export class DocumentProcessingWebhookTrigger implements INodeType {
	description: INodeTypeDescription = {
		displayName: 'Document Processing Webhook Trigger',
		name: 'documentProcessingWebhookTrigger',
		icon: {
			light: 'file:../../icons/documentProcessing.svg',
			dark: 'file:../../icons/documentProcessing.dark.svg',
		},
		group: ['trigger'],
		// 1.1: repeated deliveries are ignored unless Ignore Repeated Deliveries is turned off.
		version: [1, 1.1],
		defaultVersion: 1.1,
		subtitle: '={{$parameter["documentType"] || "every document type"}}',
		description: 'Starts the workflow when the service exports a document to this webhook',
		defaults: { name: 'Document Processing Webhook Trigger' },
		eventTriggerDescription: 'Waiting for the service to export a document',
		activationMessage: 'Exported documents now start this workflow.',
		inputs: [],
		outputs: [NodeConnectionTypes.Main],
		credentials: [
			{ name: 'documentProcessingApi', required: true, testedBy: 'documentProcessingApiTest' },
		],
		webhooks: [
			{ name: 'default', httpMethod: 'POST', responseMode: 'onReceived', path: 'webhook' },
		],
		properties: [
			{
				displayName:
					'On activation the trigger registers its URL as a webhook export configuration of the service and removes it again on deactivation. Documents are delivered when they are validated or approved for export.',
				name: 'notice',
				type: 'notice',
				default: '',
			},
			{
				displayName: 'Document Type',
				name: 'documentType',
				type: 'string',
				default: '',
				placeholder: 'e.g. invoice',
				description: 'Only exports of documents of this type. Leave empty for every type.',
			},
			{
				displayName: 'Options',
				name: 'options',
				type: 'collection',
				placeholder: 'Add option',
				default: {},
				options: [
					{
						displayName: 'Configuration Title',
						name: 'title',
						type: 'string',
						default: '',
						description:
							'Title of the export configuration in the service. Default: "n8n: " and the workflow name.',
					},
					{
						displayName: 'Ignore Repeated Deliveries',
						name: 'ignoreRepeatedDeliveries',
						type: 'boolean',
						default: true,
						description:
							'Whether a delivery the service sends again (the same export, e.g. after it missed n8n’s answer) is answered without starting another execution. Remembered for 24 hours, up to 2,000 deliveries, by every n8n process (queue mode with several webhook processors too). On unless turned off; nodes added before version 1.1 only when this option is added.',
					},
					{
						displayName: 'Put File in Field',
						name: 'binaryPropertyName',
						type: 'string',
						default: 'data',
						description:
							'The binary field a delivered document file is put in (multipart deliveries)',
					},
				],
			},
		],
	};

	methods = { credentialTest };

	webhookMethods = {
		default: {
			async checkExists(this: IHookFunctions): Promise<boolean> {
				return await checkRegistration.call(this);
			},
			async create(this: IHookFunctions): Promise<boolean> {
				return await createRegistration.call(this);
			},
			async delete(this: IHookFunctions): Promise<boolean> {
				return await deleteRegistration.call(this);
			},
		},
	};

	async webhook(this: IWebhookFunctions): Promise<IWebhookResponseData> {
		return await receiveExport.call(this);
	}
}
