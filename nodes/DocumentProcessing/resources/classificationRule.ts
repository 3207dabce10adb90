import type { Endpoints } from '../../../contract';
import type { ResourceOverlay } from './types';

export const classificationRule: ResourceOverlay<Endpoints['classificationRule']> = {
	value: 'classificationRule',
	name: 'Classification Rule',
	settings: true,
	operations: {
		getMany: { name: 'Get Many', action: 'List the classification rules of a type' },
		create: { name: 'Create', action: 'Create a classification rule' },
		delete: { name: 'Delete', action: 'Delete a classification rule' },
		update: { name: 'Update', action: 'Update a classification rule' },
	},
};
