'use strict';
/* global AbortSignal, FormData, Blob */
// Sends a user message to the workflow's webhooks as a chat client would and returns the
// agent's answer: from the webhook that answers when the run ends (the agent's `output`), or
// from the streaming one (n8n's JSON lines: begin, item chunks, end; the items joined). A message
// with an attachment is a multipart upload (the message a form field, the file another): n8n's
// webhook puts the file into the item as a binary field named after its form field.

/** The agent may take minutes on a busy 2-core machine; this bounds a hung run only. */
const ANSWER_TIMEOUT_MS = 10 * 60 * 1000;

/** `attachment`: `{ field, fileName, contentType, bytes }`. */
function requestBody(message, attachment) {
	if (!attachment)
		return { headers: { 'content-type': 'application/json' }, body: JSON.stringify({ message }) };
	const form = new FormData();
	form.append('message', message);
	form.append(
		attachment.field,
		new Blob([attachment.bytes], { type: attachment.contentType }),
		attachment.fileName,
	);
	return { body: form };
}

async function post(url, message, attachment) {
	const response = await fetch(url, {
		method: 'POST',
		...requestBody(message, attachment),
		signal: AbortSignal.timeout(ANSWER_TIMEOUT_MS),
	});
	const text = await response.text();
	if (!response.ok) throw new Error(`POST ${url}: HTTP ${response.status} ${text.slice(0, 1000)}`);
	return text;
}

async function ask(url, message, attachment) {
	const text = await post(url, message, attachment);
	const output = JSON.parse(text).output;
	if (typeof output !== 'string') throw new Error(`the webhook answered no output: ${text}`);
	return output;
}

async function askStreaming(url, message, attachment) {
	const text = await post(url, message, attachment);
	const events = text
		.split('\n')
		.filter((line) => line.trim())
		.map((line) => JSON.parse(line));
	const types = events.map((event) => event.type);
	const errors = events.filter((event) => event.type === 'error');
	if (errors.length > 0) throw new Error(`the stream reported errors: ${JSON.stringify(errors)}`);
	if (!types.includes('begin') || types.at(-1) !== 'end')
		throw new Error(`the stream did not begin and end: ${types.join(', ')}`);
	return events
		.filter((event) => event.type === 'item')
		.map((event) => event.content)
		.join('');
}

/**
 * Waits until n8n serves `url` for POST. Publishing a workflow answers before its webhooks are
 * registered; a CORS preflight asks n8n which methods a path has without starting a run.
 */
async function waitForWebhook(url, timeoutMs = 120000) {
	const deadline = Date.now() + timeoutMs;
	let last;
	while (Date.now() < deadline) {
		const response = await fetch(url, {
			method: 'OPTIONS',
			headers: { origin: 'http://127.0.0.1', 'access-control-request-method': 'POST' },
			signal: AbortSignal.timeout(10000),
		});
		last = `${response.status} ${response.headers.get('access-control-allow-methods') ?? ''}`;
		if (response.ok && /\bPOST\b/.test(response.headers.get('access-control-allow-methods') ?? ''))
			return;
		await new Promise((resolve) => setTimeout(resolve, 500));
	}
	throw new Error(`${url} was not registered within ${timeoutMs / 1000} s (last: ${last})`);
}

module.exports = { ask, askStreaming, waitForWebhook };
