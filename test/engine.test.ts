/* eslint-disable @n8n/community-nodes/no-restricted-imports -- dev-only code, never published; eslint.dev.config.mjs lints it */
import { createServer } from 'node:http';
import type { IncomingHttpHeaders, Server } from 'node:http';
import type { AddressInfo } from 'node:net';

import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import { NodeConnectionTypes } from 'n8n-workflow';
import type {
	IAuthenticateGeneric,
	ICredentialType,
	IExecuteSingleFunctions,
	IHookFunctions,
	IHttpRequestOptions,
	IN8nHttpFullResponse,
	INodeExecutionData,
	INodeProperties,
	INodeType,
	INodeTypeDescription,
	IPollFunctions,
} from 'n8n-workflow';

import { binaryBuffer, binaryFrom, runHook, runNode, runPoll } from './engine';

// ---------- inline credential and nodes, used only to prove the harness ----------

const describeNode = (
	name: string,
	extra: Partial<INodeTypeDescription>,
): INodeTypeDescription => ({
	displayName: name,
	name,
	group: ['transform'],
	version: 1,
	description: name,
	defaults: { name },
	inputs: [NodeConnectionTypes.Main],
	outputs: [NodeConnectionTypes.Main],
	properties: [],
	...extra,
});

class TestApi implements ICredentialType {
	name = 'testApi';
	displayName = 'Test API';
	properties: INodeProperties[] = [
		{
			displayName: 'API Key',
			name: 'apiKey',
			type: 'string',
			typeOptions: { password: true },
			default: '',
		},
		{ displayName: 'Base URL', name: 'baseUrl', type: 'string', default: '' },
		// A hidden default resolved against the credential itself, as n8n does (`$self`).
		{ displayName: 'Host', name: 'host', type: 'hidden', default: '={{$self.baseUrl}}' },
	];
	authenticate: IAuthenticateGeneric = {
		type: 'generic',
		properties: { headers: { 'X-API-KEY': '={{$credentials.apiKey}}' } },
	};
}

async function uploadPreSend(this: IExecuteSingleFunctions, options: IHttpRequestOptions) {
	const meta = this.helpers.assertBinaryData('data');
	// The usual n8n idiom: stream stored binaries (filesystem mode), read inline ones as a buffer.
	const bytes = meta.id
		? await this.helpers.binaryToBuffer(await this.helpers.getBinaryStream(meta.id))
		: await this.helpers.getBinaryDataBuffer('data');
	const form = new FormData();
	form.append('file', new Blob([new Uint8Array(bytes)], { type: meta.mimeType }), meta.fileName);
	options.body = form;
	for (const key of Object.keys(options.headers ?? {})) {
		if (key.toLowerCase() === 'content-type') delete options.headers![key];
	}
	return options;
}

async function toBinary(
	this: IExecuteSingleFunctions,
	_items: INodeExecutionData[],
	response: IN8nHttpFullResponse,
) {
	const body = Buffer.from(response.body as ArrayBuffer);
	const data = await this.helpers.prepareBinaryData(body, 'f.pdf', 'application/pdf');
	return [{ json: { size: body.length }, binary: { data } }] as INodeExecutionData[];
}

class TestNode implements INodeType {
	description = describeNode('harnessTest', {
		version: [1, 2],
		credentials: [{ name: 'testApi', required: true }],
		requestDefaults: { baseURL: '={{$credentials.host}}', headers: { Accept: 'application/json' } },
		properties: [
			{
				displayName: 'Operation',
				name: 'operation',
				type: 'options',
				noDataExpression: true,
				default: 'get',
				options: [
					{
						name: 'Get',
						value: 'get',
						routing: {
							request: {
								method: 'GET',
								url: '=/items/{{$parameter.id}}',
								qs: { verbose: '={{$parameter.verbose}}' },
							},
						},
					},
					{
						name: 'List',
						value: 'list',
						routing: {
							request: { method: 'GET', url: '/records' },
							send: { paginate: true },
							operations: {
								pagination: {
									type: 'offset',
									properties: {
										limitParameter: 'limit',
										offsetParameter: 'skip',
										pageSize: 2,
										rootProperty: 'records',
										type: 'query',
									},
								},
							},
						},
					},
					{
						name: 'Fail',
						value: 'fail',
						routing: { request: { method: 'POST', url: '/fail', body: { x: 1 } } },
					},
					{
						name: 'Upload',
						value: 'upload',
						routing: {
							request: { method: 'POST', url: '/upload' },
							send: { preSend: [uploadPreSend] },
						},
					},
					{
						name: 'Download',
						value: 'download',
						routing: {
							request: { method: 'GET', url: '/file', encoding: 'arraybuffer', json: false },
							output: { postReceive: [toBinary] },
						},
					},
				],
			},
			{
				displayName: 'ID',
				name: 'id',
				type: 'string',
				default: '',
				displayOptions: { show: { operation: ['get'] } },
			},
			{
				displayName: 'Verbose',
				name: 'verbose',
				type: 'boolean',
				default: false,
				displayOptions: { show: { operation: ['get'] } },
			},
		],
	});
}

class PollNode implements INodeType {
	description = describeNode('pollTest', { group: ['trigger'], polling: true, inputs: [] });

	async poll(this: IPollFunctions): Promise<INodeExecutionData[][] | null> {
		const state = this.getWorkflowStaticData('node');
		state.calls = ((state.calls as number | undefined) ?? 0) + 1;
		if (this.getMode() === 'manual' || (state.calls as number) > 1)
			return [[{ json: { calls: state.calls } }]];
		return null;
	}
}

class HookNode implements INodeType {
	description = describeNode('hookTest', {
		group: ['trigger'],
		inputs: [],
		credentials: [{ name: 'testApi', required: true }],
		webhooks: [{ name: 'default', httpMethod: 'POST', responseMode: 'onReceived', path: 'hook' }],
	});

	webhookMethods = {
		default: {
			async checkExists(this: IHookFunctions) {
				return this.getWorkflowStaticData('node').hookId !== undefined;
			},
			async create(this: IHookFunctions) {
				const { host } = await this.getCredentials<{ host: string }>('testApi');
				const body = { url: this.getNodeWebhookUrl('default') };
				const res = await this.helpers.httpRequestWithAuthentication.call(this, 'testApi', {
					method: 'POST',
					url: `${host}/hooks`,
					body,
				});
				this.getWorkflowStaticData('node').hookId = (res as { id: string }).id;
				return true;
			},
			async delete(this: IHookFunctions) {
				delete this.getWorkflowStaticData('node').hookId;
				return true;
			},
		},
	};
}

// ---------- local HTTP server ----------

const seen: Array<{ method: string; url: URL; headers: IncomingHttpHeaders; body: Buffer }> = [];
const records = [1, 2, 3, 4, 5].map((n) => ({ id: n }));
const pdf = Buffer.from('%PDF-1.4\n\x00\x01\x02\xff binary tail', 'latin1');
let server: Server;
let baseUrl = '';

beforeAll(async () => {
	server = createServer((req, res) => {
		const chunks: Buffer[] = [];
		req.on('data', (c: Buffer) => chunks.push(c));
		req.on('end', () => {
			const url = new URL(req.url ?? '/', 'http://x');
			seen.push({
				method: req.method ?? '',
				url,
				headers: req.headers,
				body: Buffer.concat(chunks),
			});
			const json = (status: number, body: unknown) => {
				res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
			};
			if (url.pathname.startsWith('/items/'))
				return json(200, { id: url.pathname.slice(7), verbose: url.searchParams.get('verbose') });
			if (url.pathname === '/records') {
				const skip = Number(url.searchParams.get('skip')),
					limit = Number(url.searchParams.get('limit'));
				return json(200, { records: records.slice(skip, skip + limit) });
			}
			if (url.pathname === '/fail') return json(422, { message: 'Unprocessable document' });
			if (url.pathname === '/upload') return json(200, { ok: true });
			if (url.pathname === '/hooks') return json(201, { id: 'hook-1' });
			if (url.pathname === '/file')
				return res.writeHead(200, { 'content-type': 'application/pdf' }).end(pdf);
			json(404, { message: 'not found' });
		});
	});
	await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
	baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
	await new Promise<void>((resolve, reject) => server.close((e) => (e ? reject(e) : resolve())));
});

beforeEach(() => {
	seen.length = 0;
});

const base = () => ({
	node: new TestNode(),
	credentialTypes: [new TestApi()],
	credentials: { testApi: { apiKey: 'secret-key', baseUrl } },
});

describe('engine harness', () => {
	it('sends a GET with query and the generic-auth header (credential defaults resolved), and outputs the JSON', async () => {
		const result = await runNode({
			...base(),
			parameters: { operation: 'get', id: 'abc', verbose: true },
		});
		expect(result.error).toBeUndefined();
		expect(result.items).toEqual([
			expect.objectContaining({ json: { id: 'abc', verbose: 'true' } }),
		]);
		expect(seen).toHaveLength(1);
		expect(seen[0].method).toBe('GET');
		expect(seen[0].url.pathname).toBe('/items/abc');
		expect(seen[0].headers['x-api-key']).toBe('secret-key');
	});

	it('follows offset pagination', async () => {
		const result = await runNode({ ...base(), parameters: { operation: 'list' } });
		expect(result.error).toBeUndefined();
		expect(result.items.map((i) => i.json)).toEqual(records);
		expect(seen.map((s) => s.url.searchParams.get('skip'))).toEqual(['0', '2', '4']);
		expect(seen.every((s) => s.url.searchParams.get('limit') === '2')).toBe(true);
	});

	it('fails on a 422, or puts the error on the item with continueOnFail', async () => {
		const failed = await runNode({ ...base(), parameters: { operation: 'fail' } });
		expect(failed.items).toEqual([]);
		expect(failed.error).toMatchObject({
			name: 'NodeApiError',
			httpCode: '422',
			description: 'Unprocessable document',
		});

		const continued = await runNode({
			...base(),
			parameters: { operation: 'fail' },
			continueOnFail: true,
		});
		expect(continued.error).toBeUndefined();
		expect(continued.items).toHaveLength(1);
		const item = continued.items[0];
		expect(item.json.error).toBe(failed.error?.message);
		expect(item.error).toMatchObject({
			name: 'NodeApiError',
			description: 'Unprocessable document',
		});
	});

	it('uploads an input binary property as multipart', async () => {
		const file = Buffer.from('hello multipart');
		const result = await runNode({
			...base(),
			parameters: { operation: 'upload' },
			input: [{ json: {}, binary: { data: binaryFrom(file, 'doc.pdf', 'application/pdf') } }],
		});
		expect(result.error).toBeUndefined();
		expect(result.items[0].json).toEqual({ ok: true });
		expect(seen[0].headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
		const body = seen[0].body.toString('latin1');
		expect(body).toContain('filename="doc.pdf"');
		expect(body).toContain('hello multipart');
	});

	it('downloads binary data via prepareBinaryData', async () => {
		const result = await runNode({ ...base(), parameters: { operation: 'download' } });
		expect(result.error).toBeUndefined();
		expect(result.items[0].binary?.data.mimeType).toBe('application/pdf');
		expect(result.items[0].binary?.data.fileName).toBe('f.pdf');
		expect((await binaryBuffer(result.items[0])).equals(pdf)).toBe(true);
	});

	it('stores binaries on disk in filesystem mode (getBinaryStream works)', async () => {
		const file = Buffer.from('stored input');
		const input = [{ json: {}, binary: { data: binaryFrom(file, 'in.pdf', 'application/pdf') } }];
		const upload = await runNode({
			...base(),
			parameters: { operation: 'upload' },
			input,
			binaryDataMode: 'filesystem',
		});
		expect(upload.error).toBeUndefined();
		expect(seen[0].body.toString('latin1')).toContain('stored input');
		const download = await runNode({
			...base(),
			parameters: { operation: 'download' },
			binaryDataMode: 'filesystem',
		});
		expect(download.items[0].binary?.data.id).toMatch(/^filesystem-v2:/);
		expect((await binaryBuffer(download.items[0])).equals(pdf)).toBe(true);
		const inline = await runNode({ ...base(), parameters: { operation: 'download' } });
		expect(inline.items[0].binary?.data.id).toBeUndefined();
	});

	it('runs webhook lifecycle methods with static data', async () => {
		const hook = {
			...base(),
			node: new HookNode(),
			parameters: {},
			webhookBaseUrl: 'https://n8n.example/webhook',
		};
		expect((await runHook({ ...hook, method: 'checkExists' })).result).toBe(false);
		const created = await runHook({ ...hook, method: 'create' });
		expect(created).toEqual({ result: true, staticData: { hookId: 'hook-1' } });
		expect(seen[0].headers['x-api-key']).toBe('secret-key');
		expect(JSON.parse(seen[0].body.toString()).url).toBe(
			'https://n8n.example/webhook/test-webhook-id/hook',
		);
		expect(
			(await runHook({ ...hook, method: 'checkExists', staticData: created.staticData })).result,
		).toBe(true);
		const deleted = await runHook({ ...hook, method: 'delete', staticData: created.staticData });
		expect(deleted.staticData).toEqual({});
	});

	it('polls with persistent static data', async () => {
		const manual = await runPoll({ node: new PollNode(), parameters: {}, mode: 'manual' });
		expect(manual.items).toEqual([[{ json: { calls: 1 } }]]);

		const first = await runPoll({ node: new PollNode(), parameters: {}, mode: 'trigger' });
		expect(first.items).toBeNull();
		expect(first.staticData).toEqual({ calls: 1 });
		const second = await runPoll({
			node: new PollNode(),
			parameters: {},
			staticData: first.staticData,
		});
		expect(second.items).toEqual([[{ json: { calls: 2 } }]]);
		expect(second.staticData).toEqual({ calls: 2 });
	});
});
