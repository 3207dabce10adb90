// Field Setting through n8n's engine: the requests each operation sends (document type and profile
// as query parameters, settings as JSON text), the data checked before sending, the service's 422.
import { request, useAreaHarness } from '../support/areaHarness';

const { sent, answer, run, fails, requests, refuse } = useAreaHarness();

describe('Field Setting', () => {
	it('get, update, custom labels and restore defaults send the document type and profile', async () => {
		const settings = { doc_type: 'invoice', profile: 'DEFAULT', fields: [] };
		answer('fieldSetting.get', settings);
		expect(await run('fieldSetting', 'get', { doc_type: 'invoice' })).toEqual([settings]);
		expect(sent()).toEqual(
			request('GET', '/field/get_field_settings', { query: { doc_type: 'invoice' } }),
		);

		const data = '{"supplier_name":{"is_hidden":true,"title":"Vendor"}}';
		await run('fieldSetting', 'update', {
			doc_type: 'invoice',
			data,
			additionalFields: { profile: 'AP' },
		});
		expect(sent()).toEqual(
			request('POST', '/field/update_field_settings', {
				query: { doc_type: 'invoice', profile: 'AP' },
				body: { data },
			}),
		);

		const labels = [{ field_name: 'supplier_name', custom_label: 'Vendor' }];
		answer('fieldSetting.getCustomLabels', labels);
		expect(
			await run('fieldSetting', 'getCustomLabels', {
				doc_type: 'invoice',
				additionalFields: { profile: 'AP' },
			}),
		).toEqual(labels);
		expect(sent()).toEqual(
			request('GET', '/field/get_custom_field_labels', {
				query: { doc_type: 'invoice', profile: 'AP' },
			}),
		);

		await run('fieldSetting', 'restoreDefaults', {
			doc_type: 'invoice',
			additionalFields: { profile: 'AP' },
		});
		expect(sent()).toEqual(
			request('POST', '/field/settings_restore_defaults', {
				query: { doc_type: 'invoice', profile: 'AP' },
			}),
		);
	});

	it("update checks the data before sending; the service's 422 names the field", async () => {
		const invalid = await fails('fieldSetting', 'update', {
			doc_type: 'invoice',
			data: '{not json',
		});
		expect(invalid.message).toMatch(/Parameter "Data" is not valid JSON/);
		expect(requests()).toHaveLength(0);

		refuse('fieldSetting.update', 422, [
			{ loc: ['body', 'data'], msg: 'Unknown field nope', type: 'value_error' },
		]);
		const unknown = await fails('fieldSetting', 'update', {
			doc_type: 'invoice',
			data: { nope: { is_hidden: true } },
		});
		expect(unknown.status).toBe(422);
		expect(unknown.message).toContain('(data): Unknown field nope');
		expect(sent()).toEqual(
			request('POST', '/field/update_field_settings', {
				query: { doc_type: 'invoice' },
				body: { data: '{"nope":{"is_hidden":true}}' },
			}),
		);
	});

	it('the UI layout and the layout send the document type', async () => {
		await run('fieldSetting', 'getUiLayout', {
			doc_type: 'invoice',
			additionalFields: { is_sub_doc_type: false },
		});
		expect(sent()).toEqual(
			request('GET', '/field/get_document_ui_layout', {
				query: { doc_type: 'invoice', is_sub_doc_type: 'false' },
			}),
		);
		await run('fieldSetting', 'getLayout', { doc_type: 'invoice' });
		expect(sent()).toEqual(
			request('POST', '/field/get_document_layout', { query: { doc_type: 'invoice' } }),
		);
	});

	it('settings of every document type: one item per type', async () => {
		answer('fieldSetting.getAll', [{ doc_type: 'invoice' }, { doc_type: 'receipt' }]);
		const all = await run('fieldSetting', 'getAll', { additionalFields: { profile: 'DEFAULT' } });
		expect(sent()).toEqual(
			request('GET', '/field/get_field_settings_all_document_types', {
				query: { profile: 'DEFAULT' },
			}),
		);
		expect(all).toEqual([{ doc_type: 'invoice' }, { doc_type: 'receipt' }]);
	});

	it('clone fields and copy settings send both document types', async () => {
		const types = { copy_from_doc_type: 'invoice', copy_to_doc_type: 'proforma' };
		answer('fieldSetting.cloneFields', { success: true });
		await run('fieldSetting', 'cloneFields', types);
		expect(sent()).toEqual(request('GET', '/field/clone_doc_type', { query: types }));

		answer('fieldSetting.copySettings', { success: true });
		await run('fieldSetting', 'copySettings', types);
		expect(sent()).toEqual(
			request('GET', '/field/copy_fields_setting_from_doc_type', { query: types }),
		);
	});

	it('table validation rules and updating a table column', async () => {
		await run('fieldSetting', 'getTableValidationRules', { table_name: 'line_items' });
		expect(sent()).toEqual(
			request('GET', '/field/get_document_table_validation_rules', {
				query: { table_name: 'line_items' },
			}),
		);

		answer('fieldSetting.updateTableColumn', { success: true });
		await run('fieldSetting', 'updateTableColumn', {
			id: '2',
			additionalFields: { is_hidden: 'true', is_deleted: 'false' },
		});
		expect(sent()).toEqual(
			request('POST', '/field/update_document_table_column', {
				query: { id: '2' },
				body: { is_hidden: 'true', is_deleted: 'false' },
			}),
		);
	});
});
