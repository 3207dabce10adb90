/* eslint-disable @n8n/community-nodes/no-restricted-globals, @n8n/community-nodes/no-restricted-imports, @n8n/community-nodes/no-dangerous-functions, no-console -- dev-only code, never published; eslint.dev.config.mjs lints it */
// `npm run bench`: every figure of issue 8 in one run against the sandbox on 127.0.0.1, written to
// BENCHMARKS.md. `--only 1,3` runs some figures (and writes build/BENCHMARKS.partial.md instead).
import './lib/env';
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';
import { ensureNodesBase } from './lib/deps';
import { ROOT, REPORT } from './lib/paths';
import type { Section } from './lib/report';
import { startSandboxProcess } from './lib/sandboxClient';
import { writeReport } from './lib/writeReport';
import { load } from './figures/load';
import { perItem } from './figures/perItem';
import { poll } from './figures/poll';
import { rateLimited } from './figures/rateLimit';
import { returnAll } from './figures/returnAll';
import { upload } from './figures/upload';
import { waitPace } from './figures/waitPace';

const log = (line: string) =>
	console.log(`[bench ${new Date().toISOString().slice(11, 19)}] ${line}`);

function onlyFigures(): Set<number> | undefined {
	const index = process.argv.indexOf('--only');
	if (index === -1) return undefined;
	return new Set(process.argv[index + 1].split(',').map(Number));
}

async function main(): Promise<void> {
	const started = performance.now();
	const only = onlyFigures();
	const wanted = (figure: number) => !only || only.has(figure);
	const loadBefore = loadavg();
	const deps = ensureNodesBase(log);
	log(
		deps.ok
			? `n8n-nodes-base ready${deps.installedNow ? ` (installed in ${(deps.ms / 1000).toFixed(1)} s)` : ''}`
			: `HTTP Request node not available: ${deps.reason}`,
	);
	const sandbox = await startSandboxProcess();
	log(`sandbox at ${sandbox.url} (pid ${sandbox.pid})`);
	const sections: Section[] = [];
	const failed: number[] = [];
	const timed = async (figure: number, run: () => Promise<Section>) => {
		if (!wanted(figure)) return;
		log(`figure ${figure} ...`);
		const figureStarted = performance.now();
		let section: Section;
		try {
			section = await run();
		} catch (error) {
			// The other figures still run; the report shows what failed and the run exits non-zero.
			const message = error instanceof Error ? (error.stack ?? error.message) : String(error);
			log(`figure ${figure} FAILED: ${message}`);
			failed.push(figure);
			section = {
				figure,
				title: 'failed',
				body: ['The figure failed:', '', '```', message, '```'],
				goals: [
					{
						figure,
						what: `figure ${figure}`,
						target: '–',
						measured: 'failed (see the figure)',
						met: undefined,
					},
				],
			};
		}
		section.seconds = (performance.now() - figureStarted) / 1000;
		sections.push(section);
		log(`figure ${figure} done in ${section.seconds.toFixed(1)} s`);
	};
	try {
		await timed(1, () => perItem(sandbox, deps.ok, log));
		await timed(2, () => rateLimited(sandbox, deps.ok, log));
		await timed(3, () => returnAll(sandbox, log));
		await timed(4, () => upload(sandbox, log));
		await timed(5, () => poll(sandbox, log));
		await timed(6, () => load(deps.ok, log));
		// 7 and 8 are written by test:queue and test:pipelines (kept below).
		await timed(9, () => waitPace(log));
	} finally {
		await sandbox.close();
	}
	// 11 is written by test:backlog (kept below), run from here before the report is written.
	if (wanted(11)) backlog(failed);
	const totalSeconds = (performance.now() - started) / 1000;
	const file = only ? path.join(ROOT, 'build', 'BENCHMARKS.partial.md') : REPORT;
	writeFileSync(
		file,
		keepQueueModeFigure(
			writeReport({ sections, deps, totalSeconds, load: { before: loadBefore, after: loadavg() } }),
		),
	);
	log(`wrote ${path.relative(ROOT, file)} (${totalSeconds.toFixed(0)} s in all)`);
	if (failed.length > 0) {
		log(`figures that failed: ${failed.join(', ')}`);
		process.exitCode = 1;
	}
}

/**
 * Figure 11: the full backlog (500 mails, PDFs up to 5 MB) in regular mode and in queue mode, and
 * with BENCH_BACKLOG_CRASH=1 each again with a crash in the middle: `npm run test:backlog`, which
 * writes its rows into BENCHMARKS.md. It starts a mail server, PostgreSQL and an SFTP server as
 * their own users, so it runs as root only; elsewhere the figure is kept as it was, and said so.
 */
function backlog(failed: number[]): void {
	if (process.getuid?.() !== 0) {
		log('figure 11 (backlog) not run: test:backlog starts servers as their own users, run as root');
		return;
	}
	const runs: Array<Record<string, string>> = [{}, { BACKLOG_MODE: 'queue' }];
	if (process.env.BENCH_BACKLOG_CRASH === '1')
		runs.push({ BACKLOG_CRASH: '1' }, { BACKLOG_MODE: 'queue', BACKLOG_CRASH: '1' });
	for (const run of runs) {
		log(`figure 11: test:backlog ${JSON.stringify(run)} ...`);
		const result = spawnSync(
			process.execPath,
			[path.join(ROOT, 'e2e', 'pipelines', 'backlog.js')],
			{
				cwd: ROOT,
				env: { ...process.env, BACKLOG_QUICK: '0', ...run },
				stdio: 'inherit',
			},
		);
		if (result.status !== 0) {
			log(`figure 11: test:backlog ${JSON.stringify(run)} FAILED (exit ${result.status})`);
			if (!failed.includes(11)) failed.push(11);
		}
	}
}

/** The figures other commands write, kept as they are: markers and where each goes. */
const KEPT_FIGURES = [
	// 7 (queue mode) and 8 (pipelines): `npm run test:queue`, `npm run test:pipelines`.
	{ names: ['queue-mode', 'pipelines'], before: /\n## (9|[1-9]\d+)\. / },
	// 10 (what an AI agent reads): measured by `npm run test:agent` and test/selectedFields.test.ts;
	// 11 (a backlog): `npm run test:backlog`, run by `backlog()` above as root.
	{ names: ['agent', 'backlog'], before: /\n## How to reproduce/ },
];

/** The figures of KEPT_FIGURES from the previous report, put back in number order. */
function keepQueueModeFigure(report: string): string {
	const previous = existsSync(REPORT) ? readFileSync(REPORT, 'utf8') : '';
	for (const { names, before } of KEPT_FIGURES) {
		// The last start marker before each end one: the figure alone, whatever precedes it.
		const blocks = names
			.map(
				(name) =>
					new RegExp(
						`<!-- ${name}:start -->(?:(?!<!-- ${name}:start -->)[\\s\\S])*<!-- ${name}:end -->`,
					).exec(previous)?.[0],
			)
			.filter((block): block is string => block !== undefined);
		const later = before.exec(report);
		const at = later ? later.index : report.indexOf('\n## How to reproduce');
		if (blocks.length === 0 || at === -1) continue;
		report = `${report.slice(0, at)}\n${blocks.join('\n\n')}\n${report.slice(at)}`;
	}
	return report;
}

main().catch((error: unknown) => {
	console.error(error);
	process.exit(1);
});
