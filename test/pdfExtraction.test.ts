// PDF text extraction in the demo sandbox: PDFs made here with pdf-lib go through the node (upload
// and wait, extraction result, both classifiers, zugferd and peppol exports) and come back with
// exactly the fields written into them. The reader and the rules one by one are the sandbox's own
// tests (sandbox/demo/extraction/extraction.test.ts).
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import type { INodeExecutionData } from 'n8n-workflow';
import { PDFDocument, StandardFonts } from 'pdf-lib';

import { binaryBuffer, binaryFrom } from './engine';
import { useAreaHarness } from './support/areaHarness';

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

describe('PDF extraction through the node', () => {
	const area = useAreaHarness({ demo: true });
	const { harness, items, fails, state } = area;
	// These tests read the service's answers as they are.
	const run: typeof area.run = async (resource, operation, parameters = {}, options = {}) =>
		await area.run(resource, operation, { output: 'raw', ...parameters }, options);
	const input = (bytes: Buffer, name = 'invoice.pdf') => [
		{ json: {}, binary: { data: binaryFrom(bytes, name, 'application/pdf') } },
	];
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

	async function uploadAndWait(bytes: Buffer, name?: string) {
		const [uploaded] = await run(
			'document',
			'upload',
			{ file: 'data', waitForProcessing: true, waitOptions: { pollInterval: 0.05, timeout: 5 } },
			{ input: input(bytes, name) },
		);
		expect(uploaded).toMatchObject({ status: 'ready_for_validation', timedOut: false });
		return String(uploaded.doc_id);
	}

	it('an invoice: the extraction result has exactly the fields written into the PDF', async () => {
		const doc_id = await uploadAndWait(english, 'upload 1.pdf');
		const [result] = await run('document', 'getExtractionResult', { doc_id });
		expect(result).toMatchObject({ doc_id, status: 'ready_for_validation', doc_type: 'invoice' });
		expect(result.extracted_data).toEqual(ENGLISH_FIELDS);
		expect(state().getDocument(doc_id)?.pages).toBe(1);
	});

	it('a German invoice: German labels, DD.MM.YYYY dates and 1.234,56 amounts', async () => {
		const doc_id = await uploadAndWait(german);
		const [result] = await run('document', 'getExtractionResult', { doc_id });
		expect(result.extracted_data).toEqual(GERMAN_FIELDS);
	});

	it('a three-page credit note: its type from the text, fields from every page, the page count from the PDF', async () => {
		const doc_id = await uploadAndWait(creditNote, 'scan.pdf');
		const [result] = await run('document', 'getExtractionResult', { doc_id });
		expect(result).toMatchObject({ doc_type: 'credit_note' });
		expect(result.extracted_data).toEqual({
			credit_note_number: 'CN-881',
			credit_note_date: '2024-02-01',
			supplier_name: 'Globex Corporation',
			total_amount: 250,
			currency: 'USD',
		});
		const [details] = await run('document', 'get', { doc_id });
		expect(details).toMatchObject({ pages: 3 });
		expect(details).not.toHaveProperty('text_facts');
		const [ocr] = await run('document', 'getOcrData', { doc_id, page_number: 3 });
		expect(ocr).toMatchObject({ page_number: 3, pages: 3 });
	});

	it('every upload path reads the text: base64, several files, landing documents', async () => {
		await run('document', 'uploadBase64', {
			file_contents: german.toString('base64'),
			additionalFields: { metadata: '{"file_name":"re.pdf"}' },
		});
		await run(
			'document',
			'uploadMany',
			{ files: 'a, b' },
			{
				input: [
					{
						json: {},
						binary: {
							a: binaryFrom(english, 'a.pdf', 'application/pdf'),
							b: binaryFrom(creditNote, 'b.pdf', 'application/pdf'),
						},
					},
				],
			},
		);
		await run(
			'document',
			'processLandingDocument',
			{ file: 'data' },
			{ input: input(german, 'landing.pdf') },
		);
		const byName = Object.fromEntries(
			state()
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
		await run('document', 'restartWithNewClassification', {
			doc_id,
			additionalFields: { doc_type: 'receipt' },
		});
		const [result] = await run('document', 'getExtractionResult', { doc_id });
		expect(result).toMatchObject({
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
		const [fake] = await run('document', 'getExtractionResult', { doc_id: scanned });
		expect(fake).toMatchObject({
			doc_type: 'receipt',
			extracted_data: { receipt_number: 'RC-77', supplier_name: 'Sandbox Supplier GmbH' },
		});
		expect(state().getDocument(scanned)?.pages).toBe(2);
		const junk = await uploadAndWait(
			Buffer.from('%PDF-1.4\n% not really\n%%EOF\n'),
			'invoice 5.pdf',
		);
		expect(
			(await run('document', 'getExtractionResult', { doc_id: junk }))[0].extracted_data,
		).toMatchObject({ invoice_number: 'INV-5' });
	});

	it("classifier v2: one page entry per PDF page in the interface's shape, the type from the text", async () => {
		const [classified] = await run(
			'classifier',
			'classify',
			{ file: 'data' },
			{ input: input(creditNote, 'scan.pdf') },
		);
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
		const [single] = await run(
			'classifier',
			'classify',
			{ file: 'data' },
			{ input: input(english, 'credit note.pdf') },
		);
		expect(single).toMatchObject({ doc_type: 'invoice', pages: [{ page: 1 }] });
		expect(single.pages).toHaveLength(1);
	});

	it('document classify: one page entry per PDF page', async () => {
		const [classified] = await run(
			'document',
			'classify',
			{ file: 'data' },
			{ input: input(creditNote, 'x.pdf') },
		);
		expect(classified).toMatchObject({ file_name: 'x.pdf', doc_type: 'credit_note' });
		expect((classified.pages as Array<{ page: number }>).map((page) => page.page)).toEqual([
			1, 2, 3,
		]);
	});

	/** The XML of an export answer: a binary file (with its name) or text in `data`, whichever the node gives. */
	async function exportedXml(
		item: INodeExecutionData,
		kind: string,
		docId: string,
	): Promise<string> {
		if (item.binary?.data) {
			expect(item.binary.data.fileName).toBe(`${docId}-${kind}.xml`);
			return (await binaryBuffer(item)).toString('utf8');
		}
		return String(item.json.data);
	}

	it("zugferd and peppol exports carry the invoice's number, date, total and supplier", async () => {
		const doc_id = await uploadAndWait(german);
		const [zugferdConfig] = await run('exportConfiguration', 'configureZugferd', {
			doc_type: 'invoice',
			fileaccess: 'api',
			format: 'EN16931',
		});
		const [peppolConfig] = await run('exportConfiguration', 'configurePeppol', {
			doc_type: 'invoice',
			fileaccess: 'api',
		});

		const [zugferdItem] = await items('export', 'exportZugferd', {
			doc_id,
			config_id: String(zugferdConfig.id),
		});
		expect(harness.sandbox.lastRequest()).toMatchObject({ path: '/export_zugferd', status: 200 });
		const zugferdXml = await exportedXml(zugferdItem, 'zugferd', doc_id);
		expect(XMLValidator.validate(zugferdXml)).toBe(true);
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

		const [peppolItem] = await items('export', 'exportPeppol', {
			doc_id,
			config_id: peppolConfig.id as number,
		});
		const peppolXml = await exportedXml(peppolItem, 'peppol', doc_id);
		expect(XMLValidator.validate(peppolXml)).toBe(true);
		const ubl = parser.parse(peppolXml).Invoice;
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
		expect(
			(
				await fails('export', 'exportZugferd', {
					doc_id: 'doc_404',
					config_id: String(zugferdConfig.id),
				})
			).status,
		).toBe(404);
		expect((await fails('export', 'exportZugferd', { doc_id, config_id: '999' })).status).toBe(404);
		expect(
			(await fails('export', 'exportPeppol', { doc_id, config_id: zugferdConfig.id as number }))
				.status,
		).toBe(400);
	});

	it('the export answers as an XML attachment named after the document', async () => {
		const doc_id = await uploadAndWait(english);
		const configuration = state().exportConfigurations.add({
			type: 'peppol',
			title: 'p',
			doc_type: null,
			is_active: true,
			settings: {},
			files: {},
			created_on: '',
		});
		const response = await fetch(
			`${harness.sandbox.url}/export/export_peppol?doc_id=${doc_id}&config_id=${configuration.id}`,
			{ headers: { 'X-API-KEY': harness.sandbox.apiKey } },
		);
		expect(response.headers.get('content-type')).toBe('application/xml');
		expect(response.headers.get('content-disposition')).toBe(
			`attachment; filename="${doc_id}-peppol.xml"`,
		);
		expect(parser.parse(await response.text()).Invoice).toMatchObject({
			ID: 'INV-2024-0042',
			IssueDate: '2024-03-15',
		});
	});
});
