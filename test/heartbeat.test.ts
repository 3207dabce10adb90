/* eslint-disable @n8n/community-nodes/no-restricted-globals, @n8n/community-nodes/no-restricted-imports, @n8n/community-nodes/no-dangerous-functions -- dev-only code, never published; eslint.dev.config.mjs lints it */
/**
 * `npm start`'s first run installs n8n for minutes with npm's output off: scripts/n8n/heartbeat.js
 * prints a line now and then while that blocking step runs, and stops with it (issue 52).
 */
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';

import { progressLine } from '../scripts/n8n/heartbeat';

describe('the install heartbeat', () => {
	it('says how long and how far, in plain words', () => {
		expect(progressLine('installing n8n 2.41.1', 95, 812)).toBe(
			'[n8n-local]   … still installing n8n 2.41.1 (1 min 35 s, 812 packages so far; native modules compile on a first install)',
		);
		expect(progressLine('installing n8n 2.41.1', 5, 0)).toContain('(5 s; native');
	});

	it('prints while a step holds the process, and stops with it', () => {
		const script = `
			const { startHeartbeat } = require(${JSON.stringify(join(__dirname, '..', 'scripts', 'n8n', 'heartbeat.js'))});
			const stop = startHeartbeat('installing n8n x', ${JSON.stringify(__dirname)}, 200);
			Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 1500);
			stop();
			console.log('step done');
		`;
		const run = spawnSync(process.execPath, ['-e', script], { encoding: 'utf8', timeout: 10000 });
		const lines = run.stdout.trim().split('\n');
		expect(lines.filter((line) => line.includes('still installing n8n x')).length).toBeGreaterThan(
			1,
		);
		// Nothing after the step: the heartbeat ended with it (and the run did not wait for it).
		expect(lines.at(-1)).toBe('step done');
		expect(run.status).toBe(0);
	});
});
