'use strict';
// A scripted stand-in for an OpenAI-compatible chat model, on 127.0.0.1 and a free port: it
// answers POST /v1/chat/completions (JSON, or server-sent events when asked for `stream: true`)
// and GET /v1/models. What it answers is decided by the script of the running scenario, which
// reads what the agent sent (the tools it offers, the tools' answers) as a model would: see
// ./conversation.js. Anything else (e.g. the Responses API, /v1/responses) is a 404 and counted
// as a failure, so a chat model node that calls another API cannot pass unnoticed.
const http = require('node:http');
const { randomUUID } = require('node:crypto');
const { Conversation } = require('./conversation');

const MODEL = 'scripted-model';

function readBody(request) {
	return new Promise((resolve, reject) => {
		const chunks = [];
		request.on('data', (chunk) => chunks.push(chunk));
		request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
		request.on('error', reject);
	});
}

function sendJson(response, status, body) {
	response.writeHead(status, { 'content-type': 'application/json' });
	response.end(JSON.stringify(body));
}

/** The assistant message of a script's reply: tool calls, or the final text. */
function assistantMessage(reply) {
	if (reply.toolCalls?.length > 0)
		return {
			role: 'assistant',
			content: null,
			tool_calls: reply.toolCalls.map((call) => ({
				id: `call_${randomUUID().replace(/-/g, '').slice(0, 24)}`,
				type: 'function',
				function: { name: call.name, arguments: JSON.stringify(call.arguments) },
			})),
		};
	return { role: 'assistant', content: String(reply.content) };
}

const USAGE = { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 };

function completion(message) {
	return {
		id: `chatcmpl-${randomUUID()}`,
		object: 'chat.completion',
		created: Math.floor(Date.now() / 1000),
		model: MODEL,
		choices: [
			{
				index: 0,
				message,
				finish_reason: message.tool_calls ? 'tool_calls' : 'stop',
				logprobs: null,
			},
		],
		usage: USAGE,
	};
}

/** The same message as chat.completion.chunk events, split as OpenAI splits them. */
function chunks(message, includeUsage) {
	const base = {
		id: `chatcmpl-${randomUUID()}`,
		object: 'chat.completion.chunk',
		created: Math.floor(Date.now() / 1000),
		model: MODEL,
	};
	const chunk = (delta, finishReason = null) => ({
		...base,
		choices: [{ index: 0, delta, finish_reason: finishReason, logprobs: null }],
	});
	const events = [chunk({ role: 'assistant', content: message.tool_calls ? null : '' })];
	if (message.tool_calls) {
		message.tool_calls.forEach((call, index) => {
			events.push(
				chunk({
					tool_calls: [
						{
							index,
							id: call.id,
							type: 'function',
							function: { name: call.function.name, arguments: '' },
						},
					],
				}),
			);
			// Arguments arrive in pieces: the client must join them.
			const text = call.function.arguments;
			const half = Math.ceil(text.length / 2);
			for (const piece of [text.slice(0, half), text.slice(half)])
				events.push(chunk({ tool_calls: [{ index, function: { arguments: piece } }] }));
		});
		events.push(chunk({}, 'tool_calls'));
	} else {
		for (const word of message.content.match(/\S+\s*|\s+/g) ?? [])
			events.push(chunk({ content: word }));
		events.push(chunk({}, 'stop'));
	}
	if (includeUsage) events.push({ ...base, choices: [], usage: USAGE });
	return events;
}

/**
 * Starts the server. `use(script)` sets the script of the next scenario: a function of a
 * Conversation that returns `{ toolCalls: [{ name, arguments }] }` or `{ content }`.
 */
async function startModelServer() {
	let script;
	const requests = [];
	const failures = [];

	async function completions(request, response) {
		const body = JSON.parse(await readBody(request));
		const conversation = new Conversation(body);
		requests.push({ at: Date.now(), stream: body.stream === true, conversation });
		if (!script) throw new Error('no scenario script is set');
		const message = assistantMessage(script(conversation));
		if (body.stream !== true) return sendJson(response, 200, completion(message));
		response.writeHead(200, {
			'content-type': 'text/event-stream',
			'cache-control': 'no-cache',
			connection: 'keep-alive',
		});
		for (const event of chunks(message, body.stream_options?.include_usage === true))
			response.write(`data: ${JSON.stringify(event)}\n\n`);
		response.end('data: [DONE]\n\n');
	}

	const server = http.createServer((request, response) => {
		const route = `${request.method} ${request.url.split('?')[0]}`;
		const handle = async () => {
			if (route === 'GET /v1/models')
				return sendJson(response, 200, {
					object: 'list',
					data: [{ id: MODEL, object: 'model', created: 0, owned_by: 'e2e' }],
				});
			if (route === 'POST /v1/chat/completions') return completions(request, response);
			failures.push(`the chat model called ${route}, which the scripted model does not serve`);
			return sendJson(response, 404, {
				error: {
					message: `${route} is not served by the scripted model`,
					type: 'invalid_request_error',
				},
			});
		};
		handle().catch((error) => {
			// A script that cannot go on is a failed scenario, not a model error to retry.
			failures.push(`${route}: ${error.message}`);
			if (!response.headersSent)
				sendJson(response, 400, {
					error: { message: error.message, type: 'invalid_request_error' },
				});
			else response.end();
		});
	});
	await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
	const url = `http://127.0.0.1:${server.address().port}`;
	return {
		/** The Base URL the OpenAI credential points at. */
		baseUrl: `${url}/v1`,
		requests,
		failures,
		use(next) {
			script = next;
			requests.length = 0;
			failures.length = 0;
		},
		close: () => new Promise((resolve) => server.close(resolve)),
	};
}

module.exports = { startModelServer, MODEL };
