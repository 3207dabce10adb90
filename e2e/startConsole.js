'use strict';
// `npm start` as a newcomer runs it, on this machine (which, like a machine without internet,
// reaches none of n8n's own servers): its console until the banner, then one Ctrl-C. Answers
// the console's lines, the banner's and the stack-trace lines among them.
const { spawn } = require('node:child_process');
const path = require('node:path');

const n8n = require('../scripts/n8n/common');

/** A line of a stack trace as Node.js prints it ("    at fn (file.js:1:2)"), also behind n8n's prefix. */
const STACK_FRAME = /^\s*(\[n8n\]\s*)?at (?:.+ \()?(?:[a-z]+:)?[^\s()]+:\d+:\d+\)?\s*$/;
const BANNER = /with n8n-nodes-document-processing is running/;

async function startConsole({ timeoutMs = 240000 } = {}) {
	const env = {
		...process.env,
		N8N_PORT: String(await n8n.freePort()),
		N8N_RUNNERS_BROKER_PORT: String(await n8n.freePort()),
		SANDBOX_PORT: String(await n8n.freePort()),
	};
	const child = spawn(process.execPath, [path.join(n8n.ROOT, 'scripts', 'start.js')], {
		env,
		stdio: ['ignore', 'pipe', 'pipe'],
	});
	let text = '';
	const collect = (chunk) => {
		text += chunk.toString('utf8');
	};
	child.stdout.on('data', collect);
	child.stderr.on('data', collect);
	const exited = new Promise((resolve) =>
		child.on('exit', (code, signal) => resolve({ code, signal })),
	);
	const deadline = Date.now() + timeoutMs;
	while (!BANNER.test(text) && Date.now() < deadline && child.exitCode === null)
		await new Promise((resolve) => setTimeout(resolve, 500));
	const ready = BANNER.test(text);
	// The banner's last lines come with it; then one Ctrl-C, as a user stops it.
	await new Promise((resolve) => setTimeout(resolve, 1000));
	child.kill('SIGINT');
	const exit = await Promise.race([
		exited,
		new Promise((resolve) => setTimeout(() => resolve(undefined), 30000)),
	]);
	if (!exit) child.kill('SIGKILL');
	const lines = text.split('\n');
	return {
		ready,
		exit,
		lines,
		stackLines: lines.filter((line) => STACK_FRAME.test(line)),
	};
}

module.exports = { startConsole, STACK_FRAME };
