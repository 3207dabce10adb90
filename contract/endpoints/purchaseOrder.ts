import type { EndpointGroup } from '../types';

export const purchaseOrder = {
	getMany: {
		group: 'Extraction, purchase orders, rules, preferences',
		method: 'GET',
		path: '/purchase_order/get_purchase_orders_list',
		purpose: 'Purchase order lists',
		query: [
			{ name: 'keyword', type: 'string', required: true },
			{ name: 'skip', type: 'integer', default: 0 },
			{ name: 'limit', type: 'integer', default: 15 },
		],
		paging: { type: 'skipLimit' },
	},
	getLines: {
		group: 'Extraction, purchase orders, rules, preferences',
		method: 'GET',
		path: '/purchase_order/get_purchase_order_lines',
		purpose: 'Purchase order lines',
		query: [
			{ name: 'purchase_order_number', type: 'string', required: true },
			{ name: 'amounts_format', type: 'string' },
			{ name: 'skip', type: 'integer', default: 0 },
			{ name: 'limit', type: 'integer', default: 15 },
		],
		paging: { type: 'skipLimit' },
	},
	getDisplayColumns: {
		group: 'Extraction, purchase orders, rules, preferences',
		method: 'GET',
		path: '/purchase_order/get_purchase_order_display_cols',
		purpose: 'Purchase order display columns',
		query: [{ name: 'doc_type', type: 'string', required: true }],
	},
	autoMatch: {
		group: 'Extraction, purchase orders, rules, preferences',
		method: 'POST',
		path: '/purchase_order/auto_po_match',
		purpose: 'Match a purchase order to a PO number automatically',
		body: {
			encoding: 'form',
			fields: [
				{ name: 'data', type: 'json', required: true },
				{ name: 'purchase_order_number', type: 'string', required: true },
			],
		},
	},
} as const satisfies EndpointGroup;
