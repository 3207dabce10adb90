import type { ResourceTable } from './types';

export const table: ResourceTable = {
	value: 'table',
	name: 'Table',
	endpoints: [
		{ operation: 'getAllDocumentTables', name: 'Get All Document Tables', action: 'All tables in an organisation\'s documents', method: 'GET', path: '/document_table/get_all_document_tables' },
		{ operation: 'getDocumentTables', name: 'Get Document Tables', action: 'Document tables', method: 'GET', path: '/document_table/get_document_tables', query: ['doc_type:string:required'] },
		{ operation: 'getDocumentTablesWithColumns', name: 'Get Document Tables With Columns', action: 'Tables including columns', method: 'GET', path: '/document_table/get_document_tables_with_columns', query: ['doc_type:string:required'] },
		{ operation: 'createDocumentTable', name: 'Create Document Table', action: 'Create a table', method: 'POST', path: '/document_table/create_document_table', body: 'form', fields: ['doc_type_name:string:required', 'table_name:string:required', 'is_default:boolean:required'] },
		{ operation: 'deleteDocumentTable', name: 'Delete Document Table', action: 'Delete a table', method: 'DELETE', path: '/document_table/delete_document_table/{id}' },
		{ operation: 'getDocumentTableColumns', name: 'Get Document Table Columns', action: 'Columns of a table', method: 'GET', path: '/document_table/get_document_table_columns', query: ['table_name:string:required'] },
		{ operation: 'createDocumentTableColumn', name: 'Create Document Table Column', action: 'Create a column', method: 'POST', path: '/document_table/create_document_table_column', body: 'form', fields: ['table_name:string:required', 'column_name:string:required', 'column_type:DATA_TYPE{AMOUNT|STRING|DATE|NUMBER|BOOLEAN|NUMBER_MEDI}:required', 'title:string:required', 'translation_key:string:optional', 'sort_order:integer:optional', 'clean_field:boolean:optional', 'alphanumeric_field:boolean:optional', 'is_required:boolean:optional', 'is_readonly:boolean:optional', 'is_hidden:boolean:optional', 'force_validation:boolean:optional', 'validation_pattern:string:optional', 'column_length:integer:optional'] },
		{ operation: 'deleteDocumentTableColumn', name: 'Delete Document Table Column', action: 'Delete a column', method: 'DELETE', path: '/document_table/delete_document_table_column/{id}' },
		{ operation: 'updateDocumentTableColumn', name: 'Update Document Table Column', action: 'Update a column', method: 'POST', path: '/document_table/update_document_table_column', query: ['id:string:required'], body: 'form', fields: ['is_hidden:string:optional', 'is_deleted:string:optional'] },
	],
};
