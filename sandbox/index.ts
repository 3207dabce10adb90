/* eslint-disable @n8n/community-nodes/no-restricted-imports, no-console -- dev-only code, never published; eslint.dev.config.mjs lints it */
// Public API: start a sandbox of the document-processing service on 127.0.0.1 for tests and local use.
// contract/ enforces what the service contract says (routing, keys, validation, recording, faults,
// rate limit); standIn/ is the document lifecycle behind it (upload, processing, status, review,
// export); demo/ is the invented world around the documents, only with `demo: true`. This file
// puts them together: the only one that imports both standIn/ and demo/.
import type { AddressInfo } from 'node:net';
import {
	buildContractLayer,
	RateLimit,
	type RateLimitSettings,
	type EndpointId,
	type RecordedRequest,
	type ScriptedAnswer,
} from './contract';
import { DEMO_TABLES, DemoState } from './demo';
import { createBehaviour, STAND_IN_TABLES } from './standIn/behaviour';
import type { BehaviourTable } from './standIn/behaviour/types';
import { SandboxState } from './standIn/state';

export type {
	Answer,
	ContractRequest,
	EndpointId,
	RecordedFile,
	RecordedRequest,
	ScriptedAnswer,
} from './contract';
export type { DocumentSeed, DocumentStatus, SandboxDocument, SandboxState } from './standIn/state';
export type { DemoState } from './demo';
export type {
	BehaviourTable,
	Handler,
	HandlerContext,
	HandlerResult,
} from './standIn/behaviour/types';

export interface SandboxOptions {
	/** 0 (default) picks a free port. */
	port?: number;
	/** Default 127.0.0.1. */
	host?: string;
	/** Value expected in X-API-KEY. Default `sandbox-key`. */
	apiKey?: string;
	/** Value expected in X-WF-API-KEY (workflow listing). Default `sandbox-wf-key`. */
	workflowApiKey?: string;
	/** How long documents stay `processing` (and exports pending). Default 0: ready on the next read. */
	processingDelayMs?: number;
	/** Fastify request logging. Default false. */
	logger?: boolean;
	/** Latency per request and at most N requests in flight, 429 beyond (rateLimit.ts). Default off. */
	rateLimit?: RateLimitSettings;
	/**
	 * The invented world too (demo/): users, settings, document types, vendors, master data… with
	 * rules of their own, and a PDF text reader for uploads. Default false: the stand-in alone, the
	 * document lifecycle; every other entry echoes what it received.
	 */
	demo?: boolean;
}

export interface Sandbox<S extends SandboxState = SandboxState> {
	/** e.g. `http://127.0.0.1:53211` (no trailing slash). */
	url: string;
	apiKey: string;
	workflowApiKey: string;
	/** Latency and in-flight limit, changeable while running (rateLimit.ts); reset() leaves it. */
	rateLimit: RateLimit;
	/** Every request received, oldest first, including rejected ones. */
	requests: RecordedRequest[];
	state: S;
	lastRequest(): RecordedRequest | undefined;
	/**
	 * Until reset(), `endpoint` answers what `answer` gives for a valid request, instead of the demo's
	 * behaviour (contract/scriptedAnswers.ts): `sandbox.answer('vendor.search', (request) => ({ body:
	 * { vendors: [], total: 0 } }))`. Routing, the key check, validation and faults still apply first.
	 */
	answer(endpoint: EndpointId, answer: ScriptedAnswer): void;
	/** Clears state, recorded requests and scripted answers. */
	reset(): void;
	close(): Promise<void>;
}

/** With `demo: true` the sandbox serves the invented world too (its state: DemoState). */
export function startSandbox(options: SandboxOptions & { demo: true }): Promise<Sandbox<DemoState>>;
export function startSandbox(options?: SandboxOptions): Promise<Sandbox>;
export function startSandbox(options: SandboxOptions = {}): Promise<Sandbox> {
	const delayMs = options.processingDelayMs ?? 0;
	if (options.demo) {
		const state = new DemoState(delayMs);
		return serve(options, state, [...STAND_IN_TABLES, ...DEMO_TABLES]);
	}
	return serve(options, new SandboxState(delayMs), STAND_IN_TABLES);
}

async function serve<S extends SandboxState>(
	options: SandboxOptions,
	state: S,
	tables: Array<BehaviourTable<S>>,
): Promise<Sandbox<S>> {
	const apiKey = options.apiKey ?? 'sandbox-key';
	const workflowApiKey = options.workflowApiKey ?? 'sandbox-wf-key';
	const keys = { 'x-api-key': apiKey, 'x-wf-api-key': workflowApiKey };
	const rateLimit = new RateLimit(options.rateLimit);
	const { app, recorder, scripted } = await buildContractLayer({
		keys,
		faults: state.faults,
		rateLimit,
		responderFor: createBehaviour(state, tables),
		// The Date header follows the sandbox's clock, which tests may pin and move on.
		clock: () => state.now(),
		logger: options.logger ?? false,
		// A handler bug must be visible even when request logging is off.
		onUnexpectedError: (error) =>
			options.logger ? app.log.error(error) : console.error('[sandbox] handler error:', error),
	});
	const host = options.host ?? '127.0.0.1';
	await app.listen({ port: options.port ?? 0, host });
	const { port } = app.server.address() as AddressInfo;
	const urlHost = host.includes(':') ? `[${host}]` : host;
	return {
		url: `http://${urlHost}:${port}`,
		apiKey,
		workflowApiKey,
		rateLimit,
		requests: recorder.requests,
		state,
		lastRequest: () => recorder.requests[recorder.requests.length - 1],
		answer: (endpoint, answer) => scripted.script(endpoint, answer),
		reset: () => {
			state.reset();
			recorder.clear();
			scripted.clear();
		},
		close: () => app.close(),
	};
}
