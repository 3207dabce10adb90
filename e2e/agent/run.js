#!/usr/bin/env node
'use strict';
// `npm run test:agent`: n8n's own AI Agent with this package's node as its tools, in a real n8n
// (N8N_VERSION, default the newest tested one; scripts/n8n/) against the sandbox, with a scripted
// OpenAI-compatible model (./modelServer.js) deciding which tool to call from what the agent
// offers and what the tools answer. The workflow (./workflow.js) is imported and activated under
// `n8n start`; each scenario (./scenarios/) seeds the sandbox, sends one user message to a
// webhook (./scenario.js) and is checked at the end system, the sandbox's documents read over its
// HTTP API before and after, and in the agent's answer (./checks.js).
//
// Printed per scenario: the tools the model received, every request that reached the sandbox,
// the documents the agent created, the size of every tool answer. A scenario marked
// `knownFailure` (a limitation found and reported, e.g. (d): n8n gives a tool no binary data)
// passes only while it fails for that reason. Closing line: `test:agent: N passed, N failed`
// (and the known failures). E2E_KEEP=1 keeps the n8n user folder.
const assert = require('node:assert/strict');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');

const n8n = require('../../scripts/n8n/common');
const { ensureN8n } = require('../../scripts/n8n/install');
const { startModelServer } = require('./modelServer');
const { agentWorkflow, WORKFLOW_ID, WEBHOOK_PATHS, OPENAI_CREDENTIAL } = require('./workflow');
const { AGENT_VERSIONS } = require('./versions');
const { NEWEST } = require('../../scripts/n8n/versions');
const { waitForWebhook } = require('./chat');
const { MODEL } = require('./modelServer');
const { listedModels } = require('./modelList');
const { runScenario } = require('./scenario');
const { checkScenario } = require('./checks');
const { indent } = require('./report');
const { takeScreenshots } = require('./screenshots');

const SCENARIOS = ['approve', 'review', 'setField', 'upload', 'uploadBase64'].map((name) =>
	require(`./scenarios/${name}`),
);
const OWNER = {
	email: 'agent@example.com',
	password: 'Agent-Password-1',
	firstName: 'Agent',
	lastName: 'Test',
};
// Nothing moves on its own during a scenario: an approved document stays approved_pending_export.
const PROCESSING_DELAY_MS = 60 * 60 * 1000;

const started = Date.now();
const results = [];
/** The scenarios that failed for their known reason. */
const knownFailures = [];
const seconds = (from) => `${((Date.now() - from) / 1000).toFixed(1)} s`;
const running = {};
for (const signal of ['SIGINT', 'SIGTERM'])
	process.on(signal, () => {
		console.log(`\n${signal}: stopping n8n`);
		if (running.n8n) n8n.killGroup(running.n8n.child, 'SIGKILL');
		process.exit(130);
	});

/** Runs one check and prints it; `known`: a failure is part of a scenario's known failure. */
function passes(name, fn, known = false) {
	try {
		fn();
		console.log(`    ✓ ${name}`);
		return true;
	} catch (error) {
		console.log(
			`    ✗${known ? ' (known failure)' : ''} ${name}\n${indent(error.message, '        ')}`,
		);
		return false;
	}
}

function check(name, fn) {
	results.push({ name, ok: passes(name, fn) });
}

/**
 * A scenario's checks. One with a `knownFailure` (a limitation found and reported, not fixed
 * here) counts as one result: passed when its checks fail for the known reason, failed when they
 * fail for another or when they all pass (then the marker is out of date).
 */
function checkRun(run, offered) {
	const known = run.scenario.knownFailure;
	if (!known) return checkScenario(run, offered, check);
	const failed = [];
	checkScenario(run, offered, (name, fn) => {
		if (!passes(name, fn, true)) failed.push(name);
	});
	check(`known failure: ${known.reason}`, () => {
		assert.ok(
			failed.length > 0,
			`the scenario passes now: remove its knownFailure (${run.scenario.name})`,
		);
		assert.ok(known.seen(run), `it failed (${failed.join('; ')}), but not for the known reason`);
		knownFailures.push(run.scenario.name);
	});
}

async function startEverything(userFolder) {
	ensureN8n({ quiet: true });
	const { startSandbox } = require(path.join(n8n.ROOT, 'build', 'sandbox', 'index.js'));
	const sandbox = (running.sandbox = await startSandbox({
		demo: true,
		processingDelayMs: PROCESSING_DELAY_MS,
	}));
	const model = (running.model = await startModelServer());
	const port = await n8n.freePort();
	const env = n8n.n8nEnv({ userFolder, port, brokerPort: await n8n.freePort() });
	n8n.stagePackage(userFolder);
	await n8n.importCredential(env, { url: sandbox.url, apiKey: sandbox.apiKey }, userFolder);
	await n8n.importCredentials(
		env,
		[{ ...OPENAI_CREDENTIAL, data: { apiKey: 'sk-scripted', url: model.baseUrl } }],
		userFolder,
	);
	const file = path.join(userFolder, 'agent-workflow.json');
	fs.writeFileSync(file, JSON.stringify(agentWorkflow(), null, 2));
	await n8n.importWorkflows(env, [file], userFolder);
	const baseUrl = `http://127.0.0.1:${port}`;
	running.n8n = n8n.startN8n(env, { logFile: path.join(userFolder, 'n8n.log') });
	await n8n.waitForN8n(baseUrl, running.n8n);
	const rest = new n8n.N8nRest(baseUrl);
	await rest.setupOwner(OWNER);
	await rest.login(OWNER.email, OWNER.password);
	await rest.activate(WORKFLOW_ID);
	for (const webhookPath of Object.values(WEBHOOK_PATHS))
		await waitForWebhook(`${baseUrl}/webhook/${webhookPath}`);
	return { sandbox, model, baseUrl, rest };
}

/** The README's pictures of the workflow (./screenshots.js), retaken by every run in the newest n8n. */
async function screenshots({ baseUrl }) {
	if (process.env.E2E_SCREENSHOT === '0')
		return console.log('  README screenshots skipped (E2E_SCREENSHOT=0)');
	if (n8n.N8N_VERSION !== NEWEST)
		return console.log(`  README screenshots skipped: they show n8n ${NEWEST}`);
	console.log('  README screenshots (the n8n editor in headless Chromium)');
	const phase = Date.now();
	let shots;
	let failure;
	try {
		shots = await takeScreenshots({ baseUrl, email: OWNER.email, password: OWNER.password });
	} catch (error) {
		failure = error;
	}
	if (shots?.skipped) return console.log(`    - skipped: ${shots.skipped}`);
	const files = shots?.files ?? [];
	check(
		`${files.map((file) => path.relative(n8n.ROOT, file)).join(', ') || 'the screenshots'} (${seconds(phase)})`,
		() => {
			if (failure) throw failure;
			for (const file of files)
				assert.ok(fs.statSync(file).size > 10000, `${file}: the PNG is suspiciously small`);
		},
	);
}

function printSummary(runs) {
	console.log(
		'\n  scenario                                                 time  tool answers  largest       all',
	);
	for (const run of runs) {
		const bytes = run.answers.map((answer) => answer.bytes);
		const all = bytes.reduce((sum, size) => sum + size, 0);
		console.log(
			`  ${run.scenario.name.padEnd(54)} ${`${run.seconds.toFixed(1)} s`.padStart(7)} ${String(run.answers.length).padStart(13)} ${`${Math.max(0, ...bytes)} B`.padStart(8)} ${`${all} B`.padStart(9)}${run.scenario.knownFailure ? '  (known failure)' : ''}`,
		);
	}
}

async function main() {
	console.log(
		`test:agent: n8n ${n8n.N8N_VERSION} (Node.js ${n8n.n8nRuntime().version}), AI Agent with ${n8n.PACKAGE.name} tools, a scripted model and the sandbox`,
	);
	if (!AGENT_VERSIONS.includes(n8n.N8N_VERSION)) {
		console.log(
			`  ✗ n8n ${n8n.N8N_VERSION}'s AI Agent has no version 3.1: test:agent runs in ${AGENT_VERSIONS.join(', ')}`,
		);
		process.exit(1);
	}
	const userFolder = fs.mkdtempSync(path.join(os.tmpdir(), 'dp-agent-n8n-'));
	const runs = [];
	try {
		const phase = Date.now();
		const context = await startEverything(userFolder);
		console.log(`  n8n, sandbox and scripted model up, workflow active (${seconds(phase)})`);
		const models = await listedModels(context.rest);
		check(`the OpenAI Chat Model's model list (GET /v1/models) offers ${MODEL}`, () =>
			assert.deepEqual(models, [MODEL]),
		);
		// Before the scenarios: the editor shows the workflow as built, with no executions yet.
		await screenshots(context);
		const shown = { answers: new Set() };
		for (const scenario of SCENARIOS) {
			const run = await runScenario(scenario, context, shown);
			checkRun(run, shown.tools);
			runs.push(run);
		}
	} catch (error) {
		results.push({ name: 'setup', ok: false });
		console.log(`  ✗ ${error.stack || error.message}`);
		if (running.n8n) console.log(indent(running.n8n.tail().split('\n').slice(-30).join('\n')));
	} finally {
		await running.n8n?.stop();
		await running.sandbox?.close();
		await running.model?.close();
		if (process.env.E2E_KEEP === '1') console.log(`  kept ${userFolder}`);
		else fs.rmSync(userFolder, { recursive: true, force: true });
	}
	printSummary(runs);
	const passed = results.filter((result) => result.ok).length;
	const known = knownFailures.length
		? `, ${knownFailures.length} known failure (${knownFailures.join('; ')})`
		: '';
	console.log(
		`\ntest:agent: ${passed} passed, ${results.length - passed} failed${known} (${seconds(started)})`,
	);
	process.exit(results.length > 0 && passed === results.length ? 0 : 1);
}

main();
