import type { ResourceTable } from './types';

export const table: ResourceTable = {
	value: 'table',
	name: 'Table',
	endpoints: [
		{ operation: 'getAll', name: 'Get All in Organisation', action: 'List all tables in the organisation\'s documents', method: 'GET', path: '/document_table/get_all_document_tables' },
		{ operation: 'getMany', name: 'Get Many', action: 'List the tables of a document type', method: 'GET', path: '/document_table/get_document_tables', query: ['doc_type:string:required'] },
		{ operation: 'getManyWithColumns', name: 'Get Many With Columns', action: 'List the tables of a document type with their columns', method: 'GET', path: '/document_table/get_document_tables_with_columns', query: ['doc_type:string:required'] },
		{ operation: 'create', name: 'Create', action: 'Create a table', method: 'POST', path: '/document_table/create_document_table', body: 'form', fields: ['doc_type_name:string:required', 'table_name:string:required', 'is_default:boolean:required'] },
		{ operation: 'delete', name: 'Delete', action: 'Delete a table', method: 'DELETE', path: '/document_table/delete_document_table/{id}' },
		{ operation: 'getColumns', name: 'Get Columns', action: 'List the columns of a table', method: 'GET', path: '/document_table/get_document_table_columns', query: ['table_name:string:required'] },
		{ operation: 'createColumn', name: 'Create Column', action: 'Create a table column', method: 'POST', path: '/document_table/create_document_table_column', body: 'form', fields: ['table_name:string:required', 'column_name:string:required', 'column_type:DATA_TYPE{AMOUNT|STRING|DATE|NUMBER|BOOLEAN|NUMBER_MEDI}:required', 'title:string:required', 'translation_key:string:optional', 'sort_order:integer:optional', 'clean_field:boolean:optional', 'alphanumeric_field:boolean:optional', 'is_required:boolean:optional', 'is_readonly:boolean:optional', 'is_hidden:boolean:optional', 'force_validation:boolean:optional', 'validation_pattern:string:optional', 'column_length:integer:optional'] },
		{ operation: 'deleteColumn', name: 'Delete Column', action: 'Delete a table column', method: 'DELETE', path: '/document_table/delete_document_table_column/{id}' },
		{ operation: 'updateColumn', name: 'Update Column', action: 'Update a table column', method: 'POST', path: '/document_table/update_document_table_column', query: ['id:string:required'], body: 'form', fields: ['is_hidden:string:optional', 'is_deleted:string:optional'] },
	],
};
