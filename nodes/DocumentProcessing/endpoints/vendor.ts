import type { ResourceTable } from './types';

export const vendor: ResourceTable = {
	value: 'vendor',
	name: 'Vendor',
	endpoints: [
		{ operation: 'getVendorsList', name: 'Get Vendors List', action: 'Vendors of an organisation', method: 'POST', path: '/fuzzy/get_vendors_list', query: ['keyword:string:optional', 'address_type:enum{ALL|Discrete|Text}="ALL":optional', 'skip:integer=0:optional', 'limit:integer=15:optional'] },
		{ operation: 'importVendorsCsv', name: 'Import Vendors CSV', action: 'Import vendors from a CSV file', method: 'POST', path: '/fuzzy/import_vendors_csv', body: 'multipart', fields: ['file:file:required', 'delimiter:enum{;|,}:optional'] },
		{ operation: 'vendorsGetVendorsListGet', name: 'Vendors Get Vendors List Get', action: 'Vendors of an organisation', method: 'GET', path: '/vendors/get_vendors_list', query: ['keyword:string:optional', 'address_type:enum{ALL|Discrete|Text}="ALL":optional', 'skip:integer=0:optional', 'limit:integer=15:optional'] },
		{ operation: 'vendorsImportVendorsCsvPost', name: 'Vendors Import Vendors CSV Post', action: 'Import vendors from a CSV file', method: 'POST', path: '/vendors/import_vendors_csv', body: 'multipart', fields: ['file:file:required', 'delimiter:enum{;|,}:optional'] },
	],
};
