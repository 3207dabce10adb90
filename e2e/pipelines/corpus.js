'use strict';
// The mails `npm run test:pipelines` sends: what an invoice inbox gets, with the traps of real
// mail (several PDFs in one mail, logos and inline signatures, scans, the same PDF again, a 20 MB
// PDF, a corrupt PDF, mails without documents, a PDF as application/octet-stream, non-ASCII file
// names, amounts that do not add up), and what each document must become at the end systems.
const crypto = require('node:crypto');
const { randomInvoice, invoicePdf } = require('../../scripts/lib/invoicePdf');
const { invoiceOfSize } = require('../queue/pdfs');

const SUPPLIERS = [
	'ACME Supplies GmbH',
	'Müller Bürobedarf GmbH',
	'Northwind Traders GmbH',
	'Contoso Facility Services AG',
	'Fabrikam Druck & Papier KG',
];
const today = () => new Date().toISOString().slice(0, 10);

/** A small image, as logos and signatures are (a few KB). */
const smallPng = (label) =>
	Buffer.concat([
		Buffer.from('\x89PNG\r\n\x1a\n', 'latin1'),
		crypto.randomBytes(2500),
		Buffer.from(label),
	]);
/** A scanned page: an image well above the logo limit. */
const scan = (magic) => Buffer.concat([magic, crypto.randomBytes(120 * 1024)]);
const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0]);
const TIFF = Buffer.from('II*\0', 'latin1');

let sequence = 0;
/** An invoice PDF and its facts; `doubtful` makes the total not add up; `bytes` pads it to a size. */
async function invoice({ doubtful = false, bytes } = {}) {
	const index = ++sequence;
	if (bytes) {
		const { invoice: facts, pdf } = await invoiceOfSize('R', index, bytes);
		return { facts, pdf, doubtful: false };
	}
	const facts = randomInvoice({ supplier: SUPPLIERS[index % SUPPLIERS.length] });
	facts.invoice_number = `R-${String(index).padStart(4, '0')}`;
	if (doubtful) facts.total_amount = Math.round((facts.total_amount + 100) * 100) / 100;
	return { facts, pdf: await invoicePdf(facts), doubtful };
}

const attachment = (fileName, contentType, data, extra = {}) => ({
	fileName,
	contentType,
	data,
	...extra,
});

/**
 * The corpus: each mail has its attachments and, per attachment, what it is: `invoice` (a
 * document that must reach the ERP and the archive once; `facts` of a PDF, `scan` for images),
 * `noise` (a logo or signature: never uploaded), `refused` (the service cannot read it),
 * `again` (the same bytes as an earlier document: not uploaded a second time).
 */
async function buildCorpus({ largeBytes = 20 * 1024 * 1024, fill = 40 } = {}) {
	const mails = [];
	const mail = (subject, attachments, html) => mails.push({ subject, attachments, html });
	const doc = async (options) => {
		const made = await invoice(options);
		return { ...made, fileName: `${made.facts.invoice_number}.pdf` };
	};
	const pdfPart = (made, fileName = made.fileName, contentType = 'application/pdf') =>
		attachment(fileName, contentType, made.pdf, {
			kind: 'invoice',
			facts: made.facts,
			doubtful: made.doubtful,
		});

	const first = await doc();
	mail('Invoice R-0001', [pdfPart(first)]);
	const several = [await doc(), await doc(), await doc()];
	mail(
		'Three invoices for October',
		several.map((made) => pdfPart(made)),
	);
	const withLogo = await doc();
	mail(
		'Invoice with our logo and signature',
		[
			pdfPart(withLogo),
			attachment('logo.png', 'image/png', smallPng('logo'), { kind: 'noise' }),
			attachment('image001.png', 'image/png', smallPng('signature'), {
				kind: 'noise',
				inline: true,
				contentId: 'signature@pipeline.test',
			}),
		],
		'<p>Please find the invoice attached.</p><p><img src="cid:signature@pipeline.test"></p>',
	);
	mail('Receipt (scan)', [
		attachment('invoice-scan-0101.jpg', 'image/jpeg', scan(JPEG), { kind: 'invoice', scan: true }),
	]);
	mail('Receipt (TIFF scan)', [
		attachment('invoice-scan-0102.tif', 'image/tiff', scan(TIFF), { kind: 'invoice', scan: true }),
	]);
	mail('Invoice R-0001 (reminder)', [
		attachment('Reminder R-0001.pdf', 'application/pdf', first.pdf, {
			kind: 'again',
			sameAs: first.fileName,
		}),
	]);
	const large = await doc({ bytes: largeBytes });
	mail('A large invoice', [pdfPart(large)]);
	mail('Broken attachment', [
		attachment('Rechnung_kaputt.pdf', 'application/pdf', crypto.randomBytes(40 * 1024), {
			kind: 'refused',
		}),
	]);
	mail('Lunch on Friday?', []);
	mail('Our new letterhead', [
		attachment('logo.png', 'image/png', smallPng('new logo'), { kind: 'noise' }),
	]);
	const octet = await doc();
	mail('Invoice (octet-stream)', [pdfPart(octet, octet.fileName, 'application/octet-stream')]);
	const umlaut = await doc();
	mail('Rechnung Müller', [pdfPart(umlaut, 'Rechnung_Müller_äöü.pdf')]);
	const doubtful = await doc({ doubtful: true });
	mail('Invoice with a wrong total', [pdfPart(doubtful)]);
	// The rest of a month's inbox: single invoices, some with a logo, some doubtful, some sent twice.
	const earlier = [];
	for (let index = 0; index < fill; index++) {
		const made = await doc({ doubtful: index % 9 === 4 });
		earlier.push(made);
		const parts = [pdfPart(made)];
		if (index % 4 === 1)
			parts.push(attachment('logo.png', 'image/png', smallPng(`logo ${index}`), { kind: 'noise' }));
		if (index % 10 === 7) parts.push(pdfPart(await doc()));
		mail(`Invoice ${made.facts.invoice_number}`, parts);
		if (index % 13 === 12) {
			const again = earlier[index - 5];
			mail(`Fwd: Invoice ${again.facts.invoice_number}`, [
				attachment(`Fwd ${again.fileName}`, 'application/pdf', again.pdf, {
					kind: 'again',
					sameAs: again.fileName,
				}),
			]);
		}
	}
	return mails;
}

/** What the end systems must hold for a corpus: one ERP row and one archive file per document. */
function expectations(mails) {
	const documents = mails.flatMap((mail, mailIndex) =>
		mail.attachments
			.filter((part) => part.kind === 'invoice')
			.map((part) => ({ ...part, mailIndex })),
	);
	const archiveName = (part) => {
		const extension = part.fileName.split('.').pop().toLowerCase();
		if (part.scan) {
			const number = part.fileName.replace(/\D/g, '');
			return `Sandbox Supplier GmbH_${today()}_INV-${number}.${extension}`;
		}
		const { supplier_name, invoice_date, invoice_number } = part.facts;
		const clean = (text) => text.replace(/[^\p{L}\p{N} ._-]+/gu, '-').trim();
		return `${[supplier_name, invoice_date, invoice_number].map(clean).join('_')}.${extension}`;
	};
	const again = mails.flatMap((mail) => mail.attachments.filter((part) => part.kind === 'again'));
	return {
		documents: documents.map((part) => ({
			fileName: part.fileName,
			// The same bytes sent again under another name: whichever mail's copy went in first
			// names the one document.
			names: [
				part.fileName,
				...again.filter((copy) => copy.sameAs === part.fileName).map((copy) => copy.fileName),
			],
			mailIndex: part.mailIndex,
			archiveName: archiveName(part),
			lines: part.facts ? part.facts.items.length : undefined,
			doubtful: part.doubtful === true,
		})),
		refused: mails.flatMap((mail) => mail.attachments.filter((part) => part.kind === 'refused')),
		noise: mails.flatMap((mail) => mail.attachments.filter((part) => part.kind === 'noise')),
		again,
	};
}

module.exports = { buildCorpus, expectations };
