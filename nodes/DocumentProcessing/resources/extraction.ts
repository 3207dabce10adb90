import { endpoints } from '../../../contract';
import { defineResource } from './defineResource';

export const extraction = defineResource(endpoints.extraction, {
	value: 'extraction',
	name: 'Extraction',
	operations: {
		getText: { name: 'Get Text', action: 'Get the extracted text of a document region' },
		getTableText: { name: 'Get Table Text', action: 'Get the text of an extracted table' },
		formatAmount: { name: 'Format Amount', action: 'Format an amount' },
		getColumnHeaders: {
			name: 'Get Column Headers',
			action: 'Get the column headers of an extracted table',
		},
		getAiScore: { name: 'Get AI Score', action: 'Get the AI score of a data extraction' },
		saveSpecialRules: { name: 'Save Special Rules', action: 'Save special extraction rules' },
	},
});
