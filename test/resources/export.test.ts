// Export through n8n's engine: the requests each operation sends; the XML the service answers as the
// item's binary (its name from the answer, under the property asked for); lists as one item per entry.
import { binaryBuffer } from '../engine';
import { request, useAreaHarness } from '../support/areaHarness';

const { sent, answer, script, run, items, fails, refuse } = useAreaHarness();
const XML = '<?xml version="1.0" encoding="UTF-8"?><Invoice><ID>INV-4711</ID></Invoice>';
const xmlAttachment = (fileName: string) => () => ({
	body: XML,
	contentType: 'application/xml',
	headers: { 'content-disposition': `attachment; filename="${fileName}"` },
});

describe('Export', () => {
	it('zugferd: GET with doc_id and config_id; the XML is the binary, named as the service names it', async () => {
		script('export.exportZugferd', xmlAttachment('doc_1-zugferd.xml'));
		const [file] = await items('export', 'exportZugferd', { doc_id: 'doc_1', config_id: '3' });
		expect(sent()).toEqual(
			request('GET', '/export_zugferd', { query: { doc_id: 'doc_1', config_id: '3' } }),
		);
		expect(file.binary?.data).toMatchObject({
			fileName: 'doc_1-zugferd.xml',
			mimeType: 'application/xml',
		});
		expect((await binaryBuffer(file)).toString('utf8')).toBe(XML);
	});

	it("peppol: the binary under the property asked for; the service's 409 is the error", async () => {
		script('export.exportPeppol', xmlAttachment('doc_2-peppol.xml'));
		const [file] = await items('export', 'exportPeppol', {
			doc_id: 'doc_2',
			config_id: 4,
			binaryPropertyName: 'peppol',
		});
		expect(sent()).toEqual(
			request('GET', '/export/export_peppol', { query: { doc_id: 'doc_2', config_id: '4' } }),
		);
		expect(Object.keys(file.binary ?? {})).toEqual(['peppol']);
		expect(file.binary?.peppol).toMatchObject({ fileName: 'doc_2-peppol.xml' });
		expect((await binaryBuffer(file, 'peppol')).toString('utf8')).toBe(XML);

		refuse('export.exportZugferd', 409, 'Document is still processing');
		const processing = await fails('export', 'exportZugferd', { doc_id: 'doc_3', config_id: 'c' });
		expect(processing.status).toBe(409);
		expect(processing.message).toContain('Document is still processing');
		expect(sent()).toEqual(
			request('GET', '/export_zugferd', { query: { doc_id: 'doc_3', config_id: 'c' } }),
		);
	});

	it('pending watch exports by type: one item per document; marking one sends its doc_id', async () => {
		answer('export.getPendingWatchExports', [{ doc_id: 'doc_1' }, { doc_id: 'doc_2' }]);
		const listed = await run('export', 'getPendingWatchExports', { doc_type: 'invoice' });
		expect(sent()).toEqual(
			request('GET', '/export/get_pending_watch_export_documents', {
				query: { doc_type: 'invoice' },
			}),
		);
		expect(listed).toEqual([{ doc_id: 'doc_1' }, { doc_id: 'doc_2' }]);

		answer('export.markWatchExportHandled', { success: true });
		await run('export', 'markWatchExportHandled', { doc_id: 'doc_1' });
		expect(sent()).toEqual(
			request('GET', '/export/update_pending_watch_export_status', {
				query: { doc_id: 'doc_1' },
			}),
		);
	});

	it('test processing, extraction rules and v1 data', async () => {
		answer('export.testProcessing', { success: true });
		await run('export', 'testProcessing', { doc_id: 'doc_5' });
		expect(sent()).toEqual(
			request('GET', '/export/test_process_doc', { query: { doc_id: 'doc_5' } }),
		);

		const rules = '[{"field":"total_amount","rule":"sum"}]';
		await run('export', 'saveExtractionRules', { data: rules });
		expect(sent()).toEqual(
			request('POST', '/export/save_extraction_rules', { body: { data: rules } }),
		);

		answer('export.getDataV1', { doc_id: 'doc_5', data: [] });
		await run('export', 'getDataV1', { doc_id: 'doc_5' });
		expect(sent()).toEqual(request('GET', '/export/get_data_v1', { query: { doc_id: 'doc_5' } }));
	});
});
