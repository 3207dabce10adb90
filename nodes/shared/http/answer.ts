import type { IN8nHttpFullResponse, INode } from 'n8n-workflow';

import type { Endpoint } from '../../../contract';
import { decodeBody, headerValue, type DecodedBody } from './decodeBody';
import { invalidJsonError, parseRetryAfter, responseError } from './errors';
import { isEmptyBody, isWebPage, notTheServiceError } from './notTheService';

/** A readable answer: JSON, text or bytes (garbled JSON never gets this far). */
export type Answer = Exclude<DecodedBody, { kind: 'invalidJson' }>;

/** What readAnswer needs to know of the request: where it went and what it answers. */
export type AnsweredRequest = Pick<Endpoint, 'method' | 'path' | 'response'>;

/** No Content: the one status after which an empty body is the whole answer. */
const NO_CONTENT = 204;

/**
 * Reads the service's answer to a request sent with `ignoreHttpStatusErrors` and an array buffer
 * body. A web page is never data (a wrong Base URL, a proxy's page), nor is plain text or
 * nothing where the service answers JSON. A failed status becomes an API error with the service's
 * own words; cut-off or garbled JSON is an error too (an empty page read from it would skip records).
 */
export function readAnswer(
	node: INode,
	response: IN8nHttpFullResponse,
	request: AnsweredRequest,
	itemIndex: number,
): Answer {
	const { statusCode } = response;
	const contentType = headerValue(response.headers, 'content-type') ?? '';
	if (isWebPage(contentType, response.body)) {
		throw notTheServiceError(
			node,
			{ kind: 'webPage', statusCode, contentType },
			request,
			itemIndex,
		);
	}
	const decoded = decodeBody(response.body, contentType);
	if (statusCode >= 400) {
		throw responseError(
			node,
			{
				statusCode,
				body:
					decoded.kind === 'binary' ? decoded.value.toString('utf8').slice(0, 500) : decoded.value,
				method: request.method,
				path: request.path,
				retryAfterSeconds: parseRetryAfter(headerValue(response.headers, 'retry-after')),
			},
			itemIndex,
		);
	}
	if (decoded.kind === 'invalidJson') throw invalidJsonError(node, request, itemIndex);
	if (request.response === undefined) {
		// The service answers this request with JSON: anything else did not come from it.
		if (statusCode !== NO_CONTENT && isEmptyBody(response.body)) {
			throw notTheServiceError(
				node,
				{ kind: 'empty', statusCode, contentType },
				request,
				itemIndex,
			);
		}
		if (decoded.kind === 'text') {
			const excerpt = decoded.value.trim().replace(/\s+/g, ' ').slice(0, 80);
			throw notTheServiceError(
				node,
				{ kind: 'text', statusCode, contentType, excerpt },
				request,
				itemIndex,
			);
		}
	}
	return decoded;
}
