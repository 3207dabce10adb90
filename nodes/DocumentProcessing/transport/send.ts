import {
	NodeApiError,
	NodeOperationError,
	sleep,
	type DeclarativeRestApiSettings,
	type IDataObject,
	type IExecutePaginationFunctions,
	type INodeExecutionData,
} from 'n8n-workflow';

import type { Operation } from '../resources/types';
import { networkCodeOf, networkError, retryAfterOf } from './apiErrors';
import { withSlot } from './concurrency';
import { serviceHost } from './serviceHost';
import { currentEndpoint } from './currentEndpoint';

export type RequestData = DeclarativeRestApiSettings.ResultOptions;

/** The service asked to slow down or is briefly away: the request was not carried out. */
const ALWAYS_RETRYABLE = new Set(['429', '503', 'ECONNREFUSED', 'EAI_AGAIN']);
/** Failures after which a request may or may not have been carried out: retried only for reads. */
const RETRYABLE_FOR_READS = new Set(['500', '502', '504', 'ECONNRESET', 'ETIMEDOUT', 'ECONNABORTED', 'EPIPE', 'INVALID_JSON']);

export interface RetryPolicy {
	maxAttempts: number;
	maxTotalWaitMs: number;
	baseDelayMs: number;
	/** Whether the request only reads, so repeating it cannot do anything twice. */
	isRead: boolean;
}

/** Request Options of the node that shape sending (n8n adds its own: timeout, batching, proxy). */
export interface SendOptions {
	retries?: number;
	retryMaxWait?: number;
	maxConcurrentRequests?: number;
}

export const DEFAULTS = { retries: 3, retryMaxWait: 60, maxConcurrentRequests: 10, baseDelayMs: 500 };

export function isRead(endpoint: Operation): boolean {
	return endpoint.method === 'GET' && !endpoint.changesState;
}

export function retryPolicy(options: SendOptions, endpoint: Operation): RetryPolicy {
	return {
		maxAttempts: 1 + Math.max(0, Number(options.retries ?? DEFAULTS.retries)),
		maxTotalWaitMs: Math.max(0, Number(options.retryMaxWait ?? DEFAULTS.retryMaxWait)) * 1000,
		baseDelayMs: DEFAULTS.baseDelayMs,
		isRead: isRead(endpoint),
	};
}

/** Exponential backoff with jitter, or the wait the service asked for with Retry-After. */
export function retryDelayMs(attempt: number, retryAfterSeconds: number | undefined, policy: RetryPolicy): number {
	if (retryAfterSeconds !== undefined) return Math.ceil(retryAfterSeconds * 1000);
	const ceiling = policy.baseDelayMs * 2 ** (attempt - 1);
	return Math.round(ceiling / 2 + Math.random() * (ceiling / 2));
}

export function isRetryable(code: string, policy: RetryPolicy): boolean {
	return ALWAYS_RETRYABLE.has(code) || (policy.isRead && RETRYABLE_FOR_READS.has(code));
}

/**
 * Any failure as an error safe to show: our own errors pass, anything else (a raw HTTP client
 * error carries the request headers, and so the key) is rebuilt from its code alone.
 */
export async function asNodeError(
	context: IExecutePaginationFunctions,
	error: unknown,
): Promise<NodeApiError | NodeOperationError> {
	if (error instanceof NodeOperationError) return error;
	const itemIndex = context.getItemIndex();
	// n8n wraps failures without an answer in its own NodeApiError; ours names the host and what to check.
	const code = networkCodeOf(error);
	if (code) return networkError(context.getNode(), code, await serviceHost(context), itemIndex);
	if (error instanceof NodeApiError) return error;
	return new NodeOperationError(context.getNode(), 'The request failed before the service answered', {
		itemIndex,
		description: error instanceof Error ? error.name : undefined,
	});
}

/**
 * One request through n8n's routing: at most the configured number in flight for this node,
 * retried with backoff only when that cannot do anything twice.
 */
export async function send(context: IExecutePaginationFunctions, requestData: RequestData): Promise<INodeExecutionData[]> {
	const options = context.getNodeParameter('requestOptions', {}) as SendOptions & IDataObject;
	const policy = retryPolicy(options, currentEndpoint(context));
	const slotKey = `${context.getExecutionId()}:${context.getNode().name}`;
	const limit = Number(options.maxConcurrentRequests ?? DEFAULTS.maxConcurrentRequests);
	let waitedMs = 0;
	for (let attempt = 1; ; attempt++) {
		try {
			return await withSlot(slotKey, limit, async () => await context.makeRoutingRequest(requestData));
		} catch (error) {
			const failure = await asNodeError(context, error);
			const code = String(failure instanceof NodeApiError ? failure.httpCode : '');
			if (!isRetryable(code, policy) || attempt >= policy.maxAttempts) throw failure;
			const delay = retryDelayMs(attempt, retryAfterOf(failure), policy);
			if (waitedMs + delay > policy.maxTotalWaitMs) throw failure;
			waitedMs += delay;
			await sleep(delay);
		}
	}
}
