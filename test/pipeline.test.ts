/* eslint-disable @n8n/community-nodes/no-restricted-globals -- dev-only code, never published; eslint.dev.config.mjs lints it */
/**
 * Document pipelines through n8n's engine against the sandbox: simplified output, line items as
 * items, every attachment, duplicates skipped, and the waits.
 */
import type { IDataObject, INodeExecutionData, WorkflowExecuteMode } from 'n8n-workflow';

import { forgetUploadsOfThisProcess } from '../nodes/DocumentProcessing/transport/uploadMemory';
import { binaryFrom } from './engine';
import { request, sentRequest } from './support/areaHarness';
import { answerReadings, CLEAN_READING, DOUBTFUL_READING } from './support/invoiceReadings';
import { CLEAN_INVOICE, DOUBTFUL_INVOICE, invoicePdf } from './support/invoicePdf';
import { useNodeAgainstSandbox } from './support/nodeUnderTest';

const harness = useNodeAgainstSandbox();
const state = () => harness.sandbox.state;
const uploads = () =>
	harness.sandbox.requests.filter((request) => request.endpoint?.startsWith('document.upload'));
const quickWait = { pollInterval: 0.05, timeout: 5 };
const logo = Buffer.from('\x89PNG\r\n\x1a\n-a-logo-', 'latin1');

let clean: Buffer;
let doubtful: Buffer;
let workflow = 0;
/** A workflow of its own for each test: Skip Duplicates remembers per workflow. */
let workflowId: string;

beforeAll(async () => {
	[clean, doubtful] = await Promise.all([invoicePdf(CLEAN_INVOICE), invoicePdf(DOUBTFUL_INVOICE)]);
});

beforeEach(() => {
	harness.sandbox.reset();
	workflowId = `pipeline-${++workflow}`;
});

/** The requests of uploads that waited and read the results: the uploads, then (side by side, in any order) each document's status and extraction result. */
function expectReadUploads(files: Array<[string, string]>) {
	const sent = harness.sandbox.requests.map(sentRequest);
	expect(sent.slice(0, files.length)).toEqual(
		files.map(([fileName]) =>
			request('POST', '/document/process', { files: [`file: ${fileName}`] }),
		),
	);
	const reads = files.flatMap(([, doc_id]) => [
		request('GET', `/document/status/${doc_id}`),
		request('POST', '/document/extraction_result', { body: { doc_id } }),
	]);
	expect(sent.slice(files.length)).toHaveLength(reads.length);
	expect(sent.slice(files.length)).toEqual(expect.arrayContaining(reads));
}

const pdfItem = (bytes: Buffer, name: string, property = 'data'): INodeExecutionData => ({
	json: {},
	binary: { [property]: binaryFrom(bytes, name, 'application/pdf') },
});

/** An e-mail as n8n's e-mail triggers give it: attachment_0, attachment_1, … */
const email = (): INodeExecutionData => ({
	json: { subject: 'Invoices for March' },
	binary: {
		attachment_0: binaryFrom(clean, 'invoice-100.pdf', 'application/pdf'),
		attachment_1: binaryFrom(logo, 'logo.png', 'image/png'),
		attachment_2: binaryFrom(doubtful, 'INVOICE-200.PDF', 'application/pdf'),
	},
});

async function upload(
	parameters: IDataObject,
	input: INodeExecutionData[],
	options: {
		workflowStaticData?: IDataObject;
		continueOnFail?: boolean;
		mode?: WorkflowExecuteMode;
	} = {},
) {
	return await harness.run(
		'document',
		'upload',
		// Skip Duplicates (on in new nodes) only where a test asks for it: the corpus reuses bytes.
		{
			file: 'data',
			waitForProcessing: true,
			waitOptions: quickWait,
			skipDuplicates: false,
			...parameters,
		},
		{ input, workflowId, ...options },
	);
}

describe('Output: Simplified and Raw', () => {
	it('simplified: id, status, type, fields, confidence, no doubtful field, line items', async () => {
		answerReadings(harness.sandbox, { 'invoice-100.pdf': CLEAN_READING });
		const { items, error } = await upload({}, [pdfItem(clean, 'invoice-100.pdf')]);
		expect(error).toBeUndefined();
		expect(items).toHaveLength(1);
		const [{ json }] = items;
		expect(json).toMatchObject({
			status: 'ready_for_validation',
			doc_type: 'invoice',
			file_name: 'invoice-100.pdf',
			timedOut: false,
			lowConfidenceFields: [],
			needsReview: false,
			fields: {
				invoice_number: 'INV-100',
				net_amount: 1000,
				tax_amount: 190,
				total_amount: 1190,
				supplier_name: 'ACME Supplies GmbH',
			},
			lineItems: [
				{ position: 1, description: 'Office chairs', quantity: 3, unit: 'pcs', amount: 300 },
				{ position: 2, description: 'Standing desk', quantity: 1, unit: 'pcs', amount: 700 },
			],
		});
		expect(json.doc_id).toMatch(/^doc_/);
		const fields = Object.keys(json.fields as IDataObject).sort();
		expect(Object.keys(json.confidence as IDataObject).sort()).toEqual(fields);
		for (const score of Object.values(json.confidence as Record<string, number>))
			expect(score).toBeGreaterThanOrEqual(0.9);
		// The status answer carries no fields: the extraction result was read once.
		expectReadUploads([['invoice-100.pdf', String(json.doc_id)]]);
	});

	it("raw: the service's answers as they are (the version 1 default)", async () => {
		for (const options of [{ output: 'raw' }, {}]) {
			const { items } = await harness.run(
				'document',
				'upload',
				{ file: 'data', waitForProcessing: true, waitOptions: quickWait, ...options },
				{ input: [pdfItem(clean, 'invoice-100.pdf')], typeVersion: 'output' in options ? 2 : 1 },
			);
			expect(Object.keys(items[0].json).sort()).toEqual(
				[
					'assigned_to',
					'created_on',
					'doc_id',
					'doc_type',
					'error_message',
					'file_name',
					'last_saved_on',
					'status',
					'timedOut',
				].sort(),
			);
		}
		expect(
			harness.sandbox.requests.filter((r) => r.endpoint === 'document.getExtractionResult'),
		).toHaveLength(0);
	});

	it('doubtful amounts are listed below the threshold and ask for review', async () => {
		answerReadings(harness.sandbox, { 'invoice-200.pdf': DOUBTFUL_READING });
		const { items } = await upload({}, [pdfItem(doubtful, 'invoice-200.pdf')]);
		expectReadUploads([['invoice-200.pdf', String(items[0].json.doc_id)]]);
		expect(items[0].json).toMatchObject({
			confidence: { net_amount: 0.66, tax_amount: 0.61, total_amount: 0.48 },
			needsReview: true,
		});
		expect((items[0].json.lowConfidenceFields as string[]).sort()).toEqual([
			'net_amount',
			'tax_amount',
			'total_amount',
		]);
		expect(items[0].json.lineItems).toHaveLength(3);
	});

	it.each([
		[0.66, ['tax_amount', 'total_amount']],
		[0.61, ['total_amount']],
		[0.48, []],
		[0, []],
	])('threshold %d: a score equal to it is not below it', async (threshold, low) => {
		const { doc_id } = state().addDocument({ file_name: 'x.pdf', status: 'ready_for_validation' });
		const document = state().getDocument(doc_id)!;
		document.field_confidence = { net_amount: 0.66, tax_amount: 0.61, total_amount: 0.48 };
		// Only the amounts are scored here: the other fields' missing scores are not this test's.
		const { items } = await harness.run('document', 'getExtractionResult', {
			doc_id,
			options: { confidenceThreshold: threshold, reviewWithoutScores: false },
		});
		expect((items[0].json.lowConfidenceFields as string[]).sort()).toEqual(low);
		expect(items[0].json.needsReview).toBe(low.length > 0);
	});

	it('threshold 1: every field not set by a person needs review', async () => {
		const { doc_id } = state().addDocument({ file_name: 'x.pdf', status: 'ready_for_validation' });
		state().getDocument(doc_id)!.field_confidence = { a: 1, b: 0.99 };
		const { items } = await harness.run('document', 'getExtractionResult', {
			doc_id,
			options: { confidenceThreshold: 1 },
		});
		expect(items[0].json.lowConfidenceFields).toEqual(['b']);
	});

	it('an upload without waiting is still processing: needsReview, with the reason in words', async () => {
		const { items } = await upload({ waitForProcessing: false }, [pdfItem(doubtful, 'd.pdf')]);
		expect(items[0].json).toMatchObject({
			status: 'processing',
			fields: {},
			needsReview: true,
			reviewReason:
				'the document is still processing (status processing): its fields are not read yet',
		});
	});

	it('a document without scores needs review; Review Documents Without Scores off trusts it', async () => {
		const { doc_id } = state().addDocument({ file_name: 'x.pdf', status: 'ready_for_validation' });
		state().getDocument(doc_id)!.field_confidence = {};
		const read = async (options: { reviewWithoutScores?: boolean }) =>
			(await harness.run('document', 'getExtractionResult', { doc_id, options })).items[0].json;
		expect(await read({})).toMatchObject({
			needsReview: true,
			reviewReason: "no scores in the service's answer",
		});
		expect(await read({ reviewWithoutScores: false })).toMatchObject({
			needsReview: false,
			reviewReason: null,
		});
	});

	it('Fields Needed: a document without one of them needs review, naming what was not read', async () => {
		const read = async (extracted_data: Record<string, unknown>) => {
			const { doc_id } = state().addDocument({
				file_name: 'x.pdf',
				status: 'ready_for_validation',
				extracted_data,
			});
			state().getDocument(doc_id)!.field_confidence = {};
			const options = {
				reviewWithoutScores: false,
				requiredFields: 'invoice_number or credit_note_number, supplier_name',
			};
			return (await harness.run('document', 'getExtractionResult', { doc_id, options })).items[0]
				.json;
		};
		// A credit note's number is as good as an invoice's.
		expect(await read({ credit_note_number: 'CN-1', supplier_name: 'ACME' })).toMatchObject({
			needsReview: false,
			reviewReason: null,
		});
		expect(await read({ invoice_number: ' ', supplier_name: 'ACME' })).toMatchObject({
			needsReview: true,
			reviewReason: 'not read: invoice_number or credit_note_number',
		});
		expect(await read({ invoice_number: 'R-1' })).toMatchObject({
			needsReview: true,
			reviewReason: 'not read: supplier_name',
		});
	});

	it('Fields Needed that names no field fails before anything is sent, naming the parameter', async () => {
		const { error } = await harness.run('document', 'get', {
			doc_id: 'doc_1',
			options: { requiredFields: 'invoice number' },
		});
		expect(error?.message).toBe(
			'Parameter "Fields Needed" must name fields (letters, digits, _ . -) separated by commas, with "or" between names that each will do; "invoice number" is no field name',
		);
		expect(harness.sandbox.requests).toHaveLength(0);
	});

	it('a threshold outside 0 to 1 fails before anything is sent, naming the parameter', async () => {
		const { error } = await harness.run('document', 'get', {
			doc_id: 'doc_1',
			options: { confidenceThreshold: 1.5 },
		});
		expect(error?.message).toContain(
			'Parameter "Confidence Threshold" must be a number from 0 to 1',
		);
		expect(harness.sandbox.requests).toHaveLength(0);
	});

	it('a status waiting for approval asks for review without a doubtful field', async () => {
		const { doc_id } = state().addDocument({ status: 'validated_pending_approval' });
		state().getDocument(doc_id)!.field_confidence = {};
		const { items } = await harness.run('document', 'getExtractionResult', { doc_id });
		expect(items[0].json).toMatchObject({ lowConfidenceFields: [], needsReview: true });
	});

	it('what the simplifier does not know is passed on under other, nothing dropped', async () => {
		const { doc_id } = state().addDocument({ status: 'ready_for_validation', priority: 2 });
		const { items } = await harness.run('document', 'get', { doc_id });
		const raw = (await harness.run('document', 'get', { doc_id, output: 'raw' })).items[0].json;
		const { other } = items[0].json as { other: IDataObject };
		expect(other).toMatchObject({
			priority: 2,
			content_type: raw.content_type,
			download_url: raw.download_url,
			pages: raw.pages,
		});
		const read = ['doc_id', 'status', 'doc_type', 'file_name', 'extracted_data'];
		const kept = [...read, 'field_confidence', 'tables', ...Object.keys(other)];
		expect(Object.keys(raw).filter((key) => !kept.includes(key))).toEqual([]);
	});
});

describe('Line items as items', () => {
	it('one item per line item with its document, paired to the input item', async () => {
		answerReadings(harness.sandbox, {
			'invoice-100.pdf': CLEAN_READING,
			'invoice-200.pdf': DOUBTFUL_READING,
		});
		const { items } = await upload({ options: { lineItemsAsItems: true } }, [
			pdfItem(clean, 'invoice-100.pdf'),
			pdfItem(doubtful, 'invoice-200.pdf'),
		]);
		expectReadUploads([
			['invoice-100.pdf', String(items[0].json.doc_id)],
			['invoice-200.pdf', String(items[2].json.doc_id)],
		]);
		expect(items).toHaveLength(5);
		expect(items.map((item) => item.pairedItem)).toEqual([
			{ item: 0 },
			{ item: 0 },
			{ item: 1 },
			{ item: 1 },
			{ item: 1 },
		]);
		expect(items.map((item) => [item.json.file_name, item.json.lineNumber])).toEqual([
			['invoice-100.pdf', 1],
			['invoice-100.pdf', 2],
			['invoice-200.pdf', 1],
			['invoice-200.pdf', 2],
			['invoice-200.pdf', 3],
		]);
		expect(items[2].json).toMatchObject({
			lineItem: { description: 'Consulting', quantity: 10, unit: 'h', amount: 1000 },
			fields: { invoice_number: 'INV-200' },
			needsReview: true,
		});
		expect(items[2].json).not.toHaveProperty('lineItems');
	});

	it('a document without line items stays one item', async () => {
		const { doc_id } = state().addDocument({ status: 'ready_for_validation' });
		const { items } = await harness.run('document', 'getExtractionResult', {
			doc_id,
			options: { lineItemsAsItems: true },
		});
		expect(items).toHaveLength(1);
		expect(items[0].json).toMatchObject({ doc_id, lineNumber: null, lineItem: null });
	});
});

describe('Every attachment', () => {
	it('uploads every binary field passing the file name filter, one document per file', async () => {
		answerReadings(harness.sandbox, {
			'invoice-100.pdf': CLEAN_READING,
			'INVOICE-200.PDF': DOUBTFUL_READING,
		});
		const { items, error } = await upload(
			{ inputFiles: 'all', options: { fileNameFilter: '*.pdf' } },
			[email()],
		);
		expect(error).toBeUndefined();
		expectReadUploads([
			['invoice-100.pdf', String(items[0].json.doc_id)],
			['INVOICE-200.PDF', String(items[1].json.doc_id)],
		]);
		expect(
			items.map((item) => [item.json.binaryField, item.json.fileName, item.pairedItem]),
		).toEqual([
			['attachment_0', 'invoice-100.pdf', { item: 0 }],
			['attachment_2', 'INVOICE-200.PDF', { item: 0 }],
		]);
		expect(items.map((item) => item.json.needsReview)).toEqual([false, true]);
	});

	it('filters by MIME type, with wildcards', async () => {
		const { items } = await upload(
			{ inputFiles: 'all', waitForProcessing: false, options: { mimeTypeFilter: 'image/*' } },
			[email()],
		);
		expect(items.map((item) => item.json.fileName)).toEqual(['logo.png']);
	});

	it('without filters, every file; Upload Many sends them in one request', async () => {
		const { items } = await harness.run(
			'document',
			'uploadMany',
			{ inputFiles: 'all', output: 'raw' },
			{ input: [email()], workflowId },
		);
		expect(uploads()).toHaveLength(1);
		expect(uploads()[0].files.map((file) => file.filename)).toEqual([
			'invoice-100.pdf',
			'logo.png',
			'INVOICE-200.PDF',
		]);
		expect(items.map((item) => [item.json.binaryField, item.json.file_name])).toEqual([
			['attachment_0', 'invoice-100.pdf'],
			['attachment_1', 'logo.png'],
			['attachment_2', 'INVOICE-200.PDF'],
		]);
	});

	it('When No File Matches: Stop With an Error names the filter and lists the files; other items go on', async () => {
		const stop = { fileNameFilter: '*.xml', whenNoFileMatches: 'error' };
		const { items } = await upload(
			{ inputFiles: 'all', waitForProcessing: false, options: stop },
			[email(), pdfItem(clean, 'invoice.xml')],
			{ continueOnFail: true },
		);
		expect(items).toHaveLength(2);
		expect(items[0].pairedItem).toEqual({ item: 0 });
		expect(items[0].json.error).toContain(
			'no binary field of the input item matches the File Name Filter "*.xml"',
		);
		expect(items[1].json).toMatchObject({ fileName: 'invoice.xml', binaryField: 'data' });
		expect(uploads()).toHaveLength(1);
		const { error } = await upload({ inputFiles: 'all', options: stop }, [email()]);
		expect(error?.description).toContain('attachment_1 (logo.png, image/png)');
	});

	it("a poll's mails: one without attachments or with only a logo is skipped, the others' invoices are uploaded", async () => {
		// The five mails of issue 20, as n8n's IMAP trigger hands them out in one execution.
		const mails: INodeExecutionData[] = [
			{
				json: { subject: 'Invoice (sent as octet-stream)' },
				binary: {
					attachment_0: binaryFrom(clean, 'Rechnung_Müller_äöü.pdf', 'application/octet-stream'),
					attachment_1: binaryFrom(logo, 'logo.png', 'image/png'),
				},
			},
			{ json: { subject: 'Lunch?' } },
			{
				json: { subject: 'Our new logo' },
				binary: { attachment_0: binaryFrom(logo, 'logo.png', 'image/png') },
			},
			{
				json: { subject: 'Invoice again' },
				binary: { attachment_0: binaryFrom(clean, 'again.pdf', 'application/pdf') },
			},
			{
				json: { subject: 'Two invoices' },
				binary: {
					attachment_0: binaryFrom(clean, 'a.PDF', 'application/pdf'),
					attachment_1: binaryFrom(doubtful, 'b.pdf', 'application/pdf'),
				},
			},
		];
		const { items, error } = await upload(
			{
				inputFiles: 'all',
				waitForProcessing: false,
				output: 'raw',
				options: { fileNameFilter: '*.pdf' },
			},
			mails,
		);
		expect(error).toBeUndefined();
		expect(uploads().map((request) => request.files[0].filename)).toEqual([
			'Rechnung_Müller_äöü.pdf',
			'again.pdf',
			'a.PDF',
			'b.pdf',
		]);
		expect(items.map((item) => item.pairedItem)).toEqual([
			{ item: 0 },
			{ item: 3 },
			{ item: 4 },
			{ item: 4 },
		]);
	});

	it('exclusions (!pattern) and Skip Images Smaller Than leave out logos and signatures, never a PDF', async () => {
		const scan = Buffer.alloc(60_000, 1);
		const tinyPdf = Buffer.from('%PDF-1.4 tiny');
		const mail: INodeExecutionData = {
			json: {},
			binary: {
				attachment_0: binaryFrom(tinyPdf, 'invoice.pdf', 'application/pdf'),
				attachment_1: binaryFrom(logo, 'image001.png', 'image/png'),
				attachment_2: binaryFrom(scan, 'receipt.jpg', 'image/jpeg'),
				attachment_3: binaryFrom(scan, 'company-logo.png', 'image/png'),
				attachment_4: binaryFrom(logo, 'scan.tif', 'application/octet-stream'),
			},
		};
		const names = async (options: IDataObject) => {
			harness.sandbox.reset();
			const { error } = await upload(
				{ inputFiles: 'all', waitForProcessing: false, output: 'raw', options },
				[mail],
			);
			expect(error).toBeUndefined();
			return uploads().map((request) => request.files[0].filename);
		};
		expect(await names({ fileNameFilter: '*.pdf, *.png, *.jpg, *.tif, !*logo*' })).toEqual([
			'invoice.pdf',
			'image001.png',
			'receipt.jpg',
			'scan.tif',
		]);
		expect(await names({ mimeTypeFilter: '!image/png' })).toEqual([
			'invoice.pdf',
			'receipt.jpg',
			'scan.tif',
		]);
		// The small PDF stays; small images (by MIME type or by extension) are left out.
		expect(await names({ skipImagesSmallerThanKb: 30 })).toEqual([
			'invoice.pdf',
			'receipt.jpg',
			'company-logo.png',
		]);
	});
});

describe('Skip Duplicates', () => {
	const skip = { waitForProcessing: false, skipDuplicates: true };

	it('the second run skips the file and returns the earlier document (another process: static data)', async () => {
		const first = await upload(skip, [pdfItem(clean, 'a.pdf')]);
		expect(first.items[0].json).toMatchObject({ duplicate: false, fileName: 'a.pdf' });
		// n8n saved the static data at the end of the run; another worker starts with it.
		forgetUploadsOfThisProcess();
		const second = await upload(skip, [pdfItem(clean, 'renamed.pdf')], {
			workflowStaticData: first.staticData,
		});
		expect(uploads()).toHaveLength(1);
		expect(second.items[0].json).toMatchObject({
			doc_id: first.items[0].json.doc_id,
			duplicate: true,
			fileName: 'renamed.pdf',
			status: 'ready_for_validation',
		});
	});

	it('a remembered document deleted at the service since is uploaded again, not skipped', async () => {
		const first = await upload(skip, [pdfItem(clean, 'a.pdf')]);
		const earlier = first.items[0].json.doc_id as string;
		state().deleteDocument(earlier);
		forgetUploadsOfThisProcess();
		const second = await upload(skip, [pdfItem(clean, 'a.pdf')], {
			workflowStaticData: first.staticData,
		});
		expect(uploads()).toHaveLength(2);
		expect(second.items[0].json).toMatchObject({ duplicate: false });
		expect(second.items[0].json.doc_id).not.toBe(earlier);
		// The new document is remembered in place of the gone one.
		expect(JSON.stringify(second.staticData)).not.toContain(earlier);
		const third = await upload(skip, [pdfItem(clean, 'a.pdf')]);
		expect(third.items[0].json).toMatchObject({
			doc_id: second.items[0].json.doc_id,
			duplicate: true,
		});
		expect(uploads()).toHaveLength(2);
	});

	it('manual runs in one process remember too (n8n does not save their static data)', async () => {
		await upload(skip, [pdfItem(clean, 'a.pdf')]);
		const second = await upload(skip, [pdfItem(clean, 'a.pdf')]);
		expect(second.items[0].json.duplicate).toBe(true);
		expect(uploads()).toHaveLength(1);
	});

	it('different files are not duplicates; without the option nothing is skipped', async () => {
		const { items } = await upload(skip, [pdfItem(clean, 'a.pdf'), pdfItem(doubtful, 'b.pdf')]);
		expect(items.map((item) => item.json.duplicate)).toEqual([false, false]);
		await upload({ waitForProcessing: false, skipDuplicates: false }, [pdfItem(clean, 'a.pdf')]);
		expect(uploads()).toHaveLength(3);
	});

	it('the same file in two items at once is uploaded once', async () => {
		const { items } = await upload(skip, [pdfItem(clean, 'a.pdf'), pdfItem(clean, 'b.pdf')]);
		expect(uploads()).toHaveLength(1);
		expect(items.map((item) => item.json.duplicate)).toEqual([false, true]);
		expect(items[1].json.doc_id).toBe(items[0].json.doc_id);
		expect(items.map((item) => item.pairedItem)).toEqual([{ item: 0 }, { item: 1 }]);
	});

	it('Upload Many sends only the files not sent before', async () => {
		await upload(skip, [pdfItem(clean, 'a.pdf')]);
		const { items } = await harness.run(
			'document',
			'uploadMany',
			{ inputFiles: 'all', output: 'raw', skipDuplicates: true },
			{ input: [email()], workflowId },
		);
		expect(uploads()).toHaveLength(2);
		expect(uploads()[1].files.map((file) => file.filename)).toEqual([
			'logo.png',
			'INVOICE-200.PDF',
		]);
		expect(items.map((item) => [item.json.binaryField, item.json.duplicate])).toEqual([
			['attachment_0', true],
			['attachment_1', false],
			['attachment_2', false],
		]);
	});

	it('the memory is bounded: the oldest entries go first', async () => {
		const full = Array.from({ length: 1000 }, (_, index) => [`hash-${index}`, `doc_old_${index}`]);
		const { staticData } = await upload(skip, [pdfItem(clean, 'a.pdf')], {
			workflowStaticData: { global: { documentProcessingUploads: full } },
		});
		const remembered = (staticData.global as IDataObject).documentProcessingUploads as string[][];
		expect(remembered).toHaveLength(1000);
		expect(remembered[0][0]).toBe('hash-1');
		expect(remembered[999][1]).toMatch(/^doc_/);
	});
});

describe('Skip Duplicates after a run that died (Check the Service for Earlier Uploads)', () => {
	const skip = (lookUpEarlierUploads?: string) => ({
		waitForProcessing: false,
		skipDuplicates: true,
		options: { lookUpEarlierUploads },
	});
	const lookUps = () =>
		harness.sandbox.requests.filter((request) =>
			['document.getDashboard', 'file.downloadDocument'].includes(request.endpoint ?? ''),
		);

	/** A run that uploaded the file and died: n8n never saved its memory, its process is gone. */
	async function runThatDied(bytes: Buffer, name: string) {
		const { items } = await upload(skip(), [pdfItem(bytes, name)], { mode: 'webhook' });
		forgetUploadsOfThisProcess();
		return items[0].json.doc_id as string;
	}

	it('a retried execution finds the document its failed run made, and skips the file', async () => {
		const earlier = await runThatDied(clean, 'a.pdf');
		const { items, staticData } = await upload(skip(), [pdfItem(clean, 'a.pdf')], {
			mode: 'retry',
		});
		expect(uploads()).toHaveLength(1);
		expect(items[0].json).toMatchObject({ doc_id: earlier, duplicate: true, fileName: 'a.pdf' });
		expect(lookUps().map((request) => request.endpoint)).toEqual([
			'document.getDashboard',
			'file.downloadDocument',
		]);
		// Remembered now: the next execution does not ask again.
		expect(JSON.stringify(staticData)).toContain(earlier);
	});

	it('a name with quotes is found as the service keeps it (%22, as multipart/form-data sends it)', async () => {
		const earlier = await runThatDied(clean, 'Rechnung "Oktober".pdf');
		expect(harness.sandbox.state.documents.get(earlier)?.file_name).toBe(
			'Rechnung %22Oktober%22.pdf',
		);
		const { items } = await upload(skip(), [pdfItem(clean, 'Rechnung "Oktober".pdf')], {
			mode: 'retry',
		});
		expect(uploads()).toHaveLength(1);
		expect(items[0].json).toMatchObject({ doc_id: earlier, duplicate: true });
	});

	it('a file of the same name with other content is uploaded', async () => {
		await runThatDied(doubtful, 'a.pdf');
		const { items } = await upload(skip(), [pdfItem(clean, 'a.pdf')], { mode: 'retry' });
		expect(uploads()).toHaveLength(2);
		expect(items[0].json.duplicate).toBe(false);
		// The candidate was compared by its bytes, not taken by its name.
		expect(lookUps().map((request) => request.endpoint)).toContain('file.downloadDocument');
	});

	it('other executions ask only when set to Always; Never asks no one', async () => {
		await runThatDied(clean, 'a.pdf');
		await upload(skip(), [pdfItem(clean, 'a.pdf')], { mode: 'webhook' });
		expect(lookUps()).toHaveLength(0);
		expect(uploads()).toHaveLength(2);
		forgetUploadsOfThisProcess();
		const always = await upload(skip('always'), [pdfItem(clean, 'a.pdf')], { mode: 'webhook' });
		expect(always.items[0].json.duplicate).toBe(true);
		expect(uploads()).toHaveLength(2);
		forgetUploadsOfThisProcess();
		const lookUpsBefore = lookUps().length;
		await upload(skip('never'), [pdfItem(clean, 'a.pdf')], { mode: 'retry' });
		expect(lookUps()).toHaveLength(lookUpsBefore);
		expect(uploads()).toHaveLength(3);
	});

	it('Upload Many in a retry sends only the files the service does not have', async () => {
		await runThatDied(clean, 'invoice-100.pdf');
		const { items } = await harness.run(
			'document',
			'uploadMany',
			{ inputFiles: 'all', output: 'raw', skipDuplicates: true },
			{ input: [email()], workflowId, mode: 'retry' },
		);
		expect(uploads()).toHaveLength(2);
		expect(uploads()[1].files.map((file) => file.filename)).toEqual([
			'logo.png',
			'INVOICE-200.PDF',
		]);
		expect(items.map((item) => item.json.duplicate)).toEqual([true, false, false]);
	});

	it('a common name costs at most 5 downloads: the 5 newest of that name are compared', async () => {
		const older = state().addDocument({
			file_name: 'scan.pdf',
			content: clean,
			status: 'ready_for_validation',
			created_on: '2026-01-01T00:00:00Z',
		});
		for (let index = 0; index < 5; index++)
			state().addDocument({
				file_name: 'scan.pdf',
				content: `other scan ${index}`,
				status: 'ready_for_validation',
			});
		const { items } = await upload(skip(), [pdfItem(clean, 'scan.pdf')], { mode: 'retry' });
		const downloads = lookUps().filter((request) => request.endpoint === 'file.downloadDocument');
		expect(downloads).toHaveLength(5);
		// The match was the sixth newest: beyond a retry's reach, so the file is uploaded.
		expect(items[0].json.doc_id).not.toBe(older.doc_id);
		expect(uploads()).toHaveLength(1);
	});

	it('an unknown setting fails before anything is sent, naming the option', async () => {
		const { error } = await upload(skip('sometimes'), [pdfItem(clean, 'a.pdf')], {
			mode: 'retry',
		});
		expect(error?.message).toContain('"Check the Service for Earlier Uploads"');
		expect(uploads()).toHaveLength(0);
	});
});

describe('Waiting', () => {
	afterEach(() => {
		state().processingDelayMs = 0;
	});

	const seeded = () => state().addDocument({ status: 'ready_for_validation' }).doc_id;

	it('after Restart, until processing has finished', async () => {
		const doc_id = seeded();
		state().processingDelayMs = 200;
		const { items } = await harness.run('document', 'restart', {
			doc_id,
			waitForProcessing: true,
			waitOptions: quickWait,
		});
		expect(items[0].json).toMatchObject({
			doc_id,
			status: 'ready_for_validation',
			timedOut: false,
		});
		expect(items[0].json.fields).toHaveProperty('total_amount');
	});

	it('after Restart With New Classification, on timeout the last status, in time, no failure', async () => {
		const doc_id = seeded();
		state().processingDelayMs = 60_000;
		const started = Date.now();
		const { items, error } = await harness.run('document', 'restartWithNewClassification', {
			doc_id,
			additionalFields: { doc_type: 'receipt' },
			waitForProcessing: true,
			waitOptions: { pollInterval: 0.1, timeout: 0.5 },
		});
		expect(error).toBeUndefined();
		expect(Date.now() - started).toBeLessThan(1500);
		expect(items[0].json).toMatchObject({
			doc_id,
			status: 'processing',
			timedOut: true,
			fields: {},
		});
	});

	it('after Validate and Export, until exported', async () => {
		const doc_id = seeded();
		state().processingDelayMs = 200;
		const { items } = await harness.run('document', 'validateAndExport', {
			doc_id,
			fieldsInput: 'json',
			data: '{"total_amount": 10}',
			waitForProcessing: true,
			waitOptions: quickWait,
		});
		expect(items[0].json).toMatchObject({ status: 'finished', timedOut: false });
		expect(items[0].json).toMatchObject({
			fields: { total_amount: 10 },
			confidence: { total_amount: 1 },
		});
	});

	it('Validate and Export: a slow status answer is cut at the timeout, the item keeps its last status', async () => {
		const doc_id = seeded();
		state().processingDelayMs = 60_000;
		state().fault('document.getStatus', { delayMs: 5000 }, { times: 10 });
		const started = Date.now();
		const { items, error } = await harness.run('document', 'validateAndExport', {
			doc_id,
			fieldsInput: 'json',
			data: '{}',
			output: 'raw',
			waitForProcessing: true,
			waitOptions: { pollInterval: 0.1, timeout: 0.6 },
		});
		expect(error).toBeUndefined();
		// Cut at 0.6 s, not after the 5 s answer; the margin is a busy machine's (1.66 s was seen
		// with jest's workers beside other work on 2 cores).
		expect(Date.now() - started).toBeLessThan(3000);
		expect(items[0].json).toMatchObject({ status: 'validated_pending_export', timedOut: true });
	});

	it('Wait for Review: until the document leaves review', async () => {
		const doc_id = seeded();
		setTimeout(() => {
			state().getDocument(doc_id)!.status = 'rejected';
		}, 200);
		const { items } = await harness.run('document', 'getStatus', {
			doc_id,
			waitForReview: true,
			waitOptions: quickWait,
		});
		expect(items[0].json).toMatchObject({ doc_id, status: 'rejected', timedOut: false });
	});

	it('Wait for Review: on timeout the document in its review status', async () => {
		const doc_id = state().addDocument({ status: 'validated_pending_approval' }).doc_id;
		const started = Date.now();
		const { items, error } = await harness.run('document', 'getStatus', {
			doc_id,
			waitForReview: true,
			waitOptions: { pollInterval: 0.1, timeout: 0.4 },
		});
		expect(error).toBeUndefined();
		expect(Date.now() - started).toBeLessThan(1500);
		expect(items[0].json).toMatchObject({
			status: 'validated_pending_approval',
			timedOut: true,
			needsReview: true,
		});
	});
});
