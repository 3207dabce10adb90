import type { EndpointGroup } from '../types';

export const masterData = {
	getDatasetTypes: {
		group: 'Master data and classifier v2',
		method: 'GET',
		path: '/master_data_lookup/get_dataset_types',
		purpose: 'Dataset types',
	},
	getDatasetFields: {
		group: 'Master data and classifier v2',
		method: 'GET',
		path: '/master_data_lookup/get_dataset_fields',
		purpose: 'Fields of a dataset',
		query: [{ name: 'dataset_name', type: 'string', required: true }],
	},
	getRecords: {
		group: 'Master data and classifier v2',
		method: 'GET',
		path: '/master_data_lookup/get_data',
		purpose: 'Data of a dataset type; the response format is JSON',
		query: [
			{ name: 'data_type', type: 'string', required: true },
			{ name: 'filter_data_json', type: 'json' },
		],
	},
	downloadCsv: {
		group: 'Master data and classifier v2',
		method: 'GET',
		path: '/master_data_lookup/download_csv',
		purpose: 'Download a CSV file',
		query: [
			{ name: 'data_type', type: 'string', required: true },
			{ name: 'delimiter', type: 'enum', values: [';', ','] },
		],
		response: 'file',
	},
	createRecords: {
		group: 'Master data and classifier v2',
		method: 'POST',
		path: '/master_data_lookup/create_records',
		purpose: 'Create master data records',
		body: {
			encoding: 'form',
			fields: [
				{ name: 'data_type', type: 'string', required: true },
				{ name: 'data', type: 'json', required: true },
			],
		},
	},
	updateRecord: {
		group: 'Master data and classifier v2',
		method: 'POST',
		path: '/master_data_lookup/update_record',
		purpose: 'Update a record',
		body: {
			encoding: 'form',
			fields: [
				{ name: 'data_type', type: 'string', required: true },
				{ name: 'data', type: 'json', required: true },
			],
		},
	},
	deleteRecord: {
		group: 'Master data and classifier v2',
		method: 'POST',
		path: '/master_data_lookup/delete_record',
		purpose: 'Delete a record',
		body: {
			encoding: 'form',
			fields: [
				{ name: 'data_type', type: 'string', required: true },
				{ name: 'id', type: 'string', required: true },
			],
		},
	},
	importCsv: {
		group: 'Master data and classifier v2',
		method: 'POST',
		path: '/master_data_lookup/import_data',
		purpose: 'Import a CSV file',
		body: {
			encoding: 'multipart',
			fields: [
				{ name: 'data_type', type: 'string', required: true },
				{ name: 'file', type: 'file', required: true, accepts: 'csv' },
				{ name: 'delimiter', type: 'enum', values: [';', ','] },
			],
		},
	},
	importXml: {
		group: 'Master data and classifier v2',
		method: 'POST',
		path: '/master_data_lookup/xml/import_xml_file',
		purpose: 'Import XML into a dataset using the mappings',
		body: {
			encoding: 'multipart',
			fields: [
				{ name: 'data_type', type: 'string', required: true },
				{ name: 'field_mappings', type: 'json', required: true },
				{ name: 'file', type: 'file', required: true, accepts: 'xml' },
			],
		},
	},
} as const satisfies EndpointGroup;
