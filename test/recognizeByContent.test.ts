/**
 * Recognize Files by Content (issue 39): a file is the kind its first bytes show, whatever its
 * name says. A PDF named without .pdf passes the filters and goes to the service as a PDF; a file
 * named .pdf whose bytes are no PDF (what n8n's Compression node unpacks from a ZIP whose stored
 * entries have a ZipCrypto password: the encrypted bytes, no error) is not taken, and its reason
 * names the password. The pure rules, then Upload with All Binary Fields through n8n's engine
 * against the sandbox, with n8n keeping the files in memory and on disk.
 */
import crypto from 'node:crypto';
import type { INodeExecutionData, INodeParameters } from 'n8n-workflow';

import {
	recognized,
	whyNotTaken,
	type InputFile,
} from '../nodes/DocumentProcessing/transport/inputFiles';
import { binaryFrom } from './engine';
import { CLEAN_INVOICE, invoicePdf } from './support/invoicePdf';
import { useNodeAgainstSandbox } from './support/nodeUnderTest';

const file = (fileName: string, mimeType = 'application/octet-stream'): InputFile => ({
	binaryField: 'attachment_0',
	fileName,
	mimeType,
});
const PDF_HEAD = Buffer.from('%PDF-1.7\n');
const JPEG_HEAD = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10]);
const some = binaryFrom(Buffer.from('x'.repeat(100)), 'x', 'application/octet-stream');

describe('Recognize Files by Content: the rules', () => {
	it('a PDF without .pdf is a PDF, named and typed so', () => {
		expect(recognized(file('Rechnung_4712'), PDF_HEAD)).toEqual({
			file: {
				...file('Rechnung_4712'),
				sentAs: { fileName: 'Rechnung_4712.pdf', mimeType: 'application/pdf' },
			},
		});
		expect(recognized(file('scan.dat'), JPEG_HEAD).file.sentAs).toEqual({
			fileName: 'scan.dat.jpg',
			mimeType: 'image/jpeg',
		});
	});

	it('a file that is what its name says stays as it is', () => {
		expect(recognized(file('invoice.PDF', 'application/pdf'), PDF_HEAD)).toEqual({
			file: file('invoice.PDF', 'application/pdf'),
		});
	});

	it('a .pdf whose bytes are no PDF: the kind its name says is missing', () => {
		expect(recognized(file('invoice.pdf'), crypto.randomBytes(1029))).toEqual({
			file: file('invoice.pdf'),
			namedKindMissing: 'a PDF',
		});
		expect(recognized(file('photo.jpeg'), Buffer.from('GIF89a')).namedKindMissing).toBe(
			'a JPEG image',
		);
	});

	it('version 7 relabels a PDF named .pdf but typed text/plain; version 6 kept the label (issue 51)', () => {
		expect(
			recognized(file('R.pdf', 'text/plain'), PDF_HEAD, { relabel: true }).file.sentAs,
		).toEqual({ fileName: 'R.pdf', mimeType: 'application/pdf' });
		expect(recognized(file('R.pdf', 'text/plain'), PDF_HEAD).file.sentAs).toBeUndefined();
		expect(
			recognized(file('R.pdf', 'application/pdf'), PDF_HEAD, { relabel: true }).file.sentAs,
		).toBeUndefined();
	});

	it('a file whose name says no kind the bytes could show is left to the filters', () => {
		expect(recognized(file('notes.txt'), Buffer.from('hello'))).toEqual({
			file: file('notes.txt'),
		});
	});

	it("the reason of a .pdf that is none names a ZIP's password and damage", () => {
		expect(whyNotTaken(file('R-0001.pdf'), some, {}, { namedKindMissing: 'a PDF' })).toEqual({
			reasonCode: 'notAsNamed',
			reason:
				'R-0001.pdf is not taken: its name says a PDF, but its content is not one, so it is encrypted (such as a file from a ZIP archive with a password) or damaged (Recognize Files by Content)',
		});
	});

	it('the filters see the file as its bytes show it; its reason keeps its own name', () => {
		const seen = recognized(file('Rechnung_4712'), PDF_HEAD).file;
		expect(whyNotTaken(seen, some, { fileNameFilter: '*.pdf' })).toBeUndefined();
		expect(whyNotTaken(seen, some, { fileNameFilter: '*.jpg' })?.reason).toBe(
			'Rechnung_4712 is not taken: its name does not match the File Name Filter "*.jpg"',
		);
	});

	it('a filter that leaves a file out says so first', () => {
		expect(
			whyNotTaken(
				file('R-0001.pdf'),
				some,
				{ fileNameFilter: '*.jpg' },
				{ namedKindMissing: 'a PDF' },
			)?.reasonCode,
		).toBe('fileNameFilter');
	});
});

const harness = useNodeAgainstSandbox();
/** The files the sandbox received, each as [name, type]. */
const uploaded = () =>
	harness.sandbox.requests
		.filter((request) => request.endpoint === 'document.upload')
		.flatMap((request) => request.files.map((one) => [one.filename, one.contentType]));
let workflow = 0;

describe('Recognize Files by Content through the engine', () => {
	let pdf: Buffer;
	beforeAll(async () => {
		pdf = await invoicePdf(CLEAN_INVOICE);
	});
	beforeEach(() => harness.sandbox.reset());

	/** A mail: an invoice, the same PDF without .pdf, a scrambled .pdf (a ZipCrypto entry) and notes. */
	const mail = (): INodeExecutionData => ({
		json: { subject: 'Invoices' },
		binary: {
			attachment_0: binaryFrom(pdf, 'invoice-7.pdf', 'application/pdf'),
			attachment_1: binaryFrom(
				Buffer.concat([pdf, Buffer.from('\n% another\n')]),
				'Rechnung_4712',
				'application/octet-stream',
			),
			attachment_2: binaryFrom(crypto.randomBytes(4096), 'R-0001.pdf', 'application/pdf'),
			attachment_3: binaryFrom(Buffer.from('some notes'), 'notes.txt', 'text/plain'),
		},
	});
	const FILTERS = { fileNameFilter: '*.pdf, *.jpg', outputFilesNotTaken: true };

	const run = async (
		options: INodeParameters,
		binaryDataMode: 'default' | 'filesystem' = 'default',
	) =>
		await harness.run(
			'document',
			'upload',
			{ file: 'data', waitForProcessing: false, inputFiles: 'all', output: 'raw', options },
			{ input: [mail()], workflowId: `recognize-${++workflow}`, binaryDataMode },
		);
	it.each(['default', 'filesystem'] as const)(
		'n8n keeping files %s: the PDF without .pdf goes to the service as Rechnung_4712.pdf, the scrambled .pdf is not taken',
		async (mode) => {
			const { items, error } = await run({ ...FILTERS, recognizeByContent: true }, mode);
			expect(error).toBeUndefined();
			expect(uploaded()).toEqual([
				['invoice-7.pdf', 'application/pdf'],
				['Rechnung_4712.pdf', 'application/pdf'],
			]);
			expect(items.map((item) => [item.json.fileName, item.json.reasonCode ?? 'uploaded'])).toEqual(
				[
					['invoice-7.pdf', 'uploaded'],
					['Rechnung_4712', 'uploaded'],
					['R-0001.pdf', 'notAsNamed'],
					['notes.txt', 'fileNameFilter'],
				],
			);
			expect(items[2].json.reason).toContain('a ZIP archive with a password');
		},
	);

	it('Skip Duplicates finds an earlier upload by the name the file was sent as (a retried execution after a crash)', async () => {
		const options = { ...FILTERS, recognizeByContent: true, skipDuplicates: true };
		await run(options);
		// Another workflow has no memory of it: the service is asked, as a retried execution does.
		const { items, error } = await run({ ...options, lookUpEarlierUploads: 'always' });
		expect(error).toBeUndefined();
		const renamed = uploaded().filter(([name]) => name === 'Rechnung_4712.pdf');
		expect(renamed).toHaveLength(1);
		expect(items.find((item) => item.json.fileName === 'Rechnung_4712')?.json.duplicate).toBe(true);
	});

	it('without the option, as before: the PDF without .pdf is only named, the scrambled .pdf is sent', async () => {
		const { items } = await run(FILTERS);
		expect(uploaded().map(([name]) => name)).toEqual(['invoice-7.pdf', 'R-0001.pdf']);
		expect(items.map((item) => item.json.reasonCode ?? 'uploaded')).toEqual([
			'uploaded',
			'fileNameFilter',
			'uploaded',
			'fileNameFilter',
		]);
		expect(items[1].json.reason).toMatch(/\(by its content it is a PDF\)$/);
	});
});

// "A PDF labelled text/plain (or application/octet-stream, or with no name) is uploaded as the PDF
// it is" (issue 51): the service refuses a document sent as text/plain.
describe('a PDF whose label is harmless but wrong', () => {
	beforeEach(() => harness.sandbox.reset());

	it('labelled text/plain, or with no name, goes to the service as the PDF it is', async () => {
		const pdf = await invoicePdf(CLEAN_INVOICE);
		const { items, error } = await harness.run(
			'document',
			'upload',
			{
				file: 'data',
				waitForProcessing: true,
				inputFiles: 'all',
				output: 'raw',
				options: { recognizeByContent: true, outputFilesNotTaken: true },
			},
			{
				input: [
					{
						json: {},
						binary: {
							attachment_0: binaryFrom(pdf, 'Rechnung 4711.pdf', 'text/plain'),
							attachment_1: binaryFrom(Buffer.concat([pdf, Buffer.from('\n')]), '', ''),
						},
					},
				],
				workflowId: `recognize-${++workflow}`,
			},
		);
		expect(error).toBeUndefined();
		expect(uploaded().map(([, contentType]) => contentType)).toEqual([
			'application/pdf',
			'application/pdf',
		]);
		expect(items.map((item) => item.json.reasonCode ?? 'uploaded')).toEqual([
			'uploaded',
			'uploaded',
		]);
		// The service read them: neither was refused as "not a document the service reads".
		expect(harness.sandbox.state.listDocuments().map((document) => document.status)).not.toContain(
			'error',
		);
	});
});
