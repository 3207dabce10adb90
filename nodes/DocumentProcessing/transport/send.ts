import {
	NodeApiError,
	NodeOperationError,
	sleep,
	type DeclarativeRestApiSettings,
	type IExecutePaginationFunctions,
	type INodeExecutionData,
} from 'n8n-workflow';

import { serviceBaseUrl } from '../../../credentials/DocumentProcessingApi.credentials';
import { networkError, retryAfterOf } from './apiErrors';

export type RequestData = DeclarativeRestApiSettings.ResultOptions;

/** Answers worth another try: the service asked to slow down or is briefly away. */
const RETRYABLE_STATUSES = new Set(['429', '503']);

export interface RetryPolicy {
	maxAttempts: number;
	maxTotalWaitMs: number;
	baseDelayMs: number;
}

export const DEFAULT_RETRY_POLICY: RetryPolicy = { maxAttempts: 4, maxTotalWaitMs: 60_000, baseDelayMs: 500 };

/** Exponential backoff with full jitter, or the wait the service asked for. */
export function retryDelayMs(attempt: number, retryAfterSeconds: number | undefined, policy: RetryPolicy): number {
	if (retryAfterSeconds !== undefined) return Math.ceil(retryAfterSeconds * 1000);
	const ceiling = policy.baseDelayMs * 2 ** (attempt - 1);
	return Math.round(ceiling / 2 + Math.random() * (ceiling / 2));
}

async function hostOf(context: IExecutePaginationFunctions): Promise<string> {
	try {
		return serviceBaseUrl(await context.getCredentials('documentProcessingApi')) || 'the configured host';
	} catch {
		return 'the configured host';
	}
}

/**
 * Any failure as an error safe to show: our own errors pass, anything else (a raw HTTP client
 * error carries the request headers, and so the key) is rebuilt from its code alone.
 */
export async function asNodeError(
	context: IExecutePaginationFunctions,
	error: unknown,
): Promise<NodeApiError | NodeOperationError> {
	if (error instanceof NodeApiError || error instanceof NodeOperationError) return error;
	const itemIndex = context.getItemIndex();
	const code = (error as { code?: unknown }).code;
	if (typeof code === 'string') return networkError(context.getNode(), code, await hostOf(context), itemIndex);
	return new NodeOperationError(context.getNode(), 'The request failed before the service answered', {
		itemIndex,
		description: error instanceof Error ? error.name : undefined,
	});
}

/** One request through n8n's routing, retried only where the service asked for it. */
export async function send(
	context: IExecutePaginationFunctions,
	requestData: RequestData,
	policy: RetryPolicy = DEFAULT_RETRY_POLICY,
): Promise<INodeExecutionData[]> {
	let waitedMs = 0;
	for (let attempt = 1; ; attempt++) {
		try {
			return await context.makeRoutingRequest(requestData);
		} catch (error) {
			const failure = await asNodeError(context, error);
			const retryable = failure instanceof NodeApiError && RETRYABLE_STATUSES.has(String(failure.httpCode));
			if (!retryable || attempt >= policy.maxAttempts) throw failure;
			const delay = retryDelayMs(attempt, retryAfterOf(failure), policy);
			if (waitedMs + delay > policy.maxTotalWaitMs) throw failure;
			waitedMs += delay;
			await sleep(delay);
		}
	}
}
