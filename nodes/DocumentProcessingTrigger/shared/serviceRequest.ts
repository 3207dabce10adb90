import {
	NodeOperationError,
	type IDataObject,
	type IHookFunctions,
	type IHttpRequestMethods,
	type IN8nHttpFullResponse,
	type IPollFunctions,
	type IWebhookFunctions,
} from 'n8n-workflow';

import { invalidJsonError, networkCodeOf, networkError, parseRetryAfter, responseError } from '../../DocumentProcessing/transport/apiErrors';
import { decodeBody, headerValue } from '../../DocumentProcessing/transport/decodeBody';
import { serviceHost } from '../../DocumentProcessing/transport/serviceHost';

export type TriggerContext = IPollFunctions | IHookFunctions | IWebhookFunctions;

export const CREDENTIAL_TYPE = 'documentProcessingApi';

export interface ServiceCall {
	method: IHttpRequestMethods;
	/** Path as the interface writes it, placeholders already encoded. */
	path: string;
	qs?: IDataObject;
	/** Sent as application/x-www-form-urlencoded. */
	form?: Record<string, string | number | boolean>;
	/** A 404 answers undefined instead of failing (removing what may be gone already). */
	notFoundIsFine?: boolean;
}

/**
 * One request to the service with the credential (key and base URL). A failed status becomes an
 * API error with the service's own message; a failure without an answer names the host. The
 * raw client error is never passed on (it carries the request headers, and so the key).
 */
export async function callService(context: TriggerContext, call: ServiceCall): Promise<unknown> {
	let response: IN8nHttpFullResponse;
	try {
		response = (await context.helpers.httpRequestWithAuthentication.call(context, CREDENTIAL_TYPE, {
			method: call.method,
			url: call.path,
			qs: call.qs,
			...(call.form
				? {
						body: new URLSearchParams(Object.entries(call.form).map(([name, value]): [string, string] => [name, String(value)])).toString(),
						headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
					}
				: {}),
			encoding: 'arraybuffer',
			returnFullResponse: true,
			ignoreHttpStatusErrors: true,
		})) as IN8nHttpFullResponse;
	} catch (error) {
		const code = networkCodeOf(error);
		if (code) {
			throw networkError(context.getNode(), code, await serviceHost(context), 0);
		}
		throw new NodeOperationError(context.getNode(), 'The request failed before the service answered', {
			description: `${call.method} ${call.path}`,
		});
	}
	const contentType = headerValue(response.headers, 'content-type') ?? '';
	const decoded = decodeBody(response.body, contentType);
	const body = decoded.kind === 'binary' ? decoded.value.toString('utf8').slice(0, 500) : decoded.value;
	if (response.statusCode === 404 && call.notFoundIsFine) return undefined;
	if (response.statusCode >= 400) {
		throw responseError(
			context.getNode(),
			{
				statusCode: response.statusCode,
				body,
				method: call.method,
				path: call.path,
				retryAfterSeconds: parseRetryAfter(headerValue(response.headers, 'retry-after')),
			},
			0,
		);
	}
	// Cut off or garbled JSON is no answer: passing it on as an empty page would skip documents.
	if (decoded.kind === 'invalidJson') throw invalidJsonError(context.getNode(), call, 0);
	return body;
}
