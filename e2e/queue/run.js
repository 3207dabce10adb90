#!/usr/bin/env node
'use strict';
// `npm run test:queue`: the package in n8n's queue mode, at load.
//
// Starts Redis and Postgres (Debian's binaries; redis-server installed with apt-get when missing;
// data in .queue-test/, git-ignored; 127.0.0.1 only), the sandbox (in this process, with a
// processing delay), and n8n (the version `npm start` opens) as a main, workers and a webhook processor (./cluster.js), with
// this package installed in each. Imports the credential, the examples and the workflows the runs
// derive from them, then runs (./scenarios.js):
//   1. upload burst: PDFs (mixed sizes up to QUEUE_MAX_MB) through the upload-with-wait pipeline,
//      rate limit on: first with one worker, then with both (throughput, peak memory per worker);
//   2. webhook storm: exported documents delivered through the webhook processor, some repeated;
//   3. polling under load: the polling trigger on the main while documents change status;
//   4. a worker SIGKILLed in the middle of an upload burst and started again.
// Each run is checked: documents in, executions, documents at the sandbox, lost and duplicated
// (0 and 0). Everything started is stopped at the end, on failure and on Ctrl-C; the whole run is
// bounded (QUEUE_TIMEOUT_MIN). Closing line: `test:queue: N passed, N failed`; the figures go to
// .queue-test/summary.json, and from the full variant into BENCHMARKS.md (figure 7).
//
// Settings (environment): QUEUE_QUICK=1 (the CI variant: small counts and files), QUEUE_BURST_DOCS,
// QUEUE_ONE_WORKER_DOCS, QUEUE_KILL_DOCS, QUEUE_STORM_DOCS, QUEUE_POLL_DOCS, QUEUE_POLL_SPREAD_S,
// QUEUE_MAX_MB,
// QUEUE_CONCURRENCY (per worker), QUEUE_SEND_CONCURRENCY, QUEUE_REPEAT_EVERY,
// QUEUE_PROCESSING_DELAY_MS, QUEUE_RATE_LIMIT (max requests in flight at the sandbox),
// QUEUE_SCENARIOS (e.g. `burst,storm`), QUEUE_TIMEOUT_MIN, QUEUE_KEEP=1 (keep .queue-test/),
// QUEUE_WRITE_BENCHMARKS=0 (leave BENCHMARKS.md alone).
const crypto = require('node:crypto');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
// The n8n version `npm start` opens (scripts/n8n/versions.js); N8N_VERSION picks another tested one.
const n8n = require('../../scripts/n8n/common');
const { ensureN8n } = require('../../scripts/n8n/install');
const services = require('./services');
const { ensureServers } = require('../servers/packages');
const { stopEverything, stopOnSignals, takeTurn } = require('../servers/daemons');
const { Cluster } = require('./cluster');
const scenarios = require('./scenarios');
const { writeQueueFigure } = require('./benchmarks');

const started = Date.now();
const loadBefore = os.loadavg()[0];
const DATA_DIR = path.join(n8n.ROOT, '.queue-test');

function settingsFromEnv(env = process.env) {
	const quick = env.QUEUE_QUICK === '1';
	const number = (name, full, small) => {
		const value =
			env[name] === undefined || env[name] === '' ? (quick ? small : full) : Number(env[name]);
		if (!Number.isFinite(value) || value < 0) throw new Error(`${name} must be a number >= 0`);
		return value;
	};
	return {
		quick,
		burstDocs: number('QUEUE_BURST_DOCS', 500, 40),
		oneWorkerDocs: number('QUEUE_ONE_WORKER_DOCS', 150, 20),
		killDocs: number('QUEUE_KILL_DOCS', 200, 40),
		stormDocs: number('QUEUE_STORM_DOCS', 1000, 100),
		pollDocs: number('QUEUE_POLL_DOCS', 1000, 100),
		pollSpreadMs: number('QUEUE_POLL_SPREAD_S', 90, 40) * 1000,
		maxMb: number('QUEUE_MAX_MB', 20, 5),
		concurrency: number('QUEUE_CONCURRENCY', 10, 10),
		sendConcurrency: number('QUEUE_SEND_CONCURRENCY', 8, 8),
		repeatEvery: number('QUEUE_REPEAT_EVERY', 7, 7),
		processingDelayMs: number('QUEUE_PROCESSING_DELAY_MS', 2000, 1000),
		rateLimit: number('QUEUE_RATE_LIMIT', 8, 8),
		timeoutMin: number('QUEUE_TIMEOUT_MIN', 75, 20),
		scenarioTimeoutMs: number('QUEUE_SCENARIO_TIMEOUT_MIN', 25, 6) * 60000,
		scenarios: (env.QUEUE_SCENARIOS || 'burst,storm,poll,kill')
			.split(',')
			.map((name) => name.trim()),
	};
}

const results = [];
const summary = { settings: undefined, runs: [], peakMemoryMb: {}, timings: {} };

function check(name, ok, detail) {
	results.push({ name, ok });
	console.log(`  ${ok ? '✓' : '✗'} ${name}${detail ? ` — ${detail}` : ''}`);
}

function report(run) {
	summary.runs.push(run);
	const { label, ...rest } = run;
	console.log(`  ${label}: ${JSON.stringify(rest)}`);
}

/** What must be stopped, whatever happens (the processes: ../servers/daemons.js). */
const running = { cluster: undefined, sandbox: undefined };
async function stopAll() {
	const { cluster, sandbox } = running;
	running.cluster = running.sandbox = undefined;
	await cluster?.stop().catch((error) => console.log(`  stopping n8n: ${error.message}`));
	await sandbox?.close().catch(() => undefined);
	await stopEverything();
}
stopOnSignals('the queue test', stopAll);

const mb = (bytes) => Math.round(bytes / 1024 / 1024);

async function main(settings) {
	summary.settings = settings;
	summary.n8nVersion = n8n.N8N_VERSION;
	console.log(
		`test:queue: n8n ${n8n.N8N_VERSION} in queue mode with ${n8n.PACKAGE.name} (${settings.quick ? 'quick' : 'full'} variant)`,
	);
	console.log(`  ${JSON.stringify(settings)}`);
	const install = ensureN8n({ quiet: true });
	summary.timings.n8nInstall = install.installedNow
		? `${Math.round(install.ms / 1000)} s`
		: 'reused';
	ensureServers('test:queue', ['redis', 'postgres']);
	// .queue-test/ is the clone's: one run of a clone at a time (other clones' runs go beside).
	await takeTurn(
		path.join(
			os.tmpdir(),
			`n8n-dp-queue-${crypto.createHash('sha1').update(n8n.ROOT).digest('hex').slice(0, 12)}.pid`,
		),
		`test:queue: another run in this clone uses ${path.relative(process.cwd(), DATA_DIR)}/`,
	);
	fs.rmSync(DATA_DIR, { recursive: true, force: true });
	fs.mkdirSync(DATA_DIR, { recursive: true });

	const phase = Date.now();
	const { startSandbox } = require(path.join(n8n.ROOT, 'build', 'sandbox', 'index.js'));
	running.sandbox = await startSandbox({
		demo: true,
		processingDelayMs: settings.processingDelayMs,
	});
	const sandbox = running.sandbox;
	const redis = await services.startRedis(DATA_DIR);
	const postgres = await services.startPostgres(DATA_DIR);
	const cluster = new Cluster({ dir: DATA_DIR, redis, postgres, sandbox });
	running.cluster = cluster;
	await cluster.prepare();
	console.log(
		`  sandbox ${sandbox.url}, redis :${redis.port}, postgres :${postgres.port}, main ${cluster.mainUrl}, webhook processor ${cluster.webhookUrl}`,
	);

	const cliEnv = await cluster.cliEnv();
	await n8n.importCredential(
		cliEnv,
		{ url: sandbox.url, apiKey: sandbox.apiKey, workflowApiKey: sandbox.workflowApiKey },
		DATA_DIR,
	);
	const features = nodeFeatures();
	const skipDuplicates = features.skipDuplicates;
	const derived = scenarios.writeWorkflows(path.join(DATA_DIR, 'workflows'), [
		scenarios.burstWorkflow(features),
		scenarios.pollWorkflow(),
	]);
	await n8n.importWorkflows(cliEnv, [...n8n.exampleFiles(), ...derived], DATA_DIR);
	await cluster.startMain({ recoverEveryMinute: false });
	const OWNER = {
		email: 'queue@example.com',
		password: 'Queue-Password-1',
		firstName: 'Queue',
		lastName: 'Test',
	};
	await cluster.rest.setupOwner(OWNER);
	await cluster.rest.login(OWNER.email, OWNER.password);
	await Promise.all([
		cluster.startWebhookProcessor(),
		cluster.startWorker('worker-1', settings.concurrency),
	]);
	summary.timings.startup = `${Math.round((Date.now() - phase) / 1000)} s`;
	check(
		'Redis, Postgres, the sandbox, an n8n main, a webhook processor and a worker are up; credential, examples and test workflows imported',
		true,
		summary.timings.startup,
	);
	cluster.startSampling();
	const context = { cluster, sandbox, settings };
	const want = (name) => settings.scenarios.includes(name);
	// A failed check's line is all CI shows of a lane: it carries the statuses and why runs failed.
	const zeroLostAndDuplicated = (run) =>
		`lost ${run.lost}, duplicated ${run.duplicated}` +
		(run.lost || run.duplicated || run.refusedByWebhook
			? `; ${JSON.stringify({ refusedByWebhook: run.refusedByWebhook, refusals: run.failures, atSandbox: run.sandboxStatuses, executions: run.executions, failed: run.failed })}`
			: '');

	if (want('burst')) {
		await cluster.rest.activate(scenarios.BURST_WORKFLOW);
		sandbox.rateLimit.configure({
			maxInFlight: settings.rateLimit,
			latencyMs: 20,
			retryAfterSeconds: 1,
		});
		const one = await scenarios.uploadBurst(context, {
			prefix: 'one',
			count: settings.oneWorkerDocs,
			label: 'upload burst, 1 worker',
		});
		one.peakMemoryMb = peaks(cluster);
		report(one);
		check(
			`1. upload burst with 1 worker: ${one.documentsIn} PDFs in, each at the sandbox once`,
			one.lost === 0 && one.duplicated === 0 && one.refusedByWebhook === 0,
			`${zeroLostAndDuplicated(one)}, ${one.documentsPerMinute} documents/min`,
		);
		await cluster.startWorker('worker-2', settings.concurrency);
		cluster.resetPeaks();
		const two = await scenarios.uploadBurst(context, {
			prefix: 'two',
			count: settings.burstDocs,
			label: 'upload burst, 2 workers',
		});
		two.peakMemoryMb = peaks(cluster);
		report(two);
		summary.peakMemoryMb = two.peakMemoryMb;
		check(
			`1. upload burst with 2 workers: ${two.documentsIn} PDFs (${two.mbIn} MB, up to ${settings.maxMb} MB) in, each at the sandbox once, every execution succeeded`,
			two.lost === 0 && two.duplicated === 0 && (two.executions.success ?? 0) === two.documentsIn,
			`${zeroLostAndDuplicated(two)}, executions ${JSON.stringify(two.executions)}, ${two.documentsPerMinute} documents/min`,
		);
		sandbox.rateLimit.configure({ maxInFlight: 0, latencyMs: 0 });
	}
	if (want('storm')) {
		const storm = await scenarios.webhookStorm(context, { count: settings.stormDocs });
		report(storm);
		check(
			`2. webhook storm: ${storm.documentsIn} exports, ${storm.repeatedDeliveries} deliveries repeated: each document started exactly one execution`,
			storm.lost === 0 && storm.duplicated === 0 && storm.repeatedDeliveries > 0,
			zeroLostAndDuplicated(storm),
		);
	}
	if (want('poll')) {
		const poll = await scenarios.pollingUnderLoad(context, {
			count: settings.pollDocs,
			spreadMs: settings.pollSpreadMs,
		});
		report(poll);
		check(
			`3. polling trigger on the main while ${poll.changes} documents change status: each change emitted once`,
			poll.lost === 0 && poll.duplicated === 0,
			zeroLostAndDuplicated(poll),
		);
	}
	if (want('kill')) {
		if (!cluster.processes.has('worker-2'))
			await cluster.startWorker('worker-2', settings.concurrency);
		await cluster.rest.activate(scenarios.BURST_WORKFLOW).catch(() => undefined);
		sandbox.rateLimit.configure({
			maxInFlight: settings.rateLimit,
			latencyMs: 20,
			retryAfterSeconds: 1,
		});
		// The main again, now checking every minute for executions the killed worker leaves.
		await cluster.stopProcess('main');
		await cluster.startMain({ recoverEveryMinute: true });
		await cluster.rest.login(OWNER.email, OWNER.password);
		const kill = await scenarios.killedWorker(context, {
			prefix: 'kill',
			count: settings.killDocs,
		});
		sandbox.rateLimit.configure({ maxInFlight: 0, latencyMs: 0 });
		kill.duplicateGuard = !skipDuplicates
			? 'none: the node has no Skip Duplicates'
			: features.lookUpEarlierUploads
				? 'Upload → Options → Skip Duplicates on, Check the Service for Earlier Uploads set to Always'
				: 'Upload → Options → Skip Duplicates on';
		report(kill);
		check(
			'4. the SIGKILL hit executions in flight (else this run proves nothing)',
			kill.crashedOrFailedBeforeRetry > 0,
			`${kill.crashedOrFailedBeforeRetry} executions failed or crashed with the worker`,
		);
		check(
			`4. a worker SIGKILLed during an upload burst and started again: no document lost`,
			kill.lost === 0,
			`lost ${kill.lost}; ${kill.crashedOrFailedBeforeRetry} executions failed with the worker and were retried (${kill.throughAfterRetries} of ${kill.documentsIn} through after n8n's retries); ${kill.resent} documents sent again, ${kill.resentAlreadyAtSandbox} of them uploaded already by the dead worker`,
		);
		check(
			`4. what was re-run did not upload a document twice (duplicate guard: ${kill.duplicateGuard})`,
			kill.duplicated === 0,
			`duplicated ${kill.duplicated}`,
		);
	}
}

/**
 * What the built node offers beyond the examples' parameters: the upload's duplicate guard
 * (Skip Duplicates) and its look-up at the service (Check the Service for Earlier Uploads).
 */
function nodeFeatures() {
	const { DocumentProcessing } = require(
		path.join(n8n.ROOT, 'dist', 'nodes', 'DocumentProcessing', 'DocumentProcessing.node.js'),
	);
	const node = new DocumentProcessing();
	const text = JSON.stringify(node.nodeVersions[node.currentVersion].description.properties);
	return {
		skipDuplicates: text.includes('"name":"skipDuplicates"'),
		lookUpEarlierUploads: text.includes('"name":"lookUpEarlierUploads"'),
	};
}

function peaks(cluster) {
	return Object.fromEntries(
		[...cluster.peaks.entries()].map(([name, { own, group }]) => [
			name,
			{ n8n: mb(own), withTaskRunner: mb(group) },
		]),
	);
}

async function bounded(settings) {
	let timer;
	const limit = new Promise((_, reject) => {
		timer = setTimeout(
			() =>
				reject(
					new Error(
						`the queue test ran longer than ${settings.timeoutMin} minutes (QUEUE_TIMEOUT_MIN)`,
					),
				),
			settings.timeoutMin * 60000,
		);
	});
	try {
		await Promise.race([main(settings), limit]);
	} finally {
		clearTimeout(timer);
	}
}

let settings;
try {
	settings = settingsFromEnv();
} catch (error) {
	console.error(error.message);
	process.exit(2);
}
bounded(settings)
	.catch((error) => {
		results.push({ name: 'run', ok: false });
		console.log(
			`  ✗ ${String(error.stack || error.message)
				.split('\n')
				.slice(0, 8)
				.join('\n    ')}`,
		);
	})
	.finally(async () => {
		await stopAll();
		summary.timings.total = `${Math.round((Date.now() - started) / 1000)} s`;
		summary.results = results;
		fs.mkdirSync(DATA_DIR, { recursive: true });
		fs.writeFileSync(path.join(DATA_DIR, 'summary.json'), JSON.stringify(summary, null, 2) + '\n');
		// The full variant's figures go into BENCHMARKS.md (QUEUE_WRITE_BENCHMARKS=0: not).
		if (
			settings &&
			!settings.quick &&
			summary.runs.length > 0 &&
			process.env.QUEUE_WRITE_BENCHMARKS !== '0'
		) {
			const file = writeQueueFigure(path.join(n8n.ROOT, 'BENCHMARKS.md'), summary, {
				load: { before: loadBefore, after: os.loadavg()[0] },
			});
			console.log(`  queue mode figure written to ${file}`);
		}
		if (process.env.QUEUE_KEEP !== '1') {
			for (const entry of fs.readdirSync(DATA_DIR)) {
				if (entry !== 'summary.json' && !entry.endsWith('.log'))
					fs.rmSync(path.join(DATA_DIR, entry), { recursive: true, force: true });
			}
		}
		const passed = results.filter((result) => result.ok).length;
		console.log(`\nTimings: ${JSON.stringify(summary.timings)}`);
		console.log(`test:queue: ${passed} passed, ${results.length - passed} failed`);
		process.exit(results.length > 0 && passed === results.length ? 0 : 1);
	});
