import type { EndpointGroup } from '../types';

export const table = {
	getAll: {
		group: 'Document types, fields and tables',
		method: 'GET',
		path: '/document_table/get_all_document_tables',
		purpose: "All tables in an organisation's documents",
	},
	getMany: {
		group: 'Document types, fields and tables',
		method: 'GET',
		path: '/document_table/get_document_tables',
		purpose: 'Document tables',
		query: [{ name: 'doc_type', type: 'string', required: true }],
	},
	getManyWithColumns: {
		group: 'Document types, fields and tables',
		method: 'GET',
		path: '/document_table/get_document_tables_with_columns',
		purpose: 'Tables including columns',
		query: [{ name: 'doc_type', type: 'string', required: true }],
	},
	create: {
		group: 'Document types, fields and tables',
		method: 'POST',
		path: '/document_table/create_document_table',
		purpose: 'Create a table',
		body: {
			encoding: 'form',
			fields: [
				{ name: 'doc_type_name', type: 'string', required: true },
				{ name: 'table_name', type: 'string', required: true },
				{ name: 'is_default', type: 'boolean', required: true },
			],
		},
	},
	delete: {
		group: 'Document types, fields and tables',
		method: 'DELETE',
		path: '/document_table/delete_document_table/{id}',
		purpose: 'Delete a table',
	},
	getColumns: {
		group: 'Document types, fields and tables',
		method: 'GET',
		path: '/document_table/get_document_table_columns',
		purpose: 'Columns of a table',
		query: [{ name: 'table_name', type: 'string', required: true }],
	},
	createColumn: {
		group: 'Document types, fields and tables',
		method: 'POST',
		path: '/document_table/create_document_table_column',
		purpose: 'Create a column',
		body: {
			encoding: 'form',
			fields: [
				{ name: 'table_name', type: 'string', required: true },
				{ name: 'column_name', type: 'string', required: true },
				{
					name: 'column_type',
					type: 'enum',
					values: ['AMOUNT', 'STRING', 'DATE', 'NUMBER', 'BOOLEAN', 'NUMBER_MEDI'],
					required: true,
				},
				{ name: 'title', type: 'string', required: true },
				{ name: 'translation_key', type: 'string' },
				{ name: 'sort_order', type: 'integer' },
				{ name: 'clean_field', type: 'boolean' },
				{ name: 'alphanumeric_field', type: 'boolean' },
				{ name: 'is_required', type: 'boolean' },
				{ name: 'is_readonly', type: 'boolean' },
				{ name: 'is_hidden', type: 'boolean' },
				{ name: 'force_validation', type: 'boolean' },
				{ name: 'validation_pattern', type: 'string' },
				{ name: 'column_length', type: 'integer' },
			],
		},
	},
	deleteColumn: {
		group: 'Document types, fields and tables',
		method: 'DELETE',
		path: '/document_table/delete_document_table_column/{id}',
		purpose: 'Delete a column',
	},
	updateColumn: {
		group: 'Document types, fields and tables',
		method: 'POST',
		path: '/document_table/update_document_table_column',
		purpose: 'Update a column',
		query: [{ name: 'id', type: 'string', required: true }],
		body: {
			encoding: 'form',
			fields: [
				{ name: 'is_hidden', type: 'string' },
				{ name: 'is_deleted', type: 'string' },
			],
		},
	},
} as const satisfies EndpointGroup;
