/* eslint-disable @n8n/community-nodes/no-restricted-globals, @n8n/community-nodes/no-restricted-imports, no-console -- dev-only code, never published; eslint.dev.config.mjs lints it */
/**
 * Which n8n-core and n8n-workflow the suite runs against (scripts/test-core.js runs it against
 * each tested n8n's): printed, and checked against EXPECT_N8N_CORE / EXPECT_N8N_WORKFLOW when
 * given. The nodes, the tests and n8n-core must share one n8n-workflow: an error class a node
 * throws must be the one n8n-core recognises.
 */
import { readFileSync } from 'node:fs';
import { dirname } from 'node:path';

import * as core from 'n8n-core';
const versionOf = (name: string): string =>
	(JSON.parse(readFileSync(require.resolve(`${name}/package.json`), 'utf8')) as { version: string })
		.version;

const loaded = { 'n8n-core': versionOf('n8n-core'), 'n8n-workflow': versionOf('n8n-workflow') };

describe('the n8n engine under test', () => {
	it('is the n8n-core and n8n-workflow asked for', () => {
		console.log(
			`n8n-core ${loaded['n8n-core']} (${dirname(require.resolve('n8n-core/package.json'))}), n8n-workflow ${loaded['n8n-workflow']}, Node.js ${process.versions.node}`,
		);
		expect(typeof core.WorkflowExecute).toBe('function');
		if (process.env.EXPECT_N8N_CORE) expect(loaded['n8n-core']).toBe(process.env.EXPECT_N8N_CORE);
		if (process.env.EXPECT_N8N_WORKFLOW)
			expect(loaded['n8n-workflow']).toBe(process.env.EXPECT_N8N_WORKFLOW);
	});

	it('shares one n8n-workflow between the nodes, the tests and n8n-core', () => {
		const fromCore = require.resolve('n8n-workflow', {
			paths: [dirname(require.resolve('n8n-core/package.json'))],
		});
		expect(fromCore).toBe(require.resolve('n8n-workflow'));
	});
});
