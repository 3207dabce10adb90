// Document Type and Table through n8n's engine: the requests each operation sends (fields as a
// form, ids in the path), lists as one item per entry, the service's errors as the node reports them.
import { request, useAreaHarness } from '../support/areaHarness';

const { last, sent, answer, run, fails, refuse } = useAreaHarness();

describe('Document Type', () => {
	it('lists document types: one item per type', async () => {
		answer('documentType.getMany', [{ doc_type_name: 'invoice' }, { doc_type_name: 'receipt' }]);
		const types = await run('documentType', 'getMany');
		expect(sent()).toEqual(request('GET', '/document_type/get_document_types'));
		expect(types).toEqual([{ doc_type_name: 'invoice' }, { doc_type_name: 'receipt' }]);
	});

	it('create sends a form; set active and delete send the id; a 404 is the error', async () => {
		await run('documentType', 'create', {
			doc_type_name: 'contract',
			title: 'Contract',
			has_table: false,
			additionalFields: { sort_order: 9 },
		});
		expect(sent()).toEqual(
			request('POST', '/document_type/create_document_type', {
				body: { doc_type_name: 'contract', title: 'Contract', has_table: 'false', sort_order: '9' },
			}),
		);
		expect(last().contentType).toContain('application/x-www-form-urlencoded');

		answer('documentType.setActive', { id: 6, is_active: false });
		await run('documentType', 'setActive', { id: '6', activate: 'false' });
		expect(sent()).toEqual(
			request('POST', '/document_type/activate_deactivate_document_type', {
				body: { id: '6', activate: 'false' },
			}),
		);

		answer('documentType.delete', { success: true });
		await run('documentType', 'delete', { id: '6' });
		expect(sent()).toEqual(request('DELETE', '/document_type/delete_document_type/6'));
		refuse('documentType.delete', 404, 'Document type not found');
		const gone = await fails('documentType', 'delete', { id: '6' });
		expect(gone).toMatchObject({ status: 404 });
		expect(gone.message).toContain('Document type not found');
	});

	it("the service's 400 for a name in use is the error", async () => {
		refuse('documentType.create', 400, 'Document type already exists');
		const { message, status } = await fails('documentType', 'create', {
			doc_type_name: 'invoice',
			title: 'Invoice',
			has_table: true,
		});
		expect(status).toBe(400);
		expect(message).toContain('Document type already exists');
		expect(sent()).toEqual(
			request('POST', '/document_type/create_document_type', {
				body: { doc_type_name: 'invoice', title: 'Invoice', has_table: 'true' },
			}),
		);
	});

	it('sub types: create, list (filtered), list with sub types, delete', async () => {
		await run('documentType', 'createSubType', {
			doc_type_key: 'invoice',
			sub_doc_type: 'invoice_eu',
			title: 'EU invoice',
		});
		expect(sent()).toEqual(
			request('POST', '/document_type/create_sub_document_type', {
				body: { doc_type_key: 'invoice', sub_doc_type: 'invoice_eu', title: 'EU invoice' },
			}),
		);

		await run('documentType', 'getSubTypes', { additionalFields: { doc_type_key: 'invoice' } });
		expect(sent()).toEqual(
			request('GET', '/document_type/get_sub_document_types', {
				query: { doc_type_key: 'invoice' },
			}),
		);

		await run('documentType', 'getManyWithSubTypes');
		expect(sent()).toEqual(request('GET', '/document_type/get_document_types_and_sub_types'));

		answer('documentType.deleteSubType', { success: true });
		await run('documentType', 'deleteSubType', { id: '1' });
		expect(sent()).toEqual(request('DELETE', '/document_type/delete_sub_document_type/1'));
	});

	it('field groups and fields: create (form), list (query), delete (id in the path)', async () => {
		await run('documentType', 'createFieldGroup', {
			doc_type_name: 'invoice',
			group_name: 'payment',
			title: 'Payment',
			translation_key: 'payment',
			additionalFields: { sort_order: 2 },
		});
		expect(sent()).toEqual(
			request('POST', '/document_type/create_document_field_group', {
				body: {
					doc_type_name: 'invoice',
					group_name: 'payment',
					title: 'Payment',
					translation_key: 'payment',
					sort_order: '2',
				},
			}),
		);

		await run('documentType', 'getFieldGroups', {
			doc_type_name: 'invoice',
			additionalFields: { is_sub_doc_type: false },
		});
		expect(sent()).toEqual(
			request('GET', '/document_type/get_document_field_groups', {
				query: { doc_type_name: 'invoice', is_sub_doc_type: 'false' },
			}),
		);

		answer('documentType.createField', { id: 8, field_name: 'iban' });
		await run('documentType', 'createField', {
			doc_type_name: 'invoice',
			field_name: 'iban',
			title: 'IBAN',
			field_type: 'STRING',
			group_name: 'payment',
			additionalFields: { is_required: true, validation_pattern: '^[A-Z]{2}' },
		});
		expect(sent()).toEqual(
			request('POST', '/document_type/create_document_field', {
				body: {
					doc_type_name: 'invoice',
					field_name: 'iban',
					title: 'IBAN',
					field_type: 'STRING',
					group_name: 'payment',
					is_required: 'true',
					validation_pattern: '^[A-Z]{2}',
				},
			}),
		);

		answer('documentType.deleteField', { success: true });
		await run('documentType', 'deleteField', { id: '8' });
		expect(sent()).toEqual(request('DELETE', '/document_type/delete_document_field/8'));

		answer('documentType.deleteFieldGroup', { success: true });
		await run('documentType', 'deleteFieldGroup', { id: '3' });
		expect(sent()).toEqual(request('DELETE', '/document_type/delete_document_field_group/3'));
	});
});

describe('Table', () => {
	it('lists the tables of the organisation and of a document type: one item per table', async () => {
		const tables = [{ table_name: 'line_items' }, { table_name: 'taxes' }];
		answer('table.getAll', tables);
		expect(await run('table', 'getAll')).toEqual(tables);
		expect(sent()).toEqual(request('GET', '/document_table/get_all_document_tables'));

		answer('table.getMany', tables);
		expect(await run('table', 'getMany', { doc_type: 'invoice' })).toEqual(tables);
		expect(sent()).toEqual(
			request('GET', '/document_table/get_document_tables', { query: { doc_type: 'invoice' } }),
		);
	});

	it('table and column: create, list with columns, update, list columns, delete', async () => {
		await run('table', 'create', {
			doc_type_name: 'receipt',
			table_name: 'receipt_lines',
			is_default: true,
		});
		expect(sent()).toEqual(
			request('POST', '/document_table/create_document_table', {
				body: { doc_type_name: 'receipt', table_name: 'receipt_lines', is_default: 'true' },
			}),
		);

		answer('table.createColumn', { id: 4, column_name: 'article' });
		await run('table', 'createColumn', {
			table_name: 'receipt_lines',
			column_name: 'article',
			column_type: 'STRING',
			title: 'Article',
			additionalFields: { sort_order: 1, is_required: true },
		});
		expect(sent()).toEqual(
			request('POST', '/document_table/create_document_table_column', {
				body: {
					table_name: 'receipt_lines',
					column_name: 'article',
					column_type: 'STRING',
					title: 'Article',
					sort_order: '1',
					is_required: 'true',
				},
			}),
		);

		await run('table', 'getManyWithColumns', { doc_type: 'receipt' });
		expect(sent()).toEqual(
			request('GET', '/document_table/get_document_tables_with_columns', {
				query: { doc_type: 'receipt' },
			}),
		);

		answer('table.updateColumn', { success: true });
		await run('table', 'updateColumn', { id: '4', additionalFields: { is_hidden: 'true' } });
		expect(sent()).toEqual(
			request('POST', '/document_table/update_document_table_column', {
				query: { id: '4' },
				body: { is_hidden: 'true' },
			}),
		);

		answer('table.getColumns', [{ id: 4, column_name: 'article' }]);
		expect(await run('table', 'getColumns', { table_name: 'receipt_lines' })).toEqual([
			{ id: 4, column_name: 'article' },
		]);
		expect(sent()).toEqual(
			request('GET', '/document_table/get_document_table_columns', {
				query: { table_name: 'receipt_lines' },
			}),
		);

		answer('table.deleteColumn', { success: true });
		await run('table', 'deleteColumn', { id: '4' });
		expect(sent()).toEqual(request('DELETE', '/document_table/delete_document_table_column/4'));

		answer('table.delete', { success: true });
		await run('table', 'delete', { id: '2' });
		expect(sent()).toEqual(request('DELETE', '/document_table/delete_document_table/2'));
	});

	it('update column sends a flag as written, in the form', async () => {
		answer('table.updateColumn', { success: true });
		await run('table', 'updateColumn', { id: '1', additionalFields: { is_deleted: 'yes' } });
		expect(sent()).toEqual(
			request('POST', '/document_table/update_document_table_column', {
				query: { id: '1' },
				body: { is_deleted: 'yes' },
			}),
		);
	});
});
