import type { IN8nHttpFullResponse, INode } from 'n8n-workflow';

import { decodeBody, headerValue, type DecodedBody } from './decodeBody';
import { invalidJsonError, parseRetryAfter, responseError } from './errors';

/** A readable answer: JSON, text or bytes (garbled JSON never gets this far). */
export type Answer = Exclude<DecodedBody, { kind: 'invalidJson' }>;

/**
 * Reads the service's answer to a request sent with `ignoreHttpStatusErrors` and an array buffer
 * body. A failed status becomes an API error with the service's own words; cut-off or garbled
 * JSON is an error too, never data (an empty page read from it would skip records).
 */
export function readAnswer(
	node: INode,
	response: IN8nHttpFullResponse,
	request: { method: string; path: string },
	itemIndex: number,
): Answer {
	const decoded = decodeBody(response.body, headerValue(response.headers, 'content-type') ?? '');
	if (response.statusCode >= 400) {
		throw responseError(
			node,
			{
				statusCode: response.statusCode,
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
	return decoded;
}
