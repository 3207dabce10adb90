#!/usr/bin/env node
'use strict';
/* global AbortSignal */
// `npm run race:claims`: does "each file once" hold with n8n's own facilities when two mails bring
// the same file at the same moment? A measurement (docs/data-tables.md), not a CI lane.
//
// Three ways to claim a key, each a workflow behind a production webhook that answers whether this
// execution won the key:
//   lowest-id      Data table Insert (a claim row), then Get the key's rows ordered by id, lowest
//                  first, limit 1: the execution whose row has the lowest id wins (the mailbox
//                  template's "Each file once"), optionally after a Wait (CLAIM_SETTLE_S).
//   not-exists     Data table "If Row Does Not Exist", then Insert: the obvious way.
//   remove-duplicates  n8n's Remove Duplicates, "Remove Items Processed in Previous Executions".
// Each round sends KEYS keys twice at once (2 × KEYS executions side by side); a key with two
// winners is a file uploaded twice, a key with none a file lost.
//
// Settings: RACE_MODE=regular|queue (regular: n8n's SQLite, one process; queue: Postgres, Redis, a
// main and 2 workers), RACE_ROUNDS (20), RACE_KEYS (5), CLAIM_SETTLE_S (0), N8N_VERSION.
const crypto = require('node:crypto');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const n8n = require('../../scripts/n8n/common');
const { ensureN8n } = require('../../scripts/n8n/install');
const services = require('../queue/services');
const { Cluster } = require('../queue/cluster');
const { chain } = require('../workflowConnections');

const MODE = process.env.RACE_MODE || 'regular';
const ROUNDS = Number(process.env.RACE_ROUNDS || 20);
const KEYS = Number(process.env.RACE_KEYS || 5);
const SETTLE_S = Number(process.env.CLAIM_SETTLE_S || 0);
const DIR = path.join(os.tmpdir(), 'n8n-dp-claim-race');
const OWNER = {
	email: 'race@example.com',
	password: 'Race-Password-1',
	firstName: 'Ra',
	lastName: 'Ce',
};
const TABLE = 'race file claims';
const SEEN_TABLE = 'race seen files';

const node = (name, type, typeVersion, position, parameters, extra = {}) => ({
	id: crypto.randomUUID(),
	name,
	type,
	typeVersion,
	position,
	parameters,
	...extra,
});
const webhook = (slug) =>
	node(
		'Webhook',
		'n8n-nodes-base.webhook',
		2,
		[0, 0],
		{ httpMethod: 'POST', path: slug, responseMode: 'lastNode', options: {} },
		{ webhookId: crypto.randomUUID() },
	);
const byName = (name) => ({ __rl: true, mode: 'name', value: name });
const keyIs = (column, value) => ({
	conditions: [{ keyName: column, condition: 'eq', keyValue: value }],
});
const answer = (won) =>
	node('Answer', 'n8n-nodes-base.set', 3.4, [900, 0], {
		assignments: {
			assignments: [{ id: 'won', name: 'won', type: 'boolean', value: won }],
		},
		options: {},
	});
const workflow = (id, nodes, connections) => ({
	id,
	name: `claim race: ${id}`,
	active: false,
	nodes,
	connections,
	settings: { executionOrder: 'v1' },
});

function workflows() {
	const wait =
		SETTLE_S > 0
			? [
					node('Settle', 'n8n-nodes-base.wait', 1.1, [400, 0], {
						amount: SETTLE_S,
						unit: 'seconds',
					}),
				]
			: [];
	return [
		workflow(
			'raceLowestId',
			[
				webhook('race-lowest-id'),
				node('Claim', 'n8n-nodes-base.dataTable', 1, [200, 0], {
					dataTableId: byName(TABLE),
					columns: {
						mappingMode: 'defineBelow',
						value: { sha256: '={{ $json.body.key }}', execution: '={{ $execution.id }}' },
						matchingColumns: [],
						schema: [
							{ id: 'sha256', displayName: 'sha256', type: 'string', display: true },
							{ id: 'execution', displayName: 'execution', type: 'string', display: true },
						],
					},
					options: {},
				}),
				...wait,
				node('First Claim', 'n8n-nodes-base.dataTable', 1, [600, 0], {
					operation: 'get',
					dataTableId: byName(TABLE),
					filters: keyIs('sha256', "={{ $('Claim').item.json.sha256 }}"),
					limit: 1,
					orderBy: true,
					orderByColumn: 'id',
					orderByDirection: 'ASC',
				}),
				answer("={{ $json.id === $('Claim').item.json.id }}"),
			],
			chain(['Webhook', 'Claim', ...wait.map((each) => each.name), 'First Claim', 'Answer']),
		),
		workflow(
			'raceNotExists',
			[
				webhook('race-not-exists'),
				node('Not Seen?', 'n8n-nodes-base.dataTable', 1, [200, 0], {
					operation: 'rowNotExists',
					dataTableId: byName(SEEN_TABLE),
					filters: keyIs('sha256', '={{ $json.body.key }}'),
				}),
				node('Seen', 'n8n-nodes-base.dataTable', 1, [400, 0], {
					dataTableId: byName(SEEN_TABLE),
					columns: {
						mappingMode: 'defineBelow',
						value: { sha256: "={{ $('Webhook').item.json.body.key }}" },
						matchingColumns: [],
						schema: [{ id: 'sha256', displayName: 'sha256', type: 'string', display: true }],
					},
					options: {},
				}),
				answer('={{ true }}'),
			],
			chain(['Webhook', 'Not Seen?', 'Seen', 'Answer']),
		),
		workflow(
			'raceRemoveDuplicates',
			[
				webhook('race-remove-duplicates'),
				node('New?', 'n8n-nodes-base.removeDuplicates', 2, [300, 0], {
					operation: 'removeItemsSeenInPreviousExecutions',
					dedupeValue: '={{ $json.body.key }}',
					options: {},
				}),
				answer('={{ true }}'),
			],
			chain(['Webhook', 'New?', 'Answer']),
		),
	];
}

const CANDIDATES = [
	{ name: 'lowest-id', slug: 'race-lowest-id', id: 'raceLowestId' },
	{ name: 'not-exists', slug: 'race-not-exists', id: 'raceNotExists' },
	{ name: 'remove-duplicates', slug: 'race-remove-duplicates', id: 'raceRemoveDuplicates' },
];

async function claim(base, slug, key) {
	try {
		const response = await fetch(`${base}/webhook/${slug}`, {
			method: 'POST',
			headers: { 'content-type': 'application/json' },
			body: JSON.stringify({ key }),
			signal: AbortSignal.timeout(30000),
		});
		const text = await response.text();
		// A webhook answering with its last node's first item has none when the claim let the item
		// through to nowhere: this execution did not win.
		if (response.status === 500 && text.includes('No item to return')) return { won: false };
		if (response.status !== 200) return { error: `HTTP ${response.status} ${text.slice(0, 120)}` };
		let body;
		try {
			body = JSON.parse(text);
		} catch {
			body = undefined;
		}
		return { won: body?.won === true };
	} catch (error) {
		return { error: error.message };
	}
}

async function race(base, candidate) {
	const tally = { pairs: 0, oneWinner: 0, twoWinners: 0, noWinner: 0, errors: 0, firstError: '' };
	for (let round = 0; round < ROUNDS; round++) {
		const keys = Array.from({ length: KEYS }, () => crypto.randomBytes(16).toString('hex'));
		const answers = await Promise.all(
			keys.flatMap((key) => [claim(base, candidate.slug, key), claim(base, candidate.slug, key)]),
		);
		for (let k = 0; k < KEYS; k++) {
			const pair = answers.slice(2 * k, 2 * k + 2);
			tally.pairs++;
			const failed = pair.find((each) => each.error);
			if (failed) {
				tally.errors++;
				tally.firstError ||= failed.error;
				continue;
			}
			const winners = pair.filter((each) => each.won).length;
			if (winners === 1) tally.oneWinner++;
			else if (winners === 2) tally.twoWinners++;
			else tally.noWinner++;
		}
	}
	return tally;
}

async function createTables(rest) {
	const project = (await rest.request('GET', '/rest/projects/personal')).body;
	for (const [name, columns] of [
		[TABLE, ['sha256', 'execution']],
		[SEEN_TABLE, ['sha256']],
	])
		await rest.request('POST', `/rest/projects/${project.id}/data-tables`, {
			name,
			columns: columns.map((column) => ({ name: column, type: 'string' })),
		});
}

const running = [];
async function main() {
	ensureN8n({ quiet: true });
	fs.rmSync(DIR, { recursive: true, force: true });
	fs.mkdirSync(DIR, { recursive: true });
	const files = workflows().map((each) => {
		const file = path.join(DIR, `${each.id}.json`);
		fs.writeFileSync(file, JSON.stringify(each, null, 2));
		return file;
	});
	let rest;
	let base;
	if (MODE === 'queue') {
		const redis = await services.startRedis(DIR);
		running.push(redis);
		const postgres = await services.startPostgres(DIR);
		running.push(postgres);
		const cluster = new Cluster({ dir: path.join(DIR, 'n8n'), redis, postgres });
		running.unshift(cluster);
		await cluster.prepare();
		await n8n.importWorkflows(await cluster.cliEnv(), files, DIR);
		// Production webhooks on the main: it queues each execution for the workers.
		const env = await cluster.env('main', cluster.mainPort, {
			N8N_EXECUTIONS_QUEUE_RECOVERY_INTERVAL: '1',
		});
		await cluster.start('main', ['start'], env, { url: `${cluster.mainUrl}/healthz/readiness` });
		await n8n.waitForN8n(cluster.mainUrl, cluster.processes.get('main'));
		rest = cluster.rest;
		base = cluster.mainUrl;
		await rest.setupOwner(OWNER);
		await rest.login(OWNER.email, OWNER.password);
		for (const worker of ['worker-1', 'worker-2']) await cluster.startWorker(worker, 10);
	} else {
		const userFolder = path.join(DIR, 'n8n');
		fs.mkdirSync(userFolder, { recursive: true });
		const port = await n8n.freePort();
		const env = n8n.n8nEnv({ userFolder, port, brokerPort: await n8n.freePort() });
		await n8n.importWorkflows(env, files, DIR);
		const server = n8n.startN8n(env, { logFile: path.join(userFolder, 'n8n.log') });
		running.unshift(server);
		base = `http://127.0.0.1:${port}`;
		await n8n.waitForN8n(base, server);
		rest = new n8n.N8nRest(base);
		await rest.setupOwner(OWNER);
		await rest.login(OWNER.email, OWNER.password);
	}
	await createTables(rest);
	for (const candidate of CANDIDATES) await rest.activate(candidate.id);
	console.log(
		`race:claims: n8n ${n8n.N8N_VERSION}, ${MODE} mode, ${ROUNDS} rounds × ${KEYS} keys claimed twice at once${SETTLE_S ? `, settle ${SETTLE_S} s` : ''}`,
	);
	const only = process.env.RACE_ONLY?.split(',');
	for (const candidate of CANDIDATES.filter((each) => !only || only.includes(each.name))) {
		const started = Date.now();
		const tally = await race(base, candidate);
		console.log(
			`  ${candidate.name}: ${tally.pairs} pairs: one winner ${tally.oneWinner}, two winners ${tally.twoWinners}, none ${tally.noWinner}, errors ${tally.errors}${tally.firstError ? ` (${tally.firstError})` : ''} — ${Math.round((Date.now() - started) / 1000)} s`,
		);
	}
}

for (const signal of ['SIGINT', 'SIGTERM'])
	process.on(signal, async () => {
		for (const each of running) await each.stop().catch(() => undefined);
		process.exit(130);
	});

main()
	.catch((error) => {
		console.error(error);
		process.exitCode = 1;
	})
	.finally(async () => {
		for (const each of running) await each.stop().catch(() => undefined);
	});
