import type { Endpoints } from '../../../contract';
import type { ResourceOverlay } from './types';

export const partnerIntegration: ResourceOverlay<Endpoints['partnerIntegration']> = {
	value: 'partnerIntegration',
	name: 'Partner Integration',
	operations: {
		extractTable: {
			name: 'Extract Table',
			action: 'Extract a table from a document, compact',
			omit: ['output_format'],
		},
		createTableTraining: {
			name: 'Create Table Training',
			action: 'Create a table training record',
		},
		getTableTraining: {
			name: 'Get Table Training',
			action: 'Get the table of a table training record',
		},
		saveExtractionRules: {
			name: 'Save Extraction Rules',
			action: "Save a supplier's extraction rules",
		},
		createPoMatch: {
			name: 'Create PO Match',
			action: 'Create a PO match record',
		},
		getPoMatch: { name: 'Get PO Match', action: 'Get the data of a PO match record' },
		savePoMatch: { name: 'Save PO Match', action: 'Save an updated PO match record' },
		getUpdatedBatch: {
			name: 'Get Updated Batch',
			action: 'Get the batch zip with the updated table',
		},
	},
};
