/* eslint-disable @n8n/community-nodes/no-restricted-imports -- dev-only code, never published; eslint.dev.config.mjs lints it */
/**
 * What the sandbox does for the triggers: status changes move `last_saved_on` (so lists ordered by
 * it show them), injected failures, and the webhook export deliveries' bookkeeping.
 */
import { startSandbox, type Sandbox } from '../index';

let sandbox: Sandbox;
let now: number;

beforeAll(async () => {
	sandbox = await startSandbox({ processingDelayMs: 3000 });
});
afterAll(async () => {
	await sandbox.close();
});
beforeEach(() => {
	sandbox.reset();
	now = Date.parse('2024-05-15T12:00:00.000Z');
	sandbox.state.clock = () => now;
});

async function call(method: string, path: string, form?: Record<string, string>) {
	const response = await fetch(`${sandbox.url}${path}`, {
		method,
		headers: {
			'X-API-KEY': sandbox.apiKey,
			...(form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
		},
		body: form ? new URLSearchParams(form).toString() : undefined,
	});
	return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

describe('sandbox support for the triggers', () => {
	it('a status change stamps last_saved_on with when it happened, also for delayed moves read later', async () => {
		const document = sandbox.state.addDocument({ file_name: 'invoice 1.pdf' });
		expect(document.last_saved_on).toBe('2024-05-15T12:00:00.000Z');
		now += 60_000; // due after 3 s, read a minute later
		const status = await call('GET', `/document/status/${document.doc_id}`);
		expect(status.body).toMatchObject({
			status: 'ready_for_validation',
			last_saved_on: '2024-05-15T12:00:03.000Z',
		});

		now += 1000;
		await call('POST', `/document/approve_or_reject/${document.doc_id}`, {
			request_type: 'reject',
		});
		expect(sandbox.state.documents.get(document.doc_id)?.last_saved_on).toBe(
			'2024-05-15T12:01:01.000Z',
		);
		expect(sandbox.state.statusWatch.history.map((change) => [change.from, change.to])).toEqual([
			['processing', 'ready_for_validation'],
			['ready_for_validation', 'rejected'],
		]);

		const dashboard = await call(
			'GET',
			'/document/dashboard?filter=all&order_by_field=last_saved_on&order_by_direction=desc',
		);
		expect(dashboard.body.documents).toEqual([
			expect.objectContaining({ doc_id: document.doc_id, status: 'rejected' }),
		]);
	});

	it('failNext fails the chosen requests of one row, after routing and auth, then serves normally', async () => {
		sandbox.state.failNext('document.getMany', 503, { after: 1, times: 2 });
		const statuses = [];
		for (let i = 0; i < 4; i++) statuses.push((await call('GET', '/document/list')).status);
		expect(statuses).toEqual([200, 503, 503, 200]);
		sandbox.state.failNext('document.getMany', 500);
		const unauthorised = await fetch(`${sandbox.url}/document/list`);
		expect(unauthorised.status).toBe(401);
		expect((await call('GET', '/document/dashboard')).status).toBe(200);
		expect(await call('GET', '/document/list')).toMatchObject({
			status: 500,
			body: { detail: 'Injected failure (sandbox state.failNext)' },
		});
		sandbox.state.failNext('document.getMany', 500);
		sandbox.reset();
		expect((await call('GET', '/document/list')).status).toBe(200);
	});

	it('entering export delivers to active webhook configurations of the type and puts the document back on the watch list', async () => {
		const received: string[] = [];
		const { createServer } = await import('node:http');
		const server = createServer((request, response) => {
			let body = '';
			request.on('data', (chunk) => (body += chunk));
			request.on('end', () => {
				received.push(body);
				response.end('ok');
			});
		});
		await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
		const { port } = server.address() as { port: number };
		try {
			const active = await call('POST', '/configure_webhook_export', {
				export_url: `http://127.0.0.1:${port}/a`,
				doc_type: 'invoice',
			});
			const inactive = await call('POST', '/configure_webhook_export', {
				export_url: `http://127.0.0.1:${port}/b`,
			});
			await call('POST', '/configurations/update_configuration_visibility', {
				id: String(inactive.body.id),
				is_active: 'false',
			});
			const document = sandbox.state.addDocument({ status: 'finished', doc_type: 'invoice' });
			sandbox.state.watchExported.add(document.doc_id);

			await call('GET', `/document/restart_export/${document.doc_id}`);
			const [delivery] = await sandbox.state.deliveries.flush();
			expect(delivery).toMatchObject({
				configuration_id: active.body.id,
				doc_id: document.doc_id,
				delivered: true,
				finished: true,
			});
			expect(JSON.parse(received[0])).toMatchObject({
				event: 'document_exported',
				doc_id: document.doc_id,
				configuration_id: active.body.id,
			});
			expect(JSON.parse(received[0]).download_url).toMatch(
				new RegExp(`/resource/document/${document.doc_id}/`),
			);
			expect(sandbox.state.watchExported.has(document.doc_id)).toBe(false);

			sandbox.reset();
			expect(sandbox.state.deliveries.log).toEqual([]);
		} finally {
			await new Promise((resolve) => server.close(resolve));
		}
	});
});
