/* eslint-disable @n8n/community-nodes/no-restricted-imports -- dev-only code, never published; eslint.dev.config.mjs lints it */
// Keeps a log of every request (accepted or rejected) so tests can assert what a client sent.
import { createHash } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import { AUTH_HEADERS } from './auth';
import { REDACTED, redactSecrets } from './redaction';
import type { ParsedBody } from './requestBody';
import type { RawQuery } from './validation';

export interface RecordedFile {
	field: string;
	filename: string;
	contentType: string;
	size: number;
	sha256: string;
}

export interface RecordedRequest {
	method: string;
	/** Raw path as sent (percent-encoded, no query string). */
	path: string;
	/** The contract entry it reached, `area.key` (e.g. `document.get`); absent for 404 and 405. */
	endpoint?: string;
	/** The matched contract path, with its `{placeholders}` (for a 405 too). */
	route?: string;
	pathParams: Record<string, string>;
	query: Record<string, string | string[]>;
	/** API-key headers are replaced by `***`; see `authenticated`. */
	headers: Record<string, string | string[] | undefined>;
	contentType?: string;
	/** Parsed form/JSON/multipart text fields; repeated keys are arrays. */
	body: Record<string, unknown>;
	files: RecordedFile[];
	/** Whether the right API key for the route was sent (X-WF-API-KEY for the workflow listing). */
	authenticated: boolean;
	status: number;
	/** When it arrived (epoch ms, the machine's clock, not the state's), for timing the client. */
	at: number;
}

export interface RequestFacts {
	method: string;
	path: string;
	endpoint?: string;
	route?: string;
	pathParams: Record<string, string>;
	query: RawQuery;
	headers: IncomingHttpHeaders;
	body: ParsedBody;
	authenticated: boolean;
}

function recordedBody(body: ParsedBody): Record<string, unknown> {
	if (body.kind === 'form' || body.kind === 'multipart') return { ...body.fields };
	if (body.kind !== 'json') return {};
	const value = body.value;
	return value !== null && typeof value === 'object' && !Array.isArray(value)
		? { ...(value as object) }
		: { value };
}

function recordedFiles(body: ParsedBody): RecordedFile[] {
	if (body.kind !== 'multipart') return [];
	return body.files.map((file) => ({
		field: file.field,
		filename: file.filename,
		contentType: file.contentType,
		size: file.data.length,
		sha256: createHash('sha256').update(file.data).digest('hex'),
	}));
}

export class RequestRecorder {
	readonly requests: RecordedRequest[] = [];

	constructor(private readonly secrets: string[]) {}

	/** The returned record is live: the dispatcher fills in `status` once the answer is known. */
	record(facts: RequestFacts): RecordedRequest {
		const headers: Record<string, string | string[] | undefined> = { ...facts.headers };
		for (const header of AUTH_HEADERS)
			if (headers[header] !== undefined) headers[header] = REDACTED;
		const contentType = facts.headers['content-type'];
		const recorded: RecordedRequest = redactSecrets(
			{
				method: facts.method,
				path: facts.path,
				...(facts.endpoint !== undefined ? { endpoint: facts.endpoint } : {}),
				...(facts.route !== undefined ? { route: facts.route } : {}),
				pathParams: facts.pathParams,
				query: facts.query,
				headers,
				...(contentType !== undefined ? { contentType } : {}),
				body: recordedBody(facts.body),
				files: recordedFiles(facts.body),
				authenticated: facts.authenticated,
				status: 0,
				at: Date.now(),
			},
			this.secrets,
		);
		this.requests.push(recorded);
		return recorded;
	}

	clear(): void {
		this.requests.length = 0;
	}
}
