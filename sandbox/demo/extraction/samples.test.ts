/* eslint-disable @n8n/community-nodes/no-restricted-imports -- dev-only code, never published; eslint.dev.config.mjs lints it */
// The sample documents `npm start` writes into its files folder (scripts/lib/samples.js), as the
// demo's reader reads them: what the banner says of each. How they are made: test/samples.test.ts.
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';

import { writeSamples } from '../../../scripts/lib/samples';
import { analyseUpload, classifyUpload } from './index';

let folder: string;
beforeEach(() => {
	folder = fs.mkdtempSync(path.join(os.tmpdir(), 'samples-'));
});
afterEach(() => fs.rmSync(folder, { recursive: true, force: true }));

test('the demo reads them as the banner says', async () => {
	await writeSamples(folder);
	const read = async (file: string) => {
		const data = fs.readFileSync(path.join(folder, file));
		const contentType = file.endsWith('.jpg') ? 'image/jpeg' : 'application/pdf';
		return {
			type: (await classifyUpload({ filename: file, data, contentType })).doc_type,
			analysis: await analyseUpload(data, contentType),
		};
	};
	const clean = await read('sample-invoice.pdf');
	expect(clean.type).toBe('invoice');
	const facts = clean.analysis.text_facts!;
	expect(facts.total_amount).toBeCloseTo(facts.net_amount! + facts.tax_amount!, 2);
	const review = (await read('sample-invoice-needs-review.pdf')).analysis.text_facts!;
	expect(review.total_amount).toBeCloseTo(review.net_amount! + review.tax_amount! + 100, 2);
	const long = await read('sample-invoice-two-pages.pdf');
	expect(long.analysis.pages).toBe(2);
	expect(long.analysis.line_items).toHaveLength(45);
	expect((await read('sample-receipt-photo.jpg')).type).toBe('receipt');
	expect((await read('sample-delivery-note.pdf')).type).toBe('delivery_note');
});
