// Wait for Processing, the automatic pace (no Poll Interval): what it learns from the documents
// it waits for, and what it never does (hold the worker past the timeout, show the key).
import { statusChecks, useWaitingNode } from './support/waitingNode';

const { harness, since, uploadAndWait, uploadThreeAndWait } = useWaitingNode();

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

	it('a service that shows a document done later than it stamps it: one check too early, then none', async () => {
		harness.sandbox.state.processingDelayMs = 1500;
		// Stamped done after 1.5 s, answered "working" until 1.8 s.
		harness.sandbox.state.statusShownLateMs = 300;
		const first = await uploadAndWait();
		expect(first.checks).toHaveLength(2);
		// The pace (1.5 s) is known, the lateness not yet: checked at 1.55 s, too early.
		const second = await uploadAndWait();
		expect(second.items[0].json).toMatchObject({ status: 'ready_for_validation', timedOut: false });
		expect(second.checks).toHaveLength(2);
		for (let index = 0; index < 2; index++) {
			const next = await uploadAndWait();
			expect(next.items[0].json).toMatchObject({ status: 'ready_for_validation', timedOut: false });
			expect(next.checks).toHaveLength(1);
			// Noticed within the lateness seen and a cushion after the stamped end.
			expect(next.noticedAfterMs).toBeGreaterThanOrEqual(300);
			expect(next.noticedAfterMs).toBeLessThan(800);
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
