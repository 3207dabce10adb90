import type { ResourceTable } from './types';

export const classifier: ResourceTable = {
	value: 'classifier',
	name: 'Classifier',
	endpoints: [
		{ operation: 'classifyDocument', name: 'Classify Document', action: 'Upload a document and test its classification', method: 'POST', path: '/classifier_v2/classify_document', body: 'multipart', fields: ['file:file:required'] },
	],
};
