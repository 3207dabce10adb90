'use strict';
// Figure 11 of BENCHMARKS.md, written by `npm run test:backlog` (the full variant) between its
// markers. Each run (regular mode or queue mode, its number of mails, drained or crashed in the
// middle) replaces its own row; the rows of the other runs are kept (as data in a comment inside
// the figure).
const crypto = require('node:crypto');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { placeFigure, keptRuns } = require('../queue/benchmarks');

const FILE = path.join(__dirname, '..', '..', 'BENCHMARKS.md');
const START = '<!-- backlog:start -->';
const END = '<!-- backlog:end -->';
const DATA = /<!-- backlog-data: (.*) -->/;
const GB = 1024;

// A row per mode, backlog size, crash, n8n version and template: a 500-mail run does not replace
// the 150-mail one, nor n8n 2.8's the newest's, nor the PostgreSQL variant's the shipped template's
// (rows without a template are the Data tables template's).
const runName = (run) =>
	`${run.mode} mode, ${run.mails} mails${run.crash ? `, ${run.crash.killed} killed` : ''}, n8n ${run.n8nVersion}${run.template === 'postgres' ? ', PostgreSQL variant' : ''}`;
const yes = (ok) => (ok ? 'yes' : '**no**');

const previousRuns = () => keptRuns(FILE, START, END, DATA);

const TEMPLATES = { datatables: 'mailbox-to-erp.json', postgres: 'mailbox-to-erp-postgres.json' };
/** What a run measured: its template's nodes and connections, as a short fingerprint. */
function templateHash(kind = 'datatables') {
	const file = path.join(
		__dirname,
		'..',
		'..',
		'examples',
		TEMPLATES[kind] ?? TEMPLATES.datatables,
	);
	const { nodes, connections } = JSON.parse(fs.readFileSync(file, 'utf8'));
	return crypto
		.createHash('sha256')
		.update(JSON.stringify({ nodes, connections }))
		.digest('hex')
		.slice(0, 12);
}

/**
 * A row measured on a template that is no longer the one shipped (changed since, or written
 * before rows said which): kept, marked, and judged against no goal (issue 52).
 */
const superseded = (run, current = templateHash(run.template)) => run.templateHash !== current;

function peakRow(run) {
	return Object.entries(run.peakRss)
		.map(([name, { n8n, taskRunner }]) => {
			const resting = run.restingRss?.[name];
			const beside = [
				resting !== undefined && `${resting} MB at rest before the backlog`,
				taskRunner && `its task runner ${taskRunner} MB`,
			].filter(Boolean);
			return `${name} ${n8n} MB${beside.length ? ` (${beside.join('; ')})` : ''}`;
		})
		.join('; ');
}

function peakMb(run) {
	return Math.max(
		...Object.values(run.peakRss).flatMap(({ n8n, taskRunner }) => [n8n, taskRunner]),
	);
}

/**
 * The share of the drain the service's slots were serving: the time they were held, measured by
 * the sandbox (busyMs), or where a run has none, each admitted request for the latency.
 */
function serviceBusy(run) {
	const { admitted, latencyMs, maxInFlight, busyMs } = run.rateLimit;
	const held = busyMs ?? admitted * latencyMs;
	return Math.round((held / (maxInFlight * run.drainSeconds * 1000)) * 100);
}

function heldText(run) {
	const { admitted, latencyMs, maxInFlight, busyMs } = run.rateLimit;
	return busyMs === undefined
		? `${admitted} requests × ${latencyMs} ms over ${maxInFlight} slots`
		: `${admitted} requests held a slot ${Math.round(busyMs / admitted)} ms on average, over ${maxInFlight} slots`;
}

/** What the CPU figures say about the drain rate. */
function cpuNote(run) {
	if (run.vsCeiling >= 0.8) return '';
	const service = ` The service's slots were serving ${serviceBusy(run)} % of the drain (${heldText(run)}), and turned away ${run.rateLimit.rejected} (429).`;
	const starved = Object.values(run.eventLoop ?? {}).some(
		({ running, waitingForCpu }) => waitingForCpu >= 0.2 && waitingForCpu >= running,
	);
	if (starved)
		return `${service} n8n's event loops waited, runnable, for a CPU longer than they ran: the machine's CPUs (shared by n8n's processes, the servers, the sandbox and any other job) bound the drain here; the executions' work between requests (n8n's nodes, the uploads' multipart, Postgres, SFTP) comes too slowly to keep the service busy.`;
	// An execution runs on its process's event-loop thread: that thread near one core busy bounds
	// it; the process's other threads (garbage collection, the task runner) do not.
	const busiest = run.eventLoop
		? Math.max(...Object.values(run.eventLoop).map(({ running }) => running))
		: Math.max(...Object.values(run.cpuBusy));
	return busiest >= 0.8
		? `${service} A process near one core busy (n8n runs an execution on one thread) bounds the drain here, not the rate limit.`
		: `${service} No n8n process near one core busy and the service's slots idle a good part of the drain: what the executions n8n runs at once do between requests (${run.timeline ? `the first ${run.timeline.firstStarted} s before the first execution starts, while the Email Trigger connects and reads its first 20 mails; ` : ''}the steps that do not call the service, the archive's SFTP upload first; waits for processing) leaves the service waiting.`;
}

const listed = (object, format) =>
	Object.entries(object)
		.map(([name, value]) => format(name, value))
		.join(', ');

/** A run's CPU while draining: its processes, the machine's load, the event loops, the slowest nodes. */
function cpuBullet(run) {
	const cores = os.cpus().length;
	const parts = [
		`n8n's settings: ${run.n8nConcurrency ?? 3} executions at once${run.mode === 'queue' ? ' on each worker' : ''}, expression engine ${run.expressionEngine ?? "n8n's default"}`,
		`${listed(run.cpuBusy, (name, share) => `${name} ${share}`)} of a core`,
		run.machineLoad &&
			`the machine's 1-minute load average meanwhile ${run.machineLoad.mean} (at most ${run.machineLoad.max}) on ${cores} cores, other jobs on it included`,
		run.eventLoop &&
			`each n8n process's event-loop thread on a CPU / waiting, runnable, for one (/proc schedstat, a share of the drain): ${listed(run.eventLoop, (name, { running, waitingForCpu }) => `${name} ${running} / ${waitingForCpu}`)}`,
		run.slowestNodes &&
			`the nodes that took longest, summed over the executions: ${listed(run.slowestNodes, (node, total) => `${node} ${total} s`)}`,
		run.timeline &&
			`the first execution started ${run.timeline.firstStarted} s after the activation, the trigger handed over its last mails at ${run.timeline.lastHandedOver} s, the last execution ended at ${run.timeline.lastStopped} s, at most ${run.timeline.mostAtOnce} ran at once`,
		run.requestsByEndpoint &&
			`requests per document by endpoint: ${listed(run.requestsByEndpoint, (endpoint, count) => `${endpoint} ${count}`)}`,
		run.sandboxLoopDelayMs &&
			`the sandbox's event loop (in the test's process) late by ${run.sandboxLoopDelayMs.mean} ms on average, ${run.sandboxLoopDelayMs.p99} ms at the 99th percentile`,
	];
	return `- **${runName(run)}, CPU while draining** (CPU seconds over the drain's seconds, each n8n process with its task runner; ${cores} cores shared with the mail server, Postgres, the sandbox and this test): ${parts.filter(Boolean).join('; ')}.${cpuNote(run)}`;
}

/**
 * The most a drain could reach against the ceiling when nothing runs before its first execution
 * starts (the trigger's first read): the ceiling's time for its documents over that time plus
 * the start. Said beside the measured ratio: a small backlog cannot reach 0.8× of a ceiling that
 * leaves out a fixed start (issue 40).
 */
function bestVsCeiling(run) {
	if (!run.timeline) return undefined;
	const serviceSeconds = (run.documents / run.ceilingPerMinute) * 60;
	return Math.round((serviceSeconds / (run.timeline.firstStarted + serviceSeconds)) * 100) / 100;
}

function goals(runs) {
	const rows = [];
	for (const run of runs) {
		const name = runName(run);
		if (!run.crash)
			rows.push([
				`${name}: drain rate vs the ceiling the rate limit allows for our requests per document`,
				'≥ 0.8×',
				`${run.vsCeiling}× (${run.documentsPerMinute} of ${run.ceilingPerMinute} documents/min; ${run.requestsPerDocument} requests per document)${bestVsCeiling(run) === undefined ? '' : `; the first execution started ${run.timeline.firstStarted} s after the activation, so at most ${bestVsCeiling(run)}× even with the service busy from then on`}`,
				run.vsCeiling >= 0.8,
			]);
		if (!run.crash)
			rows.push([
				`${name}: requests per document at the service (the templates', by endpoint below)`,
				'≤ 5',
				`${run.requestsPerDocument}`,
				run.requestsPerDocument <= 5,
			]);
		rows.push([
			`${name}: peak RSS of any n8n process (PDFs up to ${run.maxMb} MB, binary data mode ${run.binaryMode})`,
			'≤ 1 GB',
			`${peakMb(run)} MB (${peakRow(run)})`,
			peakMb(run) <= GB,
		]);
		rows.push([
			`${name}: lost / duplicated at the ERP, the archive and the service`,
			'0 / 0',
			`${run.lost} / ${run.duplicated}; ${run.mailsWithOneOutcome} of ${run.mails} mails with exactly one recorded outcome`,
			run.lost === 0 && run.duplicated === 0 && run.mailsWithOneOutcome === run.mails,
		]);
	}
	return rows;
}

function writeBacklogFigure(run) {
	return placeRuns({
		...previousRuns(),
		[runName(run)]: {
			...run,
			templateHash: templateHash(run.template),
			writtenAt: new Date().toISOString(),
		},
	});
}

/** The figure written again from the runs kept in it (after a change to how it is written). */
function rewriteBacklogFigure() {
	return placeRuns(previousRuns());
}

function placeRuns(named) {
	// Rows written before the backlog size was part of the name are named again.
	const runs = Object.fromEntries(Object.values(named).map((run) => [runName(run), run]));
	const last = Object.values(runs)
		.sort((a, b) => (a.writtenAt ?? '').localeCompare(b.writtenAt ?? ''))
		.pop();
	const ordered = Object.values(runs).sort((a, b) => runName(a).localeCompare(runName(b)));
	// Each template read once for the figure, not once a row.
	const current = Object.fromEntries(
		Object.keys(TEMPLATES).map((kind) => [kind, templateHash(kind)]),
	);
	const old = new Set(
		ordered.filter((each) => superseded(each, current[each.template] ?? current.datatables)),
	);
	const shipped = ordered.filter((each) => !old.has(each));
	const shownName = (each) =>
		old.has(each) ? `${runName(each)} *(superseded: an earlier template)*` : runName(each);
	const block = [
		START,
		"## 11. A Monday morning's backlog (`npm run test:backlog`)",
		'',
		`Written by \`npm run test:backlog\` (full variant; run by \`npm run bench\` as root) on ${last.writtenAt ?? new Date().toISOString()}, the last run; do not edit by hand. n8n ${last.n8nVersion} on this machine (${os.cpus().length} cores), the template *Mailbox → ERP and DMS* as shipped (\`examples/mailbox-to-erp.json\`, its Data tables; a row that says *PostgreSQL variant*: \`examples/mailbox-to-erp-postgres.json\`) on the pipeline lane's real servers (OpenSMTPD into Dovecot, PostgreSQL 15, OpenSSH's SFTP). The backlog waits in the inbox before the template is activated, half of it with the server's received date two days back; nothing else arrives, and its trigger starts on it by itself (at once in n8n 1.123 and 2.8, at its first reconnect a minute after the activation in 2.41; 20 mails an execution, n8n's IMAP batch) and n8n runs as many of them at once as its concurrency allows (docs/backlog.md: \`N8N_CONCURRENCY_PRODUCTION_LIMIT\`; in queue mode each of the two workers' \`--concurrency\`; each row's settings in its bullet below), the others wait in its queue. The sandbox: ${last.processingSeconds} s processing time, at most ${last.rateLimit.maxInFlight} requests in flight each answered after ${last.rateLimit.latencyMs} ms (429 with Retry-After 1 s beyond): a ceiling of ${(last.rateLimit.maxInFlight * 1000) / last.rateLimit.latencyMs} requests a second. The ceiling in documents per minute is that over the requests each document took (upload, status, extraction, validate and export, its status, the original's download; a review's assignment). Drain time: from the activation to every mail with its recorded outcome and every invoice in the ERP or with a reviewer.`,
		'',
		'| run | mails | invoices | MB of attachments | drain | mails/min | documents/min | ceiling | requests per document | 429s / requests served | mail → ERP row p50 / p95 (from the activation) | largest execution | executions | lost | duplicated | written |',
		'| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |',
		...ordered.map(
			(each) =>
				`| ${shownName(each)} | ${each.mails} | ${each.invoices} | ${each.megabytes} | ${each.drainSeconds} s | ${each.mailsPerMinute} | ${each.documentsPerMinute} | ${each.ceilingPerMinute} | ${each.requestsPerDocument} | ${each.rateLimit.rejected} / ${each.rateLimit.admitted} | ${each.toErpP50} / ${each.toErpP95} | ${each.largestExecution ? `${each.largestExecution.mails} mails, ${each.largestExecution.files} files, ${each.largestExecution.megabytes} MB` : each.executionsUnread ? `not read: ${each.executionsUnread}` : '–'} | ${Object.entries(
					each.executionStatuses,
				)
					.map(([status, count]) => `${count} ${status}`)
					.join(
						', ',
					)} | ${each.lost} | ${each.duplicated} | ${(each.writtenAt ?? '').slice(0, 10)} |`,
		),
		'',
		...(shipped.length === 0
			? []
			: [
					'| goal | target | measured | met |',
					'| --- | --- | --- | --- |',
					...goals(shipped).map(
						([what, target, measured, met]) =>
							`| ${what} | ${target} | ${measured} | ${yes(met)} |`,
					),
				]),
		'',
		...shipped
			.filter((each) => each.crash)
			.map(
				(each) =>
					`- **${runName(each)}**: killed (SIGKILL) ${each.crash.atSeconds} s into the drain, with ${each.crash.logged} mails in the intake log (${each.crash.pending} pending), ${each.crash.uploading} claims at \`uploading\`, ${each.crash.erp} invoices in the ERP; started again, then the steps of docs/after-a-crash.md: ${each.crash.recovery.crashed} executions marked crashed, their ${each.crash.recovery.mailsLetGo} mails let go with its SQL, each execution retried (answers: ${JSON.stringify(each.crash.retryAnswers)}).${each.machineLoad ? ` The machine's 1-minute load average meanwhile ${each.machineLoad.mean} (at most ${each.machineLoad.max}) on ${os.cpus().length} cores, other jobs on it included.` : ''}`,
			),
		...shipped.filter((each) => !each.crash && each.cpuBusy).map(cpuBullet),
		...(shipped.length < ordered.length
			? [
					`- Rows marked *superseded* were measured on a template that has changed since (their goals are not judged here); run \`npm run test:backlog\` to measure it as shipped.`,
				]
			: []),
		`- Peak RSS sampled every 0.5 s from /proc: the n8n process, and the task runner it starts beside it.`,
		'',
		`<!-- backlog-data: ${JSON.stringify(runs)} -->`,
		END,
	].join('\n');
	return placeFigure(FILE, block, START, END);
}

module.exports = { writeBacklogFigure, rewriteBacklogFigure, superseded, templateHash };
