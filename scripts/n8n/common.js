'use strict';
/* global AbortSignal */
// Running a real n8n (the version N8N_VERSION names, default the newest tested one, see
// ./versions.js; installed by ./install.js into a cache folder, never a dependency of the
// package) with this package loaded, on the Node.js that version needs: environment, the package copy in the user folder, CLI
// commands (import, execute), `n8n start` as a child process group, and the REST calls
// (owner set-up, login, activation, executions, credential test). Used by scripts/start.js,
// scripts/demo.js and e2e/run.js.
const fs = require('node:fs');
const net = require('node:net');
const os = require('node:os');
const path = require('node:path');
const { spawn, spawnSync } = require('node:child_process');

const { selectedVersion } = require('./versions');
const { CACHE_ROOT, log, n8nHome, n8nBinIn, ensureNode, runtimeEnv } = require('./runtime');

const ROOT = path.resolve(__dirname, '..', '..');
const VERSION = selectedVersion();
const N8N_VERSION = VERSION.n8n;
const N8N_HOME = n8nHome(VERSION);
const PACKAGE = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8'));
const EXAMPLES_DIR = path.join(ROOT, 'examples');

/** The example workflows' credential (they reference it by this id and name). */
const CREDENTIAL = {
	id: 'dpSandboxCredential',
	name: 'Document Processing Sandbox',
	type: 'documentProcessingApi',
};

function n8nBin() {
	return n8nBinIn(N8N_HOME);
}

let runtime;
/** The Node.js N8N_VERSION runs on (installed on first use). */
function n8nRuntime() {
	runtime ??= ensureNode(VERSION);
	return runtime;
}

/** Whether the installed n8n has the backend module `name` (N8N_DISABLED_MODULES refuses unknown ones). */
function hasModule(name) {
	return fs.existsSync(path.join(N8N_HOME, 'node_modules', 'n8n', 'dist', 'modules', name));
}

/** Environment for every n8n process: a user folder of its own, loopback only, no phoning home. */
function n8nEnv({ userFolder, port = 5678, brokerPort = 5679, logLevel = 'info', extra = {} }) {
	const base = `http://127.0.0.1:${port}/`;
	return {
		...runtimeEnv(n8nRuntime()),
		// What n8n's own images set (and hand to the task runner): the exact version.
		N8N_VERSION,
		N8N_USER_FOLDER: userFolder,
		N8N_PORT: String(port),
		N8N_LISTEN_ADDRESS: '127.0.0.1',
		N8N_HOST: '127.0.0.1',
		N8N_PROTOCOL: 'http',
		N8N_EDITOR_BASE_URL: base,
		WEBHOOK_URL: base,
		N8N_SECURE_COOKIE: 'false',
		N8N_RUNNERS_BROKER_PORT: String(brokerPort),
		N8N_RUNNERS_BROKER_LISTEN_ADDRESS: '127.0.0.1',
		N8N_DIAGNOSTICS_ENABLED: 'false',
		N8N_VERSION_NOTIFICATIONS_ENABLED: 'false',
		N8N_TEMPLATES_ENABLED: 'false',
		N8N_PERSONALIZATION_ENABLED: 'false',
		N8N_HIRING_BANNER_ENABLED: 'false',
		// No calls to n8n's servers (each a stack trace on a machine without internet): the list of
		// verified community nodes the nodes panel offers to install, the editor's banners and
		// "what's new", and (below) the MCP server registry refresh, a system task.
		N8N_VERIFIED_PACKAGES_ENABLED: 'false',
		N8N_DYNAMIC_BANNERS_ENABLED: 'false',
		N8N_VERSION_NOTIFICATIONS_WHATS_NEW_ENABLED: 'false',
		...(hasModule('mcp-registry') ? { N8N_DISABLED_MODULES: 'mcp-registry' } : {}),
		// Today's defaults, set explicitly: n8n then does not list them as deprecations at start.
		// The package is loaded as an unverified community package, so that one must stay true.
		N8N_UNVERIFIED_PACKAGES_ENABLED: 'true',
		N8N_RUNNERS_TASK_TIMEOUT: '300',
		N8N_COMPRESSION_NODE_MAX_DECOMPRESSED_SIZE_BYTES: String(2 * 1024 ** 3),
		N8N_COMPRESSION_NODE_MAX_ZIP_ENTRIES: '5000',
		N8N_ENFORCE_SETTINGS_FILE_PERMISSIONS: 'false',
		N8N_LOG_LEVEL: logLevel,
		DB_SQLITE_POOL_SIZE: '2',
		...extra,
	};
}

/**
 * Puts the built package where n8n looks for installed community packages
 * (<user folder>/.n8n/nodes/node_modules/<name>), so its node types get the names users have
 * after installing it from the Community Nodes settings: `n8n-nodes-document-processing.documentProcessing`.
 * A copy (package.json + dist), not a link: the package's require('n8n-workflow') must find
 * n8n's own copy, not the devDependency in this repository.
 */
function stagePackage(userFolder) {
	const dist = path.join(ROOT, 'dist');
	if (
		!fs.existsSync(path.join(dist, 'nodes', 'DocumentProcessing', 'DocumentProcessing.node.js'))
	) {
		throw new Error('dist/ is missing: run `npm run build` first');
	}
	const target = path.join(userFolder, '.n8n', 'nodes', 'node_modules', PACKAGE.name);
	fs.rmSync(target, { recursive: true, force: true });
	fs.mkdirSync(target, { recursive: true });
	const manifest = {
		name: PACKAGE.name,
		version: PACKAGE.version,
		n8n: PACKAGE.n8n,
		license: PACKAGE.license,
	};
	fs.writeFileSync(path.join(target, 'package.json'), JSON.stringify(manifest, null, 2) + '\n');
	fs.cpSync(dist, path.join(target, 'dist'), { recursive: true });
	return target;
}

/**
 * Installs the package as README "Install in n8n" tells a user to, by hand: `npm pack`, then
 * `npm install <tarball> --legacy-peer-deps` in the user folder's `.n8n/nodes`, where n8n's own
 * installer puts community packages (so the node types get the package's name). Returns the
 * installed folder.
 */
function installPackedPackage(userFolder) {
	const packDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dp-pack-'));
	try {
		const packed = spawnSync('npm', ['pack', '--pack-destination', packDir, '--ignore-scripts'], {
			cwd: ROOT,
			encoding: 'utf8',
		});
		if (packed.status !== 0) throw new Error(`npm pack failed:\n${packed.stderr}`);
		const tarball = path.join(packDir, packed.stdout.trim().split('\n').pop());
		const nodesDir = path.join(userFolder, '.n8n', 'nodes');
		fs.mkdirSync(nodesDir, { recursive: true });
		const installed = spawnSync(
			'npm',
			['install', tarball, '--legacy-peer-deps', '--ignore-scripts', '--no-audit', '--no-fund'],
			{ cwd: nodesDir, encoding: 'utf8', timeout: 300000 },
		);
		if (installed.status !== 0)
			throw new Error(`npm install of the tarball failed:\n${installed.stderr}`);
		const target = path.join(nodesDir, 'node_modules', PACKAGE.name);
		if (fs.existsSync(path.join(nodesDir, 'node_modules', 'n8n-workflow')))
			throw new Error(
				'the peer dependency n8n-workflow was installed: --legacy-peer-deps did not hold',
			);
		return target;
	} finally {
		fs.rmSync(packDir, { recursive: true, force: true });
	}
}

/** Node type names as n8n knows them with the package installed. */
const NODE_TYPES = {
	action: `${PACKAGE.name}.documentProcessing`,
	trigger: `${PACKAGE.name}.documentProcessingTrigger`,
	webhookTrigger: `${PACKAGE.name}.documentProcessingWebhookTrigger`,
};

/** The `n8n <command>` runs (runCli) not ended yet, each its own process group. */
const cliRuns = new Set();

/** Ends every `n8n <command>` still running (a lane that stops: e2e/servers/daemons.js). */
function killCliRuns() {
	for (const child of cliRuns) killGroup(child, 'SIGKILL');
}

/** Runs `n8n <args>`; resolves with the exit code and the output (never rejects on a non-zero exit). */
function runCli(args, env, { timeoutMs = 180000 } = {}) {
	return new Promise((resolve, reject) => {
		const child = spawn(n8nRuntime().execPath, [n8nBin(), ...args], {
			env,
			cwd: N8N_HOME,
			stdio: ['ignore', 'pipe', 'pipe'],
			detached: true,
		});
		cliRuns.add(child);
		let stdout = '';
		let stderr = '';
		child.stdout.on('data', (chunk) => (stdout += chunk));
		child.stderr.on('data', (chunk) => (stderr += chunk));
		const timer = setTimeout(() => {
			killGroup(child, 'SIGKILL');
			reject(new Error(`n8n ${args[0]} did not finish within ${timeoutMs / 1000} s`));
		}, timeoutMs);
		child.on('error', (error) => {
			clearTimeout(timer);
			cliRuns.delete(child);
			reject(error);
		});
		child.on('close', (code, signal) => {
			clearTimeout(timer);
			// The CLI leaves its task runner behind now and then; its group goes with it.
			killGroup(child, 'SIGKILL');
			cliRuns.delete(child);
			resolve({ code, signal, stdout, stderr });
		});
	});
}

async function cliOrThrow(args, env, options) {
	const result = await runCli(args, env, options);
	if (result.code !== 0) {
		throw new Error(
			`n8n ${args.join(' ')} failed (exit ${result.code}):\n${(result.stdout + result.stderr).trim().split('\n').slice(-20).join('\n')}`,
		);
	}
	return result;
}

/** Imports (or overwrites) the sandbox credential the examples use. */
async function importCredential(env, { url, apiKey, workflowApiKey }, workDir) {
	const data = {
		apiKey,
		environment: 'production',
		productionUrl: url,
		workflowHost: url,
		workflowApiKey: workflowApiKey ?? '',
	};
	await importCredentials(env, [{ ...CREDENTIAL, data }], workDir);
}

/** Imports (or overwrites) credentials given as `{ id, name, type, data }` with plain data. */
async function importCredentials(env, credentials, workDir) {
	const file = path.join(workDir, `credentials-${process.pid}.json`);
	fs.writeFileSync(file, JSON.stringify(credentials, null, 2));
	try {
		await cliOrThrow(['import:credentials', `--input=${file}`], env);
	} finally {
		fs.rmSync(file, { force: true });
	}
}

/** Imports workflow files (each keeps its id, so importing again overwrites). */
/**
 * Where the examples read files: n8n 2.x's files folder (`~/.n8n-files`, the only one Read/Write
 * Files from Disk may read by default) in n8n's Docker image. Imported with `filesFolder`, the
 * examples read from that folder instead (npm start's, with the samples).
 */
const EXAMPLES_FILES_FOLDER = '/home/node/.n8n-files';

async function importWorkflows(env, files, workDir, { filesFolder } = {}) {
	if (files.length === 0) return;
	const dir = fs.mkdtempSync(path.join(workDir, 'workflows-'));
	try {
		for (const file of files) {
			const text = fs.readFileSync(file, 'utf8');
			fs.writeFileSync(
				path.join(dir, path.basename(file)),
				filesFolder ? text.replaceAll(`${EXAMPLES_FILES_FOLDER}/`, `${filesFolder}/`) : text,
			);
		}
		await cliOrThrow(['import:workflow', '--separate', `--input=${dir}`], env);
	} finally {
		fs.rmSync(dir, { recursive: true, force: true });
	}
}

function exampleFiles() {
	return fs
		.readdirSync(EXAMPLES_DIR)
		.filter((name) => name.endsWith('.json'))
		.sort()
		.map((name) => path.join(EXAMPLES_DIR, name));
}

function readWorkflow(file) {
	return JSON.parse(fs.readFileSync(file, 'utf8'));
}

/** `--rawOutput` prints the run's JSON after whatever the logger printed: parse from the first line starting with `{`. */
function parseRawOutput(text) {
	const lines = text.split('\n');
	const start = lines.findIndex((line) => line.startsWith('{'));
	if (start === -1) return undefined;
	for (let end = lines.length; end > start; end--) {
		try {
			return JSON.parse(lines.slice(start, end).join('\n'));
		} catch {
			// trailing log lines: try a shorter slice
		}
	}
	return undefined;
}

/** `n8n execute --id` and the parsed run; `run.error` names what failed. */
async function executeWorkflow(env, id, options) {
	const started = Date.now();
	const result = await runCli(['execute', `--id=${id}`, '--rawOutput'], env, options);
	const run = parseRawOutput(result.stdout);
	const runData = run?.data?.resultData?.runData ?? {};
	const error =
		run?.data?.resultData?.error?.message ??
		(run
			? undefined
			: `no run output (exit ${result.code}): ${(result.stdout + result.stderr).trim().split('\n').slice(-10).join(' | ')}`);
	return {
		id,
		code: result.code,
		signal: result.signal,
		ms: Date.now() - started,
		run,
		runData,
		error,
		output: result.stdout + result.stderr,
	};
}

/** The JSON of the items a node returned in an execution's run data. */
function nodeItems(runData, nodeName) {
	const runs = runData[nodeName];
	if (!runs || runs.length === 0) return undefined;
	return (runs[runs.length - 1].data?.main?.[0] ?? []).map((item) => item.json);
}

function nodeBinary(runData, nodeName, index = 0, property = 'data') {
	const runs = runData[nodeName];
	return runs?.[runs.length - 1]?.data?.main?.[0]?.[index]?.binary?.[property];
}

/** The bytes of a binary n8n stored in filesystem mode (`filesystem-v2:<path>`) or inline. */
function readBinary(userFolder, binary) {
	if (!binary) return undefined;
	if (binary.id) {
		const [mode, relative] = [
			binary.id.slice(0, binary.id.indexOf(':')),
			binary.id.slice(binary.id.indexOf(':') + 1),
		];
		const roots = mode === 'filesystem-v2' ? ['storage', 'binaryData'] : ['binaryData', 'storage'];
		for (const root of roots) {
			const file = path.join(userFolder, '.n8n', root, relative);
			if (fs.existsSync(file)) return fs.readFileSync(file);
		}
		return undefined;
	}
	return Buffer.from(binary.data, 'base64');
}

function portFree(port, host = '127.0.0.1') {
	return new Promise((resolve) => {
		const server = net.createServer();
		server.once('error', () => resolve(false));
		server.listen(port, host, () => server.close(() => resolve(true)));
	});
}

/** A port nobody listens on right now (the OS picks it). */
function freePort() {
	return new Promise((resolve, reject) => {
		const server = net.createServer();
		server.once('error', reject);
		server.listen(0, '127.0.0.1', () => {
			const { port } = server.address();
			server.close(() => resolve(port));
		});
	});
}

/** Signals a child started with `detached: true` and everything it started (its process group). */
function killGroup(child, signal = 'SIGTERM') {
	if (!child || child.pid === undefined) return;
	try {
		process.kill(-child.pid, signal);
	} catch {
		try {
			child.kill(signal);
		} catch {
			// already gone
		}
	}
}

/**
 * Starts `n8n start` (or another long-running command: `['worker']`, `['webhook']`) in its own
 * process group. Output goes to `logFile`, and to `onLine` line by line. `stop()` sends SIGTERM to
 * the group, then SIGKILL after `graceMs`.
 */
function startN8n(env, { logFile, onLine, args = ['start'] } = {}) {
	const child = spawn(n8nRuntime().execPath, [n8nBin(), ...args], {
		env,
		cwd: N8N_HOME,
		stdio: ['ignore', 'pipe', 'pipe'],
		detached: true,
	});
	const out = logFile ? fs.createWriteStream(logFile, { flags: 'a' }) : undefined;
	let tail = [];
	let buffered = '';
	const onData = (chunk) => {
		out?.write(chunk);
		buffered += chunk;
		const lines = buffered.split('\n');
		buffered = lines.pop();
		for (const line of lines) {
			tail.push(line);
			if (tail.length > 60) tail = tail.slice(-60);
			onLine?.(line);
		}
	};
	child.stdout.on('data', onData);
	child.stderr.on('data', onData);
	let exited = false;
	const exit = new Promise((resolve) => {
		child.on('exit', (code, signal) => {
			exited = true;
			resolve({ code, signal });
		});
		// Not started at all (spawn ENOENT): exited, the reason its last line.
		child.on('error', (error) => {
			tail.push(`n8n: ${error.message}`);
			exited = true;
			resolve({ code: null, signal: null, error });
		});
	});
	return {
		child,
		exit,
		get exited() {
			return exited;
		},
		tail: () => tail.join('\n'),
		async stop(graceMs = 15000) {
			if (!exited) {
				killGroup(child, 'SIGTERM');
				const timer = setTimeout(() => killGroup(child, 'SIGKILL'), graceMs);
				await exit;
				clearTimeout(timer);
			}
			// Task runners n8n started go with the group.
			killGroup(child, 'SIGKILL');
			out?.end();
		},
	};
}

/** Waits until n8n answers /healthz/readiness (or /healthz) with 200; fails early if it exits. */
async function waitForN8n(baseUrl, n8n, timeoutMs = 180000) {
	const deadline = Date.now() + timeoutMs;
	while (Date.now() < deadline) {
		if (n8n.exited) throw new Error(`n8n exited while starting:\n${n8n.tail()}`);
		try {
			const response = await fetch(`${baseUrl}/healthz/readiness`, {
				signal: AbortSignal.timeout(2000),
			});
			if (response.status === 200) {
				// The REST API comes up with the editor; settings answering means it is there.
				const settings = await fetch(`${baseUrl}/rest/settings`, {
					signal: AbortSignal.timeout(2000),
				});
				if (settings.status === 200) return;
			}
		} catch {
			// not listening yet
		}
		await new Promise((resolve) => setTimeout(resolve, 500));
	}
	throw new Error(`n8n did not become ready within ${timeoutMs / 1000} s:\n${n8n.tail()}`);
}

/** The REST API the editor uses: cookie login (with the browser id n8n ties the cookie to). */
class N8nRest {
	constructor(baseUrl) {
		this.baseUrl = baseUrl.replace(/\/$/, '');
		this.cookie = '';
		this.browserId = `n8n-nodes-document-processing-${process.pid}`;
	}

	async request(method, urlPath, body, { allowError = false, timeoutMs = 60000 } = {}) {
		// n8n answers every call 503 "Database is not ready!" from a database ping that failed until
		// the next one succeeds (every 2 s): such an answer is asked again, up to 5 times.
		for (let attempt = 1; ; attempt++) {
			let answer;
			try {
				answer = await this.requestOnce(method, urlPath, body, { timeoutMs });
			} catch (error) {
				// A kept-alive connection n8n closed while this process was busy (the backlog's checks
				// of 810 files block it for seconds) is found closed only when reused: a GET, which
				// changes nothing, is asked once more on a new connection (RFC 9112, 9.3.1).
				if (method === 'GET' && attempt === 1 && error.code === 'UND_ERR_SOCKET') continue;
				throw error;
			}
			if (answer.status === 503 && /Database is not ready/.test(answer.text) && attempt < 5) {
				await new Promise((resolve) => setTimeout(resolve, 2000));
				continue;
			}
			if (!allowError && !(answer.status >= 200 && answer.status < 300))
				throw new Error(`${method} ${urlPath}: HTTP ${answer.status} ${answer.text.slice(0, 300)}`);
			return answer;
		}
	}

	/** One call, its answer whatever its status. */
	async requestOnce(method, urlPath, body, { timeoutMs }) {
		const response = await fetch(`${this.baseUrl}${urlPath}`, {
			method,
			headers: {
				'content-type': 'application/json',
				'browser-id': this.browserId,
				...(this.cookie ? { cookie: this.cookie } : {}),
			},
			body: body === undefined ? undefined : JSON.stringify(body),
			signal: AbortSignal.timeout(timeoutMs),
		}).catch((error) => {
			// fetch says only "fetch failed": what the connection said is in its cause.
			const cause = error.cause;
			throw Object.assign(
				new Error(
					`${method} ${urlPath}: ${error.message}${cause ? ` (${[cause.code, cause.message].filter(Boolean).join(': ')})` : ''}`,
					{ cause: error },
				),
				{ code: cause?.code },
			);
		});
		const setCookie = response.headers.getSetCookie?.() ?? [];
		const auth = setCookie
			.map((value) => value.split(';')[0])
			.find((value) => value.startsWith('n8n-auth='));
		if (auth) this.cookie = auth;
		const text = await response.text();
		let json;
		try {
			json = text ? JSON.parse(text) : undefined;
		} catch {
			json = undefined;
		}
		return {
			status: response.status,
			body: json?.data !== undefined && Object.keys(json).length === 1 ? json.data : json,
			text,
		};
	}

	/** True when n8n still waits for its owner account. */
	async needsOwner() {
		const { status, body } = await this.request('GET', '/rest/settings', undefined, {
			allowError: true,
		});
		return status === 200 && body?.userManagement?.showSetupOnFirstLoad === true;
	}

	async setupOwner(owner) {
		await this.request('POST', '/rest/owner/setup', owner);
	}

	async login(email, password) {
		await this.request('POST', '/rest/login', { emailOrLdapLoginId: email, password });
	}

	async workflow(id) {
		return (await this.request('GET', `/rest/workflows/${id}`)).body;
	}

	/** Activation is publishing in n8n 2.x: the current version becomes the active one. */
	async activate(id) {
		const workflow = await this.workflow(id);
		return (
			await this.request('POST', `/rest/workflows/${id}/activate`, {
				versionId: workflow.versionId,
			})
		).body;
	}

	async deactivate(id) {
		return (await this.request('POST', `/rest/workflows/${id}/deactivate`, {})).body;
	}

	async executions(workflowId) {
		const filter = encodeURIComponent(JSON.stringify({ workflowId }));
		const { body } = await this.request('GET', `/rest/executions?filter=${filter}&limit=50`);
		return body?.results ?? body ?? [];
	}

	async execution(id) {
		return (await this.request('GET', `/rest/executions/${id}`)).body;
	}

	/** A stored execution's run data (`{ resultData, … }`), parsed from n8n's flatted JSON. */
	async executionRun(id) {
		const { parse } = require(require.resolve('flatted', { paths: [N8N_HOME] }));
		const { data } = await this.execution(id);
		return typeof data === 'string' ? parse(data) : data;
	}

	/** POST /rest/credentials/test with the stored credential's id and other data: `{status: 'OK' | 'Error', message}`. */
	async testCredential(id, type, data) {
		return (
			await this.request('POST', '/rest/credentials/test', {
				credentials: { id, name: 'test', type, data },
			})
		).body;
	}
}

module.exports = {
	installPackedPackage,
	importCredentials,
	ROOT,
	CACHE_ROOT,
	N8N_VERSION,
	N8N_HOME,
	n8nRuntime,
	PACKAGE,
	EXAMPLES_DIR,
	CREDENTIAL,
	NODE_TYPES,
	n8nBin,
	log,
	n8nEnv,
	stagePackage,
	runCli,
	killCliRuns,
	cliOrThrow,
	importCredential,
	importWorkflows,
	exampleFiles,
	readWorkflow,
	parseRawOutput,
	executeWorkflow,
	nodeItems,
	nodeBinary,
	readBinary,
	portFree,
	freePort,
	killGroup,
	startN8n,
	waitForN8n,
	N8nRest,
};
