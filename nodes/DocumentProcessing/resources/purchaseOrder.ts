import type { Endpoints } from '../../../contract';
import type { ResourceOverlay } from './types';

export const purchaseOrder: ResourceOverlay<Endpoints['purchaseOrder']> = {
	value: 'purchaseOrder',
	name: 'Purchase Order',
	operations: {
		getMany: { name: 'Get Many', action: 'List purchase orders matching a keyword' },
		getLines: { name: 'Get Lines', action: 'List the lines of a purchase order' },
		getDisplayColumns: {
			name: 'Get Display Columns',
			action: 'Get the PO columns shown for a type',
		},
		autoMatch: { name: 'Auto Match', action: 'Match a document to a purchase order' },
	},
};
