import type { Endpoints } from '../../../contract';
import type { ResourceOverlay } from './types';

export const customModel: ResourceOverlay<Endpoints['customModel']> = {
	value: 'customModel',
	name: 'Custom Model',
	settings: true,
	operations: {
		getMany: { name: 'Get Many', action: 'List custom models' },
		create: {
			name: 'Create',
			action: 'Create a custom model layout',
			fields: { model_name: { newName: true } },
		},
		get: { name: 'Get', action: 'Get a custom model' },
		update: { name: 'Update', action: 'Update a custom model' },
		delete: { name: 'Delete', action: 'Delete a custom model' },
	},
};
