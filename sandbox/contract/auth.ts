/* eslint-disable @n8n/community-nodes/no-restricted-imports -- dev-only code, never published; eslint.dev.config.mjs lints it */
// API-key checks. Most endpoints take X-API-KEY; the workflow listing takes X-WF-API-KEY.
import { createHash, timingSafeEqual } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';

export type AuthHeader = 'x-api-key' | 'x-wf-api-key';
export type ApiKeys = Record<AuthHeader, string>;

export const AUTH_HEADERS: AuthHeader[] = ['x-api-key', 'x-wf-api-key'];

// Hashing first gives equal-length buffers, so the comparison is constant-time whatever was sent.
const digest = (value: string) => createHash('sha256').update(value).digest();

export function isAuthenticated(
	headers: IncomingHttpHeaders,
	header: AuthHeader,
	keys: ApiKeys,
): boolean {
	const sent = headers[header];
	if (typeof sent !== 'string' || sent === '') return false;
	return timingSafeEqual(digest(sent), digest(keys[header]));
}
