import type { Endpoints } from '../../../contract';
import type { ResourceOverlay } from './types';

export const table: ResourceOverlay<Endpoints['table']> = {
	value: 'table',
	name: 'Table',
	settings: true,
	operations: {
		getAll: {
			name: 'Get Many',
			action: 'Get many tables of the organisation',
		},
		getMany: { name: 'Get Many of Document Type', action: 'Get the tables of a document type' },
		getManyWithColumns: {
			name: 'Get Many With Columns',
			action: "List a document type's tables and columns",
		},
		create: { name: 'Create', action: 'Create a table' },
		delete: { name: 'Delete', action: 'Delete a table' },
		getColumns: { name: 'Get Columns', action: 'List the columns of a table' },
		createColumn: { name: 'Create Column', action: 'Create a table column' },
		deleteColumn: { name: 'Delete Column', action: 'Delete a table column' },
		updateColumn: { name: 'Update Column', action: 'Update a table column' },
	},
};
