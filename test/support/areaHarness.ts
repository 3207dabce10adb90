/** Shared by the configuration area tests (test/resources): run an operation, read what the sandbox got. */
import type { IDataObject, INodeExecutionData, INodeParameters } from 'n8n-workflow';

import type {
	Answer,
	ContractRequest,
	EndpointId,
	RecordedRequest,
	ScriptedAnswer,
} from '../../sandbox';
import { binaryFrom } from '../engine';
import { useNodeAgainstSandbox, type RunOptions } from './nodeUnderTest';

/**
 * A request as a request check compares it whole: method, path (percent-encoded, as sent), query
 * and body fields as the sandbox parsed them (text, as on the wire), and for multipart the file
 * parts as `field: file name`. Compare it with toEqual, so an extra or missing field fails.
 */
export interface SentRequest {
	method: string;
	path: string;
	query: Record<string, string | string[]>;
	body: Record<string, unknown>;
	files?: string[];
}

export function sentRequest(request: RecordedRequest): SentRequest {
	const { method, path, query, body, files } = request;
	return {
		method,
		path,
		query,
		body,
		...(files.length ? { files: files.map((file) => `${file.field}: ${file.filename}`) } : {}),
	};
}

/** The request a check expects: `request('PUT', '/custom_model/1', { body: { … } })`; query and body default to none. */
export const request = (
	method: string,
	path: string,
	parts: Partial<Pick<SentRequest, 'query' | 'body' | 'files'>> = {},
): SentRequest => ({ method, path, query: {}, body: {}, ...parts });

/** `count` rows `{ id: 1 }`, `{ id: 2 }`, … answered a page at a time by skip/limit, with the total. */
export const rowsBySkipLimit =
	(listKey: string, count: number) =>
	({ query }: ContractRequest): Answer => {
		const skip = Number(query.skip);
		const end = Math.min(count, skip + Number(query.limit));
		const rows = Array.from({ length: Math.max(0, end - skip) }, (_, index) => ({
			id: skip + index + 1,
		}));
		return { body: { [listKey]: rows, total: count } };
	};

export const pdfWithPages = (pages: number) =>
	Buffer.from(
		`%PDF-1.4\n${Array.from({ length: pages }, (_, index) => `${index + 3} 0 obj << /Type /Page /Parent 2 0 R >> endobj`).join('\n')}\n2 0 obj << /Type /Pages /Count ${pages} >> endobj\n%%EOF\n`,
	);

/** One input item carrying files as binary properties: `{ data: ['a.csv', 'x;y', 'text/csv'] }`. */
export function withFiles(
	files: Record<string, [string, string | Buffer, string]>,
): INodeExecutionData[] {
	const binary = Object.fromEntries(
		Object.entries(files).map(([property, [name, content, mime]]) => [
			property,
			binaryFrom(Buffer.isBuffer(content) ? content : Buffer.from(content), name, mime),
		]),
	);
	return [{ json: {}, binary }];
}

/**
 * The node against the stand-in alone: a test scripts the answers it needs (sandbox.answer) and
 * checks the requests the node sent; the demo world's own rules are tested in sandbox/demo/.
 */
export function useAreaHarness() {
	const harness = useNodeAgainstSandbox();
	beforeEach(() => harness.sandbox.reset());

	const last = () => harness.sandbox.lastRequest()!;
	/** The request the node sent last, as a request check compares it (sentRequest). */
	const sent = () => sentRequest(last());
	/** Every request since the test began, oldest first. */
	const allSent = () => harness.sandbox.requests.map(sentRequest);
	/** Until the test ends, `endpoint` answers a valid request with `body` (script: what a function gives). */
	const answer = (endpoint: EndpointId, body: unknown) =>
		harness.sandbox.answer(endpoint, () => ({ body }));
	const script = (endpoint: EndpointId, answer: ScriptedAnswer) =>
		harness.sandbox.answer(endpoint, answer);
	/** Until the test ends, `endpoint` answers a valid request with `status` and `{ detail }`. */
	const refuse = (endpoint: EndpointId, status: number, detail: unknown) =>
		harness.sandbox.answer(endpoint, () => ({ status, body: { detail } }));

	/** Runs an operation that must succeed; the output items. */
	async function items(
		resource: string,
		operation: string,
		parameters: INodeParameters = {},
		options: RunOptions = {},
	): Promise<INodeExecutionData[]> {
		const result = await harness.run(resource, operation, parameters, options);
		expect(result.error?.message).toBeUndefined();
		return result.items;
	}

	/** Runs an operation that must succeed; the output items' JSON. */
	async function run(
		resource: string,
		operation: string,
		parameters: INodeParameters = {},
		options: RunOptions = {},
	): Promise<IDataObject[]> {
		return (await items(resource, operation, parameters, options)).map((item) => item.json);
	}

	/** Runs an operation that must fail; its message (with description) and the status the sandbox answered. */
	async function fails(
		resource: string,
		operation: string,
		parameters: INodeParameters = {},
		options: RunOptions = {},
	) {
		const { error } = await harness.run(resource, operation, parameters, options);
		expect(error).toBeDefined();
		return {
			message: `${error?.message} ${error?.description ?? ''}`,
			status: harness.sandbox.requests.length ? last().status : undefined,
		};
	}

	return {
		harness,
		last,
		sent,
		allSent,
		answer,
		script,
		refuse,
		items,
		run,
		fails,
		state: () => harness.sandbox.state,
		requests: () => harness.sandbox.requests,
	};
}
