import type { EndpointGroup } from '../types';

/** The body of Create and Update: one model, as the reference's `CustomModel` schema has it. */
const modelFields = [
	{ name: 'model_name', type: 'string', required: true },
	{ name: 'model_path', type: 'string' },
	{ name: 'model_version', type: 'string' },
	{ name: 'model_type', type: 'string', required: true },
	{
		name: 'min_confidence',
		type: 'number',
		required: true,
		// "Value must be between 0 and 100": above 0 (exclusiveMinimum), at most 100.
		exclusiveMin: 0,
		max: 100,
	},
	{ name: 'first_page_classification_only', type: 'boolean', default: false },
	{ name: 'is_default', type: 'boolean', default: false },
] as const;

export const customModel = {
	getMany: {
		group: 'Trainer, custom classifier, custom models',
		method: 'GET',
		path: '/custom_model/list',
		purpose: 'List custom models',
	},
	create: {
		group: 'Trainer, custom classifier, custom models',
		method: 'POST',
		path: '/custom_model/create',
		purpose: 'Create a custom model layout',
		body: {
			encoding: 'json',
			fields: modelFields,
		},
	},
	get: {
		group: 'Trainer, custom classifier, custom models',
		method: 'GET',
		path: '/custom_model/{id}',
		purpose: 'Retrieve a custom model',
	},
	update: {
		group: 'Trainer, custom classifier, custom models',
		method: 'PUT',
		path: '/custom_model/{id}',
		purpose: 'Update a custom model',
		body: {
			encoding: 'json',
			fields: modelFields,
		},
	},
	delete: {
		group: 'Trainer, custom classifier, custom models',
		method: 'DELETE',
		path: '/custom_model/{id}',
		purpose: 'Delete a custom model',
	},
} as const satisfies EndpointGroup;
