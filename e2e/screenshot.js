'use strict';
/* global document */
// A screenshot of a workflow in the n8n editor, taken with headless Chromium (./browser.js).
// Answers `{ file }`, or `{ skipped: reason }` when there is no Chromium or playwright-core.
const fs = require('node:fs');
const path = require('node:path');

const { openEditor, findChromium } = require('./browser');
const { runFromEditor } = require('./editor');

/**
 * Logs in through the sign-in page, opens the workflow, runs it first when `execute` is the number
 * of nodes that must succeed, fits it to the view and saves a PNG (`viewport`: the window's size,
 * default openEditor's).
 */
async function screenshotWorkflow({
	baseUrl,
	email,
	password,
	workflowId,
	file,
	expectNodes = 1,
	execute = 0,
	timeoutMs = 60000,
	viewport,
}) {
	const editor = await openEditor({ baseUrl, email, password, timeoutMs, viewport });
	if (editor.skipped) return editor;
	const { page } = editor;
	try {
		await page.goto(`${baseUrl}/workflow/${workflowId}`);
		const nodes = page.locator('.vue-flow__node');
		await page.waitForFunction(
			(count) => document.querySelectorAll('.vue-flow__node').length >= count,
			expectNodes,
		);
		// Run it from the editor, as a newcomer would: every node gets its green tick and item count.
		const executed = execute ? await runFromEditor(page, execute, timeoutMs) : undefined;
		// Fit the whole workflow into the view (the canvas' own button), then let it settle.
		const fit = page.locator('[data-test-id="zoom-to-fit"]');
		if (await fit.count()) await fit.first().click();
		await page.mouse.move(5, 655);
		await page.waitForTimeout(1500);
		fs.mkdirSync(path.dirname(file), { recursive: true });
		await page.screenshot({ path: file });
		return { file, nodes: await nodes.count(), executed, chromium: editor.chromium };
	} finally {
		await editor.close();
	}
}

module.exports = { screenshotWorkflow, findChromium };
