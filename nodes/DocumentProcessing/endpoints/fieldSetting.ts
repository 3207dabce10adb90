import type { ResourceTable } from './types';

export const fieldSetting: ResourceTable = {
	value: 'fieldSetting',
	name: 'Field Setting',
	endpoints: [
		{ operation: 'getDocumentUiLayout', name: 'Get Document Ui Layout', action: 'UI layout of a document', method: 'GET', path: '/field/get_document_ui_layout', query: ['doc_type:string:required', 'is_sub_doc_type:boolean:optional', 'profile:string="DEFAULT":optional'] },
		{ operation: 'getFieldSettings', name: 'Get Field Settings', action: 'Field settings', method: 'GET', path: '/field/get_field_settings', query: ['doc_type:string:required', 'is_sub_doc_type:boolean:optional', 'profile:string="DEFAULT":optional'] },
		{ operation: 'cloneDocType', name: 'Clone Doc Type', action: 'Clone the fields of a document type into another', method: 'GET', path: '/field/clone_doc_type', query: ['copy_from_doc_type:string:required', 'copy_to_doc_type:string:required', 'profile:string="DEFAULT":optional'] },
		{ operation: 'copyFieldsSettingFromDocType', name: 'Copy Fields Setting From Doc Type', action: 'Copy field settings between document types', method: 'GET', path: '/field/copy_fields_setting_from_doc_type', query: ['copy_from_doc_type:string:required', 'copy_to_doc_type:string:required', 'profile:string="DEFAULT":optional'] },
		{ operation: 'getFieldSettingsAllDocumentTypes', name: 'Get Field Settings All Document Types', action: 'Document types of an organisation with their field settings', method: 'GET', path: '/field/get_field_settings_all_document_types', query: ['profile:string="DEFAULT":optional'] },
		{ operation: 'settingsRestoreDefaults', name: 'Settings Restore Defaults', action: 'Restore default field settings', method: 'POST', path: '/field/settings_restore_defaults', query: ['doc_type:string:required', 'is_sub_doc_type:boolean:optional', 'profile:string="DEFAULT":optional'] },
		{ operation: 'updateFieldSettings', name: 'Update Field Settings', action: 'Update field settings', method: 'POST', path: '/field/update_field_settings', query: ['doc_type:string:required', 'is_sub_doc_type:boolean:optional', 'profile:string="DEFAULT":optional'], body: 'form', fields: ['data:string:required'] },
		{ operation: 'getDocumentLayout', name: 'Get Document Layout', action: 'Layout of a document', method: 'POST', path: '/field/get_document_layout', query: ['doc_type:string:required', 'is_sub_doc_type:boolean:optional', 'profile:string="DEFAULT":optional'] },
		{ operation: 'getDocumentTableValidationRules', name: 'Get Document Table Validation Rules', action: 'Validation rules of table extractions', method: 'GET', path: '/field/get_document_table_validation_rules', query: ['table_name:string:required'] },
		{ operation: 'updateDocumentTableColumn', name: 'Update Document Table Column', action: 'Update a document table column', method: 'POST', path: '/field/update_document_table_column', query: ['id:string:required'], body: 'form', fields: ['is_hidden:string:optional', 'is_deleted:string:optional'] },
		{ operation: 'getCustomFieldLabels', name: 'Get Custom Field Labels', action: 'Custom field labels', method: 'GET', path: '/field/get_custom_field_labels', query: ['doc_type:string:required', 'profile:string="DEFAULT":optional'] },
	],
};
