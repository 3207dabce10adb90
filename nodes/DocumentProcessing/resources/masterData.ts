import type { Endpoints } from '../../../contract';
import type { ResourceOverlay } from './types';

export const masterData: ResourceOverlay<Endpoints['masterData']> = {
	value: 'masterData',
	name: 'Master Data',
	operations: {
		getDatasetTypes: { name: 'Get Dataset Types', action: 'List the master data dataset types' },
		getDatasetFields: { name: 'Get Dataset Fields', action: 'List the fields of a dataset' },
		getRecords: {
			name: 'Get Records',
			action: 'Get the records of a dataset',
		},
		downloadCsv: { name: 'Download CSV', action: 'Download the records of a dataset as CSV' },
		createRecords: { name: 'Create Records', action: 'Create master data records' },
		updateRecord: { name: 'Update Record', action: 'Update a master data record' },
		deleteRecord: { name: 'Delete Record', action: 'Delete a master data record' },
		importCsv: { name: 'Import CSV', action: 'Import master data records from CSV' },
		importXml: {
			name: 'Import XML',
			action: 'Import records from XML by field mappings',
			fields: { field_mappings: { input: 'xpathMappings' }, file: { input: 'xmlDocument' } },
		},
	},
};
