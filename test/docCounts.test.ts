/* eslint-disable @n8n/community-nodes/no-restricted-globals, @n8n/community-nodes/no-restricted-imports -- dev-only code, never published; eslint.dev.config.mjs lints it */
/**
 * `npm run docs:check` fails on a node count the docs state that no shipped template has (issue
 * 52: docs/data-tables.md said 43 nodes of a 65-node template, and no check failed); a count in
 * the past tense is history and stays.
 */
import { join } from 'node:path';

import { nodeCountProblems, shippedNodeCounts } from '../scripts/lib/docCounts';

const counts = shippedNodeCounts(join(__dirname, '..', 'examples'));

describe('node counts in the docs', () => {
	it('knows the shipped templates, with and without their sticky notes', () => {
		expect(counts.size).toBeGreaterThan(5);
		expect([...counts].every((count) => Number.isInteger(count) && count > 0)).toBe(true);
	});

	it('a stale count fails, naming it', () => {
		const stale = Math.max(...counts) + 1;
		expect(nodeCountProblems(`The Data tables template has ${stale} nodes.`, counts)).toEqual([
			expect.stringContaining(`says "${stale} nodes"`),
		]);
		expect(
			nodeCountProblems(`| the template | ${stale} nodes on one screen |`, counts),
		).toHaveLength(1);
	});

	it('a true count passes; one in the past tense is history', () => {
		const real = Math.max(...counts);
		// No shipped template has this many (43, the example before, became a true count).
		const stale = real + 1;
		expect(nodeCountProblems(`The template has ${real} nodes.`, counts)).toEqual([]);
		expect(
			nodeCountProblems(`Opened with 0 issues (the template had ${stale} nodes then).`, counts),
		).toEqual([]);
		expect(
			nodeCountProblems(`It was ${stale} nodes; today it has ${stale} nodes.`, counts),
		).toHaveLength(1);
	});
});
