/* eslint-disable @n8n/community-nodes/no-restricted-globals, no-console -- dev-only code, never published; eslint.dev.config.mjs lints it */
/**
 * The polling trigger across many randomized, fault-injected polls (seeded: set FAULTS_SEED to
 * replay a run). Documents arrive (some in bursts that span several dashboard pages) and change
 * status between polls; faults (500, 503, 429, a reset mid-body, truncated JSON, a delay) hit
 * random pages of `GET /document/dashboard`. A poll retries a 429 or 503 up to twice (within its
 * wait: pollRetries.ts), so such a fault served once or twice to a request is not seen; one that
 * keeps coming back past the retries, or asks for a longer wait, fails the poll, as every other
 * failing fault does. As n8n does, a failed poll's static data is not saved: the next poll
 * starts from the previous one. At the end one clean poll. Counted: every document created is
 * emitted once by New Document, and every (document, status) pair the trigger could see is
 * emitted exactly once, never one that did not happen.
 */
import type { IDataObject, INodeExecutionData, INodeParameters } from 'n8n-workflow';

import { DocumentProcessingApi } from '../credentials/DocumentProcessingApi.credentials';
import { DocumentProcessingTrigger } from '../nodes/DocumentProcessingTrigger/DocumentProcessingTrigger.node';
import { startSandbox, type Sandbox } from '../sandbox';
import type { Fault, FaultOptions } from '../sandbox/contract/faults';
import { POLL_RETRIES } from '../nodes/DocumentProcessingTrigger/pollRetries';
import { runPoll } from './engine';
import { credentialsFor } from './support/nodeUnderTest';

const SEED = Number(process.env.FAULTS_SEED ?? 20240515);
const ROUNDS = 110;
const DASHBOARD = 'document.getDashboard';

/** mulberry32: a small seeded PRNG, so a failing run can be replayed with its seed. */
function prng(seed: number): () => number {
	let a = seed >>> 0;
	return () => {
		a = (a + 0x6d2b79f5) >>> 0;
		let t = a;
		t = Math.imul(t ^ (t >>> 15), t | 1);
		t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
		return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
	};
}

let sandbox: Sandbox;
let now = Date.parse('2024-05-15T08:00:00.000Z');

beforeAll(async () => {
	sandbox = await startSandbox({ processingDelayMs: 3000 });
	sandbox.state.clock = () => now;
});
afterAll(async () => {
	await sandbox.close();
});

interface Trigger {
	name: string;
	parameters: INodeParameters;
	/** Statuses whose (document, status) pairs this trigger emits; undefined: New Document. */
	statuses?: (status: string) => boolean;
	staticData?: IDataObject;
	/** doc_id, or doc_id|status, per emission. */
	emitted: string[];
	/** What must have been emitted by the last successful poll. */
	owed: Set<string>;
	polls: number;
	failed: number;
	/** Polls with a fault queued for them. */
	injected: number;
	/** Polls a fault reached (queued faults past the last page read are not). */
	faulted: number;
}

const trigger = (
	name: string,
	parameters: INodeParameters,
	statuses?: (status: string) => boolean,
): Trigger => ({
	name,
	parameters,
	statuses,
	emitted: [],
	owed: new Set(),
	polls: 0,
	failed: 0,
	injected: 0,
	faulted: 0,
});

/**
 * The faults a poll may meet, `times` requests in a row (default 1), picked by `weight` (default
 * 1). `effect` when served: `fails` the poll, is `retried` (the poll fails only when it meets the
 * same request more than POLL_RETRIES times in a row), or is `harmless`. A Retry-After is a real
 * wait: 0 s mostly, 1 s now and then (kept rare, for the test's time), 60 s is beyond a poll's
 * wait and fails at once.
 */
interface FaultKind {
	name: string;
	fault: Fault;
	effect: 'fails' | 'retried' | 'harmless';
	times?: number;
	weight?: number;
}
const FAULTS: FaultKind[] = [
	{ name: '500', fault: { status: 500 }, effect: 'fails' },
	{ name: '503', fault: { status: 503, retryAfter: 0 }, effect: 'retried' },
	{ name: '429', fault: { status: 429, retryAfter: 0 }, effect: 'retried' },
	{ name: '429 (1 s)', fault: { status: 429, retryAfter: 1 }, effect: 'retried', weight: 0.25 },
	{ name: '429 ×3', fault: { status: 429, retryAfter: 0 }, effect: 'retried', times: 3 },
	{ name: '503 (60 s)', fault: { status: 503, retryAfter: 60 }, effect: 'fails' },
	{ name: 'reset', fault: { reset: true }, effect: 'fails' },
	{ name: 'truncate', fault: { truncate: true }, effect: 'fails' },
	{ name: 'delay', fault: { delayMs: 5 }, effect: 'harmless' },
];

type Planned = FaultKind & { options: FaultOptions };

/**
 * Whether the faults served fail the poll. They are served in the order queued, each kind `times`
 * requests in a row after letting `options.after` requests through: a kind with `after` 0 meets
 * the request right after the previous fault, i.e. the retry of a request the poll retried.
 */
function failsPoll(planned: Planned[], served: number): boolean {
	let streak = 0;
	let left = served;
	for (const kind of planned) {
		for (let unit = 0; unit < (kind.times ?? 1) && left > 0; unit++, left--) {
			if (unit === 0 && (kind.options.after ?? 0) > 0) streak = 0;
			if (kind.effect === 'fails') return true;
			if (kind.effect === 'harmless') {
				streak = 0;
				continue;
			}
			streak++;
			if (streak > POLL_RETRIES) return true;
		}
	}
	return false;
}

it(`loses and duplicates nothing across ${ROUNDS} rounds of randomized fault-injected polls (seed ${SEED})`, async () => {
	const random = prng(SEED);
	const between = (low: number, high: number) => low + Math.floor(random() * (high - low + 1));
	const totalWeight = FAULTS.reduce((sum, kind) => sum + (kind.weight ?? 1), 0);
	const pickFault = (): FaultKind => {
		let at = random() * totalWeight;
		return FAULTS.find((kind) => (at -= kind.weight ?? 1) < 0) ?? FAULTS[0];
	};
	const advance = (ms: number) => (now += ms);
	const served = { byKind: new Map<string, number>(), unused: 0 };
	/** Polls that met a retried fault and succeeded all the same. */
	let recovered = 0;
	let created = 0;
	let actions = 0;
	let biggestPoll = 0;

	const triggers = [
		trigger('New Document', { event: 'newDocument' }),
		trigger('Status Changed', { event: 'statusChanged' }, () => true),
		trigger(
			'Reached Status',
			{ event: 'reachedStatus', targetStatuses: ['ready_for_validation', 'finished', 'error'] },
			(status) => ['ready_for_validation', 'finished', 'error'].includes(status),
		),
	];

	/** What a trigger must have emitted once a poll has read the dashboard now. */
	const owedNow = (t: Trigger): string[] =>
		[...sandbox.state.documents.values()].flatMap((document) => {
			if (!t.statuses) return [document.doc_id];
			return t.statuses(document.status) ? [`${document.doc_id}|${document.status}`] : [];
		});

	async function poll(t: Trigger, faults: Planned[]): Promise<void> {
		for (const { fault, times, options } of faults)
			sandbox.state.fault(DASHBOARD, fault, { ...options, times });
		const before = sandbox.state.faults.served.length;
		const dashboardBefore = sandbox.requests.length;
		let result: { items: INodeExecutionData[][] | null; staticData: IDataObject } | undefined;
		let failure: unknown;
		try {
			result = await runPoll({
				node: new DocumentProcessingTrigger(),
				credentialTypes: [new DocumentProcessingApi()],
				credentials: credentialsFor(sandbox),
				parameters: t.parameters,
				staticData: t.staticData,
			});
		} catch (error) {
			failure = error;
		}
		biggestPoll = Math.max(biggestPoll, sandbox.requests.length - dashboardBefore);
		const hit = sandbox.state.faults.served
			.slice(before)
			.map((entry) => FAULTS.find((known) => known.fault === entry.fault)!);
		served.unused += faults.reduce((sum, kind) => sum + (kind.times ?? 1), 0) - hit.length;
		sandbox.state.faults.clear(DASHBOARD);
		t.polls++;
		if (faults.length > 0) t.injected++;
		if (hit.length > 0) t.faulted++;
		for (const kind of hit) served.byKind.set(kind.name, (served.byKind.get(kind.name) ?? 0) + 1);
		// A poll fails exactly when a failing fault reached it, or a retried one came back past the
		// retries: none is swallowed into a shorter read, none retried fails the poll.
		const faultsMet = hit.map((kind) => kind.name).join(', ');
		const plan = faults.map((kind) => `${kind.name} after ${kind.options.after ?? 0}`).join(', ');
		const fails = failsPoll(faults, hit.length);
		expect({ trigger: t.name, plan, faultsMet, failed: failure !== undefined }).toEqual({
			trigger: t.name,
			plan,
			faultsMet,
			failed: fails,
		});
		if (!fails && hit.some((kind) => kind.effect === 'retried')) recovered++;
		if (failure !== undefined || !result) {
			t.failed++;
			expect(String((failure as Error).message)).toMatch(
				/^(The service|Too many requests|Could not reach the service at)/,
			);
			return; // n8n keeps the previous static data
		}
		t.staticData = result.staticData;
		for (const item of result.items?.[0] ?? []) {
			const json = item.json;
			t.emitted.push(
				t.statuses ? `${String(json.doc_id)}|${String(json.status)}` : String(json.doc_id),
			);
		}
		for (const key of owedNow(t)) t.owed.add(key);
		// Everything the service showed is out by now, once.
		const emitted = new Set(t.emitted);
		const missing = [...t.owed].filter((key) => !emitted.has(key));
		expect({ trigger: t.name, missing }).toEqual({ trigger: t.name, missing: [] });
	}

	// Activation on an empty service: starts from now.
	for (const t of triggers) await poll(t, []);

	for (let round = 0; round < ROUNDS; round++) {
		advance(between(0, 20_000));
		// Arrivals: a few, or now and then a burst spread over minutes (several dashboard pages).
		const arrivals = random() < 0.12 ? between(80, 180) : between(0, 5);
		for (let i = 0; i < arrivals; i++) {
			created++;
			sandbox.state.addDocument({
				file_name: random() < 0.05 ? `error-${created}.pdf` : `invoice-${created}.pdf`,
			});
			advance(between(0, 1500));
		}
		// Users validate or reject some documents that are ready (statuses only move forward).
		const readyNow = [...sandbox.state.documents.values()].filter(
			(document) => document.status === 'ready_for_validation',
		);
		for (let i = between(0, 8); i > 0 && readyNow.length > 0; i--) {
			const [document] = readyNow.splice(Math.floor(random() * readyNow.length), 1);
			const reject = random() < 0.3;
			const path = reject
				? `/document/approve_or_reject/${document.doc_id}`
				: `/document/validate_and_export/${document.doc_id}`;
			const response = await fetch(`${sandbox.url}${path}`, {
				method: 'POST',
				headers: {
					'X-API-KEY': sandbox.apiKey,
					'content-type': 'application/x-www-form-urlencoded',
				},
				body: new URLSearchParams(reject ? { request_type: 'reject' } : { data: '{}' }).toString(),
			});
			expect(response.status).toBe(200);
			actions++;
			advance(between(0, 2000));
		}
		for (const t of [...triggers].sort(() => random() - 0.5)) {
			// Mostly the first page, sometimes the second or third.
			const page = () => (random() < 0.6 ? 0 : random() < 0.6 ? 1 : 2);
			const faults =
				random() < 0.8
					? Array.from({ length: random() < 0.2 ? 2 : 1 }, () => ({
							...pickFault(),
							options: { after: page() },
						}))
					: [];
			await poll(t, faults);
			advance(between(0, 3000));
		}
	}

	// A last clean poll each, after exports have had time to finish.
	advance(10_000);
	for (const t of triggers) await poll(t, []);

	const documents = [...sandbox.state.documents.values()];
	const history = sandbox.state.statusWatch.history;
	const happened = new Set([
		...documents.map((document) => `${document.doc_id}|processing`),
		...history.map((change) => `${change.doc_id}|${change.to}`),
		...documents.map((document) => `${document.doc_id}|${document.status}`),
	]);
	for (const t of triggers) {
		const counted = new Map<string, number>();
		for (const key of t.emitted) counted.set(key, (counted.get(key) ?? 0) + 1);
		expect({ trigger: t.name, twice: [...counted].filter(([, times]) => times > 1) }).toEqual({
			trigger: t.name,
			twice: [],
		});
		if (t.statuses) {
			expect({ trigger: t.name, invented: t.emitted.filter((key) => !happened.has(key)) }).toEqual({
				trigger: t.name,
				invented: [],
			});
			// Emitted: exactly the pairs successful polls could see.
			expect(new Set(t.emitted)).toEqual(t.owed);
			// The final status of every document (in the trigger's statuses) is out.
			for (const document of documents)
				if (t.statuses(document.status))
					expect(counted.get(`${document.doc_id}|${document.status}`)).toBe(1);
		} else {
			expect(t.emitted.sort()).toEqual(documents.map((document) => document.doc_id).sort());
		}
	}

	const [newDocument, statusChanged, reachedStatus] = triggers;
	const polls = triggers.reduce((sum, t) => sum + t.polls, 0);
	const injected = triggers.reduce((sum, t) => sum + t.injected, 0);
	const faulted = triggers.reduce((sum, t) => sum + t.faulted, 0);
	const failedPolls = triggers.reduce((sum, t) => sum + t.failed, 0);
	expect(faulted).toBeGreaterThanOrEqual(100);
	// Both sides of the rule were met: polls that retried and went on, polls that failed.
	expect(recovered).toBeGreaterThanOrEqual(20);
	expect(failedPolls).toBeGreaterThanOrEqual(20);
	expect(created).toBe(documents.length);
	const kinds = [...served.byKind].map(([name, count]) => `${count}× ${name}`).join(', ');
	console.log(
		[
			`faults (trigger): seed ${SEED} (replay with FAULTS_SEED=${SEED}); ${ROUNDS} rounds, ${polls} polls of 3 triggers, ${injected} fault-injected polls, ${faulted} reached by a fault, ${recovered} retried a 429 or 503 and went on, ${failedPolls} failed polls (state kept), up to ${biggestPoll} dashboard pages a poll`,
			`  faults served: ${kinds}; ${served.unused} queued past the last page (unused)`,
			`  New Document: ${created} documents created = ${newDocument.emitted.length} emitted, each once (${newDocument.faulted} faulted polls, ${newDocument.failed} failed)`,
			`  Status Changed: ${history.length} status changes + ${created} arrivals; ${statusChanged.owed.size} (document, status) pairs seen by successful polls = ` +
				`${new Set(statusChanged.emitted).size} emitted, ${statusChanged.emitted.length} emissions (each once); ${actions} user actions (${statusChanged.failed} failed polls)`,
			`  Reached Status: ${reachedStatus.owed.size} pairs owed = ${reachedStatus.emitted.length} emitted, each once (${reachedStatus.failed} failed polls)`,
		].join('\n'),
	);
	// About 340 real polls through n8n-core: 14 s on n8n-core 1.122, 28 s or more on 2.41 on a
	// busy 2-core machine. Speed is measured in `npm run bench`, not asserted here.
}, 180_000);
