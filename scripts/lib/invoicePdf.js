'use strict';
// Invoice PDFs made on the fly with pdf-lib (a devDependency): one text line per fact, the way
// the sandbox's extraction reads them (labels it knows, amounts at the end of their lines).
const { PDFDocument, StandardFonts } = require('pdf-lib');

const money = (value) =>
	value.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const isoDate = (date) => date.toISOString().slice(0, 10);

/** Invoice facts: a unique number, today's date, due in 30 days, a few items at 19 % VAT. */
function randomInvoice({ prefix = 'DEMO', supplier = 'Northwind Traders GmbH', items } = {}) {
	const today = new Date();
	const due = new Date(today.getTime() + 30 * 24 * 3600 * 1000);
	const stamp = isoDate(today).replace(/-/g, '');
	const lines = items ?? [
		{
			text: 'Office chairs',
			quantity: `${2 + Math.floor(Math.random() * 4)} pcs`,
			amount: 189.9 * (2 + Math.floor(Math.random() * 4)),
		},
		{ text: 'Standing desk', quantity: '1 pcs', amount: 649 },
		{ text: 'Delivery and assembly', quantity: '1', amount: 95 },
	];
	const net = Math.round(lines.reduce((sum, line) => sum + line.amount, 0) * 100) / 100;
	const tax = Math.round(net * 19) / 100;
	return {
		supplier_name: supplier,
		supplier_vat_id: 'DE' + String(100000000 + Math.floor(Math.random() * 899999999)),
		invoice_number: `${prefix}-${stamp}-${String(Math.floor(Math.random() * 10000)).padStart(4, '0')}`,
		invoice_date: isoDate(today),
		due_date: isoDate(due),
		purchase_order_number: `PO-${1000 + Math.floor(Math.random() * 9000)}`,
		items: lines,
		net_amount: net,
		tax_amount: tax,
		total_amount: Math.round((net + tax) * 100) / 100,
		currency: 'EUR',
	};
}

/** The fields the service should extract from the PDF of `invoice`. */
function expectedFields(invoice) {
	const {
		supplier_name,
		supplier_vat_id,
		invoice_number,
		invoice_date,
		due_date,
		purchase_order_number,
		net_amount,
		tax_amount,
		total_amount,
		currency,
	} = invoice;
	return {
		invoice_number,
		invoice_date,
		due_date,
		supplier_name,
		supplier_vat_id,
		purchase_order_number,
		net_amount,
		tax_amount,
		total_amount,
		currency,
	};
}

/** The title and labels of an invoice, and of a credit note. */
const INVOICE_WORDS = { title: 'INVOICE', number: 'Invoice number', date: 'Invoice date' };
const CREDIT_NOTE_WORDS = {
	title: 'CREDIT NOTE',
	number: 'Credit note number',
	date: 'Credit note date',
};

async function invoicePdf(invoice) {
	const pdf = await PDFDocument.create();
	pdf.setTitle(`Invoice ${invoice.invoice_number}`);
	const font = await pdf.embedFont(StandardFonts.Helvetica);
	const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
	let page = pdf.addPage([595, 842]);
	let y = 790;
	const line = (cells, size = 10, useFont = font) => {
		// A long invoice goes on: a new page when this one is full.
		if (y < 60) {
			page = pdf.addPage([595, 842]);
			y = 790;
		}
		for (const [x, text] of cells) page.drawText(text, { x, y, size, font: useFont });
		y -= 18;
	};
	// A supplier's long legal name is printed small (`supplier_size`), so it fits on its line.
	line([[50, invoice.supplier_name]], invoice.supplier_size ?? 12, bold);
	line([[50, 'Industriestrasse 12, 70565 Stuttgart']]);
	line([[50, `VAT ID: ${invoice.supplier_vat_id}`]]);
	y -= 12;
	// A credit note says so in its title and labels (`words`); an invoice without a number has no
	// number line.
	const words = invoice.words ?? INVOICE_WORDS;
	line([[50, words.title]], 16, bold);
	if (invoice.invoice_number !== null) line([[50, `${words.number}: ${invoice.invoice_number}`]]);
	line([[50, `${words.date}: ${invoice.invoice_date}`]]);
	line([[50, `Due date: ${invoice.due_date}`]]);
	line([[50, `PO number: ${invoice.purchase_order_number}`]]);
	y -= 12;
	for (const item of invoice.items)
		line([
			[50, item.text],
			[300, item.quantity],
			[450, money(item.amount)],
		]);
	y -= 6;
	line([
		[50, 'Net amount:'],
		[450, `${money(invoice.net_amount)} ${invoice.currency}`],
	]);
	line([
		[50, 'VAT 19%:'],
		[450, `${money(invoice.tax_amount)} ${invoice.currency}`],
	]);
	line(
		[
			[50, 'Total:'],
			[450, `${money(invoice.total_amount)} ${invoice.currency}`],
		],
		10,
		bold,
	);
	return Buffer.from(await pdf.save());
}

module.exports = { randomInvoice, expectedFields, invoicePdf, CREDIT_NOTE_WORDS };
