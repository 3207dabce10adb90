import { NodeApiError, type INode, type JsonObject } from 'n8n-workflow';

import { fieldDisplayName } from '../fieldNames';
import type { ServiceAddress } from './serviceHost';

/** What each status the interface documents means, in plain words. */
const STATUS_MEANING: Record<number, string> = {
	400: 'The service rejected the request as invalid',
	401: 'The API key was rejected: check the key and the environment of the credential',
	403: 'This action is restricted to administrators of the organisation',
	404: 'The service could not find what was asked for: check the IDs',
	405: 'The service does not allow this method on this path',
	406: 'The service cannot answer in the requested format',
	410: 'What was asked for has been removed from the service',
	422: 'The service could not accept some fields',
	429: 'Too many requests: the service asks to slow down',
	500: 'The service failed on its side',
	503: 'The service is temporarily unavailable, probably for maintenance',
};

interface ValidationProblem {
	loc?: unknown[];
	msg?: unknown;
}

/** "query → Document Type (doc_type): field required" for each problem of a FastAPI 422. */
function validationLines(detail: unknown): string[] {
	if (!Array.isArray(detail)) return [];
	return (detail as ValidationProblem[]).map((problem) => {
		const path = (problem.loc ?? []).map(String);
		const field = path[path.length - 1] ?? '';
		const where = path.length > 1 ? `${path[0]} ` : '';
		return `${where}${fieldDisplayName(field)} (${field}): ${String(problem.msg ?? 'invalid')}`;
	});
}

/** The service's own words from an error body. */
export function serviceMessage(body: unknown): string {
	if (typeof body === 'string') return body.trim().slice(0, 500);
	if (body && typeof body === 'object') {
		const record = body as Record<string, unknown>;
		const detail = record.detail ?? record.message ?? record.error;
		if (typeof detail === 'string') return detail;
		if (Array.isArray(detail)) return validationLines(detail).join('; ');
	}
	return '';
}

export interface FailedResponse {
	statusCode: number;
	body: unknown;
	method: string;
	path: string;
	/** Seconds from a Retry-After header, when the service sent one. */
	retryAfterSeconds?: number;
}

const retryAfter = new WeakMap<NodeApiError, number>();

/** The wait the service asked for with Retry-After, if any. */
export function retryAfterOf(error: unknown): number | undefined {
	return error instanceof NodeApiError ? retryAfter.get(error) : undefined;
}

/** Retry-After as seconds: either a number of seconds or an HTTP date. */
export function parseRetryAfter(value: string | undefined, now = Date.now()): number | undefined {
	if (value === undefined || value.trim() === '') return undefined;
	const seconds = Number(value);
	if (Number.isFinite(seconds)) return Math.max(0, seconds);
	const date = Date.parse(value);
	return Number.isNaN(date) ? undefined : Math.max(0, (date - now) / 1000);
}

/** An API error users can act on: plain words, the service's message, and each invalid field. */
export function responseError(
	node: INode,
	failed: FailedResponse,
	itemIndex: number,
): NodeApiError {
	const { statusCode, body } = failed;
	const meaning = STATUS_MEANING[statusCode] ?? `The service answered with status ${statusCode}`;
	const own = serviceMessage(body);
	const fields =
		statusCode === 422 && body && typeof body === 'object'
			? validationLines((body as Record<string, unknown>).detail)
			: [];
	const message = own ? `${meaning}: ${own}` : meaning;
	const description = [
		`${failed.method} ${failed.path} answered ${statusCode}.`,
		...fields.map((line) => `- ${line}`),
	].join('\n');
	const errorBody: JsonObject = { statusCode, body: (body ?? null) as JsonObject };
	const error = new NodeApiError(node, errorBody, {
		message,
		description,
		httpCode: String(statusCode),
		itemIndex,
	});
	if (failed.retryAfterSeconds !== undefined) retryAfter.set(error, failed.retryAfterSeconds);
	return error;
}

/** What a network error code means, and what to check: `field` names the credential's field. */
export function networkHint(code: string, field: string): string {
	const hints: Record<string, string> = {
		ECONNREFUSED: `nothing answers there: check the ${field} and port, and that the service is up`,
		ENOTFOUND: `the host name does not resolve: check the ${field} for typos`,
		EAI_AGAIN: 'the host name could not be resolved right now: check DNS and the network',
		ETIMEDOUT: 'the connection timed out: check the network, or raise the timeout',
		ECONNABORTED: 'the request timed out: raise the timeout, or try again later',
		ECONNRESET: 'the connection was reset while talking to the service: try again later',
		EPIPE: 'the connection was closed while sending: try again later',
		CERT_HAS_EXPIRED: 'the certificate of the host has expired',
	};
	return hints[code] ?? `check the ${field} of the credential and the network`;
}

/** The network errors built here: already safe to show, and naming the host the request went to. */
const builtNetworkErrors = new WeakSet<NodeApiError>();

export function isBuiltNetworkError(error: unknown): error is NodeApiError {
	return error instanceof NodeApiError && builtNetworkErrors.has(error);
}

/** A failure without an answer from the service, naming the host and what to check. */
export function networkError(
	node: INode,
	code: string,
	address: ServiceAddress,
	itemIndex: number,
): NodeApiError {
	const message = `Could not reach the service at ${address.url}: ${networkHint(code, address.field)}`;
	const error = new NodeApiError(
		node,
		{ code, host: address.url },
		{ message, description: `Network error ${code}`, httpCode: code, itemIndex },
	);
	// NodeApiError puts its own words in place of ours for known network codes; ours name the host.
	error.message = message;
	builtNetworkErrors.add(error);
	return error;
}

/** An answer that says it is JSON but does not parse (cut off mid-body, for instance). */
export function invalidJsonError(
	node: INode,
	endpoint: { method: string; path: string },
	itemIndex: number,
): NodeApiError {
	return new NodeApiError(
		node,
		{ code: 'INVALID_JSON' },
		{
			message: 'The service sent an incomplete or invalid answer: try again',
			description: `${endpoint.method} ${endpoint.path} answered with JSON that could not be read, for example because the connection broke mid-answer.`,
			httpCode: 'INVALID_JSON',
			itemIndex,
		},
	);
}

/**
 * The HTTP client's words for a connection that broke mid-answer. n8n 1.x wraps them in a
 * NodeApiError with the status the answer had begun with ("200") and without the client error as
 * its cause, so the words are all that is left to recognise it by.
 */
const ABORTED_MID_ANSWER = /^stream has been aborted$/i;

/**
 * The network error code (ECONNREFUSED…) of a failure, if it is one: n8n wraps the client error
 * in a NodeApiError with the code as `httpCode`; the raw error or its causes carry it as `code`.
 */
export function networkCodeOf(error: unknown): string | undefined {
	let current: unknown = error;
	for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth++) {
		const { code, httpCode, message } = current as {
			code?: unknown;
			httpCode?: unknown;
			message?: unknown;
		};
		if (typeof message === 'string' && ABORTED_MID_ANSWER.test(message.trim())) return 'ECONNRESET';
		for (const candidate of [httpCode, code]) {
			// The HTTP client reports a connection that broke mid-answer as ERR_BAD_RESPONSE ("stream has been aborted").
			if (candidate === 'ERR_BAD_RESPONSE') return 'ECONNRESET';
			if (typeof candidate === 'string' && /^E[A-Z_]+$|^CERT_/.test(candidate)) return candidate;
		}
		current = (current as { cause?: unknown }).cause;
	}
	return undefined;
}
