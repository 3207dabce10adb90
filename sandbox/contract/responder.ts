// What a responder gets (a request that passed the contract's checks) and what it answers: the
// behaviour tables, the echo and a test's scripted answers all speak it.
import type { ServedEndpoint } from './endpoints';
import type { UploadedFile } from './requestBody';

/** A request that passed routing, the key check and validation: what a responder gets. */
export interface ContractRequest {
	endpoint: ServedEndpoint;
	/** Percent-decoded path parameters (as text; validated against their contract types). */
	pathParams: Record<string, string>;
	/** Validated query: declared parameters typed and defaulted. */
	query: Record<string, unknown>;
	/** Validated body fields (form or JSON): declared fields typed and defaulted. */
	body: Record<string, unknown>;
	/** File fields by name (multipart). */
	files: Record<string, UploadedFile[]>;
	/** `http://host:port` as the client addressed the sandbox, for building URLs. */
	origin: string;
}

/** What a responder answers. */
export interface Answer {
	status?: number;
	/** Objects are sent as JSON; strings and Buffers as-is with `contentType`. */
	body: unknown;
	contentType?: string;
	headers?: Record<string, string>;
}

export type Responder = (request: ContractRequest) => Answer | Promise<Answer>;
