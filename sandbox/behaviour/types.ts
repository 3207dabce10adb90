// The extension point: each behaviour/<group>.ts exports a BehaviourTable of handlers keyed by
// `METHOD path` (path as served, e.g. `GET /document/{doc_id}`). Rows without a handler get generic.ts.
import type { Endpoint } from '../contract';
import type { UploadedFile } from '../requestBody';
import type { SandboxState } from '../state';

export interface HandlerContext {
	endpoint: Endpoint;
	/** Percent-decoded path parameters. */
	pathParams: Record<string, string>;
	/** Validated query: declared parameters typed and defaulted. */
	query: Record<string, unknown>;
	/** Validated body fields (form or JSON): declared fields typed and defaulted. */
	body: Record<string, unknown>;
	/** File fields by name (multipart). */
	files: Record<string, UploadedFile[]>;
	state: SandboxState;
	/** `http://host:port` as the client addressed the sandbox, for building URLs. */
	origin: string;
}

export interface HandlerResult {
	status?: number;
	/** Objects are sent as JSON; strings and Buffers as-is with `contentType`. */
	body: unknown;
	contentType?: string;
	headers?: Record<string, string>;
}

export type Handler = (context: HandlerContext) => HandlerResult | Promise<HandlerResult>;

export type BehaviourTable = Record<string, Handler>;

export const json = (body: unknown, status = 200): HandlerResult => ({ status, body });

/** A validated optional text value, or undefined when absent. */
export function optionalText(values: Record<string, unknown>, name: string): string | undefined {
	const value = values[name];
	return value === undefined || value === null ? undefined : String(value);
}

/** A validated required text value (validation guarantees presence). */
export const requiredText = (values: Record<string, unknown>, name: string): string => optionalText(values, name) ?? '';

export const textList = (values: Record<string, unknown>, name: string): string[] => {
	const value = values[name];
	return value === undefined || value === null ? [] : Array.isArray(value) ? value.map(String) : [String(value)];
};
