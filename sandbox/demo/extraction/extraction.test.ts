// The demo's PDF text reader (pdfText.ts) and extraction rules (rules.ts), one by one. What they
// give a document uploaded over HTTP (every upload path, classifiers, exports): pdfUploads.test.ts.
import { PDFDocument, StandardFonts } from 'pdf-lib';

import { itemsToLines, looksLikePdf, readPdfText } from './pdfText';
import {
	amountKind,
	classifyText,
	extractFacts,
	fieldsFromFacts,
	findAmounts,
	findCurrency,
	findDocumentDate,
	findDocumentNumber,
	findDueDate,
	findPurchaseOrderNumber,
	findSupplierName,
	findVatId,
	lastAmount,
	normaliseDate,
	parseAmount,
} from './rules';

describe('reading PDFs', () => {
	it('reads lines per page in reading order and counts pages', async () => {
		const pdf = await PDFDocument.create();
		const font = await pdf.embedFont(StandardFonts.Helvetica);
		const first = pdf.addPage([595, 842]);
		first.drawText('right', { x: 300, y: 790, size: 10, font });
		first.drawText('left', { x: 50, y: 790, size: 10, font });
		first.drawText('below', { x: 50, y: 772, size: 10, font });
		pdf.addPage([595, 842]).drawText('second page', { x: 50, y: 790, size: 10, font });
		const bytes = Buffer.from(await pdf.save());
		expect(looksLikePdf(bytes)).toBe(true);
		expect(await readPdfText(bytes)).toEqual({
			pageCount: 2,
			pages: [['left right', 'below'], ['second page']],
		});
		expect(await readPdfText(Buffer.from('%PDF-1.4\nbroken'))).toBeNull();
		expect(looksLikePdf(Buffer.from('PK\x03\x04'))).toBe(false);
	});

	it('joins items on one baseline, with a space only where there is a gap', () => {
		const item = (str: string, x: number, y: number, width = str.length * 5) => ({
			str,
			x,
			y,
			width,
		});
		expect(
			itemsToLines([
				item('Tot', 50, 700),
				item('al:', 65, 700.5),
				item('9.00', 200, 701),
				item('next', 50, 680),
				item('  ', 50, 660),
			]),
		).toEqual(['Total: 9.00', 'next']);
	});
});

describe('extraction rules', () => {
	it('normaliseDate: ISO, DD.MM.YYYY, DD/MM/YYYY and month names to YYYY-MM-DD', () => {
		expect(normaliseDate('2024-03-05')).toBe('2024-03-05');
		expect(normaliseDate('5.3.2024')).toBe('2024-03-05');
		expect(normaliseDate('05/03/2024')).toBe('2024-03-05');
		expect(normaliseDate('15 March 2024')).toBe('2024-03-15');
		expect(normaliseDate('15. März 2024')).toBe('2024-03-15');
		expect(normaliseDate('Mar 15, 2024')).toBe('2024-03-15');
		expect(normaliseDate('31.02.2024')).toBeNull();
		expect(normaliseDate('2024-13-01')).toBeNull();
		expect(normaliseDate('INV-2024')).toBeNull();
	});

	it('parseAmount: both grouping styles, signs, symbols; nonsense is null', () => {
		expect(parseAmount('1,234.56')).toBe(1234.56);
		expect(parseAmount('1.234,56')).toBe(1234.56);
		expect(parseAmount('1 234,56 €')).toBe(1234.56);
		expect(parseAmount("1'234.50")).toBe(1234.5);
		expect(parseAmount('1.234.567')).toBe(1234567);
		expect(parseAmount('1,234')).toBe(1234);
		expect(parseAmount('12,5')).toBe(12.5);
		expect(parseAmount('0.500')).toBe(0.5);
		expect(parseAmount('-12.50')).toBe(-12.5);
		expect(parseAmount('EUR 99')).toBe(99);
		expect(parseAmount('12.')).toBeNull();
		expect(parseAmount('abc')).toBeNull();
		expect(parseAmount('1.23.4')).toBeNull();
	});

	it('lastAmount skips percentages; amountKind tells net, tax and total lines apart', () => {
		expect(lastAmount('VAT 19%: 190.00 EUR')).toBe(190);
		expect(lastAmount('Net (2 items) 1,000.00')).toBe(1000);
		expect(lastAmount('Total: 1 234,56 €')).toBe(1234.56);
		expect(lastAmount('Total:')).toBeNull();
		expect(amountKind('Subtotal 10.00')).toBe('net_amount');
		expect(amountKind('Total net: 10.00')).toBe('net_amount');
		expect(amountKind('Total excl. VAT: 10.00')).toBe('net_amount');
		expect(amountKind('Summe netto 10,00')).toBe('net_amount');
		expect(amountKind('VAT 19%: 1.90')).toBe('tax_amount');
		expect(amountKind('zzgl. 19% MwSt. 1,90')).toBe('tax_amount');
		expect(amountKind('Total VAT 1.90')).toBe('tax_amount');
		expect(amountKind('VAT ID: DE123456789')).toBeNull();
		expect(amountKind('Total incl. VAT: 11.90')).toBe('total_amount');
		expect(amountKind('Amount due: 11.90')).toBe('total_amount');
		expect(amountKind('Gesamtbetrag 11,90')).toBe('total_amount');
		expect(amountKind('Consulting 11.90')).toBeNull();
		expect(findAmounts(['Total: 5.00', 'Net: 10.00', 'Grand total: 11.90 USD'])).toEqual({
			net_amount: 10,
			total_amount: 11.9,
			totalLine: 'Grand total: 11.90 USD',
		});
	});

	it('findCurrency: codes and symbols', () => {
		expect(findCurrency('Total 10.00 CHF')).toBe('CHF');
		expect(findCurrency('€ 10')).toBe('EUR');
		expect(findCurrency('$10')).toBe('USD');
		expect(findCurrency('£10')).toBe('GBP');
		expect(findCurrency('EURO 10')).toBeNull();
	});

	it('document numbers: English and German labels of the document type, with a digit, not a date', () => {
		expect(findDocumentNumber(['Invoice number: A-1'], 'invoice')).toBe('A-1');
		expect(findDocumentNumber(['Invoice No. 2024/17.'], 'invoice')).toBe('2024/17');
		expect(findDocumentNumber(['Invoice #77'], 'invoice')).toBe('77');
		expect(findDocumentNumber(['Rechnungs-Nr.: R-5'], 'invoice')).toBe('R-5');
		expect(findDocumentNumber(['Invoice: 2024-001'], 'invoice')).toBe('2024-001');
		expect(
			findDocumentNumber(['Invoice date: 2024-01-01', 'Invoice number: see below'], 'invoice'),
		).toBeUndefined();
		expect(
			findDocumentNumber(['Gutschriftsnummer: G-9', 'Invoice number: I-1'], 'credit_note'),
		).toBe('G-9');
		expect(findDocumentNumber(['Purchase order number: PO-3'], 'purchase_order')).toBe('PO-3');
	});

	it('purchase order references', () => {
		expect(findPurchaseOrderNumber(['Your order: 4711'])).toBe('4711');
		expect(findPurchaseOrderNumber(['PO# 4500012345'])).toBe('4500012345');
		expect(findPurchaseOrderNumber(['Bestell-Nr. B-12'])).toBe('B-12');
		expect(findPurchaseOrderNumber(['Order date: 2024-01-01'])).toBeUndefined();
		expect(findPurchaseOrderNumber(['Invoice number: 5'])).toBeUndefined();
	});

	it('dates: the document date, not due, delivery or order dates; the due date', () => {
		expect(findDocumentDate(['Due date: 2024-04-01', 'Invoice date: 01.03.2024'], 'invoice')).toBe(
			'2024-03-01',
		);
		expect(findDocumentDate(['Delivery date: 2024-02-01', 'Date: 2024-03-01'], 'invoice')).toBe(
			'2024-03-01',
		);
		expect(findDocumentDate(['Lieferdatum 01.02.2024', 'Datum 01.03.2024'], 'invoice')).toBe(
			'2024-03-01',
		);
		expect(findDocumentDate(['Payable by 2024-04-01', 'Berlin, 15 March 2024'], 'invoice')).toBe(
			'2024-03-15',
		);
		expect(findDocumentDate(['no date here'], 'invoice')).toBeUndefined();
		expect(findDueDate(['Payment due: 2024-04-01'])).toBe('2024-04-01');
		expect(findDueDate(['Zahlbar bis 01.04.2024'])).toBe('2024-04-01');
		expect(findDueDate(['Payment terms: 30 days'])).toBeUndefined();
	});

	it('supplier and VAT id', () => {
		expect(findSupplierName(['INVOICE', 'Supplier: Nuts & Bolts Ltd', 'Bill to: Buyer'])).toBe(
			'Nuts & Bolts Ltd',
		);
		expect(findSupplierName(['INVOICE', 'Initech LLC', 'Date: 2024-01-01'])).toBe('Initech LLC');
		expect(findSupplierName(['Lieferant: Müller KG'])).toBe('Müller KG');
		expect(findVatId(['VAT Reg. No. GB 123 4567 89 Tel 0123'])).toBe('GB123456789');
		expect(findVatId(['UID: ATU12345678'])).toBe('ATU12345678');
		expect(findVatId(['VAT 19%: 190.00'])).toBeUndefined();
	});

	it('classifyText: a title line wins, else the earliest title word', () => {
		expect(classifyText(['ACME', 'Credit Note', 'Original invoice: 5'])).toEqual({
			doc_type: 'credit_note',
			confidence: 0.99,
		});
		expect(classifyText(['Invoice number: 5', 'Purchase order: 7'])).toEqual({
			doc_type: 'invoice',
			confidence: 0.95,
		});
		expect(classifyText(['Lieferschein 12'])).toMatchObject({ doc_type: 'delivery_note' });
		expect(classifyText(['Kassenbon'])).toMatchObject({ doc_type: 'receipt' });
		expect(classifyText(['nothing'])).toBeNull();
	});

	it('extractFacts leaves out what it does not find; fieldsFromFacts names the fields for the type', () => {
		expect(extractFacts(['Receipt', 'Total: 5.00 GBP'])).toEqual({
			doc_type: 'receipt',
			total_amount: 5,
			currency: 'GBP',
		});
		expect(extractFacts(['Hello'])).toEqual({ doc_type: null, supplier_name: 'Hello' });
		expect(
			fieldsFromFacts(
				{ doc_type: 'invoice', number: 'A', date: '2024-01-01', total_amount: 1 },
				'purchase_order',
			),
		).toEqual({
			purchase_order_number: 'A',
			purchase_order_date: '2024-01-01',
			total_amount: 1,
		});
	});
});
