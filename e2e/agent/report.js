'use strict';
// What a scenario prints: the tools the model was offered (name, description, argument schema),
// the requests that reached the sandbox, the documents the agent created, and the size of every
// tool answer the agent sent back to the model.

const indent = (text, by = '      ') =>
	text
		.split('\n')
		.map((line) => by + line)
		.join('\n');

function printTools(tools) {
	console.log(`    tools the model received (${tools.length}):`);
	for (const tool of tools) {
		console.log(`      ${tool.name}: "${tool.description}"`);
		console.log(indent(JSON.stringify(tool.parameters), '        schema '));
	}
}

function printRequests(requests) {
	console.log(`    requests that reached the sandbox (${requests.length}):`);
	for (const request of requests)
		console.log(`      ${request.method} ${request.path} → ${request.status}`);
}

function printCreated(created) {
	if (created.length === 0) return;
	console.log(`    documents the agent created (${created.length}):`);
	for (const document of created)
		console.log(
			`      ${document.doc_id} ${document.file_name} (${document.status}), file sha256 ${document.sha256}`,
		);
}

/** Every tool answer once (a later request repeats the earlier ones), in the order they came. */
function toolAnswers(modelRequests) {
	const seen = new Map();
	for (const { conversation } of modelRequests)
		for (const result of conversation.results)
			if (!seen.has(result.id)) seen.set(result.id, result);
	return [...seen.values()];
}

function printToolAnswers(answers) {
	console.log(`    tool answers sent back to the model (${answers.length}):`);
	for (const answer of answers)
		console.log(
			`      ${String(answer.bytes).padStart(6)} bytes  ${answer.name}(${JSON.stringify(answer.arguments)})`,
		);
	const largest = answers.reduce(
		(max, answer) => (answer.bytes > (max?.bytes ?? -1) ? answer : max),
		undefined,
	);
	if (largest)
		console.log(
			`      largest: ${largest.bytes} bytes (${largest.name}); all: ${answers.reduce((sum, answer) => sum + answer.bytes, 0)} bytes`,
		);
	return largest;
}

/** The largest answer of each tool not shown before, as the model got it (`shown`: tool names). */
function printLargestAnswers(answers, shown) {
	const largest = new Map();
	for (const answer of answers)
		if (!shown.has(answer.name) && answer.bytes > (largest.get(answer.name)?.bytes ?? -1))
			largest.set(answer.name, answer);
	for (const answer of largest.values()) {
		shown.add(answer.name);
		console.log(`    what ${answer.name} answered the model (${answer.bytes} bytes):`);
		console.log(indent(answer.content, '        '));
	}
}

module.exports = {
	printTools,
	printRequests,
	printCreated,
	toolAnswers,
	printToolAnswers,
	printLargestAnswers,
	indent,
};
