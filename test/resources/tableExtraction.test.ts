// Table Extraction and Extraction through n8n's engine: the fake line item table and OCR words of a document.
import { useAreaHarness } from '../support/areaHarness';

const { last, run, fails, state, requests } = useAreaHarness();
const seedInvoice = () =>
	state().addDocument({ file_name: 'invoice 4711.pdf', status: 'ready_for_validation' }).doc_id;
const COLUMNS = ['position', 'description', 'quantity', 'unit_price', 'amount'];

describe('Table Extraction', () => {
	it('get table, compact table, auto extract, add a column, delete the rules', async () => {
		const docId = seedInvoice();
		const [table] = await run('tableExtraction', 'getTable', {
			doc_id: docId,
			table_extraction_data: '{"pages":[1]}',
			additionalFields: { doc_locale: 'de-DE' },
		});
		expect(last()).toMatchObject({
			method: 'POST',
			path: '/table_extraction_v3/get_table',
			body: { doc_id: docId, table_extraction_data: '{"pages":[1]}', doc_locale: 'de-DE' },
		});
		expect(table).toMatchObject({
			doc_id: docId,
			table_name: 'line_items',
			columns: COLUMNS,
			table_extraction_data: { pages: [1] },
		});
		expect(table.rows).toHaveLength(3);

		const [compact] = await run('tableExtraction', 'getCompactTable', { doc_id: docId });
		expect(last()).toMatchObject({
			method: 'POST',
			path: '/table_extraction_v3/get_compact_table',
			body: { doc_id: docId },
		});
		expect((compact.rows as unknown[])[0]).toMatchObject({ position: 1, description: 'Item 1' });

		const [auto] = await run('tableExtraction', 'setAutoExtract', {
			doc_id: docId,
			additionalFields: { table_name: 'positions', is_table_training_doc: true },
		});
		expect(last()).toMatchObject({
			method: 'POST',
			path: '/table_extraction_v3/auto_extract_table',
			body: { doc_id: docId, table_name: 'positions', is_table_training_doc: 'true' },
		});
		expect(auto).toEqual({
			success: true,
			doc_id: docId,
			table_name: 'positions',
			auto_extract: true,
		});

		const [column] = await run('tableExtraction', 'createColumn', {
			doc_id: docId,
			table_data: { rows: [] },
			table_name: 'positions',
			column_name: 'vat_rate',
			column_type: 'NUMBER',
			title: 'VAT rate',
		});
		expect(last()).toMatchObject({
			method: 'POST',
			path: '/table_extraction_v3/create_document_table_column',
		});
		expect(last().body).toEqual({
			doc_id: docId,
			table_data: '{"rows":[]}',
			table_name: 'positions',
			column_name: 'vat_rate',
			column_type: 'NUMBER',
			title: 'VAT rate',
		});
		expect(column).toMatchObject({
			success: true,
			table_name: 'positions',
			columns: [...COLUMNS, 'vat_rate'],
		});
		// The auto extract table is the default one now, with the added column.
		const [afterRules] = await run('tableExtraction', 'getTable', {
			doc_id: docId,
			table_extraction_data: '{}',
		});
		expect(afterRules).toMatchObject({
			table_name: 'positions',
			columns: [...COLUMNS, 'vat_rate'],
		});

		const [deleted] = await run('tableExtraction', 'deleteRules', { doc_id: docId });
		expect(last()).toMatchObject({
			method: 'POST',
			path: '/table_extraction_v3/delete_table_rules',
			body: { doc_id: docId },
		});
		expect(deleted).toEqual({
			success: true,
			doc_id: docId,
			deleted: { auto_extract: true, columns: 1 },
		});
		expect(
			(await run('tableExtraction', 'getTable', { doc_id: docId, table_extraction_data: '{}' }))[0],
		).toMatchObject({ table_name: 'line_items', columns: COLUMNS });
		expect(
			(await fails('tableExtraction', 'getCompactTable', { doc_id: 'doc_404' })).message,
		).toContain('Document not found');
	});

	it('reformat: header rows become column names, hidden columns and deleted rows go', async () => {
		const docId = seedInvoice();
		const [reformatted] = await run('tableExtraction', 'reformatTable', {
			doc_id: docId,
			data: '[["Pos","Text","Sum"],["1","Screws","9.50"],["2","Nuts","3.10"],["3","Total","12.60"]]',
			additionalFields: { header_rows_count: 1, columns_to_hide: 'Pos', rows_to_delete: '2' },
		});
		expect(last()).toMatchObject({ method: 'POST', path: '/table_extraction_v3/reformat_table' });
		expect(last().body).toMatchObject({
			header_rows_count: '1',
			columns_to_hide: 'Pos',
			rows_to_delete: '2',
		});
		expect(last().body).toMatchObject({
			data: '[["Pos","Text","Sum"],["1","Screws","9.50"],["2","Nuts","3.10"],["3","Total","12.60"]]',
		});
		expect(reformatted).toEqual({
			doc_id: docId,
			table_name: 'line_items',
			columns: ['Text', 'Sum'],
			rows: [
				['Screws', '9.50'],
				['Nuts', '3.10'],
			],
		});
		const [named] = await run('tableExtraction', 'reformatTable', {
			doc_id: docId,
			data: '{"columns":["a","b"],"rows":[[1,2]]}',
			additionalFields: { columns_to_hide: '[0]' },
		});
		expect(named).toMatchObject({ columns: ['b'], rows: [[2]] });
		expect(
			(await fails('tableExtraction', 'reformatTable', { doc_id: docId, data: '{"rows":"none"}' }))
				.status,
		).toBe(422);
	});

	it('blocked suppliers: block → list → unblock → 404', async () => {
		const [blocked] = await run('tableExtraction', 'blockSupplier', {
			doc_type: 'invoice',
			is_org_specific: true,
			additionalFields: { supplier: 'ACME' },
		});
		expect(last()).toMatchObject({
			method: 'POST',
			path: '/block_table_extraction/blocked_list/add',
			body: { doc_type: 'invoice', is_org_specific: 'true', supplier: 'ACME' },
		});
		expect(blocked).toMatchObject({ id: 1, supplier: 'ACME', is_org_specific: true });
		expect(await run('tableExtraction', 'getBlockedSuppliers')).toEqual([blocked]);
		expect(last()).toMatchObject({ method: 'GET', path: '/block_table_extraction/blocked_list' });
		await run('tableExtraction', 'unblockSupplier', { id: '1' });
		expect(last()).toMatchObject({
			method: 'DELETE',
			path: '/block_table_extraction/blocked_list/1',
			status: 200,
		});
		expect(await run('tableExtraction', 'getBlockedSuppliers')).toEqual([]);
		expect((await fails('tableExtraction', 'unblockSupplier', { id: '1' })).message).toContain(
			'Blocked supplier not found',
		);
	});
});

describe('Extraction', () => {
	const region = { page: 1, x0: 0, y0: 55, x1: 600, y1: 75 };

	it('text of a region and of a table column', async () => {
		const docId = seedInvoice();
		const [text] = await run('extraction', 'getText', {
			doc_id: docId,
			...region,
			additionalFields: { field_name: 'invoice_number' },
		});
		expect(last()).toMatchObject({ method: 'POST', path: '/extract/get_text' });
		expect(last().body).toEqual({
			doc_id: docId,
			page: '1',
			x0: '0',
			y0: '55',
			x1: '600',
			y1: '75',
			field_name: 'invoice_number',
		});
		expect(text).toMatchObject({
			doc_id: docId,
			field_name: 'invoice_number',
			text: 'invoice_number: INV-4711',
		});

		const [column] = await run('extraction', 'getTableText', {
			doc_id: docId,
			table_name: 'line_items',
			...region,
			additionalFields: { column_name: 'description' },
		});
		expect(last()).toMatchObject({
			method: 'POST',
			path: '/extract/get_table_text',
			body: { table_name: 'line_items', column_name: 'description' },
		});
		expect(column).toMatchObject({
			values: ['Item 1', 'Item 2', 'Item 3'],
			text: 'Item 1\nItem 2\nItem 3',
		});
		expect(
			(await fails('extraction', 'getText', { doc_id: docId, ...region, page: 2 })).message,
		).toContain('Page not found');
	});

	it('formats an amount from one locale into another', async () => {
		const [answer] = await run('extraction', 'formatAmount', {
			value: '1.234,5',
			source_locale: 'de_DE',
			dest_locale: 'en-US',
		});
		expect(last()).toMatchObject({
			method: 'POST',
			path: '/extract/get_formatted_amount',
			body: { value: '1.234,5', source_locale: 'de_DE', dest_locale: 'en-US' },
		});
		expect(answer).toMatchObject({ amount: 1234.5, formatted_amount: '1,234.50' });
		expect(
			(
				await fails('extraction', 'formatAmount', {
					value: 'lots',
					source_locale: 'de_DE',
					dest_locale: 'en-US',
				})
			).status,
		).toBe(422);
	});

	it('column headers, AI score, special rules', async () => {
		const headers = await run('extraction', 'getColumnHeaders');
		expect(last()).toMatchObject({
			method: 'GET',
			path: '/extract/get_column_headers',
			status: 200,
		});
		expect(headers.map((header) => header.column_name)).toEqual(COLUMNS);

		const [score] = await run('extraction', 'getAiScore', {
			doc_type: 'invoice',
			filter_values: 'ACME',
		});
		expect(last()).toMatchObject({
			method: 'POST',
			path: '/extract/get_ai_score',
			query: { doc_type: 'invoice', filter_values: 'ACME' },
		});
		expect(score.ai_score).toBeGreaterThanOrEqual(0.5);
		expect(
			(await run('extraction', 'getAiScore', { doc_type: 'invoice', filter_values: 'ACME' }))[0]
				.ai_score,
		).toBe(score.ai_score);

		const [saved] = await run('extraction', 'saveSpecialRules', {
			data: '{"round_totals":true,"skip_zero_lines":true}',
		});
		expect(last()).toMatchObject({
			method: 'POST',
			path: '/special_rules/save',
			body: { data: '{"round_totals":true,"skip_zero_lines":true}' },
		});
		expect(saved).toEqual({ success: true, saved: 2 });
		expect(state().areas.extractionRules.special).toEqual({
			round_totals: true,
			skip_zero_lines: true,
		});
		expect((await fails('extraction', 'saveSpecialRules', { data: 'rules' })).message).toContain(
			'not valid JSON',
		);
		expect(requests().at(-1)?.path).toBe('/special_rules/save');
	});
});
