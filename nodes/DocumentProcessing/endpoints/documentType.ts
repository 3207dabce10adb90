import type { ResourceTable } from './types';

export const documentType: ResourceTable = {
	value: 'documentType',
	name: 'Document Type',
	endpoints: [
		{ operation: 'getMany', name: 'Get Many', action: 'List document types', method: 'GET', path: '/document_type/get_document_types' },
		{ operation: 'getManyWithSubTypes', name: 'Get Many With Sub Types', action: 'List document types with their sub document types', method: 'GET', path: '/document_type/get_document_types_and_sub_types' },
		{ operation: 'create', name: 'Create', action: 'Create a document type', method: 'POST', path: '/document_type/create_document_type', body: 'form', fields: ['doc_type_name:string:required', 'title:string:required', 'translation_key:string:optional', 'has_table:boolean:required', 'sort_order:integer:optional'], newNames: ['doc_type_name'] },
		{ operation: 'delete', name: 'Delete', action: 'Delete a document type', method: 'DELETE', path: '/document_type/delete_document_type/{id}' },
		{ operation: 'getSubTypes', name: 'Get Sub Types', action: 'List sub document types', method: 'GET', path: '/document_type/get_sub_document_types', query: ['doc_type_key:string:optional'] },
		{ operation: 'createSubType', name: 'Create Sub Type', action: 'Create a sub document type', method: 'POST', path: '/document_type/create_sub_document_type', body: 'form', fields: ['doc_type_key:string:required', 'sub_doc_type:string:required', 'title:string:required', 'translation_key:string:optional'], newNames: ['sub_doc_type'] },
		{ operation: 'deleteSubType', name: 'Delete Sub Type', action: 'Delete a sub document type', method: 'DELETE', path: '/document_type/delete_sub_document_type/{id}' },
		{ operation: 'setActive', name: 'Activate or Deactivate', action: 'Activate or deactivate a document type', method: 'POST', path: '/document_type/activate_deactivate_document_type', body: 'form', fields: ['id:string:required', 'activate:string:required'] },
		{ operation: 'getFieldGroups', name: 'Get Field Groups', action: 'List the field groups of a document type', method: 'GET', path: '/document_type/get_document_field_groups', query: ['doc_type_name:string:required', 'is_sub_doc_type:boolean:optional'] },
		{ operation: 'createFieldGroup', name: 'Create Field Group', action: 'Create a field group', method: 'POST', path: '/document_type/create_document_field_group', body: 'form', fields: ['doc_type_name:string:required', 'is_sub_doc_type_group:boolean=false:optional', 'group_name:string:required', 'title:string:required', 'translation_key:string:required', 'sort_order:integer:optional'] },
		{ operation: 'deleteFieldGroup', name: 'Delete Field Group', action: 'Delete a field group', method: 'DELETE', path: '/document_type/delete_document_field_group/{id}' },
		{ operation: 'createField', name: 'Create Field', action: 'Create a field', method: 'POST', path: '/document_type/create_document_field', body: 'form', fields: ['doc_type_name:string:required', 'is_sub_doc_type_field:boolean=false:optional', 'field_name:string:required', 'title:string:required', 'translation_key:string:optional', 'field_type:FIELD_TYPE{AMOUNT|STRING|DATE|NUMBER|BOOLEAN|NUMBER_MEDI|CURRENCY}:required', 'group_name:string:required', 'row_order:integer:optional', 'sort_order:integer:optional', 'input_type:string:optional', 'fuzzy_name:string:optional', 'fuzzy_field:string:optional', 'calculation_formula:string:optional', 'hide_label:boolean:optional', 'clean_field:boolean:optional', 'alphanumeric_field:boolean:optional', 'placeholder:string:optional', 'is_required:boolean:optional', 'is_readonly:boolean:optional', 'is_hidden:boolean:optional', 'force_validation:boolean:optional', 'validation_pattern:string:optional', 'field_length:integer:optional'] },
		{ operation: 'deleteField', name: 'Delete Field', action: 'Delete a field', method: 'DELETE', path: '/document_type/delete_document_field/{id}' },
	],
};
