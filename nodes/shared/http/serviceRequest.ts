import type {
	IExecuteSingleFunctions,
	IHookFunctions,
	IHttpRequestOptions,
	IN8nHttpFullResponse,
	ILoadOptionsFunctions,
	IPollFunctions,
	IWebhookFunctions,
} from 'n8n-workflow';

import { MAX_CONCURRENT_REQUESTS, withServiceSlot } from './concurrency';
import { asServiceFailure } from './failure';
import { withRetries, type RetryPolicy } from './retry';
import { requireWorkflowHost, serviceAddress } from './serviceHost';

/** Every context that calls the service: the action node's hooks, triggers, option loaders. */
export type ServiceContext =
	| IExecuteSingleFunctions
	| IPollFunctions
	| IHookFunctions
	| IWebhookFunctions
	| ILoadOptionsFunctions;

export const CREDENTIAL_TYPE = 'documentProcessingApi';

export interface ServiceRequestSettings {
	policy: RetryPolicy;
	/** The input item the request is made for, named in its errors. */
	itemIndex: number;
	/**
	 * The node's Max Concurrent Requests (default 10; 0: no limit): at most this many requests
	 * in flight to the service, counting every request of the package to the same host with the
	 * same credential in this process (all executions and nodes), fewer while it answers 429.
	 */
	maxConcurrent?: number;
}

/**
 * The service a request goes to, as the process's limiter tells services apart: the host (the
 * Base URL or the workflow listing's) and the credential (its id; the key is never read here).
 */
async function serviceKey(context: ServiceContext, url: string | undefined): Promise<string> {
	const credential = context.getNode().credentials?.[CREDENTIAL_TYPE];
	const host = (await serviceAddress(context, url ?? '')).url;
	return `${credential?.id ?? credential?.name ?? ''}@${host}`;
}

/**
 * The one way every node of the package calls the service: n8n's HTTP client with the credential
 * (key and base URL), the whole answer whatever its status, read by `read` inside the retry (so
 * an answer `read` refuses, a 429 say, is retried where that is safe); at most the service's
 * limit in flight (concurrency.ts: shared by the process, lowered by 429s), a retry keeping its
 * place among the waiting requests. The raw client error is never passed on (it carries the request headers, and so the
 * key). A request for the workflow listing's host fails before sending when the credential has none.
 */
export async function requestService<T>(
	context: ServiceContext,
	options: IHttpRequestOptions,
	read: (response: IN8nHttpFullResponse) => T | Promise<T>,
	{ policy, itemIndex, maxConcurrent = MAX_CONCURRENT_REQUESTS }: ServiceRequestSettings,
): Promise<T> {
	await requireWorkflowHost(context, options.url, itemIndex);
	const key = await serviceKey(context, options.url);
	const slot = { cap: Number.isFinite(maxConcurrent) ? maxConcurrent : 0, since: Date.now() };
	const call = async () =>
		(await context.helpers.httpRequestWithAuthentication.call(context, CREDENTIAL_TYPE, {
			...options,
			returnFullResponse: true,
			ignoreHttpStatusErrors: true,
		})) as IN8nHttpFullResponse;
	return await withRetries(
		policy,
		async () =>
			await read(
				await withServiceSlot(key, slot, call, (response) =>
					response.statusCode === 429 ? 'rejected' : 'served',
				),
			),
		async (error) => await asServiceFailure(context, error, itemIndex, options.url),
	);
}
