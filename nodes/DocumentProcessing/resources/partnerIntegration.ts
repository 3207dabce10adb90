import { endpoints } from '../../../contract';
import { defineResource } from './defineResource';

export const partnerIntegration = defineResource(endpoints.partnerIntegration, {
	value: 'partnerIntegration',
	name: 'Partner Integration',
	operations: {
		extractTable: {
			name: 'Extract Table',
			action: 'Extract a table from a document and return it in compact form',
			omit: ['output_format'],
		},
		createTableTraining: {
			name: 'Create Table Training',
			action: 'Save a table-training record and return its ID',
		},
		getTableTraining: {
			name: 'Get Table Training',
			action: 'Extract the table of a saved table-training record',
		},
		saveExtractionRules: {
			name: 'Save Extraction Rules',
			action: 'Save extraction results and table rules for future documents of the supplier',
		},
		createPoMatch: {
			name: 'Create PO Match',
			action: 'Save a PO-matching record and return its ID',
		},
		getPoMatch: { name: 'Get PO Match', action: 'Get the extracted data of a PO-matching record' },
		savePoMatch: { name: 'Save PO Match', action: 'Save an updated PO-matching record' },
		getUpdatedBatch: {
			name: 'Get Updated Batch',
			action: 'Get the batch zip with the updated table',
		},
	},
});
