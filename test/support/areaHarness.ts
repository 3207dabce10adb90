/** Shared by the configuration area tests (test/resources): run an operation, read what the sandbox got. */
import type { IDataObject, INodeExecutionData, INodeParameters } from 'n8n-workflow';

import { binaryFrom } from '../engine';
import { useNodeAgainstSandbox, type RunOptions } from './nodeUnderTest';

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

/** The configuration areas are the demo's (sandbox/demo/): their tests run against it. */
export function useAreaHarness() {
	const harness = useNodeAgainstSandbox({ demo: true });
	beforeEach(() => harness.sandbox.reset());

	const last = () => harness.sandbox.lastRequest()!;

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
		items,
		run,
		fails,
		state: () => harness.sandbox.state,
		requests: () => harness.sandbox.requests,
	};
}
