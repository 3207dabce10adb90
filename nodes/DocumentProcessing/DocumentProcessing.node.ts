import { NodeConnectionTypes, type INodeType, type INodeTypeDescription } from 'n8n-workflow';

import { nodeProperties } from './description/properties';
import { NEWEST_VERSION, NODE_VERSIONS } from './resources/versions';
import { resources } from './resources';
import { getDocumentFields } from './methods/documentFields';
import { listSearch, loadOptions } from './methods/loadOptions';

/**
 * The subtitle under the node on the canvas, in words ("Upload: Document"): operation values
 * (`getExtractionResult`) are looked up by resource and operation in a table of their names.
 */
function operationSubtitle(): string {
	const names: Record<string, string> = {};
	for (const resource of resources)
		for (const operation of resource.operations)
			names[`${resource.value}:${operation.operation}`] = `${operation.name}: ${resource.name}`;
	return `={{ ${JSON.stringify(names)}[$parameter["resource"] + ":" + $parameter["operation"]] || $parameter["operation"] }}`;
}

export class DocumentProcessing implements INodeType {
	description: INodeTypeDescription = {
		displayName: 'Document Processing',
		name: 'documentProcessing',
		icon: {
			light: 'file:../../icons/documentProcessing.svg',
			dark: 'file:../../icons/documentProcessing.dark.svg',
		},
		group: ['transform'],
		version: [...NODE_VERSIONS],
		defaultVersion: NEWEST_VERSION,
		subtitle: operationSubtitle(),
		// The trigger node has the same text: n8n lists the two as one entry and shows the trigger's.
		description:
			'Upload invoices, receipts and other scanned documents, extract their data with OCR, then review and export them',
		defaults: { name: 'Document Processing' },
		usableAsTool: true,
		inputs: [NodeConnectionTypes.Main],
		outputs: [NodeConnectionTypes.Main],
		credentials: [{ name: 'documentProcessingApi', required: true }],
		requestDefaults: {
			// Answers are decoded by content type in shapeResponse, failures mapped there too.
			encoding: 'arraybuffer',
			json: false,
			ignoreHttpStatusErrors: true,
		},
		properties: nodeProperties(resources),
	};

	methods = { loadOptions: { ...loadOptions, getDocumentFields }, listSearch };
}
