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
		saveExtractionRules: { name: 'Save Extraction Rules', action: 'Save all extraction rules' },
		getDataV1: { name: 'Get Data V1', action: 'Get the v1 data of a document' },
	},
};
