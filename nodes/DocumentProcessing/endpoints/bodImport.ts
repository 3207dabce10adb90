import type { ResourceTable } from './types';

export const bodImport: ResourceTable = {
	value: 'bodImport',
	name: 'BOD Import',
	endpoints: [
		{ operation: 'supplierBod', name: 'Supplier BOD', action: 'Import a supplier BOD', method: 'POST', path: '/import/supplier_bod', body: 'multipart', fields: ['file:file:required'] },
		{ operation: 'supplierBodXml', name: 'Supplier BOD XML', action: 'Import a supplier BOD as XML', method: 'POST', path: '/import/supplier_bod_xml', body: 'json', fields: ['xml:string:required'] },
		{ operation: 'purchaseOrderBod', name: 'Purchase Order BOD', action: 'Import a purchase order BOD', method: 'POST', path: '/import/purchase_order_bod', body: 'multipart', fields: ['file:file:required'] },
		{ operation: 'purchaseOrderBodXml', name: 'Purchase Order BOD XML', action: 'Import a purchase order BOD as XML', method: 'POST', path: '/import/purchase_order_bod_xml', body: 'json', fields: ['xml:string:required'] },
		{ operation: 'ackPurchaseOrderBod', name: 'Ack Purchase Order BOD', action: 'Import an acknowledgement of a purchase order BOD', method: 'POST', path: '/import/ack_purchase_order_bod', body: 'multipart', fields: ['file:file:required'] },
		{ operation: 'ackReceiveDeliveryBod', name: 'Ack Receive Delivery BOD', action: 'Import an acknowledgement of a receive-delivery BOD', method: 'POST', path: '/bod/import/ack_receive_delivery_bod', body: 'multipart', fields: ['file:file:required'] },
	],
};
