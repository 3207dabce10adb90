import type { ResourceTable } from './types';

export const fieldSetting: ResourceTable = {
	value: 'fieldSetting',
	name: 'Field Setting',
	endpoints: [
		{ operation: 'getUiLayout', name: 'Get UI Layout', action: 'Get the UI layout of a document type', method: 'GET', path: '/field/get_document_ui_layout', query: ['doc_type:string:required', 'is_sub_doc_type:boolean:optional', 'profile:string="DEFAULT":optional'] },
		{ operation: 'get', name: 'Get', action: 'Get the field settings of a document type', method: 'GET', path: '/field/get_field_settings', query: ['doc_type:string:required', 'is_sub_doc_type:boolean:optional', 'profile:string="DEFAULT":optional'] },
		{ operation: 'cloneFields', name: 'Clone Fields', action: 'Clone the fields of a document type into another', method: 'GET', path: '/field/clone_doc_type', query: ['copy_from_doc_type:string:required', 'copy_to_doc_type:string:required', 'profile:string="DEFAULT":optional'], changesState: true },
		{ operation: 'copySettings', name: 'Copy Settings', action: 'Copy field settings from one document type to another', method: 'GET', path: '/field/copy_fields_setting_from_doc_type', query: ['copy_from_doc_type:string:required', 'copy_to_doc_type:string:required', 'profile:string="DEFAULT":optional'], changesState: true },
		{ operation: 'getAll', name: 'Get for All Document Types', action: 'Get the field settings of every document type', method: 'GET', path: '/field/get_field_settings_all_document_types', query: ['profile:string="DEFAULT":optional'] },
		{ operation: 'restoreDefaults', name: 'Restore Defaults', action: 'Restore the default field settings of a document type', method: 'POST', path: '/field/settings_restore_defaults', query: ['doc_type:string:required', 'is_sub_doc_type:boolean:optional', 'profile:string="DEFAULT":optional'] },
		{ operation: 'update', name: 'Update', action: 'Update the field settings of a document type', method: 'POST', path: '/field/update_field_settings', query: ['doc_type:string:required', 'is_sub_doc_type:boolean:optional', 'profile:string="DEFAULT":optional'], body: 'form', fields: ['data:json:required'] },
		{ operation: 'getLayout', name: 'Get Layout', action: 'Get the layout of a document type', method: 'POST', path: '/field/get_document_layout', query: ['doc_type:string:required', 'is_sub_doc_type:boolean:optional', 'profile:string="DEFAULT":optional'] },
		{ operation: 'getTableValidationRules', name: 'Get Table Validation Rules', action: 'Get the validation rules of a table extraction', method: 'GET', path: '/field/get_document_table_validation_rules', query: ['table_name:string:required'] },
		{ operation: 'updateTableColumn', name: 'Update Table Column', action: 'Update a document table column', method: 'POST', path: '/field/update_document_table_column', query: ['id:string:required'], body: 'form', fields: ['is_hidden:string:optional', 'is_deleted:string:optional'] },
		{ operation: 'getCustomLabels', name: 'Get Custom Labels', action: 'Get the custom field labels of a document type', method: 'GET', path: '/field/get_custom_field_labels', query: ['doc_type:string:required', 'profile:string="DEFAULT":optional'] },
	],
};
