// The contract layer: an HTTP server that enforces what contract/ says and nothing else. It routes
// (404, 405 with Allow), checks the key (401), validates inputs (422 in FastAPI's shape), records
// every request, applies injected faults and the rate limit, and hands valid requests to the
// responder the behaviour layer gives for the endpoint (an echo of the inputs when it gives none).
// It knows nothing of documents or any other demo state.
import type { FastifyInstance } from 'fastify';
import type { ApiKeys } from './auth';
import { Dispatcher } from './dispatcher';
import type { Responder } from './responder';
import { echo } from './echo';
import { SERVED_ENDPOINTS, type ServedEndpoint } from './endpoints';
import type { Faults } from './faults';
import type { RateLimit } from './rateLimit';
import { RequestRecorder } from './recorder';
import { Router } from './router';
import { ScriptedAnswers } from './scriptedAnswers';
import { buildServer } from './server';

export type { ApiKeys } from './auth';
export type { Answer, ContractRequest, Responder } from './responder';
export { echo } from './echo';
export {
	endpointById,
	enumValues,
	isKnownEndpoint,
	pathOf,
	SERVED_ENDPOINTS,
	type EndpointId,
	type EnumOf,
	type ServedEndpoint,
} from './endpoints';
export { HttpError, issue, notFound, ValidationError, type ValidationIssue } from './errors';
export {
	Faults,
	type FailNextOptions,
	type Fault,
	type FaultOptions,
	type ServedFault,
} from './faults';
export { RateLimit, type RateLimitSettings, type RateLimitStats } from './rateLimit';
export type { RecordedFile, RecordedRequest } from './recorder';
export type { UploadedFile } from './requestBody';
export { ScriptedAnswers, type ScriptedAnswer } from './scriptedAnswers';

export interface ContractLayerOptions {
	keys: ApiKeys;
	faults: Faults;
	rateLimit: RateLimit;
	/** How each endpoint answers a valid request; endpoints it gives nothing for echo their inputs. */
	responderFor?: (endpoint: ServedEndpoint) => Responder | undefined;
	/** Fastify request logging. */
	logger: boolean;
	/** A responder that throws something other than an HttpError (answered 500). */
	onUnexpectedError: (error: unknown) => void;
	/** The service's time for the Date header (default: the real clock, as Node sends it). */
	clock?: () => number;
}

export interface ContractLayer {
	app: FastifyInstance;
	recorder: RequestRecorder;
	/** Answers tests script per endpoint in place of the behaviour's (scriptedAnswers.ts). */
	scripted: ScriptedAnswers;
}

export async function buildContractLayer(options: ContractLayerOptions): Promise<ContractLayer> {
	const recorder = new RequestRecorder(Object.values(options.keys));
	const scripted = new ScriptedAnswers();
	const dispatcher = new Dispatcher({
		router: new Router(SERVED_ENDPOINTS),
		keys: options.keys,
		recorder,
		scripted,
		faults: options.faults,
		responderFor: (endpoint) => options.responderFor?.(endpoint) ?? echo,
		rateLimit: options.rateLimit,
		onUnexpectedError: options.onUnexpectedError,
		clock: options.clock,
	});
	return { app: await buildServer(dispatcher, options.logger), recorder, scripted };
}
