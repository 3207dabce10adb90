/**
 * What a mail carries that is no document (Skip Mail Extras), and a file's kind by its bytes in a
 * reason (issue 39): the pure rules, then Upload with All Binary Fields through n8n's engine
 * against the sandbox, on a mail as n8n's Email Trigger (format Resolved) delivers it.
 */
import crypto from 'node:crypto';
import type { INodeExecutionData, INodeParameters } from 'n8n-workflow';

import {
	imagesShownIn,
	kindByContent,
	mailExtraOf,
	whyNotTaken,
	type InputFile,
} from '../nodes/DocumentProcessing/transport/inputFiles';
import { binaryFrom } from './engine';
import { CLEAN_INVOICE, invoicePdf } from './support/invoicePdf';
import { useNodeAgainstSandbox } from './support/nodeUnderTest';

const file = (fileName: string, mimeType: string): InputFile => ({
	binaryField: 'attachment_0',
	fileName,
	mimeType,
});
const some = binaryFrom(Buffer.from('x'.repeat(100)), 'x', 'application/octet-stream');

describe('mail extras and kinds by content: the rules', () => {
	it.each([
		['smime.p7s', 'application/pkcs7-signature', 'an S/MIME signature of the mail'],
		['smime.p7s', 'application/octet-stream', 'an S/MIME signature of the mail'],
		['signature', 'application/x-pkcs7-signature', 'an S/MIME signature of the mail'],
		['signature.asc', 'application/pgp-signature', 'an OpenPGP signature of the mail'],
		['invite.ics', 'text/calendar', 'a calendar invitation'],
		['Meeting', 'text/calendar; method=REQUEST', 'a calendar invitation'],
		['Max Mustermann.vcf', 'text/x-vcard', 'a contact card (vCard)'],
		['card', 'text/vcard', 'a contact card (vCard)'],
	])('%s (%s) is %s', (fileName, mimeType, what) => {
		expect(mailExtraOf(file(fileName, mimeType))).toBe(what);
	});

	it.each([
		['invoice.pdf', 'application/pdf'],
		['smime.p7m', 'application/pkcs7-mime'],
		['key.asc', 'application/pgp-keys'],
		['xrechnung.xml', 'application/xml'],
		['winmail.dat', 'application/ms-tnef'],
	])('%s (%s) is no mail extra', (fileName, mimeType) => {
		expect(mailExtraOf(file(fileName, mimeType))).toBeUndefined();
	});

	it('names a kind its bytes show only where the name does not', () => {
		const pdf = Buffer.from('%PDF-1.7\n');
		expect(kindByContent(pdf, 'Rechnung')).toBe('a PDF');
		expect(kindByContent(pdf, 'scan.dat')).toBe('a PDF');
		expect(kindByContent(pdf, 'invoice.PDF')).toBeUndefined();
		// Readers find the header after some junk (up to 1024 bytes), not further.
		expect(kindByContent(Buffer.concat([Buffer.alloc(1000), pdf]), 'x')).toBe('a PDF');
		expect(kindByContent(Buffer.concat([Buffer.alloc(1100), pdf]), 'x')).toBeUndefined();
		expect(kindByContent(Buffer.from([0xff, 0xd8, 0xff, 0xe0]), 'photo')).toBe('a JPEG image');
		expect(kindByContent(Buffer.from('PK\x03\x04'), 'x')).toBeUndefined();
	});

	it('finds the images an HTML text shows as data: URIs', () => {
		const html =
			'<p>Hi</p><img src="data:image/png;base64,iVBORw0KGgo="><img src="data:image/jpeg;base64,/9j/4AAQ">' +
			'<a href="data:application/pdf;base64,JVBERi0=">not an image</a>';
		expect([...imagesShownIn(html)]).toEqual(['iVBORw0KGgo=', '/9j/4AAQ']);
		expect(imagesShownIn(undefined).size).toBe(0);
	});

	it('leaves a mail extra out before any filter, only with Skip Mail Extras', () => {
		const filters = { fileNameFilter: '*.pdf', skipMailExtras: true };
		expect(whyNotTaken(file('smime.p7s', 'application/pkcs7-signature'), some, filters)).toEqual({
			reasonCode: 'mailExtra',
			reason:
				'smime.p7s is left out: an S/MIME signature of the mail, not a document (Skip Mail Extras)',
		});
		expect(
			whyNotTaken(file('smime.p7s', 'application/pkcs7-signature'), some, {
				fileNameFilter: '*.pdf',
			})?.reasonCode,
		).toBe('fileNameFilter');
		expect(
			whyNotTaken(file('image001.png', 'image/png'), some, filters, { shownInText: true }),
		).toEqual({
			reasonCode: 'mailExtra',
			reason:
				"image001.png is left out: an image shown in the mail's text, such as a signature or logo (Skip Mail Extras)",
		});
	});

	it("names a kind by content in a filter's reason", () => {
		expect(
			whyNotTaken(
				file('Rechnung', 'application/octet-stream'),
				some,
				{ fileNameFilter: '*.pdf' },
				{
					kind: 'a PDF',
				},
			)?.reason,
		).toBe(
			'Rechnung is not taken: its name does not match the File Name Filter "*.pdf" (by its content it is a PDF)',
		);
	});
});

const harness = useNodeAgainstSandbox();
let workflow = 0;

describe('Skip Mail Extras through the engine', () => {
	let pdf: Buffer;
	beforeAll(async () => {
		pdf = await invoicePdf(CLEAN_INVOICE);
	});
	beforeEach(() => harness.sandbox.reset());

	const run = async (options: INodeParameters, input: INodeExecutionData[]) => {
		const parameters: INodeParameters = {
			file: 'data',
			waitForProcessing: false,
			inputFiles: 'all',
			output: 'raw',
			options,
		};
		return await harness.run('document', 'upload', parameters, {
			input,
			workflowId: `mail-extras-${++workflow}`,
		});
	};

	/** An Outlook mail: an invoice, its signature image (above the logo limit) shown in the text, and the rest. */
	const mail = (): INodeExecutionData => {
		const signature = Buffer.concat([
			Buffer.from('\x89PNG\r\n\x1a\n', 'latin1'),
			crypto.randomBytes(60 * 1024),
		]);
		const scan = Buffer.concat([
			Buffer.from([0xff, 0xd8, 0xff, 0xe0]),
			crypto.randomBytes(80 * 1024),
		]);
		return {
			json: {
				subject: 'Invoice',
				html: `<p>Regards</p><img src="data:image/png;base64,${signature.toString('base64')}">`,
			},
			binary: {
				attachment_0: binaryFrom(pdf, 'invoice-7.pdf', 'application/pdf'),
				attachment_1: binaryFrom(signature, 'image001.png', 'image/png'),
				attachment_2: binaryFrom(
					Buffer.from('0\x82sig'),
					'smime.p7s',
					'application/pkcs7-signature',
				),
				attachment_3: binaryFrom(Buffer.from('BEGIN:VCALENDAR'), 'invite.ics', 'text/calendar'),
				attachment_4: binaryFrom(Buffer.from('BEGIN:VCARD'), 'Anna.vcf', 'text/x-vcard'),
				attachment_5: binaryFrom(scan, 'receipt.jpg', 'image/jpeg'),
				attachment_6: binaryFrom(
					pdf.subarray(0, pdf.length - 1),
					'Rechnung',
					'application/octet-stream',
				),
			},
		};
	};
	const FILTERS = {
		fileNameFilter: '*.pdf, *.jpg, *.png',
		skipImagesSmallerThanKb: 30,
		outputFilesNotTaken: true,
	};

	it('uploads the documents only; the extras are mailExtra, the PDF without .pdf is named a PDF', async () => {
		const { items, error } = await run({ ...FILTERS, skipMailExtras: true }, [mail()]);
		expect(error).toBeUndefined();
		expect(
			harness.sandbox.requests
				.filter((request) => request.endpoint === 'document.upload')
				.flatMap((request) => request.files.map((one) => one.filename)),
		).toEqual(['invoice-7.pdf', 'receipt.jpg']);
		expect(
			items.map((item) => [item.json.binaryField, item.json.reasonCode ?? 'uploaded']),
		).toEqual([
			['attachment_0', 'uploaded'],
			['attachment_1', 'mailExtra'],
			['attachment_2', 'mailExtra'],
			['attachment_3', 'mailExtra'],
			['attachment_4', 'mailExtra'],
			['attachment_5', 'uploaded'],
			['attachment_6', 'fileNameFilter'],
		]);
		expect(items[6].json.reason).toMatch(/\(by its content it is a PDF\)$/);
	});

	it('without the option, the signature image above the limit is uploaded as before', async () => {
		const { items } = await run(FILTERS, [mail()]);
		expect(items.map((item) => item.json.reasonCode ?? 'uploaded')).toEqual([
			'uploaded',
			'uploaded',
			'fileNameFilter',
			'fileNameFilter',
			'fileNameFilter',
			'uploaded',
			'fileNameFilter',
		]);
	});
});
