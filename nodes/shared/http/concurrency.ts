/**
 * Requests in flight at once to one service (host and credential) from this n8n process unless a
 * node's Request Options say otherwise.
 */
export const MAX_CONCURRENT_REQUESTS = 10;

/** Max Concurrent Requests as set in Request Options (0: no limit), the default where unset or not a number. */
export function maxConcurrentOf(options: { maxConcurrentRequests?: unknown }): number {
	const limit = Number(options.maxConcurrentRequests ?? MAX_CONCURRENT_REQUESTS);
	return Number.isNaN(limit) ? MAX_CONCURRENT_REQUESTS : limit;
}

/**
 * Successes (each with the limit reached) per step up, times the limit: at 4 in flight the limit
 * tries a fifth after 16 requests served without a 429 (a try turned away makes the next wait
 * longer: MOST_TRY_BACKOFF), while a limit lowered too far (two processes shared the service, and
 * one has left) climbs back within seconds.
 */
export const RAISE_AFTER = 4;

/**
 * A try of one more that the service turns away (429) doubles the wait before the next try, up
 * to this many times RAISE_AFTER × limit: at a service that serves 4, one 429 in about 64
 * requests instead of 16. Each 429 keeps a request waiting for its Retry-After (a second or
 * more), which the last documents of a drain feel.
 */
export const MOST_TRY_BACKOFF = 4;

/**
 * How many requests to one service may be in flight at once: lowered to what the service served
 * when it answers 429 (the others in flight at that moment), raised by one slowly while requests
 * succeed with the limit reached, never above the ceiling (the node's Max Concurrent Requests)
 * nor below 1. Pure arithmetic: no clock, no I/O.
 */
export class AdaptiveLimit {
	private value: number;

	/** Requests served with the limit reached since it last changed. */
	private servedAtLimit = 0;

	/** The limit before the last rise, while that rise is a try not yet proven. */
	private triedFrom: number | undefined;

	/** How many times RAISE_AFTER × limit to wait before the next try (MOST_TRY_BACKOFF at most). */
	private tryBackoff = 1;

	constructor(private top: number) {
		this.value = top;
	}

	/** The most the limit ever allows: the largest Max Concurrent Requests of the requests seen. */
	get ceiling(): number {
		return this.top;
	}

	/** Requests allowed in flight now, at most `cap` (a request's own, when lower). */
	allowed(cap = this.top): number {
		return Math.max(1, Math.min(this.value, cap));
	}

	/**
	 * A request was answered, not with 429. `inFlight`: requests in flight when it was answered,
	 * itself included. Only a limit that was reached is raised: a quiet time says nothing of what
	 * the service takes.
	 */
	served(inFlight: number): void {
		if (inFlight < this.value || this.value >= this.top) return;
		this.servedAtLimit++;
		if (this.triedFrom !== undefined && this.servedAtLimit >= RAISE_AFTER * this.value) {
			// The try held: the service serves this many, and the next try need not wait longer.
			this.triedFrom = undefined;
			this.tryBackoff = 1;
		}
		if (this.servedAtLimit < RAISE_AFTER * this.value * this.tryBackoff) return;
		this.triedFrom = this.value;
		this.value++;
		this.servedAtLimit = 0;
	}

	/**
	 * The service answered 429 while `inFlight` requests (this one included) were in flight: it
	 * served the others, so the limit drops to them (at least 1). A 429 for a request sent while
	 * the limit was higher (more in flight than the limit now) lowers nothing more.
	 */
	rejected(inFlight: number): void {
		const lowered = Math.max(1, Math.min(this.value, inFlight - 1));
		if (lowered < this.value) {
			// Back where the try started: it failed, so wait longer before the next. Lower than
			// that: the service serves fewer now, and climbing back must not wait.
			const tryFailed = this.triedFrom !== undefined && lowered === this.triedFrom;
			this.tryBackoff = tryFailed ? Math.min(this.tryBackoff * 2, MOST_TRY_BACKOFF) : 1;
			this.triedFrom = undefined;
			this.servedAtLimit = 0;
		}
		this.value = lowered;
	}

	/**
	 * A request allows more than the ceiling (a node with a higher Max Concurrent Requests): the
	 * ceiling rises to it, and so does the limit unless a 429 has lowered it.
	 */
	raiseCeiling(ceiling: number): void {
		if (ceiling <= this.top) return;
		if (this.value >= this.top) this.value = ceiling;
		this.top = ceiling;
	}
}

/** What a request's answer says of the service's load. */
export type Outcome = 'served' | 'rejected' | 'failed';

interface Waiting {
	cap: number;
	/** When the request was first tried (a retry keeps its first time, and so its place). */
	since: number;
	start: () => void;
}

/**
 * Every request of the package to one service (host and credential) in this process: at most
 * the adaptive limit in flight (and at most a request's own cap), the others wait here in the
 * order they were first tried, so a retry after a 429 goes before requests that came later and
 * requests that wake at the same second do not all meet the service at once.
 */
export class ServiceLimiter {
	inFlight = 0;

	private readonly waiting: Waiting[] = [];

	constructor(readonly limit: AdaptiveLimit) {}

	get queued(): number {
		return this.waiting.length;
	}

	/** Resolves when the request may be sent; `release` must follow. */
	async acquire(cap: number, since: number): Promise<void> {
		this.limit.raiseCeiling(cap);
		if (this.waiting.length === 0 && this.inFlight < this.limit.allowed(cap)) {
			this.inFlight++;
			return;
		}
		await new Promise<void>((start) => {
			const entry = { cap, since, start };
			let index = this.waiting.length;
			while (index > 0 && this.waiting[index - 1].since > since) index--;
			this.waiting.splice(index, 0, entry);
			this.admit();
		});
	}

	/** The request's answer is in: its outcome adjusts the limit, and waiting requests may start. */
	release(outcome: Outcome): void {
		if (outcome === 'served') this.limit.served(this.inFlight);
		else if (outcome === 'rejected') this.limit.rejected(this.inFlight);
		this.inFlight--;
		this.admit();
	}

	/** Whether nothing is in flight or waiting (the limiter may be forgotten). */
	get idle(): boolean {
		return this.inFlight === 0 && this.waiting.length === 0;
	}

	private admit(): void {
		for (let index = 0; index < this.waiting.length; ) {
			const entry = this.waiting[index];
			if (this.inFlight >= this.limit.allowed()) return;
			if (this.inFlight < this.limit.allowed(entry.cap)) {
				this.waiting.splice(index, 1);
				this.inFlight++;
				entry.start();
			} else index++;
		}
	}
}

/** The process's limiter for each service (host and credential), kept while n8n runs. */
const limiters = new Map<string, ServiceLimiter>();

/**
 * Runs `task` (one request to the service `key` names) when the service's limiter lets it, and
 * tells the limiter its outcome (`outcomeOf` its answer; a task that throws counts as failed). A
 * cap of 0 or less: no limit (sent at once, uncounted).
 */
export async function withServiceSlot<T>(
	key: string,
	{ cap, since }: { cap: number; since: number },
	task: () => Promise<T>,
	outcomeOf: (answer: T) => Outcome,
): Promise<T> {
	if (!(cap > 0)) return await task();
	let limiter = limiters.get(key);
	if (!limiter) {
		limiter = new ServiceLimiter(new AdaptiveLimit(cap));
		limiters.set(key, limiter);
	}
	await limiter.acquire(cap, since);
	let outcome: Outcome = 'failed';
	try {
		const answer = await task();
		outcome = outcomeOf(answer);
		return answer;
	} finally {
		limiter.release(outcome);
	}
}

/** The limiter of one service, if it has one (tests, diagnostics). */
export function serviceLimiter(key: string): ServiceLimiter | undefined {
	return limiters.get(key);
}

/** Forgets every limiter not busy: what a new n8n process knows (tests). */
export function forgetServiceLimiters(): void {
	for (const [key, limiter] of limiters) if (limiter.idle) limiters.delete(key);
}
