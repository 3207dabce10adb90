import { endpoints } from '../../../contract';
import { defineResource } from './defineResource';

export const vendor = defineResource(endpoints.vendor, {
	value: 'vendor',
	name: 'Vendor',
	operations: {
		searchFuzzy: {
			name: 'Search (Fuzzy Path)',
			action: 'Search the vendors of the organisation through the fuzzy path',
		},
		importCsvFuzzy: {
			name: 'Import CSV (Fuzzy Path)',
			action: 'Import vendors from a CSV file through the fuzzy path',
		},
		search: { name: 'Search', action: 'Search the vendors of the organisation' },
		importCsv: { name: 'Import CSV', action: 'Import vendors from a CSV file' },
	},
});
