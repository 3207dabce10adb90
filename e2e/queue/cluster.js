'use strict';
/* global AbortSignal */
// n8n in queue mode: a main process (editor, REST, triggers and pollers, activation), workers
// (`n8n worker`, executions taken from Redis) and a webhook processor (`n8n webhook`, production
// webhooks), all on one Postgres and one Redis, each with a user folder of its own and this
// package installed in it. Binary data in Postgres (`database` mode), so a file a webhook
// processor received is there for the worker that runs the execution.
const crypto = require('node:crypto');
const fs = require('node:fs');
const path = require('node:path');
const n8n = require('../../scripts/n8n/common');
const { sampleRss } = require('./rss');
const { track } = require('../servers/daemons');

/** Settings every process shares. */
function sharedEnv({ redis, postgres, encryptionKey, webhookBase }) {
	return {
		EXECUTIONS_MODE: 'queue',
		QUEUE_BULL_REDIS_HOST: '127.0.0.1',
		QUEUE_BULL_REDIS_PORT: String(redis.port),
		DB_TYPE: 'postgresdb',
		DB_POSTGRESDB_HOST: '127.0.0.1',
		DB_POSTGRESDB_PORT: String(postgres.port),
		DB_POSTGRESDB_DATABASE: postgres.database,
		DB_POSTGRESDB_USER: postgres.user,
		DB_POSTGRESDB_PASSWORD: '',
		// n8n 2.41's webhook processor starved on 10 connections under 1,000 deliveries (pg-pool:
		// "timeout exceeded when trying to connect" after 20 s); 4 processes × 20 < max_connections.
		DB_POSTGRESDB_POOL_SIZE: '20',
		DB_POSTGRESDB_CONNECTION_TIMEOUT: '60000',
		N8N_ENCRYPTION_KEY: encryptionKey,
		N8N_DEFAULT_BINARY_DATA_MODE: 'database',
		// Uploads of 20 MB through a webhook (n8n's default body limit is 16 MiB).
		N8N_PAYLOAD_SIZE_MAX: '64',
		N8N_FORMDATA_FILE_SIZE_MAX: '64',
		// Every process builds webhook URLs with the webhook processor's address.
		WEBHOOK_URL: `${webhookBase}/`,
		// A dead worker's job is noticed within seconds, not a minute (defaults 60 s / 30 s).
		QUEUE_WORKER_LOCK_DURATION: '30000',
		QUEUE_WORKER_LOCK_RENEW_TIME: '5000',
		QUEUE_WORKER_STALLED_INTERVAL: '10000',
		// n8n answers a Retry (and hands a trigger's execution back to the main) when Bull's
		// job.finished() resolves. With n8n's default retention (0) a finished job is deleted from
		// Redis at once, so a job that ends before the main calls job.finished() (a retried
		// execution can end within 0.1 s) is never seen finished: the main waits for it forever
		// and the Retry never answers (the 1-in-2 failure of run 4). Kept jobs are found by
		// finished()'s first check or its 5-second watchdog. n8n 2.41 has these settings; 2.8.4 and
		// 1.x remove finished jobs unconditionally (see docs/ci-lanes.md, queue mode tests).
		N8N_EXECUTIONS_QUEUE_KEEP_LAST_COMPLETED: '1000',
		N8N_EXECUTIONS_QUEUE_KEEP_LAST_FAILED: '1000',
		EXECUTIONS_DATA_PRUNE: 'false',
		N8N_LOG_LEVEL: 'info',
	};
}

class Cluster {
	constructor({ dir, redis, postgres, sandbox }) {
		this.dir = dir;
		this.redis = redis;
		this.postgres = postgres;
		this.sandbox = sandbox;
		this.encryptionKey = crypto.randomBytes(24).toString('hex');
		this.processes = new Map();
		/** Peak RSS per process name (n8n process alone, and with its task runner): `{ own, group }`. */
		this.peaks = new Map();
		this.sampler = undefined;
	}

	async prepare() {
		this.mainPort = await n8n.freePort();
		this.webhookPort = await n8n.freePort();
		this.mainUrl = `http://127.0.0.1:${this.mainPort}`;
		this.webhookUrl = `http://127.0.0.1:${this.webhookPort}`;
		this.rest = new n8n.N8nRest(this.mainUrl);
	}

	async env(name, port, extra = {}) {
		const userFolder = path.join(this.dir, name);
		fs.mkdirSync(userFolder, { recursive: true });
		n8n.stagePackage(userFolder);
		return n8n.n8nEnv({
			userFolder,
			port,
			brokerPort: await n8n.freePort(),
			extra: {
				...sharedEnv({
					redis: this.redis,
					postgres: this.postgres,
					encryptionKey: this.encryptionKey,
					webhookBase: this.webhookUrl,
				}),
				...extra,
			},
		});
	}

	/** The environment of CLI commands (import): the main process's. */
	async cliEnv() {
		return await this.env('cli', this.mainPort);
	}

	async start(name, args, env, ready) {
		const logFile = path.join(this.dir, `${name}.log`);
		let readyLine = false;
		const proc = track(
			`n8n ${name}`,
			n8n.startN8n(env, {
				logFile,
				args,
				onLine: (line) => {
					if (ready.line && line.includes(ready.line)) readyLine = true;
				},
			}),
		);
		this.processes.set(name, proc);
		const deadline = Date.now() + 180000;
		while (Date.now() < deadline) {
			if (proc.exited)
				throw new Error(`n8n ${args[0]} (${name}) exited while starting:\n${proc.tail()}`);
			if (ready.line ? readyLine : await answers(ready.url)) return proc;
			await new Promise((resolve) => setTimeout(resolve, 500));
		}
		throw new Error(`n8n ${args[0]} (${name}) did not become ready in 180 s:\n${proc.tail()}`);
	}

	/**
	 * Production webhooks go to the webhook processor only; the main runs triggers and pollers,
	 * and with `recoverEveryMinute` marks executions a dead worker left behind as crashed every
	 * minute (n8n's default: every 3 hours). Only where a worker is killed: that check also marks an
	 * execution crashed that is stored but not yet queued (n8n's race), and the worker then skips
	 * it (the queue lane's webhook storm lost 2 of 100 documents so, 2026-11-29).
	 */
	async startMain({ recoverEveryMinute = true } = {}) {
		const env = await this.env('main', this.mainPort, {
			N8N_DISABLE_PRODUCTION_MAIN_PROCESS: 'true',
			...(recoverEveryMinute ? { N8N_EXECUTIONS_QUEUE_RECOVERY_INTERVAL: '1' } : {}),
		});
		await this.start('main', ['start'], env, { url: `${this.mainUrl}/healthz/readiness` });
		await n8n.waitForN8n(this.mainUrl, this.processes.get('main'));
	}

	async startWebhookProcessor() {
		const env = await this.env('webhook', this.webhookPort);
		await this.start('webhook', ['webhook'], env, { url: `${this.webhookUrl}/healthz/readiness` });
	}

	async startWorker(name, concurrency) {
		const env = await this.env(name, await n8n.freePort());
		await this.start(name, ['worker', `--concurrency=${concurrency}`], env, {
			line: 'n8n worker is now ready',
		});
	}

	/**
	 * The workers running an execution now, by their logs ("Worker started execution N" without
	 * its "Worker finished execution N"): a crash test kills one of these, not an idle one.
	 */
	busyWorkers() {
		return [...this.processes.keys()]
			.filter((name) => name.startsWith('worker'))
			.filter((name) => this.unfinishedExecutions(name).length > 0);
	}

	/** The executions worker `name`'s log says it started and has not finished. */
	unfinishedExecutions(name) {
		const log = this.workerLog(name);
		const ids = (verb) =>
			new Set(
				[...log.matchAll(new RegExp(`Worker ${verb} execution (\\d+)`, 'g'))].map((m) => m[1]),
			);
		const finished = ids('finished');
		return [...ids('started')].filter((id) => !finished.has(id));
	}

	/**
	 * How often each execution was started by any worker, by their logs (kept across a worker's
	 * restart): an execution a killed worker was running and n8n handed to a worker again (a
	 * stalled job) was started twice.
	 */
	executionStarts() {
		const starts = new Map();
		for (const name of fs.readdirSync(this.dir).filter((file) => /^worker.*\.log$/.test(file)))
			for (const [, id] of this.workerLog(name.slice(0, -4)).matchAll(
				/Worker started execution (\d+)/g,
			))
				starts.set(id, (starts.get(id) ?? 0) + 1);
		return starts;
	}

	workerLog(name) {
		const file = path.join(this.dir, `${name}.log`);
		return fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '';
	}

	/** SIGKILL: the worker gets no chance to finish or hand back what it runs. */
	async killWorker(name) {
		const proc = this.processes.get(name);
		n8n.killGroup(proc.child, 'SIGKILL');
		await proc.exit;
		await proc.stop();
		this.processes.delete(name);
	}

	async stopProcess(name) {
		await this.processes.get(name)?.stop(20000);
		this.processes.delete(name);
	}

	startSampling(intervalMs = 500) {
		this.sampler = sampleRss(() => this.processes, this.peaks, intervalMs);
	}

	resetPeaks() {
		this.peaks.clear();
	}

	async stop() {
		clearInterval(this.sampler);
		// Workers and the webhook processor first, the main last (it owns the leader's jobs).
		const names = [...this.processes.keys()].sort((a, b) => (a === 'main') - (b === 'main'));
		for (const name of names) await this.stopProcess(name);
	}

	/** Executions of a workflow by status, from n8n's database. */
	executionCounts(workflowId) {
		const rows = this.postgres.query(
			`select status, count(*) from execution_entity where "workflowId" = '${workflowId}' group by status`,
		);
		return Object.fromEntries(rows.map(([status, count]) => [status, Number(count)]));
	}
}

async function answers(url) {
	try {
		const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
		return response.status === 200;
	} catch {
		return false;
	}
}

module.exports = { Cluster };
