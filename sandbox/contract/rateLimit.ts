/* eslint-disable @n8n/community-nodes/no-restricted-imports -- dev-only code, never published; eslint.dev.config.mjs lints it */
// A service that is slow and rate limited: every request waits a fixed latency before it is answered,
// and at most `maxInFlight` requests are served at once; one more is answered 429 at once, with
// `Retry-After`, and is not carried out. Off by default (no latency, no limit).
//
//   startSandbox({ rateLimit: { latencyMs: 50, maxInFlight: 10 } })
//   sandbox.rateLimit.configure({ latencyMs: 0, maxInFlight: Infinity }) // off again
//   sandbox.rateLimit.stats // { admitted, rejected, peakInFlight, firstArrivedAt, lastAnsweredAt, busyMs }
import { setTimeout as delay } from 'node:timers/promises';
import { HttpError } from './errors';

export interface RateLimitSettings {
	/** Added to every admitted request before it is answered. Default 0. */
	latencyMs?: number;
	/** Requests served at once; one more is answered 429. Default Infinity (no limit). */
	maxInFlight?: number;
	/** `Retry-After` of a 429, in seconds. Default 1. */
	retryAfterSeconds?: number;
}

export interface RateLimitStats {
	/** Requests served (after the latency). */
	admitted: number;
	/** Requests answered 429 because `maxInFlight` were already being served. */
	rejected: number;
	/** The most requests in flight at once. */
	peakInFlight: number;
	/** When (epoch ms) the first request since the last resetStats() arrived, and the last one was answered; 0 before. */
	firstArrivedAt: number;
	lastAnsweredAt: number;
	/** Milliseconds the admitted requests held a slot, summed: the latency and the serving itself. */
	busyMs: number;
}

const noStats = (): RateLimitStats => ({
	admitted: 0,
	rejected: 0,
	peakInFlight: 0,
	firstArrivedAt: 0,
	lastAnsweredAt: 0,
	busyMs: 0,
});

export class RateLimit {
	latencyMs = 0;
	maxInFlight = Infinity;
	retryAfterSeconds = 1;
	readonly stats: RateLimitStats = noStats();
	private inFlight = 0;

	constructor(settings: RateLimitSettings = {}) {
		this.configure(settings);
	}

	/** Changes the given settings; the others stay. */
	configure(settings: RateLimitSettings): void {
		if (settings.latencyMs !== undefined) this.latencyMs = Math.max(0, settings.latencyMs);
		if (settings.maxInFlight !== undefined)
			this.maxInFlight = settings.maxInFlight > 0 ? settings.maxInFlight : Infinity;
		if (settings.retryAfterSeconds !== undefined)
			this.retryAfterSeconds = Math.max(0, settings.retryAfterSeconds);
	}

	resetStats(): void {
		Object.assign(this.stats, noStats());
	}

	/** Runs `serve` after the latency, or throws a 429 when `maxInFlight` requests are being served. */
	async run<T>(serve: () => Promise<T>): Promise<T> {
		if (this.latencyMs === 0 && this.maxInFlight === Infinity) return await serve();
		this.stats.firstArrivedAt ||= Date.now();
		if (this.inFlight >= this.maxInFlight) {
			this.stats.rejected++;
			this.stats.lastAnsweredAt = Date.now();
			throw new HttpError(429, 'Too Many Requests', {
				'retry-after': String(this.retryAfterSeconds),
			});
		}
		this.inFlight++;
		const admittedAt = Date.now();
		this.stats.peakInFlight = Math.max(this.stats.peakInFlight, this.inFlight);
		try {
			if (this.latencyMs > 0) await delay(this.latencyMs);
			return await serve();
		} finally {
			this.inFlight--;
			this.stats.admitted++;
			this.stats.lastAnsweredAt = Date.now();
			this.stats.busyMs += this.stats.lastAnsweredAt - admittedAt;
		}
	}
}
