// Partner Integration through n8n's engine: table extraction, table-training and PO-matching records
// of a batch, and the updated batch as a zip.
import { writeZip, zipEntries } from '../../sandbox/demo/zipFiles';
import { binaryBuffer } from '../engine';
import { pdfWithPages, useAreaHarness, withFiles } from '../support/areaHarness';

const { last, run, items, fails } = useAreaHarness();
const batch = writeZip([
	{ name: 'batch.xml', data: Buffer.from('<Batch><Document id="1"/></Batch>') },
	{ name: 'invoice 4711.pdf', data: pdfWithPages(1) },
]);
const batchInput = { input: withFiles({ data: ['batch 4711.zip', batch, 'application/zip'] }) };

describe('Partner Integration', () => {
	it('extract table: compact rows for the page range, amounts in the asked locale, query options sent', async () => {
		const input = withFiles({ data: ['invoice 4711.pdf', pdfWithPages(3), 'application/pdf'] });
		const [answer] = await run(
			'partnerIntegration',
			'extractTable',
			{
				file: 'data',
				additionalFields: {
					start_page: 2,
					end_page: 3,
					format_amount_locale: 'de-DE',
					force_ocr: 'True',
				},
			},
			{ input },
		);
		expect(last()).toMatchObject({ method: 'POST', path: '/partner/extract_table', status: 200 });
		expect(last().query).toEqual({ format_amount_locale: 'de-DE', force_ocr: 'True' });
		expect(last().body).toEqual({ start_page: '2', end_page: '3' });
		expect(last().files).toEqual([
			expect.objectContaining({ field: 'file', filename: 'invoice 4711.pdf' }),
		]);
		expect(answer).toMatchObject({
			file_name: 'invoice 4711.pdf',
			start_page: 2,
			end_page: 3,
			pages: 3,
			force_ocr: true,
			table_name: 'line_items',
		});
		const rows = answer.rows as Array<Record<string, unknown>>;
		expect(rows).toHaveLength(3);
		expect(String(rows[0].amount)).toMatch(/^\d{1,3}(\.\d{3})*,\d{2}$/);

		expect(
			(
				await fails(
					'partnerIntegration',
					'extractTable',
					{ file: 'data', additionalFields: { end_page: 4 } },
					{ input },
				)
			).status,
		).toBe(422);
		// The interface says output_format must never be passed: the node has no such field, and n8n
		// drops a value the node does not declare before the node runs.
		await run(
			'partnerIntegration',
			'extractTable',
			{ file: 'data', additionalFields: { output_format: 'json' } },
			{ input },
		);
		expect(last().body).not.toHaveProperty('output_format');
	});

	it('table training: create from a zip batch → get the table → save rules → 404 for an unknown id', async () => {
		const [created] = await run(
			'partnerIntegration',
			'createTableTraining',
			{ partner_doc_id: 'P-1', file: 'data', additionalFields: { force_ocr: 'false' } },
			batchInput,
		);
		expect(last()).toMatchObject({
			method: 'POST',
			path: '/partner/get_table_train_url',
			body: { partner_doc_id: 'P-1', force_ocr: 'false' },
		});
		expect(last().files).toEqual([
			expect.objectContaining({
				field: 'file',
				filename: 'batch 4711.zip',
				contentType: 'application/zip',
			}),
		]);
		expect(created).toEqual({
			id: 1,
			url: expect.stringMatching(/\/partner\/get_table_train_data\?id=1$/),
		});

		const [training] = await run('partnerIntegration', 'getTableTraining', { id: '1' });
		expect(last()).toMatchObject({
			method: 'GET',
			path: '/partner/get_table_train_data',
			query: { id: '1' },
		});
		expect(training).toMatchObject({
			id: 1,
			partner_doc_id: 'P-1',
			table_name: 'line_items',
			extraction_rules: null,
		});

		const [saved] = await run('partnerIntegration', 'saveExtractionRules', {
			id: '1',
			data: '{"header_rows":1}',
		});
		expect(last()).toMatchObject({
			method: 'POST',
			path: '/partner/save_extraction_rules/1',
			body: { data: '{"header_rows":1}' },
		});
		expect(saved).toEqual({ id: 1 });
		expect(
			(await run('partnerIntegration', 'getTableTraining', { id: '1' }))[0].extraction_rules,
		).toEqual({ header_rows: 1 });
		const unknown = await fails('partnerIntegration', 'getTableTraining', { id: '2' });
		expect(unknown).toMatchObject({ status: 404 });
		expect(unknown.message).toContain('Table training record not found');
	});

	it('PO matching: create → get data → save changes → get shows them', async () => {
		const [created] = await run(
			'partnerIntegration',
			'createPoMatch',
			{ partner_doc_id: 'P-2', file: 'data' },
			batchInput,
		);
		expect(last()).toMatchObject({
			method: 'POST',
			path: '/partner/get_po_match_url',
			body: { partner_doc_id: 'P-2' },
		});
		expect(created).toEqual({
			id: 1,
			url: expect.stringMatching(/\/partner\/get_po_match_data\/1$/),
		});

		const [data] = await run('partnerIntegration', 'getPoMatch', { id: '1' });
		expect(last()).toMatchObject({
			method: 'GET',
			path: '/partner/get_po_match_data/1',
			status: 200,
		});
		expect(data).toMatchObject({
			id: 1,
			partner_doc_id: 'P-2',
			extracted_data: { invoice_number: 'INV-4711' },
		});

		expect(
			await run('partnerIntegration', 'savePoMatch', {
				id: '1',
				data: { purchase_order_number: 'PO-9' },
			}),
		).toEqual([{ id: 1 }]);
		expect(last()).toMatchObject({
			method: 'POST',
			path: '/partner/save_po_match_data/1',
			body: { data: '{"purchase_order_number":"PO-9"}' },
		});
		expect(
			(await run('partnerIntegration', 'getPoMatch', { id: '1' }))[0].extracted_data,
		).toMatchObject({ invoice_number: 'INV-4711', purchase_order_number: 'PO-9' });
		expect((await fails('partnerIntegration', 'savePoMatch', { id: '5', data: '{}' })).status).toBe(
			404,
		);
	});

	it('the updated batch comes back as a zip with the updated table and the batch', async () => {
		await run(
			'partnerIntegration',
			'createPoMatch',
			{ partner_doc_id: 'P-3', file: 'data' },
			batchInput,
		);
		await run('partnerIntegration', 'savePoMatch', {
			id: '1',
			data: '{"purchase_order_number":"PO-3"}',
		});
		const [zip] = await items(
			'partnerIntegration',
			'getUpdatedBatch',
			{
				partner_doc_id: 'P-3',
				file: 'data',
				additionalFields: { source: 'PO', remove_empty_columns: false },
			},
			batchInput,
		);
		expect(last()).toMatchObject({
			method: 'POST',
			path: '/partner/get_updated_partner_doc',
			query: { source: 'PO', remove_empty_columns: 'false' },
			body: { partner_doc_id: 'P-3' },
		});
		expect(zip.json).toMatchObject({ fileName: 'P-3_updated.zip', mimeType: 'application/zip' });
		const entries = zipEntries(await binaryBuffer(zip));
		expect(entries.map((entry) => entry.name)).toEqual(['updated_table.json', 'batch 4711.zip']);
		expect(JSON.parse(entries[0].data.toString('utf8'))).toMatchObject({
			partner_doc_id: 'P-3',
			source: 'PO',
			extracted_data: { purchase_order_number: 'PO-3' },
		});
		expect(entries[1].data.equals(batch)).toBe(true);

		const none = await fails(
			'partnerIntegration',
			'getUpdatedBatch',
			{ partner_doc_id: 'P-3', file: 'data', additionalFields: { source: 'TableTraining' } },
			batchInput,
		);
		expect(none).toMatchObject({ status: 404 });
		expect(none.message).toContain('Partner document not found');
	});
});
