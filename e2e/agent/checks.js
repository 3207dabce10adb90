'use strict';
// The checks of one scenario run (./scenario.js): at the end system (every change of the
// sandbox's documents named by the scenario, the documents it created and their files' bytes,
// every request answered 2xx), at the model (chat completions, streamed or not as the webhook
// asks; the same tools every time; the document answers only the selected fields) and in the
// answer.
const assert = require('node:assert/strict');
const { TOOLS, SELECTED_FIELDS } = require('./workflow');
const { changes } = require('./sandboxState');

/** The doc ids a text names. */
const namedIds = (text) => [...new Set(text.match(/\bdoc_\d+\b/g) ?? [])];

/** An item's keys as Selected Fields names them: `fields.total_amount` where one was selected. */
function selectedPaths(item, selected, prefix = '') {
	return Object.entries(item).flatMap(([key, value]) => {
		const name = `${prefix}${key}`;
		const nested = selected.some((path) => path.startsWith(`${name}.`));
		return nested && value && typeof value === 'object' && !Array.isArray(value)
			? selectedPaths(value, selected, `${name}.`)
			: [name];
	});
}

/** Runs each check through `check(name, fn)`; `offered`: the tools of the first scenario. */
function checkScenario(run, offered, check) {
	const { scenario, answer, failure, modelRequests } = run;
	const expected = scenario.expected(run.docs, run.created);
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
	check('no tool answered an error', () =>
		assert.deepEqual(
			run.answers
				.filter((result) => (result.items ?? [result.json]).some((item) => item?.error))
				.map((result) => `${result.name}: ${result.content.slice(0, 300)}`),
			[],
		),
	);
	const selectedAnswers = run.answers.filter((result) => SELECTED_FIELDS[result.name]);
	if (selectedAnswers.length > 0)
		check(
			`the ${selectedAnswers.length} document answers (${[...new Set(selectedAnswers.map((result) => result.name))].join(', ')}) carried only their Selected Fields`,
			() => {
				for (const result of selectedAnswers) {
					const wanted = SELECTED_FIELDS[result.name];
					assert.ok(result.items?.length > 0, `${result.name}: no items: ${result.content}`);
					for (const item of result.items)
						assert.deepEqual(selectedPaths(item, wanted).sort(), [...wanted].sort(), result.name);
				}
			},
		);
	if (expected.unread)
		check(`no tool asked for ${expected.unread.join(', ')} (not among the search's results)`, () =>
			assert.deepEqual(
				run.answers.filter((result) => expected.unread.includes(result.arguments?.Document)),
				[],
			),
		);
	check(`the sandbox changed exactly as asked (${expected.changes.length} changes)`, () =>
		assert.deepEqual(changes(run.before, run.after), expected.changes),
	);
	const created = expected.created ?? [];
	check(
		created.length === 0
			? 'the agent created no document'
			: `the agent created exactly ${created.map((file) => `${file.file_name ?? 'a document'} (sha256 ${file.sha256.slice(0, 12)}…)`).join(', ')}`,
		() =>
			// A file name is compared where the scenario gives one (a base64 upload has none).
			assert.deepEqual(
				run.created.map(({ file_name, sha256 }, index) =>
					created[index] && !('file_name' in created[index]) ? { sha256 } : { file_name, sha256 },
				),
				created,
			),
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
