import type { Endpoints } from '../../../contract';
import type { ResourceOverlay } from './types';

export const vendor: ResourceOverlay<Endpoints['vendor']> = {
	value: 'vendor',
	name: 'Vendor',
	operations: {
		searchFuzzy: {
			name: 'Search (Fuzzy Path)',
			action: 'Search vendors (fuzzy path)',
		},
		importCsvFuzzy: {
			name: 'Import CSV (Fuzzy Path)',
			action: 'Import vendors from CSV (fuzzy path)',
		},
		search: { name: 'Search', action: 'Search the vendors of the organisation' },
		importCsv: { name: 'Import CSV', action: 'Import vendors from a CSV file' },
	},
};
