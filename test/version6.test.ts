/**
 * Node version 6 (a document the service could not read showed a green tick with the error only
 * inside the item; `duplicate: true` was the last key of a long item, off-screen in Table view):
 * such a document is an error the user sees, routed by n8n's own On Error (Continue, or Continue
 * (using error output)), and `duplicate` follows `doc_id`. Run through n8n-core's engine against
 * the sandbox, which refuses a file that is no document (a .txt note) as the service would: it
 * fails processing, never reads an invoice into it. Workflows saved with version 5 keep the green
 * item.
 */
import type { INodeExecutionData } from 'n8n-workflow';

import { binaryFrom } from './engine';
import { useCleanInvoiceItem } from './support/invoicePdf';
import { useNodeAgainstSandbox } from './support/nodeUnderTest';

const harness = useNodeAgainstSandbox();
beforeEach(() => harness.sandbox.reset());
const invoice = useCleanInvoiceItem();

const NOTE = Buffer.from('Call ACME about the March delivery before Friday.\n');
const BROKEN = Buffer.from('this was a PDF before the mail program cut it');

/** One mail's item: an invoice, a corrupt PDF and a text note, as an e-mail trigger gives them. */
const mail = (): INodeExecutionData[] => [
	{
		json: { subject: 'March' },
		binary: {
			attachment_0: binaryFrom(invoice.bytes(), 'invoice.pdf', 'application/pdf'),
			attachment_1: binaryFrom(BROKEN, 'broken.pdf', 'application/pdf'),
			attachment_2: binaryFrom(NOTE, 'note.txt', 'text/plain'),
		},
	},
];
const note = (): INodeExecutionData[] => [
	{ json: {}, binary: { data: binaryFrom(NOTE, 'note.txt', 'text/plain') } },
];
const everyFile = { inputFiles: 'all' };

describe('the sandbox answers a file that is no document as the service would', () => {
	it('a .txt note ends in status error with the reason, and no invoice is read into it', async () => {
		const { items, error } = await harness.run(
			'document',
			'upload',
			{ file: 'data' },
			{
				input: note(),
				typeVersion: 5,
			},
		);
		expect(error).toBeUndefined();
		expect(items[0].json).toMatchObject({
			status: 'error',
			needsReview: true,
			fields: {},
			reviewReason:
				'the service could not process the document (status error): The file note.txt is not a document the service reads (text/plain): it takes PDFs and images of documents',
		});
		const [document] = harness.sandbox.state.listDocuments();
		expect(document).toMatchObject({ status: 'error', extracted_data: {} });
	});
});

describe('version 6: a document the service could not read is an error', () => {
	it("fails the node (red in the editor) with the file and the service's message", async () => {
		const { error, items } = await harness.run(
			'document',
			'upload',
			{ file: 'data' },
			{
				input: note(),
			},
		);
		expect(items).toEqual([]);
		expect(error?.message).toBe(
			'The service could not read note.txt (document doc_1): The file note.txt is not a document the service reads (text/plain): it takes PDFs and images of documents',
		);
		expect(error?.description).toContain('Continue (using error output)');
	});

	it('On Error → Continue (using error output): the invoice goes on, the unreadable files leave by the error output', async () => {
		const { error, items, errorItems } = await harness.run('document', 'upload', everyFile, {
			input: mail(),
			onError: 'continueErrorOutput',
		});
		expect(error).toBeUndefined();
		expect(items.map((item) => [item.json.file_name, item.json.status])).toEqual([
			['invoice.pdf', 'ready_for_validation'],
		]);
		expect(items[0].json.error).toBeUndefined();
		expect(errorItems.map((item) => item.json.error)).toEqual([
			'The service could not read broken.pdf (document doc_2): The file broken.pdf is not a readable PDF',
			'The service could not read note.txt (document doc_3): The file note.txt is not a document the service reads (text/plain): it takes PDFs and images of documents',
		]);
		// Each error item stays paired with the mail and carries its file, for a mail to a person.
		for (const item of errorItems) expect(item.pairedItem).toEqual({ item: 0 });
		expect(errorItems.map((item) => Object.keys(item.binary ?? {}))).toEqual([
			['attachment_1'],
			['attachment_2'],
		]);
		expect(Buffer.from(errorItems[1].binary!.attachment_2.data, 'base64')).toEqual(NOTE);
		expect(
			harness.sandbox.state
				.listDocuments()
				.map((document) => `${document.file_name}: ${document.status}`)
				.sort(),
		).toEqual(['broken.pdf: error', 'invoice.pdf: ready_for_validation', 'note.txt: error']);
	});

	it('On Error → Continue: the error items stay in the one output, each with its error', async () => {
		const { error, items } = await harness.run('document', 'upload', everyFile, {
			input: mail(),
			continueOnFail: true,
		});
		expect(error).toBeUndefined();
		expect(items.map((item) => item.json.file_name ?? item.json.error)).toEqual([
			'invoice.pdf',
			'The service could not read broken.pdf (document doc_2): The file broken.pdf is not a readable PDF',
			'The service could not read note.txt (document doc_3): The file note.txt is not a document the service reads (text/plain): it takes PDFs and images of documents',
		]);
	});

	it('with Output Files Not Taken, the file left out and the invoice keep their places', async () => {
		const { items, errorItems } = await harness.run(
			'document',
			'upload',
			{ ...everyFile, options: { fileNameFilter: '*.pdf', outputFilesNotTaken: true } },
			{ input: mail(), onError: 'continueErrorOutput' },
		);
		expect(
			items.map((item) => [item.json.file_name ?? item.json.fileName, item.json.taken]),
		).toEqual([
			['invoice.pdf', true],
			['note.txt', false],
		]);
		expect(errorItems.map((item) => item.json.error)).toEqual([
			'The service could not read broken.pdf (document doc_2): The file broken.pdf is not a readable PDF',
		]);
	});

	it('version 5 keeps the green item with the error inside it', async () => {
		const { error, items } = await harness.run('document', 'upload', everyFile, {
			input: mail(),
			typeVersion: 5,
		});
		expect(error).toBeUndefined();
		expect(items.map((item) => [item.json.file_name, item.json.status])).toEqual([
			['invoice.pdf', 'ready_for_validation'],
			['broken.pdf', 'error'],
			['note.txt', 'error'],
		]);
	});
});

describe('version 6: duplicate is seen where a user looks', () => {
	const execute = (typeVersion?: number) =>
		harness.run(
			'document',
			'upload',
			{ file: 'data' },
			{
				input: invoice.items(),
				workflowId: `duplicate-first-${typeVersion ?? 'newest'}`,
				typeVersion,
			},
		);

	it('follows doc_id, the second key of the item, on a new node', async () => {
		await execute();
		const { items } = await execute();
		expect(Object.keys(items[0].json).slice(0, 3)).toEqual(['doc_id', 'duplicate', 'status']);
		expect(items[0].json.duplicate).toBe(true);
	});

	it('stays where it was (after the fields) in version 5', async () => {
		await execute(5);
		const { items } = await execute(5);
		const keys = Object.keys(items[0].json);
		expect(keys.indexOf('duplicate')).toBeGreaterThan(keys.indexOf('fields'));
	});
});
