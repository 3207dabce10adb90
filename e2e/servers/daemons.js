'use strict';
// The processes a lane starts (servers and n8n), each in its own process group, and what stops
// them whatever happens: a later start-up step that fails, a check that throws, SIGINT/SIGTERM,
// or the lane's process ending any other way. Every process started is in `live` until stopped;
// once the lane is stopping, nothing more is started.
const fs = require('node:fs');
const { spawn } = require('node:child_process');
const { killGroup, killCliRuns } = require('../../scripts/n8n/common');

const live = new Set();
let stopping = false;

/**
 * Keeps `proc` (anything with `child` and `stop()`) until it is stopped; the lane's stop ends it.
 * Started while the lane stops: ended at once.
 */
function track(name, proc) {
	const stop = proc.stop.bind(proc);
	const entry = { name, proc, stop };
	proc.stop = (...args) => {
		live.delete(entry);
		return stop(...args);
	};
	if (stopping) {
		proc.stop().catch(() => undefined);
		throw new Error(`${name} not started: the lane is stopping`);
	}
	live.add(entry);
	return proc;
}

/**
 * Stops every process still running, the last started first, and any `n8n <command>` under way
 * (an import while the lane starts); nothing starts after this.
 */
async function stopEverything() {
	stopping = true;
	killCliRuns();
	for (const entry of [...live].reverse())
		await entry.proc
			.stop()
			.catch((error) => console.log(`  stopping ${entry.name}: ${error.message}`));
}

// The last resort when the process ends without stopEverything (an uncaught exception,
// process.exit): each group still running is killed.
process.on('exit', () => {
	killCliRuns();
	for (const { proc } of live) killGroup(proc.child, 'SIGKILL');
});

/**
 * SIGINT and SIGTERM: one line, `stop(signal)` (which stops everything the lane started), then exit
 * 128 + the signal's number. A second signal while stopping is told to wait.
 */
function stopOnSignals(lane, stop) {
	let signalled = false;
	for (const [signal, number] of [
		['SIGINT', 2],
		['SIGTERM', 15],
	])
		process.on(signal, () => {
			if (signalled) return console.log(`${signal}: ${lane} is already stopping`);
			signalled = true;
			console.log(`\n${signal}: stopping everything ${lane} started`);
			stop(signal).finally(() => process.exit(128 + number));
		});
}

/**
 * A server in its own process group, its output in `logFile`; `stop()` ends the group. A server
 * that cannot be started at all (spawn ENOENT) counts as exited, its reason in the log.
 */
function startDaemon(command, args, { logFile, cwd, stopSignal = 'SIGTERM', name = command }) {
	const out = fs.openSync(logFile, 'a');
	const child = spawn(command, args, { cwd, stdio: ['ignore', out, out], detached: true });
	fs.closeSync(out);
	let exited = false;
	const exit = new Promise((resolve) => {
		child.on('exit', (code, signal) => resolve({ code, signal }));
		child.on('error', (error) => {
			fs.appendFileSync(logFile, `${command}: ${error.message}\n`);
			resolve({ code: null, signal: null, error });
		});
	});
	exit.then(() => (exited = true));
	return track(name, {
		child,
		get exited() {
			return exited;
		},
		tail: () => fs.readFileSync(logFile, 'utf8').split('\n').slice(-30).join('\n'),
		async stop(graceMs = 10000) {
			if (!exited) {
				killGroup(child, stopSignal);
				const timer = setTimeout(() => killGroup(child, 'SIGKILL'), graceMs);
				await exit;
				clearTimeout(timer);
			}
			killGroup(child, 'SIGKILL');
		},
	});
}

/** Waits until `check()` answers true; fails with the log's last lines if the server exits. */
async function waitFor(what, daemon, check, timeoutMs = 60000) {
	const deadline = Date.now() + timeoutMs;
	while (Date.now() < deadline) {
		if (daemon.exited) throw new Error(`${what} exited while starting:\n${daemon.tail()}`);
		if (await check()) return;
		await new Promise((resolve) => setTimeout(resolve, 250));
	}
	throw new Error(`${what} did not start within ${timeoutMs / 1000} s:\n${daemon.tail()}`);
}

/**
 * One run at a time of what `file` (a pid file) guards: a second run says so in one line and
 * waits for the first to end; a pid file whose process is gone is taken over. Given back when
 * this process exits, however it exits.
 */
async function takeTurn(file, what) {
	let said = false;
	for (;;) {
		try {
			fs.writeFileSync(file, String(process.pid), { flag: 'wx' });
			process.on('exit', () => fs.rmSync(file, { force: true }));
			return;
		} catch {
			const pid = Number(fs.readFileSync(file, 'utf8')) || 0;
			if (!isAlive(pid)) fs.rmSync(file, { force: true });
			else if (!said) {
				said = true;
				console.log(`  ${what} (pid ${pid}); waiting for it to end`);
			}
		}
		await new Promise((resolve) => setTimeout(resolve, 2000));
	}
}

function isAlive(pid) {
	try {
		process.kill(pid, 0);
		return pid > 0;
	} catch {
		return false;
	}
}

module.exports = { track, stopEverything, stopOnSignals, startDaemon, waitFor, takeTurn };
