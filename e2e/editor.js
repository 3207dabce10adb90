'use strict';
/* global document, window */
// What a user sees of the package in the n8n editor, checked in headless Chromium (./browser.js):
// where the node search ranks the action node, the actions panel's description, the issues every
// example shows on the canvas and in each node's parameters, and the README's screenshots.
const fs = require('node:fs');
const path = require('node:path');

const NODE_NAME = '[data-test-id="node-creator"] [data-test-id="node-creator-item-name"]';
const NDV = '[data-test-id="ndv"]';

/** The list `read` answers once it is the same twice in a row (the editor re-renders on input). */
async function settled(page, read, { intervalMs = 250, timeoutMs = 10000 } = {}) {
	const deadline = Date.now() + timeoutMs;
	let last = await read();
	while (Date.now() < deadline) {
		await page.waitForTimeout(intervalMs);
		const next = await read();
		if (JSON.stringify(next) === JSON.stringify(last)) return next;
		last = next;
	}
	return last;
}

const CHANGE_WAIT_MS = 4000;

/** Waits (at most CHANGE_WAIT_MS) until `read` answers something other than `before`. */
async function changed(page, read, before) {
	const deadline = Date.now() + CHANGE_WAIT_MS;
	while (Date.now() < deadline) {
		if (JSON.stringify(await read()) !== JSON.stringify(before)) return;
		await page.waitForTimeout(200);
	}
}

async function openWorkflow(page, baseUrl, workflowId) {
	await page.goto(`${baseUrl}/workflow/${workflowId}`);
	await page.locator('.vue-flow__node').first().waitFor();
	await settled(page, () => page.locator('[data-test-id="canvas-node"]').count());
}

/** Opens the workflow and, double-clicking it on the canvas, the node's parameters. */
async function openNode(page, baseUrl, { workflowId, node }) {
	await openWorkflow(page, baseUrl, workflowId);
	await page.locator(`[data-test-id="canvas-node"][data-node-name="${node}"]`).dblclick();
	await page.locator(`${NDV} [data-test-id="node-parameters"]`).waitFor();
}

/** Each node on the canvas with the state its status icon shows ("success", "error", "not run"). */
async function nodeStates(page) {
	return await page
		.locator('[data-test-id="canvas-node"]')
		.evaluateAll((elements) =>
			elements.map((element) => {
				const status = element.querySelector('[data-test-id^="canvas-node-status-"]');
				const state = status
					? status.getAttribute('data-test-id').replace('canvas-node-status-', '')
					: 'not run';
				return `${element.getAttribute('data-node-name')}: ${state}`;
			}),
		)
		.catch(() => []);
}

/**
 * Runs the open workflow with the editor's Execute workflow button; true when `count` nodes show
 * their success tick within `timeoutMs`. The logs panel that opens after a run is closed again.
 */
async function runFromEditor(page, count, timeoutMs = 60000) {
	await page.locator('[data-test-id="execute-workflow-button"]').first().click();
	const executed = await page
		.waitForFunction(
			(expected) =>
				document.querySelectorAll('[data-test-id="canvas-node-status-success"]').length >= expected,
			count,
			{ timeout: timeoutMs },
		)
		.then(
			() => true,
			() => false,
		);
	await page.keyboard.press('Escape');
	const logsToggle = page.locator(
		'[data-test-id="logs-overview-header"] [data-test-id="logs-toggle"], [data-test-id="toggle-logs-panel"]',
	);
	if (await logsToggle.count())
		await logsToggle
			.first()
			.click()
			.catch(() => undefined);
	return executed;
}

/**
 * Types each word into the nodes panel's "Search nodes..." field and answers, per word, the rank
 * of the node named `displayName` (1 = first, 0 = not listed) and the first names listed. The
 * panel opens on `workflowId` (a workflow with a trigger: the "What happens next?" panel) or on a
 * new workflow (the trigger panel); both search all nodes.
 */
async function searchRanks(page, baseUrl, { words, displayName, workflowId }) {
	if (workflowId) await openWorkflow(page, baseUrl, workflowId);
	else {
		await page.goto(`${baseUrl}/workflow/new`);
		await page.locator('[data-test-id="canvas-plus-button"]').waitFor();
	}
	await page.locator('[data-test-id="node-creator-plus-button"]').click();
	const search = page.locator('input[data-test-id="node-creator-search-bar"]').first();
	await search.waitFor();
	const ranks = {};
	const listed = () => page.locator(NODE_NAME).allInnerTexts();
	let previous = await listed();
	for (const word of words) {
		await search.fill(word);
		// The list may still be the previous word's for a while (n8n 2.41 filters later than 2.8):
		// wait for it to change; two words that list the same nodes wait CHANGE_WAIT_MS and go on.
		await changed(page, listed, previous);
		const names = await settled(page, listed);
		previous = names;
		ranks[word] = {
			rank: names.indexOf(displayName) + 1,
			of: names.length,
			first: names.slice(0, 4),
		};
	}
	return ranks;
}

/**
 * Searches `word`, picks the node named `displayName` and answers the text of the panel that
 * opens (its actions, headed by the node's description), once `until(text)` holds if given (the
 * editor draws the actions after the triggers), and the placeholders of the input fields it shows
 * (`searchFields`); saves a PNG of it to `file` if given.
 */
async function actionsPanelText(page, baseUrl, { word, displayName, until, file }) {
	await page.goto(`${baseUrl}/workflow/new`);
	await page.locator('[data-test-id="canvas-plus-button"]').waitFor();
	await page.locator('[data-test-id="node-creator-plus-button"]').click();
	await page.locator('input[data-test-id="node-creator-search-bar"]').first().fill(word);
	await page
		.locator(NODE_NAME, { hasText: new RegExp(`^${displayName}$`) })
		.first()
		.click();
	const panel = page.locator('[data-test-id="node-creator"]');
	if (until) {
		const shows = async (ms) => {
			const deadline = Date.now() + ms;
			while (!until(await panel.innerText()) && Date.now() < deadline)
				await page.waitForTimeout(250);
			return until(await panel.innerText());
		};
		// Where a trigger comes first (a new workflow) the panel opens with its actions folded.
		if (!(await shows(3000))) {
			await panel
				.getByText(/^Actions \(\d+\)$/)
				.first()
				.click();
			await shows(15000);
		}
	}
	const text = await settled(page, () => panel.innerText());
	// Whether the panel offers a field to search the node's actions, as it shows it.
	const searchFields = await panel
		.locator('input:visible')
		.evaluateAll((inputs) => inputs.map((input) => input.placeholder || input.type));
	if (file) {
		await page.mouse.move(2, 2);
		fs.mkdirSync(path.dirname(file), { recursive: true });
		await panel.screenshot({ path: file });
	}
	return { text, searchFields };
}

/**
 * Opens `node` and the list of its resource locator labelled `label` (in From List mode) and
 * answers the names the list shows.
 */
async function locatorListNames(page, baseUrl, { workflowId, node, label }) {
	await openNode(page, baseUrl, { workflowId, node });
	await page
		.locator(`${NDV} [data-test-id="parameter-item"]`)
		.filter({ has: page.locator('label', { hasText: label }) })
		.first()
		.locator('[data-test-id="rlc-input"]')
		.first()
		.click();
	const items = page.locator('[data-test-id="rlc-item"]');
	await items.first().waitFor({ timeout: 20000 });
	const names = await settled(page, () => items.allInnerTexts());
	await page.keyboard.press('Escape');
	await closeNode(page);
	return names.map((name) => name.trim());
}

async function closeNode(page) {
	// n8n 2.x's panel has a close button; 1.x's a "Back to canvas" one.
	await page
		.locator(`${NDV} [data-test-id="ndv-close-button"], [data-test-id="back-to-canvas"]:visible`)
		.first()
		.click();
	await page.locator(NDV).waitFor({ state: 'hidden' });
}

/** The text of the tooltip an issue icon shows on hover. */
async function issueText(page, icon) {
	await icon.hover().catch(() => undefined);
	await page.waitForTimeout(700);
	// n8n's issue tooltips are a titled list: "Issues:" and one item per issue.
	const text = await page.evaluate(() =>
		[...document.querySelectorAll('.titled-list')]
			.filter((element) => element.getClientRects().length > 0)
			.map((element) => element.innerText)
			.join(' '),
	);
	await page.mouse.move(2, 2);
	return text.replace(/\s+/g, ' ').trim();
}

/**
 * Opens a workflow and answers every issue n8n shows for it: the canvas' issue marker
 * (`node-issues`: missing required values, credentials, execution errors) and, with each node
 * `openPanel(name)` accepts opened in turn, the parameter issue markers (`parameter-issues`, e.g.
 * "The value "1" is not supported!"). With `runNodes`, the workflow is run from the editor first, so expressions have
 * input data to be evaluated against, as they have after a user's test run.
 */
async function workflowIssues(page, baseUrl, { workflowId, runNodes = 0, openPanel = () => true }) {
	await openWorkflow(page, baseUrl, workflowId);
	const ran = runNodes ? await runFromEditor(page, runNodes) : undefined;
	// Which nodes ran and which did not, for the failure's message.
	const states = ran === false ? await nodeStates(page) : undefined;
	const issues = [];
	let panels = 0;
	// Where a panel's seconds go (reported by the examples check): opening, settling, closing.
	const ms = { open: 0, settle: 0, close: 0 };
	let since = Date.now();
	const lap = (phase) => {
		ms[phase] += Date.now() - since;
		since = Date.now();
	};
	const names = await page
		.locator('[data-test-id="canvas-node"]')
		.evaluateAll((elements) => elements.map((element) => element.getAttribute('data-node-name')));
	for (const name of names) {
		const node = page.locator(`[data-test-id="canvas-node"][data-node-name="${name}"]`);
		const onCanvas = node.locator('[data-test-id="node-issues"]');
		if (await onCanvas.count())
			issues.push({ node: name, where: 'canvas', text: await issueText(page, onCanvas.first()) });
		if (!openPanel(name)) continue;
		panels += 1;
		since = Date.now();
		await node.dblclick();
		await page.locator(`${NDV} [data-test-id="node-parameters"]`).waitFor();
		lap('open');
		// Options and lists load from the sandbox after the panel opens.
		const count = await settled(
			page,
			() => page.locator(`${NDV} [data-test-id="parameter-issues"]`).count(),
			{ intervalMs: 500 },
		);
		lap('settle');
		for (let index = 0; index < count; index++) {
			const icon = page.locator(`${NDV} [data-test-id="parameter-issues"]`).nth(index);
			const parameter = await icon.evaluate(
				(element) =>
					element
						.closest('[data-test-id="parameter-item"], .parameter-item')
						?.querySelector('label')
						?.innerText?.split('\n')[0]
						.trim() ?? '',
			);
			issues.push({ node: name, where: parameter, text: await issueText(page, icon) });
		}
		since = Date.now();
		await closeNode(page);
		lap('close');
	}
	return {
		nodes: names.length,
		panels,
		panelMs: ms,
		ran,
		issues,
		nodeStates: states,
	};
}

/**
 * The node types whose parameters load something from a server when their panel opens (options,
 * lists to pick from, column mappings): their panel can show an issue the canvas does not.
 */
async function typesLoadingFromServer(page, baseUrl) {
	const types = await page.evaluate(
		async (url) => (await fetch(url)).json(),
		`${baseUrl}/types/nodes.json`,
	);
	const loads = /"(loadOptionsMethod|loadOptions|searchListMethod|resourceMapper|resourceLocator)"/;
	return new Set(types.filter((type) => loads.test(JSON.stringify(type))).map((type) => type.name));
}

/**
 * What a node's form shows, parameter by parameter (the node opened on the canvas): the label,
 * the text the form shows (values, a locator's mode, expressions), whether a switch is on, and
 * whether the parameter shows an issue marker.
 */
async function nodeForm(page, baseUrl, { workflowId, node }) {
	await openNode(page, baseUrl, { workflowId, node });
	await settled(page, () => page.locator(NDV).innerText(), { intervalMs: 500 });
	const form = await page.locator(`${NDV} [data-test-id="parameter-item"]`).evaluateAll((items) =>
		items.map((item) => ({
			label: item.querySelector('label')?.innerText?.split('\n')[0].trim() ?? '',
			text: [
				item.innerText,
				...[...item.querySelectorAll('input, textarea')].map((input) => input.value),
			]
				.join(' ')
				.replace(/\s+/g, ' ')
				.trim(),
			on:
				item.querySelector('.is-checked, [aria-checked="true"], input[type="checkbox"]:checked') !==
				null,
			issue: item.querySelector('[data-test-id="parameter-issues"]') !== null,
		})),
	);
	await closeNode(page);
	return form;
}

/**
 * What the output panel shows of a node that ran in the open workflow (the node opened on the
 * canvas, as a user double-clicks it after a run) in `view` (Schema, Table, JSON) if given; with
 * `file`, a PNG of the editor with it open.
 */
async function nodeOutput(page, { node, file, view }) {
	await page.locator(`[data-test-id="canvas-node"][data-node-name="${node}"]`).dblclick();
	const output = page.locator(`${NDV} [data-test-id="output-panel"]`).first();
	await output.waitFor();
	// The output's view (Schema, Table, JSON), as a user picks it above the data.
	if (view) await output.getByText(view, { exact: true }).first().click();
	const text = await settled(page, () => output.innerText(), { intervalMs: 500 });
	if (file) {
		await page.mouse.move(2, 2);
		await page.waitForTimeout(500);
		fs.mkdirSync(path.dirname(file), { recursive: true });
		await page.screenshot({ path: file });
	}
	await closeNode(page);
	return text;
}

/** Saves a PNG of the node's parameters panel (the node opened on the canvas). */
async function screenshotNode(page, baseUrl, { workflowId, node, file }) {
	await openNode(page, baseUrl, { workflowId, node });
	await settled(page, () => page.locator(NDV).innerText(), { intervalMs: 700 });
	// Away from the parameters, and long enough for a hovered one's controls to fade out.
	await page.mouse.move(2, 2);
	await page.waitForTimeout(500);
	fs.mkdirSync(path.dirname(file), { recursive: true });
	await page.locator(NDV).screenshot({ path: file });
	await closeNode(page);
	return file;
}

/** Saves a PNG of the credential's edit dialog, as Credentials → the credential opens it. */
async function screenshotCredential(page, baseUrl, { credentialId, file }) {
	await page.goto(`${baseUrl}/home/credentials/${credentialId}`);
	const dialog = page.locator('[data-test-id="editCredential-modal"]').first();
	await dialog.waitFor();
	// The dialog tests the connection when it opens: the picture shows its answer.
	await page
		.locator('[data-test-id="credentials-config-container-test-success"]')
		.waitFor({ timeout: 15000 })
		.catch(() => undefined);
	await settled(page, () => dialog.innerText(), { intervalMs: 500 });
	await page.evaluate(() => window.scrollTo(0, 0));
	fs.mkdirSync(path.dirname(file), { recursive: true });
	await dialog.screenshot({ path: file });
	return file;
}

/**
 * Opens the credential as Credentials → the credential does and answers the dialog's text once its
 * test has failed ("Couldn't connect with these settings", its "More details" opened); with
 * `file`, a PNG of the dialog showing the message.
 */
async function credentialTestFailure(page, baseUrl, { credentialId, file }) {
	await page.goto(`${baseUrl}/home/credentials/${credentialId}`);
	const dialog = page.locator('[data-test-id="editCredential-modal"]').first();
	await dialog.waitFor();
	// The dialog tests the credential when it opens.
	await dialog
		.getByText(/Couldn.t connect with these settings/)
		.first()
		.waitFor({ timeout: 30000 });
	const details = dialog.getByText('More details', { exact: true });
	if (await details.count()) await details.first().click();
	const text = await settled(page, () => dialog.innerText(), { intervalMs: 500 });
	if (file) {
		await page.mouse.move(2, 2);
		fs.mkdirSync(path.dirname(file), { recursive: true });
		await dialog.screenshot({ path: file });
	}
	await page.keyboard.press('Escape');
	await dialog.waitFor({ state: 'hidden' }).catch(() => undefined);
	return text;
}

module.exports = {
	openWorkflow,
	openNode,
	closeNode,
	nodeStates,
	nodeOutput,
	locatorListNames,
	credentialTestFailure,
	searchRanks,
	nodeForm,
	actionsPanelText,
	workflowIssues,
	typesLoadingFromServer,
	runFromEditor,
	screenshotNode,
	screenshotCredential,
};
