import type { Endpoints } from '../../../contract';
import type { ResourceOverlay } from './types';

export const bodImport: ResourceOverlay<Endpoints['bodImport']> = {
	// Stored as bodImport (saved workflows hold it); shown as ERP Import, a name users know.
	value: 'bodImport',
	name: 'ERP Import',
	operations: {
		importSupplier: {
			name: 'Import Supplier BOD',
			action: 'Import a supplier BOD file',
			fields: { file: { input: 'xmlDocument' } },
		},
		importSupplierXml: {
			name: 'Import Supplier BOD as XML',
			action: 'Import a supplier BOD given as XML',
			fields: { xml: { input: 'xmlDocument' } },
		},
		importPurchaseOrder: {
			name: 'Import Purchase Order BOD',
			action: 'Import a purchase order BOD file',
			fields: { file: { input: 'xmlDocument' } },
		},
		importPurchaseOrderXml: {
			name: 'Import Purchase Order BOD as XML',
			action: 'Import a purchase order BOD given as XML',
			fields: { xml: { input: 'xmlDocument' } },
		},
		importPurchaseOrderAcknowledgement: {
			name: 'Import Purchase Order Acknowledgement',
			action: 'Import a purchase order acknowledgement',
			fields: { file: { input: 'xmlDocument' } },
		},
		importReceiveDeliveryAcknowledgement: {
			name: 'Import Receive Delivery Acknowledgement',
			action: 'Import a receive delivery acknowledgement',
			fields: { file: { input: 'xmlDocument' } },
		},
	},
};
