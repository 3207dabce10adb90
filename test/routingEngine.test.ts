/* eslint-disable @n8n/community-nodes/no-restricted-imports, @n8n/community-nodes/node-usable-as-tool -- dev-only code, never published; eslint.dev.config.mjs lints it */
/**
 * Pins the behaviour of n8n's declarative routing engine (n8n-core's RoutingNode) that the node's
 * execution model relies on, with a tiny node of the same shape against a local server:
 * - an operation option's `routing.send.paginate` hands the request to that option's
 *   `routing.operations.pagination` hook, with the option's `request.method` already set;
 * - a preSend on the resource parameter runs for every operation, before the hook;
 * - `makeRoutingRequest` sends the options the hook gives and runs the option's postReceive on
 *   the full response;
 * - an operation value no option has still sends a bare request (so the node needs its guard);
 * - the engine reads every top-level property for every item (what per-item cost scales with).
 * If an n8n version changes one of these, this test says which.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

import { NodeConnectionTypes } from 'n8n-workflow';
import type {
	DeclarativeRestApiSettings,
	ICredentialType,
	IExecutePaginationFunctions,
	IExecuteSingleFunctions,
	IHttpRequestOptions,
	IN8nHttpFullResponse,
	INodeExecutionData,
	INodeProperties,
	INodeType,
	INodeTypeDescription,
} from 'n8n-workflow';

import { runNode } from './engine';

const events: string[] = [];
const seen: Array<{ method: string; url: string }> = [];

class ShapeApi implements ICredentialType {
	name = 'shapeApi';
	displayName = 'Shape API';
	properties: INodeProperties[] = [
		{ displayName: 'Base URL', name: 'baseUrl', type: 'string', default: '' },
	];
	async authenticate(credentials: { baseUrl?: unknown }, options: IHttpRequestOptions) {
		return { ...options, baseURL: String(credentials.baseUrl) };
	}
}

async function guard(this: IExecuteSingleFunctions, options: IHttpRequestOptions) {
	events.push(`preSend:${String(this.getNodeParameter('operation'))}`);
	return options;
}

async function hook(
	this: IExecutePaginationFunctions,
	requestData: DeclarativeRestApiSettings.ResultOptions,
) {
	events.push(`hook:${requestData.options.method}`);
	return await this.makeRoutingRequest({
		...requestData,
		options: { ...requestData.options, url: `/things/${String(this.getNodeParameter('id'))}` },
	});
}

async function shape(
	this: IExecuteSingleFunctions,
	_items: INodeExecutionData[],
	response: IN8nHttpFullResponse,
) {
	events.push(`postReceive:${response.statusCode}`);
	return [
		{
			json: {
				status: response.statusCode,
				body: JSON.parse(Buffer.from(response.body as ArrayBuffer).toString('utf8')),
			},
		},
	];
}

/** Properties that are never shown, to count how often the engine reads them. */
let reads = 0;
const counted = (index: number): INodeProperties => ({
	displayName: `Hidden ${index}`,
	name: `hidden${index}`,
	type: 'string',
	default: '',
	displayOptions: { show: { operation: ['never'] } },
});

class ShapeNode implements INodeType {
	description: INodeTypeDescription = {
		displayName: 'Shape',
		name: 'shape',
		group: ['transform'],
		version: 1,
		description: 'Shape',
		defaults: { name: 'Shape' },
		inputs: [NodeConnectionTypes.Main],
		outputs: [NodeConnectionTypes.Main],
		credentials: [{ name: 'shapeApi', required: true }],
		requestDefaults: { encoding: 'arraybuffer', json: false, ignoreHttpStatusErrors: true },
		properties: [
			{
				displayName: 'Resource',
				name: 'resource',
				type: 'options',
				noDataExpression: true,
				default: 'thing',
				options: [{ name: 'Thing', value: 'thing' }],
				routing: { send: { preSend: [guard] } },
			},
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
							request: { method: 'PUT' },
							send: { paginate: true },
							operations: { pagination: hook },
							output: { postReceive: [shape] },
						},
					},
				],
			},
			{ displayName: 'ID', name: 'id', type: 'string', default: '' },
			...Array.from({ length: 5 }, (_, index) => counted(index)),
		],
	};
}

let server: Server;
let baseUrl: string;

beforeAll(async () => {
	server = createServer((req, res) => {
		seen.push({ method: req.method ?? '', url: req.url ?? '' });
		res
			.writeHead(200, { 'content-type': 'application/json' })
			.end(JSON.stringify({ url: req.url }));
	});
	await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
	baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => await new Promise<void>((resolve) => server.close(() => resolve())));

beforeEach(() => {
	events.length = 0;
	seen.length = 0;
});

const run = async (parameters: Record<string, string>, items = 1) => {
	const node = new ShapeNode();
	const properties = node.description.properties;
	// Count the engine's reads of the hidden properties through a getter on their names.
	for (const property of properties.filter((entry) => entry.name.startsWith('hidden'))) {
		const { name } = property;
		Object.defineProperty(property, 'name', { get: () => (reads++, name), configurable: true });
	}
	return await runNode({
		node,
		credentialTypes: [new ShapeApi()],
		credentials: { shapeApi: { baseUrl } },
		parameters,
		input: Array.from({ length: items }, (_, index) => ({ json: { index } })),
	});
};

describe("n8n's routing engine, as the node uses it", () => {
	it('runs the resource preSend, then the operation hook with the routed method; postReceive shapes the answer', async () => {
		const { items, error } = await run({ resource: 'thing', operation: 'get', id: 'a b' });
		expect(error).toBeUndefined();
		expect(events).toEqual(['preSend:get', 'hook:PUT', 'postReceive:200']);
		expect(seen).toEqual([{ method: 'PUT', url: '/things/a%20b' }]);
		expect(items.map((item) => item.json)).toEqual([
			{ status: 200, body: { url: '/things/a%20b' } },
		]);
	});

	it('sends a bare request for an operation value no option has, unless a preSend refuses it', async () => {
		const { error } = await run({ resource: 'thing', operation: 'unknown', id: 'x' });
		expect(error).toBeUndefined();
		expect(events).toEqual(['preSend:unknown']);
		expect(seen).toHaveLength(1);
	});

	it('reads every top-level property for every item, shown or not', async () => {
		reads = 0;
		await run({ resource: 'thing', operation: 'get', id: 'x' }, 1);
		const perRun = reads;
		reads = 0;
		events.length = 0;
		await run({ resource: 'thing', operation: 'get', id: 'x' }, 4);
		expect(perRun).toBeGreaterThan(0);
		expect(reads).toBeGreaterThanOrEqual(4 * 5);
		expect(events.filter((event) => event.startsWith('hook'))).toHaveLength(4);
	});
});
