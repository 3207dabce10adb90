/* eslint-disable @n8n/community-nodes/no-restricted-imports -- dev-only code, never published; eslint.dev.config.mjs lints it */
// Figure 9: what a document costs on the wait path (Document → Upload with Wait for Processing,
// Output Simplified): requests per document and how late the workflow notices the service is done,
// for a service taking 3, 30 and 120 s (today's fixed 5 s checks, the automatic pace: its first
// document ever, the next ones, the first after a restart; the floor);
// documents per minute under a rate limit; seconds each document holds an execution slot on the
// wait path and on the trigger path.
import path from 'node:path';
import { sleep, type INodeExecutionData } from 'n8n-workflow';
import { binaryFrom, runPoll } from '../../test/engine';
import type { DocumentTimeline } from '../children/sandboxProcess';
import {
	credentialsFor,
	failedItems,
	ourCredential,
	ourTrigger,
	runOurs,
	type Service,
} from '../lib/nodes';
import { table, type Goal, type Log, type Section } from '../lib/report';
import { DIST } from '../lib/paths';
import { startSandboxProcess, type SandboxProcess } from '../lib/sandboxClient';
import { fmt, max, median } from '../lib/stats';

export const FIGURE = 9;
const TIMES_S = [3, 30, 120];
/** Documents per variant and processing time after the first one. */
const DOCUMENTS = 10;
const GOAL_REQUESTS = 5;
const GOAL_DELAY_S = 2;
/** The pipeline under a rate limit: the sandbox's latency and requests served at once. */
const PIPELINE = { documents: 60, seconds: 3, latencyMs: 200, maxInFlight: 2 };
const SLOT_DOCUMENTS = 5;

/**
 * An n8n restart: the built node's memory of the pace (the module the node under measurement
 * loaded) forgets everything, as a new process (or a new queue-mode worker) starts with nothing.
 */
function restart(): void {
	// eslint-disable-next-line @typescript-eslint/no-require-imports
	const pace = require(path.join(DIST, 'nodes/DocumentProcessing/transport/pace.js')) as {
		paceMemory: { forget(): void };
	};
	pace.paceMemory.forget();
}

const pdf = Buffer.from('%PDF-1.4\n% a tiny test file\n%%EOF\n');
const fileItem = (name: string): INodeExecutionData => ({
	json: {},
	binary: { data: binaryFrom(pdf, name, 'application/pdf') },
});

/** The same sandbox under another host name: the automatic pace remembers per host. */
const otherHost = (service: Service): Service => ({
	...service,
	url: service.url.replace('127.0.0.1', 'localhost'),
});

interface Run {
	docIds: string[];
	seconds: number;
	failed: number;
}

async function upload(
	service: Service,
	files: number,
	options: { wait: boolean; pollInterval?: number; maxConcurrentRequests?: number },
): Promise<Run> {
	const started = performance.now();
	const result = await runOurs(service, {
		resource: 'document',
		operation: 'upload',
		parameters: {
			file: 'data',
			waitForProcessing: options.wait,
			waitOptions: options.pollInterval === undefined ? {} : { pollInterval: options.pollInterval },
			output: options.wait ? 'simplified' : 'raw',
			// Every upload here is the same small PDF, each a document of its own (version 5's
			// Skip Duplicates is on and would give every later upload the first one's document).
			skipDuplicates: false,
			...(options.maxConcurrentRequests
				? { requestOptions: { maxConcurrentRequests: options.maxConcurrentRequests } }
				: {}),
		},
		input: Array.from({ length: files }, (_, index) => fileItem(`invoice-${index + 1}.pdf`)),
		continueOnFail: true,
	});
	const seconds = (performance.now() - started) / 1000;
	if (result.error) throw new Error(`upload failed: ${result.error.message}`);
	const failure = result.items.find((item) => item.json.error !== undefined);
	if (failure && options.wait && !options.maxConcurrentRequests)
		throw new Error(`upload failed: ${JSON.stringify(failure.json).slice(0, 500)}`);
	return {
		docIds: result.items.map((item) => String(item.json.doc_id)),
		seconds,
		failed: failedItems(result.items),
	};
}

interface Cost {
	requests: number[];
	delays: number[];
	seconds: number[];
}

/** Requests (upload, status checks, extraction reads) and the delay, per document, from the sandbox. */
function costOf(timeline: DocumentTimeline[], runs: Run[]): Cost {
	const byId = new Map(timeline.map((document) => [document.docId, document]));
	const cost: Cost = { requests: [], delays: [], seconds: runs.map((run) => run.seconds) };
	for (const docId of runs.flatMap((run) => run.docIds)) {
		const document = byId.get(docId);
		if (!document) throw new Error(`no document ${docId} at the sandbox`);
		const noticed = document.checks.find((at) => at >= document.doneAt);
		if (noticed === undefined) throw new Error(`${docId}: no check saw it done`);
		cost.requests.push(1 + document.checks.length + document.extractionReads);
		cost.delays.push((noticed - document.doneAt) / 1000);
	}
	return cost;
}

/** The nearest-rank 95th percentile. */
function p95(values: number[]): number {
	const sorted = [...values].sort((a, b) => a - b);
	return sorted[Math.min(sorted.length - 1, Math.ceil(0.95 * sorted.length) - 1)];
}

interface ByTime {
	seconds: number;
	fixed: Cost;
	first: Cost;
	steady: Cost;
	/** The first document after a restart; filled in after every time's steady documents. */
	restarted?: Cost;
}

/** Reads of the service's dashboard so far: a wait's read of what the service knows (issue 32). */
async function dashboardReads(sandbox: SandboxProcess): Promise<number> {
	const { byRoute } = await sandbox.call('requestCounts');
	return byRoute['document.getDashboard'] ?? 0;
}

/** The cost of one document, with the reads of the dashboard made for it (it waited alone). */
async function oneDocument(sandbox: SandboxProcess): Promise<{ run: Run; reads: number }> {
	const before = await dashboardReads(sandbox);
	const run = await upload(sandbox, 1, { wait: true });
	return { run, reads: (await dashboardReads(sandbox)) - before };
}

const withReads = (cost: Cost, reads: number): Cost => ({
	...cost,
	requests: cost.requests.map((requests) => requests + reads),
});

/**
 * One processing time on a sandbox of its own: today's fixed 5 s checks (a Poll Interval of 5,
 * set, under another host name so they teach the automatic pace nothing) for DOCUMENTS documents,
 * and beside them the automatic pace's first document, then DOCUMENTS more once it is done.
 */
async function measureTime(sandbox: SandboxProcess, seconds: number, log: Log): Promise<ByTime> {
	await sandbox.call('setProcessingDelay', { ms: seconds * 1000 });
	const one = () => upload(sandbox, 1, { wait: true });
	// The only documents at the service are the fixed ones, all still processing: nothing to learn.
	const fixedRuns = Promise.all(
		Array.from({ length: DOCUMENTS }, () =>
			upload(otherHost(sandbox), 1, { wait: true, pollInterval: 5 }),
		),
	);
	const first = await oneDocument(sandbox);
	const steady = await Promise.all(Array.from({ length: DOCUMENTS }, one));
	const fixed = await fixedRuns;
	const timeline = await sandbox.call('documentTimeline');
	log(`  ${FIGURE}. T = ${seconds} s measured`);
	return {
		seconds,
		fixed: costOf(timeline, fixed),
		first: withReads(costOf(timeline, [first.run]), first.reads),
		steady: costOf(timeline, steady),
	};
}

/**
 * After every processing time's documents above: n8n restarts (the process forgets the pace) and
 * one document per processing time is uploaded, each against its own sandbox, which lists the
 * documents above as processed in the last minutes.
 */
async function measureRestart(sandbox: SandboxProcess, time: ByTime, log: Log): Promise<void> {
	const { run, reads } = await oneDocument(sandbox);
	time.restarted = withReads(costOf(await sandbox.call('documentTimeline'), [run]), reads);
	log(`  ${FIGURE}. T = ${time.seconds} s, the first document after a restart measured`);
}

interface Pipeline {
	label: string;
	documentsPerMinute: number;
	requestsPerDocument: number;
	ceiling: number;
	failed: number;
	rejected: number;
	seconds: number;
}

/** PIPELINE.documents uploads in one execution, Max Concurrent Requests at the service's limit. */
async function pipelineRun(
	sandbox: SandboxProcess,
	service: Service,
	label: string,
	pollInterval?: number,
): Promise<Pipeline> {
	await sandbox.call('clearRequests');
	await sandbox.call('rateLimit', { resetStats: true });
	const run = await upload(service, PIPELINE.documents, {
		wait: true,
		pollInterval,
		maxConcurrentRequests: PIPELINE.maxInFlight,
	});
	const { total } = await sandbox.call('requestCounts');
	const { stats } = await sandbox.call('rateLimit', {});
	const requestsPerDocument = total / PIPELINE.documents;
	const perSecond = PIPELINE.maxInFlight / (PIPELINE.latencyMs / 1000);
	return {
		label,
		documentsPerMinute: (PIPELINE.documents / run.seconds) * 60,
		requestsPerDocument,
		ceiling: (perSecond * 60) / requestsPerDocument,
		failed: run.failed,
		rejected: stats.rejected,
		seconds: run.seconds,
	};
}

interface Slots {
	waitPath: number[];
	trigger: { upload: number[]; pollSeconds: number; emitted: number; read: number[] };
}

/** Seconds of execution per document: the wait path, and upload + polling trigger + read. */
async function measureSlots(sandbox: SandboxProcess, log: Log): Promise<Slots> {
	await sandbox.call('setProcessingDelay', { ms: 3000 });
	const waitPath = await Promise.all(
		Array.from({ length: SLOT_DOCUMENTS }, () => upload(sandbox, 1, { wait: true })),
	);
	const trigger = ourTrigger();
	const credential = ourCredential();
	const poll = async (staticData?: Record<string, unknown>) =>
		await runPoll({
			node: trigger,
			credentialTypes: [credential],
			credentials: credentialsFor(sandbox),
			parameters: { event: 'statusChanged' },
			staticData: staticData as never,
		});
	const activation = await poll();
	const uploads = await Promise.all(
		Array.from({ length: SLOT_DOCUMENTS }, () => upload(sandbox, 1, { wait: false })),
	);
	const ours = new Set(uploads.flatMap((run) => run.docIds));
	// n8n polls at most once a minute; here the poll comes once the service is done.
	await sleep(3500);
	const pollStarted = performance.now();
	const changes = await poll(activation.staticData);
	const pollSeconds = (performance.now() - pollStarted) / 1000;
	const emitted = (changes.items?.[0] ?? [])
		.map((item) => String(item.json.doc_id ?? item.json.id))
		.filter((docId) => ours.has(docId));
	const read = await Promise.all(
		emitted.map(async (docId) => {
			const started = performance.now();
			const result = await runOurs(sandbox, {
				resource: 'document',
				operation: 'getExtractionResult',
				parameters: { doc_id: docId, output: 'simplified' },
			});
			if (result.error) throw new Error(`extraction read failed: ${result.error.message}`);
			return (performance.now() - started) / 1000;
		}),
	);
	log(
		`  ${FIGURE}. slots measured (${emitted.length} of ${SLOT_DOCUMENTS} emitted by the trigger)`,
	);
	return {
		waitPath: waitPath.map((run) => run.seconds),
		trigger: {
			upload: uploads.map((run) => run.seconds),
			pollSeconds,
			emitted: emitted.length,
			read,
		},
	};
}

const s = (value: number, decimals = 1) => `${fmt(value, decimals)} s`;
const restartedOf = (time: ByTime): Cost => {
	if (!time.restarted) throw new Error(`T = ${time.seconds} s: no document after a restart`);
	return time.restarted;
};

const costCells = (cost: Cost) => [
	fmt(median(cost.requests), 1),
	fmt(max(cost.requests), 0),
	s(median(cost.delays), 2),
	s(p95(cost.delays), 2),
	s(median(cost.seconds), 1),
];

export async function waitPace(log: Log): Promise<Section> {
	const sandboxes = await Promise.all(TIMES_S.map(() => startSandboxProcess()));
	let times: ByTime[];
	let pipelines: Pipeline[];
	let slots: Slots;
	try {
		times = await Promise.all(
			TIMES_S.map((seconds, index) => measureTime(sandboxes[index], seconds, log)),
		);
		restart();
		await Promise.all(times.map((time, index) => measureRestart(sandboxes[index], time, log)));
		const [sandbox] = sandboxes;
		await sandbox.call('setProcessingDelay', { ms: PIPELINE.seconds * 1000 });
		await sandbox.call('rateLimit', {
			latencyMs: PIPELINE.latencyMs,
			maxInFlight: PIPELINE.maxInFlight,
			resetStats: true,
		});
		pipelines = [
			await pipelineRun(sandbox, sandbox, 'automatic pace (learned from the documents above)'),
			await pipelineRun(sandbox, otherHost(sandbox), "today's fixed 5 s", 5),
		];
		log(`  ${FIGURE}. pipeline measured`);
		await sandbox.call('rateLimit', { latencyMs: 0, maxInFlight: 0 });
		slots = await measureSlots(sandbox, log);
	} finally {
		await Promise.all(sandboxes.map((sandbox) => sandbox.close()));
	}

	const rows: Array<Array<string | number>> = [];
	for (const time of times) {
		rows.push([
			`${time.seconds} s`,
			'today: fixed 5 s (Poll Interval 5)',
			...costCells(time.fixed),
		]);
		rows.push([
			`${time.seconds} s`,
			'automatic pace, the first document ever (the service lists nothing done)',
			...costCells(time.first),
		]);
		rows.push([
			`${time.seconds} s`,
			`automatic pace, the next ${DOCUMENTS}`,
			...costCells(time.steady),
		]);
		rows.push([
			`${time.seconds} s`,
			'automatic pace, the first document after a restart',
			...costCells(restartedOf(time)),
		]);
		rows.push([`${time.seconds} s`, 'floor', '3', '3', '0.00 s', '0.00 s', s(time.seconds, 1)]);
	}
	const waitSlot = median(slots.waitPath);
	const triggerSlot =
		median(slots.trigger.upload) +
		slots.trigger.pollSeconds / Math.max(1, slots.trigger.emitted) +
		median(slots.trigger.read);
	const steadyRequests = times.map((time) => max(time.steady.requests));
	const steadyDelays = times.map((time) => p95(time.steady.delays));
	const firstRequests = times.map((time) => max(time.first.requests));
	const firstDelays = times.map((time) => max(time.first.delays));
	const restartRequests = times.map((time) => max(restartedOf(time).requests));
	const restartDelays = times.map((time) => max(restartedOf(time).delays));
	const [auto, fixed] = pipelines;
	const list = (values: number[], decimals: number, unit = '') =>
		values.map((value) => `${fmt(value, decimals)}${unit}`).join(', ');
	const goals: Goal[] = [
		{
			figure: FIGURE,
			what: 'Wait for Processing: requests per document until the simplified result, T = 3, 30, 120 s (after the first document)',
			target: `≤ ${GOAL_REQUESTS}`,
			measured: `${list(steadyRequests, 0)} (most of ${DOCUMENTS} each); today ${list(
				times.map((time) => median(time.fixed.requests)),
				0,
			)}`,
			met: steadyRequests.every((value) => value <= GOAL_REQUESTS),
		},
		{
			figure: FIGURE,
			what: 'Wait for Processing: the workflow notices the service is done, p95, T = 3, 30, 120 s (after the first document)',
			target: `≤ ${GOAL_DELAY_S} s`,
			measured: `${list(steadyDelays, 2, ' s')}; today ${list(
				times.map((time) => p95(time.fixed.delays)),
				2,
				' s',
			)}`,
			met: steadyDelays.every((value) => value <= GOAL_DELAY_S),
		},
		{
			figure: FIGURE,
			what: 'Wait for Processing, the first document after an n8n restart (or in a new queue-mode worker): requests (its read of the service included) and delay, T = 3, 30, 120 s',
			target: `≤ ${GOAL_REQUESTS} and ≤ ${GOAL_DELAY_S} s`,
			measured: `${list(restartRequests, 0)} requests; ${list(restartDelays, 2, ' s')}`,
			met:
				restartRequests.every((value) => value <= GOAL_REQUESTS) &&
				restartDelays.every((value) => value <= GOAL_DELAY_S),
			note: 'the process knows nothing, so its first wait reads what the service lists (one dashboard read: how long its recently processed documents took) and checks as the warm path does.',
		},
		{
			figure: FIGURE,
			what: 'Wait for Processing, the first document ever (the service lists no document it processed): requests (its read of the service included) and delay, T = 3, 30, 120 s',
			target: `≤ ${GOAL_REQUESTS} and ≤ ${GOAL_DELAY_S} s`,
			measured: `${list(firstRequests, 0)} requests; ${list(firstDelays, 2, ' s')}`,
			met:
				firstRequests.every((value) => value <= GOAL_REQUESTS) &&
				firstDelays.every((value) => value <= GOAL_DELAY_S),
			note: "nothing anywhere tells how long this service takes: not the process, not n8n, not the service, whose list shows no processed document. The read finds nothing and the checks go as they did before it (1, 2, 3, 4.5, 6.75 … s after the upload: half the time waited apart, 1 to 15 s), so a long wait costs more checks and is noticed up to half the time waited (at most 15 s) late. It happens once per service: every later document, also after a restart, learns from this one. What the triggers give instead: the Webhook Trigger is called by the service when it exports a document (after validation), so it says nothing of processing's end; a workflow that uploads without waiting and goes on at the Document Processing Trigger's *Document Reached Status* holds no execution while the service works (the slot table below) but notices up to its poll interval (a minute at least) late. A Retry-After on the status answer, which the node honours, would close it from the service's side.",
		},
		{
			figure: FIGURE,
			what: `pipeline under a rate limit (${PIPELINE.maxInFlight} in flight, ${PIPELINE.latencyMs} ms): documents per minute vs the ceiling for our requests per document`,
			target: '≥ 0.8× the ceiling, 0 failed items',
			measured: `${fmt(auto.documentsPerMinute, 0)} of ${fmt(auto.ceiling, 0)} (${fmt(auto.documentsPerMinute / auto.ceiling, 2)}×), ${auto.failed} failed; today ${fmt(fixed.documentsPerMinute, 0)}`,
			met: auto.documentsPerMinute >= 0.8 * auto.ceiling && auto.failed === 0,
			note: `the ceiling counts only the requests: ${PIPELINE.documents} documents also wait ${PIPELINE.seconds} s of processing before the first is done, which a run this short cannot hide.`,
		},
	];
	const body = [
		`Document → Upload with Wait for Processing and Output Simplified, one document per execution, against a sandbox (each processing time its own sandbox process) that keeps uploads \`processing\` for T seconds. All three processing times ran at once in one run: for each, ${DOCUMENTS} documents with today's fixed 5 s checks (a Poll Interval of 5 set in Wait Options; the same sandbox under the host name \`localhost\`, so they teach the automatic pace nothing), beside them the automatic pace's first document ever (a fresh process's memory for that host, and the service lists only those still processing, so its read of the service finds nothing), and once it was done ${DOCUMENTS} more with the automatic pace, all at once. Then n8n "restarts" (the process's memory of the pace is emptied, as a new process or queue-mode worker starts) and one more document goes to each processing time's sandbox, which lists the ones above as processed minutes ago: the first document after a restart. Requests are counted at the sandbox per document (the upload, its status checks, its extraction read, and for a first document the read of the service's dashboard made for it); the delay is from the time the sandbox's document left processing to the arrival of the first status check after it (its answer is the moment the workflow knows). The floor: one status check just after the end, then the extraction read (2 requests if the status answer carried the fields).`,
		'',
		...table(
			[
				'T',
				'variant',
				'requests per document (median)',
				'most',
				'delay after done (median)',
				'delay p95',
				'execution (median)',
			],
			rows,
		),
		'',
		`Today's delay depends on where T falls on the 5 s grid of its checks (at 0, 5, 10 … s after the upload, each a little later than the last by the time a check takes): for T = 30 and 120 s, multiples of 5, the checks land just after the end, its best case; for T = 3 s, 2 s late. For processing times spread evenly it is 2.5 s on average and up to 5 s. The automatic pace does not depend on that.`,
		'',
		`Pipeline under a rate limit: the sandbox answers after ${PIPELINE.latencyMs} ms and serves ${PIPELINE.maxInFlight} requests at once (429 and Retry-After 1 s beyond), processing ${PIPELINE.seconds} s; ${PIPELINE.documents} uploads as items of one execution with Request Options → Max Concurrent Requests ${PIPELINE.maxInFlight}. The ceiling is what the limit allows: ${fmt(PIPELINE.maxInFlight / (PIPELINE.latencyMs / 1000), 0)} requests a second over the requests each document took. Here the requests queue behind the limit for longer than the processing takes, so today's pace, too, found every document done at its first check.`,
		'',
		...table(
			[
				'variant',
				'documents per minute',
				'requests per document',
				'ceiling (documents per minute)',
				'vs ceiling',
				'failed items',
				'429s',
				'seconds',
			],
			pipelines.map((run) => [
				run.label,
				fmt(run.documentsPerMinute, 0),
				fmt(run.requestsPerDocument, 2),
				fmt(run.ceiling, 0),
				`${fmt(run.documentsPerMinute / run.ceiling, 2)}×`,
				run.failed,
				run.rejected,
				fmt(run.seconds, 1),
			]),
		),
		'',
		`Seconds each document holds an execution slot (T = 3 s, ${SLOT_DOCUMENTS} documents, medians): on the wait path the execution runs while the service works; on the trigger path (an upload without waiting, the polling trigger's poll shared by the documents it emits, then a workflow reading each document's extraction result, Simplified) no execution runs while the service works. n8n's polling trigger polls at most once a minute, so the trigger path notices up to a minute (its poll interval) after the service is done.`,
		'',
		...table(
			['path', 'seconds per document', 'made of'],
			[
				[
					'wait path (Upload, Wait for Processing, automatic pace)',
					s(waitSlot, 2),
					'one execution',
				],
				[
					'trigger path (Upload; trigger; Get Extraction Result)',
					s(triggerSlot, 3),
					`upload ${s(median(slots.trigger.upload), 3)} + poll ${s(slots.trigger.pollSeconds, 3)} / ${slots.trigger.emitted} documents + read ${s(median(slots.trigger.read), 3)}`,
				],
			],
		),
		'',
		`The automatic pace (no Poll Interval in Wait Options): each wait remembers, per base URL, credential and what it waits for, how long the service took for the last ${20} documents (from the status answer's \`created_on\` to \`last_saved_on\`, in the service's clock), and checks a document when most of them were done, plus 0.05 s (more for a service seen answering "processing" after its stamped end: how late it was plus 0.25 s); then every 1.5 s at most until almost all would have been, then further apart. Documents waiting at the same time learn from each other. A process that knows nothing of a service yet (n8n just started, a new queue-mode worker) asks it once: one read of its dashboard for the ${20} documents it processed last (still \`ready_for_validation\`, done in the last 6 hours), whose \`created_on\` to \`last_saved_on\` is how long each took; it goes beside the first wait, which does not wait for it. Nothing usable in the answer, or a read that fails: it checks after 1 s and then half the time waited apart (1 to 15 s), as before, and asks again only after 6 hours. A Retry-After on a status answer is honoured. A Poll Interval set in Wait Options polls exactly as before (and reads nothing): the first check at once, then that far apart.`,
		'',
		"Why the service and not n8n: the pace could be kept in the workflow's static data, as Skip Duplicates keeps its uploads, but n8n saves static data only when an execution ends and not for manual ones, a polling or webhook trigger in the same workflow writes its own copy over it when it fires (n8n 1.123, 2.8 and 2.41), executions on two queue-mode workers each save their own, and it is per workflow: every new workflow and the first document ever would still start cold. What the service lists is there after any restart, in every worker and workflow, in every n8n version alike, for one request per process and service.",
	];
	return {
		figure: FIGURE,
		title: 'Waiting for processing: requests, delay and slots',
		body,
		goals,
	};
}
