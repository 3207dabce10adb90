/* eslint-disable @n8n/community-nodes/no-restricted-imports -- dev-only code, never published; eslint.dev.config.mjs lints it */
// Applies the faults of faults.ts: the dispatcher asks `faultBefore` ahead of the behaviour
// (delay, then a status fault answers instead), and the server sends a broken answer with
// `sendBroken` (reset mid-body, truncated JSON) when the outcome carries one.
import type { IncomingHttpHeaders } from 'node:http';
import { setTimeout as delay } from 'node:timers/promises';
import type { FastifyReply } from 'fastify';
import { HttpError } from './errors';
import { FAULT_HEADER, retryAfterHeader, type Faults, type RequestValues } from './faults';

/** How an answer is broken on the wire. */
export type BrokenAnswer = 'reset' | 'truncate';

/**
 * The fault due for this request: waits its delay, throws a status fault as an HttpError (with
 * Retry-After when asked), and returns how to break the answer the behaviour will give, if at all.
 */
export async function faultBefore(
	faults: Faults,
	route: string,
	headers: IncomingHttpHeaders,
	request: RequestValues,
): Promise<BrokenAnswer | undefined> {
	const served = faults.take(route, headers[FAULT_HEADER], request);
	if (!served) return undefined;
	const { fault, source } = served;
	if (fault.delayMs) await delay(fault.delayMs);
	if (fault.status !== undefined) {
		const retryAfter = retryAfterHeader(fault);
		const origin = source === 'header' ? 'X-Sandbox-Fault' : 'state.failNext';
		throw new HttpError(
			fault.status,
			`Injected failure (sandbox ${origin})`,
			retryAfter === undefined ? {} : { 'retry-after': retryAfter },
		);
	}
	if (fault.reset) return 'reset';
	return fault.truncate ? 'truncate' : undefined;
}

function serialized(body: unknown): Buffer {
	if (Buffer.isBuffer(body)) return body;
	return Buffer.from(typeof body === 'string' ? body : JSON.stringify(body ?? null), 'utf8');
}

/** Half of the bytes, at least one and never all (an answer of one byte is cut to nothing). */
const part = (bytes: Buffer) =>
	bytes.subarray(0, Math.max(0, Math.min(bytes.length - 1, Math.ceil(bytes.length / 2))));

/**
 * `truncate`: a JSON content type and half of the body, with a Content-Length that matches (the
 * client reads a complete, cut answer). `reset`: the headers promise the whole body, half of it is
 * written, then the socket is destroyed.
 */
export function sendBroken(
	reply: FastifyReply,
	outcome: {
		status: number;
		body: unknown;
		contentType?: string;
		headers?: Record<string, string>;
	},
	broken: BrokenAnswer,
): FastifyReply {
	const bytes = serialized(outcome.body);
	const contentType =
		broken === 'truncate'
			? 'application/json'
			: (outcome.contentType ?? 'application/json; charset=utf-8');
	if (broken === 'truncate') {
		return reply
			.code(outcome.status)
			.headers(outcome.headers ?? {})
			.type(contentType)
			.send(part(bytes));
	}
	reply.hijack();
	const raw = reply.raw;
	raw.writeHead(outcome.status, {
		...outcome.headers,
		'content-type': contentType,
		'content-length': String(bytes.length),
	});
	raw.write(part(bytes), () => raw.socket?.destroy());
	return reply;
}
