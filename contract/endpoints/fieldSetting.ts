import type { EndpointGroup } from '../types';

export const fieldSetting = {
	getUiLayout: {
		group: 'Field settings',
		method: 'GET',
		path: '/field/get_document_ui_layout',
		purpose: 'UI layout of a document',
		query: [
			{ name: 'doc_type', type: 'string', required: true },
			{ name: 'is_sub_doc_type', type: 'boolean' },
			{ name: 'profile', type: 'string', default: 'DEFAULT' },
		],
	},
	get: {
		group: 'Field settings',
		method: 'GET',
		path: '/field/get_field_settings',
		purpose: 'Field settings',
		query: [
			{ name: 'doc_type', type: 'string', required: true },
			{ name: 'is_sub_doc_type', type: 'boolean' },
			{ name: 'profile', type: 'string', default: 'DEFAULT' },
		],
	},
	cloneFields: {
		group: 'Field settings',
		method: 'GET',
		path: '/field/clone_doc_type',
		purpose: 'Clone the fields of a document type into another',
		query: [
			{ name: 'copy_from_doc_type', type: 'string', required: true },
			{ name: 'copy_to_doc_type', type: 'string', required: true },
			{ name: 'profile', type: 'string', default: 'DEFAULT' },
		],
		changesState: true,
	},
	copySettings: {
		group: 'Field settings',
		method: 'GET',
		path: '/field/copy_fields_setting_from_doc_type',
		purpose: 'Copy field settings between document types',
		query: [
			{ name: 'copy_from_doc_type', type: 'string', required: true },
			{ name: 'copy_to_doc_type', type: 'string', required: true },
			{ name: 'profile', type: 'string', default: 'DEFAULT' },
		],
		changesState: true,
	},
	getAll: {
		group: 'Field settings',
		method: 'GET',
		path: '/field/get_field_settings_all_document_types',
		purpose: 'Document types of an organisation with their field settings',
		query: [{ name: 'profile', type: 'string', default: 'DEFAULT' }],
	},
	restoreDefaults: {
		group: 'Field settings',
		method: 'POST',
		path: '/field/settings_restore_defaults',
		purpose: 'Restore default field settings',
		query: [
			{ name: 'doc_type', type: 'string', required: true },
			{ name: 'is_sub_doc_type', type: 'boolean' },
			{ name: 'profile', type: 'string', default: 'DEFAULT' },
		],
	},
	update: {
		group: 'Field settings',
		method: 'POST',
		path: '/field/update_field_settings',
		purpose: 'Update field settings',
		query: [
			{ name: 'doc_type', type: 'string', required: true },
			{ name: 'is_sub_doc_type', type: 'boolean' },
			{ name: 'profile', type: 'string', default: 'DEFAULT' },
		],
		body: {
			encoding: 'form',
			fields: [{ name: 'data', type: 'json', required: true }],
		},
	},
	getLayout: {
		group: 'Field settings',
		method: 'POST',
		path: '/field/get_document_layout',
		purpose: 'Layout of a document',
		query: [
			{ name: 'doc_type', type: 'string', required: true },
			{ name: 'is_sub_doc_type', type: 'boolean' },
			{ name: 'profile', type: 'string', default: 'DEFAULT' },
		],
	},
	getTableValidationRules: {
		group: 'Field settings',
		method: 'GET',
		path: '/field/get_document_table_validation_rules',
		purpose: 'Validation rules of table extractions',
		query: [{ name: 'table_name', type: 'string', required: true }],
	},
	updateTableColumn: {
		group: 'Field settings',
		method: 'POST',
		path: '/field/update_document_table_column',
		purpose: 'Update a document table column',
		query: [{ name: 'id', type: 'string', required: true }],
		body: {
			encoding: 'form',
			fields: [
				{ name: 'is_hidden', type: 'string' },
				{ name: 'is_deleted', type: 'string' },
			],
		},
	},
	getCustomLabels: {
		group: 'Field settings',
		method: 'GET',
		path: '/field/get_custom_field_labels',
		purpose: 'Custom field labels',
		query: [
			{ name: 'doc_type', type: 'string', required: true },
			{ name: 'profile', type: 'string', default: 'DEFAULT' },
		],
	},
} as const satisfies EndpointGroup;
