// Wait for Processing, the first document after a restart (issue 32): the pace asks the service
// what it processed recently (CONTRIBUTING "Wait for Processing: the pace after a restart").
import {
	dashboardReads,
	endpointsOf,
	restart,
	statusChecks,
	useWaitingNode,
} from './support/waitingNode';

const { harness, since, uploadAndWait, uploadThreeAndWait, processedEarlier } = useWaitingNode();

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
