import { NodeConnectionTypes } from 'n8n-workflow';

import * as hooks from '../nodes/DocumentProcessing/routingHooks';

/**
 * A value the generated description writes as code, not as data: `source` is what the file says,
 * `value` what it is when n8n loads the file (test/generatedDescriptions.test.ts compares those).
 */
export class Code {
	constructor(
		readonly source: string,
		readonly value: unknown,
	) {}
}

/** A hook in a routing setting, written `hooks.<name>` (nodes/DocumentProcessing/hooks.ts). */
export function hook<T = never>(name: keyof typeof hooks): T {
	return new Code(`hooks.${name}`, hooks[name]) as unknown as T;
}

export const MAIN_CONNECTION = new Code('NodeConnectionTypes.Main', NodeConnectionTypes.Main);
