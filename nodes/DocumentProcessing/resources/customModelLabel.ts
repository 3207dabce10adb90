import type { Endpoints } from '../../../contract';
import type { ResourceOverlay } from './types';

export const customModelLabel: ResourceOverlay<Endpoints['customModelLabel']> = {
	value: 'customModelLabel',
	name: 'Custom Model Label',
	settings: true,
	operations: {
		getMany: { name: 'Get Many', action: 'List the labels of custom models' },
		create: { name: 'Create', action: 'Create a custom model label' },
		get: { name: 'Get', action: 'Get a custom model label' },
		update: { name: 'Update', action: 'Update a custom model label' },
		delete: { name: 'Delete', action: 'Delete a custom model label' },
	},
};
