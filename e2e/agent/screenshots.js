'use strict';
// The README's pictures of the agent workflow, taken in the n8n editor (headless Chromium,
// ../browser.js) once the scenarios ran: the canvas with the AI Agent, its chat model and the
// Document Processing tools (docs/agent-tools.png), and one tool's form, Get Extraction Result
// with Output → Selected Fields and a Document ID from $fromAI (docs/agent-tool-form.png).
// E2E_SCREENSHOT=0 skips them.
const path = require('node:path');

const n8n = require('../../scripts/n8n/common');
const { screenshotWorkflow } = require('../screenshot');
const { openEditor } = require('../browser');
const { screenshotNode } = require('../editor');
const { agentWorkflow, WORKFLOW_ID, TOOL_NODES } = require('./workflow');

const FILES = {
	canvas: path.join(n8n.ROOT, 'docs', 'agent-tools.png'),
	form: path.join(n8n.ROOT, 'docs', 'agent-tool-form.png'),
};

/** Takes both pictures; answers the files written, or `{ skipped }` without a browser. */
async function takeScreenshots({ baseUrl, email, password }) {
	const canvas = await screenshotWorkflow({
		baseUrl,
		email,
		password,
		workflowId: WORKFLOW_ID,
		file: FILES.canvas,
		expectNodes: agentWorkflow().nodes.length,
		// Taller than the workflow needs: fitted to the width, it leaves the bottom edge (the
		// Execute workflow button) free, so no tool's name is covered.
		viewport: { width: 1600, height: 900 },
	});
	if (canvas.skipped) return canvas;
	const editor = await openEditor({
		baseUrl,
		email,
		password,
		viewport: { width: 1100, height: 936 },
	});
	if (editor.skipped) return editor;
	try {
		const tool = TOOL_NODES.find((candidate) => candidate.operation === 'getExtractionResult');
		await screenshotNode(editor.page, baseUrl, {
			workflowId: WORKFLOW_ID,
			node: tool.nodeName,
			file: FILES.form,
		});
	} finally {
		await editor.close();
	}
	return { files: Object.values(FILES) };
}

module.exports = { takeScreenshots, FILES };
