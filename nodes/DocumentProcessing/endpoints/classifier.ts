import type { ResourceTable } from './types';

export const classifier: ResourceTable = {
	value: 'classifier',
	name: 'Classifier',
	endpoints: [
		{ operation: 'classify', name: 'Classify', action: 'Classify a PDF with the v2 classifier, page by page', method: 'POST', path: '/classifier_v2/classify_document', body: 'multipart', fields: ['file:file:required'], fileKinds: { file: 'pdf' } },
	],
};
