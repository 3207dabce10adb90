import type { ResourceTable } from './types';

export const purchaseOrder: ResourceTable = {
	value: 'purchaseOrder',
	name: 'Purchase Order',
	endpoints: [
		{ operation: 'getPurchaseOrdersList', name: 'Get Purchase Orders List', action: 'Purchase order lists', method: 'GET', path: '/purchase_order/get_purchase_orders_list', query: ['keyword:string:required', 'skip:integer=0:optional', 'limit:integer=15:optional'] },
		{ operation: 'getPurchaseOrderLines', name: 'Get Purchase Order Lines', action: 'Purchase order lines', method: 'GET', path: '/purchase_order/get_purchase_order_lines', query: ['purchase_order_number:string:required', 'amounts_format:string:optional', 'skip:integer=0:optional', 'limit:integer=15:optional'] },
		{ operation: 'getPurchaseOrderDisplayCols', name: 'Get Purchase Order Display Cols', action: 'Purchase order display columns', method: 'GET', path: '/purchase_order/get_purchase_order_display_cols', query: ['doc_type:string:required'] },
		{ operation: 'autoPoMatch', name: 'Auto Po Match', action: 'Match a purchase order to a PO number automatically', method: 'POST', path: '/purchase_order/auto_po_match', body: 'form', fields: ['data:string:required', 'purchase_order_number:string:required'] },
	],
};
