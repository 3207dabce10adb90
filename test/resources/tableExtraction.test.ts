// Table Extraction and Extraction through n8n's engine: the requests each operation sends (JSON
// text for tables and rules, regions as form fields), JSON checked before sending, the service's
// errors as the node reports them.
import { request, useAreaHarness } from '../support/areaHarness';

const { sent, answer, refuse, run, fails, requests } = useAreaHarness();

describe('Table Extraction', () => {
	it('get table, compact table, auto extract, add a column, delete the rules', async () => {
		const table = { doc_id: 'doc_1', table_name: 'line_items', rows: [] };
		answer('tableExtraction.getTable', table);
		expect(
			await run('tableExtraction', 'getTable', {
				doc_id: 'doc_1',
				table_extraction_data: '{"pages":[1]}',
				additionalFields: { doc_locale: 'de-DE' },
			}),
		).toEqual([table]);
		expect(sent()).toEqual(
			request('POST', '/table_extraction_v3/get_table', {
				body: { doc_id: 'doc_1', table_extraction_data: '{"pages":[1]}', doc_locale: 'de-DE' },
			}),
		);

		answer('tableExtraction.getCompactTable', table);
		await run('tableExtraction', 'getCompactTable', { doc_id: 'doc_1' });
		expect(sent()).toEqual(
			request('POST', '/table_extraction_v3/get_compact_table', { body: { doc_id: 'doc_1' } }),
		);

		answer('tableExtraction.setAutoExtract', { success: true });
		await run('tableExtraction', 'setAutoExtract', {
			doc_id: 'doc_1',
			additionalFields: { table_name: 'positions', is_table_training_doc: true },
		});
		expect(sent()).toEqual(
			request('POST', '/table_extraction_v3/auto_extract_table', {
				body: { doc_id: 'doc_1', table_name: 'positions', is_table_training_doc: 'true' },
			}),
		);

		answer('tableExtraction.createColumn', { success: true });
		await run('tableExtraction', 'createColumn', {
			doc_id: 'doc_1',
			table_data: { rows: [] },
			table_name: 'positions',
			column_name: 'vat_rate',
			column_type: 'NUMBER',
			title: 'VAT rate',
		});
		expect(sent()).toEqual(
			request('POST', '/table_extraction_v3/create_document_table_column', {
				body: {
					doc_id: 'doc_1',
					table_data: '{"rows":[]}',
					table_name: 'positions',
					column_name: 'vat_rate',
					column_type: 'NUMBER',
					title: 'VAT rate',
				},
			}),
		);

		answer('tableExtraction.deleteRules', { success: true });
		await run('tableExtraction', 'deleteRules', { doc_id: 'doc_1' });
		expect(sent()).toEqual(
			request('POST', '/table_extraction_v3/delete_table_rules', { body: { doc_id: 'doc_1' } }),
		);

		refuse('tableExtraction.getCompactTable', 404, 'Document not found');
		expect(
			(await fails('tableExtraction', 'getCompactTable', { doc_id: 'doc_404' })).message,
		).toContain('Document not found');
	});

	it("reformat sends the data and the options as given; the service's 422 is the error", async () => {
		const data =
			'[["Pos","Text","Sum"],["1","Screws","9.50"],["2","Nuts","3.10"],["3","Total","12.60"]]';
		answer('tableExtraction.reformatTable', { columns: ['Text', 'Sum'], rows: [] });
		await run('tableExtraction', 'reformatTable', {
			doc_id: 'doc_1',
			data,
			additionalFields: { header_rows_count: 1, columns_to_hide: 'Pos', rows_to_delete: '2' },
		});
		expect(sent()).toEqual(
			request('POST', '/table_extraction_v3/reformat_table', {
				body: {
					doc_id: 'doc_1',
					data,
					header_rows_count: '1',
					columns_to_hide: 'Pos',
					rows_to_delete: '2',
				},
			}),
		);
		refuse('tableExtraction.reformatTable', 422, [
			{ loc: ['body', 'data'], msg: 'rows must be a list', type: 'value_error' },
		]);
		const refused = await fails('tableExtraction', 'reformatTable', {
			doc_id: 'doc_1',
			data: '{"rows":"none"}',
		});
		expect(refused.status).toBe(422);
		expect(refused.message).toContain('(data): rows must be a list');
	});

	it('blocked suppliers: block, list, unblock; a 404 is the error', async () => {
		const blocked = { id: 1, supplier: 'ACME' };
		answer('tableExtraction.blockSupplier', blocked);
		await run('tableExtraction', 'blockSupplier', {
			doc_type: 'invoice',
			is_org_specific: true,
			additionalFields: { supplier: 'ACME' },
		});
		expect(sent()).toEqual(
			request('POST', '/block_table_extraction/blocked_list/add', {
				body: { doc_type: 'invoice', is_org_specific: 'true', supplier: 'ACME' },
			}),
		);
		answer('tableExtraction.getBlockedSuppliers', [blocked]);
		expect(await run('tableExtraction', 'getBlockedSuppliers')).toEqual([blocked]);
		expect(sent()).toEqual(request('GET', '/block_table_extraction/blocked_list'));

		answer('tableExtraction.unblockSupplier', { success: true });
		await run('tableExtraction', 'unblockSupplier', { id: '1' });
		expect(sent()).toEqual(request('DELETE', '/block_table_extraction/blocked_list/1'));
		refuse('tableExtraction.unblockSupplier', 404, 'Blocked supplier not found');
		expect((await fails('tableExtraction', 'unblockSupplier', { id: '1' })).message).toContain(
			'Blocked supplier not found',
		);
	});
});

describe('Extraction', () => {
	const region = { page: 1, x0: 0, y0: 55, x1: 600, y1: 75 };
	const regionFields = { page: '1', x0: '0', y0: '55', x1: '600', y1: '75' };

	it('text of a region and of a table column', async () => {
		answer('extraction.getText', { text: 'INV-4711' });
		await run('extraction', 'getText', {
			doc_id: 'doc_1',
			...region,
			additionalFields: { field_name: 'invoice_number' },
		});
		expect(sent()).toEqual(
			request('POST', '/extract/get_text', {
				body: { doc_id: 'doc_1', ...regionFields, field_name: 'invoice_number' },
			}),
		);

		answer('extraction.getTableText', { values: [] });
		await run('extraction', 'getTableText', {
			doc_id: 'doc_1',
			table_name: 'line_items',
			...region,
			additionalFields: { column_name: 'description' },
		});
		expect(sent()).toEqual(
			request('POST', '/extract/get_table_text', {
				body: {
					doc_id: 'doc_1',
					table_name: 'line_items',
					...regionFields,
					column_name: 'description',
				},
			}),
		);
	});

	it('formats an amount: the value and both locales; the answer is the item', async () => {
		const formatted = { amount: 1234.5, formatted_amount: '1,234.50' };
		answer('extraction.formatAmount', formatted);
		expect(
			await run('extraction', 'formatAmount', {
				value: '1.234,5',
				source_locale: 'de_DE',
				dest_locale: 'en-US',
			}),
		).toEqual([formatted]);
		expect(sent()).toEqual(
			request('POST', '/extract/get_formatted_amount', {
				body: { value: '1.234,5', source_locale: 'de_DE', dest_locale: 'en-US' },
			}),
		);
	});

	it('column headers, AI score, special rules (JSON checked before sending)', async () => {
		answer('extraction.getColumnHeaders', [{ column_name: 'position' }, { column_name: 'amount' }]);
		expect(await run('extraction', 'getColumnHeaders')).toEqual([
			{ column_name: 'position' },
			{ column_name: 'amount' },
		]);
		expect(sent()).toEqual(request('GET', '/extract/get_column_headers'));

		await run('extraction', 'getAiScore', { doc_type: 'invoice', filter_values: 'ACME' });
		expect(sent()).toEqual(
			request('POST', '/extract/get_ai_score', {
				query: { doc_type: 'invoice', filter_values: 'ACME' },
			}),
		);

		await run('extraction', 'saveSpecialRules', {
			data: '{"round_totals":true,"skip_zero_lines":true}',
		});
		expect(sent()).toEqual(
			request('POST', '/special_rules/save', {
				body: { data: '{"round_totals":true,"skip_zero_lines":true}' },
			}),
		);
		const before = requests().length;
		expect((await fails('extraction', 'saveSpecialRules', { data: 'rules' })).message).toContain(
			'not valid JSON',
		);
		expect(requests()).toHaveLength(before);
	});
});
