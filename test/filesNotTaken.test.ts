/**
 * Output Files Not Taken (Upload and Upload Many with All Binary Fields) through n8n's engine
 * against the sandbox: an item for each file an upload leaves out and for an item without files,
 * with the reason and the file; and an empty file never taken for a duplicate.
 */
import type { IDataObject, INodeExecutionData } from 'n8n-workflow';

import {
	isNotTaken,
	notTakenItem,
	notTakenJson,
	shapeTakenOnly,
} from '../nodes/DocumentProcessing/transport/filesNotTaken';
import { whyNotTaken, type InputFile } from '../nodes/DocumentProcessing/transport/inputFiles';
import { forgetUploadsOfThisProcess } from '../nodes/DocumentProcessing/transport/uploadMemory';
import { binaryBuffer, binaryFrom } from './engine';
import { request, sentRequest } from './support/areaHarness';
import { answerReadings, CLEAN_READING, DOUBTFUL_READING } from './support/invoiceReadings';
import { CLEAN_INVOICE, DOUBTFUL_INVOICE, invoicePdf } from './support/invoicePdf';
import { useNodeAgainstSandbox } from './support/nodeUnderTest';

const harness = useNodeAgainstSandbox();
const requests = (prefix: string) =>
	harness.sandbox.requests.filter((request) => request.endpoint?.startsWith(prefix));
const uploads = () => requests('document.upload');
const logo = Buffer.from('\x89PNG\r\n\x1a\n-a-logo-', 'latin1');
const empty = Buffer.alloc(0);

let clean: Buffer;
let doubtful: Buffer;
let workflow = 0;
let workflowId: string;

beforeAll(async () => {
	[clean, doubtful] = await Promise.all([invoicePdf(CLEAN_INVOICE), invoicePdf(DOUBTFUL_INVOICE)]);
});

beforeEach(() => {
	harness.sandbox.reset();
	workflowId = `not-taken-${++workflow}`;
});

/** A mail with a file for every reason, between two invoices. */
const mail = (): INodeExecutionData => ({
	json: { subject: 'Invoices for March' },
	binary: {
		attachment_0: binaryFrom(clean, 'invoice-100.pdf', 'application/pdf'),
		attachment_1: binaryFrom(Buffer.from('PK\x03\x04zip'), 'invoice.zip', 'application/zip'),
		attachment_2: binaryFrom(Buffer.from('see attached'), 'notes.pdf', 'text/plain'),
		attachment_3: binaryFrom(logo, 'logo.png', 'image/png'),
		attachment_4: binaryFrom(empty, 'invoice.pdf', 'application/pdf'),
		attachment_5: binaryFrom(doubtful, 'INVOICE-200.PDF', 'application/pdf'),
	},
});

const FILTERS = {
	fileNameFilter: '*.pdf, *.png',
	mimeTypeFilter: '!text/*',
	skipImagesSmallerThanKb: 30,
};

const run = async (
	operation: 'upload' | 'uploadMany',
	parameters: IDataObject,
	input: INodeExecutionData[],
	options: { continueOnFail?: boolean; workflowStaticData?: IDataObject } = {},
) =>
	await harness.run(
		'document',
		operation,
		{ file: 'data', files: 'data', waitForProcessing: false, ...parameters },
		{ input, workflowId, ...options },
	);

const notTakenOf = (items: INodeExecutionData[]) =>
	items.filter((item) => item.json.taken === false).map((item) => item.json);

describe('Output Files Not Taken: the reasons', () => {
	it.each(['upload', 'uploadMany'] as const)(
		'%s: an item for each file left out, with its reason and its file, in the mail’s order',
		async (operation) => {
			const input = mail();
			const { items, error } = await run(
				operation,
				{ inputFiles: 'all', output: 'raw', options: { ...FILTERS, outputFilesNotTaken: true } },
				[input],
			);
			expect(error).toBeUndefined();
			expect(uploads().flatMap((request) => request.files.map((file) => file.filename))).toEqual([
				'invoice-100.pdf',
				'INVOICE-200.PDF',
			]);
			expect(items.map((item) => [item.json.binaryField, item.json.taken])).toEqual([
				['attachment_0', true],
				['attachment_1', false],
				['attachment_2', false],
				['attachment_3', false],
				['attachment_4', false],
				['attachment_5', true],
			]);
			expect(items.map((item) => item.pairedItem)).toEqual(items.map(() => ({ item: 0 })));
			expect(notTakenOf(items)).toEqual([
				{
					taken: false,
					fileName: 'invoice.zip',
					binaryField: 'attachment_1',
					mimeType: 'application/zip',
					sizeBytes: 7,
					reasonCode: 'fileNameFilter',
					reason:
						'invoice.zip is not taken: its name does not match the File Name Filter "*.pdf, *.png"',
				},
				{
					taken: false,
					fileName: 'notes.pdf',
					binaryField: 'attachment_2',
					mimeType: 'text/plain',
					sizeBytes: 12,
					reasonCode: 'mimeTypeFilter',
					reason:
						'notes.pdf is not taken: its type text/plain does not match the MIME Type Filter "!text/*"',
				},
				{
					taken: false,
					fileName: 'logo.png',
					binaryField: 'attachment_3',
					mimeType: 'image/png',
					sizeBytes: logo.length,
					reasonCode: 'smallImage',
					reason:
						'logo.png is left out: an image under 30 KB (Skip Images Smaller Than (KB)), such as a logo or signature',
				},
				{
					taken: false,
					fileName: 'invoice.pdf',
					binaryField: 'attachment_4',
					mimeType: 'application/pdf',
					sizeBytes: 0,
					reasonCode: 'emptyFile',
					reason: 'invoice.pdf is empty (0 bytes): there is nothing to process',
				},
			]);
			// The uploaded ones: the document as without the option, and taken: true.
			expect(items[0].json).toMatchObject({
				fileName: 'invoice-100.pdf',
				binaryField: 'attachment_0',
				file_name: 'invoice-100.pdf',
				taken: true,
			});
			expect(items[0].json.doc_id).toEqual(expect.any(String));
			expect(items[0].binary).toBeUndefined();
			// Each file not taken goes on with its binary, and only that one.
			for (const item of items.filter((one) => one.json.taken === false)) {
				const field = item.json.binaryField as string;
				expect(Object.keys(item.binary ?? {})).toEqual([field]);
				expect(await binaryBuffer(item, field)).toEqual(await binaryBuffer(input, field));
				expect(item.binary![field].fileName).toBe(input.binary![field].fileName);
			}
		},
	);

	it('an item without files gives one item saying so; with Stop With an Error the error stays', async () => {
		const options = { outputFilesNotTaken: true };
		const { items } = await run('upload', { inputFiles: 'all', options }, [
			{ json: { subject: 'Lunch?' } },
			{ json: {}, binary: { data: binaryFrom(clean, 'a.pdf', 'application/pdf') } },
		]);
		expect(items.map((item) => item.pairedItem)).toEqual([{ item: 0 }, { item: 1 }]);
		expect(items[0]).toEqual({
			json: {
				taken: false,
				fileName: null,
				binaryField: null,
				mimeType: null,
				sizeBytes: null,
				reasonCode: 'noFile',
				reason: 'The item has no file (no attachment)',
			},
			pairedItem: { item: 0 },
		});
		expect(items[1].json).toMatchObject({ taken: true, fileName: 'a.pdf' });
		const { error } = await run(
			'upload',
			{ inputFiles: 'all', options: { ...options, whenNoFileMatches: 'error' } },
			[{ json: {} }],
		);
		expect(error?.message).toContain('the input item has no binary fields');
	});

	it('an item whose files are all left out gives only their items; Stop With an Error names the empty file', async () => {
		const onlyLogo: INodeExecutionData = {
			json: {},
			binary: {
				attachment_0: binaryFrom(logo, 'logo.png', 'image/png'),
				attachment_1: binaryFrom(empty, 'scan.pdf', 'application/pdf'),
			},
		};
		const options = { skipImagesSmallerThanKb: 30, outputFilesNotTaken: true };
		const { items } = await run('upload', { inputFiles: 'all', options }, [onlyLogo]);
		expect(uploads()).toHaveLength(0);
		expect(items.map((item) => item.json.reasonCode)).toEqual(['smallImage', 'emptyFile']);
		const { error } = await run(
			'upload',
			{ inputFiles: 'all', options: { ...options, whenNoFileMatches: 'error' } },
			[onlyLogo],
		);
		expect(error?.message).toContain(
			'no binary field of the input item matches the Skip Images Smaller Than (KB) 30 and Output Files Not Taken (empty files are not uploaded)',
		);
	});

	it('files kept by n8n on disk: the binary goes on as n8n stores it, its size from n8n', async () => {
		const input = mail();
		const { items, error } = await harness.run(
			'document',
			'upload',
			{
				inputFiles: 'all',
				waitForProcessing: false,
				output: 'raw',
				options: { ...FILTERS, outputFilesNotTaken: true },
			},
			{ input: [input], workflowId, binaryDataMode: 'filesystem' },
		);
		expect(error).toBeUndefined();
		const zip = items.find((item) => item.json.reasonCode === 'fileNameFilter')!;
		expect(zip.json.sizeBytes).toBe(7);
		expect(zip.binary!.attachment_1.id).toEqual(expect.any(String));
		expect(await binaryBuffer(zip, 'attachment_1')).toEqual(Buffer.from('PK\x03\x04zip'));
		expect(notTakenOf(items).map((json) => json.reasonCode)).toEqual([
			'fileNameFilter',
			'mimeTypeFilter',
			'smallImage',
			'emptyFile',
		]);
	});
});

describe('Output Files Not Taken with the document outputs', () => {
	it('Wait for Processing and Simplified: only the documents are waited for and read', async () => {
		answerReadings(harness.sandbox, {
			'invoice-100.pdf': CLEAN_READING,
			'INVOICE-200.PDF': DOUBTFUL_READING,
		});
		const { items, error } = await run(
			'upload',
			{
				inputFiles: 'all',
				waitForProcessing: true,
				waitOptions: { pollInterval: 0.05, timeout: 5 },
				output: 'simplified',
				options: { ...FILTERS, outputFilesNotTaken: true },
			},
			[mail()],
		);
		expect(error).toBeUndefined();
		expect(items.map((item) => item.json.taken)).toEqual([true, false, false, false, false, true]);
		expect(items[0].json).toMatchObject({
			status: 'ready_for_validation',
			timedOut: false,
			needsReview: false,
			fileName: 'invoice-100.pdf',
			taken: true,
		});
		expect(items[5].json).toMatchObject({ needsReview: true, taken: true });
		expect(notTakenOf(items).every((json) => Object.keys(json).length === 7)).toBe(true);
		// The requests after the uploads: status checks and extraction results of the two documents.
		const ids = items.filter((item) => item.json.taken).map((item) => String(item.json.doc_id));
		const after = harness.sandbox.requests.filter(
			(request) => !request.endpoint?.startsWith('document.upload'),
		);
		// Side by side: in any order.
		const seen = after.map(sentRequest);
		expect(seen).toHaveLength(4);
		expect(seen).toEqual(
			expect.arrayContaining([
				request('GET', `/document/status/${ids[0]}`),
				request('GET', `/document/status/${ids[1]}`),
				request('POST', '/document/extraction_result', { body: { doc_id: ids[0] } }),
				request('POST', '/document/extraction_result', { body: { doc_id: ids[1] } }),
			]),
		);
	});

	it('Selected Fields and Line Items as Items: each document item gets taken: true', async () => {
		answerReadings(harness.sandbox, { 'invoice-100.pdf': CLEAN_READING });
		const { items, error } = await run(
			'upload',
			{
				inputFiles: 'all',
				waitForProcessing: true,
				waitOptions: { pollInterval: 0.05, timeout: 5 },
				output: 'selectedFields',
				selectedFields: 'doc_id, fileName',
				options: { fileNameFilter: '*.pdf', outputFilesNotTaken: true },
			},
			[
				{
					json: {},
					binary: {
						attachment_0: binaryFrom(logo, 'logo.png', 'image/png'),
						attachment_1: binaryFrom(clean, 'invoice-100.pdf', 'application/pdf'),
					},
				},
			],
		);
		expect(error).toBeUndefined();
		expect(items.map((item) => Object.keys(item.json))).toEqual([
			['taken', 'fileName', 'binaryField', 'mimeType', 'sizeBytes', 'reasonCode', 'reason'],
			['doc_id', 'fileName', 'taken'],
		]);
		const docId = String(items[1].json.doc_id);
		expect(harness.sandbox.requests.map(sentRequest)).toEqual([
			request('POST', '/document/process', { files: ['file: invoice-100.pdf'] }),
			request('GET', `/document/status/${docId}`),
			request('POST', '/document/extraction_result', { body: { doc_id: docId } }),
		]);
		const lines = await run(
			'upload',
			{
				inputFiles: 'all',
				waitForProcessing: true,
				waitOptions: { pollInterval: 0.05, timeout: 5 },
				output: 'simplified',
				options: { fileNameFilter: '*.pdf', outputFilesNotTaken: true, lineItemsAsItems: true },
			},
			[
				{
					json: {},
					binary: {
						attachment_0: binaryFrom(clean, 'invoice-100.pdf', 'application/pdf'),
						attachment_1: binaryFrom(logo, 'logo.png', 'image/png'),
					},
				},
			],
		);
		// The invoice's two line items, then the logo.
		expect(lines.items.map((item) => [item.json.lineNumber, item.json.taken])).toEqual([
			[1, true],
			[2, true],
			[undefined, false],
		]);
	});

	it('Skip Duplicates: a duplicate is taken (its earlier document), an empty file is not', async () => {
		const options = { outputFilesNotTaken: true };
		const item = (): INodeExecutionData => ({
			json: {},
			binary: {
				attachment_0: binaryFrom(clean, 'a.pdf', 'application/pdf'),
				attachment_1: binaryFrom(empty, 'b.pdf', 'application/pdf'),
			},
		});
		const parameters = { inputFiles: 'all', output: 'raw', skipDuplicates: true, options };
		const first = await run('upload', parameters, [item()]);
		const second = await run('upload', parameters, [item()]);
		expect(uploads()).toHaveLength(1);
		expect(first.items.map((one) => [one.json.duplicate, one.json.taken])).toEqual([
			[false, true],
			[undefined, false],
		]);
		expect(second.items[0].json).toMatchObject({
			doc_id: first.items[0].json.doc_id,
			duplicate: true,
			taken: true,
		});
		expect(second.items[1].json.reasonCode).toBe('emptyFile');
	});

	it('Continue On Fail: a failed upload is the error item of its input item, as without the option', async () => {
		harness.sandbox.state.failNext('document.upload', 400);
		const { items, error } = await run(
			'upload',
			{ inputFiles: 'all', options: { ...FILTERS, outputFilesNotTaken: true } },
			[mail(), { json: {} }],
			{ continueOnFail: true },
		);
		expect(error).toBeUndefined();
		expect(items).toHaveLength(2);
		expect(items[0].json.error).toEqual(expect.any(String));
		expect(items[0].pairedItem).toEqual({ item: 0 });
		expect(items[1].json).toMatchObject({ taken: false, reasonCode: 'noFile' });
		expect(items[1].pairedItem).toEqual({ item: 1 });
	});

	it('without the option the outputs have no taken key and leave files out silently', async () => {
		const { items } = await run('upload', { inputFiles: 'all', output: 'raw', options: FILTERS }, [
			mail(),
			{ json: {} },
		]);
		expect(items.map((item) => item.json.fileName)).toEqual([
			'invoice-100.pdf',
			'invoice.pdf',
			'INVOICE-200.PDF',
		]);
		expect(items.some((item) => 'taken' in item.json)).toBe(false);
	});
});

describe('Skip Duplicates: an empty file is never a duplicate', () => {
	const skip = { waitForProcessing: false, output: 'raw', skipDuplicates: true };
	const emptyInvoice = (): INodeExecutionData => ({
		json: {},
		binary: { data: binaryFrom(empty, 'invoice.pdf', 'application/pdf') },
	});

	it('two senders’ empty invoice.pdf, in two executions, are both uploaded and not remembered', async () => {
		const first = await run('upload', skip, [emptyInvoice()]);
		expect(first.error).toBeUndefined();
		forgetUploadsOfThisProcess();
		const second = await run('upload', skip, [emptyInvoice()], {
			workflowStaticData: first.staticData,
		});
		expect(uploads()).toHaveLength(2);
		expect([first.items[0].json.duplicate, second.items[0].json.duplicate]).toEqual([false, false]);
		expect(second.items[0].json.doc_id).not.toBe(first.items[0].json.doc_id);
		const remembered = (second.staticData.global as IDataObject | undefined)
			?.documentProcessingUploads;
		expect(remembered ?? []).toEqual([]);
		// Two in one execution, side by side in Upload Many too.
		const many = await run('uploadMany', { ...skip, inputFiles: 'all' }, [
			{
				json: {},
				binary: {
					attachment_0: binaryFrom(empty, 'a.pdf', 'application/pdf'),
					attachment_1: binaryFrom(empty, 'b.pdf', 'application/pdf'),
				},
			},
		]);
		expect(many.items.map((item) => item.json.duplicate)).toEqual([false, false]);
		expect(uploads()[2].files).toHaveLength(2);
	});
});

describe('the pure parts', () => {
	const file = (fileName: string, mimeType: string): InputFile => ({
		binaryField: 'attachment_0',
		fileName,
		mimeType,
	});
	const binary = (bytes: Buffer, name: string, mimeType: string) =>
		binaryFrom(bytes, name, mimeType);

	it('whyNotTaken: the first option that leaves the file out, in their order; undefined when taken', () => {
		const zip = file('invoice.zip', 'application/zip');
		expect(whyNotTaken(zip, binary(logo, 'invoice.zip', 'application/zip'), {})).toBeUndefined();
		expect(
			whyNotTaken(zip, binary(logo, 'invoice.zip', 'application/zip'), {
				fileNameFilter: ' *.pdf, *.jpg ',
				mimeTypeFilter: 'image/*',
			}),
		).toEqual({
			reasonCode: 'fileNameFilter',
			reason:
				'invoice.zip is not taken: its name does not match the File Name Filter "*.pdf, *.jpg"',
		});
		const emptyLogo = binary(empty, 'logo.png', 'image/png');
		expect(
			whyNotTaken(file('logo.png', 'image/png'), emptyLogo, {
				skipImagesSmallerThanKb: 30,
				outputFilesNotTaken: true,
			})?.reasonCode,
		).toBe('smallImage');
		const emptyPdf = binary(empty, 'invoice.pdf', 'application/pdf');
		const pdf = file('invoice.pdf', 'application/pdf');
		expect(whyNotTaken(pdf, emptyPdf, { outputFilesNotTaken: true })).toEqual({
			reasonCode: 'emptyFile',
			reason: 'invoice.pdf is empty (0 bytes): there is nothing to process',
		});
		// Without the option an empty file is uploaded, as before.
		expect(whyNotTaken(pdf, emptyPdf, { skipImagesSmallerThanKb: 30 })).toBeUndefined();
		// A size n8n does not tell is not taken for empty.
		expect(
			whyNotTaken(
				pdf,
				{ mimeType: 'application/pdf', data: '', id: 'filesystem-v2:x' },
				{
					outputFilesNotTaken: true,
				},
			),
		).toBeUndefined();
	});

	it('notTakenJson: the file and the reason; nulls for an item without files', () => {
		const pdf = file('a.pdf', 'application/pdf');
		const reason = { reasonCode: 'emptyFile' as const, reason: 'r' };
		expect(notTakenJson({ file: pdf, binary: { mimeType: 'x', data: '' } }, reason)).toEqual({
			taken: false,
			fileName: 'a.pdf',
			binaryField: 'attachment_0',
			mimeType: 'application/pdf',
			sizeBytes: 0,
			...reason,
		});
		expect(
			notTakenJson({ file: pdf, binary: { mimeType: 'x', data: '', id: 'fs:1' } }, reason)
				.sizeBytes,
		).toBeNull();
	});

	it('shapeTakenOnly: the documents shaped together, the items not taken kept in place', async () => {
		const doc = (id: string): INodeExecutionData => ({ json: { doc_id: id } });
		const left = notTakenItem(0, undefined, { reasonCode: 'noFile', reason: 'none' });
		expect(isNotTaken(left)).toBe(true);
		expect(isNotTaken(doc('d1'))).toBe(false);
		const seen: string[][] = [];
		const out = await shapeTakenOnly([doc('d1'), left, doc('d2')], async (documents) => {
			seen.push(documents.map((item) => String(item.json.doc_id)));
			return documents.map((item) => [item, { json: { ...item.json, line: 2 } }]);
		});
		expect(seen).toEqual([['d1', 'd2']]);
		expect(out.map((item) => item.json)).toEqual([
			{ doc_id: 'd1', taken: true },
			{ doc_id: 'd1', line: 2, taken: true },
			left.json,
			{ doc_id: 'd2', taken: true },
			{ doc_id: 'd2', line: 2, taken: true },
		]);
		expect(out[2]).toBe(left);
	});
});
