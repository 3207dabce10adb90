import type { Endpoints } from '../../../contract';
import type { ResourceOverlay } from './types';

export const fieldSetting: ResourceOverlay<Endpoints['fieldSetting']> = {
	// Stored as fieldSetting (saved workflows hold it); shown as Settings: Field.
	value: 'fieldSetting',
	name: 'Field',
	settings: true,
	operations: {
		getUiLayout: { name: 'Get UI Layout', action: 'Get the UI layout of a document type' },
		get: { name: 'Get', action: 'Get the field settings of a document type' },
		cloneFields: {
			name: 'Clone Fields',
			action: "Copy a document type's fields to another",
		},
		copySettings: {
			name: 'Copy Settings',
			action: 'Copy field settings to another type',
		},
		getAll: {
			name: 'Get Many',
			action: 'Get the field settings of every type',
		},
		restoreDefaults: {
			name: 'Restore Defaults',
			action: "Restore a type's default field settings",
		},
		update: { name: 'Update', action: "Update a document type's field settings" },
		getLayout: { name: 'Get Layout', action: 'Get the layout of a document type' },
		getTableValidationRules: {
			name: 'Get Table Validation Rules',
			action: 'Get the validation rules of a table',
		},
		updateTableColumn: { name: 'Update Table Column', action: 'Update a document table column' },
		getCustomLabels: {
			name: 'Get Custom Labels',
			action: "Get a document type's custom field labels",
		},
	},
};
