/* eslint-disable @n8n/community-nodes/no-restricted-globals -- dev-only code, never published; eslint.dev.config.mjs lints it */
// Figure 1: per-item overhead, no latency. 2,000 "document status" items (Document → Get Status,
// doc_id from {{$json.id}}) through our node in n8n's engine, against the same 2,000 GETs through
// n8n's HTTP Request node (v4.2) and a plain sequential fetch loop (the floor).
import type { INodeExecutionData, INodeType } from 'n8n-workflow';
import { countExpressions } from '../lib/expressions';
import {
	failedItems,
	ourNode,
	ourNodeWithOneDocId,
	runHttpRequest,
	runOurs,
	type Service,
} from '../lib/nodes';
import { minimalDeclarativeNode } from '../lib/minimalNode';
import { profiled, type ProfileSummary } from '../lib/profile';
import { table, type Log, type Section } from '../lib/report';
import type { SandboxProcess } from '../lib/sandboxClient';
import { fmt, goalRatio, interleaved, median, medianRatio, ratio, since } from '../lib/stats';

/** A guard, not a goal: no worse than measured before the wait work (1.84×, BENCHMARKS.md of 2026-11-24). */
const PER_ITEM_GUARD = 1.84;
const ITEMS = 2000;
const REPETITIONS = 5;

interface Run {
	ms: number;
	/** CPU time of this (the client) process during the run. */
	cpuMs: number;
	/** CPU time of the sandbox process during the run. */
	sandboxCpuMs: number;
	failed: number;
	items: number;
	requests: number;
}

const cpuNow = () => {
	const { user, system } = process.cpuUsage();
	return (user + system) / 1000;
};

export async function fetchLoop(service: Service, ids: string[]): Promise<number> {
	let failed = 0;
	for (const id of ids) {
		const response = await fetch(`${service.url}/document/status/${encodeURIComponent(id)}`, {
			headers: { 'X-API-KEY': service.apiKey },
		});
		await response.json();
		if (!response.ok) failed++;
	}
	return failed;
}

function summaryRows(summary: ProfileSummary, items: number): Array<Array<string | number>> {
	return summary.parts
		.filter((part) => part.ms >= summary.wallMs * 0.01)
		.map((part) => [
			part.part,
			fmt(part.ms, 0),
			`${fmt((part.ms / summary.wallMs) * 100, 0)} %`,
			fmt((part.ms * 1000) / items, 0),
		]);
}

/** Names that several top-level properties of our description share, most first. */
function sharedNames(node: INodeType): Array<[string, number]> {
	const counts = new Map<string, number>();
	for (const property of node.description.properties)
		counts.set(property.name, (counts.get(property.name) ?? 0) + 1);
	return [...counts]
		.filter(
			([name, count]) =>
				count > 1 && !['operation', 'additionalFields', 'bodyOptions', 'filters'].includes(name),
		)
		.sort((a, b) => b[1] - a[1]);
}

export async function perItem(
	sandbox: SandboxProcess,
	httpRequestAvailable: boolean,
	log: Log,
): Promise<Section> {
	await sandbox.call('reset');
	const { first } = await sandbox.call('seedDocuments', {
		count: ITEMS,
		status: 'ready_for_validation',
		newestAt: Date.now(),
		spacingMs: 1000,
	});
	const firstNumber = Number(first.replace('doc_', ''));
	const ids = Array.from({ length: ITEMS }, (_, index) => `doc_${firstNumber + index}`);
	const input: INodeExecutionData[] = ids.map((id) => ({ json: { id } }));
	const service: Service = sandbox;
	const statusUrl = `=${service.url}/document/status/{{ $json.id }}`;

	const measure = async (run: () => Promise<{ items: number; failed: number }>): Promise<Run> => {
		await sandbox.call('clearRequests');
		const sandboxCpu = (await sandbox.call('cpu')).ms;
		const cpu = cpuNow();
		const started = performance.now();
		const { items, failed } = await run();
		const ms = since(started);
		const cpuMs = cpuNow() - cpu;
		const sandboxCpuMs = (await sandbox.call('cpu')).ms - sandboxCpu;
		const { total } = await sandbox.call('requestCounts');
		return { ms, cpuMs, sandboxCpuMs, failed, items, requests: total };
	};
	const oursWith =
		(node?: INodeType, items = input) =>
		async () => {
			const { items: output, error } = await runOurs(service, {
				resource: 'document',
				operation: 'getStatus',
				// Raw: the same one GET as the HTTP Request node (version 3's Simplified also reads
				// the extraction result, a second request per item).
				parameters: { doc_id: '={{ $json.id }}', output: 'raw' },
				input: items,
				node,
			});
			if (error) throw new Error(`our node failed: ${error.message}`);
			return { items: output.length, failed: failedItems(output) };
		};
	const httpRequestWith =
		(items = input) =>
		async () => {
			const { items: output, error } = await runHttpRequest(service, statusUrl, items);
			if (error) throw new Error(`HTTP Request node failed: ${error.message}`);
			return { items: output.length, failed: failedItems(output) };
		};
	const ours = oursWith();
	const oneDocIdNode = ourNodeWithOneDocId();
	const oursOneDocId = oneDocIdNode ? oursWith(oneDocIdNode) : undefined;
	const httpRequest = httpRequestWith();
	const floor = async () => ({ items: ids.length, failed: await fetchLoop(service, ids) });
	const minimal = oursWith(minimalDeclarativeNode());

	const variants: Record<string, () => Promise<Run>> = {
		ours: () => measure(ours),
		fetch: () => measure(floor),
		minimal: () => measure(minimal),
	};
	if (httpRequestAvailable) variants.httpRequest = () => measure(httpRequest);
	if (oursOneDocId) variants.oneDocId = () => measure(oursOneDocId);

	// Warm-up (JIT, connections) on a quarter of the items, not counted.
	const warmUp = input.slice(0, ITEMS / 4);
	await oursWith(undefined, warmUp)();
	if (oneDocIdNode) await oursWith(oneDocIdNode, warmUp)();
	if (httpRequestAvailable) await httpRequestWith(warmUp)();
	await fetchLoop(service, ids.slice(0, ITEMS / 4));
	await oursWith(minimalDeclarativeNode(), warmUp)();

	const results = await interleaved(REPETITIONS, variants, (name, repetition, run) =>
		log(
			`  1. rep ${repetition + 1} ${name}: ${fmt(run.ms, 0)} ms, ${run.requests} requests, ${run.failed} failed`,
		),
	);
	for (const [name, runs] of Object.entries(results)) {
		for (const run of runs) {
			if (run.items !== ITEMS || run.failed !== 0 || run.requests !== ITEMS) {
				throw new Error(
					`figure 1: ${name} gave ${run.items} items, ${run.failed} failed, ${run.requests} requests (expected ${ITEMS}, 0, ${ITEMS})`,
				);
			}
		}
	}
	const perItemMs = (runs: Run[], key: 'ms' | 'cpuMs' | 'sandboxCpuMs' = 'ms') =>
		median(runs.map((run) => run[key] / ITEMS));
	const of = (name: string, key: 'ms' | 'cpuMs' = 'ms') =>
		(results[name] ?? []).map((run) => run[key]);

	// Where the time goes: one profiled run each, and the expressions each evaluates per item.
	log('  1. profiling one run of each ...');
	const profiles: Record<string, ProfileSummary> = {};
	profiles.ours = (await profiled(ours)).summary;
	if (oursOneDocId) profiles.oneDocId = (await profiled(oursOneDocId)).summary;
	if (httpRequestAvailable) profiles.httpRequest = (await profiled(httpRequest)).summary;
	profiles.fetch = (await profiled(floor)).summary;
	const perItemExpressions = async (task: () => Promise<unknown>) => {
		const counted = await countExpressions(task);
		return { perItem: counted.total / ITEMS, byExpression: counted.byExpression };
	};
	const expressionsOurs = await perItemExpressions(ours);
	const expressionsHttp = httpRequestAvailable ? await perItemExpressions(httpRequest) : undefined;
	const expressionsOneDocId = oursOneDocId ? await perItemExpressions(oursOneDocId) : undefined;
	const built = ourNode();
	const docIdProperties = built.description.properties.filter(
		(property) => property.name === 'doc_id',
	).length;
	const allProperties = built.description.properties.length;
	const repeated = sharedNames(built)
		.slice(0, 5)
		.map(([name, count]) => `\`${name}\` ×${count}`)
		.join(', ');

	const oursVsHttp = httpRequestAvailable ? medianRatio(of('ours'), of('httpRequest')) : NaN;
	const oursVsHttpCpu = httpRequestAvailable
		? medianRatio(of('ours', 'cpuMs'), of('httpRequest', 'cpuMs'))
		: NaN;
	const oneDocIdVsHttp =
		httpRequestAvailable && oursOneDocId ? medianRatio(of('oneDocId'), of('httpRequest')) : NaN;
	const row = (label: string, name: string) => {
		const runs = results[name];
		return [
			label,
			fmt(perItemMs(runs), 3),
			fmt(perItemMs(runs, 'cpuMs'), 3),
			fmt(perItemMs(runs, 'sandboxCpuMs'), 3),
			httpRequestAvailable ? ratio(medianRatio(of(name), of('httpRequest'))) : 'n/a',
			httpRequestAvailable
				? ratio(medianRatio(of(name, 'cpuMs'), of('httpRequest', 'cpuMs')))
				: 'n/a',
			ratio(medianRatio(of(name), of('fetch'))),
		];
	};
	const rows = [row('Our node, Document → Get Status', 'ours')];
	if (httpRequestAvailable) rows.push(row('n8n HTTP Request node v4.2, defaults', 'httpRequest'));
	rows.push(
		row("minimal declarative node of our shape (the declarative engine's floor)", 'minimal'),
	);
	rows.push(row('plain sequential `fetch` loop (floor)', 'fetch'));
	if (oursOneDocId)
		rows.push(
			row(
				"diagnostic: our node, other resources' `doc_id` properties renamed in memory",
				'oneDocId',
			),
		);

	const evaluations = (label: string, counted?: { perItem: number }) =>
		counted ? `${label} ${fmt(counted.perItem, 1)}` : undefined;
	const body = [
		`${ITEMS.toLocaleString('en-US')} items, each one GET \`/document/status/{doc_id}\` (doc_id from \`{{ $json.id }}\`; the HTTP Request node gets the same URL as an expression and \`X-API-KEY\` as a header parameter, all else at its defaults), sandbox without latency in its own process. ${REPETITIONS} repetitions after a warm-up of ${ITEMS / 4} items each, variants interleaved in rotating order; every run checked: ${ITEMS} items out, 0 failed, ${ITEMS} requests at the sandbox. Ratios are medians of the per-repetition ratios. Client CPU is this process's CPU time (user + system) during the run, which the other load on the machine disturbs less than wall time.`,
		'',
		...table(
			[
				'variant',
				'wall ms/item',
				'client CPU ms/item',
				'sandbox CPU ms/item',
				'vs HTTP Request (wall)',
				'vs HTTP Request (CPU)',
				'vs fetch loop (wall)',
			],
			rows,
		),
		'',
		`Expressions n8n evaluates per item (counted over one run each): ${[evaluations('our node', expressionsOurs), evaluations('HTTP Request node', expressionsHttp), evaluations('diagnostic', expressionsOneDocId)].filter(Boolean).join(', ')}. ` +
			`Our node: ${Object.entries(expressionsOurs.byExpression)
				.map(([expression, count]) => `\`${expression}\` ${fmt(count / ITEMS, 1)}×`)
				.join(', ')}. ` +
			`n8n's RoutingNode.runNode reads every property of a declarative node's description for every item, by name and whatever its displayOptions (n8n-core routing-node.js): an expression in \`doc_id\` is evaluated once for each property named \`doc_id\` (our description has ${docIdProperties} of ${allProperties} properties), and once more when our code reads it. Each evaluation builds a WorkflowDataProxy and a fresh sandbox context (Expression.initializeGlobalContext, luxon DateTimes for $now/$today).` +
			(oursOneDocId
				? " The diagnostic row renames the other resources' `doc_id` properties in memory (a different parameter name per resource, which only changes which name a saved parameter has), so only the Document property has a value."
				: ''),
		'',
		'Where the time goes (one profiled run each, V8 sampling profiler, self time by where the code lives; parts under 1 % left out; "idle" is the event loop waiting for the sandbox):',
		'',
	];
	for (const [name, label] of [
		['ours', 'Our node'],
		['oneDocId', "Diagnostic: our node, other resources' `doc_id` properties renamed"],
		['httpRequest', 'HTTP Request node'],
		['fetch', 'fetch loop'],
	] as const) {
		const summary = profiles[name];
		if (!summary) continue;
		body.push(
			`${label} (profiled run: ${fmt(summary.wallMs, 0)} ms):`,
			'',
			...table(['part', 'ms', 'share', 'µs per item'], summaryRows(summary, ITEMS)),
			'',
		);
	}
	const topOurs = profiles.ours.top
		.slice(0, 8)
		.map((entry) => [`\`${entry.fn}\``, entry.where, fmt(entry.ms, 0)]);
	body.push(
		'Our node, functions with the most self time:',
		'',
		...table(['function', 'where', 'ms'], topOurs),
		'',
	);

	const httpEvaluations = expressionsHttp?.perItem ?? 0;
	const note = [
		`our node evaluates ${fmt(expressionsOurs.perItem, 0)} expressions per item where the HTTP Request node evaluates ${fmt(httpEvaluations, 0)}; each is a WorkflowDataProxy plus a sandbox context with luxon $now/$today (the n8n-workflow, luxon and builtin time in the profile). `,
		docIdProperties > 1
			? `n8n's RoutingNode evaluates every description property by name for every item, and the description has ${docIdProperties} properties named \`doc_id\` (one per resource that takes a document ID). What would close most of it: one parameter name per resource for the document ID (or one \`doc_id\` property where displayOptions allow it), and the same for the other names several properties share (${repeated}); then only the property shown has a value and RoutingNode evaluates it once, plus once when our code reads it. `
			: `RoutingNode evaluates the \`doc_id\` expression once and our code once more when it reads the parameter. What would close part of it: take the value RoutingNode resolved instead of reading the parameter again. `,
		oursOneDocId && httpRequestAvailable
			? `Measured in the diagnostic row: ${ratio(oneDocIdVsHttp)} the HTTP Request node. `
			: '',
		`The rest is RoutingNode's per-item walk over all ${allProperties} properties (displayParameter and getRequestOptionsFromParameters in the profile), which fewer top-level properties would cut${repeated ? ` (names shared by several properties: ${repeated})` : ''}, and n8n's request helper per request, which the HTTP Request node pays too.`,
	].join('');
	return {
		figure: 1,
		title: 'Per-item overhead (no latency)',
		body,
		goals: [
			{
				figure: 1,
				what: 'our node vs HTTP Request node, per item (guard: no worse than today)',
				target: `≤ ${PER_ITEM_GUARD}×`,
				measured: httpRequestAvailable
					? `${goalRatio(oursVsHttp, 1)} wall (${fmt(perItemMs(results.ours), 3)} vs ${fmt(perItemMs(results.httpRequest), 3)} ms/item), ${ratio(oursVsHttpCpu)} client CPU`
					: 'HTTP Request node not available',
				met: httpRequestAvailable ? oursVsHttp <= PER_ITEM_GUARD : undefined,
				note: httpRequestAvailable
					? note
					: 'the HTTP Request node could not be loaded (see "Missing comparison").',
			},
			{
				figure: 1,
				what: "the declarative engine's floor: a minimal declarative node of our shape vs HTTP Request node",
				target: 'what no declarative node gets below',
				measured: httpRequestAvailable
					? `${ratio(medianRatio(of('minimal'), of('httpRequest')))} wall (${fmt(perItemMs(results.minimal), 3)} ms/item); ours is ${ratio(medianRatio(of('ours'), of('minimal')))} the floor`
					: 'HTTP Request node not available',
				met: undefined,
				note: `One resource, one operation, one field, the same request through makeRoutingRequest and the same credential: what n8n's RoutingNode and request helper cost per item by themselves. The difference between our node and this floor is what our ${allProperties} properties (the engine walks every one per item) and our hooks add.`,
			},
		],
	};
}
