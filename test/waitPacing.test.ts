// Wait for Processing against the sandbox over HTTP: the automatic pace (no Poll Interval) and
// the fixed one, counted and timed at the sandbox.
import { paceMemory } from '../nodes/DocumentProcessing/transport/pace';
import type { RecordedRequest } from '../sandbox/contract';
import { binaryFrom } from './engine';
import { useNodeAgainstSandbox } from './support/nodeUnderTest';
import { startRecordingProxy } from './support/recordingProxy';

const harness = useNodeAgainstSandbox();
const pdf = Buffer.from('%PDF-1.4\n% a tiny test file\n%%EOF\n');
const withFile = (name = 'invoice.pdf') => [
	{ json: {}, binary: { data: binaryFrom(pdf, name, 'application/pdf') } },
];

beforeEach(() => {
	harness.sandbox.reset();
	paceMemory.forget();
});

const since = (from: number) => harness.sandbox.requests.slice(from);
const statusChecks = (requests: RecordedRequest[]) =>
	requests.filter((request) => request.endpoint === 'document.getStatus');

/** Uploads one document with Wait for Processing; what it cost and how late it noticed. */
async function uploadAndWait(waitOptions: Record<string, number> = {}) {
	const from = harness.sandbox.requests.length;
	const startedAt = Date.now();
	const { items, error } = await harness.run(
		'document',
		'upload',
		{
			file: 'data',
			waitForProcessing: true,
			waitOptions,
			output: 'simplified',
			skipDuplicates: false,
		},
		{ input: withFile() },
	);
	const seconds = (Date.now() - startedAt) / 1000;
	expect(error).toBeUndefined();
	const requests = since(from);
	const document = harness.sandbox.state.documents.get(String(items[0].json.doc_id));
	const checks = statusChecks(requests);
	// The service was done at last_saved_on; the first check at or after it saw it.
	const doneAt = Date.parse(document?.last_saved_on ?? '');
	const noticing = checks.find((check) => check.at >= doneAt);
	return {
		items,
		requests,
		checks,
		seconds,
		noticedAfterMs: noticing ? noticing.at - doneAt : undefined,
	};
}

describe('Wait for Processing: automatic pace (no Poll Interval)', () => {
	it('learns the pace from the first document: the next ones cost 3 requests and are noticed at once', async () => {
		harness.sandbox.state.processingDelayMs = 1500;
		const first = await uploadAndWait();
		expect(first.items[0].json).toMatchObject({ status: 'ready_for_validation', timedOut: false });
		// Nothing known: checks at 1 s and 2 s (today's 5 s pace: at 0 s and 5 s, noticed 3.5 s late).
		expect(first.checks).toHaveLength(2);
		expect(first.requests.length).toBeLessThanOrEqual(5);
		expect(first.noticedAfterMs).toBeLessThan(2000);
		for (let index = 0; index < 2; index++) {
			const next = await uploadAndWait();
			expect(next.items[0].json).toMatchObject({
				status: 'ready_for_validation',
				timedOut: false,
				fields: expect.any(Object),
			});
			// Upload, one status check, the extraction read.
			expect(next.requests.map((request) => request.endpoint)).toEqual([
				'document.upload',
				'document.getStatus',
				'document.getExtractionResult',
			]);
			expect(next.noticedAfterMs).toBeGreaterThanOrEqual(0);
			expect(next.noticedAfterMs).toBeLessThan(1000);
		}
	});

	it('documents of one execution learn from each other while they wait', async () => {
		harness.sandbox.state.processingDelayMs = 2500;
		await uploadAndWait();
		harness.sandbox.state.processingDelayMs = 1000;
		const from = harness.sandbox.requests.length;
		const { items } = await harness.run(
			'document',
			'upload',
			{ file: 'data', waitForProcessing: true, output: 'raw', skipDuplicates: false },
			{ input: [...withFile('a.pdf'), ...withFile('b.pdf'), ...withFile('c.pdf')] },
		);
		expect(items.map((item) => item.json.status)).toEqual(Array(3).fill('ready_for_validation'));
		// The pace said 2.5 s; each document is checked once then (they were done after 1 s).
		expect(statusChecks(since(from))).toHaveLength(3);
	});

	it('a check answered 429 with Retry-After: the next check waits as asked', async () => {
		harness.sandbox.state.processingDelayMs = 1000;
		await uploadAndWait();
		harness.sandbox.state.failNext('document.getStatus', 429, { retryAfter: 2 });
		const { checks, items } = await uploadAndWait();
		expect(items[0].json.timedOut).toBe(false);
		expect(checks.map((check) => check.status)).toEqual([429, 200]);
		expect(checks[1].at - checks[0].at).toBeGreaterThanOrEqual(2000);
		expect(checks[1].at - checks[0].at).toBeLessThan(2600);
	});

	it('a status answer with Retry-After: the next check waits as asked', async () => {
		harness.sandbox.state.processingDelayMs = 1000;
		await uploadAndWait();
		// A 200 that says nothing of the document, and to ask again in 2 s.
		harness.sandbox.state.failNext('document.getStatus', 200, { retryAfter: 2 });
		const { checks, items } = await uploadAndWait();
		expect(items[0].json).toMatchObject({ status: 'ready_for_validation', timedOut: false });
		expect(checks).toHaveLength(2);
		expect(checks[1].at - checks[0].at).toBeGreaterThanOrEqual(2000);
		expect(checks[1].at - checks[0].at).toBeLessThan(2600);
	});

	it('never holds the worker longer than the timeout', async () => {
		harness.sandbox.state.processingDelayMs = 60_000;
		const { items, seconds, checks } = await uploadAndWait({ timeout: 2 });
		expect(items[0].json).toMatchObject({ status: 'processing', timedOut: true });
		expect(seconds).toBeLessThan(2.5);
		expect(checks.length).toBeGreaterThanOrEqual(1);
		expect(checks.length).toBeLessThanOrEqual(4);
	});

	it('puts the API key in no output and no recorded request', async () => {
		harness.sandbox.state.processingDelayMs = 500;
		const { items, requests } = await uploadAndWait();
		expect(JSON.stringify(items)).not.toContain(harness.sandbox.apiKey);
		expect(JSON.stringify(requests)).not.toContain(harness.sandbox.apiKey);
	});
});

describe('Wait for Processing: a fixed Poll Interval', () => {
	it('checks at once and then as often as set, whatever the pace learned', async () => {
		harness.sandbox.state.processingDelayMs = 1200;
		await uploadAndWait();
		const { checks, items } = await uploadAndWait({ pollInterval: 0.5, timeout: 10 });
		expect(items[0].json.timedOut).toBe(false);
		// At about 0, 0.5, 1.0 and 1.5 s: the automatic pace would have checked once, at 1.45 s.
		// Never sooner than set; later only by what a busy machine adds (CI shares its CPUs).
		expect(checks.length).toBeGreaterThanOrEqual(3);
		const gaps = checks.slice(1).map((check, index) => check.at - checks[index].at);
		for (const gap of gaps) {
			expect(gap).toBeGreaterThanOrEqual(500);
			expect(gap).toBeLessThan(1000);
		}
	});

	it('keeps the old five seconds when the option is added as it comes', async () => {
		harness.sandbox.state.processingDelayMs = 1000;
		const { checks } = await uploadAndWait({ pollInterval: 5, timeout: 10 });
		expect(checks).toHaveLength(2);
		expect(checks[1].at - checks[0].at).toBeGreaterThanOrEqual(5000);
	});
});

describe("Wait for Processing with the node's Request Options", () => {
	it('every request of the operation, its status checks and Simplified reads go through the Proxy', async () => {
		const proxy = await startRecordingProxy();
		try {
			harness.sandbox.state.processingDelayMs = 300;
			const from = harness.sandbox.requests.length;
			const { items, error } = await harness.run(
				'document',
				'upload',
				{
					file: 'data',
					waitForProcessing: true,
					waitOptions: {},
					output: 'simplified',
					skipDuplicates: false,
					requestOptions: { proxy: proxy.url },
				},
				{ input: withFile() },
			);
			expect(error).toBeUndefined();
			expect(items[0].json).toMatchObject({ timedOut: false });
			const atService = since(from).map((request) => ({
				method: request.method,
				url: request.path,
			}));
			expect(atService.map((request) => request.url)).toEqual(
				expect.arrayContaining(['/document/status/doc_1', '/document/extraction_result']),
			);
			// Each request the service got came through the proxy (n8n's client may send one twice).
			expect(proxy.passed).toEqual(expect.arrayContaining(atService));
		} finally {
			await proxy.close();
		}
	});
});
