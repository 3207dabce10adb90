import type { Endpoints } from '../../../contract';
import type { ResourceOverlay } from './types';

export const statusAlert: ResourceOverlay<Endpoints['statusAlert']> = {
	value: 'statusAlert',
	name: 'Status Alert',
	settings: true,
	operations: {
		getStatuses: {
			name: 'Get Alert Statuses',
			action: 'List the statuses that have alerts',
		},
		getMany: { name: 'Get Many', action: 'List the configured status alerts' },
		create: { name: 'Create', action: 'Create a status alert' },
		update: { name: 'Update', action: 'Update a status alert' },
		delete: { name: 'Delete', action: 'Delete a status alert' },
	},
};
