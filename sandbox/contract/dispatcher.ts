/* eslint-disable @n8n/community-nodes/no-restricted-imports -- dev-only code, never published; eslint.dev.config.mjs lints it */
// The request pipeline, independent of Fastify: route → method → API key → validation → faults →
// the answer a test scripted, else the responder the behaviour layer gives for the endpoint. Every request is recorded, whatever it ends in.
import type { IncomingHttpHeaders } from 'node:http';
import { isAuthenticated, type ApiKeys } from './auth';
import type { ServedEndpoint } from './endpoints';
import { HttpError } from './errors';
import { faultBefore, type BrokenAnswer } from './faultInjection';
import type { Faults } from './faults';
import type { RateLimit } from './rateLimit';
import type { RequestRecorder } from './recorder';
import { redactSecrets } from './redaction';
import type { ParsedBody } from './requestBody';
import type { RouteMatch, Router } from './router';
import type { Responder } from './responder';
import type { ScriptedAnswers } from './scriptedAnswers';
import { validateRequest, type RawQuery } from './validation';

export interface IncomingRequest {
	method: string;
	/** Raw request target: percent-encoded path plus query string. */
	url: string;
	headers: IncomingHttpHeaders;
	body: ParsedBody;
	/** A body that could not be read (malformed multipart, too large...), reported after auth. */
	bodyError?: HttpError;
	/** `http://host:port` as the client addressed us. */
	origin: string;
}

export interface Outcome {
	status: number;
	body: unknown;
	contentType?: string;
	headers?: Record<string, string>;
	/** An injected fault breaks this answer on the wire (faultInjection.ts). */
	broken?: BrokenAnswer;
}

export interface DispatcherDependencies {
	router: Router;
	keys: ApiKeys;
	recorder: RequestRecorder;
	/** Faults queued by tests or asked for by the X-Sandbox-Fault header (faults.ts). */
	faults: Faults;
	/** The behaviour layer: how an endpoint answers a valid request. */
	responderFor: (endpoint: ServedEndpoint) => Responder;
	/** Answers tests scripted per endpoint, taking the behaviour's place (scriptedAnswers.ts). */
	scripted?: ScriptedAnswers;
	onUnexpectedError: (error: unknown) => void;
	/** Latency and at most N requests in flight, 429 beyond (rateLimit.ts). */
	rateLimit?: RateLimit;
	/** The service's time (epoch ms), sent as every answer's Date header, as a real server's clock. */
	clock?: () => number;
}

function splitUrl(url: string): { path: string; query: RawQuery } {
	const queryStart = url.indexOf('?');
	const path = queryStart === -1 ? url : url.slice(0, queryStart);
	const query: RawQuery = {};
	if (queryStart !== -1) {
		for (const [name, value] of new URLSearchParams(url.slice(queryStart + 1))) {
			const existing = query[name];
			query[name] =
				existing === undefined
					? value
					: [...(Array.isArray(existing) ? existing : [existing]), value];
		}
	}
	return { path, query };
}

const errorOutcome = (error: HttpError): Outcome => ({
	status: error.status,
	body: { detail: error.detail },
	headers: error.headers,
});

export class Dispatcher {
	constructor(private readonly deps: DispatcherDependencies) {}

	async dispatch(request: IncomingRequest): Promise<Outcome> {
		const { path, query } = splitUrl(request.url);
		const match = this.deps.router.match(request.method, path);
		const endpoint = match.kind === 'match' ? match.endpoint : undefined;
		const authenticated = isAuthenticated(
			request.headers,
			endpoint?.authHeader ?? 'x-api-key',
			this.deps.keys,
		);
		const record = this.deps.recorder.record({
			method: request.method,
			path,
			endpoint: endpoint?.id,
			route: endpoint
				? endpoint.path
				: match.kind === 'method-not-allowed'
					? match.path
					: undefined,
			pathParams: match.kind === 'match' ? match.pathParams : {},
			query,
			headers: request.headers,
			body: request.body,
			authenticated,
		});
		let outcome: Outcome;
		try {
			const answer = () => this.answer(match, authenticated, query, request);
			outcome = await (this.deps.rateLimit ? this.deps.rateLimit.run(answer) : answer());
		} catch (error) {
			if (error instanceof HttpError) outcome = errorOutcome(error);
			else {
				this.deps.onUnexpectedError(error);
				outcome = { status: 500, body: { detail: 'Internal Server Error' } };
			}
		}
		record.status = outcome.status;
		if (this.deps.clock)
			outcome = {
				...outcome,
				headers: { ...outcome.headers, date: new Date(this.deps.clock()).toUTCString() },
			};
		// Responses never carry an API key, even if a client sent one as a field value.
		const secrets = Object.values(this.deps.keys);
		return Buffer.isBuffer(outcome.body)
			? outcome
			: { ...outcome, body: redactSecrets(outcome.body, secrets) };
	}

	private async answer(
		match: RouteMatch,
		authenticated: boolean,
		query: RawQuery,
		request: IncomingRequest,
	): Promise<Outcome> {
		if (match.kind === 'not-found') throw new HttpError(404, 'Not Found');
		if (match.kind === 'method-not-allowed') {
			throw new HttpError(405, 'Method Not Allowed', { allow: match.allow.join(', ') });
		}
		if (!authenticated) throw new HttpError(401, 'Invalid or missing API key');
		if (request.bodyError) throw request.bodyError;
		const input = validateRequest(match.endpoint, match.pathParams, query, request.body);
		// Injected faults (faults.ts): a delay, a status instead of the behaviour, or a broken answer.
		const broken = await faultBefore(this.deps.faults, match.endpoint.id, request.headers, {
			pathParams: match.pathParams,
			query,
		});
		const respond =
			this.deps.scripted?.for(match.endpoint.id) ?? this.deps.responderFor(match.endpoint);
		const result = await respond({
			endpoint: match.endpoint,
			pathParams: match.pathParams,
			...input,
			origin: request.origin,
		});
		return {
			status: result.status ?? 200,
			body: result.body,
			contentType: result.contentType,
			headers: result.headers,
			...(broken ? { broken } : {}),
		};
	}
}
