// The demo's PDF text reader (pdfjs) behind the sandbox's endpoints, over HTTP: PDFs made here
// with pdf-lib go through every upload path, the extraction result, both classifiers and the
// zugferd and peppol exports, and come back with exactly the fields written into them. The reader
// and the rules one by one: extraction.test.ts. What the node sends for these operations is
// tested in test/ against the stand-in.
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { PDFDocument, StandardFonts } from 'pdf-lib';

import { useSandbox } from '../../useSandbox';
import { callerFor } from '../httpCall';

/** A PDF with one text line per entry, top-down on A4 pages; a line may hold cells `[x, text]` that share its baseline. */
async function makePdf(pages: Array<Array<string | Array<[number, string]>>>): Promise<Buffer> {
	const pdf = await PDFDocument.create();
	const font = await pdf.embedFont(StandardFonts.Helvetica);
	for (const lines of pages) {
		const page = pdf.addPage([595, 842]);
		lines.forEach((line, index) => {
			const y = 790 - index * 18;
			for (const [x, text] of typeof line === 'string' ? [[50, line] as [number, string]] : line)
				page.drawText(text, { x, y, size: 10, font });
		});
	}
	return Buffer.from(await pdf.save());
}

const ENGLISH_INVOICE = [
	'ACME Supplies GmbH',
	'Musterstraße 1, 10115 Berlin',
	'VAT ID: DE123456789',
	'INVOICE',
	'Invoice number: INV-2024-0042',
	'Invoice date: 2024-03-15',
	'Due date: 2024-04-14',
	'PO number: PO-7781',
	[
		[50, 'Consulting services'],
		[300, '10 h'],
		[450, '1,000.00'],
	],
	[
		[50, 'Net amount:'],
		[450, '1,000.00 EUR'],
	],
	[
		[50, 'VAT 19%:'],
		[450, '190.00 EUR'],
	],
	[
		[50, 'Total:'],
		[450, '1,190.00 EUR'],
	],
] as Array<string | Array<[number, string]>>;

const ENGLISH_FIELDS = {
	invoice_number: 'INV-2024-0042',
	invoice_date: '2024-03-15',
	due_date: '2024-04-14',
	supplier_name: 'ACME Supplies GmbH',
	supplier_vat_id: 'DE123456789',
	purchase_order_number: 'PO-7781',
	net_amount: 1000,
	tax_amount: 190,
	total_amount: 1190,
	currency: 'EUR',
};

const GERMAN_INVOICE = [
	'Müller & Söhne GmbH',
	'USt-IdNr.: DE 987 654 321',
	'Rechnung',
	'Rechnungsnummer: RE-2024/0815',
	'Rechnungsdatum: 15.03.2024',
	'Fällig am: 14.04.2024',
	'Bestellnummer: 4500012345',
	'Nettobetrag: 1.234,56 €',
	'MwSt. 19 %: 234,57 €',
	'Gesamtbetrag: 1.469,13 €',
];

const GERMAN_FIELDS = {
	invoice_number: 'RE-2024/0815',
	invoice_date: '2024-03-15',
	due_date: '2024-04-14',
	supplier_name: 'Müller & Söhne GmbH',
	supplier_vat_id: 'DE987654321',
	purchase_order_number: '4500012345',
	net_amount: 1234.56,
	tax_amount: 234.57,
	total_amount: 1469.13,
	currency: 'EUR',
};

/** Three pages: the heading on the first, items on the second, the total on the last. */
const CREDIT_NOTE_PAGES = [
	['Globex Corporation', 'Credit Note', 'Credit note number: CN-881', 'Date: 01/02/2024'],
	['Returned item A 2 100.00', 'Returned item B 1 50.00'],
	['Total: $ 250.00', 'Page 3 of 3'],
];

const parser = new XMLParser({
	ignoreAttributes: false,
	attributeNamePrefix: '@',
	removeNSPrefix: true,
	parseTagValue: false,
});

describe('PDFs read by the demo, over HTTP', () => {
	const sandbox = useSandbox({ demo: true });
	const call = callerFor(sandbox);
	let english: Buffer;
	let german: Buffer;
	let creditNote: Buffer;

	beforeAll(async () => {
		[english, german, creditNote] = await Promise.all([
			makePdf([ENGLISH_INVOICE]),
			makePdf([GERMAN_INVOICE]),
			makePdf(CREDIT_NOTE_PAGES),
		]);
	});

	const pdf = (bytes: Buffer, name = 'invoice.pdf') => ({
		file: [name, bytes, 'application/pdf'] as [string, Buffer, string],
	});
	/** Uploads a PDF and reads its status until processed (the sandbox: on the next read); its id. */
	async function uploadAndWait(bytes: Buffer, name?: string) {
		const uploaded = await call('POST', '/document/process', pdf(bytes, name));
		const doc_id = String(uploaded.body.doc_id);
		const status = await call('GET', `/document/status/${doc_id}`);
		expect(status.body).toMatchObject({ status: 'ready_for_validation' });
		return doc_id;
	}
	const extractionResult = async (doc_id: string) =>
		(await call('POST', '/document/extraction_result', { form: { doc_id } })).body;

	it('an invoice: the extraction result has exactly the fields written into the PDF', async () => {
		const doc_id = await uploadAndWait(english, 'upload 1.pdf');
		const result = await extractionResult(doc_id);
		expect(result).toMatchObject({ doc_id, status: 'ready_for_validation', doc_type: 'invoice' });
		expect(result.extracted_data).toEqual(ENGLISH_FIELDS);
		expect(sandbox.state.getDocument(doc_id)?.pages).toBe(1);
	});

	it('a German invoice: German labels, DD.MM.YYYY dates and 1.234,56 amounts', async () => {
		const doc_id = await uploadAndWait(german);
		expect((await extractionResult(doc_id)).extracted_data).toEqual(GERMAN_FIELDS);
	});

	it('a three-page credit note: its type from the text, fields from every page, the page count from the PDF', async () => {
		const doc_id = await uploadAndWait(creditNote, 'scan.pdf');
		const result = await extractionResult(doc_id);
		expect(result).toMatchObject({ doc_type: 'credit_note' });
		expect(result.extracted_data).toEqual({
			credit_note_number: 'CN-881',
			credit_note_date: '2024-02-01',
			supplier_name: 'Globex Corporation',
			total_amount: 250,
			currency: 'USD',
		});
		const details = (await call('GET', `/document/${doc_id}`)).body;
		expect(details).toMatchObject({ pages: 3 });
		expect(details).not.toHaveProperty('text_facts');
		const ocr = await call('POST', `/document/get_ocr_data/${doc_id}`, {
			form: { page_number: '3' },
		});
		expect(ocr.body).toMatchObject({ page_number: 3, pages: 3 });
	});

	it('every upload path reads the text: base64, several files, landing documents', async () => {
		await call('POST', '/document/process_base64', {
			form: { file_contents: german.toString('base64'), metadata: '{"file_name":"re.pdf"}' },
		});
		await call('POST', '/document/process_documents', {
			parts: [
				['files', 'a.pdf', english, 'application/pdf'],
				['files', 'b.pdf', creditNote, 'application/pdf'],
			],
		});
		await call('POST', '/document/process_landing_document', pdf(german, 'landing.pdf'));
		const byName = Object.fromEntries(
			sandbox.state
				.listDocuments()
				.map((document) => [document.file_name, document.extracted_data]),
		);
		expect(byName).toEqual({
			're.pdf': GERMAN_FIELDS,
			'a.pdf': ENGLISH_FIELDS,
			'b.pdf': expect.objectContaining({ credit_note_number: 'CN-881' }),
			'landing.pdf': GERMAN_FIELDS,
		});
	});

	it('a restart with another classification names the same facts for the new type', async () => {
		const doc_id = await uploadAndWait(english);
		await call('POST', `/document/restart_with_new_classification/${doc_id}`, {
			form: { doc_type: 'receipt' },
		});
		await call('GET', `/document/status/${doc_id}`);
		expect(await extractionResult(doc_id)).toMatchObject({
			doc_type: 'receipt',
			extracted_data: {
				receipt_number: 'INV-2024-0042',
				receipt_date: '2024-03-15',
				total_amount: 1190,
			},
		});
	});

	it('a PDF without a text layer and a file that is not a PDF fall back to the file-name fake', async () => {
		const blank = await makePdf([[], []]);
		const scanned = await uploadAndWait(blank, 'receipt 77.pdf');
		expect(await extractionResult(scanned)).toMatchObject({
			doc_type: 'receipt',
			extracted_data: { receipt_number: 'RC-77', supplier_name: 'Sandbox Supplier GmbH' },
		});
		expect(sandbox.state.getDocument(scanned)?.pages).toBe(2);
		const junk = await uploadAndWait(
			Buffer.from('%PDF-1.4\n% not really\n%%EOF\n'),
			'invoice 5.pdf',
		);
		expect((await extractionResult(junk)).extracted_data).toMatchObject({
			invoice_number: 'INV-5',
		});
	});

	it("classifier v2: one page entry per PDF page in the interface's shape, the type from the text", async () => {
		const classified = (
			await call('POST', '/classifier_v2/classify_document', pdf(creditNote, 'scan.pdf'))
		).body;
		expect(classified).toEqual({
			model_name: 'sandbox-classifier',
			model_version: '1',
			classification_label: 'credit_note',
			doc_type: 'credit_note',
			classification_score: expect.any(Number),
			pages: [1, 2, 3].map((page) => ({
				page,
				classification: 'credit_note',
				prob: classified.classification_score,
				model_name: 'sandbox-classifier',
				model_version: '1',
				label_doc_type: 'credit_note',
				label_priority: null,
			})),
		});
		const single = (
			await call('POST', '/classifier_v2/classify_document', pdf(english, 'credit note.pdf'))
		).body;
		expect(single).toMatchObject({ doc_type: 'invoice', pages: [{ page: 1 }] });
		expect(single.pages).toHaveLength(1);
	});

	it('document classify: one page entry per PDF page', async () => {
		const classified = (await call('POST', '/document/classify_document', pdf(creditNote, 'x.pdf')))
			.body;
		expect(classified).toMatchObject({ file_name: 'x.pdf', doc_type: 'credit_note' });
		expect((classified.pages as Array<{ page: number }>).map((page) => page.page)).toEqual([
			1, 2, 3,
		]);
	});

	/** An export's XML: an attachment named after the document. */
	async function exported(path: string, doc_id: string, config_id: string, kind: string) {
		const answer = await call('GET', path, { query: { doc_id, config_id } });
		expect(answer.status).toBe(200);
		expect(answer.headers['content-type']).toBe('application/xml');
		expect(answer.headers['content-disposition']).toBe(
			`attachment; filename="${doc_id}-${kind}.xml"`,
		);
		expect(XMLValidator.validate(answer.text)).toBe(true);
		return answer.text;
	}

	it("zugferd and peppol exports carry the invoice's number, date, total and supplier", async () => {
		const doc_id = await uploadAndWait(german);
		const zugferdConfig = String(
			(
				await call('POST', '/configurations/configure_zugferd_export', {
					form: { doc_type: 'invoice', fileaccess: 'api', format: 'EN16931' },
				})
			).body.id,
		);
		const peppolConfig = String(
			(
				await call('POST', '/configurations/configure_peppol_export', {
					form: { doc_type: 'invoice', fileaccess: 'api' },
				})
			).body.id,
		);

		const zugferdXml = await exported('/export_zugferd', doc_id, zugferdConfig, 'zugferd');
		const cii = parser.parse(zugferdXml).CrossIndustryInvoice;
		expect(cii.ExchangedDocument).toMatchObject({
			ID: 'RE-2024/0815',
			TypeCode: '380',
			IssueDateTime: { DateTimeString: { '@format': '102', '#text': '20240315' } },
		});
		const agreement = cii.SupplyChainTradeTransaction.ApplicableHeaderTradeAgreement;
		expect(agreement.SellerTradeParty).toEqual({
			Name: 'Müller & Söhne GmbH',
			SpecifiedTaxRegistration: { ID: { '@schemeID': 'VA', '#text': 'DE987654321' } },
		});
		expect(agreement.BuyerOrderReferencedDocument).toEqual({ IssuerAssignedID: '4500012345' });
		const settlement = cii.SupplyChainTradeTransaction.ApplicableHeaderTradeSettlement;
		expect(settlement.InvoiceCurrencyCode).toBe('EUR');
		expect(settlement.SpecifiedTradePaymentTerms.DueDateDateTime.DateTimeString['#text']).toBe(
			'20240414',
		);
		expect(settlement.SpecifiedTradeSettlementHeaderMonetarySummation).toMatchObject({
			TaxBasisTotalAmount: '1234.56',
			GrandTotalAmount: '1469.13',
			DuePayableAmount: '1469.13',
		});
		expect(zugferdXml).toContain('Müller &amp; Söhne GmbH');

		const ubl = parser.parse(
			await exported('/export/export_peppol', doc_id, peppolConfig, 'peppol'),
		).Invoice;
		expect(ubl).toMatchObject({
			ID: 'RE-2024/0815',
			IssueDate: '2024-03-15',
			DueDate: '2024-04-14',
			DocumentCurrencyCode: 'EUR',
			OrderReference: { ID: '4500012345' },
		});
		expect(ubl.AccountingSupplierParty.Party).toEqual({
			PartyName: { Name: 'Müller & Söhne GmbH' },
			PartyTaxScheme: { CompanyID: 'DE987654321', TaxScheme: { ID: 'VAT' } },
		});
		expect(ubl.LegalMonetaryTotal.PayableAmount).toEqual({
			'@currencyID': 'EUR',
			'#text': '1469.13',
		});

		// Unknown document or configuration: 404; a configuration of another kind: 400.
		const status = async (path: string, query: Record<string, string>) =>
			(await call('GET', path, { query })).status;
		expect(await status('/export_zugferd', { doc_id: 'doc_404', config_id: zugferdConfig })).toBe(
			404,
		);
		expect(await status('/export_zugferd', { doc_id, config_id: '999' })).toBe(404);
		expect(await status('/export/export_peppol', { doc_id, config_id: zugferdConfig })).toBe(400);
	});

	it('the export answers as an XML attachment named after the document', async () => {
		const doc_id = await uploadAndWait(english);
		const configuration = sandbox.state.exportConfigurations.add({
			type: 'peppol',
			title: 'p',
			doc_type: null,
			is_active: true,
			settings: {},
			files: {},
			created_on: '',
		});
		const xml = await exported('/export/export_peppol', doc_id, String(configuration.id), 'peppol');
		expect(parser.parse(xml).Invoice).toMatchObject({
			ID: 'INV-2024-0042',
			IssueDate: '2024-03-15',
		});
	});
});
