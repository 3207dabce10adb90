import type { ResourceTable } from './types';

export const purchaseOrder: ResourceTable = {
	value: 'purchaseOrder',
	name: 'Purchase Order',
	endpoints: [
		{ operation: 'getMany', name: 'Get Many', action: 'List purchase orders matching a keyword', method: 'GET', path: '/purchase_order/get_purchase_orders_list', query: ['keyword:string:required', 'skip:integer=0:optional', 'limit:integer=15:optional'], paging: { type: 'skipLimit' } },
		{ operation: 'getLines', name: 'Get Lines', action: 'List the lines of a purchase order', method: 'GET', path: '/purchase_order/get_purchase_order_lines', query: ['purchase_order_number:string:required', 'amounts_format:string:optional', 'skip:integer=0:optional', 'limit:integer=15:optional'], paging: { type: 'skipLimit' } },
		{ operation: 'getDisplayColumns', name: 'Get Display Columns', action: 'Get the purchase order columns shown for a document type', method: 'GET', path: '/purchase_order/get_purchase_order_display_cols', query: ['doc_type:string:required'] },
		{ operation: 'autoMatch', name: 'Auto Match', action: 'Match a document to a purchase order automatically', method: 'POST', path: '/purchase_order/auto_po_match', body: 'form', fields: ['data:json:required', 'purchase_order_number:string:required'] },
	],
};
