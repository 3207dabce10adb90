/* eslint-disable @n8n/community-nodes/no-restricted-imports -- dev-only code, never published; eslint.dev.config.mjs lints it */
/**
 * A Base URL that lands on a web server, not on the service: every node reads its answer through
 * n8n's engine and HTTP client from a real HTTP server on 127.0.0.1 that answers a web page with
 * status 200 (as n8n's own address does), plain text, or nothing. None of it may become data.
 */
import { createServer, type Server } from 'node:http';

import type { IDataObject, INodeExecutionData } from 'n8n-workflow';

import { DocumentProcessingApi } from '../credentials/DocumentProcessingApi.credentials';
import { DocumentProcessing } from '../nodes/DocumentProcessing/DocumentProcessing.node';
import { DocumentProcessingTrigger } from '../nodes/DocumentProcessingTrigger/DocumentProcessingTrigger.node';
import { DocumentProcessingWebhookTrigger } from '../nodes/DocumentProcessingWebhookTrigger/DocumentProcessingWebhookTrigger.node';
import { runHook, runLoadOptions, runNode, runPoll } from './engine';
import { loadedNode } from './support/nodeUnderTest';

interface Answer {
	status: number;
	contentType?: string;
	body: string;
}

const PAGE =
	'<!DOCTYPE html>\n<html><head><title>n8n.io - Workflow Automation</title></head></html>';
const ANSWERS: Record<string, Answer> = {
	'web page': { status: 200, contentType: 'text/html; charset=utf-8', body: PAGE },
	'web page without a content type': { status: 200, body: `\n  ${PAGE}` },
	'plain text': { status: 200, contentType: 'text/plain', body: 'It works!' },
	'an empty JSON answer': { status: 200, contentType: 'application/json', body: '' },
	'an empty answer': { status: 200, body: '' },
};

/** A web server that is not the service: answers every request with `answer`. */
class WebServer {
	answer: Answer = ANSWERS['web page'];

	requests = 0;

	private server?: Server;

	url = '';

	async start(): Promise<void> {
		this.server = createServer((request, response) => {
			this.requests++;
			request.resume();
			const headers: Record<string, string> = {};
			if (this.answer.contentType) headers['content-type'] = this.answer.contentType;
			response.writeHead(this.answer.status, headers);
			response.end(this.answer.body);
		});
		await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
		const address = this.server.address() as { port: number };
		this.url = `http://127.0.0.1:${address.port}`;
	}

	async close(): Promise<void> {
		await new Promise((resolve) => this.server?.close(resolve));
	}
}

const web = new WebServer();
beforeAll(async () => await web.start());
afterAll(async () => await web.close());
beforeEach(() => {
	web.requests = 0;
});

const credentialType = new DocumentProcessingApi();
const credentials = (): Record<string, IDataObject> => ({
	documentProcessingApi: {
		apiKey: 'some-key',
		environment: 'production',
		productionUrl: web.url,
	},
});
const engine = () => ({ credentialTypes: [credentialType], credentials: credentials() });

async function action(resource: string, operation: string, parameters: IDataObject = {}) {
	return await runNode({
		...engine(),
		node: loadedNode(),
		parameters: { resource, operation, ...parameters } as never,
	});
}

const WEB_PAGE =
	/^The Base URL answered with a web page, not the document-processing service: check the Base URL in the credential$/;
const EXPECTED: Record<string, RegExp> = {
	'web page': WEB_PAGE,
	'web page without a content type': WEB_PAGE,
	'plain text':
		/^The Base URL answered with plain text, not the document-processing service's JSON: check the Base URL/,
	'an empty JSON answer': /^The Base URL answered with an empty page where the service sends data/,
	'an empty answer': /^The Base URL answered with an empty page where the service sends data/,
};

describe.each(Object.keys(ANSWERS))('a Base URL that answers %s', (name) => {
	beforeEach(() => {
		web.answer = ANSWERS[name];
	});

	it('the action node fails with a message that says so, instead of returning it as data', async () => {
		const { items, error } = await action('documentType', 'getMany');
		expect(items).toEqual([]);
		expect(error?.message).toMatch(EXPECTED[name]);
		expect(error?.description).toContain('GET /document_type/get_document_types answered 200');
		expect(web.requests).toBe(1);
	});

	it('a list read with Return All fails the same way, without retrying', async () => {
		const { error } = await action('document', 'getMany', { returnAll: true });
		expect(error?.message).toMatch(EXPECTED[name]);
		expect(web.requests).toBe(1);
	});

	it('with Continue On Fail, the item carries the error', async () => {
		const result = await runNode({
			...engine(),
			node: loadedNode(),
			parameters: { resource: 'document', operation: 'getStatus', doc_id: 'd1' },
			continueOnFail: true,
		});
		expect(result.items.map((item: INodeExecutionData) => item.json.error)).toEqual([
			expect.stringMatching(EXPECTED[name]),
		]);
	});

	it('the polling trigger fails the poll and keeps its state', async () => {
		const staticData = { documents: { version: 1, key: 'x', cursor: null, seen: [] } };
		await expect(
			runPoll({
				...engine(),
				node: new DocumentProcessingTrigger(),
				parameters: { event: 'statusChanged' },
				staticData,
			}),
		).rejects.toThrow(EXPECTED[name]);
	});

	it("the webhook trigger's activation fails instead of finding nothing registered", async () => {
		await expect(
			runHook({
				...engine(),
				node: new DocumentProcessingWebhookTrigger(),
				method: 'checkExists',
				parameters: {},
				webhookBaseUrl: 'http://127.0.0.1:5678/webhook',
			}),
		).rejects.toThrow(EXPECTED[name]);
	});

	it('an option loader fails instead of offering nothing', async () => {
		await expect(
			runLoadOptions({
				...engine(),
				node: new DocumentProcessing(),
				method: 'getDocumentTypes',
				parameters: { resource: 'document', operation: 'getDashboard' },
			}),
		).rejects.toThrow(EXPECTED[name]);
	});
});

describe('where a file is expected', () => {
	const download = async () =>
		await action('file', 'downloadDocument', { doc_id: 'd1', filename: 'invoice.pdf' });

	it('a web page is not a file', async () => {
		for (const answer of [ANSWERS['web page'], ANSWERS['web page without a content type']]) {
			web.answer = answer;
			const { items, error } = await download();
			expect(items).toEqual([]);
			expect(error?.message).toMatch(WEB_PAGE);
		}
	});

	it('any other answer is the file, as sent (text too)', async () => {
		web.answer = { status: 200, contentType: 'text/plain', body: 'plain text file' };
		const { items, error } = await download();
		expect(error).toBeUndefined();
		expect(items[0].json).toMatchObject({ mimeType: 'text/plain', fileSize: 15 });
	});
});

describe('a web page with a failed status', () => {
	it('404 (a web server without such a path): says web page and names the status', async () => {
		web.answer = { status: 404, contentType: 'text/html', body: PAGE };
		const { error } = await action('documentType', 'getMany');
		expect(error?.message).toBe(
			'The Base URL answered with a web page (status 404), not the document-processing service: check the Base URL in the credential',
		);
	});

	it("503 (a proxy's error page): still retried like a 503, then says the service may be down", async () => {
		web.answer = { status: 503, contentType: 'text/html', body: PAGE };
		const { error } = await action('documentType', 'getMany', {
			requestOptions: { retries: 1, retryMaxWait: 5 },
		});
		expect(web.requests).toBe(2);
		expect(error?.message).toMatch(
			/^The Base URL answered with an error page \(status 503\), not the document-processing service: the service may be down/,
		);
	});
});
