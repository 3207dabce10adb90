import { NodeApiError, type INode } from 'n8n-workflow';

import { bodyBytes } from './decodeBody';

/**
 * Answers that cannot have come from the service: a web page (a wrong Base URL that lands on a
 * web server, a proxy's error page), or plain text or nothing where the service answers JSON.
 * Taking them for data would hand the workflow a page of HTML with a green tick.
 */
export type NotTheService = 'webPage' | 'text' | 'empty';

const WEB_PAGE_TYPES = /^(text\/html|application\/xhtml\+xml)\b/i;
/** How a web page begins, after a byte order mark and white space. */
const WEB_PAGE_START = /^(\uFEFF)?\s*(<!doctype html|<html)/i;

/** Whether an answer is a web page, by its content type or how its body begins. */
export function isWebPage(contentType: string, body: unknown): boolean {
	if (WEB_PAGE_TYPES.test(contentType.trim())) return true;
	const bytes = bodyBytes(body);
	const start =
		bytes?.subarray(0, 256).toString('utf8') ??
		(typeof body === 'string' ? body.slice(0, 256) : '');
	return WEB_PAGE_START.test(start);
}

/** Whether the body has nothing in it (white space only). */
export function isEmptyBody(body: unknown): boolean {
	if (body === undefined || body === null) return true;
	const bytes = bodyBytes(body);
	if (bytes) return bytes.toString('utf8').trim() === '';
	return typeof body === 'string' && body.trim() === '';
}

const CHECK_BASE_URL = 'check the Base URL in the credential';

function messageFor(kind: NotTheService, statusCode: number): string {
	if (kind === 'webPage' && statusCode >= 500)
		return `The Base URL answered with an error page (status ${statusCode}), not the document-processing service: the service may be down or behind a failing proxy; try again later, or ${CHECK_BASE_URL}`;
	if (kind === 'webPage') {
		const status = statusCode >= 400 ? ` (status ${statusCode})` : '';
		return `The Base URL answered with a web page${status}, not the document-processing service: ${CHECK_BASE_URL}`;
	}
	if (kind === 'text')
		return `The Base URL answered with plain text, not the document-processing service's JSON: ${CHECK_BASE_URL}`;
	return `The Base URL answered with an empty page where the service sends data: ${CHECK_BASE_URL}, or try again`;
}

const CODES: Record<NotTheService, string> = {
	webPage: 'WEB_PAGE',
	text: 'NOT_JSON',
	empty: 'BLANK_ANSWER',
};

/**
 * The error for an answer that is not the service's. A failed status keeps its code, so a
 * gateway's 503 page is still retried like a 503.
 */
export function notTheServiceError(
	node: INode,
	answer: { kind: NotTheService; statusCode: number; contentType: string; excerpt?: string },
	request: { method: string; path: string },
	itemIndex: number,
): NodeApiError {
	const { kind, statusCode, contentType } = answer;
	const what = kind === 'webPage' ? 'a web page' : kind === 'text' ? 'plain text' : 'no content';
	const excerpt = answer.excerpt ? `: "${answer.excerpt}"` : '';
	const error = new NodeApiError(
		node,
		{ statusCode, contentType },
		{
			message: messageFor(kind, statusCode),
			description: `${request.method} ${request.path} answered ${statusCode} with ${what} (${contentType || 'no content type'})${excerpt}. The document-processing service answers JSON.`,
			httpCode: statusCode >= 400 ? String(statusCode) : CODES[kind],
			itemIndex,
		},
	);
	// NodeApiError puts its own words in place of ours for known statuses; ours say what to check.
	error.message = messageFor(kind, statusCode);
	return error;
}
