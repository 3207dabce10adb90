/**
 * Keep the Files: an upload's document items carry the file they were uploaded from, so a DMS
 * step archives the mail's own file instead of downloading the service's copy (issue 40: the
 * mailbox template's Original File cost one request per document).
 */
import type { INodeExecutionData } from 'n8n-workflow';

import { binaryBuffer, binaryFrom } from './engine';
import { useNodeAgainstSandbox } from './support/nodeUnderTest';

const harness = useNodeAgainstSandbox();
const quickWait = { pollInterval: 0.05, timeout: 5 };

const invoice = Buffer.from('%PDF-1.4\ninvoice 4711\n%%EOF\n', 'latin1');
const delivery = Buffer.from('%PDF-1.4\ndelivery note 12\n%%EOF\n', 'latin1');
const logo = Buffer.from('\x89PNG\r\n\x1a\n-a-logo-', 'latin1');

/** A mail as n8n's e-mail triggers give it: two PDFs and a logo. */
const mail = (): INodeExecutionData => ({
	json: { subject: 'Invoice and delivery note' },
	binary: {
		attachment_0: binaryFrom(invoice, 'invoice-4711.pdf', 'application/pdf'),
		attachment_1: binaryFrom(logo, 'logo.png', 'image/png'),
		attachment_2: binaryFrom(delivery, 'delivery-12.pdf', 'application/pdf'),
	},
});

const uploadMail = async (options: Record<string, unknown>) =>
	await harness.run(
		'document',
		'upload',
		{
			inputFiles: 'all',
			waitForProcessing: true,
			waitOptions: quickWait,
			output: 'simplified',
			options: { fileNameFilter: '*.pdf', outputFilesNotTaken: true, ...options },
		},
		{ input: [mail()] },
	);

const requestsTo = (endpoint: string) =>
	harness.sandbox.requests.filter((request) => request.endpoint === endpoint).length;

describe('Upload: Keep the Files', () => {
	beforeEach(() => harness.sandbox.reset());

	it('each document carries the very file it was uploaded from; the file not taken keeps its own', async () => {
		const { items, error } = await uploadMail({ keepFiles: true });
		expect(error).toBeUndefined();
		expect(items.map((item) => [item.json.fileName, Object.keys(item.binary ?? {})])).toEqual([
			['invoice-4711.pdf', ['attachment_0']],
			['logo.png', ['attachment_1']],
			['delivery-12.pdf', ['attachment_2']],
		]);
		expect(items[0].json.doc_id).toMatch(/^doc_/);
		expect(await binaryBuffer(items[0], 'attachment_0')).toEqual(invoice);
		expect(await binaryBuffer(items[2], 'attachment_2')).toEqual(delivery);
		expect(items[0].binary?.attachment_0.fileName).toBe('invoice-4711.pdf');
		// Nothing is read back from the service for it.
		expect(requestsTo('file.downloadDocument')).toBe(0);
	});

	it('off (the default, as saved workflows have it): the documents carry no file', async () => {
		const { items } = await uploadMail({});
		expect(items.map((item) => Object.keys(item.binary ?? {}))).toEqual([[], ['attachment_1'], []]);
	});

	it('a single named file: its document carries it under the same field', async () => {
		const { items } = await harness.run(
			'document',
			'upload',
			{ file: 'data', waitForProcessing: false, options: { keepFiles: true } },
			{
				input: [{ json: {}, binary: { data: binaryFrom(invoice, 'scan.pdf', 'application/pdf') } }],
			},
		);
		expect(items).toHaveLength(1);
		expect(await binaryBuffer(items[0], 'data')).toEqual(invoice);
	});
});
