/* eslint-disable @n8n/community-nodes/no-restricted-globals -- dev-only code, never published; eslint.dev.config.mjs lints it */
// Figure 6 in a fresh process: with n8n-workflow already loaded (as in n8n), the time to require a
// built node file (and credential) and construct it, as n8n's loader does.
import { childMain } from '../lib/child';

export interface LoadArgs {
	/** [file, export name] pairs, loaded in this order and timed together. */
	modules: Array<[string, string]>;
}

export interface LoadResult {
	ms: number;
	/** CPU time (user + system) of the same span. */
	cpuMs: number;
	/** Of `ms`: requiring the files, and constructing the classes. */
	requireMs: number;
	constructMs: number;
	/** Modules required on the way (files). */
	modules: number;
}

childMain<LoadArgs, LoadResult>(async ({ modules }) => {
	// eslint-disable-next-line @typescript-eslint/no-require-imports
	require('n8n-workflow');
	const before = Object.keys(require.cache).length;
	const cpu = process.cpuUsage();
	const started = performance.now();
	let requireMs = 0;
	let constructMs = 0;
	for (const [file, exportName] of modules) {
		const requireStarted = performance.now();
		// eslint-disable-next-line @typescript-eslint/no-require-imports
		const loaded = require(file) as Record<string, new () => unknown>;
		const constructStarted = performance.now();
		new loaded[exportName]();
		requireMs += constructStarted - requireStarted;
		constructMs += performance.now() - constructStarted;
	}
	const ms = performance.now() - started;
	const { user, system } = process.cpuUsage(cpu);
	return {
		ms,
		requireMs,
		constructMs,
		cpuMs: (user + system) / 1000,
		modules: Object.keys(require.cache).length - before,
	};
});
