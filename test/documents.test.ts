import { binaryBuffer, binaryFrom } from './engine';
import { request, sentRequest } from './support/areaHarness';
import { useNodeAgainstSandbox } from './support/nodeUnderTest';

const harness = useNodeAgainstSandbox();
const pdf = Buffer.from('%PDF-1.4\n% a tiny test file\n%%EOF\n');
const withFile = (name = 'invoice.pdf', property = 'data') => [
	{ json: {}, binary: { [property]: binaryFrom(pdf, name, 'application/pdf') } },
];

beforeEach(() => harness.sandbox.reset());

const last = () => harness.sandbox.lastRequest()!;
const seed = (fields: Parameters<typeof harness.sandbox.state.addDocument>[0] = {}) =>
	harness.sandbox.state.addDocument({ status: 'ready_for_validation', ...fields });

describe('Document uploads', () => {
	it('upload sends the binary as a multipart file part and no unset optional field', async () => {
		const { items, error } = await harness.run(
			'document',
			'upload',
			{ waitForProcessing: false, file: 'data' },
			{ input: withFile() },
		);
		expect(error).toBeUndefined();
		expect(last()).toMatchObject({
			method: 'POST',
			path: '/document/process',
			status: 200,
			authenticated: true,
		});
		expect(last().files).toEqual([
			expect.objectContaining({
				field: 'file',
				filename: 'invoice.pdf',
				contentType: 'application/pdf',
				size: pdf.length,
			}),
		]);
		expect(last().body).toEqual({});
		expect(items).toHaveLength(1);
		expect(items[0].json).toMatchObject({ status: 'processing', file_name: 'invoice.pdf' });
		expect(harness.sandbox.state.documents.has(String(items[0].json.doc_id))).toBe(true);
	});

	it('upload sends the optional fields the user set, typed as the service expects', async () => {
		await harness.run(
			'document',
			'upload',
			{
				waitForProcessing: false,
				file: 'scan',
				additionalFields: { source: 'email', priority: 2, metadata: '{"po":"4711"}', org_id: '' },
			},
			{ input: withFile('scan.pdf', 'scan') },
		);
		expect(last().body).toEqual({ source: 'email', priority: '2', metadata: '{"po":"4711"}' });
		expect(last().files[0].filename).toBe('scan.pdf');
	});

	it('upload names the missing binary field before sending anything', async () => {
		const { error } = await harness.run(
			'document',
			'upload',
			{ waitForProcessing: false, file: 'missing' },
			{ input: withFile() },
		);
		expect(error?.message).toContain('Input Binary Field');
		expect(error?.message).toContain('"missing"');
		expect(harness.sandbox.requests).toHaveLength(0);
	});

	it('upload many sends one file part per binary field', async () => {
		const input = [
			{
				json: {},
				binary: {
					a: binaryFrom(pdf, 'a.pdf', 'application/pdf'),
					b: binaryFrom(pdf, 'b.pdf', 'application/pdf'),
				},
			},
		];
		const { items } = await harness.run(
			'document',
			'uploadMany',
			// The same bytes twice: two parts, not one (Skip Duplicates is on in new nodes).
			{ waitForProcessing: false, skipDuplicates: false, files: 'a, b', output: 'raw' },
			{ input },
		);
		expect(last()).toMatchObject({
			method: 'POST',
			path: '/document/process_documents',
			status: 200,
		});
		expect(last().files.map((file) => [file.field, file.filename])).toEqual([
			['files', 'a.pdf'],
			['files', 'b.pdf'],
		]);
		expect(items).toHaveLength(1);
		expect(items[0].json.documents).toHaveLength(2);
	});

	it('upload base64 sends the contents as a form field', async () => {
		const { items } = await harness.run('document', 'uploadBase64', {
			waitForProcessing: false,
			file_contents: pdf.toString('base64'),
			additionalFields: { source: 'api' },
		});
		expect(last()).toMatchObject({ method: 'POST', path: '/document/process_base64', status: 200 });
		expect(last().contentType).toContain('application/x-www-form-urlencoded');
		expect(last().body).toEqual({ file_contents: pdf.toString('base64'), source: 'api' });
		expect(items[0].json.doc_id).toBeDefined();
	});

	it('process landing document and classify send the file', async () => {
		await harness.run(
			'document',
			'processLandingDocument',
			{ file: 'data' },
			{ input: withFile() },
		);
		expect(last()).toMatchObject({
			method: 'POST',
			path: '/document/process_landing_document',
			status: 200,
		});
		const { items } = await harness.run(
			'document',
			'classify',
			{ file: 'data' },
			{ input: withFile() },
		);
		expect(last()).toMatchObject({
			method: 'POST',
			path: '/document/classify_document',
			status: 200,
		});
		expect(last().files[0]).toMatchObject({ field: 'file', filename: 'invoice.pdf' });
		expect(items[0].json).toHaveProperty('doc_type');
	});
});

describe('Document: process and wait', () => {
	it('polls the status until the document has left processing', async () => {
		harness.sandbox.state.processingDelayMs = 300;
		const { items } = await harness.run(
			'document',
			'upload',
			{
				file: 'data',
				waitForProcessing: true,
				waitOptions: { pollInterval: 0.1, timeout: 10 },
			},
			{ input: withFile() },
		);
		harness.sandbox.state.processingDelayMs = 0;
		expect(items[0].json).toMatchObject({ status: 'ready_for_validation', timedOut: false });
		const statusCalls = harness.sandbox.requests.filter(
			(request) => request.endpoint === 'document.getStatus',
		);
		expect(statusCalls.length).toBeGreaterThan(1);
		expect(statusCalls[0].path).toBe(`/document/status/${String(items[0].json.doc_id)}`);
	});

	it('returns the document id and last status when the timeout passes', async () => {
		harness.sandbox.state.processingDelayMs = 60_000;
		const { items, error } = await harness.run(
			'document',
			'upload',
			{
				file: 'data',
				waitForProcessing: true,
				waitOptions: { pollInterval: 0.05, timeout: 0.2 },
			},
			{ input: withFile() },
		);
		harness.sandbox.state.processingDelayMs = 0;
		expect(error).toBeUndefined();
		expect(items[0].json).toMatchObject({ status: 'processing', timedOut: true });
		expect(items[0].json.doc_id).toBeDefined();
	});
});

describe('Document lists', () => {
	it('get many pages over skip and limit until a short page (Return All)', async () => {
		for (let index = 0; index < 7; index++) seed();
		const { items } = await harness.run('document', 'getMany', {
			returnAll: true,
			additionalFields: { filter: 'all' },
		});
		expect(items).toHaveLength(7);
		expect(last()).toMatchObject({ method: 'GET', path: '/document/list', status: 200 });
		expect(last().query).toEqual({ filter: 'all', skip: '0', limit: '100' });
	});

	it('get many stops at the limit and asks only for what it needs', async () => {
		for (let index = 0; index < 7; index++) seed();
		const { items } = await harness.run('document', 'getMany', {
			returnAll: false,
			limit: 3,
			additionalFields: { filter: 'all' },
		});
		expect(items).toHaveLength(3);
		expect(harness.sandbox.requests).toHaveLength(1);
		expect(last().query).toMatchObject({ skip: '0', limit: '3' });
	});

	it('get many sends start date and filter', async () => {
		seed({ created_on: '2026-01-05T10:00:00Z' });
		await harness.run('document', 'getMany', {
			returnAll: true,
			additionalFields: { start_date: '2026-01-01', filter: 'all' },
		});
		expect(last().query).toMatchObject({ start_date: '2026-01-01', filter: 'all' });
	});

	it('dashboard sends every filter the user set and pages', async () => {
		seed({ doc_type: 'invoice' });
		seed({ doc_type: 'receipt' });
		const { items } = await harness.run('document', 'getDashboard', {
			returnAll: true,
			additionalFields: {
				doc_type: 'invoice',
				filter: 'all',
				keyword: '',
				assigned_to_me_only: false,
			},
			sort: { order_by_direction: 'asc' },
		});
		expect(last()).toMatchObject({ method: 'GET', path: '/document/dashboard', status: 200 });
		expect(last().query).toEqual({
			doc_type: 'invoice',
			filter: 'all',
			order_by_direction: 'asc',
			assigned_to_me_only: 'false',
			skip: '0',
			limit: '100',
		});
		expect(items.map((item) => item.json.doc_type)).toEqual(['invoice']);
	});
});

describe('Document reads', () => {
	it.each([
		['getStatus', 'GET', (id: string) => `/document/status/${id}`],
		['get', 'GET', (id: string) => `/document/${id}`],
		['restartExport', 'GET', (id: string) => `/document/restart_export/${id}`],
	])('%s calls %s on the document path', async (operation, method, path) => {
		const { doc_id } = seed();
		const { items, error } = await harness.run('document', operation, { doc_id, output: 'raw' });
		expect(error).toBeUndefined();
		expect(last()).toMatchObject({ method, path: path(doc_id), status: 200 });
		expect(items[0].json.doc_id).toBe(doc_id);
	});

	it('extraction result sends the id as a form field', async () => {
		const { doc_id } = seed();
		const { items } = await harness.run('document', 'getExtractionResult', {
			doc_id,
			output: 'raw',
		});
		expect(last()).toMatchObject({
			method: 'POST',
			path: '/document/extraction_result',
			body: { doc_id },
		});
		expect(items[0].json).toHaveProperty('extracted_data');
	});

	it('next document sends its filters as query', async () => {
		const first = seed({ doc_type: 'invoice' });
		seed({ doc_type: 'invoice' });
		await harness.run('document', 'getNext', {
			doc_id: first.doc_id,
			additionalFields: { doc_type: 'invoice' },
			sort: { sort_attr: 'created_on' },
		});
		expect(last()).toMatchObject({
			method: 'GET',
			path: `/document/get_next_document/${first.doc_id}`,
			status: 200,
		});
		expect(last().query).toEqual({ doc_type: 'invoice', sort_attr: 'created_on' });
	});

	it('OCR data sends the page number and the font size flag', async () => {
		const { doc_id } = seed();
		const { items } = await harness.run('document', 'getOcrData', {
			doc_id,
			page_number: 1,
			additionalFields: { include_font_size: true },
		});
		expect(last()).toMatchObject({
			method: 'POST',
			path: `/document/get_ocr_data/${doc_id}`,
			body: { page_number: '1', include_font_size: 'true' },
		});
		expect(items[0].json.words).toBeDefined();
	});

	it('status XML comes back as text', async () => {
		const { doc_id } = seed();
		const { items } = await harness.run('document', 'getStatusXml', { doc_id });
		expect(last()).toMatchObject({
			method: 'POST',
			path: '/document/get_doc_status_xml',
			body: { doc_id },
		});
		expect(String(items[0].json.data)).toContain(`<doc_id>${doc_id}</doc_id>`);
	});

	it('document log: update then get', async () => {
		const { doc_id } = seed();
		await harness.run('document', 'updateLog', {
			doc_id,
			action_type: 'note',
			additionalFields: { action_description: 'checked' },
		});
		expect(last()).toMatchObject({
			method: 'POST',
			path: `/document/update_document_log/${doc_id}`,
			body: { action_type: 'note', action_description: 'checked' },
		});
		const { items } = await harness.run('document', 'getLog', { doc_id, action_type: 'note' });
		expect(last()).toMatchObject({
			method: 'POST',
			path: `/document/get_document_log/${doc_id}`,
			body: { action_type: 'note' },
		});
		expect(items[0].json.logs).toEqual([
			expect.objectContaining({ action_type: 'note', action_description: 'checked' }),
		]);
	});
});

describe('Document review', () => {
	it('update sends the data as a JSON string and the service keeps it', async () => {
		const { doc_id } = seed();
		await harness.run('document', 'update', {
			doc_id,
			fieldsInput: 'json',
			data: '{"invoice_number":"INV-9"}',
		});
		expect(last()).toMatchObject({
			method: 'POST',
			path: `/document/update/${doc_id}`,
			body: { data: '{"invoice_number":"INV-9"}' },
			status: 200,
		});
		expect(harness.sandbox.state.documents.get(doc_id)?.extracted_data).toMatchObject({
			invoice_number: 'INV-9',
		});
	});

	it('update refuses data that is not JSON, naming the parameter, and sends nothing', async () => {
		const { doc_id } = seed();
		const { error } = await harness.run('document', 'update', {
			doc_id,
			fieldsInput: 'json',
			data: '{invoice_number: 9',
		});
		expect(error?.message).toMatch(/^Parameter "Fields \(JSON\)" is not valid JSON/);
		expect(harness.sandbox.requests).toHaveLength(0);
	});

	it('validate and export finishes the document', async () => {
		const { doc_id } = seed();
		const { items } = await harness.run('document', 'validateAndExport', {
			doc_id,
			fieldsInput: 'json',
			data: { total: '10.00' },
			output: 'raw',
			waitForProcessing: false,
		});
		expect(last()).toMatchObject({
			method: 'POST',
			path: `/document/validate_and_export/${doc_id}`,
			body: { data: '{"total":"10.00"}' },
		});
		expect(items[0].json.status).toBe('validated_pending_export');
		const status = await harness.run('document', 'getStatus', { doc_id });
		expect(status.items[0].json.status).toBe('finished');
	});

	it.each([
		['approve', 'approved_pending_export'],
		['reject', 'rejected'],
	])('approve or reject: %s', async (requestType, status) => {
		const { doc_id } = seed({ status: 'validated_pending_approval' });
		const { items } = await harness.run('document', 'approveOrReject', {
			doc_id,
			request_type: requestType,
		});
		expect(last()).toMatchObject({
			method: 'POST',
			path: `/document/approve_or_reject/${doc_id}`,
			body: { request_type: requestType },
		});
		expect(items[0].json.status).toBe(status);
	});

	it('assign, assign many and assign by e-mail set who works on the documents', async () => {
		const one = seed();
		const two = seed();
		await harness.run('document', 'assign', {
			doc_id: one.doc_id,
			assign_to: 'user-7',
			additionalFields: { assignment_type: 'user' },
		});
		expect(last()).toMatchObject({
			method: 'POST',
			path: `/document/assign/${one.doc_id}`,
			body: { assign_to: 'user-7', assignment_type: 'user' },
		});
		await harness.run('document', 'assignMany', {
			doc_ids: `${one.doc_id}, ${two.doc_id}`,
			additionalFields: { assign_to_user: 'user-8' },
		});
		expect(last()).toMatchObject({
			method: 'POST',
			path: '/document/assign_documents',
			body: { doc_ids: [one.doc_id, two.doc_id], assign_to_user: 'user-8' },
		});
		await harness.run('document', 'assignByEmail', {
			doc_id: two.doc_id,
			assign_to: 'clerk@example.com',
		});
		expect(last()).toMatchObject({
			method: 'POST',
			path: `/document/assign_with_email/${two.doc_id}`,
			body: { assign_to: 'clerk@example.com' },
		});
		expect(harness.sandbox.state.documents.get(one.doc_id)?.assigned_to).toBe('user-8');
		expect(harness.sandbox.state.documents.get(two.doc_id)?.assigned_to).toBe('clerk@example.com');
	});

	it('restart (GET with improve quality), restart many and restart with a new classification', async () => {
		const { doc_id } = seed();
		await harness.run('document', 'restart', {
			doc_id,
			additionalFields: { improve_quality: true },
			waitForProcessing: false,
		});
		expect(last()).toMatchObject({
			method: 'GET',
			path: `/document/restart/${doc_id}`,
			query: { improve_quality: 'true' },
			status: 200,
		});
		await harness.run('document', 'restartMany', { doc_ids: [doc_id] });
		expect(last()).toMatchObject({
			method: 'POST',
			path: '/document/restart_documents',
			body: { doc_ids: doc_id },
			status: 200,
		});
		const { items } = await harness.run('document', 'restartWithNewClassification', {
			doc_id,
			additionalFields: { doc_type: 'receipt', force_ocr: true },
			waitForProcessing: false,
		});
		expect(last()).toMatchObject({
			method: 'POST',
			path: `/document/restart_with_new_classification/${doc_id}`,
			body: { doc_type: 'receipt', force_ocr: 'true' },
		});
		expect(items[0].json.doc_type).toBe('receipt');
	});

	it('split and generate thumbnails send the document id', async () => {
		const { doc_id } = seed();
		await harness.run('document', 'split', { doc_id, additionalFields: { separators: '2' } });
		expect(last()).toMatchObject({
			method: 'POST',
			path: '/document/split_document',
			body: { doc_id, separators: '2' },
			status: 200,
		});
		await harness.run('document', 'generateThumbnails', { doc_id });
		expect(last()).toMatchObject({
			method: 'POST',
			path: '/document/generate_thumbnails',
			body: { doc_id },
			status: 200,
		});
	});
});

describe('Document deletes', () => {
	it('delete removes the document; a second delete is a 404 the user can read', async () => {
		const { doc_id } = seed();
		await harness.run('document', 'delete', { doc_id });
		expect(last()).toMatchObject({
			method: 'DELETE',
			path: `/document/delete/${doc_id}`,
			status: 200,
		});
		const { error } = await harness.run('document', 'get', { doc_id });
		expect(last().status).toBe(404);
		expect(error?.message).toContain('could not find');
		expect(error?.message).toContain('Document not found');
	});

	it('delete many sends the ids in a form body with DELETE', async () => {
		const one = seed();
		const two = seed();
		const { items } = await harness.run('document', 'deleteMany', {
			doc_ids: `${one.doc_id},${two.doc_id}`,
		});
		expect(last()).toMatchObject({
			method: 'DELETE',
			path: '/document/delete_documents',
			body: { doc_ids: [one.doc_id, two.doc_id] },
			status: 200,
		});
		expect(items[0].json.deleted).toEqual([one.doc_id, two.doc_id]);
	});

	it('delete error documents removes only documents in error', async () => {
		const broken = seed({ status: 'error' });
		const fine = seed();
		await harness.run('document', 'deleteErrorDocuments');
		expect(last()).toMatchObject({
			method: 'DELETE',
			path: '/document/delete_error_docs',
			status: 200,
		});
		expect(harness.sandbox.state.documents.has(broken.doc_id)).toBe(false);
		expect(harness.sandbox.state.documents.has(fine.doc_id)).toBe(true);
	});
});

describe('Document downloads', () => {
	it('the stored file comes back byte for byte as binary data', async () => {
		const { items: uploaded } = await harness.run(
			'document',
			'upload',
			{ waitForProcessing: false, file: 'data' },
			{ input: withFile() },
		);
		const { doc_id } = uploaded[0].json as { doc_id: string };
		const { items } = await harness.run('file', 'downloadDocument', {
			doc_id,
			filename: 'invoice.pdf',
		});
		expect(last()).toMatchObject({
			method: 'GET',
			path: `/resource/document/${doc_id}/invoice.pdf`,
			status: 200,
		});
		expect(items[0].binary?.data).toMatchObject({
			fileName: 'invoice.pdf',
			mimeType: 'application/pdf',
		});
		expect(await binaryBuffer(items[0])).toEqual(pdf);
	});
});

describe('errors from the service', () => {
	it('a 422 names each invalid field by its parameter name', async () => {
		const xml = '<SyncSupplierPartyMaster><DataArea></SyncSupplierPartyMaster>';
		harness.sandbox.answer('bodImport.importSupplierXml', () => ({
			status: 422,
			body: {
				detail: [
					{ loc: ['body', 'xml'], msg: 'Invalid XML: unclosed tag', type: 'value_error.xml' },
				],
			},
		}));
		const { error } = await harness.run('bodImport', 'importSupplierXml', {
			xmlSource: 'text',
			xmlText: xml,
		});
		expect(sentRequest(last())).toEqual(
			request('POST', '/import/supplier_bod_xml', { body: { xml } }),
		);
		expect(error?.message).toContain('The service could not accept some fields');
		expect(error?.description).toContain('- body XML (xml): Invalid XML');
	});

	it('a value outside a list the service declares is refused before sending, naming the parameter and the values', async () => {
		const { error } = await harness.run('document', 'getDashboard', {
			returnAll: true,
			sort: { order_by_direction: 'sideways' },
		});
		expect(error?.message).toBe(
			'Parameter "Order By Direction" must be one of "none", "asc", "desc", got "sideways"',
		);
		expect(harness.sandbox.requests).toHaveLength(0);
	});

	it('with Continue On Fail a failing item becomes an error item paired with its input, and the others go on', async () => {
		const good = seed();
		const input = [{ json: { id: 'does-not-exist' } }, { json: { id: good.doc_id } }];
		const { items, error } = await harness.run(
			'document',
			'getStatus',
			{ doc_id: '={{ $json.id }}' },
			{ input, continueOnFail: true },
		);
		expect(error).toBeUndefined();
		expect(items).toHaveLength(2);
		expect(items[0].json.error).toContain('Document not found');
		expect(items[0].pairedItem).toEqual({ item: 0 });
		expect(items[1].json).toMatchObject({ doc_id: good.doc_id });
		expect(items[1].pairedItem).toEqual({ item: 1 });
	});

	it('an operation the node does not know fails clearly and sends nothing', async () => {
		const { error } = await harness.run('document', 'noSuchOperation');
		expect(error?.message).toContain('Unknown operation "noSuchOperation"');
		expect(harness.sandbox.requests).toHaveLength(0);
	});

	it('a path value stays one segment and reaches no other route', async () => {
		const { error } = await harness.run('document', 'get', { doc_id: '../users/get_users' });
		expect(last()).toMatchObject({
			endpoint: 'document.get',
			path: '/document/..%2Fusers%2Fget_users',
			status: 404,
		});
		expect(error).toBeDefined();
	});
});
