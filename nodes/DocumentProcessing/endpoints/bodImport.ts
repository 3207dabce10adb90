import type { ResourceTable } from './types';

export const bodImport: ResourceTable = {
	value: 'bodImport',
	name: 'BOD Import',
	endpoints: [
		{ operation: 'importSupplier', name: 'Import Supplier BOD', action: 'Import a supplier BOD file', method: 'POST', path: '/import/supplier_bod', body: 'multipart', fields: ['file:file:required'], customInputs: { file: 'xmlDocument' }, fileKinds: { file: 'xml' } },
		{ operation: 'importSupplierXml', name: 'Import Supplier BOD as XML', action: 'Import a supplier BOD given as XML', method: 'POST', path: '/import/supplier_bod_xml', body: 'json', fields: ['xml:string:required'], customInputs: { xml: 'xmlDocument' } },
		{ operation: 'importPurchaseOrder', name: 'Import Purchase Order BOD', action: 'Import a purchase order BOD file', method: 'POST', path: '/import/purchase_order_bod', body: 'multipart', fields: ['file:file:required'], customInputs: { file: 'xmlDocument' }, fileKinds: { file: 'xml' } },
		{ operation: 'importPurchaseOrderXml', name: 'Import Purchase Order BOD as XML', action: 'Import a purchase order BOD given as XML', method: 'POST', path: '/import/purchase_order_bod_xml', body: 'json', fields: ['xml:string:required'], customInputs: { xml: 'xmlDocument' } },
		{ operation: 'importPurchaseOrderAcknowledgement', name: 'Import Purchase Order Acknowledgement', action: 'Import an acknowledgement of a purchase order BOD', method: 'POST', path: '/import/ack_purchase_order_bod', body: 'multipart', fields: ['file:file:required'], customInputs: { file: 'xmlDocument' }, fileKinds: { file: 'xml' } },
		{ operation: 'importReceiveDeliveryAcknowledgement', name: 'Import Receive Delivery Acknowledgement', action: 'Import an acknowledgement of a receive-delivery BOD', method: 'POST', path: '/bod/import/ack_receive_delivery_bod', body: 'multipart', fields: ['file:file:required'], customInputs: { file: 'xmlDocument' }, fileKinds: { file: 'xml' } },
	],
};
