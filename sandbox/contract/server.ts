/* eslint-disable @n8n/community-nodes/require-node-api-error -- dev-only code, never published; eslint.dev.config.mjs lints it */
// Fastify wiring: body parsers and one catch-all route handing every request to the Dispatcher.
// Routing is ours (compiled from the contract), so Fastify's own router only ever sees `*`.
import formbody from '@fastify/formbody';
import multipart from '@fastify/multipart';
import Fastify, {
	type FastifyError,
	type FastifyInstance,
	type FastifyReply,
	type FastifyRequest,
} from 'fastify';
import type { Dispatcher, Outcome } from './dispatcher';
import { HttpError } from './errors';
import { sendBroken } from './faultInjection';
import { readRequestBody, type ParsedBody } from './requestBody';

const MAX_BODY_BYTES = 100 * 1024 * 1024;

function send(reply: FastifyReply, outcome: Outcome): FastifyReply {
	if (outcome.broken) return sendBroken(reply, outcome, outcome.broken);
	reply.code(outcome.status).headers(outcome.headers ?? {});
	if (typeof outcome.body === 'string' || Buffer.isBuffer(outcome.body)) {
		reply.type(outcome.contentType ?? 'application/octet-stream');
	}
	return reply.send(outcome.body);
}

function origin(request: FastifyRequest): string {
	return `${request.protocol}://${request.host}`;
}

async function dispatch(
	dispatcher: Dispatcher,
	request: FastifyRequest,
	reply: FastifyReply,
	bodyError?: HttpError,
) {
	let body: ParsedBody = { kind: 'none' };
	if (!bodyError) {
		try {
			body = await readRequestBody(request);
		} catch (error) {
			if (!(error instanceof HttpError)) throw error;
			bodyError = error;
		}
	}
	const outcome = await dispatcher.dispatch({
		method: request.method,
		url: request.raw.url ?? request.url,
		headers: request.headers,
		body,
		bodyError,
		origin: origin(request),
	});
	return send(reply, outcome);
}

export async function buildServer(
	dispatcher: Dispatcher,
	logger: boolean,
): Promise<FastifyInstance> {
	const app = Fastify({
		logger,
		bodyLimit: MAX_BODY_BYTES,
		exposeHeadRoutes: false,
		// Malformed URLs (e.g. `%zz`) still go through the pipeline, which answers 404 like an unknown path.
		frameworkErrors: (_error, request, reply) => dispatch(dispatcher, request, reply),
	});
	// Our own parsers only: JSON and other bodies arrive raw so invalid JSON becomes a FastAPI-style 422.
	app.removeAllContentTypeParsers();
	await app.register(formbody, { bodyLimit: MAX_BODY_BYTES });
	await app.register(multipart, {
		limits: { fileSize: MAX_BODY_BYTES, files: 1000, parts: 10_000 },
	});
	app.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));

	// Failures before the handler (unsupported media type, body too large) are still recorded and routed.
	app.setErrorHandler((error: FastifyError, request, reply) => {
		const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 400;
		return dispatch(dispatcher, request, reply, new HttpError(status, error.message));
	});
	app.all('*', (request, reply) => dispatch(dispatcher, request, reply));
	return app;
}
