/** Requests one node has in flight at once unless its Request Options say otherwise. */
export const MAX_CONCURRENT_REQUESTS = 10;

/**
 * At most N requests in flight for one node in one execution. n8n's routing starts every
 * item's request at once; a rate-limited service answers most of them 429 unless we wait here.
 */
class Limiter {
	private active = 0;

	private readonly waiting: Array<() => void> = [];

	constructor(readonly limit: number) {}

	async acquire(): Promise<void> {
		if (this.active < this.limit) {
			this.active++;
			return;
		}
		await new Promise<void>((resolve) => this.waiting.push(resolve));
	}

	/** Hands the slot to the next waiting request, if any. Returns whether the limiter is idle. */
	release(): boolean {
		const next = this.waiting.shift();
		if (next) next();
		else this.active--;
		return this.active === 0;
	}
}

const limiters = new Map<string, Limiter>();

/** Runs `task` when one of `limit` slots for `key` is free; 0 or less means no limit. */
export async function withSlot<T>(key: string, limit: number, task: () => Promise<T>): Promise<T> {
	if (!(limit > 0)) return await task();
	let limiter = limiters.get(key);
	if (!limiter || limiter.limit !== limit) {
		limiter = new Limiter(limit);
		limiters.set(key, limiter);
	}
	await limiter.acquire();
	try {
		return await task();
	} finally {
		if (limiter.release() && limiters.get(key) === limiter) limiters.delete(key);
	}
}
