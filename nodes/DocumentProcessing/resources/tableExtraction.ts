import type { Endpoints } from '../../../contract';
import type { ResourceOverlay } from './types';

export const tableExtraction: ResourceOverlay<Endpoints['tableExtraction']> = {
	value: 'tableExtraction',
	name: 'Table Extraction',
	operations: {
		setAutoExtract: {
			name: 'Set Auto Extract',
			action: 'Set a table to be extracted automatically',
		},
		getTable: { name: 'Get Table', action: 'Get a table extracted from a document' },
		reformatTable: { name: 'Reformat Table', action: 'Reformat an extracted table' },
		getCompactTable: {
			name: 'Get Compact Table',
			action: 'Get an extracted table in compact form',
		},
		createColumn: { name: 'Create Column', action: 'Create a table column for a document' },
		deleteRules: { name: 'Delete Rules', action: 'Delete table rules' },
		getBlockedSuppliers: {
			name: 'Get Blocked Suppliers',
			action: 'List suppliers blocked from table reading',
		},
		blockSupplier: { name: 'Block Supplier', action: 'Block a supplier from table extraction' },
		unblockSupplier: { name: 'Unblock Supplier', action: 'Delete a blocked supplier entry' },
	},
};
