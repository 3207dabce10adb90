'use strict';
// The checks of one scenario run (./scenario.js): at the end system (every change of the
// sandbox's documents named by the scenario, every request answered 2xx), at the model (chat
// completions, streamed or not as the webhook asks; the same tools every time) and in the answer.
const assert = require('node:assert/strict');
const { TOOLS } = require('./workflow');
const { changes } = require('./sandboxState');

/** The doc ids a text names. */
const namedIds = (text) => [...new Set(text.match(/\bdoc_\d+\b/g) ?? [])];

/** Runs each check through `check(name, fn)`; `offered`: the tools of the first scenario. */
function checkScenario(run, offered, check) {
	const { scenario, answer, failure, modelRequests } = run;
	const expected = scenario.expected(run.docs);
	const streamed = scenario.via === 'stream';
	check('the agent answered', () => assert.equal(failure?.message, undefined));
	check('the scripted model followed its script (every call fit the offered tools)', () =>
		assert.deepEqual(run.modelFailures, []),
	);
	check(
		`the chat model called chat completions ${streamed ? 'streaming (SSE)' : 'without streaming'}, ${modelRequests.length} times`,
		() => {
			assert.ok(modelRequests.length > 1, 'the model was asked less than twice');
			assert.deepEqual(
				modelRequests.map((request) => request.stream),
				modelRequests.map(() => streamed),
			);
		},
	);
	check('every model call offered the same tools as the first scenario', () => {
		assert.deepEqual(run.tools.map((tool) => tool.name).sort(), Object.values(TOOLS).sort());
		for (const request of modelRequests) assert.deepEqual(request.conversation.tools, offered);
	});
	check('the sandbox answered every request of the tools with 2xx', () =>
		assert.deepEqual(
			run.reached
				.filter((request) => request.status >= 300)
				.map((request) => `${request.method} ${request.path} ${request.status}`),
			[],
		),
	);
	check(`the sandbox changed exactly as asked (${expected.changes.length} changes)`, () =>
		assert.deepEqual(changes(run.before, run.after), expected.changes),
	);
	check(`the answer names ${expected.answerNames.join(', ')} and no other document`, () => {
		assert.ok(answer, 'no answer');
		for (const name of expected.answerNames) assert.ok(answer.includes(name), `${name} is missing`);
		const ids = expected.answerNames.filter((name) => /^doc_\d+$/.test(name));
		assert.deepEqual(namedIds(answer).sort(), ids.sort(), 'the answer names other documents');
	});
	if (expected.answerReasons)
		check('the answer gives each document’s reason', () => {
			for (const [docId, reason] of Object.entries(expected.answerReasons)) {
				const line = answer?.split('\n').find((candidate) => candidate.includes(`${docId} `));
				assert.match(line ?? '', reason, `${docId}: ${line}`);
			}
		});
}

module.exports = { checkScenario };
