/* eslint-disable @n8n/community-nodes/no-restricted-globals -- dev-only code, never published; eslint.dev.config.mjs lints it */
// The process-wide limiter of requests to one service (nodes/shared/http/concurrency.ts): its
// arithmetic and its queue, without n8n, a clock or a network.
import {
	AdaptiveLimit,
	forgetServiceLimiters,
	MOST_TRY_BACKOFF,
	RAISE_AFTER,
	serviceLimiter,
	ServiceLimiter,
	withServiceSlot,
} from '../nodes/shared/http/concurrency';

/** `count` requests served, each with the limit reached. */
function serveAtLimit(limit: AdaptiveLimit, count: number) {
	for (let index = 0; index < count; index++) limit.served(limit.allowed());
}

describe('AdaptiveLimit', () => {
	it('starts at its ceiling, and a request with a lower cap gets its cap', () => {
		const limit = new AdaptiveLimit(10);
		expect(limit.allowed()).toBe(10);
		expect(limit.allowed(3)).toBe(3);
	});

	it('a 429 lowers it to the others in flight, never below 1', () => {
		const limit = new AdaptiveLimit(10);
		limit.rejected(5);
		expect(limit.allowed()).toBe(4);
		limit.rejected(1);
		expect(limit.allowed()).toBe(1);
		limit.rejected(0);
		expect(limit.allowed()).toBe(1);
	});

	it('a burst of 429s sent under the old limit lowers it once, to what the service served', () => {
		// Ten sent together at a service that serves four: the six 429s come back while the
		// number in flight falls from ten to five.
		const limit = new AdaptiveLimit(10);
		for (let inFlight = 10; inFlight > 4; inFlight--) limit.rejected(inFlight);
		expect(limit.allowed()).toBe(4);
		// A late 429 of that burst, with more in flight than the limit now, lowers nothing more.
		limit.rejected(5);
		expect(limit.allowed()).toBe(4);
	});

	it('rises by one after RAISE_AFTER × limit requests served with the limit reached', () => {
		const limit = new AdaptiveLimit(10);
		limit.rejected(5);
		serveAtLimit(limit, RAISE_AFTER * 4 - 1);
		expect(limit.allowed()).toBe(4);
		serveAtLimit(limit, 1);
		expect(limit.allowed()).toBe(5);
		serveAtLimit(limit, RAISE_AFTER * 5);
		expect(limit.allowed()).toBe(6);
		serveAtLimit(limit, 10_000);
		expect(limit.allowed()).toBe(10);
	});

	it('a try of one more turned away doubles the wait before the next, up to MOST_TRY_BACKOFF times', () => {
		const limit = new AdaptiveLimit(10);
		limit.rejected(5);
		const servedUntilRise = () => {
			const from = limit.allowed();
			let count = 0;
			while (limit.allowed() === from && count < 10_000) {
				limit.served(from);
				count++;
			}
			return count;
		};
		const waits: number[] = [];
		for (let attempt = 0; attempt < 5; attempt++) {
			waits.push(servedUntilRise());
			expect(limit.allowed()).toBe(5);
			// The service serves 4: the fifth in flight is turned away.
			limit.rejected(5);
			expect(limit.allowed()).toBe(4);
		}
		const once = RAISE_AFTER * 4;
		expect(waits).toEqual([
			once,
			2 * once,
			4 * once,
			MOST_TRY_BACKOFF * once,
			MOST_TRY_BACKOFF * once,
		]);
	});

	it('a try that holds, or a 429 below where the try started, ends the longer wait', () => {
		const limit = new AdaptiveLimit(10);
		limit.rejected(5);
		serveAtLimit(limit, RAISE_AFTER * 4);
		limit.rejected(5);
		serveAtLimit(limit, 2 * RAISE_AFTER * 4);
		expect(limit.allowed()).toBe(5);
		// This time the fifth is served (the service serves more now): the next rise comes after
		// RAISE_AFTER × 5 again.
		serveAtLimit(limit, RAISE_AFTER * 5);
		expect(limit.allowed()).toBe(6);
		limit.rejected(6);
		expect(limit.allowed()).toBe(5);
		serveAtLimit(limit, 2 * RAISE_AFTER * 5);
		expect(limit.allowed()).toBe(6);
		// Another process takes half the service: down to 2, below where the try started, and
		// climbing back does not wait longer.
		limit.rejected(3);
		expect(limit.allowed()).toBe(2);
		serveAtLimit(limit, RAISE_AFTER * 2);
		expect(limit.allowed()).toBe(3);
	});

	it('does not rise while fewer than the limit are in flight: a quiet time proves nothing', () => {
		const limit = new AdaptiveLimit(10);
		limit.rejected(3);
		for (let index = 0; index < 1000; index++) limit.served(1);
		expect(limit.allowed()).toBe(2);
	});

	it('a higher Max Concurrent Requests raises the ceiling, and the limit with it unless a 429 lowered it', () => {
		const fresh = new AdaptiveLimit(10);
		fresh.raiseCeiling(20);
		expect([fresh.ceiling, fresh.allowed()]).toEqual([20, 20]);
		fresh.raiseCeiling(5);
		expect(fresh.ceiling).toBe(20);
		const lowered = new AdaptiveLimit(10);
		lowered.rejected(4);
		lowered.raiseCeiling(20);
		expect([lowered.ceiling, lowered.allowed()]).toEqual([20, 3]);
	});
});

/** A request through a limiter: started (in flight) until `finish` is called with its outcome. */
function request(limiter: ServiceLimiter, cap: number, since: number, log: string[], name: string) {
	const state = { started: false, done: false };
	void limiter.acquire(cap, since).then(() => {
		state.started = true;
		log.push(name);
	});
	return {
		get running() {
			return state.started && !state.done;
		},
		finish: (outcome: 'served' | 'rejected' | 'failed' = 'served') => {
			state.done = true;
			limiter.release(outcome);
		},
	};
}

const settle = async () => await new Promise((resolve) => setImmediate(resolve));

describe('ServiceLimiter', () => {
	it('keeps at most the limit in flight; the others start as answers come in', async () => {
		const limiter = new ServiceLimiter(new AdaptiveLimit(2));
		const log: string[] = [];
		const requests = ['a', 'b', 'c', 'd'].map((name, index) =>
			request(limiter, 2, index, log, name),
		);
		await settle();
		expect(log).toEqual(['a', 'b']);
		expect([limiter.inFlight, limiter.queued]).toEqual([2, 2]);
		requests[0].finish();
		await settle();
		expect(log).toEqual(['a', 'b', 'c']);
		requests[1].finish();
		requests[2].finish();
		await settle();
		requests[3].finish();
		expect(log).toEqual(['a', 'b', 'c', 'd']);
		expect(limiter.idle).toBe(true);
	});

	it('a retry goes before requests first tried after it', async () => {
		const limiter = new ServiceLimiter(new AdaptiveLimit(1));
		const log: string[] = [];
		const first = request(limiter, 1, 100, log, 'first');
		await settle();
		request(limiter, 1, 300, log, 'later');
		request(limiter, 1, 400, log, 'latest');
		// Tried at 200, answered 429, back after its Retry-After.
		request(limiter, 1, 200, log, 'retry');
		first.finish();
		await settle();
		expect(log).toEqual(['first', 'retry']);
	});

	it('a 429 lowers how many start; requests served with the limit reached raise it again', async () => {
		const limiter = new ServiceLimiter(new AdaptiveLimit(6));
		const log: string[] = [];
		const requests = Array.from({ length: 40 }, (_, index) =>
			request(limiter, 6, index, log, String(index)),
		);
		await settle();
		expect(limiter.inFlight).toBe(6);
		// The service serves four: two 429s.
		requests[4].finish('rejected');
		requests[5].finish('rejected');
		await settle();
		expect(limiter.limit.allowed()).toBe(4);
		expect(limiter.inFlight).toBe(4);
		// Served one by one, each with four in flight: after RAISE_AFTER × 4 a fifth starts.
		let finished = 0;
		while (limiter.limit.allowed() === 4 && finished < 100) {
			requests.find((r) => r.running)?.finish();
			finished++;
			await settle();
		}
		expect(finished).toBe(RAISE_AFTER * 4);
		expect(limiter.inFlight).toBe(5);
	});

	it("a request's own cap holds even when the limit allows more; others still start", async () => {
		const limiter = new ServiceLimiter(new AdaptiveLimit(10));
		const log: string[] = [];
		request(limiter, 1, 1, log, 'capped-1');
		request(limiter, 1, 2, log, 'capped-2');
		request(limiter, 10, 3, log, 'open');
		await settle();
		expect(log).toEqual(['capped-1', 'open']);
	});
});

describe('withServiceSlot', () => {
	afterEach(() => forgetServiceLimiters());

	it('tells the limiter each outcome: a 429 lowers the service’s limit for every later request', async () => {
		const key = 'credential@https://service.test';
		await Promise.all(
			// The 429 comes back first, while the other three are still in flight.
			[429, 200, 200, 200].map(
				async (status, index) =>
					await withServiceSlot(
						key,
						{ cap: 10, since: index },
						async () =>
							await new Promise<number>((resolve) =>
								setTimeout(() => resolve(status), status === 429 ? 1 : 20),
							),
						(answer) => (answer === 429 ? 'rejected' : 'served'),
					),
			),
		);
		expect(serviceLimiter(key)?.limit.allowed()).toBe(3);
		expect(serviceLimiter(key)?.inFlight).toBe(0);
	});

	it('a request that throws frees its place', async () => {
		const key = 'credential@https://down.test';
		await expect(
			withServiceSlot(
				key,
				{ cap: 1, since: 0 },
				async () => await Promise.reject(new Error('ECONNREFUSED')),
				() => 'served',
			),
		).rejects.toThrow('ECONNREFUSED');
		expect(
			await withServiceSlot(
				key,
				{ cap: 1, since: 1 },
				async () => await Promise.resolve(1),
				() => 'served',
			),
		).toBe(1);
		expect(serviceLimiter(key)?.idle).toBe(true);
	});

	it('Max Concurrent Requests 0: no limit, nothing counted', async () => {
		const key = 'credential@https://unlimited.test';
		expect(
			await withServiceSlot(
				key,
				{ cap: 0, since: 0 },
				async () => await Promise.resolve('ok'),
				() => 'served',
			),
		).toBe('ok');
		expect(serviceLimiter(key)).toBeUndefined();
	});
});
