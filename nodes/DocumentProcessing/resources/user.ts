import type { Endpoints } from '../../../contract';
import type { ResourceOverlay } from './types';

export const user: ResourceOverlay<Endpoints['user']> = {
	value: 'user',
	name: 'User',
	settings: true,
	operations: {
		getMany: { name: 'Get Many', action: 'List users' },
		create: { name: 'Create', action: 'Create a user' },
		delete: { name: 'Delete', action: 'Delete a user' },
		update: { name: 'Update', action: 'Update a user' },
		getApprovers: {
			name: 'Get Approvers',
			action: 'List who can approve a document type',
		},
	},
};
