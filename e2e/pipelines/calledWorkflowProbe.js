'use strict';
/* global FormData, Blob */
// What the PostgreSQL variant relies on since its intake became a workflow of its own (issue 50)
// in n8n's Execute Workflow, alone, run by hand in the n8n N8N_VERSION names
// (`N8N_VERSION=1.123.81 node e2e/pipelines/calledWorkflowProbe.js`). The lanes that run the
// variant itself (pipelines in 1.123, backlog's queue mode with a crash in 2.41) fail when it
// stops holding; this says which part did:
//
// 1. A workflow called by ID whose trigger accepts all data (passthrough) gets the caller's
//    items whole, their files too, plus what the caller's Workflow Inputs set
//    (`run = {{ $execution.id }}`): the called run can write the caller's execution ID, the one
//    a clerk retries after a crash.
// 2. Publishing: n8n 2 publishes the caller only once the called workflow is; n8n 1.x cannot
//    activate a workflow whose only trigger is Execute Workflow Trigger (and needs not).
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const n8n = require('../../scripts/n8n/common');

const CALLED = 'dpProbeCalled';
const CALLER = 'dpProbeCaller';
const HOOK = 'dp-called-workflow-probe';
const id = (n) => `5d0c0d0c-0000-4000-8000-0000009d${String(n).padStart(4, '0')}`;
const SETTINGS = { executionOrder: 'v1', saveDataSuccessExecution: 'all' };
const follows = (from, to) => ({ [from]: { main: [[{ node: to, type: 'main', index: 0 }]] } });
/** Node `n` of a probe workflow, the `x`th from the left. */
const node = (n, name, type, typeVersion, x, parameters, more = {}) => ({
	id: id(n),
	name,
	type: `n8n-nodes-base.${type}`,
	typeVersion,
	position: [x, 0],
	parameters,
	...more,
});

const called = {
	id: CALLED,
	name: 'Probe: the called workflow',
	settings: SETTINGS,
	nodes: [
		node(1, 'Start', 'executeWorkflowTrigger', 1.1, 0, { inputSource: 'passthrough' }),
		node(2, 'Seen', 'set', 3.4, 200, {
			mode: 'manual',
			includeOtherFields: false,
			options: {},
			assignments: {
				assignments: Object.entries({
					callersRun: '={{ $json.run }}',
					ownRun: '={{ $execution.id }}',
					files: "={{ Object.values($binary ?? {}).map((file) => file.fileName).join(', ') }}",
					fields: "={{ Object.keys($json).join(', ') }}",
				}).map(([name, value], index) => ({ id: id(20 + index), name, value, type: 'string' })),
			},
		}),
	],
	connections: follows('Start', 'Seen'),
};

const caller = {
	id: CALLER,
	name: 'Probe: the caller',
	settings: SETTINGS,
	nodes: [
		node(
			11,
			'Hook',
			'webhook',
			2,
			0,
			{
				path: HOOK,
				httpMethod: 'POST',
				responseMode: 'onReceived',
				options: { binaryPropertyName: 'data' },
			},
			{ webhookId: id(111) },
		),
		node(12, 'Call', 'executeWorkflow', 1.2, 200, {
			source: 'database',
			workflowId: { __rl: true, mode: 'id', value: CALLED },
			workflowInputs: {
				mappingMode: 'defineBelow',
				value: { run: '={{ $execution.id }}' },
				matchingColumns: [],
				schema: [],
				attemptToConvertTypes: false,
				convertFieldsToString: true,
			},
			mode: 'once',
			options: { waitForSubWorkflow: true },
		}),
	],
	connections: follows('Hook', 'Call'),
};

/** The runs' output of `node` in workflow `workflowId`'s executions. */
async function outputs(rest, workflowId, node) {
	const found = [];
	for (const execution of await rest.executions(workflowId)) {
		const runData = (await rest.executionRun(execution.id))?.resultData?.runData ?? {};
		found.push(...(runData[node]?.at(-1)?.data?.main?.[0] ?? []).map((item) => item.json));
	}
	return found;
}

async function main() {
	const userFolder = fs.mkdtempSync(path.join(os.tmpdir(), 'dp-called-probe-'));
	const port = await n8n.freePort();
	const baseUrl = `http://127.0.0.1:${port}`;
	const env = n8n.n8nEnv({ userFolder, port, brokerPort: await n8n.freePort() });
	const files = [called, caller].map((workflow) => {
		const file = path.join(userFolder, `${workflow.id}.json`);
		fs.writeFileSync(file, JSON.stringify({ active: false, pinData: {}, tags: [], ...workflow }));
		return file;
	});
	await n8n.importWorkflows(env, files, userFolder);
	const server = n8n.startN8n(env, { logFile: path.join(userFolder, 'n8n.log') });
	try {
		await n8n.waitForN8n(baseUrl, server);
		const rest = new n8n.N8nRest(baseUrl);
		const owner = { email: 'probe@example.com', password: 'Probe-Password-1' };
		await rest.setupOwner({ ...owner, firstName: 'Called', lastName: 'Probe' });
		await rest.login(owner.email, owner.password);
		const publishCalled = await rest.activate(CALLED).then(
			() => 'published',
			(error) => `refused: ${error.message.slice(0, 160)}`,
		);
		await rest.activate(CALLER);
		// A moment for n8n to register the caller's webhook.
		await new Promise((resolve) => setTimeout(resolve, 3000));
		const form = new FormData();
		form.append('data', new Blob(['%PDF-1.4 probe'], { type: 'application/pdf' }), 'R-1.pdf');
		const answer = await fetch(`${baseUrl}/webhook/${HOOK}`, { method: 'POST', body: form });
		await new Promise((resolve) => setTimeout(resolve, 4000));
		const [seen] = await outputs(rest, CALLED, 'Seen');
		console.log(
			JSON.stringify(
				{ n8n: n8n.N8N_VERSION, publishCalled, webhook: answer.status, seen },
				null,
				2,
			),
		);
		const holds =
			seen !== undefined &&
			seen.callersRun !== '' &&
			seen.callersRun !== seen.ownRun &&
			seen.files === 'R-1.pdf';
		console.log(holds ? 'holds' : 'does not hold');
		process.exitCode = holds ? 0 : 1;
	} finally {
		await server.stop();
		fs.rmSync(userFolder, { recursive: true, force: true });
	}
}

if (require.main === module)
	main().catch((error) => {
		console.error(error);
		process.exit(1);
	});
