import type { EndpointGroup } from '../types';

export const customClassifier = {
	test: {
		group: 'Trainer, custom classifier, custom models',
		method: 'POST',
		path: '/custom_classifier/test_classification',
		purpose: 'Test a custom classification rule',
		body: {
			encoding: 'multipart',
			fields: [{ name: 'file', type: 'file', required: true }],
		},
	},
	train: {
		group: 'Trainer, custom classifier, custom models',
		method: 'POST',
		path: '/custom_classifier/train_document',
		purpose: 'Train documents with a custom rule',
		body: {
			encoding: 'multipart',
			fields: [
				{ name: 'label', type: 'string', required: true },
				{ name: 'tags', type: 'stringArray' },
				{ name: 'files', type: 'files', required: true },
			],
		},
	},
} as const satisfies EndpointGroup;
