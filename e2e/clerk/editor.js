'use strict';
/* global document */
// What the clerk does in the n8n editor (headless Chromium, ../browser.js), by clicks and typing
// only: import a workflow from a file, create each credential from a node that needs it, fill a
// node's field, save and publish, find rows in a Data table with a column's filter, retry an
// execution from the Executions list. Written against n8n 2.41's editor (the newest tested).
const fs = require('node:fs');
const path = require('node:path');

const { openedCanvas } = require('../canvas');

const NDV = '[data-test-id="ndv"]';
const CREDENTIAL_MODAL = '[data-test-id="editCredential-modal"]';
const canvasNode = (name) => `[data-test-id="canvas-node"][data-node-name="${name}"]`;

/** Workflow menu (…) → Import → From file, then the file picked in the browser's file dialog. */
async function importFromFile(page, baseUrl, file) {
	await page.goto(`${baseUrl}/workflow/new`);
	await page.locator('[data-test-id="workflow-menu"]').click();
	await page.getByText('Import', { exact: true }).hover();
	const [chooser] = await Promise.all([
		page.waitForEvent('filechooser'),
		page.getByText(/^From file$/i).click(),
	]);
	await chooser.setFiles(file);
	const count = JSON.parse(fs.readFileSync(file, 'utf8')).nodes.length;
	await page.waitForFunction(
		(expected) => document.querySelectorAll('.vue-flow__node').length >= expected,
		count,
	);
	await save(page);
	const id = /\/workflow\/([^/?#]+)/.exec(page.url())?.[1];
	if (!id || id === 'new') throw new Error(`the imported workflow was not saved (${page.url()})`);
	return id;
}

/** Ctrl+S, as the editor's shortcut; waits until the editor shows no unsaved changes. */
async function save(page) {
	await page.keyboard.press('Control+s');
	await page.waitForURL((url) => !url.pathname.endsWith('/workflow/new'));
	await page
		.locator('[data-test-id="workflow-save-button"]', { hasText: /^Save$/ })
		.waitFor({ state: 'hidden' })
		.catch(() => undefined);
}

async function openNode(page, name) {
	await page.locator(canvasNode(name)).dblclick();
	await page.locator(`${NDV} [data-test-id="node-parameters"]`).waitFor();
}

async function closeNode(page) {
	const close = page.locator(`${NDV} [data-test-id="ndv-close-button"]`);
	if (await close.isVisible()) await close.click();
	await page.locator(NDV).waitFor({ state: 'hidden' });
}

/** Types `value` into a text parameter (`name`: the parameter's name) of the open dialog or node. */
async function typeInto(scope, name, value) {
	const input = scope.locator(`[data-test-id="parameter-input-${name}"] input`).first();
	await input.fill(String(value));
}

/** Sets a switch parameter (`name`) of the open dialog to on or off. */
async function setSwitch(scope, name, on) {
	const toggle = scope.locator(`[data-test-id="parameter-input-${name}"] .el-switch`).first();
	const isOn = (await toggle.getAttribute('class')).includes('is-checked');
	if (isOn !== on) await toggle.click();
}

/** Picks `option` in a dropdown parameter (`name`) of the open dialog. */
async function choose(page, scope, name, option) {
	await scope.locator(`[data-test-id="parameter-input-${name}"]`).first().click();
	await page
		.locator('.el-select-dropdown__item:visible, [role="option"]:visible', { hasText: option })
		.first()
		.click();
}

/**
 * Opens `node`, clicks its credential's "Connect" (or the credential select's "Create new
 * credential"), fills the dialog (`fields`: text by parameter name, `switches`: on/off by name,
 * `options`: dropdown option by name), names it `name`, saves. n8n puts it into every node of
 * the workflow whose credential of that type is missing (or refers to one that does not exist).
 * Whether it works shows at the end systems.
 */
async function createCredential(page, { node, name, fields = {}, switches = {}, options = {} }) {
	await openNode(page, node);
	// The slot shows a disabled field until the editor has loaded the node's credential types.
	const empty = page.locator(`${NDV} [data-test-id="node-credentials-empty-state"]`);
	const select = page.locator(`${NDV} [data-test-id="node-credentials-select"]:not([disabled])`);
	await empty.or(select).first().waitFor();
	if (await empty.count()) await empty.first().click();
	else {
		await page.locator(`${NDV} [data-test-id="node-credentials-select"]`).click();
		await page.getByText(/Create new credential/).click();
	}
	const dialog = page.locator(CREDENTIAL_MODAL).first();
	await dialog.waitFor();
	for (const [key, on] of Object.entries(switches)) await setSwitch(dialog, key, on);
	for (const [key, option] of Object.entries(options)) await choose(page, dialog, key, option);
	for (const [key, value] of Object.entries(fields)) await typeInto(dialog, key, value);
	if (name) {
		await dialog.locator('[data-test-id="credential-name"]').click();
		const input = dialog.locator('[data-test-id="credential-name"] input');
		await input.fill(name);
		await input.press('Enter');
	}
	await dialog.locator('[data-test-id="credential-save-button"]').click();
	// Saving tests the credential; its answer is given a moment to show (whether the credential
	// works shows at the end systems).
	await dialog
		.getByText(/Connection tested successfully|Couldn.t connect with these settings/)
		.filter({ visible: true })
		.first()
		.waitFor({ timeout: 15000 })
		.catch(() => undefined);
	await page.keyboard.press('Escape');
	await dialog.waitFor({ state: 'hidden' });
	await closeNode(page);
}

/** Opens `node`, types each of `fields` (by parameter name), closes it. */
async function fillNode(page, node, fields) {
	await openNode(page, node);
	for (const [key, value] of Object.entries(fields)) await typeInto(page.locator(NDV), key, value);
	await closeNode(page);
}

/** The names of the canvas' nodes that show an issue marker (a credential not set, a field empty). */
async function nodesWithIssues(page) {
	return await page
		.locator('[data-test-id="canvas-node"]')
		.filter({ has: page.locator('[data-test-id="node-issues"]') })
		.evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-node-name')));
}

/** Publish (n8n 2.x's activation): the button, then the dialog's Publish; waits until published. */
async function publish(page) {
	await page.locator('[data-test-id="workflow-open-publish-modal-button"]').click();
	const confirm = page.locator('[data-test-id="workflow-publish-button"]');
	await confirm.waitFor();
	await confirm.click();
	await confirm.waitFor({ state: 'hidden' });
}

/**
 * Overview → Data tables → `table`; the `column`'s filter set to "contains" `text`; answers the
 * rows the grid then shows (their cells' text); with `file`, a PNG of the page (in a window of
 * `viewport`'s size, if given).
 */
async function filterDataTable(page, baseUrl, { table, column, text, file, viewport }) {
	if (viewport) await page.setViewportSize(viewport);
	await page.goto(`${baseUrl}/home/datatables`);
	await page.locator('[data-test-id="data-table-card-name"]', { hasText: table }).first().click();
	const grid = page.locator('[data-test-id="data-table-grid"]');
	await grid.waitFor();
	const header = grid.locator('[data-test-id="data-table-column-header"]', {
		has: page.locator('[data-test-id="data-table-column-header-text"]', { hasText: column }),
	});
	await header.hover();
	await header.locator('[data-test-id="data-table-column-header-filter-button"]').click();
	const filter = page.locator('.ag-filter:visible, .ag-menu:visible').first();
	await filter.waitFor();
	await filter.locator('input[type="text"], input:not([type])').first().fill(text);
	await page.keyboard.press('Enter');
	const rows = grid.locator('.ag-center-cols-container [role="row"]');
	// What the clerk sees: the cells inside the window, not those scrolled off to the right.
	const read = () =>
		rows.evaluateAll((all) =>
			all.map((row) =>
				[...row.querySelectorAll('[role="gridcell"]')]
					.filter((cell) => {
						const box = cell.getBoundingClientRect();
						return (
							box.width > 0 && box.left >= 0 && box.right <= document.documentElement.clientWidth
						);
					})
					.map((cell) => cell.innerText.trim()),
			),
		);
	// The grid filters on the server: wait until it has loaded, every row shown contains the text
	// and the pager's total is the rows shown.
	await page.waitForFunction(
		({ needle }) => {
			const shown = [...document.querySelectorAll('.ag-center-cols-container [role="row"]')];
			const loading = [...document.querySelectorAll('.ag-overlay')].some(
				(overlay) => overlay.getClientRects().length > 0 && /Loading/.test(overlay.innerText),
			);
			const total = /Total (\d+)/.exec(document.body.innerText)?.[1];
			return (
				!loading &&
				shown.length > 0 &&
				Number(total) === shown.length &&
				shown.every((row) => row.innerText.toLowerCase().includes(needle))
			);
		},
		{ needle: text.toLowerCase() },
	);
	await page.keyboard.press('Escape');
	await page.mouse.move(2, 2);
	if (file) {
		fs.mkdirSync(path.dirname(file), { recursive: true });
		await page.screenshot({ path: file });
	}
	return await read();
}

/**
 * The workflow's Executions tab, the status filter set to `status` (as the list names it), the
 * first execution it lists that crashed or failed opened and retried with its original workflow
 * (with `file`, a PNG of the Retry menu open). Answers the execution as the list shows it.
 */
async function retryFromExecutions(page, baseUrl, { workflowId, status, file }) {
	await page.goto(`${baseUrl}/workflow/${workflowId}/executions`);
	const filter = page.locator('[data-test-id="executions-filter-button"]');
	await filter.waitFor();
	// A popover n8n opens over the list (its header's actions) takes the pointer: closed first.
	const popover = page.locator('[data-reka-popper-content-wrapper]');
	for (let tries = 0; tries < 3 && (await popover.count()) > 0; tries++) {
		await page.keyboard.press('Escape');
		await popover
			.first()
			.waitFor({ state: 'detached', timeout: 2000 })
			.catch(() => undefined);
	}
	await filter.click({ timeout: 15000 }).catch(async () => await filter.dispatchEvent('click'));
	await page.locator('[data-test-id="executions-filter-status-select"]').click();
	await page
		.locator('.el-select-dropdown__item:visible, [role="option"]:visible', { hasText: status })
		.first()
		.click();
	await page.keyboard.press('Escape');
	// Each execution listed is a link carrying its status; the list filters a moment later.
	const listed = page.locator(
		'[data-test-id="current-executions-list"] a[data-test-execution-status="crashed"], [data-test-id="current-executions-list"] a[data-test-execution-status="error"]',
	);
	await listed.first().waitFor({ timeout: 60000 });
	const shown = `${(await listed.first().innerText()).replace(/\s+/g, ' ').trim()} (${await listed.first().getAttribute('data-test-execution-status')})`;
	await listed.first().click();
	await page.locator('[data-test-id="execution-preview-retry-button"]').click();
	const original = page
		.getByText(/Retry with original workflow/)
		.filter({ visible: true })
		.first();
	await original.waitFor();
	if (file) {
		fs.mkdirSync(path.dirname(file), { recursive: true });
		await page.screenshot({ path: file });
	}
	await original.click();
	return shown;
}

module.exports = {
	importFromFile,
	openedCanvas,
	save,
	createCredential,
	fillNode,
	nodesWithIssues,
	publish,
	filterDataTable,
	retryFromExecutions,
};
