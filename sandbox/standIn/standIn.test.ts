// The stand-in alone (startSandbox() without the demo): the document lifecycle from upload to
// export, with the file-name reader; entries the demo would answer echo what they received.
import { startSandbox } from '../index';
import { useSandbox } from '../useSandbox';

const sandbox = useSandbox();

async function call(method: string, path: string, body?: FormData | URLSearchParams) {
	const response = await fetch(`${sandbox.url}${path}`, {
		method,
		headers: { 'X-API-KEY': sandbox.apiKey },
		body,
	});
	return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

/** Bytes that pass for a one-page PDF; the stand-in reads only the file's name. */
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Page >> endobj\n%%EOF');

function uploadForm(fileName: string): FormData {
	const form = new FormData();
	form.append('file', new Blob([PDF], { type: 'application/pdf' }), fileName);
	return form;
}

describe('the stand-in without the demo', () => {
	it('has no demo state', () => {
		expect(sandbox.state).not.toHaveProperty('areas');
		expect(sandbox.state).not.toHaveProperty('account');
	});

	it('takes an upload through processing to review and export, reading only the file name', async () => {
		const upload = await call('POST', '/document/process', uploadForm('invoice-4711.pdf'));
		expect(upload).toEqual({
			status: 200,
			body: { doc_id: 'doc_1', status: 'processing', file_name: 'invoice-4711.pdf' },
		});
		const document = await call('GET', '/document/doc_1');
		expect(document.body).toMatchObject({
			status: 'ready_for_validation',
			doc_type: 'invoice',
			extracted_data: { invoice_number: 'INV-4711', supplier_name: 'Sandbox Supplier GmbH' },
			tables: [],
		});
		expect(Object.keys(document.body.field_confidence as object)).toEqual(
			Object.keys(document.body.extracted_data as object),
		);
		const validated = await call(
			'POST',
			'/document/validate_and_export/doc_1',
			new URLSearchParams({ data: JSON.stringify({ invoice_number: 'INV-1' }) }),
		);
		expect(validated.status).toBe(200);
		expect((await call('GET', '/document/doc_1')).body).toMatchObject({
			status: 'finished',
			extracted_data: { invoice_number: 'INV-1' },
		});
	});

	it('classifies by the file name', async () => {
		const form = uploadForm('credit-note-7.pdf');
		expect((await call('POST', '/document/classify_document', form)).body).toMatchObject({
			file_name: 'credit-note-7.pdf',
			doc_type: 'credit_note',
			pages: [{ page: 1, doc_type: 'credit_note' }],
		});
	});

	it("echoes what an entry of the demo's world received", async () => {
		const answer = await call('GET', '/vendors/get_vendors_list?keyword=acme');
		expect(answer.status).toBe(200);
		expect(answer.body).toMatchObject({ received: { query: { keyword: 'acme' } } });
		expect(sandbox.lastRequest()).toMatchObject({ endpoint: 'vendor.search', status: 200 });
	});
});

describe('the stand-in with the demo', () => {
	it('gives the state the demo stores and the PDF text reader', async () => {
		const demo = await startSandbox({ demo: true });
		try {
			expect(demo.state.areas.procurement.vendors.size).toBe(0);
			expect(demo.state.reader).not.toBe(sandbox.state.reader);
		} finally {
			await demo.close();
		}
	});
});
