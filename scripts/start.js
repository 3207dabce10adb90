#!/usr/bin/env node
'use strict';
// `npm start`: the sandbox and a real n8n with this package loaded, the sandbox credential and
// the example workflows imported, the owner account set up. One Ctrl-C stops everything.
//
// Settings (environment): N8N_VERSION (which tested n8n: 2.41.1, the newest, by default; 2.8.4,
// 1.123.81 or a prefix such as 1 or 2.8; see scripts/n8n/versions.js), N8N_PORT (5678), N8N_RUNNERS_BROKER_PORT (5679), SANDBOX_PORT (5680),
// SANDBOX_API_KEY (sandbox-key), PROCESSING_DELAY_MS (3000), N8N_OWNER_EMAIL / N8N_OWNER_PASSWORD
// (the login set up on first start), N8N_LOG_LEVEL (warn). State lives in the version's install
// folder (~/.cache/n8n-nodes-document-processing/<n8n-version folder>/user/), one per version.
const crypto = require('node:crypto');
const fs = require('node:fs');
const path = require('node:path');

const n8n = require('./n8n/common');
const { ensureN8n } = require('./n8n/install');
const { templateCredentials, serversNeeded } = require('./lib/templateCredentials');
const { writeSamples } = require('./lib/samples');

const settings = {
	n8nPort: Number(process.env.N8N_PORT || 5678),
	brokerPort: Number(process.env.N8N_RUNNERS_BROKER_PORT || 5679),
	sandboxPort: Number(process.env.SANDBOX_PORT || 5680),
	apiKey: process.env.SANDBOX_API_KEY || 'sandbox-key',
	processingDelayMs: Number(process.env.PROCESSING_DELAY_MS || 3000),
	ownerEmail: process.env.N8N_OWNER_EMAIL || 'admin@example.com',
	ownerPassword: process.env.N8N_OWNER_PASSWORD || 'Sandbox-Pass-1',
	logLevel: process.env.N8N_LOG_LEVEL || 'warn',
};

const userFolder = path.join(n8n.N8N_HOME, 'user');
/** The example a newcomer opens first (examples/try-a-sample.json). */
const FIRST_EXAMPLE = 'dpTrySample';
const stateFile = path.join(userFolder, 'npm-start.json');
const pidFile = path.join(n8n.N8N_HOME, 'n8n.pid');
const logFile = path.join(n8n.N8N_HOME, 'n8n.log');

function readState() {
	try {
		return JSON.parse(fs.readFileSync(stateFile, 'utf8'));
	} catch {
		return { examples: {} };
	}
}

function writeState(state) {
	fs.writeFileSync(stateFile, JSON.stringify(state, null, 2) + '\n');
}

const hash = (file) => crypto.createHash('sha256').update(fs.readFileSync(file)).digest('hex');

/** An n8n an earlier `npm start` left running (killed without Ctrl-C): stop it, it is ours. */
function stopLeftover() {
	let pid;
	try {
		pid = Number(fs.readFileSync(pidFile, 'utf8'));
	} catch {
		return;
	}
	try {
		const commandLine = fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8');
		if (commandLine.includes(n8n.n8nBin())) {
			n8n.log(`stopping the n8n a previous npm start left running (pid ${pid})`);
			process.kill(-pid, 'SIGTERM');
		}
	} catch {
		// not running (or not Linux): nothing to do
	}
	fs.rmSync(pidFile, { force: true });
}

async function ensurePortFree(port, what, variable) {
	if (await n8n.portFree(port)) return;
	throw new Error(
		`port ${port} (${what}) is already in use on 127.0.0.1. Stop what uses it, or choose another port with ${variable}=<port>.`,
	);
}

const exampleLine = (baseUrl, workflow) =>
	`     ${baseUrl}/workflow/${workflow.id}   ${workflow.name.replace(/^Document Processing: /, '')}`;

/** 'a, b and c' */
const inWords = (list) =>
	list.length < 2 ? list.join('') : `${list.slice(0, -1).join(', ')} and ${list[list.length - 1]}`;

async function main() {
	const started = Date.now();
	const { installedNow, ms: installMs } = ensureN8n();
	fs.mkdirSync(userFolder, { recursive: true });
	stopLeftover();
	await new Promise((resolve) => setTimeout(resolve, 500));
	await ensurePortFree(settings.n8nPort, 'n8n', 'N8N_PORT');
	await ensurePortFree(settings.brokerPort, "n8n's task runner broker", 'N8N_RUNNERS_BROKER_PORT');
	await ensurePortFree(settings.sandboxPort, 'sandbox', 'SANDBOX_PORT');

	// The sandbox runs in this process: closing it is part of the one Ctrl-C.
	const { startSandbox } = require(path.join(n8n.ROOT, 'build', 'sandbox', 'index.js'));
	const sandbox = await startSandbox({
		demo: true,
		port: settings.sandboxPort,
		apiKey: settings.apiKey,
		processingDelayMs: settings.processingDelayMs,
	});
	n8n.log(`sandbox listening on ${sandbox.url} (key ${sandbox.apiKey})`);

	let n8nProcess;
	let stopping = false;
	const stopAll = async (reason, code = 0) => {
		if (stopping) return;
		stopping = true;
		console.log(`\n[n8n-local] ${reason}: stopping n8n and the sandbox ...`);
		try {
			await n8nProcess?.stop();
			fs.rmSync(pidFile, { force: true });
			await sandbox.close();
		} finally {
			console.log('[n8n-local] stopped.');
			process.exit(code);
		}
	};
	for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'])
		process.on(signal, () => void stopAll(`${signal} received`));
	// Whatever happens to this process, n8n's process group does not outlive it.
	process.on('exit', () => n8nProcess && n8n.killGroup(n8nProcess.child, 'SIGKILL'));

	try {
		n8n.stagePackage(userFolder);
		// n8n 2.x reads and writes files (Read/Write Files from Disk) only in folders it is allowed;
		// this one is for your own PDFs.
		const filesFolder = path.join(n8n.N8N_HOME, 'files');
		// Sample documents to try, made now; a file already there (yours) is never replaced.
		const samples = await writeSamples(filesFolder);
		const env = n8n.n8nEnv({
			userFolder,
			port: settings.n8nPort,
			brokerPort: settings.brokerPort,
			logLevel: settings.logLevel,
			extra: { N8N_RESTRICT_FILE_ACCESS_TO: filesFolder },
		});
		const state = readState();

		// The credential points at this sandbox; imported again whenever its address or key changed.
		const credential = {
			url: sandbox.url,
			apiKey: sandbox.apiKey,
			workflowApiKey: sandbox.workflowApiKey,
		};
		if (JSON.stringify(state.credential) !== JSON.stringify(credential)) {
			n8n.log(`importing the credential "${n8n.CREDENTIAL.name}" (${sandbox.url}) ...`);
			await n8n.importCredential(env, credential, userFolder);
			state.credential = credential;
			writeState(state);
		}
		// The templates' mail, database and archive credentials, as placeholders to fill in.
		if (!state.templateCredentials) {
			await n8n.importCredentials(env, templateCredentials(), userFolder);
			state.templateCredentials = true;
			writeState(state);
		}
		// Examples are imported once; again only when the file in examples/ changed (your edits in
		// the editor are kept otherwise). A deleted example comes back after removing <install folder>/user.
		const changed = n8n
			.exampleFiles()
			.filter((file) => state.examples[path.basename(file)] !== hash(file));
		if (changed.length > 0) {
			n8n.log(
				`importing example workflows: ${changed.map((file) => path.basename(file)).join(', ')} ...`,
			);
			await n8n.importWorkflows(env, changed, userFolder, { filesFolder });
			for (const file of changed) state.examples[path.basename(file)] = hash(file);
			writeState(state);
		}

		n8n.log(`starting n8n ${n8n.N8N_VERSION} (log: ${path.relative(process.cwd(), logFile)}) ...`);
		n8nProcess = n8n.startN8n(env, {
			logFile,
			onLine: (line) => {
				if (line.trim() && !/Python task runner|python runner/i.test(line))
					console.log(`[n8n] ${line}`);
			},
		});
		fs.writeFileSync(pidFile, String(n8nProcess.child.pid));
		n8nProcess.exit.then(({ code, signal }) => {
			if (!stopping) void stopAll(`n8n exited (${signal ?? `code ${code}`}); see ${logFile}`, 1);
		});
		const baseUrl = `http://127.0.0.1:${settings.n8nPort}`;
		await n8n.waitForN8n(baseUrl, n8nProcess);

		const rest = new n8n.N8nRest(baseUrl);
		let login = state.owner;
		if (await rest.needsOwner()) {
			login = { email: settings.ownerEmail, password: settings.ownerPassword };
			await rest.setupOwner({ ...login, firstName: 'Sandbox', lastName: 'Owner' });
			state.owner = login;
			writeState(state);
			n8n.log(`owner account set up: ${login.email}`);
		}

		const seconds = (ms) => `${Math.round(ms / 1000)} s`;
		const examples = n8n.exampleFiles().map((file) => n8n.readWorkflow(file));
		console.log(
			[
				'',
				'================================================================================',
				` n8n ${n8n.N8N_VERSION} with n8n-nodes-document-processing is running (ready in ${seconds(Date.now() - started)}${installedNow ? `, n8n installed in ${seconds(installMs)}` : ''})`,
				'',
				`   Editor:   ${baseUrl}/`,
				`   Login:    ${login ? `${login.email} / ${login.password}` : '(the account you set up in the editor)'}`,
				`   Sandbox:  ${sandbox.url}   (X-API-KEY: ${sandbox.apiKey})`,
				`   Credential "${n8n.CREDENTIAL.name}" points at the sandbox.`,
				`   Your own files: put your PDFs in ${filesFolder}`,
				'     (Read/Write Files from Disk may read there; n8n 2.x refuses other folders)',
				'     Samples to try are there already:',
				...samples.map(({ file, what }) => `       ${file.padEnd(33)}${what}`),
				'',
				`   Open first: ${baseUrl}/workflow/${FIRST_EXAMPLE}   try a sample`,
				'     Click "Execute workflow": it uploads sample-invoice.pdf and shows its fields.',
				'     Execute again: nothing is uploaded twice (duplicate: true).',
				'',
				'   Example workflows (open one, then "Execute workflow"):',
				...examples
					.filter((workflow) => serversNeeded(workflow).length === 0)
					.map((workflow) => exampleLine(baseUrl, workflow)),
				'',
				'   The recipes need servers npm start does not run; they stop at their first such node here:',
				...examples
					.filter((workflow) => serversNeeded(workflow).length > 0)
					.flatMap((workflow) => [
						exampleLine(baseUrl, workflow),
						`       needs ${inWords(serversNeeded(workflow))}`,
					]),
				'     To run them with real servers on this machine: npm run try:recipe (as root; Debian or Ubuntu).',
				'',
				"   n8n's own note above (two of its settings are deprecated) is about n8n itself: nothing to do.",
				'   Ctrl-C stops n8n and the sandbox.',
				'================================================================================',
				'',
			].join('\n'),
		);
	} catch (error) {
		console.error(`[n8n-local] ${error.message}`);
		await stopAll('start failed', 1);
	}
}

main().catch((error) => {
	console.error(`[n8n-local] ${error.message}`);
	process.exit(1);
});
