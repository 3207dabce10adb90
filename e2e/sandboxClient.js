'use strict';
/* global AbortSignal */
// Calls the sandbox directly, over its own HTTP API with its key, as the service's own UI or
// another client would: what the e2e tests read of the end system, beside what n8n did.

/** The answer's bytes; a failed status throws, naming the call and the answer. */
async function sandboxBytes(sandbox, method, urlPath, body) {
	const response = await fetch(`${sandbox.url}${urlPath}`, {
		method,
		headers: { 'X-API-KEY': sandbox.apiKey },
		body,
		signal: AbortSignal.timeout(30000),
	});
	const bytes = Buffer.from(await response.arrayBuffer());
	if (!response.ok) throw new Error(`${method} ${urlPath}: HTTP ${response.status} ${bytes}`);
	return bytes;
}

/** The answer read as JSON. */
async function sandboxCall(sandbox, method, urlPath, body) {
	return JSON.parse((await sandboxBytes(sandbox, method, urlPath, body)).toString('utf8'));
}

module.exports = { sandboxBytes, sandboxCall };
