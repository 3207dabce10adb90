// Several executions at once against a rate-limited service (issue 32's backlog, small): the
// node's requests share one limit per service in the process (nodes/shared/http/concurrency.ts),
// lowered by the service's 429s, so the service turns few away. Through n8n-core's engine,
// counted at the sandbox.
import { paceMemory } from '../nodes/DocumentProcessing/transport/pace';
import { RAISE_AFTER } from '../nodes/shared/http/concurrency';
import { binaryFrom } from './engine';
import { useNodeAgainstSandbox } from './support/nodeUnderTest';

/** The backlog's sandbox, faster: 4 requests served at once, 429 with Retry-After 1 s beyond. */
const harness = useNodeAgainstSandbox({
	processingDelayMs: 300,
	rateLimit: { latencyMs: 50, maxInFlight: 4, retryAfterSeconds: 1 },
});

beforeEach(() => {
	harness.sandbox.reset();
	harness.sandbox.state.processingDelayMs = 300;
	harness.sandbox.rateLimit.configure({ maxInFlight: 4 });
	harness.sandbox.rateLimit.resetStats();
	paceMemory.forget();
});

/** `count` distinct small PDFs, as one execution's items. */
function files(execution: number, count: number) {
	return Array.from({ length: count }, (_, index) => ({
		json: {},
		binary: {
			data: binaryFrom(
				Buffer.from(`%PDF-1.4\n% execution ${execution}, file ${index}\n%%EOF\n`),
				`invoice-${execution}-${index}.pdf`,
				'application/pdf',
			),
		},
	}));
}

/** `executions` executions at once, each uploading `perExecution` files and waiting for them. */
async function uploadsAtOnce(
	executions: number,
	perExecution: number,
	requestOptions: Record<string, number>,
) {
	const runs = await Promise.all(
		Array.from(
			{ length: executions },
			async (_, execution) =>
				await harness.run(
					'document',
					'upload',
					{
						file: 'data',
						waitForProcessing: true,
						waitOptions: {},
						output: 'simplified',
						skipDuplicates: false,
						requestOptions,
					},
					{ input: files(execution, perExecution) },
				),
		),
	);
	for (const run of runs) expect(run.error).toBeUndefined();
	const items = runs.flatMap((run) => run.items);
	return { items, stats: { ...harness.sandbox.rateLimit.stats } };
}

describe('several executions at once share one limit per service', () => {
	it('three executions of 8 uploads against a service serving 4 at once: few 429s, every file uploaded', async () => {
		// Retries enough that every request gets through either way: what is measured is how
		// many the service turned away (each a wait of a second or more for its request).
		const { items, stats } = await uploadsAtOnce(3, 8, { retries: 30, retryMaxWait: 120 });
		expect(items).toHaveLength(24);
		for (const item of items)
			expect(item.json).toMatchObject({ doc_id: expect.any(String), timedOut: false });
		expect(new Set(items.map((item) => item.json.doc_id)).size).toBe(24);
		// Each upload, its status checks and its extraction read: some 70 requests served. A
		// limit per execution (10 each, 30 at once) had the service turn away some 33 (each a
		// second's wait or more); one shared limit, lowered at the first 429s, turns away the
		// first burst's 6 (10 sent, 4 served) and a probe for a fifth now and then.
		expect(stats.admitted).toBeGreaterThanOrEqual(24 * 3);
		const probes = Math.ceil(stats.admitted / (RAISE_AFTER * 4));
		expect(stats.rejected).toBeLessThanOrEqual(6 + probes + 2);
		expect(stats.peakInFlight).toBeLessThanOrEqual(4);
	}, 120_000);

	it('Max Concurrent Requests counts the requests of every execution in this n8n process', async () => {
		harness.sandbox.rateLimit.configure({ maxInFlight: Infinity });
		const { items, stats } = await uploadsAtOnce(3, 6, { maxConcurrentRequests: 2 });
		expect(items).toHaveLength(18);
		expect(stats.rejected).toBe(0);
		expect(stats.peakInFlight).toBe(2);
	}, 60_000);

	it('Max Concurrent Requests 0: no limit, every request at once', async () => {
		harness.sandbox.rateLimit.configure({ maxInFlight: Infinity, latencyMs: 300 });
		try {
			const { items, stats } = await uploadsAtOnce(1, 14, { maxConcurrentRequests: 0 });
			expect(items).toHaveLength(14);
			// More than the default of 10: nothing held back.
			expect(stats.peakInFlight).toBeGreaterThan(10);
		} finally {
			harness.sandbox.rateLimit.configure({ latencyMs: 50 });
		}
	}, 60_000);
});
