import { endpoints } from '../../../contract';
import { defineResource } from './defineResource';

export const customModel = defineResource(endpoints.customModel, {
	value: 'customModel',
	name: 'Custom Model',
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
});
