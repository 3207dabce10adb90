import type { EndpointGroup } from '../types';

export const customModelLabel = {
	getMany: {
		group: 'Trainer, custom classifier, custom models',
		method: 'GET',
		path: '/custom_model_label/list',
		purpose: 'List custom model labels',
		query: [{ name: 'model_name', type: 'string' }],
	},
	create: {
		group: 'Trainer, custom classifier, custom models',
		method: 'POST',
		path: '/custom_model_label/create',
		purpose: 'Create a label',
		query: [
			{ name: 'model_name', type: 'string', required: true },
			{ name: 'label_name', type: 'string', required: true },
			{ name: 'associated_doc_type', type: 'string' },
			{ name: 'associated_sub_doc_type', type: 'string' },
			{ name: 'further_classification_model', type: 'string' },
			{ name: 'further_classification_model_version', type: 'string' },
			{ name: 'priority', type: 'integer' },
			{ name: 'is_default', type: 'boolean' },
		],
	},
	get: {
		group: 'Trainer, custom classifier, custom models',
		method: 'GET',
		path: '/custom_model_label/{id}',
		purpose: 'Retrieve a label',
	},
	update: {
		group: 'Trainer, custom classifier, custom models',
		method: 'PUT',
		path: '/custom_model_label/{id}',
		purpose: 'Update a label',
		query: [
			{ name: 'model_name', type: 'string' },
			{ name: 'label_name', type: 'string' },
			{ name: 'associated_doc_type', type: 'string' },
			{ name: 'associated_sub_doc_type', type: 'string' },
			{ name: 'further_classification_model', type: 'string' },
			{ name: 'further_classification_model_version', type: 'string' },
			{ name: 'priority', type: 'integer' },
			{ name: 'is_default', type: 'boolean' },
		],
	},
	delete: {
		group: 'Trainer, custom classifier, custom models',
		method: 'DELETE',
		path: '/custom_model_label/{id}',
		purpose: 'Delete a label',
	},
} as const satisfies EndpointGroup;
