/* eslint-disable @n8n/community-nodes/no-restricted-imports, no-console -- dev-only code, never published; eslint.dev.config.mjs lints it */
/**
 * The sandbox's fault injection on the wire (sandbox/contract/faults.ts, sandbox/contract/faultInjection.ts):
 * per route through `state`, per request through `X-Sandbox-Fault`.
 */
import { request as httpRequest } from 'node:http';

import { startSandbox, type Sandbox } from './index';
import { parseFaultHeader } from './contract/faults';

let sandbox: Sandbox;
const counts = { statusFaults: 0, resets: 0, truncations: 0, delays: 0, headerFaults: 0 };

beforeAll(async () => {
	sandbox = await startSandbox();
});
afterAll(async () => {
	await sandbox.close();
	console.log(
		`faults (sandbox): ${counts.statusFaults} status faults, ${counts.resets} resets mid-body, ${counts.truncations} truncated JSON answers, ` +
			`${counts.delays} delayed answers, ${counts.headerFaults} of them asked for by X-Sandbox-Fault`,
	);
});
beforeEach(() => sandbox.reset());
afterEach(() => {
	for (const { fault, source } of sandbox.state.faults.served) {
		if (fault.status !== undefined) counts.statusFaults++;
		if (fault.reset) counts.resets++;
		if (fault.truncate) counts.truncations++;
		if (fault.delayMs) counts.delays++;
		if (source === 'header') counts.headerFaults++;
	}
});

async function get(path: string, headers: Record<string, string> = {}) {
	const response = await fetch(`${sandbox.url}${path}`, {
		headers: { 'X-API-KEY': sandbox.apiKey, ...headers },
	});
	return { status: response.status, headers: response.headers, text: await response.text() };
}

/** A raw request: what arrived before the connection ended, and how it ended. */
function raw(path: string, headers: Record<string, string> = {}) {
	return new Promise<{
		status?: number;
		contentLength?: string;
		received: Buffer;
		outcome: 'complete' | 'broken';
	}>((resolve) => {
		const chunks: Buffer[] = [];
		const request = httpRequest(
			`${sandbox.url}${path}`,
			{ headers: { 'X-API-KEY': sandbox.apiKey, ...headers } },
			(response) => {
				const finish = (outcome: 'complete' | 'broken') =>
					resolve({
						status: response.statusCode,
						contentLength: response.headers['content-length'],
						received: Buffer.concat(chunks),
						outcome,
					});
				response.on('data', (chunk: Buffer) => chunks.push(chunk));
				response.on('end', () => finish('complete'));
				response.on('aborted', () => finish('broken'));
				response.on('error', () => finish('broken'));
			},
		);
		request.on('error', () => resolve({ received: Buffer.concat(chunks), outcome: 'broken' }));
		request.end();
	});
}

describe('status faults', () => {
	it('failNext answers a status N times after letting some through, with Retry-After in seconds or as a date', async () => {
		sandbox.state.addDocument({ status: 'ready_for_validation' });
		sandbox.state.failNext('document.getMany', 429, { retryAfter: 2 });
		sandbox.state.failNext('document.getMany', 503, { after: 1, times: 2 });
		const first = await get('/document/list');
		expect(first).toMatchObject({
			status: 429,
			text: JSON.stringify({ detail: 'Injected failure (sandbox state.failNext)' }),
		});
		expect(first.headers.get('retry-after')).toBe('2');
		const rest = [];
		for (let i = 0; i < 4; i++) rest.push((await get('/document/list')).status);
		expect(rest).toEqual([200, 503, 503, 200]);
		expect(sandbox.state.faults.pending('document.getMany')).toBe(0);

		const date = new Date(Date.now() + 5000);
		sandbox.state.failNext('document.getMany', 429, { retryAfter: date });
		expect((await get('/document/list')).headers.get('retry-after')).toBe(date.toUTCString());
	});

	it('a status fault comes after routing, the key and validation, and nothing is carried out', async () => {
		const document = sandbox.state.addDocument({ status: 'ready_for_validation' });
		sandbox.state.failNext('document.delete', 500);
		expect(
			(await fetch(`${sandbox.url}/document/delete/${document.doc_id}`, { method: 'DELETE' }))
				.status,
		).toBe(401);
		const failed = await fetch(`${sandbox.url}/document/delete/${document.doc_id}`, {
			method: 'DELETE',
			headers: { 'X-API-KEY': sandbox.apiKey },
		});
		expect(failed.status).toBe(500);
		expect(sandbox.state.documents.has(document.doc_id)).toBe(true);
		expect(sandbox.requests.map((request) => request.status)).toEqual([401, 500]);
	});

	it('times: Infinity fails every request until the faults are cleared; match picks requests by path or query value', async () => {
		const [a, b] = [
			sandbox.state.addDocument({ status: 'ready_for_validation' }),
			sandbox.state.addDocument({ status: 'ready_for_validation' }),
		];
		sandbox.state.failNext('document.get', 502, { times: Infinity, match: { doc_id: b.doc_id } });
		sandbox.state.failNext('document.getMany', 503, { match: { skip: '200' } });
		const statuses = [];
		for (let i = 0; i < 3; i++)
			statuses.push(
				(await get(`/document/${a.doc_id}`)).status,
				(await get(`/document/${b.doc_id}`)).status,
			);
		expect(statuses).toEqual([200, 502, 200, 502, 200, 502]);
		expect(sandbox.state.faults.pending('document.get')).toBe(Infinity);
		expect((await get('/document/list?skip=100')).status).toBe(200);
		expect((await get('/document/list?skip=200')).status).toBe(503);
		sandbox.state.faults.clear();
		expect((await get(`/document/${b.doc_id}`)).status).toBe(200);
		expect(sandbox.state.faults.served.map((served) => served.fault.status)).toEqual([
			502, 502, 502, 503,
		]);
	});
});

describe('broken answers', () => {
	it('reset: the headers promise the whole body, part of it arrives, then the connection ends', async () => {
		for (let i = 0; i < 5; i++) sandbox.state.addDocument({ status: 'ready_for_validation' });
		const whole = await raw('/document/list?filter=all');
		expect(whole.outcome).toBe('complete');
		sandbox.state.fault('document.getMany', { reset: true });
		const broken = await raw('/document/list?filter=all');
		expect(broken).toMatchObject({
			status: 200,
			outcome: 'broken',
			contentLength: String(whole.received.length),
		});
		expect(broken.received.length).toBeLessThan(whole.received.length);
		expect(whole.received.subarray(0, broken.received.length).equals(broken.received)).toBe(true);
		// The behaviour ran: a reset breaks the answer, not the work.
		expect(sandbox.lastRequest()?.status).toBe(200);
	});

	it('reset after a state change: the change is made, the answer is lost', async () => {
		const document = sandbox.state.addDocument({ status: 'ready_for_validation' });
		sandbox.state.fault('document.update', { reset: true });
		await expect(
			fetch(`${sandbox.url}/document/update/${document.doc_id}`, {
				method: 'POST',
				headers: {
					'X-API-KEY': sandbox.apiKey,
					'content-type': 'application/x-www-form-urlencoded',
				},
				body: new URLSearchParams({
					data: JSON.stringify({ invoice_number: 'CHANGED' }),
				}).toString(),
			}).then((response) => response.text()),
		).rejects.toThrow();
		expect(sandbox.state.documents.get(document.doc_id)?.extracted_data).toMatchObject({
			invoice_number: 'CHANGED',
		});
	});

	it('truncate: a complete answer with a JSON content type whose body is cut', async () => {
		for (let i = 0; i < 3; i++) sandbox.state.addDocument({ status: 'ready_for_validation' });
		const whole = await get('/document/list?filter=all');
		sandbox.state.fault('document.getMany', { truncate: true }, { times: 2 });
		for (let i = 0; i < 2; i++) {
			const cut = await get('/document/list?filter=all');
			expect(cut.status).toBe(200);
			expect(cut.headers.get('content-type')).toContain('application/json');
			expect(whole.text.startsWith(cut.text)).toBe(true);
			expect(cut.text.length).toBeLessThan(whole.text.length);
			expect(() => JSON.parse(cut.text)).toThrow();
		}
		expect((await get('/document/list?filter=all')).text).toBe(whole.text);
	});

	it('delayMs answers normally, late; it combines with a status', async () => {
		sandbox.state.fault('document.getMany', { delayMs: 300 });
		sandbox.state.fault('document.getMany', { delayMs: 200, status: 500 });
		let started = Date.now();
		expect((await get('/document/list')).status).toBe(200);
		expect(Date.now() - started).toBeGreaterThanOrEqual(280);
		started = Date.now();
		expect((await get('/document/list')).status).toBe(500);
		expect(Date.now() - started).toBeGreaterThanOrEqual(180);
	});
});

describe('X-Sandbox-Fault', () => {
	it('parses statuses, retry-after, reset, truncate and delay; anything else is no fault', () => {
		expect(parseFaultHeader('503')).toEqual({ status: 503 });
		expect(parseFaultHeader('429; retry-after=3')).toEqual({ status: 429, retryAfter: 3 });
		expect(parseFaultHeader('429;retry-after=Wed, 15 May 2024 12:00:05 GMT')).toEqual({
			status: 429,
			retryAfter: 'Wed, 15 May 2024 12:00:05 GMT',
		});
		expect(parseFaultHeader('reset')).toEqual({ reset: true });
		expect(parseFaultHeader('TRUNCATE; delay=50')).toEqual({ truncate: true, delayMs: 50 });
		expect(parseFaultHeader('500; delay=x')).toBeUndefined();
		expect(parseFaultHeader('bogus')).toBeUndefined();
		expect(parseFaultHeader('')).toBeUndefined();
		expect(parseFaultHeader(undefined)).toBeUndefined();
	});

	it('faults one request without touching the queued faults', async () => {
		sandbox.state.failNext('document.getMany', 500);
		const asked = await get('/document/list', { 'X-Sandbox-Fault': '429; retry-after=1' });
		expect(asked).toMatchObject({
			status: 429,
			text: JSON.stringify({ detail: 'Injected failure (sandbox X-Sandbox-Fault)' }),
		});
		expect(asked.headers.get('retry-after')).toBe('1');
		expect((await raw('/document/list', { 'X-Sandbox-Fault': 'reset' })).outcome).toBe('broken');
		const cut = await get('/document/list', { 'X-Sandbox-Fault': 'truncate' });
		expect(() => JSON.parse(cut.text)).toThrow();
		expect((await get('/document/list')).status).toBe(500); // the queued one
		expect((await get('/document/list', { 'X-Sandbox-Fault': 'nonsense' })).status).toBe(200);
	});
});
