'use strict';
// One scenario run: seed the sandbox, read its documents over HTTP, send the user message (with
// the scenario's attachment, if any) to the scenario's webhook, read the documents again and any
// the agent created; prints what the model was offered, what reached the sandbox and what the
// tools answered. The checks are ./checks.js's.
const { WEBHOOK_PATHS } = require('./workflow');
const { seedDocuments } = require('./seeds');
const { snapshot, documentIds, createdDocuments } = require('./sandboxState');
const { ask, askStreaming } = require('./chat');
const report = require('./report');

/** `shown`: what earlier scenarios printed (the tools, one answer of each tool). */
async function runScenario(scenario, { sandbox, model, baseUrl }, shown) {
	const via = {
		answer: 'webhook',
		stream: 'streaming webhook',
		file: 'webhook, file moved to base64',
	}[scenario.via];
	console.log(`\n  ${scenario.name} (${via})`);
	const docs = seedDocuments(sandbox);
	// How long an upload stays `processing` (seeding restored the run's default).
	if (scenario.processingDelayMs !== undefined)
		sandbox.state.processingDelayMs = scenario.processingDelayMs;
	const before = await snapshot(sandbox, Object.values(docs));
	const idsBefore = await documentIds(sandbox);
	const attachment = await scenario.attachment?.();
	model.use(scenario.script);
	const firstRequest = sandbox.requests.length;
	const message = scenario.message(docs);
	console.log(`    user: ${message}`);
	if (attachment)
		console.log(
			`    attached: ${attachment.fileName} (${attachment.contentType}, ${attachment.bytes.length} bytes) as form field "${attachment.field}"`,
		);
	let answer;
	let failure;
	const from = Date.now();
	try {
		const url = `${baseUrl}/webhook/${WEBHOOK_PATHS[scenario.via]}`;
		answer = await (scenario.via === 'stream' ? askStreaming : ask)(url, message, attachment);
	} catch (error) {
		failure = error;
	}
	const seconds = (Date.now() - from) / 1000;
	// Only the agent's requests: the reads below are the test's.
	const reached = sandbox.requests.slice(firstRequest);
	const after = await snapshot(sandbox, Object.values(docs));
	const created = await createdDocuments(sandbox, idsBefore);
	const tools = model.requests[0]?.conversation.tools ?? [];
	const shownAnswer = answer === undefined ? '(none)' : report.indent(answer, '      ').trim();
	console.log(`    agent (${seconds.toFixed(1)} s): ${shownAnswer}`);
	if (shown.tools === undefined) {
		report.printTools(tools);
		shown.tools = tools;
	} else console.log(`    tools the model received: the same ${tools.length} as above`);
	report.printRequests(reached);
	report.printCreated(created);
	const answers = report.toolAnswers(model.requests);
	report.printToolAnswers(answers);
	report.printLargestAnswers(answers, shown.answers);
	return {
		scenario,
		docs,
		before,
		after,
		created,
		attachment,
		answer,
		failure,
		reached,
		tools,
		answers,
		seconds,
		modelRequests: [...model.requests],
		modelFailures: [...model.failures],
	};
}

module.exports = { runScenario };
