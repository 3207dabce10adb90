import type { INodeProperties } from 'n8n-workflow';

import type { Operation, UploadKind } from '../nodes/DocumentProcessing/resources/types';
import type { NodeVersion } from '../nodes/DocumentProcessing/resources/versions';
import { reviewOptions } from '../nodes/shared/reviewOptions';
import { SELECTED_FIELDS, SELECTED_FIELDS_OUTPUT } from '../nodes/shared/selectedFieldsProperty';

/** Where an upload's files come from: the named binary fields, or every binary field of the item. */
export const INPUT_FILES: INodeProperties = {
	displayName: 'Input Files',
	name: 'inputFiles',
	type: 'options',
	noDataExpression: true,
	options: [
		{
			name: 'From Named Binary Fields',
			value: 'named',
			description: 'The binary fields you name below',
		},
		{
			name: 'All Binary Fields',
			value: 'all',
			description:
				'Every binary field of the item (e.g. all attachments of an e-mail), one document per file',
		},
	],
	default: 'named',
};

const WAIT_DESCRIPTIONS = {
	processing:
		'Whether to poll the document status until processing has finished (for Validate and Export: until the export has finished). On timeout the node returns the document and its last status.',
	review:
		'Whether to poll the document status until it leaves review (approved, rejected, exported, …). On timeout the node returns the document and its last status.',
};

/**
 * The wait switch. From version 4 an upload waits by default: the next step then acts on a
 * document the service has read, not on one still processing. From version 5 every operation that
 * starts processing or an export (restarts, Validate and Export) waits too, so each ends where
 * Upload does (saved workflows keep their choice).
 */
function waitToggle(
	name: 'waitForProcessing' | 'waitForReview',
	waitsByDefault: boolean,
): INodeProperties {
	return {
		displayName: name === 'waitForReview' ? 'Wait for Review' : 'Wait for Processing',
		name,
		type: 'boolean',
		default: waitsByDefault,
		description: WAIT_DESCRIPTIONS[name === 'waitForReview' ? 'review' : 'processing'],
	};
}

function waitOptions(toggle: string): INodeProperties {
	return {
		displayName: 'Wait Options',
		name: 'waitOptions',
		type: 'collection',
		placeholder: 'Add option',
		default: {},
		displayOptions: { show: { [toggle]: [true] } },
		options: [
			{
				displayName: 'Poll Interval (Seconds)',
				name: 'pollInterval',
				type: 'number',
				typeOptions: { minValue: 0 },
				default: 5,
				description:
					'How long to wait between two status checks, the first at once. Leave this option out to let the node pace the checks itself: it checks when recent documents of the same service were done, and further apart while it knows nothing yet.',
			},
			{
				displayName: 'Timeout (Seconds)',
				name: 'timeout',
				type: 'number',
				typeOptions: { minValue: 0 },
				default: 300,
				description:
					'How long to wait at most before returning the last status. The node never waits longer.',
			},
		],
	};
}

/**
 * Shown only where the node is an AI agent's tool (n8n's `@tool` display option). n8n hands a
 * tool the JSON of the item the agent received, not its binary fields (n8n 2.41.1 and 2.8.4,
 * `npm run test:agent`), and a model does not copy a file's bytes: a file reaches an upload only
 * as base64 text the workflow put into the item.
 */
function agentNotice(text: string): INodeProperties {
	return {
		displayName: text,
		name: 'agentFileNotice',
		type: 'notice',
		default: '',
		displayOptions: { show: { '@tool': [true] } },
	};
}

const NO_FILES_FOR_TOOLS = agentNotice(
	"An AI agent's tool gets no files: n8n hands it only the JSON of the item the agent received. To upload from an agent, put the file into that JSON as base64 before the agent (Extract From File → Move File to Base64 String) and use Upload Base64.",
);

const AGENT_FILE_NOTICES: Record<UploadKind, INodeProperties> = {
	one: NO_FILES_FOR_TOOLS,
	many: NO_FILES_FOR_TOOLS,
	base64: agentNotice(
		"Map File Contents from the item the agent received (e.g. {{ $json.data }} after Extract From File → Move File to Base64 String), not from $fromAI: a model does not copy a file's bytes.",
	),
};

/** The notice above on the operations that upload. */
export function agentNotices(operation: Operation): INodeProperties[] {
	return operation.uploads ? [AGENT_FILE_NOTICES[operation.uploads]] : [];
}

/** The operation's own notice (its overlay), at the top of its form. */
export function operationNotice(operation: Operation): INodeProperties[] {
	if (operation.notice === undefined) return [];
	return [{ displayName: operation.notice, name: 'operationNotice', type: 'notice', default: '' }];
}

/** The wait switch of an operation that waits, and its options. */
export function waitProperties(operation: Operation, version: NodeVersion): INodeProperties[] {
	if (!operation.waits) return [];
	const toggle = operation.waits === 'review' ? 'waitForReview' : 'waitForProcessing';
	const waitsByDefault =
		(version >= 4 && operation.uploads !== undefined) ||
		(version >= 5 && operation.waits !== 'review');
	return [waitToggle(toggle, waitsByDefault), waitOptions(toggle)];
}

/**
 * Output: Simplified or Raw. Versions 1 and 2 keep the service's answer (what saved workflows
 * were built on); version 3 simplifies by default, as n8n's own nodes do with their Simplify/Output.
 */
const OUTPUT_OPTIONS = [
	{
		name: 'Simplified',
		value: 'simplified',
		description:
			'Document ID, status, type, fields, confidence, fields to review and line items, in one flat shape',
	},
	{ name: 'Raw', value: 'raw', description: "The service's answer as it is" },
	SELECTED_FIELDS_OUTPUT,
];

function outputProperty(version: NodeVersion): INodeProperties {
	return version < 3
		? {
				displayName: 'Output',
				name: 'output',
				type: 'options',
				options: OUTPUT_OPTIONS,
				default: 'raw',
			}
		: {
				displayName: 'Output',
				name: 'output',
				type: 'options',
				options: OUTPUT_OPTIONS,
				default: 'simplified',
			};
}

const SKIP_DUPLICATES_DESCRIPTION =
	'Whether to skip a file this workflow uploaded before (same content). The item then carries the earlier document ID and duplicate: true.';

/** Versions 1 to 4: Skip Duplicates is an option, off unless added. */
const SKIP_DUPLICATES_OPTION: INodeProperties = {
	displayName: 'Skip Duplicates',
	name: 'skipDuplicates',
	type: 'boolean',
	default: false,
	description: SKIP_DUPLICATES_DESCRIPTION,
};

/**
 * From version 5 an upload skips a file it uploaded before, shown as a switch beside the wait:
 * pressing Execute twice while building a workflow does not pay for the same document twice.
 */
export function skipDuplicatesProperties(
	operation: Operation,
	version: NodeVersion,
): INodeProperties[] {
	if (!operation.uploads || version < 5) return [];
	return [
		{
			displayName: 'Skip Duplicates',
			name: 'skipDuplicates',
			type: 'boolean',
			default: true,
			description: `${SKIP_DUPLICATES_DESCRIPTION} Also when you execute the node again while building the workflow.`,
		},
	];
}

const SIMPLIFIED_VIEW = { show: { '/output': ['simplified', 'selectedFields'] } };

function documentOptions(operation: Operation, version: NodeVersion): INodeProperties {
	const options: INodeProperties[] = [
		...reviewOptions(SIMPLIFIED_VIEW),
		{
			displayName: 'Line Items as Items',
			name: 'lineItemsAsItems',
			type: 'boolean',
			default: false,
			displayOptions: SIMPLIFIED_VIEW,
			description:
				"Whether to output one item per line item, each with its document's ID and header fields",
		},
	];
	// From version 5 Skip Duplicates is a switch of its own, on (skipDuplicatesProperties).
	if (operation.uploads && version < 5) options.push(SKIP_DUPLICATES_OPTION);
	if (operation.uploads === 'one' || operation.uploads === 'many') {
		// Upload Base64 sends no file name, which the look-up searches by.
		options.push({
			displayName: 'Check the Service for Earlier Uploads',
			name: 'lookUpEarlierUploads',
			...(version >= 5 ? { displayOptions: { show: { '/skipDuplicates': [true] } } } : {}),
			type: 'options',
			options: [
				{
					name: 'Always',
					value: 'always',
					description:
						'For every file the workflow does not remember (one more request per new file): when a sender may send a file again after a failed run',
				},
				{
					name: 'Never',
					value: 'never',
					description: "Only the workflow's own memory",
				},
				{
					name: 'On Retries',
					value: 'retries',
					description:
						'When an execution is retried: its failed run may have uploaded the file before it stopped',
				},
			],
			default: 'retries',
			description:
				'With Skip Duplicates: when to ask the service whether a file the workflow does not remember is there already (same name and content)',
		});
	}
	if (operation.uploads === 'one' || operation.uploads === 'many') {
		const allFiles = { show: { '/inputFiles': ['all'] } };
		options.push(
			{
				displayName: 'File Name Filter',
				name: 'fileNameFilter',
				type: 'string',
				default: '',
				placeholder: 'e.g. *.pdf',
				displayOptions: allFiles,
				description:
					'Only files whose name matches one of these patterns (* for any text, separated by commas); a pattern starting with ! leaves files out, e.g. *.pdf, *.jpg, !logo*',
			},
			{
				displayName: 'MIME Type Filter',
				name: 'mimeTypeFilter',
				type: 'string',
				default: '',
				placeholder: 'e.g. application/pdf, image/*',
				displayOptions: allFiles,
				description:
					'Only files of these MIME types (separated by commas; image/* for every image; !image/gif leaves GIFs out)',
			},
			{
				displayName: 'Skip Images Smaller Than (KB)',
				name: 'skipImagesSmallerThanKb',
				type: 'number',
				typeOptions: { minValue: 0 },
				default: 0,
				displayOptions: allFiles,
				description:
					'Leaves out images below this size, such as logos and signatures in e-mails (usually under 30 KB); scanned documents are larger. PDFs are never left out. 0 keeps every image.',
			},
			{
				displayName: 'When No File Matches',
				name: 'whenNoFileMatches',
				type: 'options',
				options: [
					{
						name: 'Skip the Item',
						value: 'skip',
						description:
							'Nothing is uploaded for it and it gives no output item, e.g. an e-mail without attachments',
					},
					{
						name: 'Stop With an Error',
						value: 'error',
						description: 'An error naming the filters and listing the files of the item',
					},
				],
				default: 'skip',
				displayOptions: allFiles,
				description: 'What to do with an input item that has no file to upload',
			},
			{
				displayName: 'Keep the Files',
				name: 'keepFiles',
				type: 'boolean',
				default: false,
				description:
					"Whether each document's item carries the file it was uploaded from, e.g. to archive the original in a DMS without downloading it from the service again",
			},
			{
				displayName: 'Output Files Not Taken',
				name: 'outputFilesNotTaken',
				type: 'boolean',
				default: false,
				displayOptions: allFiles,
				description:
					'Whether to output an item for each file that is not uploaded (left out by a filter, an empty file) and for an item without files, with the reason, so a workflow can route it to a person or a log',
			},
			{
				displayName: 'Recognize Files by Content',
				name: 'recognizeByContent',
				type: 'boolean',
				default: false,
				displayOptions: allFiles,
				description:
					'Whether each file is taken as the kind its first bytes show, whatever its name says: a PDF named without .pdf (Rechnung, scan.dat) passes the filters and is sent as Rechnung.pdf; a file named .pdf, .jpg, .png or .tif whose content is not one (encrypted, such as a file from a ZIP archive with a password, or damaged) is not taken, with its reason',
			},
			{
				displayName: 'Skip Mail Extras',
				name: 'skipMailExtras',
				type: 'boolean',
				default: false,
				displayOptions: allFiles,
				description:
					"Whether to leave out what mail programs add that is no document, whatever the filters say: S/MIME and OpenPGP signatures (.p7s), calendar invitations (.ics), contact cards (.vcf), and images shown in the mail's text (signatures and logos of any size, as the item's html field from n8n's Email Trigger shows them)",
			},
		);
	}
	return {
		displayName: 'Options',
		name: 'options',
		type: 'collection',
		placeholder: 'Add option',
		default: {},
		options: options.sort((a, b) => a.displayName.localeCompare(b.displayName)),
	};
}

/** Output (with its Fields) and the options, for operations that answer a document. */
export function outputProperties(
	operation: Operation,
	version: NodeVersion,
): { output: INodeProperties[]; options?: INodeProperties } {
	return operation.documentResult
		? {
				output: [outputProperty(version), SELECTED_FIELDS],
				options: documentOptions(operation, version),
			}
		: { output: [] };
}
