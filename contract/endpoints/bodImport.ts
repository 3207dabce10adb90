import type { EndpointGroup } from '../types';

export const bodImport = {
	importSupplier: {
		group: 'Import of business object documents',
		method: 'POST',
		path: '/import/supplier_bod',
		purpose: 'Import a supplier BOD',
		body: {
			encoding: 'multipart',
			fields: [{ name: 'file', type: 'file', required: true, accepts: 'xml' }],
		},
	},
	importSupplierXml: {
		group: 'Import of business object documents',
		method: 'POST',
		path: '/import/supplier_bod_xml',
		purpose: 'Import a supplier BOD as XML',
		body: {
			encoding: 'json',
			fields: [{ name: 'xml', type: 'string', required: true }],
		},
	},
	importPurchaseOrder: {
		group: 'Import of business object documents',
		method: 'POST',
		path: '/import/purchase_order_bod',
		purpose: 'Import a purchase order BOD',
		body: {
			encoding: 'multipart',
			fields: [{ name: 'file', type: 'file', required: true, accepts: 'xml' }],
		},
	},
	importPurchaseOrderXml: {
		group: 'Import of business object documents',
		method: 'POST',
		path: '/import/purchase_order_bod_xml',
		purpose: 'Import a purchase order BOD as XML',
		body: {
			encoding: 'json',
			fields: [{ name: 'xml', type: 'string', required: true }],
		},
	},
	importPurchaseOrderAcknowledgement: {
		group: 'Import of business object documents',
		method: 'POST',
		path: '/import/ack_purchase_order_bod',
		purpose: 'Import an acknowledgement of a purchase order BOD',
		body: {
			encoding: 'multipart',
			fields: [{ name: 'file', type: 'file', required: true, accepts: 'xml' }],
		},
	},
	importReceiveDeliveryAcknowledgement: {
		group: 'Import of business object documents',
		method: 'POST',
		path: '/bod/import/ack_receive_delivery_bod',
		purpose: 'Import an acknowledgement of a receive-delivery BOD',
		body: {
			encoding: 'multipart',
			fields: [{ name: 'file', type: 'file', required: true, accepts: 'xml' }],
		},
	},
} as const satisfies EndpointGroup;
