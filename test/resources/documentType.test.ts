// Document Type and Table through n8n's engine against the sandbox's document setup.
import { useAreaHarness } from '../support/areaHarness';

const { last, run, fails, state } = useAreaHarness();
const setup = () => state().areas.documentSetup;

describe('Document Type', () => {
	it('lists the seeded document types', async () => {
		const types = await run('documentType', 'getMany');
		expect(last()).toMatchObject({
			method: 'GET',
			path: '/document_type/get_document_types',
			status: 200,
			query: {},
		});
		expect(types.map((type) => type.doc_type_name)).toEqual([
			'invoice',
			'credit_note',
			'purchase_order',
			'receipt',
			'delivery_note',
		]);
	});

	it('create → list → deactivate → list shows it → delete → 404', async () => {
		const [created] = await run('documentType', 'create', {
			doc_type_name: 'contract',
			title: 'Contract',
			has_table: false,
			additionalFields: { sort_order: 9 },
		});
		expect(last()).toMatchObject({
			method: 'POST',
			path: '/document_type/create_document_type',
			status: 200,
		});
		expect(last().contentType).toContain('application/x-www-form-urlencoded');
		expect(last().body).toEqual({
			doc_type_name: 'contract',
			title: 'Contract',
			has_table: 'false',
			sort_order: '9',
		});
		expect(created).toMatchObject({
			id: 6,
			doc_type_name: 'contract',
			has_table: false,
			sort_order: 9,
			is_active: true,
		});

		const [updated] = await run('documentType', 'setActive', { id: '6', activate: 'false' });
		expect(last()).toMatchObject({
			method: 'POST',
			path: '/document_type/activate_deactivate_document_type',
			body: { id: '6', activate: 'false' },
		});
		expect(updated).toMatchObject({ id: 6, is_active: false });
		expect((await run('documentType', 'getMany')).find((type) => type.id === 6)).toMatchObject({
			is_active: false,
		});

		await run('documentType', 'delete', { id: '6' });
		expect(last()).toMatchObject({
			method: 'DELETE',
			path: '/document_type/delete_document_type/6',
			status: 200,
		});
		expect((await fails('documentType', 'delete', { id: '6' })).message).toContain(
			'Document type not found',
		);
		expect(last().status).toBe(404);
		expect((await run('documentType', 'getMany')).map((type) => type.id)).not.toContain(6);
	});

	it('refuses a second document type with the same name', async () => {
		const { message, status } = await fails('documentType', 'create', {
			doc_type_name: 'invoice',
			title: 'Invoice',
			has_table: true,
		});
		expect(status).toBe(400);
		expect(message).toContain('Document type already exists');
	});

	it('sub types: create → list (filtered) → with sub types → delete → 404', async () => {
		const [sub] = await run('documentType', 'createSubType', {
			doc_type_key: 'invoice',
			sub_doc_type: 'invoice_eu',
			title: 'EU invoice',
		});
		expect(last()).toMatchObject({
			method: 'POST',
			path: '/document_type/create_sub_document_type',
			body: { doc_type_key: 'invoice', sub_doc_type: 'invoice_eu', title: 'EU invoice' },
		});
		expect(sub).toMatchObject({ id: 1, doc_type_key: 'invoice', sub_doc_type: 'invoice_eu' });

		expect(
			await run('documentType', 'getSubTypes', { additionalFields: { doc_type_key: 'invoice' } }),
		).toEqual([sub]);
		expect(last()).toMatchObject({
			method: 'GET',
			path: '/document_type/get_sub_document_types',
			query: { doc_type_key: 'invoice' },
		});
		expect(
			await run('documentType', 'getSubTypes', { additionalFields: { doc_type_key: 'receipt' } }),
		).toEqual([]);

		const withSubTypes = await run('documentType', 'getManyWithSubTypes');
		expect(last()).toMatchObject({
			method: 'GET',
			path: '/document_type/get_document_types_and_sub_types',
		});
		expect(withSubTypes.find((type) => type.doc_type_name === 'invoice')?.sub_types).toEqual([sub]);

		await run('documentType', 'deleteSubType', { id: '1' });
		expect(last()).toMatchObject({
			method: 'DELETE',
			path: '/document_type/delete_sub_document_type/1',
			status: 200,
		});
		expect((await fails('documentType', 'deleteSubType', { id: '1' })).status).toBe(404);
		expect(
			(
				await fails('documentType', 'createSubType', {
					doc_type_key: 'unknown',
					sub_doc_type: 's',
					title: 'S',
				})
			).message,
		).toContain('Document type not found');
	});

	it('field groups and fields: create → list → delete → 404', async () => {
		const [group] = await run('documentType', 'createFieldGroup', {
			doc_type_name: 'invoice',
			group_name: 'payment',
			title: 'Payment',
			translation_key: 'payment',
			additionalFields: { sort_order: 2 },
		});
		expect(last()).toMatchObject({
			method: 'POST',
			path: '/document_type/create_document_field_group',
		});
		expect(last().body).toEqual({
			doc_type_name: 'invoice',
			group_name: 'payment',
			title: 'Payment',
			translation_key: 'payment',
			sort_order: '2',
		});
		expect(group).toMatchObject({
			doc_type_name: 'invoice',
			group_name: 'payment',
			is_sub_doc_type_group: false,
		});

		const groups = await run('documentType', 'getFieldGroups', {
			doc_type_name: 'invoice',
			additionalFields: { is_sub_doc_type: false },
		});
		expect(last()).toMatchObject({
			method: 'GET',
			path: '/document_type/get_document_field_groups',
			query: { doc_type_name: 'invoice', is_sub_doc_type: 'false' },
		});
		expect(groups.map((entry) => entry.group_name)).toEqual(['header', 'payment']);

		const [field] = await run('documentType', 'createField', {
			doc_type_name: 'invoice',
			field_name: 'iban',
			title: 'IBAN',
			field_type: 'STRING',
			group_name: 'payment',
			additionalFields: { is_required: true, validation_pattern: '^[A-Z]{2}' },
		});
		expect(last()).toMatchObject({ method: 'POST', path: '/document_type/create_document_field' });
		expect(last().body).toEqual({
			doc_type_name: 'invoice',
			field_name: 'iban',
			title: 'IBAN',
			field_type: 'STRING',
			group_name: 'payment',
			is_required: 'true',
			validation_pattern: '^[A-Z]{2}',
		});
		expect(field).toMatchObject({
			field_name: 'iban',
			group_name: 'payment',
			is_required: true,
			is_sub_doc_type_field: false,
		});
		expect(
			setup()
				.fieldsOf('invoice', false)
				.map((entry) => entry.field_name),
		).toContain('iban');
		const unknownGroup = await fails('documentType', 'createField', {
			doc_type_name: 'invoice',
			field_name: 'x',
			title: 'X',
			field_type: 'STRING',
			group_name: 'nope',
		});
		expect(unknownGroup.message).toContain('Field group not found');

		await run('documentType', 'deleteField', { id: String(field.id) });
		expect(last()).toMatchObject({
			method: 'DELETE',
			path: `/document_type/delete_document_field/${field.id}`,
			status: 200,
		});
		expect((await fails('documentType', 'deleteField', { id: String(field.id) })).status).toBe(404);

		await run('documentType', 'deleteFieldGroup', { id: String(group.id) });
		expect(last()).toMatchObject({
			method: 'DELETE',
			path: `/document_type/delete_document_field_group/${group.id}`,
			status: 200,
		});
		expect(
			(await fails('documentType', 'deleteFieldGroup', { id: String(group.id) })).message,
		).toContain('Field group not found');
	});
});

describe('Table', () => {
	it('lists the tables of the organisation and of a document type', async () => {
		const all = await run('table', 'getAll');
		expect(last()).toMatchObject({
			method: 'GET',
			path: '/document_table/get_all_document_tables',
			status: 200,
		});
		expect(all).toEqual([
			expect.objectContaining({ doc_type_name: 'invoice', table_name: 'line_items' }),
		]);
		expect(await run('table', 'getMany', { doc_type: 'invoice' })).toEqual(all);
		expect(last()).toMatchObject({
			method: 'GET',
			path: '/document_table/get_document_tables',
			query: { doc_type: 'invoice' },
		});
		expect(await run('table', 'getMany', { doc_type: 'receipt' })).toEqual([]);
	});

	it('table and column: create → list with columns → update column → delete → 404', async () => {
		const [table] = await run('table', 'create', {
			doc_type_name: 'receipt',
			table_name: 'receipt_lines',
			is_default: true,
		});
		expect(last()).toMatchObject({
			method: 'POST',
			path: '/document_table/create_document_table',
			body: { doc_type_name: 'receipt', table_name: 'receipt_lines', is_default: 'true' },
		});
		expect(table).toMatchObject({ id: 2, table_name: 'receipt_lines', is_default: true });

		const [column] = await run('table', 'createColumn', {
			table_name: 'receipt_lines',
			column_name: 'article',
			column_type: 'STRING',
			title: 'Article',
			additionalFields: { sort_order: 1, is_required: true },
		});
		expect(last()).toMatchObject({
			method: 'POST',
			path: '/document_table/create_document_table_column',
		});
		expect(last().body).toEqual({
			table_name: 'receipt_lines',
			column_name: 'article',
			column_type: 'STRING',
			title: 'Article',
			sort_order: '1',
			is_required: 'true',
		});
		expect(column).toMatchObject({
			table_name: 'receipt_lines',
			column_name: 'article',
			is_hidden: false,
			is_deleted: false,
		});

		const [withColumns] = await run('table', 'getManyWithColumns', { doc_type: 'receipt' });
		expect(last()).toMatchObject({
			method: 'GET',
			path: '/document_table/get_document_tables_with_columns',
			query: { doc_type: 'receipt' },
		});
		expect(withColumns).toMatchObject({
			table_name: 'receipt_lines',
			columns: [expect.objectContaining({ column_name: 'article' })],
		});

		const [updated] = await run('table', 'updateColumn', {
			id: String(column.id),
			additionalFields: { is_hidden: 'true' },
		});
		expect(last()).toMatchObject({
			method: 'POST',
			path: '/document_table/update_document_table_column',
			query: { id: String(column.id) },
			body: { is_hidden: 'true' },
		});
		expect(updated.column).toMatchObject({ is_hidden: true, is_deleted: false });
		expect(await run('table', 'getColumns', { table_name: 'receipt_lines' })).toEqual([
			expect.objectContaining({ column_name: 'article', is_hidden: true }),
		]);
		expect(last()).toMatchObject({
			method: 'GET',
			path: '/document_table/get_document_table_columns',
			query: { table_name: 'receipt_lines' },
		});

		await run('table', 'deleteColumn', { id: String(column.id) });
		expect(last()).toMatchObject({
			method: 'DELETE',
			path: `/document_table/delete_document_table_column/${column.id}`,
			status: 200,
		});
		expect(await run('table', 'getColumns', { table_name: 'receipt_lines' })).toEqual([]);
		expect((await fails('table', 'deleteColumn', { id: String(column.id) })).message).toContain(
			'Column not found',
		);

		await run('table', 'delete', { id: '2' });
		expect(last()).toMatchObject({
			method: 'DELETE',
			path: '/document_table/delete_document_table/2',
			status: 200,
		});
		expect((await fails('table', 'getColumns', { table_name: 'receipt_lines' })).message).toContain(
			'Table not found',
		);
		expect(last().status).toBe(404);
	});

	it('an update that marks a column deleted hides it from the column list', async () => {
		const [first] = await run('table', 'getColumns', { table_name: 'line_items' });
		await run('table', 'updateColumn', {
			id: String(first.id),
			additionalFields: { is_deleted: 'yes' },
		});
		expect(
			(await run('table', 'getColumns', { table_name: 'line_items' })).map(
				(column) => column.column_name,
			),
		).not.toContain(first.column_name);
		expect(
			(await fails('table', 'updateColumn', { id: '1', additionalFields: { is_hidden: 'maybe' } }))
				.status,
		).toBe(422);
	});
});
