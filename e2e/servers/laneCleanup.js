#!/usr/bin/env node
'use strict';
// `npm run test:lane-cleanup` (as root): a lane stopped while it starts leaves no process behind.
// Runs the backlog lane (queue mode: mail server, PostgreSQL, SFTP, Redis, n8n) and
//   1. sends it SIGTERM once its PostgreSQL is up (the mail server up, the rest still to start);
//   2. sends it SIGINT once its Redis is up (every server up, n8n starting);
//   3. lets a later start-up step fail in the pipeline lane: n8n's first command, once every
//      server is up, cannot reach its database (DB_TYPE=postgresdb on a port nothing listens on).
// The lane starts each server and n8n in a process group of its own, led by a child of the lane:
// after the lane has ended, no process may be left in the lane's group or any of those, nor any
// with the run's folder (PIPELINES_DIR) in its environment. Closing line:
// `test:lane-cleanup: N passed, N failed`.
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { spawn } = require('node:child_process');
const n8n = require('../../scripts/n8n/common');

const results = [];
function check(name, ok, detail) {
	results.push(ok);
	console.log(`  ${ok ? '✓' : '✗'} ${name}${detail ? ` — ${detail}` : ''}`);
}

/** Every process on the machine: pid, parent, process group, name, command line, environment. */
function processes() {
	const read = (pid, file) => {
		try {
			return fs.readFileSync(`/proc/${pid}/${file}`, 'utf8');
		} catch {
			return undefined; // gone meanwhile
		}
	};
	return fs
		.readdirSync('/proc')
		.filter((entry) => /^\d+$/.test(entry))
		.map((pid) => {
			const stat = read(pid, 'stat');
			if (!stat) return undefined;
			// "pid (name) state ppid pgrp ...": the name may hold spaces, so after its ")".
			const name = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
			const [ppid, pgid] = stat
				.slice(stat.lastIndexOf(')') + 2)
				.split(' ')
				.slice(1, 3)
				.map(Number);
			const cmdline = (read(pid, 'cmdline') ?? '').replace(/\0/g, ' ').trim();
			return { pid: Number(pid), ppid, pgid, name, cmdline, environ: read(pid, 'environ') ?? '' };
		})
		.filter(Boolean);
}

/**
 * Runs a lane with its own folder; `stopWhen(own)` (the lane's processes now) answers the signal
 * to send, or nothing yet. Answers the lane's exit and output, and what it left.
 */
async function runLane(label, script, env, stopWhen) {
	const dir = path.join(os.tmpdir(), `n8n-dp-lane-cleanup-${process.pid}-${results.length}`);
	const marker = `PIPELINES_DIR=${dir}\0`;
	const lane = spawn(process.execPath, [script], {
		cwd: n8n.ROOT,
		env: { ...process.env, ...env, PIPELINES_DIR: dir },
		stdio: ['ignore', 'pipe', 'pipe'],
		// A process group of its own, as in a terminal: what it left is told apart from this test.
		detached: true,
	});
	let output = '';
	lane.stdout.on('data', (chunk) => (output += chunk));
	lane.stderr.on('data', (chunk) => (output += chunk));
	const exit = new Promise((resolve) =>
		lane.on('exit', (code, signal) => resolve({ code, signal })),
	);
	let ended;
	exit.then((result) => (ended = result));
	const groups = new Set([lane.pid]);
	const names = new Set();
	const ownedBy = (proc) =>
		proc.ppid === lane.pid || groups.has(proc.pgid) || proc.environ.includes(marker);
	let sent;
	const deadline = Date.now() + 300000;
	while (!ended && Date.now() < deadline) {
		const own = processes().filter(ownedBy);
		for (const proc of own) {
			if (proc.ppid === lane.pid) groups.add(proc.pid);
			names.add(proc.name);
		}
		const signal = !sent && stopWhen(own);
		if (signal) {
			sent = signal;
			console.log(`  ${label}: ${signal} to the lane, its processes: ${[...names].join(', ')}`);
			lane.kill(signal);
		}
		await new Promise((resolve) => setTimeout(resolve, 200));
	}
	if (!ended) lane.kill('SIGKILL');
	const { code, signal } = await exit;
	// A moment for a process group's last members to go.
	await new Promise((resolve) => setTimeout(resolve, 1000));
	const left = processes().filter(ownedBy);
	fs.rmSync(dir, { recursive: true, force: true });
	return { code, signal, sent, output, names: [...names], left };
}

const named = (name) => (own) => own.some((proc) => proc.name === name);
const closingLine = (output) => output.match(/^test:\S+: \d+ passed, \d+ failed.*$/m)?.[0];
const leftOver = (left) =>
	left.length === 0
		? 'none left'
		: left.map((proc) => `${proc.pid} ${proc.cmdline || proc.name}`).join('; ');

async function main() {
	const backlog = path.join(__dirname, '..', 'pipelines', 'backlog.js');
	const queueMode = { BACKLOG_QUICK: '1', BACKLOG_MODE: 'queue' };
	for (const [label, signal, server] of [
		['1. SIGTERM once PostgreSQL is up', 'SIGTERM', 'postgres'],
		['2. SIGINT once Redis is up', 'SIGINT', 'redis-server'],
	]) {
		const run = await runLane(label, backlog, queueMode, (own) => named(server)(own) && signal);
		check(
			`${label}: the lane stopped everything it started and said so`,
			run.sent === signal && run.left.length === 0 && Boolean(closingLine(run.output)),
			`${leftOver(run.left)} of ${run.names.join(', ')}; ${closingLine(run.output) ?? `no closing line (exit ${run.code ?? run.signal})`}`,
		);
		if (run.sent !== signal || run.left.length > 0) console.log(run.output.slice(-3000));
	}
	const label = '3. n8n cannot reach its database once the servers are up';
	const run = await runLane(
		label,
		path.join(__dirname, '..', 'pipelines', 'run.js'),
		{
			PIPELINES_QUICK: '1',
			DB_TYPE: 'postgresdb',
			DB_POSTGRESDB_HOST: '127.0.0.1',
			DB_POSTGRESDB_PORT: '1',
		},
		() => undefined,
	);
	check(
		`${label}: the lane failed, stopped everything it started`,
		run.code === 1 && run.left.length === 0 && /0 passed, 1 failed/.test(closingLine(run.output)),
		`${leftOver(run.left)} of ${run.names.join(', ')}; ${closingLine(run.output) ?? `no closing line (exit ${run.code ?? run.signal})`}`,
	);
	if (run.code !== 1 || run.left.length > 0) console.log(run.output.slice(-3000));
}

if (process.getuid?.() !== 0) {
	console.log('test:lane-cleanup starts the pipeline lanes, which run as root: run it as root');
	process.exit(1);
}
const started = Date.now();
main()
	.catch((error) => check('the lane-cleanup test ran to the end', false, error.stack))
	.finally(() => {
		const failed = results.filter((ok) => !ok).length;
		console.log(
			`test:lane-cleanup: ${results.length - failed} passed, ${failed} failed (${Math.round((Date.now() - started) / 1000)} s)`,
		);
		process.exit(failed === 0 && results.length > 0 ? 0 : 1);
	});
