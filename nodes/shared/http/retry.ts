import { NodeApiError, sleep } from 'n8n-workflow';

import type { Endpoint } from '../../../contract';
import { retryAfterOf } from './errors';

/** The service asked to slow down or is briefly away: the request was not carried out. */
const ALWAYS_RETRYABLE = new Set(['429', '503', 'ECONNREFUSED', 'EAI_AGAIN']);
/** Failures after which a request may or may not have been carried out: retried only for reads. */
const RETRYABLE_FOR_READS = new Set([
	'500',
	'502',
	'504',
	'ECONNRESET',
	'ETIMEDOUT',
	'ECONNABORTED',
	'EPIPE',
	'INVALID_JSON',
]);

export const RETRY_DEFAULTS = { retries: 3, retryMaxWait: 60, baseDelayMs: 500 };

export interface RetryPolicy {
	maxAttempts: number;
	maxTotalWaitMs: number;
	baseDelayMs: number;
	/** Whether the request only reads, so repeating it cannot do anything twice. */
	isRead: boolean;
}

/** A policy from the user's settings (retries, longest total wait in seconds), defaults where unset. */
export function retryPolicy(
	settings: { retries?: unknown; retryMaxWait?: unknown },
	isRead: boolean,
): RetryPolicy {
	return {
		maxAttempts: 1 + Math.max(0, Number(settings.retries ?? RETRY_DEFAULTS.retries)),
		maxTotalWaitMs:
			Math.max(0, Number(settings.retryMaxWait ?? RETRY_DEFAULTS.retryMaxWait)) * 1000,
		baseDelayMs: RETRY_DEFAULTS.baseDelayMs,
		isRead,
	};
}

/** A 429's Retry-After is waited for, then up to this much longer (at most the wait again). */
const TOO_MANY_SPREAD_MS = 500;

/**
 * Exponential backoff with jitter, or the wait the service asked for with Retry-After. After a
 * 429 the wait is spread a little beyond Retry-After: the requests a rate limit turned away at
 * the same moment would otherwise all come back at the same moment and be turned away again
 * but for a few (a backlog of executions sharing one service: issue 32).
 */
export function retryDelayMs(
	attempt: number,
	retryAfterSeconds: number | undefined,
	policy: RetryPolicy,
	code?: string,
): number {
	if (retryAfterSeconds !== undefined) {
		const asked = retryAfterSeconds * 1000;
		const spread = code === '429' ? Math.random() * Math.min(asked, TOO_MANY_SPREAD_MS) : 0;
		return Math.ceil(asked + spread);
	}
	const ceiling = policy.baseDelayMs * 2 ** (attempt - 1);
	return Math.round(ceiling / 2 + Math.random() * (ceiling / 2));
}

export function isRetryable(code: string, policy: RetryPolicy): boolean {
	return ALWAYS_RETRYABLE.has(code) || (policy.isRead && RETRYABLE_FOR_READS.has(code));
}

/**
 * Runs `attempt` until it succeeds or fails in a way that must not be repeated (or the policy's
 * attempts or total wait run out). `asFailure` turns anything thrown into the error to show.
 */
export async function withRetries<T>(
	policy: RetryPolicy,
	attempt: () => Promise<T>,
	asFailure: (error: unknown) => Promise<Error>,
): Promise<T> {
	let waitedMs = 0;
	for (let attemptNumber = 1; ; attemptNumber++) {
		try {
			return await attempt();
		} catch (error) {
			const failure = await asFailure(error);
			const code = String(failure instanceof NodeApiError ? failure.httpCode : '');
			if (!isRetryable(code, policy) || attemptNumber >= policy.maxAttempts) throw failure;
			const delay = retryDelayMs(attemptNumber, retryAfterOf(failure), policy, code);
			if (waitedMs + delay > policy.maxTotalWaitMs) throw failure;
			waitedMs += delay;
			await sleep(delay);
		}
	}
}

/** A GET that does not change state: repeating it cannot do anything twice. */
export function isRead(endpoint: Pick<Endpoint, 'method' | 'changesState'>): boolean {
	return endpoint.method === 'GET' && !endpoint.changesState;
}
