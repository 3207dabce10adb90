'use strict';
// The mails `npm run test:pipelines` sends: what an invoice inbox gets, with the traps of real
// mail (several PDFs in one mail, logos and inline signatures, scans, the same PDF again, a 20 MB
// PDF, a corrupt PDF, mails without documents, a PDF as application/octet-stream, non-ASCII file
// names, amounts that do not add up), what mail programs really send (a PDF inline as Apple Mail
// sends it, a name only in Content-Type, a forwarded mail, a .zip (and a broken one), phone photos, an empty PDF from
// two senders, an XML e-invoice, winmail.dat, a scanner's mail, a name with quotes, the same file
// twice in one mail), and what each
// document must become at the end systems and each mail in the intake log.
const crypto = require('node:crypto');
const { protectedPdf } = require('../../scripts/lib/protectedPdf');
const { tnefOf } = require('../../scripts/lib/tnef');
const path = require('node:path');
const { randomInvoice, invoicePdf, CREDIT_NOTE_WORDS } = require('../../scripts/lib/invoicePdf');
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
/** A phone photo's container: HEIC (ftyp heic) or WebP (RIFF … WEBP), a receipt's size. */
const HEIC = Buffer.from('\0\0\0\x18ftypheic', 'latin1');
const WEBP = Buffer.from('RIFF\0\0\0\0WEBPVP8 ', 'latin1');
const { buildMessage } = require('./mime');

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

/** An invoice named after its number. */
async function namedInvoice(options) {
	const made = await invoice(options);
	return { ...made, fileName: `${made.facts.invoice_number}.pdf` };
}

/**
 * An invoice the ERP or the archive could not take as the service reads it (issue 50), remade
 * with `change` applied to its facts: `numberToType` for one without a number (the number its
 * reviewer types in: the ERP keys invoices by it).
 */
async function unusualInvoice(fileName, change, { numberToType } = {}) {
	const made = await invoice();
	Object.assign(made.facts, change(made.facts));
	const pdf = await invoicePdf(made.facts);
	if (numberToType) made.facts.invoice_number = numberToType;
	return { ...made, pdf, fileName, doubtful: numberToType !== undefined, numberToType };
}

/** The attachment of an invoice PDF (under `fileName`, as `contentType`). */
const pdfPart = (made, fileName = made.fileName, contentType = 'application/pdf') =>
	attachment(fileName, contentType, made.pdf, {
		kind: 'invoice',
		facts: made.facts,
		doubtful: made.doubtful,
		...(made.numberToType ? { numberToType: made.numberToType } : {}),
	});

/** A mail from the supplier carrying `made`, as the bytes of a forwarded .eml. */
const forwardedMail = (made) =>
	Buffer.from(
		buildMessage({
			from: 'accounts@original-supplier.test',
			to: 'someone@pipeline.test',
			subject: `Invoice ${made.facts.invoice_number}`,
			text: 'Our invoice.',
			attachments: [attachment(made.fileName, 'application/pdf', made.pdf)],
		}),
	);

/**
 * The corpus: each mail has its attachments and, per attachment, what it is: `invoice` (a
 * document that must reach the ERP and the archive once; `facts` of a PDF, `scan` for images),
 * `noise` (a logo or signature: never uploaded), `refused` (the service cannot read it),
 * `again` (the same bytes as an earlier document: not uploaded a second time), `archive` (a .zip
 * whose `contents` are invoices), `toPerson` (not a file the template uploads: named to a person
 * with the reason).
 */
async function buildCorpus({ largeBytes = 20 * 1024 * 1024, fill = 40, fillSize } = {}) {
	const mails = [];
	// `extra`: the mail's own Message-ID (null: none), Date, text.
	const mail = (subject, attachments, html, extra = {}) =>
		mails.push({ subject, attachments, html, ...extra });
	const doc = namedInvoice;

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
	// A .pdf that is none (damaged on its way): Recognize Files by Content keeps it from the
	// service, and its reason says so.
	mail('Broken attachment', [
		attachment('Rechnung_kaputt.pdf', 'application/pdf', crypto.randomBytes(40 * 1024), {
			kind: 'toPerson',
			reason: 'damaged',
		}),
	]);
	// A PDF cut off on its way (a mail server's size limit, a broken forward): it begins as a PDF
	// and does not end as one. Version 7 keeps it from the service (issue 51); version 6 sent it.
	const cut = (await doc()).pdf;
	mail('Rechnung (abgeschnitten)', [
		attachment('Rechnung_abgeschnitten.pdf', 'application/pdf', cut.subarray(0, cut.length / 2), {
			kind: 'toPerson',
			reason: 'does not end as one',
		}),
	]);
	// A PDF the service cannot read (the sandbox fails a file whose name says "error"): its claim
	// stays refused and a person is told the service's words.
	mail('Scan with a read error', [
		attachment('Scan_read_error.pdf', 'application/pdf', (await doc()).pdf, { kind: 'refused' }),
	]);
	mail('Lunch on Friday?', []);
	mail('Our new letterhead', [
		attachment('logo.png', 'image/png', smallPng('new logo'), { kind: 'noise' }),
	]);
	const octet = await doc();
	mail('Invoice (octet-stream)', [pdfPart(octet, octet.fileName, 'application/octet-stream')]);
	// A PDF attached as text/plain by the mail program (issue 51): the service refuses a document
	// sent as text; node version 7 sends it as the PDF it is.
	const labelledText = await doc();
	mail('Invoice (the PDF labelled text/plain)', [
		pdfPart(labelledText, labelledText.fileName, 'text/plain'),
	]);
	const umlaut = await doc();
	mail('Rechnung Müller', [pdfPart(umlaut, 'Rechnung_Müller_äöü.pdf')]);
	const doubtful = await doc({ doubtful: true });
	mail('Invoice with a wrong total', [pdfPart(doubtful)]);
	// Two documents of one mail to review: reviewed in n8n, the second form comes after the first.
	const toCheck = [await doc({ doubtful: true }), await doc({ doubtful: true })];
	mail(
		'Two invoices to check',
		toCheck.map((made) => pdfPart(made)),
	);
	await realMailboxMails(mail);
	await kindsThatSlipped(mail, doc, pdfPart);
	await sameFileTwice(mail, doc);
	await whatEndSystemsRefuse(mail);
	// The rest of a month's inbox: single invoices, some with a logo, some doubtful, some sent twice.
	const earlier = [];
	for (let index = 0; index < fill; index++) {
		const made = await doc({ doubtful: index % 9 === 4, bytes: fillSize?.(index, 0) });
		earlier.push(made);
		const parts = [pdfPart(made)];
		if (index % 4 === 1)
			parts.push(attachment('logo.png', 'image/png', smallPng(`logo ${index}`), { kind: 'noise' }));
		if (index % 10 === 7) parts.push(pdfPart(await doc({ bytes: fillSize?.(index, 1) })));
		// A backlog's mails carry one to three PDFs of their sizes.
		if (fillSize)
			for (let part = parts.length; part < 1 + (index % 3); part++)
				parts.push(pdfPart(await doc({ bytes: fillSize(index, part) })));
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

/** What mail programs and phones really send, beyond our own invoices (issue 29). */
async function realMailboxMails(mail) {
	const doc = namedInvoice;
	// The sandbox's zip writer (built by `npm run test:pipelines` before this runs).
	const { writeZip } = require(
		path.join(__dirname, '..', '..', 'build', 'sandbox', 'demo', 'zipFiles.js'),
	);
	const toPerson = (fileName, contentType, data) =>
		attachment(fileName, contentType, data, { kind: 'toPerson' });
	mail('Invoice (Apple Mail: the PDF inline)', [
		{ ...pdfPart(await doc()), disposition: 'inline' },
	]);
	mail('Invoice (the name only in Content-Type)', [
		{ ...pdfPart(await doc()), disposition: 'none' },
	]);
	const quoted = await doc();
	mail('Rechnung "Oktober"', [pdfPart(quoted, `Rechnung "Oktober" ${quoted.fileName}`)]);
	const zipped = [await doc(), await doc()];
	mail('Two invoices in a ZIP', [
		attachment(
			'Rechnungen.zip',
			'application/zip',
			writeZip(zipped.map((made) => ({ name: made.fileName, data: made.pdf }))),
			{ kind: 'archive', contents: zipped.map((made) => pdfPart(made)) },
		),
	]);
	// A .zip that is none (cut off in transit): unpacking fails; the mail goes to a person.
	mail('Invoices (archive broken)', [
		toPerson('Rechnungen_November.zip', 'application/zip', crypto.randomBytes(20 * 1024)),
	]);
	const inner = await doc();
	mail('Fwd: Invoice (forwarded as an attachment)', [
		toPerson(`Invoice ${inner.facts.invoice_number}.eml`, 'message/rfc822', forwardedMail(inner)),
	]);
	mail('Receipt photos from my phone', [
		toPerson('IMG_4711.HEIC', 'image/heic', Buffer.concat([HEIC, crypto.randomBytes(90 * 1024)])),
		toPerson('receipt.webp', 'image/webp', Buffer.concat([WEBP, crypto.randomBytes(60 * 1024)])),
	]);
	// Two senders, each an empty invoice.pdf: neither is "the same file" as the other.
	mail('Invoice (sent empty)', [toPerson('invoice.pdf', 'application/pdf', Buffer.alloc(0))]);
	mail('Our invoice', [toPerson('invoice.pdf', 'application/pdf', Buffer.alloc(0))]);
	mail('XRechnung R-0999', [
		toPerson(
			'xrechnung-R-0999.xml',
			'application/xml',
			Buffer.from(
				'<?xml version="1.0" encoding="UTF-8"?>\n<ubl:Invoice xmlns:ubl="urn:oasis:names:specification:ubl:schema:xsd:Invoice-2"><cbc:ID xmlns:cbc="urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2">R-0999</cbc:ID></ubl:Invoice>\n',
			),
		),
	]);
	// Outlook in Rich Text packs the invoice into winmail.dat (TNEF, its PDF at byte 157): never
	// sent or archived as a PDF (node version 7); a person is told what to ask for (issue 51).
	mail('Invoice (Outlook, with winmail.dat)', [
		pdfPart(await doc()),
		attachment(
			'winmail.dat',
			'application/ms-tnef',
			tnefOf([{ fileName: 'Invoice-TNEF.pdf', data: (await doc()).pdf }]),
			{ kind: 'toPerson', reason: 'Outlook packed the mail' },
		),
	]);
	// A program and a script whose first kilobyte shows a PDF: never uploaded (issue 51).
	const disguised = (await doc()).pdf;
	mail('Rechnung (a program and a script named as PDFs)', [
		attachment(
			'invoice.pdf.exe',
			'application/octet-stream',
			Buffer.concat([Buffer.from('MZ'), Buffer.alloc(510), disguised]),
			{ kind: 'toPerson', reason: 'says a program or script' },
		),
		attachment(
			'rechnung.pdf .js',
			'application/octet-stream',
			Buffer.concat([Buffer.from('// '), disguised.subarray(0, 40), Buffer.from('\nalert(1)\n')]),
			{ kind: 'toPerson', reason: 'says a program or script' },
		),
	]);
	const scanned = await doc();
	mail('Scanned from a Xerox WorkCentre', [pdfPart(scanned, 'Scan_20261126_0001.pdf')]);
}

const ICS = [
	'BEGIN:VCALENDAR',
	'VERSION:2.0',
	'METHOD:REQUEST',
	'BEGIN:VEVENT',
	'UID:payment-run@pipeline.test',
	'DTSTART:20261204T090000Z',
	'SUMMARY:Payment run',
	'END:VEVENT',
	'END:VCALENDAR',
	'',
].join('\r\n');
const VCARD =
	'BEGIN:VCARD\r\nVERSION:3.0\r\nFN:Anna Schmidt\r\nEMAIL:anna@suppliers.test\r\nEND:VCARD\r\n';

/**
 * A ZIP's entries as encrypted with a password (WinZip's AES: flag bit 0, method 99), their
 * bytes scrambled as encryption leaves them.
 */
function withPassword(zip) {
	const locked = Buffer.from(zip);
	for (let at = 0; at + 4 <= locked.length; at++) {
		const signature = locked.readUInt32LE(at);
		// A local header (flags at +6, method at +8) or a central directory header (+8, +10).
		const flags = signature === 0x04034b50 ? at + 6 : signature === 0x02014b50 ? at + 8 : -1;
		if (flags === -1) continue;
		locked.writeUInt16LE(locked.readUInt16LE(flags) | 1, flags);
		locked.writeUInt16LE(99, flags + 2);
		if (signature === 0x04034b50) {
			const size = locked.readUInt32LE(at + 18);
			const start = at + 30 + locked.readUInt16LE(at + 26) + locked.readUInt16LE(at + 28);
			crypto.randomBytes(size).copy(locked, start);
			at = start + size - 1;
		}
	}
	return locked;
}

/**
 * A ZIP of `entries` stored (not deflated) with ZipCrypto, the old PKWARE password: each entry's
 * bytes are 12 bytes of encryption header and the encrypted file (random-looking), its flags say
 * encrypted, its sizes are the file's and the 12 more stored.
 */
function withZipCryptoPassword(writeZip, entries) {
	const zip = writeZip(
		entries.map(({ name, data }) => ({ name, data: crypto.randomBytes(data.length + 12) })),
	);
	for (let at = 0; at + 4 <= zip.length; at++) {
		const signature = zip.readUInt32LE(at);
		if (signature === 0x04034b50) {
			zip.writeUInt16LE(zip.readUInt16LE(at + 6) | 1, at + 6);
			const stored = zip.readUInt32LE(at + 18);
			zip.writeUInt32LE(stored - 12, at + 22);
			at += 30 + zip.readUInt16LE(at + 26) + zip.readUInt16LE(at + 28) + stored - 1;
		} else if (signature === 0x02014b50) {
			zip.writeUInt16LE(zip.readUInt16LE(at + 8) | 1, at + 8);
			zip.writeUInt32LE(zip.readUInt32LE(at + 20) - 12, at + 24);
		}
	}
	return zip;
}

/**
 * The kinds of mail that slipped or misled (issue 39): mails that share a Message-ID or carry
 * none, what a mail's signature brings (an image shown in the text above the logo limit, an
 * S/MIME signature, a calendar invitation, a contact card: `noise`, never uploaded and no
 * person's job), files the mail carries in its text, a PDF without .pdf, the same file in two
 * mails at once, a mail forwarded inline.
 * `namedAs`: the name the file is logged and named to a person by; `reason`: what its reason must say.
 */
async function kindsThatSlipped(mail, doc, pdfPart) {
	const noise = (fileName, contentType, data, extra = {}) =>
		attachment(fileName, contentType, data, { kind: 'noise', ...extra });
	// A scanner that uses one Message-ID for every mail: two mails, each with its own invoice.
	const scanner = `<scan-${crypto.randomUUID()}@workcentre.local>`;
	mail('Scan from WorkCentre 7855 (1)', [pdfPart(await doc(), 'Scan_0001.pdf')], undefined, {
		messageId: scanner,
	});
	mail('Scan from WorkCentre 7855 (2)', [pdfPart(await doc(), 'Scan_0002.pdf')], undefined, {
		messageId: scanner,
	});
	// Two mails alike in every header the sender wrote (Message-ID, Date, subject, text): two mails.
	const autoReply = {
		messageId: `<auto-${crypto.randomUUID()}@suppliers.test>`,
		date: new Date(),
		text: 'I am out of the office until Monday.',
	};
	mail('Automatic reply: Invoices', [], undefined, autoReply);
	mail('Automatic reply: Invoices', [], undefined, autoReply);
	mail('Invoice (sent without a Message-ID)', [pdfPart(await doc())], undefined, {
		messageId: null,
	});
	mail(
		'Invoice, with a photo in the signature',
		[
			pdfPart(await doc()),
			noise('image002.jpg', 'image/jpeg', scan(JPEG), {
				inline: true,
				contentId: 'photo@pipeline.test',
			}),
		],
		'<p>Please find the invoice attached.</p><p>Anna Schmidt<br><img src="cid:photo@pipeline.test"></p>',
	);
	mail('Invoice (signed with S/MIME)', [
		pdfPart(await doc()),
		noise('smime.p7s', 'application/pkcs7-signature', crypto.randomBytes(3 * 1024), {
			signature: true,
		}),
	]);
	mail('Invoice and an invitation to talk about it', [
		pdfPart(await doc()),
		noise('invite.ics', 'text/calendar; method=REQUEST; charset=utf-8', Buffer.from(ICS)),
	]);
	mail('Invoice (with my contact card)', [
		pdfPart(await doc()),
		noise('Anna Schmidt.vcf', 'text/x-vcard', Buffer.from(VCARD)),
	]);
	mail('Invitation: Payment run', [noise('invite.ics', 'application/ics', Buffer.from(ICS))]);
	// Files n8n's trigger delivers no file for: a PDF in a part labelled text, a uuencoded PDF.
	mail('Rechnung 4711 (the PDF sent as text)', [
		attachment('Rechnung_4711.pdf', 'text/plain', (await doc()).pdf, {
			kind: 'toPerson',
			disposition: 'none',
			namedAs: "a PDF in the mail's text",
			reason: 'inside its text',
		}),
	]);
	const uuencoded = await doc();
	mail('Invoice (uuencoded by an old mail program)', [
		attachment(`UU-${uuencoded.fileName}`, 'application/pdf', uuencoded.pdf, {
			kind: 'toPerson',
			uuencode: true,
			reason: 'inside its text',
		}),
	]);
	// An encrypted mail (S/MIME, as Outlook sends it to a recipient with a certificate): only the
	// recipient's key opens it; a person is told so and what to do (issue 51).
	mail('Invoice (encrypted with S/MIME)', [
		attachment(
			'smime.p7m',
			'application/pkcs7-mime; smime-type=enveloped-data; name=smime.p7m',
			Buffer.concat([Buffer.from([0x30, 0x82, 0x1f, 0x40]), crypto.randomBytes(8000)]),
			{ kind: 'toPerson', reason: 'Encrypted (S/MIME): the key is with the recipient' },
		),
	]);
	// A text that only quotes a PDF's header beside the attached PDF: no file in the text (issue 51).
	mail('Invoice (the text quotes %PDF-1.7)', [pdfPart(await doc())], undefined, {
		text: 'Our archive wants PDF/A, not plain %PDF-1.7 files. The invoice is attached.',
	});
	// A PDF without .pdf: known by its bytes (Recognize Files by Content), taken and sent as one.
	mail('Rechnung (no file ending)', [
		{
			...pdfPart(await doc(), 'Rechnung_4712', 'application/octet-stream'),
			sentAs: 'Rechnung_4712.pdf',
		},
	]);
	// The same new invoice in two mails at once (sent to two addresses): the second mail's row
	// names the document the first one's upload became.
	const twice = await doc();
	mail(`Invoice ${twice.facts.invoice_number} (to billing@)`, [pdfPart(twice)]);
	mail(`Invoice ${twice.facts.invoice_number} (to accounts@)`, [
		attachment(`Copy of ${twice.fileName}`, 'application/pdf', twice.pdf, {
			kind: 'again',
			sameAs: twice.fileName,
		}),
	]);
	// A ZIP with a password (AES, as WinZip and 7-Zip write it): the reason says so.
	const { writeZip } = require(
		path.join(__dirname, '..', '..', 'build', 'sandbox', 'demo', 'zipFiles.js'),
	);
	const locked = await doc();
	mail('Invoices (ZIP with a password)', [
		attachment(
			'Rechnungen_geschuetzt.zip',
			'application/zip',
			withPassword(writeZip([{ name: locked.fileName, data: locked.pdf }])),
			{ kind: 'toPerson', reason: 'protected by a password' },
		),
	]);
	// A ZIP with no file in it (an empty folder packed, as a supplier's export can send): no file
	// to process, so a person is told the archive is empty; the mail has its outcome.
	mail('Rechnungen Oktober (ZIP)', [
		attachment('Rechnungen_Oktober.zip', 'application/zip', writeZip([]), {
			kind: 'toPerson',
			reason: 'The archive has no file in it',
		}),
	]);
	// A ZIP whose stored entries have a ZipCrypto password (Windows' own "compressed folder" with a
	// password, zip -0 -e): n8n unpacks the encrypted bytes with no error, and the file named .pdf
	// is no PDF. Its reason names the password.
	const crypted = await doc();
	mail('Invoices (ZIP with a password, ZipCrypto)', [
		attachment(
			'Rechnungen_Passwort.zip',
			'application/zip',
			withZipCryptoPassword(writeZip, [{ name: crypted.fileName, data: crypted.pdf }]),
			{
				kind: 'archive',
				contents: [
					attachment(crypted.fileName, 'application/pdf', crypted.pdf, {
						kind: 'toPerson',
						reason: 'a ZIP archive with a password',
					}),
				],
			},
		),
	]);
	// A PDF with a password, the password in the mail's text, as suppliers who "secure" their
	// invoices send them (issue 51): the service cannot read it; a person is told so, and that the
	// mail's text gives the password. Its encryption is PDF's own (qpdf asks for the password).
	const secured = await doc();
	mail(
		`Rechnung ${secured.facts.invoice_number} (PDF mit Kennwort)`,
		[
			attachment(
				`Geschuetzt_${secured.fileName}`,
				'application/pdf',
				protectedPdf({
					lines: [
						`Rechnung ${secured.facts.invoice_number}`,
						secured.facts.supplier_name,
						`Gesamtbetrag ${secured.facts.total_amount} ${secured.facts.currency}`,
					],
					userPassword: 'R4711',
				}),
				{ kind: 'refused', reason: "The mail's text gives a password", password: 'R4711' },
			),
		],
		undefined,
		{ text: 'Guten Tag,\nanbei unsere Rechnung. Das Kennwort für die PDF-Datei lautet: R4711\n' },
	);
	// Forwarded inline (message/rfc822, Content-Disposition: inline): n8n delivers the files inside.
	const inner = await doc();
	mail('Fwd: Invoice (forwarded inline)', [
		attachment('Forwarded message.eml', 'message/rfc822', forwardedMail(inner), {
			kind: 'archive',
			disposition: 'inline',
			contents: [pdfPart(inner)],
		}),
	]);
}

/** `made`'s bytes again under `fileName`: a copy, uploaded no second time. */
const copyOf = (made, fileName) =>
	attachment(fileName, 'application/pdf', made.pdf, { kind: 'again', sameAs: made.fileName });

/**
 * One mail carrying the same file twice (issue 50): under two names, loose and again inside a
 * .zip, twice inside one .zip. One upload, one ERP row and one archive file; each copy logged
 * under its own name as sent before, naming the document; and no other mail read with it pays.
 */
async function sameFileTwice(mail, doc) {
	const { writeZip } = require(
		path.join(__dirname, '..', '..', 'build', 'sandbox', 'demo', 'zipFiles.js'),
	);
	const zip = (fileName, parts) =>
		attachment(
			fileName,
			'application/zip',
			writeZip(parts.map((part) => ({ name: part.fileName, data: part.data }))),
			{ kind: 'archive', contents: parts },
		);
	const twoNames = await doc();
	mail('Invoice attached twice (two names)', [
		pdfPart(twoNames),
		copyOf(twoNames, `Copy of ${twoNames.fileName}`),
	]);
	const looseAndZipped = await doc();
	mail('Invoice, and again in a ZIP', [
		pdfPart(looseAndZipped),
		zip('Invoice.zip', [copyOf(looseAndZipped, looseAndZipped.fileName)]),
	]);
	const zippedTwice = await doc();
	mail('Invoice twice in one ZIP', [
		zip('Rechnungen_doppelt.zip', [
			pdfPart(zippedTwice),
			copyOf(zippedTwice, `Kopie von ${zippedTwice.fileName}`),
		]),
	]);
}

/**
 * Invoices as the service reads them that the ERP or the archive would refuse (issue 50): one
 * without a number (to review: the reviewer types it in), a credit note (its number and date
 * under the service's names for them), a supplier name longer than a file name may be, and one
 * that would make a hidden file name.
 */
async function whatEndSystemsRefuse(mail) {
	const noNumber = await unusualInvoice(
		'Rechnung ohne Nummer.pdf',
		() => ({ invoice_number: null }),
		{ numberToType: `R-TYPED-${crypto.randomInt(1000, 9999)}` },
	);
	mail('Invoice without a number', [pdfPart(noNumber)]);
	const creditNote = await unusualInvoice('Credit note.pdf', (facts) => ({
		invoice_number: `CN-${facts.invoice_number}`,
		words: CREDIT_NOTE_WORDS,
	}));
	mail('Credit note for October', [pdfPart(creditNote)]);
	const longName = await unusualInvoice('Invoice long supplier.pdf', () => ({
		supplier_name: `${'Internationale Handels- und Logistikgesellschaft für Büro '.repeat(5)}GmbH`,
		supplier_size: 3.5,
	}));
	mail('Invoice from a supplier with a long name', [pdfPart(longName)]);
	const dotted = await unusualInvoice('Invoice dotted supplier.pdf', () => ({
		supplier_name: '../../Xyz Trading',
	}));
	mail('Invoice from ../../Xyz Trading', [pdfPart(dotted)]);
	// A supplier the ERP refuses until its administrator unblocks it (run.js blocks it): the
	// invoice is `failed` and a person told, the other mails go on; once unblocked, reading the
	// mail again books it without uploading it again.
	const blocked = await unusualInvoice('Invoice blocked supplier.pdf', () => ({
		supplier_name: BLOCKED_SUPPLIER,
	}));
	mail('Invoice from a supplier the ERP blocks', [{ ...pdfPart(blocked), blockedByErp: true }]);
	// The same supplier's invoice read without a number goes to review first: the ERP refuses it
	// in the Reviewed → ERP companion, after the reviewer typed the number in. Only its own run
	// fails there (the file `failed`, a person told); once unblocked, that run's Retry books it.
	const reviewedBlocked = await unusualInvoice(
		'Rechnung gesperrter Lieferant.pdf',
		() => ({ invoice_number: null, supplier_name: BLOCKED_SUPPLIER }),
		{ numberToType: `R-TYPED-${crypto.randomInt(1000, 9999)}` },
	);
	mail('Invoice without a number from a supplier the ERP blocks', [
		{ ...pdfPart(reviewedBlocked), refusedAfterReview: true },
	]);
}

/** The supplier the ERP refuses in `npm run test:pipelines` (run.js), until unblocked. */
const BLOCKED_SUPPLIER = 'Blocked Supplier GmbH';

/**
 * The archive's name for an invoice, as the templates write it: supplier, date and number, each
 * cleaned to letters, digits, space, `.`, `_` and `-`, without a leading dot, space or dash, cut
 * to 120, 40 and 80 bytes, so the name stays within the 255 bytes a file name may have.
 */
function archiveFileName(supplier, date, number, extension) {
	const part = (value, most) => {
		const letters = Array.from(
			String(value || 'unknown')
				.replace(/[^\p{L}\p{N} ._-]+/gu, '-')
				.replace(/^[\s.-]+/, '') || 'unknown',
		);
		return letters
			.filter((_, at) => Buffer.byteLength(letters.slice(0, at + 1).join('')) <= most)
			.join('')
			.trim();
	};
	return `${[part(supplier, 120), part(date, 40), part(number, 80)].join('_')}.${extension.slice(0, 5)}`;
}

/** What the end systems must hold for a corpus: one ERP row and one archive file per document. */
function expectations(mails) {
	// An archive's invoices count as the mail's own.
	const partsOf = (mail) =>
		mail.attachments.flatMap((part) => (part.kind === 'archive' ? part.contents : [part]));
	const documents = mails.flatMap((mail, mailIndex) =>
		partsOf(mail)
			.filter((part) => part.kind === 'invoice')
			.map((part) => ({ ...part, mailIndex })),
	);
	const archiveName = (part) => {
		// A file known by its bytes goes to the service, the ERP and the DMS under its sentAs name.
		const extension = (part.sentAs ?? part.fileName).split('.').pop().toLowerCase();
		if (part.scan) {
			const number = part.fileName.replace(/\D/g, '');
			return archiveFileName('Sandbox Supplier GmbH', today(), `INV-${number}`, extension);
		}
		const { supplier_name, invoice_date, invoice_number } = part.facts;
		return archiveFileName(supplier_name, invoice_date, invoice_number, extension);
	};
	const again = mails.flatMap((mail) => partsOf(mail).filter((part) => part.kind === 'again'));
	return {
		documents: documents.map((part) => ({
			fileName: part.fileName,
			// The same bytes sent again under another name: whichever mail's copy went in first
			// names the one document.
			names: [
				part.fileName,
				...(part.sentAs ? [part.sentAs] : []),
				...again.filter((copy) => copy.sameAs === part.fileName).map((copy) => copy.fileName),
				// A name with quotes: multipart/form-data writes `"` as %22 (the WHATWG rule), and
				// the service keeps the name as it came.
				...(part.fileName.includes('"') ? [part.fileName.replace(/"/g, '%22')] : []),
			],
			mailIndex: part.mailIndex,
			archiveName: archiveName(part),
			lines: part.facts ? part.facts.items.length : undefined,
			// What the PDF states as its due date, for an ERP column named as the service's field.
			dueDate: part.facts?.due_date,
			doubtful: part.doubtful === true,
			// The number a reviewer types in for an invoice read without one.
			numberToType: part.numberToType,
			blockedByErp: part.blockedByErp === true,
			// Reviewed, then refused by the ERP in the Reviewed → ERP companion (run.js retries it).
			refusedAfterReview: part.refusedAfterReview === true,
		})),
		refused: mails.flatMap((mail) => partsOf(mail).filter((part) => part.kind === 'refused')),
		noise: mails.flatMap((mail) => partsOf(mail).filter((part) => part.kind === 'noise')),
		toPerson: mails.flatMap((mail) =>
			partsOf(mail).filter((part) => part.kind === 'toPerson' || part.kind === 'refused'),
		),
		// Files whose logged reason must name the real cause.
		reasons: mails.flatMap((mail) => partsOf(mail).filter((part) => part.reason)),
		again,
		// How many files of the corpus bear each name: each is logged under it (a copy too).
		namesSent: mails
			.flatMap(partsOf)
			.filter((part) => ['invoice', 'again'].includes(part.kind))
			.reduce(
				(count, part) => count.set(part.fileName, (count.get(part.fileName) ?? 0) + 1),
				new Map(),
			),
		outcomes: mails.map(expectedOutcome),
	};
}

/**
 * The intake log's outcome for a mail, as the template's view computes it: a file for a person
 * makes the mail `to_person`; else a document uploaded `uploaded`; else only files sent before
 * `sent_before`; else (logos only) `ignored`; a mail without any file `no_file` (its one row says
 * so, with the reason). A copy sent again may be the one that
 * goes in first when both arrive in one poll, so such mails may be either.
 */
function expectedOutcome(mail) {
	const kinds = new Set(
		mail.attachments.flatMap((part) =>
			part.kind === 'archive' ? part.contents.map((inner) => inner.kind) : [part.kind],
		),
	);
	if (mail.attachments.length === 0) return ['no_file'];
	if (kinds.has('toPerson') || kinds.has('refused')) return ['to_person'];
	// Refused by the ERP until it is unblocked, then booked.
	if (mail.attachments.some((part) => part.blockedByErp || part.refusedAfterReview))
		return ['failed', 'uploaded'];
	if (kinds.has('invoice')) return ['uploaded', 'sent_before'];
	if (kinds.has('again')) return ['sent_before', 'uploaded'];
	return ['ignored'];
}

/**
 * A Monday morning's backlog of `mails` mails: the corpus's every kind of mail, then ordinary
 * mails with one to three PDFs each, from 50 KB to `maxBytes`, most of them small (sizes spread
 * evenly on a log scale, deterministic per mail), some doubtful, some sent twice.
 */
async function buildBacklog({ mails = 500, maxBytes = 5 * 1024 * 1024 } = {}) {
	const min = 50 * 1024;
	const fillSize = (index, part) => {
		const unit = ((index * 3 + part) * 7919) % 1000;
		return Math.round(min * (maxBytes / min) ** (unit / 999));
	};
	const special = (await buildCorpus({ largeBytes: maxBytes, fill: 0 })).length;
	const corpus = await buildCorpus({
		largeBytes: maxBytes,
		fill: Math.max(0, mails - special),
		fillSize,
	});
	return corpus.slice(0, mails);
}

/** `count` mails of one invoice each, none doubtful: the one-mail latency lane's (latency.js). */
async function singleInvoiceMails(count) {
	const mails = [];
	for (let index = 0; index < count; index++) {
		const made = await namedInvoice();
		mails.push({ subject: `Invoice ${made.facts.invoice_number}`, attachments: [pdfPart(made)] });
	}
	return mails;
}

module.exports = {
	buildCorpus,
	buildBacklog,
	singleInvoiceMails,
	expectations,
	BLOCKED_SUPPLIER,
};
