/* eslint-disable @n8n/community-nodes/no-restricted-imports -- dev-only code, never published; eslint.dev.config.mjs lints it */
/**
 * The webhook trigger through n8n's HookContext and WebhookContext against the sandbox: the
 * registration lifecycle, and deliveries from the sandbox to a real local HTTP listener that
 * hands each request to the node's webhook() the way n8n's webhook server does.
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import {
	sleep,
	Workflow,
	type IDataObject,
	type INodeParameters,
	type IWebhookResponseData,
} from 'n8n-workflow';

import { DocumentProcessingApi } from '../credentials/DocumentProcessingApi.credentials';
import { DocumentProcessingTrigger } from '../nodes/DocumentProcessingTrigger/DocumentProcessingTrigger.node';
import { DocumentProcessingWebhookTrigger } from '../nodes/DocumentProcessingWebhookTrigger/DocumentProcessingWebhookTrigger.node';
import {
	forgetProcessMemory,
	isFirstDelivery,
	REMEMBER_MAX,
} from '../nodes/DocumentProcessingWebhookTrigger/repeatedDeliveries';
import packageJson from '../package.json';
import { startSandbox, type Sandbox } from '../sandbox';
import { binaryBuffer, runHook, runWebhook, type WebhookResponseLike } from './engine';
import { credentialsFor } from './support/nodeUnderTest';

let sandbox: Sandbox;
let listener: N8nListener;

const WEBHOOK_PATH = '/webhook/test-webhook-id/webhook';

/** What an n8n instance listening on `url` does with the calls it receives. */
class N8nListener {
	url = '';
	/** The node's static data, as the hooks left it. */
	staticData: IDataObject = {};
	parameters: INodeParameters = {};
	/** Answer the next N requests with 500 before the node sees them (n8n briefly down). */
	failNext = 0;
	typeVersion?: number;
	/** Each request as if another n8n process took it: only the shared static data is common. */
	processPerRequest = false;
	readonly received: Array<{ status: number; result?: IWebhookResponseData }> = [];
	private server?: Server;
	private readonly uploads = mkdtempSync(join(tmpdir(), 'n8n-webhook-uploads-'));

	async start(): Promise<void> {
		this.server = createServer((request, response) => void this.handle(request, response));
		await new Promise<void>((resolve) => this.server?.listen(0, '127.0.0.1', resolve));
		this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
	}

	async close(): Promise<void> {
		await new Promise((resolve) => this.server?.close(resolve));
	}

	private async handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
		const chunks: Buffer[] = [];
		for await (const chunk of request) chunks.push(chunk as Buffer);
		if (this.failNext > 0) {
			this.failNext--;
			response.writeHead(500).end('n8n is restarting');
			this.received.push({ status: 500 });
			return;
		}
		const url = new URL(request.url ?? '/', this.url);
		if (this.processPerRequest) forgetProcessMemory();
		try {
			const { result, staticData } = await runWebhook({
				node: new DocumentProcessingWebhookTrigger(),
				request: {
					method: request.method ?? 'POST',
					url: request.url ?? '/',
					headers: request.headers,
					query: Object.fromEntries(url.searchParams),
					body: await this.parseBody(
						String(request.headers['content-type'] ?? ''),
						Buffer.concat(chunks),
					),
				},
				response: expressLike(response),
				credentialTypes: [new DocumentProcessingApi()],
				credentials: credentialsFor(sandbox),
				parameters: this.parameters,
				staticData: this.staticData,
				typeVersion: this.typeVersion,
			});
			// n8n saves the static data a webhook changed (before it answers).
			this.staticData = staticData;
			// responseMode onReceived: n8n answers for the node unless the node answered itself.
			if (!result.noWebhookResponse)
				response
					.writeHead(200, { 'content-type': 'application/json' })
					.end('{"message":"Workflow was started"}');
			this.received.push({ status: response.statusCode, result });
		} catch (error) {
			response.writeHead(500).end(String(error));
			this.received.push({ status: 500 });
		}
	}

	/** As n8n's webhook server: JSON parsed; multipart as formidable's `{ data, files }`, files on disk. */
	private async parseBody(contentType: string, raw: Buffer): Promise<unknown> {
		if (contentType.startsWith('multipart/form-data')) {
			const form = await new Request('http://listener/', {
				method: 'POST',
				headers: { 'content-type': contentType },
				body: raw,
			}).formData();
			const data: IDataObject = {};
			const files: IDataObject = {};
			for (const [name, value] of form.entries()) {
				if (typeof value === 'string') {
					data[name] = value;
					continue;
				}
				const filepath = join(this.uploads, randomUUID());
				await writeFile(filepath, Buffer.from(await value.arrayBuffer()));
				files[name] = {
					filepath,
					originalFilename: value.name,
					mimetype: value.type,
					size: value.size,
				};
			}
			return { data, files };
		}
		const text = raw.toString('utf8');
		return contentType.includes('json') && text ? JSON.parse(text) : {};
	}
}

function expressLike(response: ServerResponse): WebhookResponseLike {
	const wrapper: WebhookResponseLike = {
		status(code) {
			response.statusCode = code;
			return wrapper;
		},
		json(body) {
			response.setHeader('content-type', 'application/json');
			response.end(JSON.stringify(body));
			return wrapper;
		},
		send(body) {
			response.end(typeof body === 'string' || Buffer.isBuffer(body) ? body : JSON.stringify(body));
			return wrapper;
		},
	};
	return wrapper;
}

beforeAll(async () => {
	sandbox = await startSandbox();
	listener = new N8nListener();
	await listener.start();
});
afterAll(async () => {
	await sandbox.close();
	await listener.close();
});
beforeEach(() => {
	sandbox.reset();
	sandbox.state.deliveries.retryDelaysMs = [5, 5, 5];
	listener.received.length = 0;
	listener.failNext = 0;
	listener.staticData = {};
	listener.parameters = {};
	listener.typeVersion = undefined;
	listener.processPerRequest = false;
	forgetProcessMemory();
});

/** One lifecycle method, with the node's webhook URL under `base` (default: the listener). */
async function hook(
	method: 'checkExists' | 'create' | 'delete',
	staticData: IDataObject,
	parameters: INodeParameters = {},
	base = `${listener.url}/webhook`,
) {
	return await runHook({
		node: new DocumentProcessingWebhookTrigger(),
		method,
		credentialTypes: [new DocumentProcessingApi()],
		credentials: credentialsFor(sandbox),
		parameters,
		staticData,
		webhookBaseUrl: base,
	});
}

/** Activation as n8n does it: create only if checkExists says there is nothing. */
async function activate(
	staticData: IDataObject = {},
	parameters: INodeParameters = {},
): Promise<IDataObject> {
	const exists = await hook('checkExists', staticData, parameters);
	if (exists.result) return exists.staticData;
	return (await hook('create', exists.staticData, parameters)).staticData;
}

const configurations = () => sandbox.state.exportConfigurations.list();
const registrations = () =>
	sandbox.requests.filter((request) => request.endpoint === 'exportConfiguration.configureWebhook');

async function serviceCall(
	method: string,
	path: string,
	form?: Record<string, string>,
): Promise<IDataObject> {
	const response = await fetch(`${sandbox.url}${path}`, {
		method,
		headers: {
			'X-API-KEY': sandbox.apiKey,
			...(form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
		},
		body: form ? new URLSearchParams(form).toString() : undefined,
	});
	expect(response.status).toBe(200);
	return (await response.json()) as IDataObject;
}

/** Validates (and so exports) a document in the service, then waits for the deliveries. */
async function validateAndDeliver(docId: string) {
	await serviceCall('POST', `/document/validate_and_export/${docId}`, {
		data: '{"total_amount": 99.5}',
	});
	return await sandbox.state.deliveries.flush();
}

describe('activation model', () => {
	it('n8n polls the polling trigger and registers webhooks only for the webhook trigger', () => {
		const polling = new DocumentProcessingTrigger();
		const webhook = new DocumentProcessingWebhookTrigger();
		const workflow = new Workflow({
			nodes: [polling, webhook].map((type, index) => ({
				id: `n${index}`,
				name: type.description.displayName,
				type: type.description.name,
				typeVersion: 1,
				position: [0, 0],
				parameters: {},
			})),
			connections: {},
			active: false,
			nodeTypes: {
				getByName: (name: string) => (name === polling.description.name ? polling : webhook),
				getByNameAndVersion: (name: string) =>
					name === polling.description.name ? polling : webhook,
				getKnownTypes: () => ({}),
			},
		});
		expect(workflow.getPollNodes().map((node) => node.type)).toEqual(['documentProcessingTrigger']);
		expect(workflow.getTriggerNodes()).toEqual([]);
		expect(polling.description).toMatchObject({ polling: true, inputs: [] });
		expect(polling.description.webhooks).toBeUndefined();
		expect(polling).not.toHaveProperty('webhookMethods');
		expect(webhook.description.polling).toBeUndefined();
		expect(webhook).not.toHaveProperty('poll');
		expect(Object.keys(webhook.webhookMethods.default).sort()).toEqual([
			'checkExists',
			'create',
			'delete',
		]);
		expect(packageJson.n8n.nodes).toEqual(
			expect.arrayContaining([
				'dist/nodes/DocumentProcessingTrigger/DocumentProcessingTrigger.node.js',
				'dist/nodes/DocumentProcessingWebhookTrigger/DocumentProcessingWebhookTrigger.node.js',
			]),
		);
	});
});

describe('webhook registration', () => {
	it('create registers the webhook URL with a secret; checkExists finds it; a restart registers nothing twice', async () => {
		expect((await hook('checkExists', {})).result).toBe(false);
		const created = await hook(
			'create',
			{},
			{ documentType: 'invoice', options: { title: 'Invoices to n8n' } },
		);
		expect(created.result).toBe(true);
		const { configurationId, secret } = created.staticData as {
			configurationId: string;
			secret: string;
		};
		expect(secret).toMatch(/^[0-9a-f]{64}$/);
		expect(configurations()).toEqual([
			expect.objectContaining({
				id: Number(configurationId),
				type: 'webhook',
				title: 'Invoices to n8n',
				doc_type: 'invoice',
				settings: { export_url: `${listener.url}${WEBHOOK_PATH}?secret=${secret}` },
			}),
		]);

		expect(
			await hook('checkExists', created.staticData, { documentType: 'invoice' }),
		).toMatchObject({ result: true, staticData: created.staticData });
		// Restart with the saved state, and even with the state lost: no second registration.
		await activate(created.staticData, { documentType: 'invoice' });
		const adopted = await activate({}, { documentType: 'invoice' });
		expect(adopted).toEqual(created.staticData);
		expect(registrations()).toHaveLength(1);
		expect(configurations()).toHaveLength(1);
	});

	it('delete removes only its own configuration; removed elsewhere counts as removed', async () => {
		const other = await serviceCall('POST', '/configure_webhook_export', {
			export_url: 'https://erp.example.com/hook',
		});
		await serviceCall('POST', '/configurations/configure_zugferd_export', {
			doc_type: 'invoice',
			fileaccess: 'download',
			format: 'xml',
		});
		// Another n8n workflow's trigger: same listener, other webhook path.
		const otherTrigger = await hook('create', {}, {}, `${listener.url}/webhook-other`);
		const ours = await activate();
		expect(configurations()).toHaveLength(4);

		const deleted = await hook('delete', ours);
		expect(deleted).toEqual({ result: true, staticData: {} });
		expect(configurations().map((configuration) => configuration.id)).toEqual([
			other.id,
			expect.any(Number),
			Number(otherTrigger.staticData.configurationId),
		]);
		expect(await hook('delete', {})).toEqual({ result: true, staticData: {} });

		// Removed in the service meanwhile: delete still succeeds, checkExists asks for a new one.
		const again = await activate();
		await serviceCall('POST', '/configurations/remove_configuration', {
			id: String(again.configurationId),
		});
		expect((await hook('checkExists', again)).result).toBe(false);
		expect((await hook('delete', again)).result).toBe(true);
		expect(configurations()).toHaveLength(3);
	});

	it('deactivation with the static data lost still removes its registration, and no other', async () => {
		// Another workflow's trigger on the same n8n: its registration must stay.
		const otherTrigger = await hook('create', {}, {}, `${listener.url}/webhook-other`);
		const ours = await activate();
		expect(ours.configurationId).toBeDefined();
		expect(configurations()).toHaveLength(2);

		// n8n 1.x does not save static data for workflow ids over 16 characters: it is empty here.
		const deleted = await hook('delete', {});
		expect(deleted).toEqual({ result: true, staticData: {} });
		expect(configurations().map((configuration) => configuration.id)).toEqual([
			Number(otherTrigger.staticData.configurationId),
		]);
		expect(
			sandbox.requests.filter((request) => request.endpoint === 'exportConfiguration.delete'),
		).toEqual([expect.objectContaining({ status: 200 })]);
	});

	it('a changed document type replaces the configuration instead of adding one', async () => {
		const invoices = await activate({}, { documentType: 'invoice' });
		const receipts = await activate(invoices, { documentType: 'receipt' });
		expect(receipts.configurationId).not.toBe(invoices.configurationId);
		expect(configurations()).toEqual([
			expect.objectContaining({ id: Number(receipts.configurationId), doc_type: 'receipt' }),
		]);
	});

	it('service failures surface as errors naming the call', async () => {
		sandbox.state.failNext('exportConfiguration.configureWebhook', 500);
		await expect(hook('create', {})).rejects.toThrow('The service failed on its side');
		expect(configurations()).toHaveLength(0);
	});
});

describe('webhook deliveries', () => {
	it('a validated document delivered by the sandbox starts an execution with the document and its data', async () => {
		listener.staticData = await activate();
		const document = sandbox.state.addDocument({
			file_name: 'invoice 42.pdf',
			status: 'ready_for_validation',
		});
		const [delivery] = await validateAndDeliver(document.doc_id);
		expect(delivery).toMatchObject({
			delivered: true,
			doc_id: document.doc_id,
			format: 'json',
			configuration_id: Number(listener.staticData.configurationId),
		});
		expect(delivery.attempts).toHaveLength(1);
		expect(listener.received).toHaveLength(1);
		const [execution] = listener.received[0].result?.workflowData ?? [];
		expect(execution).toHaveLength(1);
		expect(execution[0].json).toMatchObject({
			event: 'document_exported',
			doc_id: document.doc_id,
			status: 'validated_pending_export',
			doc_type: 'invoice',
			extracted_data: expect.objectContaining({ total_amount: 99.5 }),
		});
		expect(execution[0].binary).toBeUndefined();
	});

	it('a multipart delivery becomes binary data', async () => {
		listener.staticData = await activate();
		listener.parameters = { options: { binaryPropertyName: 'document' } };
		sandbox.state.deliveries.format = 'multipart';
		const content = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Page >> endobj\n%%EOF\n');
		const document = sandbox.state.addDocument({
			file_name: 'receipt 7.pdf',
			content,
			status: 'ready_for_validation',
		});
		const [delivery] = await validateAndDeliver(document.doc_id);
		expect(delivery).toMatchObject({ delivered: true, format: 'multipart' });
		const [item] = listener.received[0].result?.workflowData?.[0] ?? [];
		expect(item.json).toMatchObject({
			doc_id: document.doc_id,
			doc_type: 'receipt',
			file_name: 'receipt 7.pdf',
		});
		expect(item.binary?.document).toMatchObject({
			fileName: 'receipt 7.pdf',
			mimeType: 'application/pdf',
		});
		expect(await binaryBuffer(item, 'document')).toEqual(content);
	});

	it('only configurations for the document type get it; a failed delivery is retried', async () => {
		listener.staticData = await activate({}, { documentType: 'receipt' });
		const invoice = sandbox.state.addDocument({
			status: 'ready_for_validation',
			doc_type: 'invoice',
		});
		expect(await validateAndDeliver(invoice.doc_id)).toHaveLength(0);

		listener.failNext = 2;
		const receipt = sandbox.state.addDocument({
			status: 'ready_for_validation',
			doc_type: 'receipt',
		});
		const [delivery] = await validateAndDeliver(receipt.doc_id);
		expect(delivery.attempts.map((attempt) => attempt.status)).toEqual([500, 500, 200]);
		expect(delivery.delivered).toBe(true);
		const executions = listener.received.filter((received) => received.result?.workflowData);
		expect(executions).toHaveLength(1);
	});

	it('a wrong or missing secret gets 401 and starts nothing', async () => {
		listener.staticData = await activate();
		const secret = String(listener.staticData.secret);
		const url = `${listener.url}${WEBHOOK_PATH}`;
		// Change the last character (to one it is not), so the wrong secret is never the right one by chance.
		const wrongSecret = `${secret.slice(0, -1)}${secret.endsWith('0') ? '1' : '0'}`;
		const wrong = await fetch(`${url}?secret=${wrongSecret}`, {
			method: 'POST',
			headers: { 'content-type': 'application/json' },
			body: '{"doc_id":"doc_1"}',
		});
		const missing = await fetch(url, {
			method: 'POST',
			headers: { 'content-type': 'application/json' },
			body: '{"doc_id":"doc_1"}',
		});
		const right = await fetch(`${url}?secret=${secret}`, {
			method: 'POST',
			headers: { 'content-type': 'application/json' },
			body: '{"doc_id":"doc_1"}',
		});
		expect([wrong.status, missing.status, right.status]).toEqual([401, 401, 200]);
		expect(await wrong.json()).toEqual({
			message: 'Unauthorized: the webhook secret is missing or wrong',
		});
		expect(
			listener.received.map((received) => [
				received.status,
				received.result?.workflowData?.length ?? 0,
			]),
		).toEqual([
			[401, 0],
			[401, 0],
			[200, 1],
		]);
		expect(listener.received[0].result).toEqual({ noWebhookResponse: true });

		// A configuration pointing at the webhook with a wrong secret: every attempt is refused.
		listener.received.length = 0;
		await serviceCall('POST', '/configure_webhook_export', { export_url: `${url}?secret=guessed` });
		const document = sandbox.state.addDocument({ status: 'ready_for_validation' });
		const deliveries = await validateAndDeliver(document.doc_id);
		const refused = deliveries.find((delivery) => delivery.url.endsWith('secret=guessed'));
		expect(refused?.attempts.map((attempt) => attempt.status)).toEqual([401, 401, 401, 401]);
		expect(refused?.delivered).toBe(false);
		expect(listener.received.filter((received) => received.result?.workflowData)).toHaveLength(1); // only ours
	});

	it('an unreachable receiver is retried a few times, then given up', async () => {
		// A port nothing listens on any more.
		const closed = createServer();
		await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
		const { port } = closed.address() as AddressInfo;
		await new Promise((resolve) => closed.close(resolve));
		await serviceCall('POST', '/configure_webhook_export', {
			export_url: `http://127.0.0.1:${port}/nothing-listens`,
		});
		const document = sandbox.state.addDocument({ status: 'ready_for_validation' });
		const [delivery] = await validateAndDeliver(document.doc_id);
		expect(delivery.attempts).toHaveLength(4);
		expect(delivery.attempts[0].error).toBe('ECONNREFUSED');
		expect(delivery).toMatchObject({ delivered: false, finished: true });
	});
});

describe('repeated deliveries', () => {
	const executionsStarted = () =>
		listener.received.filter((entry) => entry.result?.workflowData !== undefined).length;

	async function exportTwice(docId: string) {
		await validateAndDeliver(docId);
		sandbox.state.deliveries.repeatEvery = 0;
		// Exported again later: a new event (a new exported_on), not a repeat.
		await sleep(5);
		return await validateAndDeliver(docId);
	}

	it('a delivery the service repeats after a lost answer starts one execution; exporting the document again starts another', async () => {
		listener.staticData = await activate();
		sandbox.state.deliveries.repeatEvery = 1;
		const document = sandbox.state.addDocument({ status: 'ready_for_validation' });
		const [first, second] = await exportTwice(document.doc_id);
		expect(first.repeated).toBe(true);
		expect(first.attempts.map((attempt) => [attempt.status, attempt.repeat ?? false])).toEqual([
			[200, false],
			[200, true],
		]);
		expect(second.repeated).toBe(false);
		expect(listener.received.map((entry) => entry.status)).toEqual([200, 200, 200]);
		expect(executionsStarted()).toBe(2);
		expect(listener.received[1].result).toEqual({ noWebhookResponse: true });
	});

	it('another n8n process (a second webhook processor) recognises the repeat from the static data n8n keeps in its database', async () => {
		listener.staticData = await activate();
		listener.processPerRequest = true;
		sandbox.state.deliveries.repeatEvery = 1;
		const document = sandbox.state.addDocument({ status: 'ready_for_validation' });
		await validateAndDeliver(document.doc_id);
		expect(executionsStarted()).toBe(1);
		expect(Object.keys(listener.staticData.deliveries as IDataObject)).toHaveLength(1);
	});

	it('node version 1 starts an execution per delivery unless Ignore Repeated Deliveries is added', async () => {
		listener.staticData = await activate();
		listener.typeVersion = 1;
		sandbox.state.deliveries.repeatEvery = 1;
		const document = sandbox.state.addDocument({ status: 'ready_for_validation' });
		await validateAndDeliver(document.doc_id);
		expect(executionsStarted()).toBe(2);
		listener.parameters = { options: { ignoreRepeatedDeliveries: true } };
		sandbox.state.deliveries.repeatEvery = 1;
		await validateAndDeliver(document.doc_id);
		expect(executionsStarted()).toBe(3);
	});

	it('remembers at most REMEMBER_MAX deliveries, the newest', () => {
		const staticData: IDataObject = {};
		for (let index = 0; index < REMEMBER_MAX + 10; index++)
			isFirstDelivery('wf', staticData, `key-${index}`, 1_000_000 + index);
		const kept = Object.keys(staticData.deliveries as IDataObject);
		expect(kept.length).toBeLessThanOrEqual(REMEMBER_MAX);
		expect(kept.length).toBeGreaterThanOrEqual(REMEMBER_MAX * 0.9);
		expect(kept).not.toContain('key-0');
		expect(kept).toContain(`key-${REMEMBER_MAX + 9}`);
		expect(isFirstDelivery('wf', staticData, `key-${REMEMBER_MAX + 9}`, 1_000_100_000)).toBe(false);
	});
});
