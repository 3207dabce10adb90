import { startSandbox, type Sandbox } from './index';

let sandbox: Sandbox;

beforeAll(async () => {
	sandbox = await startSandbox({
		rateLimit: { latencyMs: 50, maxInFlight: 2, retryAfterSeconds: 3 },
	});
});
afterAll(async () => {
	await sandbox.close();
});

const list = () =>
	fetch(`${sandbox.url}/document/list`, { headers: { 'X-API-KEY': sandbox.apiKey } });

describe('latency and rate limit', () => {
	it('serves at most maxInFlight at once after the latency; one more is a 429 with Retry-After, recorded', async () => {
		const started = Date.now();
		const answers = await Promise.all([list(), list(), list()]);
		const statuses = answers.map((answer) => answer.status).sort();
		expect(statuses).toEqual([200, 200, 429]);
		const rejected = answers.find((answer) => answer.status === 429);
		expect(rejected?.headers.get('retry-after')).toBe('3');
		expect(await rejected?.json()).toEqual({ detail: 'Too Many Requests' });
		expect(Date.now() - started).toBeGreaterThanOrEqual(45);
		expect(sandbox.rateLimit.stats).toMatchObject({ admitted: 2, rejected: 1, peakInFlight: 2 });
		const { firstArrivedAt, lastAnsweredAt } = sandbox.rateLimit.stats;
		expect(lastAnsweredAt - firstArrivedAt).toBeGreaterThanOrEqual(45);
		// Two served requests held a slot for at least the latency each; the 429 held none.
		expect(sandbox.rateLimit.stats.busyMs).toBeGreaterThanOrEqual(2 * 45);
		expect(sandbox.rateLimit.stats.busyMs).toBeLessThan(2 * 1000);
		expect(sandbox.requests.map((request) => request.status).sort()).toEqual([200, 200, 429]);
	});

	it('can be switched off while running, and reset() leaves it alone', async () => {
		sandbox.reset();
		sandbox.rateLimit.configure({ latencyMs: 0, maxInFlight: Infinity });
		const answers = await Promise.all(Array.from({ length: 5 }, () => list()));
		expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200]);
		expect(sandbox.rateLimit.latencyMs).toBe(0);
	});
});
