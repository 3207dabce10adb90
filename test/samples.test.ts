/* eslint-disable @n8n/community-nodes/no-restricted-imports -- dev-only code, never published; eslint.dev.config.mjs lints it */
// The sample documents `npm start` writes into its files folder (scripts/lib/samples.js). How the
// demo reads them (what the banner says): sandbox/demo/extraction/samples.test.ts.
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { PDFDocument } from 'pdf-lib';

import { SAMPLES, writeSamples } from '../scripts/lib/samples';

let folder: string;
beforeEach(() => {
	folder = fs.mkdtempSync(path.join(os.tmpdir(), 'samples-'));
});
afterEach(() => fs.rmSync(folder, { recursive: true, force: true }));

const pagesOf = async (file: string) =>
	(await PDFDocument.load(fs.readFileSync(path.join(folder, file)))).getPageCount();

test('makes the five samples: valid PDFs and a JPEG', async () => {
	const result = await writeSamples(folder);
	expect(result.map((sample) => sample.file)).toEqual(SAMPLES.map((sample) => sample.file));
	expect(result.every((sample) => sample.written)).toBe(true);
	expect(fs.readdirSync(folder).sort()).toEqual(SAMPLES.map((sample) => sample.file).sort());

	for (const { file } of result) {
		const bytes = fs.readFileSync(path.join(folder, file));
		if (file.endsWith('.pdf')) expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
		else {
			// JPEG: start and end markers, a baseline frame (SOF0) of 320 x 512.
			expect(bytes.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
			expect(bytes.subarray(-2)).toEqual(Buffer.from([0xff, 0xd9]));
			const frame = bytes.indexOf(Buffer.from([0xff, 0xc0]));
			expect(frame).toBeGreaterThan(0);
			expect(bytes.readUInt16BE(frame + 5)).toBe(512);
			expect(bytes.readUInt16BE(frame + 7)).toBe(320);
		}
	}
	expect(result.map((sample) => sample.file)).toEqual([
		'sample-invoice.pdf',
		'sample-invoice-needs-review.pdf',
		'sample-invoice-two-pages.pdf',
		'sample-receipt-photo.jpg',
		'sample-delivery-note.pdf',
	]);
	expect(await pagesOf('sample-invoice.pdf')).toBe(1);
	expect(await pagesOf('sample-invoice-two-pages.pdf')).toBe(2);
	expect(await pagesOf('sample-delivery-note.pdf')).toBe(1);
});

test('never overwrites a file that is already there', async () => {
	const own = path.join(folder, 'sample-invoice.pdf');
	fs.writeFileSync(own, 'my own invoice');
	const result = await writeSamples(folder);
	expect(fs.readFileSync(own, 'utf8')).toBe('my own invoice');
	expect(result.find((sample) => sample.file === 'sample-invoice.pdf')?.written).toBe(false);
	expect(result.filter((sample) => sample.written)).toHaveLength(SAMPLES.length - 1);

	// A second start writes nothing.
	const before = fs.readFileSync(path.join(folder, 'sample-invoice-two-pages.pdf'));
	expect((await writeSamples(folder)).some((sample) => sample.written)).toBe(false);
	expect(fs.readFileSync(path.join(folder, 'sample-invoice-two-pages.pdf'))).toEqual(before);
});
