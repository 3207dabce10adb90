import type { Endpoints } from '../../../contract';
import type { ResourceOverlay } from './types';

export const extraction: ResourceOverlay<Endpoints['extraction']> = {
	value: 'extraction',
	name: 'Extraction',
	operations: {
		getText: { name: 'Get Text', action: 'Get the text of a document region' },
		getTableText: { name: 'Get Table Text', action: 'Get the text of an extracted table' },
		formatAmount: { name: 'Format Amount', action: 'Format an amount' },
		getColumnHeaders: {
			name: 'Get Column Headers',
			action: 'Get the column headers of a table',
		},
		getAiScore: { name: 'Get AI Score', action: 'Get the AI score of a data extraction' },
		saveSpecialRules: { name: 'Save Special Rules', action: 'Save special extraction rules' },
	},
};
