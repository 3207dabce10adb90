import type { ResourceTable } from './types';

export const masterData: ResourceTable = {
	value: 'masterData',
	name: 'Master Data',
	endpoints: [
		{ operation: 'getDatasetTypes', name: 'Get Dataset Types', action: 'List the master data dataset types', method: 'GET', path: '/master_data_lookup/get_dataset_types' },
		{ operation: 'getDatasetFields', name: 'Get Dataset Fields', action: 'List the fields of a dataset', method: 'GET', path: '/master_data_lookup/get_dataset_fields', query: ['dataset_name:string:required'] },
		{ operation: 'getRecords', name: 'Get Records', action: 'Get the records of a dataset, optionally filtered', method: 'GET', path: '/master_data_lookup/get_data', query: ['data_type:string:required', 'filter_data_json:json:optional'] },
		{ operation: 'downloadCsv', name: 'Download CSV', action: 'Download the records of a dataset as CSV', method: 'GET', path: '/master_data_lookup/download_csv', query: ['data_type:string:required', 'delimiter:enum{;|,}:optional'], binaryResponse: true },
		{ operation: 'createRecords', name: 'Create Records', action: 'Create master data records', method: 'POST', path: '/master_data_lookup/create_records', body: 'form', fields: ['data_type:string:required', 'data:json:required'] },
		{ operation: 'updateRecord', name: 'Update Record', action: 'Update a master data record', method: 'POST', path: '/master_data_lookup/update_record', body: 'form', fields: ['data_type:string:required', 'data:json:required'] },
		{ operation: 'deleteRecord', name: 'Delete Record', action: 'Delete a master data record', method: 'POST', path: '/master_data_lookup/delete_record', body: 'form', fields: ['data_type:string:required', 'id:string:required'] },
		{ operation: 'importCsv', name: 'Import CSV', action: 'Import master data records from a CSV file', method: 'POST', path: '/master_data_lookup/import_data', body: 'multipart', fields: ['data_type:string:required', 'file:file:required', 'delimiter:enum{;|,}:optional'], fileKinds: { file: 'csv' } },
		{ operation: 'importXml', name: 'Import XML', action: 'Import records from an XML file using field mappings', method: 'POST', path: '/master_data_lookup/xml/import_xml_file', body: 'multipart', fields: ['data_type:string:required', 'field_mappings:json:required', 'file:file:required'], customInputs: { field_mappings: 'xpathMappings', file: 'xmlDocument' }, fileKinds: { file: 'xml' } },
	],
};
