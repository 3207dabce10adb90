import type { ResourceTable } from './types';

export const customClassifier: ResourceTable = {
	value: 'customClassifier',
	name: 'Custom Classifier',
	endpoints: [
		{ operation: 'test', name: 'Test Classification', action: 'Test a custom classification rule on a document', method: 'POST', path: '/custom_classifier/test_classification', body: 'multipart', fields: ['file:file:required'] },
		{ operation: 'train', name: 'Train', action: 'Train documents with a custom rule', method: 'POST', path: '/custom_classifier/train_document', body: 'multipart', fields: ['label:string:required', 'tags:array<string>:optional', 'files:array<file>:required'] },
	],
};
