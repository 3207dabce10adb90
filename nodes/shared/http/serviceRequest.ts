import type {
	IExecuteSingleFunctions,
	IHookFunctions,
	IHttpRequestOptions,
	IN8nHttpFullResponse,
	ILoadOptionsFunctions,
	IPollFunctions,
	IWebhookFunctions,
} from 'n8n-workflow';

import { withSlot } from './concurrency';
import { asServiceFailure } from './failure';
import { withRetries, type RetryPolicy } from './retry';
import { requireWorkflowHost } from './serviceHost';

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
	/** At most `limit` requests in flight under `key` (one node in one execution). */
	slot?: { key: string; limit: number };
}

/**
 * The one way every node of the package calls the service: n8n's HTTP client with the credential
 * (key and base URL), the whole answer whatever its status, read by `read` inside the retry (so
 * an answer `read` refuses, a 429 say, is retried where that is safe); at most the slot's number
 * in flight. The raw client error is never passed on (it carries the request headers, and so the
 * key). A request for the workflow listing's host fails before sending when the credential has none.
 */
export async function requestService<T>(
	context: ServiceContext,
	options: IHttpRequestOptions,
	read: (response: IN8nHttpFullResponse) => T | Promise<T>,
	{ policy, itemIndex, slot }: ServiceRequestSettings,
): Promise<T> {
	await requireWorkflowHost(context, options.url, itemIndex);
	const call = async () =>
		(await context.helpers.httpRequestWithAuthentication.call(context, CREDENTIAL_TYPE, {
			...options,
			returnFullResponse: true,
			ignoreHttpStatusErrors: true,
		})) as IN8nHttpFullResponse;
	return await withRetries(
		policy,
		async () => await read(slot ? await withSlot(slot.key, slot.limit, call) : await call()),
		async (error) => await asServiceFailure(context, error, itemIndex, options.url),
	);
}
