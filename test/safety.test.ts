/* eslint-disable @n8n/community-nodes/no-hardcoded-secrets, @n8n/community-nodes/no-restricted-imports, no-console -- dev-only code, never published; eslint.dev.config.mjs lints it */
import { createServer as createTcpServer, type Server, type Socket } from 'node:net';

import type { INodeExecutionData, INodeParameters } from 'n8n-workflow';

import { binaryFrom } from './engine';
import { useNodeAgainstSandbox } from './support/nodeUnderTest';
import { closedPortUrl } from './support/closedPort';

const KEY = 'sk-live-LEAKCHECK-7f3a9c2e5b1d';
const harness = useNodeAgainstSandbox({ apiKey: KEY });
beforeEach(() => harness.sandbox.reset());

const figures: Record<string, number> = {};
afterAll(() => {
	console.log(
		`safety: ${Object.entries(figures)
			.map(([name, count]) => `${count} ${name}`)
			.join(', ')}`,
	);
});

describe("every documented status becomes an error in plain words with the service's own text", () => {
	const meanings: Array<[number, string]> = [
		[400, 'rejected the request as invalid'],
		[401, 'The API key was rejected'],
		[403, 'restricted to administrators'],
		[404, 'could not find'],
		[405, 'does not allow this method'],
		[406, 'cannot answer in the requested format'],
		[410, 'has been removed'],
		[422, 'could not accept some fields'],
		[429, 'Too many requests'],
		[500, 'failed on its side'],
		[503, 'temporarily unavailable'],
	];
	afterAll(() => (figures['statuses mapped'] = meanings.length));

	it.each(meanings)('%i', async (status, meaning) => {
		const { doc_id } = harness.sandbox.state.addDocument({ status: 'ready_for_validation' });
		harness.sandbox.state.failNext('document.getStatus', status);
		const { error } = await harness.run('document', 'getStatus', {
			doc_id,
			requestOptions: { retries: 0 },
		});
		expect(error?.message).toContain(meaning);
		expect(error?.message).toContain('Injected failure');
		expect((error as { httpCode?: string }).httpCode).toBe(String(status));
		expect(error?.description).toContain('GET /document/status/{doc_id} answered');
	});
});

/** A server that accepts connections and never answers, for timeouts. */
async function silentServer(): Promise<{ url: string; close: () => Promise<void> }> {
	const sockets: Socket[] = [];
	const server: Server = createTcpServer((socket) => sockets.push(socket));
	await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
	const { port } = server.address() as { port: number };
	return {
		url: `http://127.0.0.1:${port}`,
		close: async () => {
			sockets.forEach((socket) => socket.destroy());
			await new Promise((resolve) => server.close(resolve));
		},
	};
}

describe('the API key never appears in output, errors or the failed execution', () => {
	const paths: Array<
		[
			string,
			() => Promise<{
				credentials?: Record<string, string>;
				parameters: INodeParameters;
				cleanup?: () => Promise<void>;
			}>,
		]
	> = [
		[
			'401 (the key sent is wrong)',
			async () => ({
				credentials: { apiKey: `${KEY}-wrong` },
				parameters: { resource: 'document', operation: 'getStatus', doc_id: 'doc_1' },
			}),
		],
		[
			'422',
			async () => ({
				parameters: {
					resource: 'document',
					operation: 'approveOrReject',
					doc_id: harness.sandbox.state.addDocument({ status: 'ready_for_validation' }).doc_id,
					request_type: 'maybe',
				},
			}),
		],
		[
			'500',
			async () => {
				harness.sandbox.state.failNext('document.get', 500, { times: 10 });
				return {
					parameters: {
						resource: 'document',
						operation: 'get',
						doc_id: harness.sandbox.state.addDocument({ status: 'ready_for_validation' }).doc_id,
						requestOptions: { retries: 1, retryMaxWait: 5 },
					},
				};
			},
		],
		[
			'timeout',
			async () => {
				const silent = await silentServer();
				return {
					credentials: { productionUrl: silent.url },
					parameters: {
						resource: 'document',
						operation: 'getStatus',
						doc_id: 'doc_1',
						requestOptions: { timeout: 300, retries: 0 },
					},
					cleanup: silent.close,
				};
			},
		],
		[
			'connection refused',
			async () => ({
				credentials: { productionUrl: await closedPortUrl() },
				parameters: {
					resource: 'document',
					operation: 'getStatus',
					doc_id: 'doc_1',
					requestOptions: { retries: 0 },
				},
			}),
		],
	];
	afterAll(() => (figures['error paths searched for the key'] = paths.length * 2));

	it.each(paths)('%s', async (_, setUp) => {
		for (const continueOnFail of [false, true]) {
			const { credentials, parameters, cleanup } = await setUp();
			const { resource, operation, ...rest } = parameters as {
				resource: string;
				operation: string;
			};
			const result = await harness.run(resource, operation, rest, { continueOnFail, credentials });
			await cleanup?.();
			const failure = continueOnFail ? result.items[0]?.error : result.error;
			expect(failure).toBeDefined();
			const everything = JSON.stringify({
				items: result.items,
				error: result.error,
				message: failure?.message,
				description: failure?.description,
				runData: result.runData,
			});
			expect(everything).not.toContain(KEY);
			expect(everything).not.toContain('LEAKCHECK');
		}
	});

	it('names the host for failures without an answer', async () => {
		const url = await closedPortUrl();
		const { error } = await harness.run(
			'document',
			'getStatus',
			{ doc_id: 'd', requestOptions: { retries: 0 } },
			{ credentials: { productionUrl: url } },
		);
		expect(error?.message).toBe(
			`Could not reach the service at ${url}: nothing answers there: check the Base URL and port, and that the service is up`,
		);
	});
});

describe('a path value is always exactly one segment', () => {
	const values = [
		'../users/delete/1',
		'a/b',
		'%2F',
		'?x=1',
		'#',
		'a b',
		'Grüße',
		'..%2F..%2Fhealthz',
		'../..',
		'./x',
	];
	afterAll(() => (figures['path values kept in one segment'] = values.length));

	it.each(values)('%j reaches only its own route', async (value) => {
		const kept = harness.sandbox.state.addDocument({ status: 'ready_for_validation' });
		await harness.run('document', 'delete', { doc_id: value });
		const received = harness.sandbox.lastRequest()!;
		expect(received).toMatchObject({
			method: 'DELETE',
			endpoint: 'document.delete',
			pathParams: { doc_id: value },
			status: 404,
		});
		expect(harness.sandbox.requests).toHaveLength(1);
		expect(harness.sandbox.state.documents.has(kept.doc_id)).toBe(true);
	});
});

describe('bad input is refused before anything is sent, naming the parameter', () => {
	const pdf = [
		{ json: {}, binary: { data: binaryFrom(Buffer.from('%PDF-1.4'), 'a.pdf', 'application/pdf') } },
	];
	const png = [
		{ json: {}, binary: { data: binaryFrom(Buffer.from('png'), 'a.png', 'image/png') } },
	];
	const xml = [
		{ json: {}, binary: { data: binaryFrom(Buffer.from('<a/>'), 'a.xml', 'text/xml') } },
	];
	const catalogue: Array<
		[string, string, INodeParameters, INodeExecutionData[] | undefined, string]
	> = [
		[
			'document',
			'update',
			{ doc_id: 'd', fieldsInput: 'json', data: '{broken' },
			undefined,
			'Parameter "Fields (JSON)" is not valid JSON',
		],
		[
			'document',
			'update',
			{ doc_id: 'd', fieldsInput: 'json', data: '"text"' },
			undefined,
			'Parameter "Fields (JSON)" must be a JSON object',
		],
		[
			'document',
			'update',
			{ doc_id: '={{ "" }}', fieldsInput: 'json', data: '{}' },
			undefined,
			'Parameter "Document ID" is required but empty',
		],
		['document', 'get', { doc_id: '..' }, undefined, 'Parameter "Document ID" cannot be ".."'],
		['document', 'delete', { doc_id: '.' }, undefined, 'Parameter "Document ID" cannot be "."'],
		[
			'document',
			'update',
			{ doc_id: '   ', fieldsInput: 'json', data: '{}' },
			undefined,
			'Parameter "Document ID" is required but empty',
		],
		[
			'document',
			'validateAndExport',
			{ doc_id: 'd', fieldsInput: 'json', data: '[1,' },
			undefined,
			'Parameter "Fields (JSON)" is not valid JSON',
		],
		[
			'document',
			'getStatus',
			{ doc_id: '={{ $json.missing }}' },
			undefined,
			'Parameter "Document ID" is required but empty',
		],
		[
			'document',
			'getOcrData',
			{ doc_id: 'd', page_number: 'two' },
			undefined,
			'Parameter "Page Number" must be a number',
		],
		[
			'document',
			'getOcrData',
			{ doc_id: 'd', page_number: 1.5 },
			undefined,
			'Parameter "Page Number" must be a whole number',
		],
		[
			'document',
			'getOcrData',
			{ doc_id: 'd', page_number: 1, additionalFields: { include_font_size: 'perhaps' } },
			undefined,
			'Parameter "Include Font Size" must be true or false',
		],
		[
			'document',
			'getMany',
			{ returnAll: false, limit: -5 },
			undefined,
			'Parameter "Limit" must be a whole number of at least 1',
		],
		[
			'document',
			'getMany',
			{ returnAll: false, limit: 0 },
			undefined,
			'Parameter "Limit" must be a whole number of at least 1',
		],
		[
			'document',
			'getMany',
			{ returnAll: false, limit: 2.5 },
			undefined,
			'Parameter "Limit" must be a whole number of at least 1',
		],
		[
			'document',
			'getMany',
			{ returnAll: false, limit: 1e300 },
			undefined,
			'Parameter "Limit" must be a whole number of at least 1',
		],
		[
			'document',
			'getMany',
			{ returnAll: true, additionalFields: { start_date: '21.11.2026' } },
			undefined,
			'Parameter "Start Date" must be a date as YYYY-MM-DD',
		],
		[
			'document',
			'getMany',
			{ returnAll: true, additionalFields: { start_date: '2026-13-45' } },
			undefined,
			'Parameter "Start Date" must be a date as YYYY-MM-DD',
		],
		[
			'document',
			'restartMany',
			{ doc_ids: ' , ' },
			undefined,
			'Parameter "Document IDs" is required but empty',
		],
		[
			'document',
			'upload',
			{ file: 'missing' },
			pdf,
			'Parameter "Input Binary Field": the input item has no binary field "missing"',
		],
		[
			'document',
			'upload',
			{ file: 'data' },
			[{ json: {} }],
			'Parameter "Input Binary Field": the input item has no binary field "data"',
		],
		[
			'document',
			'uploadMany',
			{ files: 'data, other' },
			pdf,
			'the input item has no binary field "other"',
		],
		[
			'document',
			'upload',
			{ file: 'data', waitForProcessing: true, waitOptions: { timeout: -1 } },
			pdf,
			'Parameter "Timeout (Seconds)" must be a number of seconds',
		],
		[
			'document',
			'assign',
			{ doc_id: 'd', assign_to: 'u', bodyOptions: { extraFieldsJson: '{nope' } },
			undefined,
			'Parameter "Extra Fields (JSON)" is not valid JSON',
		],
		[
			'document',
			'assign',
			{
				doc_id: 'd',
				assign_to: 'u',
				bodyOptions: { extraFields: { field: [{ name: 'assign_to', value: 'x' }] } },
			},
			undefined,
			'is a documented field',
		],
		[
			'document',
			'upload',
			{ file: 'data', bodyOptions: { encoding: 'json' } },
			pdf,
			'Parameter "Body Encoding": files can only be sent as multipart',
		],
		[
			'classifier',
			'classify',
			{ file: 'data' },
			png,
			'"a.png" is image/png, but this operation takes a PDF',
		],
		[
			'masterData',
			'importXml',
			{ data_type: 'x', field_mappings: '[1]' },
			xml,
			'Parameter "Field Mappings" must be a JSON object',
		],
		[
			'masterData',
			'importXml',
			{ data_type: 'x', field_mappings: '{"id": ""}' },
			xml,
			'the XPath of "id" is empty',
		],
		[
			'masterData',
			'importXml',
			{ data_type: 'x', field_mappings: '{not json' },
			xml,
			'Parameter "Field Mappings" is not valid JSON',
		],
		[
			'masterData',
			'importXml',
			{ data_type: 'x' },
			pdf,
			'"a.pdf" is application/pdf, but this operation takes an XML file',
		],
		[
			'masterData',
			'getRecords',
			{ data_type: 'x', additionalFields: { filter_data_json: 'city=Köln' } },
			undefined,
			'Parameter "Filter Data JSON" is not valid JSON',
		],
		[
			'bodImport',
			'importSupplierXml',
			{ xmlSource: 'text', xmlText: '={{ "" }}' },
			undefined,
			'Parameter "XML" is required but empty',
		],
		['user', 'delete', { user_id: 'abc' }, undefined, 'Parameter "User ID" must be a number'],
		[
			'user',
			'create',
			{ last_name: 'L', email: 'e@x', password: 'p', is_admin: 'maybe' },
			undefined,
			'Parameter "Is Admin" must be true or false',
		],
		[
			'group',
			'addUser',
			{ group_id: 'g', user_id: 'seven', remove_from_other_groups: false },
			undefined,
			'Parameter "User ID" must be a number',
		],
		[
			'group',
			'setAllPermissions',
			{ permissions_data: '{"a":' },
			undefined,
			'Parameter "Permissions Data" is not valid JSON',
		],
		[
			'vendor',
			'search',
			{ returnAll: false, limit: -1 },
			undefined,
			'Parameter "Limit" must be a whole number of at least 1',
		],
	];
	afterAll(() => (figures['bad inputs refused before sending'] = catalogue.length));

	it.each(catalogue)('%s %s %j', async (resource, operation, parameters, input, message) => {
		const { error } = await harness.run(resource, operation, parameters, { input });
		expect(error?.message).toContain(message);
		expect(harness.sandbox.requests).toHaveLength(0);
	});

	it('with Continue On Fail, the bad item is an error item paired with its input and the others go on', async () => {
		const good = harness.sandbox.state.addDocument({ status: 'ready_for_validation' });
		const input = [
			{ json: { id: good.doc_id } },
			{ json: { id: '' } },
			{ json: { id: good.doc_id } },
		];
		const { items } = await harness.run(
			'document',
			'getStatus',
			{ doc_id: '={{ $json.id }}', output: 'raw' },
			{ input, continueOnFail: true },
		);
		expect(items.map((item) => item.pairedItem)).toEqual([{ item: 0 }, { item: 1 }, { item: 2 }]);
		expect(items[1].json.error).toContain('Parameter "Document ID" is required but empty');
		expect(items[0].json.doc_id).toBe(good.doc_id);
		expect(items[2].json.doc_id).toBe(good.doc_id);
		expect(harness.sandbox.requests).toHaveLength(2);
	});
});
