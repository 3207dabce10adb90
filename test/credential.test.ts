/* eslint-disable @n8n/community-nodes/no-restricted-imports -- dev-only code, never published; eslint.dev.config.mjs lints it */
import { createServer } from 'node:net';

import { NodeConnectionTypes, type INodeType } from 'n8n-workflow';

import { DocumentProcessingApi } from '../credentials/DocumentProcessingApi.credentials';
import { startSandbox, type Sandbox } from '../sandbox';
import { runNode } from './engine';
import { credentialsFor } from './support/nodeUnderTest';

const credential = new DocumentProcessingApi();

describe('authenticate', () => {
	const base = {
		apiKey: 'k1',
		environment: 'production',
		productionUrl: 'https://prod.example.com//',
		developmentUrl: 'https://dev.example.com',
		workflowHost: 'https://wf.example.com/',
		workflowApiKey: 'w1',
	};

	it('sends the key as X-API-KEY to the base URL of the chosen environment, without trailing slashes', async () => {
		const production = await credential.authenticate(base, {
			url: '/document/list',
			headers: { Accept: 'x' },
		});
		expect(production).toMatchObject({
			baseURL: 'https://prod.example.com',
			headers: { Accept: 'x', 'X-API-KEY': 'k1' },
		});
		const development = await credential.authenticate(
			{ ...base, environment: 'development' },
			{ url: '/document/list' },
		);
		expect(development.baseURL).toBe('https://dev.example.com');
	});

	it('sends only the workflow key to the workflow listing host', async () => {
		const options = await credential.authenticate(base, { url: '/api/v1/workflows' });
		expect(options.baseURL).toBe('https://wf.example.com');
		expect(options.headers).toEqual({ 'X-WF-API-KEY': 'w1' });
	});
});

/**
 * n8n tests a credential by running its test request as a declarative node. This node does
 * the same, so the request, the key and the answers are exactly what n8n's test sees.
 */
function credentialTestNode(): INodeType {
	return {
		description: {
			displayName: 'Credential Test',
			name: 'credentialTest',
			group: ['transform'],
			version: 1,
			description: '',
			defaults: { name: 'Credential Test' },
			inputs: [NodeConnectionTypes.Main],
			outputs: [NodeConnectionTypes.Main],
			credentials: [{ name: credential.name, required: true }],
			requestDefaults: credential.test.request,
			properties: [],
		},
	};
}

async function closedPort(): Promise<number> {
	const server = createServer();
	await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
	const { port } = server.address() as { port: number };
	await new Promise((resolve) => server.close(resolve));
	return port;
}

describe('credential test request', () => {
	let sandbox: Sandbox;
	beforeAll(async () => {
		sandbox = await startSandbox();
	});
	afterAll(async () => await sandbox.close());

	const test = async (overrides = {}) =>
		await runNode({
			node: credentialTestNode(),
			credentialTypes: [credential],
			credentials: credentialsFor(sandbox, overrides),
			parameters: {},
		});

	it('is a cheap authenticated read that succeeds with the right key', async () => {
		const { error } = await test();
		expect(error).toBeUndefined();
		expect(sandbox.lastRequest()).toMatchObject({
			method: 'GET',
			path: '/document_type/get_document_types',
			status: 200,
			authenticated: true,
		});
	});

	it("reports the service's 401 for a wrong key", async () => {
		const { error } = await test({ apiKey: 'wrong-key' });
		expect(sandbox.lastRequest()?.status).toBe(401);
		expect(error).toMatchObject({ httpCode: '401' });
	});

	it('reports a connection failure, not a 401, for a wrong host', async () => {
		const { error } = await test({ productionUrl: `http://127.0.0.1:${await closedPort()}` });
		expect(error).toBeDefined();
		expect(JSON.stringify(error)).toContain('ECONNREFUSED');
		expect((error as { httpCode?: string }).httpCode).not.toBe('401');
	});
});
