import type { IDataObject, IHttpRequestOptions, IN8nHttpFullResponse } from 'n8n-workflow';

import type { Endpoint } from '../../contract';
import { readAnswer } from './http/answer';
import { maxConcurrentOf } from './http/concurrency';
import { bodyBytes, headerValue } from './http/decodeBody';
import { parseRetryAfter } from './http/errors';
import { isRead, retryPolicy } from './http/retry';
import { requestService, type ServiceContext } from './http/serviceRequest';
import { fillPath } from './inputValues';

export { CREDENTIAL_TYPE, type ServiceContext } from './http/serviceRequest';

/** The longest a request may take, as n8n's routing allows by default. */
const TIMEOUT_MS = 300_000;

export interface EndpointCall {
	/** Values of the path's `{placeholders}`. */
	path?: Record<string, string | number>;
	qs?: IDataObject;
	/** Body fields, encoded as the contract says (form or JSON). */
	body?: Record<string, string | number | boolean>;
	/** A 404 answers undefined instead of failing (removing what may be gone already). */
	notFoundIsFine?: boolean;
	/** Retries after 429/503 (and failed reads), over the node's setting or the default. */
	retries?: number;
	/** The longest total wait before retries, in seconds, over the node's setting or the default. */
	retryMaxWait?: number;
	/** false: a read is retried only as a change is (429, 503, connection refused), not after a 500. */
	retryReadFailures?: boolean;
	/** The answer's bytes as sent (a file to compare), not decoded. */
	bytes?: boolean;
	/** The input item the call is made for, named in its errors. */
	itemIndex?: number;
	/**
	 * The action node's request as n8n's routing prepared it: the call goes with its settings
	 * (timeout, proxy, certificate check from Request Options), as the operation's own request.
	 */
	like?: IHttpRequestOptions;
	/** Epoch ms by which the call must end: one attempt, its timeout cut to what is left. */
	notAfter?: number;
}

/** The settings of a prepared request that a call to another endpoint keeps. */
function settingsOf(like: IHttpRequestOptions | undefined): Partial<IHttpRequestOptions> {
	if (!like) return { timeout: TIMEOUT_MS };
	const { timeout = TIMEOUT_MS, proxy, skipSslCertificateValidation } = like;
	return { timeout, proxy, skipSslCertificateValidation };
}

/** A call that must end by `notAfter` waits at most what is left, at least 1 ms. */
function timeoutBy(timeout: number | undefined, notAfter: number | undefined): number | undefined {
	if (notAfter === undefined) return timeout;
	const remaining = Math.max(1, notAfter - Date.now());
	return Math.min(Number(timeout ?? remaining) || remaining, remaining);
}

/**
 * The node's Request Options (Retries, Retry Max Total Wait, Max Concurrent Requests), where the
 * node has them (the action node): its own calls beside the operation's request (an earlier
 * upload looked up, a document's status, a wait's checks) then give up no sooner than the request
 * does (issue 32: a retried backlog's lookups failed on 429 after the default 3 retries), and
 * wait for the same limit. The triggers have none: defaults.
 */
function requestOptionsOf(context: ServiceContext): {
	retries?: unknown;
	retryMaxWait?: unknown;
	maxConcurrentRequests?: unknown;
} {
	try {
		const options = (context.getNodeParameter as (name: string, fallback: unknown) => unknown)(
			'requestOptions',
			{},
		);
		return typeof options === 'object' && options !== null ? (options as IDataObject) : {};
	} catch {
		return {};
	}
}

function bodyOptions(endpoint: Endpoint, body: EndpointCall['body']): Partial<IHttpRequestOptions> {
	if (endpoint.body?.encoding === 'json') {
		// A JSON endpoint wants a body even when no field is set.
		return { body: JSON.stringify(body ?? {}), headers: { 'Content-Type': 'application/json' } };
	}
	if (!body) return {};
	const form = new URLSearchParams(
		Object.entries(body).map(([name, value]): [string, string] => [name, String(value)]),
	);
	return {
		body: form.toString(),
		headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
	};
}

/** An answer's value, with what its headers said of time, where they said it. */
export interface TimedAnswer {
	value: unknown;
	/** The service's time when it answered (Date): epoch ms, whole seconds (HTTP dates have no more). */
	serviceTime?: number;
	/** Seconds the service asked to wait before asking again (Retry-After), even on a 200. */
	retryAfter?: number;
}

function serviceTimeOf(response: IN8nHttpFullResponse): number | undefined {
	const date = headerValue(response.headers, 'date');
	const time = date === undefined ? NaN : Date.parse(date);
	return Number.isNaN(time) ? undefined : time;
}

/**
 * One call of a contract endpoint with the credential (key and base URL), retried where that is
 * safe, its answer read like the action node reads it: the same error mapping and decoding. The
 * way every node calls an endpoint it names itself (the operation's own request is n8n routing's:
 * transport/send.ts). The raw client error is never passed on (it carries the request headers,
 * and so the key).
 */
export async function callEndpoint(
	context: ServiceContext,
	endpoint: Endpoint,
	call: EndpointCall = {},
): Promise<unknown> {
	return (await callEndpointTimed(context, endpoint, call))?.value;
}

/** callEndpoint, with the service's time of the answer (undefined: a 404 that was fine). */
export async function callEndpointTimed(
	context: ServiceContext,
	endpoint: Endpoint,
	call: EndpointCall = {},
): Promise<TimedAnswer | undefined> {
	const itemIndex = call.itemIndex ?? 0;
	const settings = settingsOf(call.like);
	const options = requestOptionsOf(context);
	const policy = retryPolicy(
		{
			...options,
			...(call.retries === undefined ? {} : { retries: call.retries }),
			...(call.retryMaxWait === undefined ? {} : { retryMaxWait: call.retryMaxWait }),
		},
		isRead(endpoint) && call.retryReadFailures !== false,
	);
	// A call with a deadline is not retried: the next call (a wait's next check) asks again.
	if (call.notAfter !== undefined) policy.maxAttempts = 1;
	return await requestService(
		context,
		{
			...settings,
			method: endpoint.method,
			url: fillPath(endpoint.path, (name) => call.path?.[name]),
			qs: call.qs,
			...bodyOptions(endpoint, call.body),
			encoding: 'arraybuffer',
			timeout: timeoutBy(settings.timeout, call.notAfter),
		},
		(response): TimedAnswer | undefined => {
			if (response.statusCode === 404 && call.notFoundIsFine) return undefined;
			const answer = readAnswer(context.getNode(), response, endpoint, itemIndex);
			if (call.bytes) return { value: bodyBytes(response.body) ?? Buffer.alloc(0) };
			return {
				value: answer.kind === 'binary' ? answer.value.toString('utf8') : answer.value,
				serviceTime: serviceTimeOf(response),
				retryAfter: parseRetryAfter(headerValue(response.headers, 'retry-after')),
			};
		},
		{ policy, itemIndex, maxConcurrent: maxConcurrentOf(options) },
	);
}
