import type { Endpoints } from '../../../contract';
import type { ResourceOverlay } from './types';

export const layoutTemplate: ResourceOverlay<Endpoints['layoutTemplate']> = {
	value: 'layoutTemplate',
	name: 'Layout Template',
	settings: true,
	operations: {
		getMany: { name: 'Get Many', action: "List a document type's layout templates" },
		create: { name: 'Create', action: 'Create a layout template' },
		get: { name: 'Get', action: 'Get a layout template' },
		update: { name: 'Update', action: 'Update a layout template' },
		delete: { name: 'Delete', action: 'Delete a layout template' },
		uploadSample: { name: 'Upload Sample', action: 'Upload a sample for a layout template' },
	},
};
