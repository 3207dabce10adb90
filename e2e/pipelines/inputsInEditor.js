#!/usr/bin/env node
'use strict';
// Does the editor keep what the PostgreSQL variant's Take In the Mail hands its intake (Workflow
// Inputs, `run = {{ $execution.id }}`: the template's run, which the intake log and the crash's SQL
// name) when a clerk opens the step, closes it, changes something else and saves? The called
// workflow accepts all data (a passthrough trigger): n8n's panel then shows no inputs at all, only
// a hint that the sub-workflow takes all data. The compat lanes check it (e2e/run.js); run alone,
// `N8N_VERSION=… node e2e/pipelines/inputsInEditor.js` starts an n8n of its own with the built
// package (no other server) and prints what the saved step holds before and after.
const path = require('node:path');
const n8n = require('../../scripts/n8n/common');
const { openNode, closeNode } = require('../editor');

const STEP = 'Take In the Mail';

/**
 * Opens `workflowId`'s Take In the Mail in the editor and closes it, moves New Mail 40 px down (a
 * change of the clerk's own, so that the editor surely saves, and saves what the panel did too),
 * saves with Ctrl+S and answers `{ before, after, saved }`: the step's Workflow Inputs as stored
 * before and after, and whether the save reached n8n.
 */
async function inputsAfterOpenAndSave(page, baseUrl, rest, workflowId) {
	const stored = async () => (await rest.request('GET', `/rest/workflows/${workflowId}`)).body;
	const inputsOf = (workflow) =>
		workflow.nodes.find((node) => node.name === STEP).parameters.workflowInputs;
	const first = await stored();
	await openNode(page, baseUrl, { workflowId, node: STEP });
	await page.waitForTimeout(2000);
	await closeNode(page);
	const mail = page.locator('[data-test-id="canvas-node"][data-node-name="New Mail"]');
	const box = await mail.boundingBox();
	await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
	await page.mouse.down();
	await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2 + 40, { steps: 5 });
	await page.mouse.up();
	await page.keyboard.press('Control+s');
	let last = first;
	for (let tries = 0; tries < 20 && last.versionId === first.versionId; tries++) {
		await page.waitForTimeout(250);
		last = await stored();
	}
	return {
		before: inputsOf(first),
		after: inputsOf(last),
		saved: last.versionId !== first.versionId,
	};
}

async function main() {
	const { lookInEditor, createWorkflow } = require('../ownN8n');
	const { postgres } = require('./intake').MAILBOX_TEMPLATES;
	const example = (file) => path.join(n8n.ROOT, 'examples', file);
	const { before, after, saved } = await lookInEditor(
		'inputs',
		async ({ baseUrl, rest, page }) => {
			const intake = await createWorkflow(rest, example(postgres.intake.file));
			const template = await createWorkflow(rest, example(postgres.file), (workflow) => {
				workflow.nodes.find((node) => node.name === STEP).parameters.workflowId.value = intake.id;
				return workflow;
			});
			return await inputsAfterOpenAndSave(page, baseUrl, rest, template.id);
		},
		{ viewport: { width: 1440, height: 900 } },
	);
	console.log(
		`n8n ${n8n.N8N_VERSION}, saved: ${saved}\n  before: ${JSON.stringify(before)}\n  after:  ${JSON.stringify(after)}\n  ${JSON.stringify(after) === JSON.stringify(before) ? 'kept' : 'CHANGED'}`,
	);
}

if (require.main === module)
	main().catch((error) => {
		console.error(error);
		process.exit(1);
	});

module.exports = { inputsAfterOpenAndSave };
