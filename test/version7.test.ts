/**
 * Node version 7 (issue 51): what a file's bytes show won over any name. With Recognize Files by
 * Content, an executable `invoice.pdf.exe` with `%PDF-` in its first kilobyte went to the service
 * and a reviewer, a script `rechnung.pdf .js` too, and Outlook's `winmail.dat` (TNEF, its PDF at
 * byte 157) went as `winmail.dat.pdf`, so the archive stored the container under the invoice's
 * name. From version 7 a file whose name or type says a program or script is never taken, and a
 * TNEF container is not taken for the PDF inside it; each says why and what to ask for. Run
 * through n8n-core's engine against the sandbox; version 6 keeps what it did.
 */
import type { IDataObject, INodeExecutionData } from 'n8n-workflow';

import { protectedPdf } from '../scripts/lib/protectedPdf';
import { tnefOf } from '../scripts/lib/tnef';
import { binaryFrom } from './engine';
import { useCleanInvoiceItem } from './support/invoicePdf';
import { useNodeAgainstSandbox } from './support/nodeUnderTest';

const harness = useNodeAgainstSandbox();
beforeEach(() => harness.sandbox.reset());
const invoice = useCleanInvoiceItem();

/** A mail as users receive them: the invoice, and three files whose bytes show a PDF. */
const mail = (): INodeExecutionData[] => {
	const pdf = invoice.bytes();
	const program = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(510), pdf]);
	const script = Buffer.concat([
		Buffer.from('// '),
		pdf.subarray(0, 40),
		Buffer.from('\nalert(1)\n'),
	]);
	return [
		{
			json: { subject: 'Invoice' },
			binary: {
				attachment_0: binaryFrom(pdf, 'invoice.pdf', 'application/pdf'),
				attachment_1: binaryFrom(program, 'invoice.pdf.exe', 'application/octet-stream'),
				attachment_2: binaryFrom(script, 'rechnung.pdf .js', 'application/octet-stream'),
				attachment_3: binaryFrom(
					tnefOf([{ fileName: 'invoice.pdf', data: pdf }]),
					'winmail.dat',
					'application/ms-tnef',
				),
			},
		},
	];
};

const upload = async (
	typeVersion: number,
	input: INodeExecutionData[] = mail(),
	binaryDataMode: 'default' | 'filesystem' = 'default',
) =>
	await harness.run(
		'document',
		'upload',
		{
			inputFiles: 'all',
			waitForProcessing: false,
			output: 'raw',
			options: { recognizeByContent: true, outputFilesNotTaken: true },
		},
		{ input, typeVersion, binaryDataMode },
	);
const sent = () => harness.sandbox.state.listDocuments().map((document) => document.file_name);
const notTaken = (items: INodeExecutionData[]) =>
	items
		.filter((item) => item.json.taken === false)
		.map(
			(item) =>
				[
					item.json.fileName,
					item.json.reasonCode,
					item.json.reason,
				] as IDataObject[keyof IDataObject][],
		);

describe('version 7: files by their bytes, never past an unsafe name', () => {
	it('version 6 sent the program, the script and winmail.dat as PDFs', async () => {
		const { error } = await upload(6);
		expect(error).toBeUndefined();
		expect(sent().sort()).toEqual(
			['invoice.pdf', 'invoice.pdf.exe.pdf', 'rechnung.pdf .js.pdf', 'winmail.dat.pdf'].sort(),
		);
	});

	it('version 7 sends the invoice alone; each other file says why it is not taken and what to ask for', async () => {
		const { items, error } = await upload(7);
		expect(error).toBeUndefined();
		expect(sent()).toEqual(['invoice.pdf']);
		expect(notTaken(items)).toEqual([
			[
				'invoice.pdf.exe',
				'unsafe',
				'invoice.pdf.exe is not taken: the ending .exe says a program or script, which is never sent on, whatever its content; ask the sender for the document as a PDF',
			],
			[
				'rechnung.pdf .js',
				'unsafe',
				'rechnung.pdf .js is not taken: the ending .js says a program or script, which is never sent on, whatever its content; ask the sender for the document as a PDF',
			],
			[
				'winmail.dat',
				'container',
				"winmail.dat is not taken: Outlook packed the mail's files into it (winmail.dat, TNEF), which the service does not read; ask the sender to send the invoice again as a PDF attachment (in Outlook: the mail in HTML, not Rich Text)",
			],
		]);
	});

	it('a TNEF container under another name is known by its bytes; a name with trailing spaces, or a program type, is unsafe', async () => {
		const pdf = invoice.bytes();
		const { items } = await upload(7, [
			{
				json: {},
				binary: {
					a: binaryFrom(
						tnefOf([{ fileName: 'x.pdf', data: pdf }]),
						'ATT00001.dat',
						'application/octet-stream',
					),
					b: binaryFrom(pdf, 'invoice.pdf   ', 'application/pdf'),
					c: binaryFrom(pdf, 'invoice', 'application/x-msdownload'),
				},
			},
		]);
		expect(notTaken(items).map(([name, code]) => [name, code])).toEqual([
			['ATT00001.dat', 'container'],
			['invoice.pdf   ', 'unsafe'],
			['invoice', 'unsafe'],
		]);
		expect(sent()).toEqual([]);
	});
});

// A PDF with a password (issue 51) went to review with values the sandbox made up. The service
// cannot read it without the password: processing fails with that reason, nothing is read into it,
// and version 7 hands it to the error output, as any document the service could not read.
describe('a PDF protected with a password', () => {
	const locked = () =>
		protectedPdf({ lines: ['Rechnung R-4711', 'Muster GmbH'], userPassword: 'R4711' });

	it('is uploaded as the PDF it is, and the service answers that it cannot read it', async () => {
		const { items, errorItems } = await harness.run(
			'document',
			'upload',
			{ inputFiles: 'all', options: { recognizeByContent: true, outputFilesNotTaken: true } },
			{
				input: [
					{
						json: { text: 'Das Kennwort für die Rechnung: R4711' },
						binary: {
							attachment_0: binaryFrom(locked(), 'Rechnung R-4711.pdf', 'application/pdf'),
						},
					},
				],
				onError: 'continueErrorOutput',
			},
		);
		expect(items).toEqual([]);
		expect(errorItems.map((item) => item.json.error)).toEqual([
			'The service could not read Rechnung R-4711.pdf (document doc_1): The PDF Rechnung R-4711.pdf is protected with a password, so the service cannot read it',
		]);
		const [document] = harness.sandbox.state.listDocuments();
		expect(document).toMatchObject({ status: 'error', extracted_data: {}, doc_type: null });
	});
});

// "A PDF is a PDF when a PDF reader would open it (header at the start, trailer at the end)"
// (issue 51): a PDF's beginning alone, cut off on its way, went to the service as a PDF.
describe('version 7: a PDF begins and ends as one', () => {
	const pdf = () => invoice.bytes();
	const files = () => ({
		whole: binaryFrom(pdf(), 'R-1.pdf', 'application/pdf'),
		// Acrobat looks for %%EOF in a file's last 1024 bytes: what follows it there is no harm.
		padded: binaryFrom(
			Buffer.concat([pdf(), Buffer.alloc(1000, 0x20)]),
			'R-2.pdf',
			'application/pdf',
		),
		cutOff: binaryFrom(pdf().subarray(0, pdf().length / 2), 'R-3.pdf', 'application/pdf'),
		cutOffUnnamed: binaryFrom(
			pdf().subarray(0, pdf().length / 3),
			'Scan_0004',
			'application/octet-stream',
		),
	});
	const run = async (typeVersion: number, binaryDataMode: 'default' | 'filesystem') =>
		await upload(typeVersion, [{ json: {}, binary: files() }], binaryDataMode);

	it.each(['default', 'filesystem'] as const)(
		'n8n keeping files %s: the whole PDFs go; one cut off is not taken, saying so',
		async (mode) => {
			const { items } = await run(7, mode);
			expect(sent().sort()).toEqual(['R-1.pdf', 'R-2.pdf']);
			expect(notTaken(items)).toEqual([
				[
					'R-3.pdf',
					'notAsNamed',
					'R-3.pdf is not taken: it begins as a PDF but does not end as one, so it was cut off on its way or is damaged; ask the sender to send it again (Recognize Files by Content)',
				],
				['Scan_0004', 'notAsNamed', expect.stringContaining('does not end as one')],
			]);
		},
	);

	it('version 6 sent the cut-off PDFs too', async () => {
		await run(6, 'default');
		expect(sent().sort()).toEqual(['R-1.pdf', 'R-2.pdf', 'R-3.pdf', 'Scan_0004.pdf']);
	});
});
