import type { Endpoints } from '../../../contract';
import type { ResourceOverlay } from './types';

export const documentExport: ResourceOverlay<Endpoints['export']> = {
	value: 'export',
	name: 'Export',
	operations: {
		exportZugferd: { name: 'Export as Zugferd', action: 'Transform an invoice into zugferd XML' },
		exportPeppol: { name: 'Export as Peppol', action: 'Transform an invoice into peppol XML' },
		getPendingWatchExports: {
			name: 'Get Pending Watch Exports',
			action: 'Get documents waiting for a watch export',
		},
		markWatchExportHandled: {
			name: 'Mark Watch Export Handled',
			action: "Mark a document's watch export as handled",
		},
		testProcessing: { name: 'Test Processing', action: 'Test the export processing of a document' },
		saveExtractionRules: {
			name: 'Save All Extraction Rules',
			action: "Save the organisation's extraction rules",
		},
		getDataV1: {
			name: 'Get Data in Version 1 Format',
			action: "Get a document's data in the v1 format",
		},
	},
};
