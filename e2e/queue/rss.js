'use strict';
// Peak memory (RSS, from /proc) of the n8n processes the lanes start: each process alone and with
// the task runner it started (its process group), sampled every half second.
const fs = require('node:fs');

/** The process ids of a process group (the n8n process and the task runner it started). */
function groupPids(pgid) {
	const pids = [];
	for (const entry of fs.readdirSync('/proc')) {
		if (!/^\d+$/.test(entry)) continue;
		try {
			const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
			const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
			if (Number(fields[2]) === pgid) pids.push(Number(entry));
		} catch {
			// gone meanwhile
		}
	}
	return pids;
}

function rssBytes(pid) {
	try {
		const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
		const match = /VmRSS:\s+(\d+) kB/.exec(status);
		return match ? Number(match[1]) * 1024 : 0;
	} catch {
		return 0;
	}
}

/** CPU seconds (user and system) a process used so far; 0 once it is gone. */
function cpuSeconds(pid) {
	try {
		const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
		const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
		// utime and stime (fields 14 and 15 of stat), in clock ticks of 1/100 s on Linux.
		return (Number(fields[11]) + Number(fields[12])) / 100;
	} catch {
		return 0;
	}
}

/** CPU seconds of each process (`processes()`: name → started n8n) with its task runner. */
function cpuOf(processes) {
	const seconds = {};
	for (const [name, proc] of processes()) {
		if (!proc || proc.exited) continue;
		seconds[name] = groupPids(proc.child.pid).reduce((sum, pid) => sum + cpuSeconds(pid), 0);
	}
	return seconds;
}

/**
 * The seconds the event-loop thread of each process (`processes()`: name → started n8n) ran on a
 * CPU and waited, runnable, for one (/proc/<pid>/schedstat: the kernel's run and run-queue
 * times): waiting that is a large share of a drain says the machine's CPUs, not the process,
 * were the bound.
 */
function schedOf(processes) {
	const seconds = {};
	for (const [name, proc] of processes()) {
		if (!proc || proc.exited) continue;
		try {
			const [running, waiting] = fs
				.readFileSync(`/proc/${proc.child.pid}/schedstat`, 'utf8')
				.trim()
				.split(' ')
				.map(Number);
			seconds[name] = { running: running / 1e9, waiting: waiting / 1e9 };
		} catch {
			// gone meanwhile, or no schedstat in this kernel
		}
	}
	return seconds;
}

/**
 * Samples the processes `processes()` answers (a Map of name to a started n8n: `child`, `exited`)
 * every `intervalMs` into `peaks` (name → `{ own, group }`, bytes); answers the timer.
 */
function sampleRss(processes, peaks, intervalMs = 500) {
	const sampler = setInterval(() => {
		for (const [name, proc] of processes()) {
			if (!proc || proc.exited) continue;
			const own = rssBytes(proc.child.pid);
			const group = groupPids(proc.child.pid).reduce((sum, pid) => sum + rssBytes(pid), 0);
			const peak = peaks.get(name) ?? { own: 0, group: 0 };
			peaks.set(name, { own: Math.max(peak.own, own), group: Math.max(peak.group, group) });
		}
	}, intervalMs);
	sampler.unref();
	return sampler;
}

module.exports = { groupPids, rssBytes, sampleRss, cpuOf, schedOf };
