import type { Endpoints } from '../../../contract';
import type { ResourceOverlay } from './types';

export const fieldSetting: ResourceOverlay<Endpoints['fieldSetting']> = {
	value: 'fieldSetting',
	name: 'Field Setting',
	operations: {
		getUiLayout: { name: 'Get UI Layout', action: 'Get the UI layout of a document type' },
		get: { name: 'Get', action: 'Get the field settings of a document type' },
		cloneFields: {
			name: 'Clone Fields',
			action: 'Clone the fields of a document type into another',
		},
		copySettings: {
			name: 'Copy Settings',
			action: 'Copy field settings from one document type to another',
		},
		getAll: {
			name: 'Get Many',
			action: 'Get the field settings of every document type',
		},
		restoreDefaults: {
			name: 'Restore Defaults',
			action: 'Restore the default field settings of a document type',
		},
		update: { name: 'Update', action: 'Update the field settings of a document type' },
		getLayout: { name: 'Get Layout', action: 'Get the layout of a document type' },
		getTableValidationRules: {
			name: 'Get Table Validation Rules',
			action: 'Get the validation rules of a table extraction',
		},
		updateTableColumn: { name: 'Update Table Column', action: 'Update a document table column' },
		getCustomLabels: {
			name: 'Get Custom Labels',
			action: 'Get the custom field labels of a document type',
		},
	},
};
