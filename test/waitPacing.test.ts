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

/** Three documents in one execution, each waited for (Output Raw). */
const uploadThreeAndWait = async () =>
	await harness.run(
		'document',
		'upload',
		{ file: 'data', waitForProcessing: true, output: 'raw', skipDuplicates: false },
		{ input: [...withFile('a.pdf'), ...withFile('b.pdf'), ...withFile('c.pdf')] },
	);

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
		const { items } = await uploadThreeAndWait();
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

/** An n8n restart, a new queue-mode worker: a process that remembers nothing. */
const restart = () => paceMemory.forget();
const endpointsOf = (requests: RecordedRequest[]) => requests.map((request) => request.endpoint);
const dashboardReads = (requests: RecordedRequest[]) =>
	requests.filter((request) => request.endpoint === 'document.getDashboard');
/** Documents the service processed in `ms`, done `agoMs` before now, nobody having touched them. */
function processedEarlier(
	count: number,
	ms: number,
	agoMs = 5000,
	status = 'ready_for_validation',
) {
	for (let index = 0; index < count; index++) {
		const done = Date.now() - agoMs - index * 1000;
		harness.sandbox.state.addDocument({
			file_name: `earlier-${index}.pdf`,
			status: status as never,
			created_on: new Date(done - ms),
			last_saved_on: new Date(done),
		});
	}
}

describe('Wait for Processing: the first document after a restart (issue 32)', () => {
	it('learns from what the service lists: one read, then checked once, as the warm path', async () => {
		harness.sandbox.state.processingDelayMs = 4000;
		// The first document ever: the service lists nothing processed; it is asked once and the
		// checks go as when nothing is known (1, 2, 3, 4.5 s): never a guess.
		const first = await uploadAndWait();
		expect(first.items[0].json).toMatchObject({ status: 'ready_for_validation', timedOut: false });
		expect(endpointsOf(first.requests)).toEqual([
			'document.upload',
			'document.getDashboard',
			...Array(4).fill('document.getStatus'),
			'document.getExtractionResult',
		]);
		restart();
		// n8n restarted: the process knows nothing, the service lists the first document.
		const afterRestart = await uploadAndWait();
		expect(afterRestart.items[0].json).toMatchObject({
			status: 'ready_for_validation',
			timedOut: false,
			fields: expect.any(Object),
		});
		expect(endpointsOf(afterRestart.requests)).toEqual([
			'document.upload',
			'document.getDashboard',
			'document.getStatus',
			'document.getExtractionResult',
		]);
		expect(afterRestart.noticedAfterMs).toBeGreaterThanOrEqual(0);
		expect(afterRestart.noticedAfterMs).toBeLessThan(1000);
		// The read asked for the documents processing ends with, newest first, as many as remembered.
		expect(dashboardReads(afterRestart.requests)[0].query).toMatchObject({
			status: 'pending-user-input',
			order_by_field: 'last_saved_on',
			order_by_direction: 'desc',
			limit: '20',
		});
		// The same process does not ask again.
		const next = await uploadAndWait();
		expect(endpointsOf(next.requests)).toEqual([
			'document.upload',
			'document.getStatus',
			'document.getExtractionResult',
		]);
	});

	it('documents waiting at once in a fresh worker ask the service once', async () => {
		processedEarlier(5, 2500);
		harness.sandbox.state.processingDelayMs = 2500;
		restart();
		const from = harness.sandbox.requests.length;
		const { items } = await uploadThreeAndWait();
		expect(items.map((item) => item.json.status)).toEqual(Array(3).fill('ready_for_validation'));
		expect(dashboardReads(since(from))).toHaveLength(1);
		// Each checked once, at the 2.5 s the service's documents took (nothing known: 1, 2, 3 s).
		expect(statusChecks(since(from))).toHaveLength(3);
	});

	it('what the service lists shows no processing time: the checks go as when nothing is known', async () => {
		// Done longer ago than the pace remembers (6 h), without an end stamp, or acted on since.
		processedEarlier(3, 2500, 7 * 60 * 60 * 1000);
		processedEarlier(3, 0);
		processedEarlier(3, 2500, 5000, 'finished');
		harness.sandbox.state.processingDelayMs = 2500;
		const { checks, requests, items } = await uploadAndWait();
		expect(items[0].json.timedOut).toBe(false);
		expect(dashboardReads(requests)).toHaveLength(1);
		// At 1, 2 and 3 s: a pace learned from these would have checked once.
		expect(checks).toHaveLength(3);
	});

	it('a read the service refuses: the wait goes on as when nothing is known', async () => {
		processedEarlier(5, 2500);
		harness.sandbox.state.failNext('document.getDashboard', 403);
		harness.sandbox.state.processingDelayMs = 2500;
		// uploadAndWait fails the test on an error of the node.
		const { checks, requests, items } = await uploadAndWait();
		expect(items[0].json).toMatchObject({ status: 'ready_for_validation', timedOut: false });
		expect(dashboardReads(requests).map((request) => request.status)).toEqual([403]);
		expect(checks).toHaveLength(3);
	});

	it('asks nothing with a Poll Interval set, or for a wait that is not for processing', async () => {
		processedEarlier(5, 2500);
		harness.sandbox.state.processingDelayMs = 1000;
		const fixed = await uploadAndWait({ pollInterval: 1, timeout: 10 });
		expect(dashboardReads(fixed.requests)).toHaveLength(0);
		const inReview = harness.sandbox.state.addDocument({ status: 'ready_for_validation' });
		const from = harness.sandbox.requests.length;
		const { items } = await harness.run('document', 'getStatus', {
			doc_id: inReview.doc_id,
			waitForReview: true,
			waitOptions: { timeout: 1 },
		});
		expect(items[0].json).toMatchObject({ timedOut: true });
		expect(dashboardReads(since(from))).toHaveLength(0);
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
				expect.arrayContaining([
					'/document/dashboard',
					'/document/status/doc_1',
					'/document/extraction_result',
				]),
			);
			// Each request the service got came through the proxy (n8n's client may send one twice).
			expect(proxy.passed).toEqual(expect.arrayContaining(atService));
		} finally {
			await proxy.close();
		}
	});
});
