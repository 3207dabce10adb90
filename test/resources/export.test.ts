// Export through n8n's engine: zugferd and peppol XML from a document's fields, the watch export list, rules, v1 data.
import { XMLParser } from 'fast-xml-parser';

import { binaryBuffer } from '../engine';
import { useAreaHarness } from '../support/areaHarness';

const { last, run, items, fails, state } = useAreaHarness();
const parser = new XMLParser({
	ignoreAttributes: false,
	attributeNamePrefix: '@',
	removeNSPrefix: true,
	parseTagValue: false,
});
const seed = (fields: Parameters<ReturnType<typeof state>['addDocument']>[0] = {}) =>
	state().addDocument({ status: 'ready_for_validation', ...fields });
/** The exports need a configuration of their kind (an unknown config_id is a 404). */
const configuration = (type: 'zugferd' | 'peppol') =>
	state().exportConfigurations.add({
		type,
		title: type,
		doc_type: 'invoice',
		is_active: true,
		settings: {},
		files: {},
		created_on: state().nowIso(),
	}).id;

describe('Export', () => {
	it("zugferd: well-formed XML with the document's number, seller and amounts", async () => {
		const { doc_id, extracted_data } = seed({
			file_name: 'invoice 4711.pdf',
			created_on: '2024-05-01T09:00:00Z',
		});
		const config_id = String(configuration('zugferd'));
		const [file] = await items('export', 'exportZugferd', { doc_id, config_id });
		expect(last()).toMatchObject({
			method: 'GET',
			path: '/export_zugferd',
			query: { doc_id, config_id },
			status: 200,
		});
		expect(file.binary?.data).toMatchObject({
			fileName: expect.stringMatching(new RegExp(`${doc_id}.*zugferd|zugferd.*${doc_id}`)),
			mimeType: 'application/xml',
		});
		const xml = (await binaryBuffer(file)).toString('utf8');
		expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
		const invoice = parser.parse(xml).CrossIndustryInvoice;
		expect(invoice.ExchangedDocument).toMatchObject({
			ID: 'INV-4711',
			TypeCode: '380',
			IssueDateTime: { DateTimeString: { '#text': '20240501', '@format': '102' } },
		});
		const settlement = invoice.SupplyChainTradeTransaction.ApplicableHeaderTradeSettlement;
		expect(settlement.SpecifiedTradeSettlementHeaderMonetarySummation.GrandTotalAmount).toBe(
			Number(extracted_data.total_amount).toFixed(2),
		);
		expect(
			invoice.SupplyChainTradeTransaction.ApplicableHeaderTradeAgreement.SellerTradeParty.Name,
		).toBe('Sandbox Supplier GmbH');
	});

	it('peppol: UBL with the values the user corrected', async () => {
		const { doc_id } = seed({ file_name: 'credit note 9.pdf', doc_type: 'credit_note' });
		await run('document', 'update', {
			doc_id,
			fieldsInput: 'json',
			data: '{"credit_note_number":"CN-1 & 2","total_amount":11.9,"currency":"CHF"}',
		});
		const config_id = configuration('peppol');
		const [file] = await items('export', 'exportPeppol', {
			doc_id,
			config_id,
			binaryPropertyName: 'peppol',
		});
		expect(last()).toMatchObject({
			method: 'GET',
			path: '/export/export_peppol',
			query: { doc_id, config_id: String(config_id) },
			status: 200,
		});
		expect(file.binary?.peppol).toMatchObject({
			fileName: expect.stringMatching(/peppol.*\.xml$/),
		});
		const invoice = parser.parse((await binaryBuffer(file, 'peppol')).toString('utf8')).Invoice;
		expect(invoice).toMatchObject({
			ID: 'CN-1 & 2',
			InvoiceTypeCode: '381',
			DocumentCurrencyCode: 'CHF',
		});
		expect(invoice.LegalMonetaryTotal.PayableAmount).toEqual({
			'#text': '11.90',
			'@currencyID': 'CHF',
		});
		expect((await fails('export', 'exportPeppol', { doc_id: 'doc_404', config_id })).status).toBe(
			404,
		);
		expect((await fails('export', 'exportPeppol', { doc_id, config_id: 99 })).status).toBe(404);
		state().processingDelayMs = 60_000;
		const processing = state().addDocument({ file_name: 'new.pdf' });
		expect(
			(await fails('export', 'exportZugferd', { doc_id: processing.doc_id, config_id: 'c' }))
				.status,
		).toBe(409);
	});

	it('pending watch exports: finished documents of the type until marked as handled', async () => {
		const finished = seed({ doc_type: 'invoice', status: 'finished' });
		const pending = seed({ doc_type: 'invoice', status: 'validated_pending_export' });
		seed({ doc_type: 'invoice', status: 'ready_for_validation' });
		seed({ doc_type: 'receipt', status: 'finished' });
		const listed = await run('export', 'getPendingWatchExports', { doc_type: 'invoice' });
		expect(last()).toMatchObject({
			method: 'GET',
			path: '/export/get_pending_watch_export_documents',
			query: { doc_type: 'invoice' },
		});
		expect(listed.map((document) => document.doc_id).sort()).toEqual(
			[finished.doc_id, pending.doc_id].sort(),
		);

		const [marked] = await run('export', 'markWatchExportHandled', { doc_id: finished.doc_id });
		expect(last()).toMatchObject({
			method: 'GET',
			path: '/export/update_pending_watch_export_status',
			query: { doc_id: finished.doc_id },
		});
		expect(marked).toEqual({
			success: true,
			doc_id: finished.doc_id,
			watch_export_status: 'exported',
		});
		expect(
			(await run('export', 'getPendingWatchExports', { doc_type: 'invoice' })).map(
				(document) => document.doc_id,
			),
		).toEqual([pending.doc_id]);
		expect(
			(await fails('export', 'markWatchExportHandled', { doc_id: 'doc_404' })).message,
		).toContain('Document not found');
	});

	it('test processing, extraction rules and v1 data', async () => {
		const { doc_id } = seed({ file_name: 'invoice 5.pdf' });
		const [tested] = await run('export', 'testProcessing', { doc_id });
		expect(last()).toMatchObject({
			method: 'GET',
			path: '/export/test_process_doc',
			query: { doc_id },
		});
		expect(tested).toMatchObject({
			success: true,
			doc_id,
			steps: [
				{ step: 'classification', result: 'invoice' },
				{ step: 'extraction', fields: 7 },
				{ step: 'export', result: 'ok' },
			],
		});

		const [saved] = await run('export', 'saveExtractionRules', {
			data: '[{"field":"total_amount","rule":"sum"}]',
		});
		expect(last()).toMatchObject({ method: 'POST', path: '/export/save_extraction_rules' });
		expect(saved).toEqual({ success: true, saved: 1 });

		const [v1] = await run('export', 'getDataV1', { doc_id });
		expect(last()).toMatchObject({ method: 'GET', path: '/export/get_data_v1', query: { doc_id } });
		expect(v1).toMatchObject({ doc_id, doc_type: 'invoice', status: 'ready_for_validation' });
		expect(v1.data).toContainEqual({ key: 'invoice_number', value: 'INV-5' });
	});
});
