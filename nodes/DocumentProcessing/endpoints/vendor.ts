import type { ResourceTable } from './types';

export const vendor: ResourceTable = {
	value: 'vendor',
	name: 'Vendor',
	endpoints: [
		{ operation: 'searchFuzzy', name: 'Search (Fuzzy Path)', action: 'Search the vendors of the organisation through the fuzzy path', method: 'POST', path: '/fuzzy/get_vendors_list', query: ['keyword:string:optional', 'address_type:enum{ALL|Discrete|Text}="ALL":optional', 'skip:integer=0:optional', 'limit:integer=15:optional'], paging: { type: 'skipLimit' } },
		{ operation: 'importCsvFuzzy', name: 'Import CSV (Fuzzy Path)', action: 'Import vendors from a CSV file through the fuzzy path', method: 'POST', path: '/fuzzy/import_vendors_csv', body: 'multipart', fields: ['file:file:required', 'delimiter:enum{;|,}:optional'], fileKinds: { file: 'csv' } },
		{ operation: 'search', name: 'Search', action: 'Search the vendors of the organisation', method: 'GET', path: '/vendors/get_vendors_list', query: ['keyword:string:optional', 'address_type:enum{ALL|Discrete|Text}="ALL":optional', 'skip:integer=0:optional', 'limit:integer=15:optional'], paging: { type: 'skipLimit' } },
		{ operation: 'importCsv', name: 'Import CSV', action: 'Import vendors from a CSV file', method: 'POST', path: '/vendors/import_vendors_csv', body: 'multipart', fields: ['file:file:required', 'delimiter:enum{;|,}:optional'], fileKinds: { file: 'csv' } },
	],
};
