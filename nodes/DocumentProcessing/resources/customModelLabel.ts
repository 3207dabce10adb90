import { endpoints } from '../../../contract';
import { defineResource } from './defineResource';

export const customModelLabel = defineResource(endpoints.customModelLabel, {
	value: 'customModelLabel',
	name: 'Custom Model Label',
	operations: {
		getMany: { name: 'Get Many', action: 'List the labels of custom models' },
		create: { name: 'Create', action: 'Create a custom model label' },
		get: { name: 'Get', action: 'Get a custom model label' },
		update: { name: 'Update', action: 'Update a custom model label' },
		delete: { name: 'Delete', action: 'Delete a custom model label' },
	},
});
