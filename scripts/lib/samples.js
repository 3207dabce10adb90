'use strict';
// The sample documents `npm start` puts in its files folder, made when it starts (no binary files
// in git): a clean invoice, one that needs review, a two-page invoice, a receipt photo (JPEG) and
// a delivery note. A file already there is never written again, so your own files are safe.
const fs = require('node:fs');
const path = require('node:path');
const { PDFDocument, StandardFonts } = require('pdf-lib');
const { randomInvoice, invoicePdf } = require('./invoicePdf');

const cents = (value) => Math.round(value * 100) / 100;

/** An invoice with fixed items and number (the dates are today's). */
function sampleInvoice(number, items, supplier = 'Northwind Traders GmbH') {
	const invoice = randomInvoice({ supplier, items });
	invoice.invoice_number = number;
	invoice.supplier_vat_id = 'DE123456789';
	invoice.purchase_order_number = 'PO-4711';
	return invoice;
}

const OFFICE_ITEMS = [
	{ text: 'Office chairs', quantity: '4 pcs', amount: 759.6 },
	{ text: 'Standing desk', quantity: '1 pcs', amount: 649 },
	{ text: 'Delivery and assembly', quantity: '1', amount: 95 },
];

/** 45 item lines: more than one page holds. */
function manyItems() {
	const goods = [
		'Printer paper A4',
		'Toner cartridge',
		'Ballpoint pens',
		'Folders',
		'Sticky notes',
	];
	return Array.from({ length: 45 }, (_, index) => {
		const quantity = 1 + (index % 6);
		return {
			text: `${goods[index % goods.length]} (item ${index + 1})`,
			quantity: `${quantity} pcs`,
			amount: cents(quantity * (4.5 + (index % 7) * 3.25)),
		};
	});
}

/** A delivery note: no amounts, nothing to pay; the service should not take it for an invoice. */
async function deliveryNotePdf() {
	const pdf = await PDFDocument.create();
	pdf.setTitle('Delivery note LS-2024-0815');
	const font = await pdf.embedFont(StandardFonts.Helvetica);
	const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
	const page = pdf.addPage([595, 842]);
	let y = 790;
	const line = (text, size = 10, useFont = font, x = 50) => {
		page.drawText(text, { x, y, size, font: useFont });
		y -= 18;
	};
	line('Northwind Traders GmbH', 12, bold);
	line('Industriestrasse 12, 70565 Stuttgart');
	y -= 12;
	line('DELIVERY NOTE', 16, bold);
	line('Delivery note number: LS-2024-0815');
	line(`Shipped on: ${new Date().toISOString().slice(0, 10)}`);
	line('Your order: PO-4711');
	y -= 12;
	for (const [text, quantity] of [
		['Office chairs', '4 pcs'],
		['Standing desk', '1 pcs'],
	]) {
		page.drawText(quantity, { x: 300, y, size: 10, font });
		line(text);
	}
	y -= 24;
	line('Goods received in good order: ____________________  (signature)');
	line('This is not an invoice. The invoice follows separately.');
	return Buffer.from(await pdf.save());
}

// A baseline JPEG, written by hand: grey levels only, each 8x8 block one flat shade (only the
// block's average is stored), so the encoder is short. The picture: a receipt lying on a desk.
function huffmanCodes(counts, symbols) {
	const codes = new Map();
	let code = 0;
	let next = 0;
	for (let length = 1; length <= 16; length++) {
		for (let i = 0; i < counts[length - 1]; i++)
			codes.set(symbols[next++], { code: code++, length });
		code <<= 1;
	}
	return codes;
}
const DC_COUNTS = [0, 1, 5, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0, 0, 0, 0];
const DC_SYMBOLS = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11];
const AC_COUNTS = [1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0]; // one code: end of block
const AC_SYMBOLS = [0];

function jpegFromBlocks(shades, blocksWide, blocksHigh) {
	const dcCodes = huffmanCodes(DC_COUNTS, DC_SYMBOLS);
	const eob = huffmanCodes(AC_COUNTS, AC_SYMBOLS).get(0);
	const bytes = [];
	let current = 0;
	let filled = 0;
	const put = (value, length) => {
		for (let bit = length - 1; bit >= 0; bit--) {
			current = (current << 1) | ((value >> bit) & 1);
			if (++filled === 8) {
				bytes.push(current);
				if (current === 0xff) bytes.push(0); // byte stuffing
				current = 0;
				filled = 0;
			}
		}
	};
	let previous = 0;
	for (const shade of shades) {
		// DC coefficient of a flat block is 8 x (shade - 128); the quantiser is 8.
		const dc = Math.round(shade) - 128;
		const diff = dc - previous;
		previous = dc;
		const size = diff === 0 ? 0 : Math.floor(Math.log2(Math.abs(diff))) + 1;
		const { code, length } = dcCodes.get(size);
		put(code, length);
		if (size > 0) put(diff > 0 ? diff : diff + (1 << size) - 1, size);
		put(eob.code, eob.length);
	}
	if (filled > 0) put(0xff, 8 - filled); // pad with one bits
	const segment = (marker, body) =>
		Buffer.concat([
			Buffer.from([0xff, marker, (body.length + 2) >> 8, (body.length + 2) & 0xff]),
			body,
		]);
	const width = blocksWide * 8;
	const height = blocksHigh * 8;
	return Buffer.concat([
		Buffer.from([0xff, 0xd8]),
		segment(0xe0, Buffer.from([0x4a, 0x46, 0x49, 0x46, 0, 1, 1, 0, 0, 1, 0, 1, 0, 0])),
		segment(0xdb, Buffer.from([0, ...new Array(64).fill(8)])),
		segment(
			0xc0,
			Buffer.from([8, height >> 8, height & 0xff, width >> 8, width & 0xff, 1, 1, 0x11, 0]),
		),
		segment(0xc4, Buffer.from([0x00, ...DC_COUNTS, ...DC_SYMBOLS])),
		segment(0xc4, Buffer.from([0x10, ...AC_COUNTS, ...AC_SYMBOLS])),
		segment(0xda, Buffer.from([1, 1, 0x00, 0, 63, 0])),
		Buffer.from(bytes),
		Buffer.from([0xff, 0xd9]),
	]);
}

/** A receipt photographed on a dark desk: paper lit from one side, rows of print, a total. */
function receiptJpeg() {
	const wide = 40;
	const high = 64;
	const shades = [];
	let seed = 7;
	const noise = () => {
		seed = (seed * 1103515245 + 12345) % 2147483648;
		return (seed / 2147483648 - 0.5) * 6;
	};
	for (let row = 0; row < high; row++) {
		for (let column = 0; column < wide; column++) {
			const onPaper = column >= 8 && column < 32 && row >= 3 && row < 61;
			let shade = 70 + row * 0.3;
			if (onPaper) {
				shade = 235 - (column - 8) * 1.2;
				const printRow = row >= 6 && row < 56 && row % 3 === 0;
				const printLength = 10 + ((row * 7) % 11);
				if (printRow && column >= 10 && column < 10 + printLength) shade = 90;
				if (printRow && column >= 26 && column < 30) shade = 80; // the amounts column
			}
			shades.push(Math.max(0, Math.min(255, shade + noise())));
		}
	}
	return jpegFromBlocks(shades, wide, high);
}

/** The samples: file name, what it is (for the banner), how to make it. */
const SAMPLES = [
	{
		file: 'sample-invoice.pdf',
		what: 'a clean invoice',
		make: () => invoicePdf(sampleInvoice('SAMPLE-1001', OFFICE_ITEMS)),
	},
	{
		file: 'sample-invoice-needs-review.pdf',
		what: 'its total does not add up, so it needs review',
		make: () => {
			const invoice = sampleInvoice('SAMPLE-1002', OFFICE_ITEMS, 'Contoso Facility Services AG');
			invoice.total_amount = cents(invoice.total_amount + 100);
			return invoicePdf(invoice);
		},
	},
	{
		file: 'sample-invoice-two-pages.pdf',
		what: '45 line items over two pages',
		make: () => invoicePdf(sampleInvoice('SAMPLE-1003', manyItems(), 'Fabrikam Druck & Papier KG')),
	},
	{
		file: 'sample-receipt-photo.jpg',
		what: 'a photo of a receipt',
		make: async () => receiptJpeg(),
	},
	{
		file: 'sample-delivery-note.pdf',
		what: 'not an invoice: a delivery note',
		make: deliveryNotePdf,
	},
];

/** Writes each sample that is not in `folder` yet; returns [{ file, what, written }]. */
async function writeSamples(folder) {
	fs.mkdirSync(folder, { recursive: true });
	const result = [];
	for (const sample of SAMPLES) {
		const target = path.join(folder, sample.file);
		let written = false;
		if (!fs.existsSync(target)) {
			// 'wx': never replaces a file, even one that appeared in the meantime.
			try {
				fs.writeFileSync(target, await sample.make(), { flag: 'wx' });
				written = true;
			} catch (error) {
				if (error.code !== 'EEXIST') throw error;
			}
		}
		result.push({ file: sample.file, what: sample.what, written });
	}
	return result;
}

module.exports = { SAMPLES, writeSamples, receiptJpeg };
