// Wait for Processing with a fixed Poll Interval, and with the node's Request Options (Proxy).
import { startRecordingProxy } from './support/recordingProxy';
import { useWaitingNode, withFile } from './support/waitingNode';

const { harness, since, uploadAndWait } = useWaitingNode();

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
