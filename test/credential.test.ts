/* eslint-disable @n8n/community-nodes/no-restricted-imports -- dev-only code, never published; eslint.dev.config.mjs lints it */
import { createServer as createHttpServer } from 'node:http';
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

/**
 * n8n's verdict on a credential test, as its CredentialsTester decides it
 * (packages/cli/src/services/credentials-tester.service.ts): a failed request is an error (a
 * `responseCode` rule's message for its status); an answer is checked against each
 * `responseSuccessBody` rule (`get(firstItem.json, key) === value` is an error); else OK.
 */
function testerVerdict(result: Awaited<ReturnType<typeof runNode>>): {
	status: 'OK' | 'Error';
	message: string;
} {
	const rules = (credential.test.rules ?? []) as Array<{
		type: string;
		properties: { key?: string; value: unknown; message: string };
	}>;
	if (result.error) {
		const status = Number((result.error as { httpCode?: string }).httpCode);
		const rule = rules.find(
			(candidate) => candidate.type === 'responseCode' && candidate.properties.value === status,
		);
		return { status: 'Error', message: rule?.properties.message ?? result.error.message };
	}
	for (const rule of rules) {
		if (rule.type !== 'responseSuccessBody') continue;
		// As n8n does: the first item, which an empty list would not have (n8n then fails).
		const json = result.items[0].json as unknown;
		// lodash get with a one-segment key: a string's character, an object's property.
		const value =
			json === null || json === undefined
				? undefined
				: (json as Record<string, unknown>)[rule.properties.key!];
		if (value === rule.properties.value)
			return { status: 'Error', message: rule.properties.message };
	}
	return { status: 'OK', message: 'Connection successful!' };
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
		const result = await test({ apiKey: 'wrong-key' });
		expect(sandbox.lastRequest()?.status).toBe(401);
		expect(result.error).toMatchObject({ httpCode: '401' });
		expect(testerVerdict(result)).toEqual({
			status: 'Error',
			message: 'The service rejected the API key (401). Check the key for this environment.',
		});
	});

	it('passes with the right key, whatever the service has (none, one or many document types)', async () => {
		expect(testerVerdict(await test())).toEqual({
			status: 'OK',
			message: 'Connection successful!',
		});
		sandbox.state.areas.documentSetup.documentTypes.clear();
		expect(sandbox.state.areas.documentSetup.documentTypes.list()).toEqual([]);
		expect(testerVerdict(await test())).toEqual({
			status: 'OK',
			message: 'Connection successful!',
		});
	});

	describe('a Base URL that lands on a web server, not the service', () => {
		let answer = { contentType: 'text/html; charset=utf-8', body: '<!DOCTYPE html><html></html>' };
		const web = createHttpServer((request, response) => {
			request.resume();
			response.writeHead(200, { 'content-type': answer.contentType });
			response.end(answer.body);
		});
		let url = '';
		beforeAll(async () => {
			await new Promise<void>((resolve) => web.listen(0, '127.0.0.1', resolve));
			url = `http://127.0.0.1:${(web.address() as { port: number }).port}`;
		});
		afterAll(async () => await new Promise((resolve) => web.close(resolve)));

		it("fails for a web page with status 200 (n8n's own address, say), with a message saying so", async () => {
			for (const apiKey of [sandbox.apiKey, 'wrong-key']) {
				expect(testerVerdict(await test({ productionUrl: url, apiKey }))).toEqual({
					status: 'Error',
					message:
						'The Base URL answered with a web page, not the document-processing service: check the Base URL',
				});
			}
		});

		it('fails for an empty answer with status 200', async () => {
			answer = { contentType: 'application/json', body: '' };
			expect(testerVerdict(await test({ productionUrl: url }))).toEqual({
				status: 'Error',
				message:
					'The Base URL answered with an empty page, not the document-processing service: check the Base URL',
			});
		});
	});

	it('reports a connection failure, not a 401, for a wrong host', async () => {
		const { error } = await test({ productionUrl: `http://127.0.0.1:${await closedPort()}` });
		expect(error).toBeDefined();
		expect(JSON.stringify(error)).toContain('ECONNREFUSED');
		expect((error as { httpCode?: string }).httpCode).not.toBe('401');
	});
});
