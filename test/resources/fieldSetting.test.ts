// Field Setting through n8n's engine: settings and layouts per document type and profile.
import { useAreaHarness } from '../support/areaHarness';

const { last, run, fails, state, requests } = useAreaHarness();

const fieldNamed = (settings: { fields?: unknown }, name: string) =>
	(settings.fields as Array<Record<string, unknown>>).find((field) => field.field_name === name);

describe('Field Setting', () => {
	it('get → update → get shows the change → custom labels → restore defaults', async () => {
		const [defaults] = await run('fieldSetting', 'get', { doc_type: 'invoice' });
		expect(last()).toMatchObject({
			method: 'GET',
			path: '/field/get_field_settings',
			query: { doc_type: 'invoice' },
			status: 200,
		});
		expect(defaults).toMatchObject({ doc_type: 'invoice', profile: 'DEFAULT', customised: false });
		expect(fieldNamed(defaults, 'supplier_name')).toMatchObject({
			title: 'Supplier',
			is_hidden: false,
		});

		const [updated] = await run('fieldSetting', 'update', {
			doc_type: 'invoice',
			data: '{"supplier_name":{"is_hidden":true,"title":"Vendor"}}',
			additionalFields: { profile: 'AP' },
		});
		expect(last()).toMatchObject({
			method: 'POST',
			path: '/field/update_field_settings',
			query: { doc_type: 'invoice', profile: 'AP' },
		});
		expect(last().body).toEqual({ data: '{"supplier_name":{"is_hidden":true,"title":"Vendor"}}' });
		expect(updated).toMatchObject({ success: true, profile: 'AP', customised: true });

		const [ap] = await run('fieldSetting', 'get', {
			doc_type: 'invoice',
			additionalFields: { profile: 'AP' },
		});
		expect(fieldNamed(ap, 'supplier_name')).toMatchObject({ is_hidden: true, title: 'Vendor' });
		const [unchanged] = await run('fieldSetting', 'get', { doc_type: 'invoice' });
		expect(fieldNamed(unchanged, 'supplier_name')).toMatchObject({
			is_hidden: false,
			title: 'Supplier',
		});

		const labels = await run('fieldSetting', 'getCustomLabels', {
			doc_type: 'invoice',
			additionalFields: { profile: 'AP' },
		});
		expect(last()).toMatchObject({
			method: 'GET',
			path: '/field/get_custom_field_labels',
			query: { doc_type: 'invoice', profile: 'AP' },
		});
		expect(labels).toEqual([
			{ field_name: 'supplier_name', default_label: 'Supplier', custom_label: 'Vendor' },
		]);

		const [restored] = await run('fieldSetting', 'restoreDefaults', {
			doc_type: 'invoice',
			additionalFields: { profile: 'AP' },
		});
		expect(last()).toMatchObject({
			method: 'POST',
			path: '/field/settings_restore_defaults',
			query: { doc_type: 'invoice', profile: 'AP' },
			status: 200,
		});
		expect(restored).toMatchObject({ customised: false });
		expect(fieldNamed(restored, 'supplier_name')).toMatchObject({
			is_hidden: false,
			title: 'Supplier',
		});
	});

	it('update checks the data before sending and the field names after', async () => {
		const invalid = await fails('fieldSetting', 'update', {
			doc_type: 'invoice',
			data: '{not json',
		});
		expect(invalid.message).toMatch(/Parameter "Data" is not valid JSON/);
		expect(requests()).toHaveLength(0);
		const unknown = await fails('fieldSetting', 'update', {
			doc_type: 'invoice',
			data: '{"nope":{"is_hidden":true}}',
		});
		expect(unknown.status).toBe(422);
		expect(unknown.message).toContain('nope');
		expect((await fails('fieldSetting', 'get', { doc_type: 'unknown' })).status).toBe(404);
	});

	it('the UI layout leaves hidden fields out; the layout has every field and the tables', async () => {
		await run('fieldSetting', 'update', {
			doc_type: 'invoice',
			data: { currency: { is_hidden: true } },
		});
		const [ui] = await run('fieldSetting', 'getUiLayout', {
			doc_type: 'invoice',
			additionalFields: { is_sub_doc_type: false },
		});
		expect(last()).toMatchObject({
			method: 'GET',
			path: '/field/get_document_ui_layout',
			query: { doc_type: 'invoice', is_sub_doc_type: 'false' },
		});
		const uiFields = (ui.groups as Array<{ fields: Array<{ field_name: string }> }>)[0].fields.map(
			(field) => field.field_name,
		);
		expect(uiFields).not.toContain('currency');
		expect(uiFields).toContain('invoice_number');

		const [layout] = await run('fieldSetting', 'getLayout', { doc_type: 'invoice' });
		expect(last()).toMatchObject({
			method: 'POST',
			path: '/field/get_document_layout',
			query: { doc_type: 'invoice' },
			status: 200,
		});
		expect((layout.groups as Array<{ fields: unknown[] }>)[0].fields).toHaveLength(7);
		expect(layout.tables).toEqual([expect.objectContaining({ table_name: 'line_items' })]);
	});

	it('settings of every document type', async () => {
		const all = await run('fieldSetting', 'getAll', { additionalFields: { profile: 'DEFAULT' } });
		expect(last()).toMatchObject({
			method: 'GET',
			path: '/field/get_field_settings_all_document_types',
			query: { profile: 'DEFAULT' },
		});
		expect(all.map((settings) => settings.doc_type)).toEqual([
			'invoice',
			'credit_note',
			'purchase_order',
			'receipt',
			'delivery_note',
		]);
	});

	it('clone fields, then copy settings between document types', async () => {
		await run('documentType', 'create', {
			doc_type_name: 'proforma',
			title: 'Proforma',
			has_table: false,
		});
		const [cloned] = await run('fieldSetting', 'cloneFields', {
			copy_from_doc_type: 'invoice',
			copy_to_doc_type: 'proforma',
		});
		expect(last()).toMatchObject({
			method: 'GET',
			path: '/field/clone_doc_type',
			query: { copy_from_doc_type: 'invoice', copy_to_doc_type: 'proforma' },
		});
		expect(cloned).toMatchObject({ success: true, groups_copied: 1, fields_copied: 7 });
		expect(
			state()
				.areas.documentSetup.fieldsOf('proforma', false)
				.map((field) => field.field_name),
		).toContain('invoice_number');

		await run('fieldSetting', 'update', {
			doc_type: 'invoice',
			data: '{"total_amount":{"is_required":true}}',
		});
		const [copied] = await run('fieldSetting', 'copySettings', {
			copy_from_doc_type: 'invoice',
			copy_to_doc_type: 'proforma',
		});
		expect(last()).toMatchObject({
			method: 'GET',
			path: '/field/copy_fields_setting_from_doc_type',
			query: { copy_from_doc_type: 'invoice', copy_to_doc_type: 'proforma' },
		});
		expect(copied).toMatchObject({ success: true, settings_copied: 1 });
		const [proforma] = await run('fieldSetting', 'get', { doc_type: 'proforma' });
		expect(fieldNamed(proforma, 'total_amount')).toMatchObject({ is_required: true });
		expect(
			(
				await fails('fieldSetting', 'cloneFields', {
					copy_from_doc_type: 'invoice',
					copy_to_doc_type: 'nope',
				})
			).status,
		).toBe(404);
	});

	it('table validation rules and updating a table column', async () => {
		const rules = await run('fieldSetting', 'getTableValidationRules', {
			table_name: 'line_items',
		});
		expect(last()).toMatchObject({
			method: 'GET',
			path: '/field/get_document_table_validation_rules',
			query: { table_name: 'line_items' },
		});
		expect(rules.map((rule) => rule.column_name)).toEqual([
			'position',
			'description',
			'quantity',
			'unit_price',
			'amount',
		]);

		const [answer] = await run('fieldSetting', 'updateTableColumn', {
			id: '2',
			additionalFields: { is_hidden: 'true', is_deleted: 'false' },
		});
		expect(last()).toMatchObject({
			method: 'POST',
			path: '/field/update_document_table_column',
			query: { id: '2' },
			body: { is_hidden: 'true', is_deleted: 'false' },
		});
		expect(answer.column).toMatchObject({ id: 2, column_name: 'description', is_hidden: true });
		expect((await fails('fieldSetting', 'updateTableColumn', { id: '99' })).message).toContain(
			'Column not found',
		);
	});
});
