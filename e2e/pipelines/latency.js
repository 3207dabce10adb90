#!/usr/bin/env node
'use strict';
// `npm run test:latency`: what one mail takes on an idle pipeline (issue 40). The mailbox
// template on the real servers of `npm run test:pipelines`; mails of one invoice each, sent one
// at a time `LATENCY_GAP_S` apart, each timed from its SMTP hand-over to its ERP row
// (`written_at`, the ERP's own clock on this machine). Beside it the floor: the service's
// processing time plus the requests a document needs, each as long as a request to the sandbox
// takes from here. Checks every invoice once in the ERP and the archive (lost 0, duplicated 0) and
// at most 5 requests per document; writes BENCHMARKS.md figure 8's one-mail row (not the quick
// variant).
//
// Settings: LATENCY_MAILS (20), LATENCY_GAP_S (60), LATENCY_QUICK=1 (5 mails, 15 s apart, no
// figure), PIPELINES_TEMPLATE, PIPELINES_KEEP=1, PIPELINES_DIR, N8N_VERSION.
const { performance } = require('node:perf_hooks');
const n8n = require('../../scripts/n8n/common');
const { singleInvoiceMails, expectations } = require('./corpus');
const { readErpAsync } = require('./erp');
const { MAILBOX } = require('./intake');
const { writeLatencyFigure } = require('./latencyFigure');
const { stepsOfMail, medianSteps, timelineLines, timelineSentence } = require('./timeline');
const { requestCost, listedCost } = require('./requestCost');
const {
	activateMailbox,
	started,
	seconds,
	sleep,
	check,
	eventually,
	sendCorpus,
	startPipeline,
	verify,
	runLane,
} = require('./harness');

const quick = process.env.LATENCY_QUICK === '1';
const settings = {
	mails: Number(process.env.LATENCY_MAILS ?? (quick ? 5 : 20)),
	gapMs: Number(process.env.LATENCY_GAP_S ?? (quick ? 15 : 60)) * 1000,
	processingMs: 1500,
};
/** Requests a document needs: upload, one status check, the extraction read, Validate and Export. */
const NEEDED_REQUESTS = 4;

const quantile = (sorted, q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];

/** The median round trip of a status request to the sandbox, from this process (ms). */
async function requestRoundTrip(sandbox) {
	const times = [];
	for (let index = 0; index < 20; index++) {
		const start = performance.now();
		await fetch(`${sandbox.url}/document/status/none`, {
			headers: { 'x-api-key': sandbox.apiKey, 'x-lane-actor': 'the latency lane' },
		});
		times.push(performance.now() - start);
	}
	return quantile(
		times.sort((a, b) => a - b),
		0.5,
	);
}

async function main() {
	console.log(
		`test:latency: n8n ${n8n.N8N_VERSION}, ${settings.mails} mails of one invoice, ${settings.gapMs / 1000} s apart (${MAILBOX.file})`,
	);
	const pipeline = await startPipeline({
		sandboxOptions: { processingDelayMs: settings.processingMs },
	});
	const { sandbox, mail, postgres, rest } = pipeline;
	const loginsBefore = mail.logins('inbox');
	await activateMailbox(rest);
	// Idle and listening: the trigger has logged in to the inbox (no mail is sent to wake it).
	await eventually('the mail trigger to connect', () => ({
		done: mail.logins('inbox') > loginsBefore,
	}));
	const corpus = await singleInvoiceMails(settings.mails);
	const expected = expectations(corpus);
	const latencies = [];
	const sentAts = await sendCorpus(mail, corpus, expected, 'latency', async (index, sentAt) => {
		const number = corpus[index].attachments[0].facts.invoice_number;
		const row = await eventually(
			`invoice ${number} in the ERP`,
			async () => {
				const { invoices } = await readErpAsync(postgres);
				const found = invoices.find((invoice) => invoice.invoice_number === number);
				return { done: found !== undefined, row: found };
			},
			{ timeoutMs: 120000, intervalMs: 100 },
		);
		latencies.push(new Date(row.row.written_at).getTime() - sentAt);
		if (index < corpus.length - 1) await sleep(Math.max(0, sentAt + settings.gapMs - Date.now()));
	});
	const endSystems = await verify({ ...pipeline, expected });
	// Where the time went: each step's median start after the mail was sent, and its duration.
	const executions = await rest.executions(undefined);
	const perMail = [];
	for (const [index, sentAt] of sentAts.entries())
		perMail.push(
			await stepsOfMail(
				rest,
				executions,
				MAILBOX.id,
				sentAt,
				sentAts[index + 1] ?? Number.POSITIVE_INFINITY,
			),
		);
	const steps = medianSteps(perMail);
	console.log(
		`\n  where a mail's time went (medians over the mails):\n    ${timelineLines(steps, perMail.length).join('\n    ')}`,
	);
	const cost = requestCost(sandbox.requests, endSystems.documents);
	check(
		'one mail at a time: at most 5 requests per document at the service',
		cost.perDocument <= 5,
		`${cost.perDocument} (${listedCost(cost.byEndpoint)})`,
	);
	const roundTripMs = await requestRoundTrip(sandbox);
	const floorMs = settings.processingMs + NEEDED_REQUESTS * roundTripMs;
	const sorted = [...latencies].sort((a, b) => a - b);
	const figure = {
		n8nVersion: n8n.N8N_VERSION,
		template: MAILBOX.file,
		mails: corpus.length,
		gapS: settings.gapMs / 1000,
		p50: seconds(quantile(sorted, 0.5)),
		p95: seconds(quantile(sorted, 0.95)),
		min: seconds(sorted[0]),
		max: seconds(sorted[sorted.length - 1]),
		floor: seconds(floorMs),
		roundTripMs: Math.round(roundTripMs * 10) / 10,
		overFloorP50: seconds(quantile(sorted, 0.5) - floorMs),
		overFloorP95: seconds(quantile(sorted, 0.95) - floorMs),
		requests: `${cost.perDocument} (${listedCost(cost.byEndpoint)})`,
		lost: endSystems.lost,
		duplicated: endSystems.duplicated,
		each: latencies.map((ms) => seconds(ms)),
		timeline: timelineSentence(steps),
	};
	console.log(
		`\n  mail → ERP row: p50 ${figure.p50}, p95 ${figure.p95} (min ${figure.min}, max ${figure.max}); floor ${figure.floor} (${settings.processingMs / 1000} s processing + ${NEEDED_REQUESTS} × ${figure.roundTripMs} ms); over the floor p50 ${figure.overFloorP50}, p95 ${figure.overFloorP95}\n  each mail: ${latencies.map((ms) => seconds(ms)).join(', ')}\n`,
	);
	if (!quick && process.env.PIPELINES_WRITE_BENCHMARKS !== '0' && endSystems.lost === 0)
		writeLatencyFigure(figure, {
			processingSeconds: settings.processingMs / 1000,
			neededRequests: NEEDED_REQUESTS,
		});
	console.log(`  the whole lane: ${seconds(Date.now() - started)}`);
}

runLane('test:latency', main, settings.mails * settings.gapMs + 10 * 60000);
