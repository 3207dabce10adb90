#!/usr/bin/env node
'use strict';
// The jest suite (tests run the nodes through n8n-core's engine) against the n8n-core of each
// tested n8n (scripts/n8n/versions.js):
//   npm run test:core -- 1.122 [2.41 ...] [jest args]   the n8n-core named (a version or a
//                                                      prefix: 1.122, 2.8, 2.41.1)
//   npm run test:core:all [-- jest args]               every one
// Then a table of the results and `test:core: N of N n8n-core versions green`.
// The project's own n8n-core (the devDependency) runs as `npm test` does. Any other is installed
// with its n8n-workflow into <cache>/n8n-core-<version> (scripts off: no native module is needed
// to run the engine) and jest runs on the Node.js its n8n runs on, with n8n-core, n8n-workflow
// and n8n's @n8n/* packages resolved there, for the nodes and the tests alike (N8N_CORE_MODULES,
// test/support/n8nCoreResolver.js). test/engineVersion.test.ts prints what was loaded and checks it.
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { spawnSync } = require('node:child_process');

const { VERSIONS } = require('./n8n/versions');
const { CACHE_ROOT, log, ensureNode, runtimeEnv } = require('./n8n/runtime');

const ROOT = path.resolve(__dirname, '..');
const PROJECT_CORE = require(path.join(ROOT, 'node_modules', 'n8n-core', 'package.json')).version;

function findCore(wanted) {
	const row =
		VERSIONS.find((candidate) => candidate.core['n8n-core'] === wanted) ??
		VERSIONS.find((candidate) => candidate.core['n8n-core'].startsWith(`${wanted}.`));
	if (!row) {
		const known = VERSIONS.map((candidate) => candidate.core['n8n-core']).join(', ');
		throw new Error(`n8n-core ${wanted} is not among the tested ones (${known})`);
	}
	return row;
}

/** <cache>/n8n-core-<version>/node_modules, installed on first use. */
function ensureCore(row) {
	const version = row.core['n8n-core'];
	const home = path.join(CACHE_ROOT, `n8n-core-${version}`);
	const manifest = {
		name: 'n8n-core-matrix',
		private: true,
		description: 'n8n-core for scripts/test-core.js (generated; git-ignored)',
		dependencies: row.core,
	};
	const stamp = JSON.stringify(manifest);
	const stampFile = path.join(home, '.installed');
	if (fs.existsSync(stampFile) && fs.readFileSync(stampFile, 'utf8').trim() === stamp) {
		return { modules: path.join(home, 'node_modules'), installedNow: false, ms: 0 };
	}
	log(
		`installing n8n-core ${version} with n8n-workflow ${row.core['n8n-workflow']} into ${home} ...`,
	);
	const started = Date.now();
	fs.rmSync(home, { recursive: true, force: true });
	fs.mkdirSync(home, { recursive: true });
	fs.writeFileSync(path.join(home, 'package.json'), JSON.stringify(manifest, null, '\t') + '\n');
	const result = spawnSync(
		'npm',
		[
			'install',
			'--no-package-lock',
			'--legacy-peer-deps',
			'--ignore-scripts',
			'--no-audit',
			'--no-fund',
			'--loglevel=error',
		],
		{ cwd: home, stdio: 'inherit' },
	);
	if (result.status !== 0) throw new Error(`installing n8n-core ${version} failed`);
	fs.writeFileSync(stampFile, stamp + '\n');
	const ms = Date.now() - started;
	log(`n8n-core ${version} installed in ${Math.round(ms / 1000)} s`);
	return { modules: path.join(home, 'node_modules'), installedNow: true, ms };
}

/** Runs jest for one row; returns its counts from jest's JSON report. */
function runJest(row, jestArgs) {
	const version = row.core['n8n-core'];
	const own = version === PROJECT_CORE;
	let env = {
		...process.env,
		EXPECT_N8N_CORE: version,
		EXPECT_N8N_WORKFLOW: row.core['n8n-workflow'],
	};
	let node = process.execPath;
	let install = { ms: 0, installedNow: false };
	if (!own) {
		install = ensureCore(row);
		const runtime = ensureNode(row);
		node = runtime.execPath;
		env = { ...runtimeEnv(runtime, env), N8N_CORE_MODULES: install.modules };
	}
	const report = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'test-core-')), 'jest.json');
	console.log(
		`\n=== n8n-core ${version} (n8n ${row.n8n}) on Node.js ${own ? process.versions.node : row.node}${own ? ', the project’s own' : ''}`,
	);
	const started = Date.now();
	const result = spawnSync(
		node,
		[
			path.join(ROOT, 'node_modules', 'jest', 'bin', 'jest.js'),
			'--json',
			`--outputFile=${report}`,
			...jestArgs,
		],
		{ cwd: ROOT, stdio: 'inherit', env },
	);
	let counts = {};
	try {
		counts = JSON.parse(fs.readFileSync(report, 'utf8'));
	} catch {
		// jest did not get as far as its report: counted as a failure below
	}
	return {
		row,
		exit: result.status,
		passed: counts.numPassedTests ?? 0,
		failed: counts.numFailedTests ?? 0,
		skipped: counts.numPendingTests ?? 0,
		failedSuites: (counts.testResults ?? [])
			.filter((suite) => suite.status === 'failed')
			.map((suite) => path.relative(ROOT, suite.name)),
		seconds: Math.round((Date.now() - started) / 1000),
		installSeconds: Math.round(install.ms / 1000),
	};
}

function main() {
	const args = process.argv.slice(2);
	const all = args[0] === '--all';
	const named = all ? [] : args.filter((arg) => /^\d+(\.\d+)*$/.test(arg));
	const rows = all ? VERSIONS : (named.length > 0 ? named : [PROJECT_CORE]).map(findCore);
	const jestArgs = args.filter((arg) => arg !== '--all' && !named.includes(arg));
	const results = rows.map((row) => runJest(row, jestArgs));
	console.log('\nn8n-core   n8n        Node      passed  failed  skipped  jest s  install s');
	for (const r of results) {
		console.log(
			[
				r.row.core['n8n-core'].padEnd(10),
				r.row.n8n.padEnd(10),
				(r.row.node ?? process.versions.node).padEnd(9),
				String(r.passed).padStart(6),
				String(r.failed).padStart(7),
				String(r.skipped).padStart(8),
				String(r.seconds).padStart(7),
				String(r.installSeconds).padStart(10),
			].join(' '),
		);
		for (const suite of r.failedSuites) console.log(`  failed: ${suite}`);
	}
	const bad = results.filter((r) => r.exit !== 0 || r.passed === 0);
	const sum = (key) => results.reduce((total, r) => total + r[key], 0);
	console.log(`test:core: ${sum('passed')} passed, ${sum('failed')} failed`);
	console.log(
		`test:core: ${results.length - bad.length} of ${results.length} n8n-core versions green`,
	);
	process.exit(bad.length > 0 ? 1 : 0);
}

try {
	main();
} catch (error) {
	console.error(error.message);
	process.exit(1);
}
