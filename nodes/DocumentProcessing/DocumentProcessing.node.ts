import { NodeConnectionTypes, type INodeType, type INodeTypeDescription } from 'n8n-workflow';

import { nodeProperties } from './description/properties';
import { resources } from './resources';
import { listSearch, loadOptions } from './methods/loadOptions';

export class DocumentProcessing implements INodeType {
	description: INodeTypeDescription = {
		displayName: 'Document Processing',
		name: 'documentProcessing',
		icon: {
			light: 'file:../../icons/documentProcessing.svg',
			dark: 'file:../../icons/documentProcessing.dark.svg',
		},
		group: ['transform'],
		version: [1, 2],
		defaultVersion: 2,
		subtitle: '={{$parameter["operation"] + ": " + $parameter["resource"]}}',
		description:
			'Upload, classify, extract, review and export documents with the document-processing service',
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

	methods = { loadOptions, listSearch };
}
