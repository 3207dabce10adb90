/* eslint-disable @n8n/community-nodes/no-restricted-imports -- dev-only code, never published; eslint.dev.config.mjs lints it */
import { createServer as createHttpServer } from 'node:http';

import type { ICredentialDataDecryptedObject, INodeCredentialTestResult } from 'n8n-workflow';

import { DocumentProcessingApi } from '../credentials/DocumentProcessingApi.credentials';
import { DocumentProcessing } from '../nodes/DocumentProcessing/DocumentProcessing.node';
import { DocumentProcessingTrigger } from '../nodes/DocumentProcessingTrigger/DocumentProcessingTrigger.node';
import { DocumentProcessingWebhookTrigger } from '../nodes/DocumentProcessingWebhookTrigger/DocumentProcessingWebhookTrigger.node';
import { CREDENTIAL_TEST } from '../nodes/shared/credentialTest';
import { startSandbox, type Sandbox } from '../sandbox';
import { request, sentRequest } from './support/areaHarness';
import { credentialTestFunction, runCredentialTest } from './support/credentialTester';
import { credentialsFor } from './support/nodeUnderTest';
import { closedPortUrl } from './support/closedPort';

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

/** The package's nodes in package.json's order, as n8n asks them for the credential's test. */
const nodes = [
	new DocumentProcessing(),
	new DocumentProcessingTrigger(),
	new DocumentProcessingWebhookTrigger(),
];

describe('how n8n finds the credential test', () => {
	it('the credential declares none (n8n would show its network failures as bare codes); the nodes name theirs', () => {
		expect(credential).not.toHaveProperty('test');
		expect(typeof credentialTestFunction(credential, nodes)).toBe('function');
	});

	it.each([
		['Document Processing Trigger', new DocumentProcessingTrigger()],
		['Document Processing Webhook Trigger', new DocumentProcessingWebhookTrigger()],
	])('%s names the test it offers', (_name, node) => {
		expect(node.description.credentials).toEqual([
			{ name: credential.name, required: true, testedBy: CREDENTIAL_TEST },
		]);
		expect(typeof node.methods.credentialTest[CREDENTIAL_TEST]).toBe('function');
		expect(credentialTestFunction(credential, [node])).toBe(
			node.methods.credentialTest[CREDENTIAL_TEST],
		);
	});
});

describe('credential test', () => {
	let sandbox: Sandbox;
	beforeAll(async () => {
		sandbox = await startSandbox();
	});
	afterAll(async () => await sandbox.close());
	beforeEach(() => sandbox.reset());

	const messages: string[] = [];
	const test = async (
		overrides: ICredentialDataDecryptedObject = {},
	): Promise<INodeCredentialTestResult> => {
		const result = await runCredentialTest(
			credential,
			nodes,
			credentialsFor(sandbox, overrides).documentProcessingApi as ICredentialDataDecryptedObject,
		);
		messages.push(result.message);
		return result;
	};
	const failing = (message: string) => ({ status: 'Error', message });

	it('is a cheap authenticated read that succeeds with the right key', async () => {
		expect(await test()).toEqual({ status: 'OK', message: 'Connection successful!' });
		expect(sandbox.requests).toHaveLength(1);
		expect(sandbox.lastRequest()).toMatchObject({
			method: 'GET',
			path: '/document_type/get_document_types',
			status: 200,
			authenticated: true,
		});
	});

	it("says the service rejected the key for the service's 401", async () => {
		expect(await test({ apiKey: 'wrong-key' })).toEqual(
			failing('The service rejected the API key (401). Check the key for this environment.'),
		);
		expect(sandbox.lastRequest()?.status).toBe(401);
	});

	it('passes with the right key, whatever the service has (none, one or many document types)', async () => {
		const invoice = { doc_type_name: 'invoice', title: 'Invoice' };
		const receipt = { doc_type_name: 'receipt', title: 'Receipt' };
		for (const types of [[], [invoice], [invoice, receipt]]) {
			sandbox.answer('documentType.getMany', () => ({ body: types }));
			expect(await test()).toEqual({ status: 'OK', message: 'Connection successful!' });
		}
		expect(sandbox.requests.map(sentRequest)).toEqual(
			Array(3).fill(request('GET', '/document_type/get_document_types')),
		);
	});

	it('says nothing answers at the Base URL, naming it, when its port is closed', async () => {
		const url = await closedPortUrl();
		expect(await test({ productionUrl: `${url}/` })).toEqual(
			failing(`Nothing answers at ${url}: check the Base URL and port, and that the service is up`),
		);
	});

	it('says the host name is unknown, naming it, when it does not resolve', async () => {
		expect(
			await test({
				environment: 'development',
				developmentUrl: 'https://documents.example.invalid/api',
			}),
		).toEqual(
			failing('The host name documents.example.invalid is unknown: check the Base URL for typos'),
		);
	});

	it('says when the Base URL is not a web address, before sending anything', async () => {
		expect(await test({ productionUrl: 'api.your-document-service.com' })).toEqual(
			failing('The Production Base URL is not a web address: enter it as https://… (or http://…)'),
		);
		expect(sandbox.requests).toHaveLength(0);
	});

	describe('a Base URL that lands on some other web server', () => {
		let answer = { status: 200, contentType: 'text/html', body: '<!DOCTYPE html><html></html>' };
		const web = createHttpServer((request, response) => {
			request.resume();
			response.writeHead(answer.status, { 'content-type': answer.contentType });
			response.end(answer.body);
		});
		let url = '';
		beforeAll(async () => {
			await new Promise<void>((resolve) => web.listen(0, '127.0.0.1', resolve));
			url = `http://127.0.0.1:${(web.address() as { port: number }).port}`;
		});
		afterAll(async () => await new Promise((resolve) => web.close(resolve)));

		it.each([
			[
				"a web page (n8n's own address, say)",
				{
					status: 200,
					contentType: 'text/html; charset=utf-8',
					body: '\n<!DOCTYPE html><html></html>',
				},
				'The Base URL answered with a web page, not the document-processing service: check the Base URL',
			],
			[
				'an empty answer',
				{ status: 200, contentType: 'application/json', body: '' },
				'The Base URL answered with an empty page, not the document-processing service: check the Base URL',
			],
			[
				'plain text',
				{ status: 200, contentType: 'text/plain', body: 'OK' },
				'The Base URL answered with text that is not JSON, not the document-processing service: check the Base URL',
			],
		])('fails for %s with status 200, with a message saying so', async (_what, served, message) => {
			answer = served;
			for (const apiKey of [sandbox.apiKey, 'wrong-key'])
				expect(await test({ productionUrl: url, apiKey })).toEqual(failing(message));
		});

		it('names the status and the URL for another status, and says when the service failed', async () => {
			answer = { status: 404, contentType: 'text/plain', body: 'Not Found' };
			expect(await test({ productionUrl: `${url}/v2` })).toEqual(
				failing(
					`${url}/v2 answered /document_type/get_document_types with status 404, not as the document-processing service does: check the Base URL`,
				),
			);
			answer = { status: 503, contentType: 'application/json', body: '{}' };
			expect(await test({ productionUrl: url })).toEqual(
				failing(`The service at ${url} failed on its side (status 503): try again later`),
			);
		});
	});

	it('never names the API key', () => {
		expect(messages.length).toBeGreaterThan(10);
		for (const message of messages) {
			expect(message).not.toContain(sandbox.apiKey);
			expect(message).not.toContain('wrong-key');
		}
	});
});
