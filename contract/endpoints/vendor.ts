import type { EndpointGroup } from '../types';

export const vendor = {
	searchFuzzy: {
		group: 'Vendors',
		method: 'POST',
		path: '/fuzzy/get_vendors_list',
		purpose: 'Vendors of an organisation',
		query: [
			{ name: 'keyword', type: 'string' },
			{ name: 'address_type', type: 'enum', values: ['ALL', 'Discrete', 'Text'], default: 'ALL' },
			{ name: 'skip', type: 'integer', default: 0 },
			{ name: 'limit', type: 'integer', default: 15 },
		],
		paging: { type: 'skipLimit' },
	},
	importCsvFuzzy: {
		group: 'Vendors',
		method: 'POST',
		path: '/fuzzy/import_vendors_csv',
		purpose: 'Import vendors from a CSV file',
		body: {
			encoding: 'multipart',
			fields: [
				{ name: 'file', type: 'file', required: true, accepts: 'csv' },
				{ name: 'delimiter', type: 'enum', values: [';', ','] },
			],
		},
	},
	search: {
		group: 'Vendors',
		method: 'GET',
		path: '/vendors/get_vendors_list',
		purpose: 'Vendors of an organisation',
		query: [
			{ name: 'keyword', type: 'string' },
			{ name: 'address_type', type: 'enum', values: ['ALL', 'Discrete', 'Text'], default: 'ALL' },
			{ name: 'skip', type: 'integer', default: 0 },
			{ name: 'limit', type: 'integer', default: 15 },
		],
		paging: { type: 'skipLimit' },
	},
	importCsv: {
		group: 'Vendors',
		method: 'POST',
		path: '/vendors/import_vendors_csv',
		purpose: 'Import vendors from a CSV file',
		body: {
			encoding: 'multipart',
			fields: [
				{ name: 'file', type: 'file', required: true, accepts: 'csv' },
				{ name: 'delimiter', type: 'enum', values: [';', ','] },
			],
		},
	},
} as const satisfies EndpointGroup;
