import { endpoints } from '../../../contract';
import { defineResource } from './defineResource';

export const statusAlert = defineResource(endpoints.statusAlert, {
	value: 'statusAlert',
	name: 'Status Alert',
	operations: {
		getStatuses: {
			name: 'Get Alert Statuses',
			action: 'List the document statuses that have alerts configured',
		},
		getMany: { name: 'Get Many', action: 'List the configured status alerts' },
		create: { name: 'Create', action: 'Create a status alert' },
		update: { name: 'Update', action: 'Update a status alert' },
		delete: { name: 'Delete', action: 'Delete a status alert' },
	},
});
