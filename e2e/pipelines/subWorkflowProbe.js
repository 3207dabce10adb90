'use strict';
// Pins what the Data tables template's Take In the Mail relies on in n8n's Execute Workflow with
// its sub-workflow written inline (Source: Define Below), in each n8n the pipelines lanes run:
//
// 1. The node hands on what the sub-workflow's last node to run put out (n8n's
//    getDataLastExecutedNodeData). With execution order v1 a branch runs to its end before the
//    next, the topmost first, so a merge fed last by the trigger's lowest branch (Hand Over) is
//    that node, whatever the branches above it did, waits included.
// 2. `$workflow.active` is true in the sub-workflow's runs (its workflow data has no
//    activeVersionId) and false in a Retry of one of them alone (n8n retries with the workflow
//    inactive): an inner run a crash stopped, which n8n then lists beside the one that started it,
//    can tell it was retried alone, with nobody to hand its files to, and stop (Started by New
//    Mail?). The template keeps no record of its inner runs otherwise; this probe's keep theirs, to
//    have a failed one to retry.
//
// A workflow of its own, started by a webhook: one run whose sub-workflow hands over, one whose
// sub-workflow fails, and the failed inner run retried alone.
const fs = require('node:fs');
const path = require('node:path');
const { eventually } = require('./harness');

const ID = 'dpSubWfProbe';
const HOOK = 'dp-sub-workflow-probe';

const at = (x, y) => [x, y];
const id = (n) => `5d0c0d0c-0000-4000-8000-0000003b${String(n).padStart(4, '0')}`;
const set = (n, name, fields, position) => ({
	id: id(n),
	name,
	type: 'n8n-nodes-base.set',
	typeVersion: 3.4,
	position,
	parameters: {
		mode: 'manual',
		assignments: {
			assignments: Object.entries(fields).map(([field, value], index) => ({
				id: id(100 + n * 10 + index),
				name: field,
				value,
				type: 'string',
			})),
		},
		includeOtherFields: true,
		options: {},
	},
});
const links = (pairs) => {
	const connections = {};
	for (const [from, to, input = 0, output = 0] of pairs) {
		const main = (connections[from] ??= { main: [] }).main;
		while (main.length <= output) main.push([]);
		main[output].push({ node: to, type: 'main', index: input });
	}
	return connections;
};

/** The sub-workflow: fails for the mail "fail" while active; else its lowest branch hands over last. */
const subWorkflow = {
	nodes: [
		{
			id: id(1),
			name: 'Start',
			type: 'n8n-nodes-base.executeWorkflowTrigger',
			typeVersion: 1.1,
			position: at(0, 0),
			parameters: { inputSource: 'passthrough' },
		},
		set(2, 'Seen', { active: '={{ String($workflow.active) }}' }, at(200, 0)),
		{
			id: id(3),
			name: 'Retried Alone?',
			type: 'n8n-nodes-base.if',
			typeVersion: 2.2,
			position: at(600, 0),
			parameters: {
				conditions: {
					options: { caseSensitive: true, leftValue: '', typeValidation: 'loose', version: 2 },
					conditions: [
						{
							id: id(31),
							leftValue: '={{ $workflow.active }}',
							rightValue: '',
							operator: { type: 'boolean', operation: 'true', singleValue: true },
						},
					],
					combinator: 'and',
				},
				options: {},
			},
		},
		// Fails for the mail "fail" while active; an errored run's Retry starts again at the node
		// that failed, so this node is where the Retry's `$workflow.active` shows.
		{
			id: id(4),
			name: 'Fail While Active',
			type: 'n8n-nodes-base.code',
			typeVersion: 2,
			position: at(400, 0),
			parameters: {
				jsCode:
					"if ($workflow.active && $input.first().json.mail === 'fail') throw new Error('fails as planned');\nreturn $input.all();",
			},
		},
		set(5, 'Top', { branch: 'top' }, at(800, 0)),
		{
			id: id(6),
			name: 'Top Waits',
			type: 'n8n-nodes-base.wait',
			typeVersion: 1.1,
			position: at(1000, 0),
			parameters: { amount: 1 },
			webhookId: id(61),
		},
		set(7, 'Bottom', { branch: 'bottom' }, at(800, 400)),
		{
			id: id(8),
			name: 'Hand Over',
			type: 'n8n-nodes-base.merge',
			typeVersion: 3,
			position: at(1200, 400),
			parameters: {},
		},
		set(9, 'Stopped', { branch: 'stopped' }, at(800, 200)),
	],
	connections: links([
		['Start', 'Seen'],
		['Seen', 'Fail While Active'],
		['Fail While Active', 'Retried Alone?'],
		['Retried Alone?', 'Top'],
		['Retried Alone?', 'Bottom'],
		['Retried Alone?', 'Stopped', 0, 1],
		['Top', 'Top Waits'],
		['Top Waits', 'Hand Over', 1],
		['Bottom', 'Hand Over', 0],
	]),
	settings: { executionOrder: 'v1' },
};
/** The probe workflow, written to `dir`; its path. */
function writeWorkflow(dir) {
	const workflow = {
		id: ID,
		name: 'Pipelines: what Execute Workflow with an inline sub-workflow hands over',
		settings: {
			executionOrder: 'v1',
			saveDataSuccessExecution: 'all',
			saveDataErrorExecution: 'all',
		},
		active: false,
		pinData: {},
		tags: [],
		nodes: [
			{
				id: id(11),
				name: 'Hook',
				type: 'n8n-nodes-base.webhook',
				typeVersion: 2,
				position: at(0, 0),
				webhookId: id(111),
				parameters: { path: HOOK, httpMethod: 'POST', responseMode: 'onReceived', options: {} },
			},
			set(12, 'Mail', { mail: '={{ $json.body.mail }}' }, at(200, 0)),
			{
				id: id(13),
				name: 'Sub-Workflow',
				type: 'n8n-nodes-base.executeWorkflow',
				typeVersion: 1.3,
				position: at(400, 0),
				parameters: {
					source: 'parameter',
					workflowJson: JSON.stringify(subWorkflow),
					mode: 'once',
					options: { waitForSubWorkflow: true },
				},
			},
			{
				id: id(14),
				name: 'Handed Over',
				type: 'n8n-nodes-base.noOp',
				typeVersion: 1,
				position: at(600, 0),
				parameters: {},
			},
		],
		connections: links([
			['Hook', 'Mail'],
			['Mail', 'Sub-Workflow'],
			['Sub-Workflow', 'Handed Over'],
		]),
	};
	const file = path.join(dir, 'sub-workflow-probe.json');
	fs.writeFileSync(file, JSON.stringify(workflow, null, 2));
	return file;
}

/** Run data of execution `executionId`: node name → its runs. */
async function runData(rest, executionId) {
	return (await rest.executionRun(executionId))?.resultData?.runData ?? {};
}
const outputOf = (runs, node, output = 0) =>
	(runs[node]?.at(-1)?.data?.main?.[output] ?? []).map((item) => item.json);

async function executionsOf(rest) {
	return (await rest.executions(ID)).sort((a, b) => Number(a.id) - Number(b.id));
}

/** The execution `pick` finds, once it finds one (the lanes' `eventually`, a minute at most). */
async function waitFor(what, pick) {
	const { execution } = await eventually(
		`sub-workflow probe: ${what}`,
		async () => {
			const execution = await pick();
			return { done: Boolean(execution), execution };
		},
		{ timeoutMs: 60000, intervalMs: 500 },
	);
	return execution;
}

/**
 * Runs the probe (its workflow active) through n8n at `baseUrl`: what the sub-workflow hands over
 * and what its runs see, alone and retried; `{ handsOverLast, activeInRuns, inactiveInRetry, detail }`.
 */
async function probe(rest, baseUrl) {
	const post = async (mail) =>
		fetch(`${baseUrl}/webhook/${HOOK}`, {
			method: 'POST',
			headers: { 'content-type': 'application/json' },
			body: JSON.stringify({ mail }),
		});
	const before = (await executionsOf(rest)).length;
	await post('ok');
	const ok = await waitFor('run of the mail "ok"', async () => {
		const list = await executionsOf(rest);
		const top = list.find((e) => e.mode !== 'integrated' && e.status === 'success');
		return list.length >= before + 2 && top ? top : undefined;
	});
	const handed = outputOf(await runData(rest, ok.id), 'Handed Over').map((json) => json.branch);
	await post('fail');
	const failedInner = await waitFor('failed inner run', async () =>
		(await executionsOf(rest)).find((e) => e.mode === 'integrated' && e.status === 'error'),
	);
	const inner = (await executionsOf(rest)).filter((e) => e.mode === 'integrated' && !e.retryOf);
	const seen = [];
	for (const e of inner) seen.push(outputOf(await runData(rest, e.id), 'Seen')[0]?.active);
	const answer = await rest.request(
		'POST',
		`/rest/executions/${failedInner.id}/retry`,
		{ loadWorkflow: false },
		{ allowError: true },
	);
	const retry = await waitFor('Retry of the failed inner run', async () =>
		(await executionsOf(rest)).find(
			(e) => String(e.retryOf) === String(failedInner.id) && e.status !== 'running',
		),
	);
	const retried = await runData(rest, retry.id);
	const stopped = outputOf(retried, 'Stopped').length;
	const failedAgain = retried['Fail While Active']?.at(-1)?.error !== undefined;
	return {
		handsOverLast: JSON.stringify(handed) === JSON.stringify(['bottom', 'top']),
		activeInRuns: seen.length === 2 && seen.every((value) => value === 'true'),
		inactiveInRetry:
			answer.status === 200 && retry.status === 'success' && stopped === 1 && !failedAgain,
		detail: `handed over ${JSON.stringify(handed)} (["bottom","top"] expected: the lowest branch's merge ran last); $workflow.active in the inner runs ${JSON.stringify(seen)}; the failed inner run ${failedInner.id} retried alone (answer ${answer.status}): ${retry.status}, stopped ${stopped}, failed again ${failedAgain}`,
	};
}

module.exports = { ID, writeWorkflow, probe };
