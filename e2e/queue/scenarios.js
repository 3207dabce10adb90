'use strict';
/* global FormData, Blob, AbortSignal */
// The four queue-mode runs of `npm run test:queue` (see ./run.js) and the counts each checks:
// documents in, executions, documents at the sandbox, lost, duplicated.
const fs = require('node:fs');
const path = require('node:path');
const n8n = require('../../scripts/n8n/common');
const { sizeOf, invoiceOfSize } = require('./pdfs');
const { chain } = require('../workflowConnections');

const BURST_WORKFLOW = 'dpQueueBurst';
const BURST_PATH = 'dp-queue-burst';
const WEBHOOK_WORKFLOW = 'dpExportWebhook';
const POLL_WORKFLOW = 'dpQueuePoll';
const MB = 1024 * 1024;
/** QUEUE_WORKER_LOCK_DURATION + QUEUE_WORKER_STALLED_INTERVAL (./cluster.js) and a margin. */
const STALL_NOTICED_MS = 30000 + 10000 + 5000;

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

async function eventually(what, check, { timeoutMs, intervalMs = 1000 }) {
	const deadline = Date.now() + timeoutMs;
	for (;;) {
		const value = await check();
		if (value) return value;
		if (Date.now() > deadline)
			throw new Error(`timed out after ${timeoutMs / 1000} s waiting for ${what}`);
		await sleep(intervalMs);
	}
}

/** Runs `task(i)` for i in [0, count) with at most `limit` at once. */
async function pool(count, limit, task) {
	let next = 0;
	const runners = Array.from({ length: Math.min(limit, count) }, async () => {
		while (next < count) await task(next++);
	});
	await Promise.all(runners);
}

// ------------------------------------------------------------------ workflows from the examples

const example = (id) =>
	n8n
		.exampleFiles()
		.map(n8n.readWorkflow)
		.find((workflow) => workflow.id === id);

/**
 * The invoice intake example's pipeline (upload and wait → extraction result → validate and
 * export) behind a Webhook node that receives the PDF, as a team feeds it from other systems.
 * Retries raised for the rate-limited service (Request Options → Retries); Skip Duplicates with
 * Check the Service for Earlier Uploads set to Always where the node offers them.
 */
function burstWorkflow({ skipDuplicates, lookUpEarlierUploads }) {
	const intake = example('dpInvoiceIntake');
	const pick = (name) => structuredClone(intake.nodes.find((node) => node.name === name));
	const pipeline = ['Upload Invoice', 'Get Extraction Result', 'Validate and Export'].map(pick);
	for (const node of pipeline) {
		node.parameters.requestOptions = { retries: 10, retryMaxWait: 120 };
	}
	// The sender sends again what did not go through (run 4), so the upload asks the service
	// about files its memory does not know: a dead execution may have uploaded them.
	const [upload, , validate] = pipeline;
	upload.parameters.skipDuplicates = Boolean(skipDuplicates);
	if (skipDuplicates && lookUpEarlierUploads)
		upload.parameters.options = { ...upload.parameters.options, lookUpEarlierUploads: 'always' };
	// Figures comparable with earlier runs: the burst ends at the export request, not its end.
	validate.parameters.waitForProcessing = false;
	const webhook = {
		id: '5d0c0000-0000-4000-8000-0000000a0001',
		name: 'Receive PDF',
		type: 'n8n-nodes-base.webhook',
		typeVersion: 2,
		position: [-220, 0],
		webhookId: '5d0c0000-0000-4000-8000-0000000a0002',
		parameters: { httpMethod: 'POST', path: BURST_PATH, responseMode: 'onReceived', options: {} },
	};
	return {
		id: BURST_WORKFLOW,
		name: 'Queue test: PDF upload burst',
		nodes: [webhook, ...pipeline],
		connections: chain([webhook.name, ...pipeline.map((node) => node.name)]),
		settings: { executionOrder: 'v1' },
	};
}

/** The review queue example's trigger, on every status change, polled every minute (n8n's shortest). */
function pollWorkflow() {
	const review = example('dpReviewQueue');
	const trigger = structuredClone(
		review.nodes.find((node) => node.type === n8n.NODE_TYPES.trigger),
	);
	trigger.parameters = {
		pollTimes: { item: [{ mode: 'everyMinute' }] },
		event: 'statusChanged',
	};
	const noOp = {
		id: '5d0c0000-0000-4000-8000-0000000b0001',
		name: 'Changes',
		type: 'n8n-nodes-base.noOp',
		typeVersion: 1,
		position: [220, 0],
		parameters: {},
	};
	return {
		id: POLL_WORKFLOW,
		name: 'Queue test: status changes',
		nodes: [trigger, noOp],
		connections: chain([trigger.name, noOp.name]),
		settings: { executionOrder: 'v1' },
	};
}

function writeWorkflows(dir, workflows) {
	fs.mkdirSync(dir, { recursive: true });
	return workflows.map((workflow) => {
		const file = path.join(dir, `${workflow.id}.json`);
		fs.writeFileSync(file, JSON.stringify(workflow, null, 2));
		return file;
	});
}

// ------------------------------------------------------------------ counting

/** Executions of `workflowId` started since `since` (epoch ms), by status; first start and last stop. */
function executionsSince(cluster, workflowId, since) {
	const iso = new Date(since - 1000).toISOString();
	const rows = cluster.postgres.query(
		`select status, count(*), extract(epoch from min("startedAt")) * 1000, extract(epoch from max("stoppedAt")) * 1000 from execution_entity where "workflowId" = '${workflowId}' and "createdAt" >= '${iso}' group by status`,
	);
	const byStatus = Object.fromEntries(rows.map(([status, count]) => [status, Number(count)]));
	const firstStart = Math.min(...rows.map((row) => Number(row[2]) || Infinity));
	const lastStop = Math.max(...rows.map((row) => Number(row[3]) || 0));
	const total = Object.values(byStatus).reduce((sum, count) => sum + count, 0);
	return { byStatus, total, firstStart, lastStop };
}

const unfinished = (counts) =>
	(counts.byStatus.new ?? 0) + (counts.byStatus.running ?? 0) + (counts.byStatus.waiting ?? 0);

/** Each execution of `workflowId` since `since`: id, status and its run data (flatted in Postgres). */
function runsSince(cluster, workflowId, since, { failedOnly = false } = {}) {
	const { parse } = require(path.join(n8n.N8N_HOME, 'node_modules', 'flatted'));
	const iso = new Date(since - 1000).toISOString();
	const rows = cluster.postgres.query(
		`select d."executionId", e.status, replace(encode(convert_to(d.data, 'UTF8'), 'base64'), E'\\n', '') from execution_data d join execution_entity e on e.id = d."executionId" where e."workflowId" = '${workflowId}' and e."createdAt" >= '${iso}'${failedOnly ? " and e.status <> 'success'" : ''}`,
	);
	return rows.map(([id, status, data]) => ({
		id,
		status,
		run: parse(Buffer.from(data, 'base64').toString('utf8')),
	}));
}

/** The items a node output in each execution of `workflowId` since `since`. */
function nodeOutputsSince(cluster, workflowId, since, nodeName) {
	return runsSince(cluster, workflowId, since).map(({ id, run }) => {
		const runs = run?.resultData?.runData?.[nodeName] ?? [];
		return { id, items: (runs.at(-1)?.data?.main?.[0] ?? []).map((item) => item.json) };
	});
}

/** Why executions that did not succeed failed (at most `limit`). */
function failuresSince(cluster, workflowId, since, limit = 8) {
	return runsSince(cluster, workflowId, since, { failedOnly: true })
		.slice(0, limit)
		.map(({ id, status, run }) => ({
			id,
			status,
			node: run?.resultData?.lastNodeExecuted,
			error: String(run?.resultData?.error?.message ?? '').slice(0, 160),
		}));
}

/** Lost and duplicated among `names` (what went in), given how often each arrived. */
function lostAndDuplicated(names, arrivals) {
	let lost = 0;
	let duplicated = 0;
	for (const name of names) {
		const times = arrivals.get(name) ?? 0;
		if (times === 0) lost++;
		if (times > 1) duplicated += times - 1;
	}
	return { lost, duplicated };
}

// ------------------------------------------------------------------ 1 and 4: upload burst

/** POSTs one PDF to the burst webhook; a connection failure is tried once more, as a sender would. */
async function postPdf(url, name, pdf) {
	let lastError;
	for (let attempt = 1; attempt <= 2; attempt++) {
		const form = new FormData();
		form.append('data', new Blob([pdf], { type: 'application/pdf' }), name);
		try {
			const response = await fetch(url, {
				method: 'POST',
				body: form,
				signal: AbortSignal.timeout(120000),
			});
			await response.arrayBuffer();
			return response.status === 200 ? undefined : `${name}: HTTP ${response.status}`;
		} catch (error) {
			lastError = `${name}: ${error.message} (${error.cause?.code ?? error.cause?.message ?? 'no cause'})`;
		}
	}
	return lastError;
}

/**
 * Sends `count` PDFs (mixed sizes) to the burst webhook, `concurrency` at once. `keep`: the files
 * are kept (by name) to be sent again.
 */
async function sendBurst(cluster, { prefix, count, maxBytes, concurrency, keep = false }) {
	const url = `${cluster.webhookUrl}/webhook/${BURST_PATH}`;
	const names = [];
	const failures = [];
	const files = new Map();
	let bytes = 0;
	await pool(count, concurrency, async (index) => {
		const { pdf } = await invoiceOfSize(prefix, index, sizeOf(index, maxBytes));
		const name = `${prefix}-${String(index).padStart(5, '0')}.pdf`;
		names.push(name);
		bytes += pdf.length;
		if (keep) files.set(name, pdf);
		const failure = await postPdf(url, name, pdf);
		if (failure) failures.push(failure);
	});
	return { names, bytes, failures, files };
}

/** Where the pipeline ends: validated, exported. */
const PIPELINE_DONE = new Set(['validated_pending_export', 'finished']);

/**
 * The burst's counts at the sandbox: documents (uploads) per file name, and lost = files with no
 * document that went through the whole pipeline (validated), duplicated = uploads beyond one.
 */
function burstCounts(sandbox, prefix, names) {
	const arrivals = new Map();
	const completed = new Set();
	const statuses = {};
	for (const document of sandbox.state.documents.values()) {
		if (!document.file_name.startsWith(`${prefix}-`)) continue;
		arrivals.set(document.file_name, (arrivals.get(document.file_name) ?? 0) + 1);
		const { status } = sandbox.state.getDocument(document.doc_id);
		statuses[status] = (statuses[status] ?? 0) + 1;
		if (PIPELINE_DONE.has(status)) completed.add(document.file_name);
	}
	return {
		documentsAtSandbox: [...arrivals.values()].reduce((sum, times) => sum + times, 0),
		sandboxStatuses: statuses,
		lost: names.filter((name) => !completed.has(name)).length,
		duplicated: lostAndDuplicated(names, arrivals).duplicated,
	};
}

/**
 * Run 1: a burst through the webhook processor to the workers. Returns the counts and the
 * throughput (documents per minute, MB/s) from the first execution's start to the last one's end.
 */
async function uploadBurst(context, { prefix, count, label, during, keep }) {
	const { cluster, sandbox, settings } = context;
	const since = Date.now();
	let duringResult;
	const sending = sendBurst(cluster, {
		prefix,
		count,
		maxBytes: settings.maxMb * MB,
		concurrency: settings.sendConcurrency,
		keep,
	});
	if (during) duringResult = await during({ since, count });
	const { names, bytes, failures, files } = await sending;
	const counts = await eventually(
		`${label}: ${count} executions to finish`,
		() => {
			const current = executionsSince(cluster, BURST_WORKFLOW, since);
			return current.total >= count - failures.length && unfinished(current) === 0 && current;
		},
		{ timeoutMs: settings.scenarioTimeoutMs, intervalMs: 2000 },
	);
	const seconds = (counts.lastStop - counts.firstStart) / 1000;
	return {
		label,
		documentsIn: count,
		mbIn: Math.round(bytes / MB),
		refusedByWebhook: failures.length,
		failures: failures.slice(0, 5),
		executions: counts.byStatus,
		...burstCounts(sandbox, prefix, names),
		failed: failuresSince(cluster, BURST_WORKFLOW, since),
		since,
		files: keep ? files : undefined,
		seconds: Math.round(seconds),
		documentsPerMinute: Math.round((count / seconds) * 60 * 10) / 10,
		mbPerSecond: Math.round((bytes / MB / seconds) * 100) / 100,
		during: duringResult,
	};
}

/**
 * Run 4: run 1 again; when a quarter of it has finished one worker is SIGKILLed and started again.
 * n8n 2.x does not re-run the killed worker's executions (its Bull queue allows no stalled
 * retries); its main marks them crashed (queue recovery). Then they are retried as an operator
 * does (Executions → Retry, here the REST call the editor makes), and nothing may be lost or
 * uploaded twice.
 */
async function killedWorker(context, { prefix, count }) {
	const { cluster, sandbox, settings } = context;
	const result = await uploadBurst(context, {
		prefix,
		count,
		keep: true,
		label: 'worker killed',
		during: async ({ since }) => {
			await eventually(
				'a quarter of the burst to finish, more running',
				() => {
					const { byStatus } = executionsSince(cluster, BURST_WORKFLOW, since);
					return (byStatus.success ?? 0) >= Math.ceil(count / 4) && (byStatus.running ?? 0) >= 2;
				},
				{ timeoutMs: settings.scenarioTimeoutMs, intervalMs: 500 },
			);
			const running = cluster.postgres.query(
				`select count(*) from execution_entity where "workflowId" = '${BURST_WORKFLOW}' and status = 'running'`,
			)[0][0];
			const killedAt = Date.now();
			await cluster.killWorker('worker-1');
			await cluster.startWorker('worker-1', settings.concurrency);
			return {
				killedAt,
				runningWhenKilled: Number(running),
				restartSeconds: Math.round((Date.now() - killedAt) / 1000),
			};
		},
	}).catch((error) => ({ error }));
	if (result.error) throw result.error;
	const { since } = result;
	// A dead worker's job fails when its lock runs out and the next stalled check sees it
	// (QUEUE_WORKER_LOCK_DURATION + QUEUE_WORKER_STALLED_INTERVAL); the main's queue recovery marks
	// what is still 'running' crashed (every minute here). Wait for both before retrying.
	await sleep(Math.max(0, result.during.killedAt + STALL_NOTICED_MS - Date.now()));
	const stuck = await eventually(
		"the killed worker's executions to be marked failed or crashed",
		() => {
			const counts = executionsSince(cluster, BURST_WORKFLOW, since);
			return unfinished(counts) === 0 && counts;
		},
		{ timeoutMs: 180000, intervalMs: 3000 },
	);
	// As an operator does: Retry on each failed execution (the REST call the editor makes), again
	// for one whose retry failed too, at most three rounds.
	const retried = [];
	const failedOriginals = () =>
		cluster.postgres
			.query(
				`select id from execution_entity where "workflowId" = '${BURST_WORKFLOW}' and status in ('crashed', 'error') and "retryOf" is null and "retrySuccessId" is null and "createdAt" >= '${new Date(since - 1000).toISOString()}'`,
			)
			.map(([id]) => id);
	const firstFailed = failedOriginals().length;
	for (let round = 1; round <= 3; round++) {
		const toRetry = failedOriginals();
		if (toRetry.length === 0) break;
		// n8n answers a Retry only when the retried execution has ended (ExecutionService.retry
		// awaits its post-execute promise, in queue mode Bull's job.finished()). The retried
		// executions here end within a second, but a job that ends before the main calls
		// job.finished() was never answered while n8n deleted finished jobs from Redis at once: see
		// the job retention in ./cluster.js. The round's retries go out together, as an operator's
		// clicks in the editor do not wait for each other; each answer's time is reported.
		const answers = await Promise.all(
			toRetry.map(async (id) => {
				const sent = Date.now();
				const answer = await cluster.rest.request(
					'POST',
					`/rest/executions/${id}/retry`,
					{ loadWorkflow: false },
					{ allowError: true, timeoutMs: settings.scenarioTimeoutMs },
				);
				return { ...answer, seconds: (Date.now() - sent) / 1000 };
			}),
		);
		answers.forEach(({ status, body, seconds }, index) =>
			retried.push({
				round,
				id: toRetry[index],
				seconds,
				ok: status === 200,
				message: status === 200 ? undefined : JSON.stringify(body).slice(0, 200),
			}),
		);
		await eventually(
			'the retries to finish',
			() => unfinished(executionsSince(cluster, BURST_WORKFLOW, since)) === 0,
			{ timeoutMs: settings.scenarioTimeoutMs, intervalMs: 2000 },
		);
	}
	const names = Array.from(
		{ length: count },
		(_, index) => `${prefix}-${String(index).padStart(5, '0')}.pdf`,
	);
	// What n8n's retries did not bring through is sent again, the same bytes, as the system that
	// feeds the webhook does for a document whose execution failed.
	const notThrough = names.length - burstCounts(sandbox, prefix, names).lost;
	const resend = names.filter((name) => burstCounts(sandbox, prefix, [name]).lost === 1);
	// Those the dead worker had uploaded already: the duplicate guard must find them.
	const resentAlreadyAtSandbox = resend.filter(
		(name) => burstCounts(sandbox, prefix, [name]).documentsAtSandbox > 0,
	).length;
	const resent = [];
	for (const name of resend) {
		const failure = await postPdf(
			`${cluster.webhookUrl}/webhook/${BURST_PATH}`,
			name,
			result.files.get(name),
		);
		resent.push({ name, ok: failure === undefined });
	}
	if (resent.length > 0)
		await eventually(
			'the documents sent again to go through',
			() => {
				const counts = executionsSince(cluster, BURST_WORKFLOW, since);
				return unfinished(counts) === 0 && burstCounts(sandbox, prefix, names).lost === 0;
			},
			{ timeoutMs: settings.scenarioTimeoutMs, intervalMs: 2000 },
		).catch(() => undefined);

	return {
		...result,
		label: 'worker killed',
		files: undefined,
		crashedOrFailedBeforeRetry: firstFailed,
		throughAfterRetries: notThrough,
		resent: resent.length,
		resentAlreadyAtSandbox,
		executionsAfterRetries: executionsSince(cluster, BURST_WORKFLOW, since).byStatus,
		stuckCounts: stuck.byStatus,
		retries: {
			rounds: Math.max(0, ...retried.map((entry) => entry.round)),
			sent: retried.length,
			accepted: retried.filter((entry) => entry.ok).length,
			slowestAnswerSeconds: Math.max(0, ...retried.map((entry) => entry.seconds)),
			refused: retried.filter((entry) => !entry.ok).slice(0, 3),
		},
		...burstCounts(sandbox, prefix, names),
		failedAfterRetries: failuresSince(cluster, BURST_WORKFLOW, since),
	};
}

// ------------------------------------------------------------------ 2: webhook storm

/**
 * Run 2: the exported documents example active; `count` documents validated and exported in the
 * sandbox, which delivers each to the webhook processor and repeats every `repeatEvery`-th
 * delivery after its 200 (a lost answer). Each document must start exactly one execution.
 */
async function webhookStorm(context, { count }) {
	const { cluster, sandbox, settings } = context;
	await cluster.rest.activate(WEBHOOK_WORKFLOW);
	// n8n 2.x publishes first and activates after answering: the registration comes a moment later.
	const registration = await eventually(
		'activating the webhook example to register its export at the sandbox',
		() =>
			sandbox.state.exportConfigurations
				.list()
				.find((configuration) => configuration.type === 'webhook'),
		{ timeoutMs: 30000, intervalMs: 250 },
	);
	sandbox.state.deliveries.repeatEvery = settings.repeatEvery;
	sandbox.state.deliveries.timeoutMs = 30000;
	const documents = Array.from({ length: count }, (_, index) =>
		sandbox.state.addDocument({
			file_name: `storm-${String(index).padStart(5, '0')}.pdf`,
			status: 'ready_for_validation',
			doc_type: 'invoice',
		}),
	);
	const since = Date.now();
	const refused = [];
	await pool(count, settings.sendConcurrency, async (index) => {
		const { doc_id: docId } = documents[index];
		const response = await fetch(`${sandbox.url}/document/validate_and_export/${docId}`, {
			method: 'POST',
			headers: { 'X-API-KEY': sandbox.apiKey },
			body: new URLSearchParams({
				data: JSON.stringify({ invoice_number: `STORM-${index}`, total_amount: 100 + index }),
			}),
			signal: AbortSignal.timeout(30000),
		});
		if (response.status !== 200) refused.push(`${docId}: ${response.status}`);
		await response.arrayBuffer();
	});
	const deliveries = (await sandbox.state.deliveries.flush()).filter(
		(delivery) => delivery.url === registration.settings.export_url,
	);
	const counts = await eventually(
		"the storm's executions to finish",
		() => {
			const current = executionsSince(cluster, WEBHOOK_WORKFLOW, since);
			return current.total >= count && unfinished(current) === 0 && current;
		},
		{ timeoutMs: settings.scenarioTimeoutMs, intervalMs: 2000 },
	).catch(() => executionsSince(cluster, WEBHOOK_WORKFLOW, since));
	const outputs = nodeOutputsSince(cluster, WEBHOOK_WORKFLOW, since, 'Invoice for the ERP');
	const arrivals = new Map();
	for (const { items } of outputs)
		for (const item of items) arrivals.set(item.doc_id, (arrivals.get(item.doc_id) ?? 0) + 1);
	await cluster.rest.deactivate(WEBHOOK_WORKFLOW);
	sandbox.state.deliveries.repeatEvery = 0;
	const attempts = deliveries.flatMap((delivery) => delivery.attempts);
	return {
		label: 'webhook storm',
		documentsIn: count,
		exportRefused: refused.length,
		deliveries: deliveries.length,
		deliveryAttempts: attempts.length,
		repeatedDeliveries: deliveries.filter((delivery) => delivery.repeated).length,
		attemptsNot200: attempts.filter((attempt) => attempt.status !== 200).length,
		executions: counts.byStatus,
		documentsInExecutions: arrivals.size,
		...lostAndDuplicated(
			documents.map((document) => document.doc_id),
			arrivals,
		),
		seconds: Math.round((counts.lastStop - since) / 1000),
	};
}

// ------------------------------------------------------------------ 3: polling under load

/**
 * Run 3: the polling trigger (on the main process, every minute) while `count` documents change
 * status (ready for validation → rejected, through the service's API), spread over `spreadMs`
 * so that polls read while changes arrive. Each change must be emitted once, summed over every
 * execution the polls started, also after one more poll.
 */
async function pollingUnderLoad(context, { count, spreadMs }) {
	const { cluster, sandbox } = context;
	const documents = Array.from({ length: count }, (_, index) =>
		sandbox.state.addDocument({
			file_name: `poll-${String(index).padStart(5, '0')}.pdf`,
			status: 'ready_for_validation',
			doc_type: 'invoice',
		}),
	);
	// The trigger's reads; a wait's read of the service's pace (issue 32) filters by status.
	const polls = () =>
		sandbox.requests.filter(
			(request) => request.endpoint === 'document.getDashboard' && !('status' in request.query),
		).length;
	const pollsBefore = polls();
	await cluster.rest.activate(POLL_WORKFLOW);
	// The first poll only notes where "now" is; the changes start after it.
	await eventually('the first poll', () => polls() > pollsBefore, {
		timeoutMs: 60000,
		intervalMs: 500,
	});
	const since = Date.now();
	const perChange = Math.max(1, Math.floor(spreadMs / count));
	await pool(count, 4, async (index) => {
		const response = await fetch(
			`${sandbox.url}/document/approve_or_reject/${documents[index].doc_id}`,
			{
				method: 'POST',
				headers: { 'X-API-KEY': sandbox.apiKey },
				body: new URLSearchParams({ request_type: 'reject' }),
				signal: AbortSignal.timeout(30000),
			},
		);
		await response.arrayBuffer();
		await sleep(perChange * 4);
	});
	const changedAt = Date.now();
	const emitted = () => {
		const pairs = new Map();
		for (const { items } of nodeOutputsSince(
			cluster,
			POLL_WORKFLOW,
			since,
			'Document Ready for Validation',
		)) {
			for (const item of items) {
				if (!String(item.file_name ?? '').startsWith('poll-')) continue;
				const key = `${item.doc_id}→${item.status}`;
				pairs.set(key, (pairs.get(key) ?? 0) + 1);
			}
		}
		return pairs;
	};
	let pairs = new Map();
	await eventually(
		'every change to be emitted',
		() => {
			pairs = emitted();
			return pairs.size >= count;
		},
		{ timeoutMs: 150000, intervalMs: 3000 },
	).catch(() => undefined);
	// One more poll after the one that found the last change: nothing may come twice.
	await sleep(65000);
	pairs = emitted();
	await cluster.rest.deactivate(POLL_WORKFLOW);
	const counts = executionsSince(cluster, POLL_WORKFLOW, since);
	return {
		label: 'polling under load',
		documentsIn: count,
		changes: count,
		executions: counts.byStatus,
		changesEmitted: [...pairs.values()].reduce((sum, times) => sum + times, 0),
		...lostAndDuplicated(
			documents.map((document) => `${document.doc_id}→rejected`),
			pairs,
		),
		secondsFromLastChangeToAllEmitted: Math.round((counts.lastStop - changedAt) / 1000),
	};
}

module.exports = {
	BURST_WORKFLOW,
	WEBHOOK_WORKFLOW,
	POLL_WORKFLOW,
	burstWorkflow,
	pollWorkflow,
	writeWorkflows,
	uploadBurst,
	killedWorker,
	webhookStorm,
	pollingUnderLoad,
};
