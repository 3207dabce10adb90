import type { EndpointCall } from '../shared/callEndpoint';

/** Retries of one request of a poll, after the service asked to slow down or was briefly away. */
export const POLL_RETRIES = 2;
/** The longest a poll waits in all before its retries (Retry-After included), across its requests. */
export const POLL_RETRY_WAIT_MS = 12_000;

/**
 * A failed poll changes nothing (the next poll reads again), but n8n backs off a trigger whose
 * polls fail (5 s, doubling up to 30 min): under a backlog a single 429 would hold back the
 * events for long. So a poll retries what the service says is temporary (429, 503, connection
 * refused: retry.ts ALWAYS_RETRYABLE) a couple of times, honouring Retry-After, while the poll
 * has waited less than POLL_RETRY_WAIT_MS in all; a Retry-After beyond what is left fails the
 * poll at once. So a poll never runs long.
 *
 * Other failures of a read (500, 502, 504, a reset, a timeout, a truncated answer) are not
 * retried here, although repeating a GET is safe: the service did not say they pass soon, a
 * timeout retried would keep the poll up for another whole timeout, and the next poll reads
 * again at no loss. n8n's backoff is the right answer to a service that keeps failing so.
 *
 * Returns the call options for each request, the wait left counted from the poll's start.
 */
export function pollRetries(
	startedAt = Date.now(),
): () => Pick<EndpointCall, 'retries' | 'retryMaxWait' | 'retryReadFailures'> {
	return () => ({
		retries: POLL_RETRIES,
		retryMaxWait: Math.max(0, startedAt + POLL_RETRY_WAIT_MS - Date.now()) / 1000,
		retryReadFailures: false,
	});
}
