'use strict';
// An n8n of a tool's own for a look in the editor (e2e/canvas.js, e2e/pipelines/inputsInEditor.js):
// the built package staged in a fresh user folder, n8n (N8N_VERSION) on a free port of 127.0.0.1,
// an owner set up and logged in over REST. No other server is started.
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const n8n = require('../scripts/n8n/common');

/**
 * Starts it; answers `{ baseUrl, rest, owner, userFolder, stop }`. `stop()` ends n8n and removes
 * its folder unless `keep`.
 */
async function startOwnN8n(tag, { keep = false } = {}) {
	const userFolder = fs.mkdtempSync(path.join(os.tmpdir(), `dp-${tag}-n8n-`));
	const port = await n8n.freePort();
	const baseUrl = `http://127.0.0.1:${port}`;
	const env = n8n.n8nEnv({ userFolder, port, brokerPort: await n8n.freePort() });
	n8n.stagePackage(userFolder);
	const server = n8n.startN8n(env, { logFile: path.join(userFolder, 'n8n.log') });
	const stop = async () => {
		await server.stop();
		if (!keep) fs.rmSync(userFolder, { recursive: true, force: true });
	};
	try {
		await n8n.waitForN8n(baseUrl, server);
		const owner = {
			email: `${tag}@example.com`,
			password: 'Look-Password-1',
			firstName: 'Editor',
			lastName: 'Look',
		};
		const rest = new n8n.N8nRest(baseUrl);
		await rest.setupOwner(owner);
		await rest.login(owner.email, owner.password);
		return { baseUrl, rest, owner, userFolder, stop };
	} catch (error) {
		await stop();
		throw error;
	}
}

/** Creates the workflow in `file` as the editor's import does (n8n 1.x stores none without `active`). */
async function createWorkflow(rest, file, change = (workflow) => workflow) {
	const { name, nodes, connections, settings, nodeGroups } = change(n8n.readWorkflow(file));
	const { body } = await rest.request('POST', '/rest/workflows', {
		name,
		nodes,
		connections,
		settings,
		...(nodeGroups ? { nodeGroups } : {}),
		active: false,
	});
	return body;
}

/**
 * `look({ baseUrl, rest, owner, page })` in the editor (headless Chromium, `viewport`) of an n8n of
 * its own; everything is stopped after, on failure too. Answers what `look` answers.
 */
async function lookInEditor(tag, look, { keep = false, viewport } = {}) {
	const { openEditor } = require('./browser');
	const own = await startOwnN8n(tag, { keep });
	let editor;
	try {
		editor = await openEditor({ baseUrl: own.baseUrl, ...own.owner, viewport });
		if (editor.skipped) throw new Error(editor.skipped);
		return await look({ ...own, page: editor.page });
	} finally {
		await editor?.close?.();
		await own.stop();
	}
}

module.exports = { startOwnN8n, createWorkflow, lookInEditor };
