#!/usr/bin/env node
'use strict';
// `npm run test:compat [-- <version> ...]`: the end-to-end tests (./run.js) in every tested n8n
// (scripts/n8n/versions.js; default all of them), each on the Node.js it needs. Versions not yet
// in the cache are installed first, side by side (4 to 8 minutes each); then the e2e runs in one
// version after the other. The README's screenshots are taken in the newest version only (the
// one `npm start` opens; E2E_SCREENSHOT=0 for the others unless set), so older editors do not
// overwrite them.
//
// Closing lines: a table (n8n, Node.js, install, e2e passed/failed, run time) and
// `compat: N of N versions green`.
const path = require('node:path');
const { spawn } = require('node:child_process');

const { VERSIONS, NEWEST, findVersion } = require('../scripts/n8n/versions');
const { installed } = require('../scripts/n8n/install');

const ROOT = path.resolve(__dirname, '..');
const INSTALL_TIMEOUT_MS = 30 * 60 * 1000;
const E2E_TIMEOUT_MS = 30 * 60 * 1000;

/** The environment of a child for `row`: N8N_LOCAL_DIR names one folder, not three. */
function envFor(row) {
	const env = { ...process.env, N8N_VERSION: row.n8n };
	delete env.N8N_LOCAL_DIR;
	if (row.n8n !== NEWEST) env.E2E_SCREENSHOT ??= '0';
	return env;
}

/** Runs `node <args>` for `row`, its output prefixed line by line; resolves with exit code, output and time. */
function run(row, args, timeoutMs, { prefix = true } = {}) {
	return new Promise((resolve) => {
		const started = Date.now();
		const child = spawn(process.execPath, args, {
			cwd: ROOT,
			env: envFor(row),
			stdio: ['ignore', 'pipe', 'pipe'],
			detached: true,
		});
		let output = '';
		let partial = '';
		const onData = (chunk) => {
			output += chunk;
			partial += chunk;
			const lines = partial.split('\n');
			partial = lines.pop();
			for (const line of lines) console.log(prefix ? `[n8n ${row.n8n}] ${line}` : line);
		};
		child.stdout.on('data', onData);
		child.stderr.on('data', onData);
		const timer = setTimeout(() => {
			console.log(`[n8n ${row.n8n}] timed out after ${timeoutMs / 60000} minutes`);
			try {
				process.kill(-child.pid, 'SIGTERM');
			} catch {
				// already gone
			}
		}, timeoutMs);
		child.on('close', (code) => {
			clearTimeout(timer);
			if (partial) console.log(prefix ? `[n8n ${row.n8n}] ${partial}` : partial);
			resolve({ code, output, seconds: Math.round((Date.now() - started) / 1000) });
		});
	});
}

function counts(output) {
	const match = /^e2e: (\d+) passed, (\d+) failed$/m.exec(output);
	return match ? { passed: Number(match[1]), failed: Number(match[2]) } : undefined;
}

async function main() {
	const wanted = process.argv.slice(2);
	const rows = wanted.length > 0 ? wanted.map(findVersion) : VERSIONS;
	const results = new Map(rows.map((row) => [row, { install: 'cached' }]));

	const missing = rows.filter((row) => !installed(row));
	if (missing.length > 0) {
		console.log(`compat: installing n8n ${missing.map((row) => row.n8n).join(', ')} side by side`);
		await Promise.all(
			missing.map(async (row) => {
				const install = await run(
					row,
					[path.join(ROOT, 'scripts', 'n8n', 'install.js'), row.n8n],
					INSTALL_TIMEOUT_MS,
				);
				results.get(row).install =
					install.code === 0 ? `${install.seconds} s` : `failed (exit ${install.code})`;
			}),
		);
	}

	for (const row of rows) {
		const result = results.get(row);
		if (result.install.startsWith('failed')) continue;
		console.log(`\n=== e2e in n8n ${row.n8n} (Node.js ${row.node ?? process.versions.node})`);
		const e2e = await run(row, [path.join(__dirname, 'run.js')], E2E_TIMEOUT_MS, {
			prefix: false,
		});
		Object.assign(result, counts(e2e.output) ?? {}, { code: e2e.code, seconds: e2e.seconds });
	}

	console.log('\nn8n        Node.js   install      e2e passed  failed  run time');
	let green = 0;
	for (const row of rows) {
		const result = results.get(row);
		const ok = result.code === 0 && result.failed === 0 && result.passed > 0;
		if (ok) green++;
		console.log(
			[
				row.n8n.padEnd(10),
				(row.node ?? process.versions.node).padEnd(9),
				result.install.padEnd(12),
				String(result.passed ?? '-').padStart(10),
				String(result.failed ?? '-').padStart(7),
				`${result.seconds ?? '-'} s`.padStart(9),
				ok ? '' : '  ✗',
			].join(' '),
		);
	}
	console.log(`compat: ${green} of ${rows.length} versions green`);
	process.exit(green === rows.length ? 0 : 1);
}

main().catch((error) => {
	console.error(error.stack || error.message);
	process.exit(1);
});
