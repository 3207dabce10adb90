'use strict';
// The queue mode figure of BENCHMARKS.md, written by a full `npm run test:queue` between two
// markers (bench/run.ts keeps the block when it rewrites the rest of the file).
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');

const START = '<!-- queue-mode:start -->';
const END = '<!-- queue-mode:end -->';

const cell = (value) => (value === undefined ? '–' : String(value));
const executions = (byStatus = {}) =>
	Object.entries(byStatus)
		.map(([status, count]) => `${count} ${status}`)
		.join(', ');

function runRow(run) {
	return `| ${run.label} | ${cell(run.documentsIn)} | ${cell(run.mbIn)} | ${executions(run.executionsAfterRetries ?? run.executions)} | ${cell(run.documentsAtSandbox ?? run.documentsInExecutions ?? run.changesEmitted)} | ${cell(run.lost)} | ${cell(run.duplicated)} | ${cell(run.seconds ?? run.secondsFromLastChangeToAllEmitted)} | ${run.documentsPerMinute !== undefined ? `${run.documentsPerMinute} documents/min, ${run.mbPerSecond} MB/s` : '–'} |`;
}

function section(summary, { load }) {
	const { settings, runs } = summary;
	const byLabel = Object.fromEntries(runs.map((run) => [run.label, run]));
	const one = byLabel['upload burst, 1 worker'];
	const two = byLabel['upload burst, 2 workers'];
	const kill = byLabel['worker killed'];
	const storm = byLabel['webhook storm'];
	const memory = Object.entries(summary.peakMemoryMb ?? {})
		.filter(([name]) => name.startsWith('worker'))
		.map(
			([name, peak]) => `${name} ${peak.n8n} MB (${peak.withTaskRunner} MB with its task runner)`,
		)
		.join('; ');
	const lines = [
		START,
		'## 7. Queue mode (`npm run test:queue`)',
		'',
		`Written by \`npm run test:queue\` (full variant) on ${new Date().toISOString()}; do not edit by hand. n8n ${summary.n8nVersion ?? '2.8.4'} in queue mode: a main, ${two ? 'two workers' : 'workers'} (\`--concurrency=${settings.concurrency}\` each), a webhook processor, Redis ${'7'} and Postgres 15 on this machine (${os.cpus().length} cores, ${Math.round(os.totalmem() / 1024 ** 3)} GiB; load average ${load.before.toFixed(1)} at the start, ${load.after.toFixed(1)} at the end: other work shares the cores). Binary data mode \`database\`. The sandbox: ${settings.processingDelayMs} ms processing delay, at most ${settings.rateLimit} requests in flight (429 beyond, Retry-After 1 s; the pipeline's nodes retry up to 10 times). PDFs of mixed sizes up to ${settings.maxMb} MB: every 25th ${settings.maxMb} MB, every 5th 10–25 % of that, the rest 20–600 KB.`,
		'',
		'| run | documents in | MB in | executions | at the sandbox | lost | duplicated | seconds | throughput |',
		'| --- | --- | --- | --- | --- | --- | --- | --- | --- |',
		...runs.map(runRow),
		'',
		`- **Throughput, 1 worker vs 2 workers**: ${one ? `${one.documentsPerMinute}` : '–'} vs ${two ? `${two.documentsPerMinute}` : '–'} documents per minute${one && two ? ` (×${(two.documentsPerMinute / one.documentsPerMinute).toFixed(2)})` : ''}, from the first execution's start to the last one's end. With 2 cores, a second worker adds concurrency (more executions waiting on the service at once), not CPU: it shares the cores with the first, the main, the webhook processor, Postgres, Redis, and this test's own process, which makes the PDFs and runs the sandbox (whose pdf.js reads every upload), beside other work on the machine (load average above). Where the ratio stays near 1, the limit is that shared CPU, not n8n's queue; a worker per core (or per machine) is what scales.`,
		`- **Peak memory per worker** during the ${settings.maxMb} MB uploads (RSS, sampled every 0.5 s): ${memory || '–'}.`,
		`- **Worker killed**: n8n 2.x does not run a dead worker's executions again (they fail once the lock runs out, and the main marks them crashed); the test retries them as an operator does (Executions → Retry), then sends again, with the same bytes, what still did not go through${kill ? ` (${kill.resent}, ${kill.resentAlreadyAtSandbox} of them uploaded already by the dead worker)` : ''}. The upload's Skip Duplicates with Check the Service for Earlier Uploads set to Always finds those at the service (same name, same bytes) and skips them: the dead execution never saved the workflow's memory of its uploads.`,
		...(storm
			? [
					`- **Webhook storm deliveries**: ${storm.deliveryAttempts} attempts for ${storm.deliveries} deliveries (${storm.repeatedDeliveries} repeated after a 200 on purpose); ${storm.attemptsNot200} got no 200 (an error, or no answer within the sandbox's 30 s delivery timeout) and were delivered again, as a service retries; each document still started exactly one execution.`,
				]
			: []),
		`- **Lost / duplicated**: ${runs.map((run) => `${run.label} ${cell(run.lost)} / ${cell(run.duplicated)}`).join('; ')} (goal 0 and 0).`,
		'',
		END,
	];
	return lines.join('\n');
}

/**
 * The runs a figure keeps in its data comment (`pattern`, its JSON in the first group), read from
 * the figure between its markers; none when there is no figure yet or its data cannot be read.
 */
function keptRuns(file, start, end, pattern) {
	const text = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '';
	const block = text.slice(text.lastIndexOf(start, text.indexOf(end)));
	try {
		return JSON.parse(pattern.exec(block)?.[1] ?? '{}');
	} catch {
		return {};
	}
}

/**
 * Puts a figure between its markers into BENCHMARKS.md: in place of an earlier one, else before
 * "How to reproduce".
 */
function placeFigure(file, block, start = START, end = END) {
	const text = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '# Benchmarks\n';
	let next;
	const endAt = text.indexOf(end);
	// The start marker nearest before the end one: a stray marker elsewhere never swallows figures.
	const startAt = endAt === -1 ? -1 : text.lastIndexOf(start, endAt);
	if (startAt !== -1) {
		next = text.slice(0, startAt) + block + text.slice(endAt + end.length);
	} else if (text.includes('\n## How to reproduce')) {
		const at = text.indexOf('\n## How to reproduce');
		next = `${text.slice(0, at)}\n${block}\n${text.slice(at)}`;
	} else {
		next = `${text.trimEnd()}\n\n${block}\n`;
	}
	fs.writeFileSync(file, next);
	return path.basename(file);
}

function writeQueueFigure(file, summary, options) {
	return placeFigure(file, section(summary, options));
}

module.exports = { writeQueueFigure, placeFigure, keptRuns, START, END };
