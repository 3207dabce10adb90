// Partner Integration through n8n's engine: the requests each operation sends (options as query or
// form fields, the batch as a multipart part), the updated batch answered as a zip file.
import { binaryBuffer } from '../engine';
import { pdfWithPages, request, useAreaHarness, withFiles } from '../support/areaHarness';

const { sent, answer, script, refuse, run, items, fails } = useAreaHarness();
const batch = Buffer.from('PK\u0005\u0006'.padEnd(22, '\u0000'), 'binary');
const batchInput = { input: withFiles({ data: ['batch 4711.zip', batch, 'application/zip'] }) };

describe('Partner Integration', () => {
	it('extract table: locale and OCR as query parameters, the page range as form fields, the file', async () => {
		const input = withFiles({ data: ['invoice 4711.pdf', pdfWithPages(3), 'application/pdf'] });
		await run(
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
		expect(sent()).toEqual(
			request('POST', '/partner/extract_table', {
				query: { format_amount_locale: 'de-DE', force_ocr: 'True' },
				body: { start_page: '2', end_page: '3' },
				files: ['file: invoice 4711.pdf'],
			}),
		);
		// The interface says output_format must never be passed: the node has no such field, and n8n
		// drops a value the node does not declare before the node runs.
		await run(
			'partnerIntegration',
			'extractTable',
			{ file: 'data', additionalFields: { output_format: 'json' } },
			{ input },
		);
		expect(sent()).toEqual(
			request('POST', '/partner/extract_table', { files: ['file: invoice 4711.pdf'] }),
		);
	});

	it('table training: create from a zip batch, get, save rules; a 404 is the error', async () => {
		answer('partnerIntegration.createTableTraining', { id: 1, url: 'https://x/1' });
		await run(
			'partnerIntegration',
			'createTableTraining',
			{ partner_doc_id: 'P-1', file: 'data', additionalFields: { force_ocr: 'false' } },
			batchInput,
		);
		expect(sent()).toEqual(
			request('POST', '/partner/get_table_train_url', {
				body: { partner_doc_id: 'P-1', force_ocr: 'false' },
				files: ['file: batch 4711.zip'],
			}),
		);

		answer('partnerIntegration.getTableTraining', { id: 1 });
		await run('partnerIntegration', 'getTableTraining', { id: '1' });
		expect(sent()).toEqual(request('GET', '/partner/get_table_train_data', { query: { id: '1' } }));

		answer('partnerIntegration.saveExtractionRules', { id: 1 });
		await run('partnerIntegration', 'saveExtractionRules', { id: '1', data: '{"header_rows":1}' });
		expect(sent()).toEqual(
			request('POST', '/partner/save_extraction_rules/1', {
				body: { data: '{"header_rows":1}' },
			}),
		);

		refuse('partnerIntegration.getTableTraining', 404, 'Table training record not found');
		const unknown = await fails('partnerIntegration', 'getTableTraining', { id: '2' });
		expect(unknown).toMatchObject({ status: 404 });
		expect(unknown.message).toContain('Table training record not found');
	});

	it('PO matching: create from a zip batch, get, save changes as JSON text', async () => {
		answer('partnerIntegration.createPoMatch', { id: 1, url: 'https://x/1' });
		await run(
			'partnerIntegration',
			'createPoMatch',
			{ partner_doc_id: 'P-2', file: 'data' },
			batchInput,
		);
		expect(sent()).toEqual(
			request('POST', '/partner/get_po_match_url', {
				body: { partner_doc_id: 'P-2' },
				files: ['file: batch 4711.zip'],
			}),
		);

		answer('partnerIntegration.getPoMatch', { id: 1 });
		await run('partnerIntegration', 'getPoMatch', { id: '1' });
		expect(sent()).toEqual(request('GET', '/partner/get_po_match_data/1'));

		answer('partnerIntegration.savePoMatch', { id: 1 });
		expect(
			await run('partnerIntegration', 'savePoMatch', {
				id: '1',
				data: { purchase_order_number: 'PO-9' },
			}),
		).toEqual([{ id: 1 }]);
		expect(sent()).toEqual(
			request('POST', '/partner/save_po_match_data/1', {
				body: { data: '{"purchase_order_number":"PO-9"}' },
			}),
		);
	});

	it('the updated batch: options as query parameters, the batch as a part; the zip answered is the binary', async () => {
		script('partnerIntegration.getUpdatedBatch', () => ({
			body: batch,
			contentType: 'application/zip',
			headers: { 'content-disposition': 'attachment; filename="P-3_updated.zip"' },
		}));
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
		expect(sent()).toEqual(
			request('POST', '/partner/get_updated_partner_doc', {
				query: { source: 'PO', remove_empty_columns: 'false' },
				body: { partner_doc_id: 'P-3' },
				files: ['file: batch 4711.zip'],
			}),
		);
		expect(zip.json).toMatchObject({ fileName: 'P-3_updated.zip', mimeType: 'application/zip' });
		expect((await binaryBuffer(zip)).equals(batch)).toBe(true);
	});
});
