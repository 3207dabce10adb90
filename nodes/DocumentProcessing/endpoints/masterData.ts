import type { ResourceTable } from './types';

export const masterData: ResourceTable = {
	value: 'masterData',
	name: 'Master Data',
	endpoints: [
		{ operation: 'getDatasetTypes', name: 'Get Dataset Types', action: 'Dataset types', method: 'GET', path: '/master_data_lookup/get_dataset_types' },
		{ operation: 'getDatasetFields', name: 'Get Dataset Fields', action: 'Fields of a dataset', method: 'GET', path: '/master_data_lookup/get_dataset_fields', query: ['dataset_name:string:required'] },
		{ operation: 'getData', name: 'Get Data', action: 'Data of a dataset type; the response format is JSON', method: 'GET', path: '/master_data_lookup/get_data', query: ['data_type:string:required', 'filter_data_json:string:optional'] },
		{ operation: 'downloadCsv', name: 'Download CSV', action: 'Download a CSV file', method: 'GET', path: '/master_data_lookup/download_csv', query: ['data_type:string:required', 'delimiter:enum{;|,}:optional'] },
		{ operation: 'createRecords', name: 'Create Records', action: 'Create master data records', method: 'POST', path: '/master_data_lookup/create_records', body: 'form', fields: ['data_type:string:required', 'data:string:required'] },
		{ operation: 'updateRecord', name: 'Update Record', action: 'Update a record', method: 'POST', path: '/master_data_lookup/update_record', body: 'form', fields: ['data_type:string:required', 'data:string:required'] },
		{ operation: 'deleteRecord', name: 'Delete Record', action: 'Delete a record', method: 'POST', path: '/master_data_lookup/delete_record', body: 'form', fields: ['data_type:string:required', 'id:string:required'] },
		{ operation: 'importData', name: 'Import Data', action: 'Import a CSV file', method: 'POST', path: '/master_data_lookup/import_data', body: 'multipart', fields: ['data_type:string:required', 'file:file:required', 'delimiter:enum{;|,}:optional'] },
		{ operation: 'importXmlFile', name: 'Import XML File', action: 'Import XML into a dataset using the mappings', method: 'POST', path: '/master_data_lookup/xml/import_xml_file', body: 'multipart', fields: ['data_type:string:required', 'field_mappings:json:required', 'file:file:required'] },
	],
};
