'use strict';
// Where tested n8n versions and the Node.js they run on live (a cache folder outside the clone,
// shared by clones and CI runs on one machine), and the Node.js runtime of a version row
// (./versions.js): the Node running this script, or the npm package `node@<version>` installed
// into the cache (its binary and the headers native modules build against). Never a dependency
// of the package.
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { spawnSync } = require('node:child_process');

/** N8N_CACHE_DIR, else $XDG_CACHE_HOME (~/.cache)/n8n-nodes-document-processing. */
const CACHE_ROOT = process.env.N8N_CACHE_DIR
	? path.resolve(process.env.N8N_CACHE_DIR)
	: path.join(
			process.env.XDG_CACHE_HOME || path.join(os.homedir(), '.cache'),
			'n8n-nodes-document-processing',
		);

function log(message) {
	console.log(`[n8n-local] ${message}`);
}

/**
 * The install folder of a version row: N8N_LOCAL_DIR for the version scripts use (see
 * versions.js selectedVersion) when set, else <cache root>/<row.folder>.
 */
function n8nHome(row) {
	const { selectedVersion } = require('./versions');
	if (process.env.N8N_LOCAL_DIR && selectedVersion() === row)
		return path.resolve(process.env.N8N_LOCAL_DIR);
	return path.join(CACHE_ROOT, row.folder);
}

function n8nBinIn(home) {
	return path.join(home, 'node_modules', 'n8n', 'bin', 'n8n');
}

function nodeHome(version) {
	return path.join(CACHE_ROOT, `node-${version}`);
}

/** The `node` package keeps the platform's binary package (with `include/node`) in its own node_modules. */
function nodePackageDir(version) {
	return path.join(nodeHome(version), 'node_modules', 'node');
}

function headersDir(version) {
	const nested = path.join(nodePackageDir(version), 'node_modules');
	const platform = `node-${process.platform}-${process.arch}`;
	const dir = path.join(nested, platform);
	return fs.existsSync(path.join(dir, 'include', 'node')) ? dir : undefined;
}

function versionOf(execPath) {
	const result = spawnSync(execPath, ['--version'], { encoding: 'utf8' });
	return result.status === 0 ? result.stdout.trim().replace(/^v/, '') : undefined;
}

function checkRange(row) {
	const [major, minor] = process.versions.node.split('.').map(Number);
	const { min, maxMajor } = row.nodeRange;
	if (major < min[0] || (major === min[0] && minor < min[1]) || major > maxMajor) {
		throw new Error(
			`n8n ${row.n8n} runs on Node.js ${min.join('.')} to ${maxMajor}.x; this is Node.js ${process.versions.node}`,
		);
	}
}

/**
 * The Node.js a version row runs on, installed on first use (about 10 s, 120 MB):
 * `{ version, execPath, nodedir, installedNow }`. `nodedir` is undefined for the Node running
 * this script (npm's own setting applies).
 */
function ensureNode(row) {
	if (!row.node) {
		checkRange(row);
		return { version: process.versions.node, execPath: process.execPath, nodedir: undefined };
	}
	const execPath = path.join(nodePackageDir(row.node), 'bin', 'node');
	let installedNow = false;
	if (versionOf(execPath) !== row.node || !headersDir(row.node)) {
		const home = nodeHome(row.node);
		log(`installing Node.js ${row.node} (npm package node@${row.node}) into ${home} ...`);
		fs.rmSync(home, { recursive: true, force: true });
		fs.mkdirSync(home, { recursive: true });
		fs.writeFileSync(
			path.join(home, 'package.json'),
			JSON.stringify({ name: 'node-runtime', private: true }) + '\n',
		);
		// Its preinstall script fetches the platform's binary package: scripts must run.
		const result = spawnSync(
			'npm',
			[
				'install',
				`node@${row.node}`,
				'--no-package-lock',
				'--ignore-scripts=false',
				'--no-audit',
				'--no-fund',
				'--loglevel=error',
			],
			{ cwd: home, stdio: 'inherit', env: { ...process.env, npm_config_ignore_scripts: 'false' } },
		);
		if (result.status !== 0 || versionOf(execPath) !== row.node) {
			throw new Error(
				`installing Node.js ${row.node} from the npm package node@${row.node} failed`,
			);
		}
		installedNow = true;
	}
	return { version: row.node, execPath, nodedir: headersDir(row.node), installedNow };
}

/**
 * Environment for npm and the processes of a runtime: its binary first on PATH (npm's
 * `#!/usr/bin/env node`, lifecycle scripts, node-gyp), and native builds against its headers.
 */
function runtimeEnv(runtime, env = process.env) {
	const extra = { PATH: `${path.dirname(runtime.execPath)}${path.delimiter}${env.PATH ?? ''}` };
	if (runtime.nodedir) extra.npm_config_nodedir = runtime.nodedir;
	return { ...env, ...extra };
}

module.exports = { CACHE_ROOT, log, n8nHome, n8nBinIn, ensureNode, runtimeEnv };
