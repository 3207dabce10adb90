/* eslint-disable @n8n/community-nodes/no-restricted-globals, @n8n/community-nodes/no-restricted-imports -- dev-only code, never published; eslint.dev.config.mjs lints it */
/**
 * Which operations the tests ran without an error. Each test file appends what it ran to a
 * folder shared by the whole jest run; test/support/exercisedReport.js sums it up at the end.
 */
import { appendFileSync, existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

import { resources } from '../../nodes/DocumentProcessing/resources';

export function recordExercised(resource: string, operation: string): void {
	const folder = process.env.EXERCISED_OPERATIONS_DIR;
	if (!folder) return;
	const all = join(folder, 'all-operations');
	if (!existsSync(all)) {
		const operations = resources.flatMap((table) =>
			table.operations.map((operation) => `${table.value}:${operation.operation}`),
		);
		writeFileSync(all, operations.join('\n'));
	}
	appendFileSync(join(folder, `ran-${process.pid}`), `${resource}:${operation}\n`);
}
