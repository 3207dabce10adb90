'use strict';
/* global document */
// A screenshot of a workflow in the n8n editor, taken with headless Chromium (Debian's `chromium`
// package, or CHROMIUM_PATH) through playwright-core. playwright-core is installed next to n8n in
// .n8n-local/tools on first use (not a dependency of the package); no browser is downloaded.
// Answers `{ file }`, or `{ skipped: reason }` when there is no Chromium or playwright-core.
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { spawnSync } = require('node:child_process');

const { N8N_HOME } = require('../scripts/n8n/common');

const PLAYWRIGHT_VERSION = '1.65.1';
const TOOLS = path.join(N8N_HOME, 'tools');
const CHROMIUM_CANDIDATES = [
	process.env.CHROMIUM_PATH,
	'/usr/bin/chromium',
	'/usr/bin/chromium-browser',
	'/usr/bin/google-chrome',
].filter(Boolean);
const CHROMIUM_FLAGS = [
	'--headless',
	'--no-sandbox',
	'--disable-gpu',
	'--disable-quic',
	'--no-first-run',
	'--disable-background-networking',
	'--disable-component-update',
	'--disable-sync',
	'--disable-dev-shm-usage',
];

function findChromium() {
	return CHROMIUM_CANDIDATES.find((candidate) => fs.existsSync(candidate));
}

function loadPlaywright() {
	const entry = path.join(TOOLS, 'node_modules', 'playwright-core');
	if (!fs.existsSync(path.join(entry, 'package.json'))) {
		fs.mkdirSync(TOOLS, { recursive: true });
		if (!fs.existsSync(path.join(TOOLS, 'package.json')))
			fs.writeFileSync(
				path.join(TOOLS, 'package.json'),
				'{"name":"n8n-local-tools","private":true}\n',
			);
		const result = spawnSync(
			'npm',
			[
				'install',
				`playwright-core@${PLAYWRIGHT_VERSION}`,
				'--no-audit',
				'--no-fund',
				'--loglevel=error',
			],
			{
				cwd: TOOLS,
				encoding: 'utf8',
				env: { ...process.env, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1' },
			},
		);
		if (result.status !== 0) return undefined;
	}
	return require(entry);
}

/**
 * Logs in through the sign-in page, opens the workflow, runs it first when `execute` is the number
 * of nodes that must succeed, fits it to the view and saves a PNG.
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
}) {
	const executablePath = findChromium();
	if (!executablePath)
		return {
			skipped: `no Chromium found (${CHROMIUM_CANDIDATES.join(', ')}); install Debian's chromium package or set CHROMIUM_PATH`,
		};
	const playwright = loadPlaywright();
	if (!playwright)
		return {
			skipped: `playwright-core ${PLAYWRIGHT_VERSION} could not be installed into ${TOOLS}`,
		};
	const userDataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dp-chromium-'));
	let context;
	try {
		context = await playwright.chromium.launchPersistentContext(userDataDir, {
			executablePath,
			headless: true,
			args: CHROMIUM_FLAGS,
			viewport: { width: 1600, height: 660 },
			deviceScaleFactor: 1,
			timeout: timeoutMs,
		});
		const page = context.pages()[0] ?? (await context.newPage());
		page.setDefaultTimeout(timeoutMs);
		await page.goto(`${baseUrl}/signin`);
		await page.locator('input[type="email"]').fill(email);
		await page.locator('input[type="password"]').fill(password);
		await page.keyboard.press('Enter');
		await page.waitForURL((url) => !url.pathname.startsWith('/signin'));
		await page.goto(`${baseUrl}/workflow/${workflowId}`);
		const nodes = page.locator('.vue-flow__node');
		await page.waitForFunction(
			(count) => document.querySelectorAll('.vue-flow__node').length >= count,
			expectNodes,
		);
		let executed;
		if (execute) {
			// Run it from the editor, as a newcomer would: every node gets its green tick and item count.
			await page.locator('[data-test-id="execute-workflow-button"]').first().click();
			executed = await page
				.waitForFunction(
					(count) =>
						document.querySelectorAll('[data-test-id="canvas-node-status-success"]').length >=
						count,
					execute,
					{ timeout: timeoutMs },
				)
				.then(
					() => true,
					() => false,
				);
			// The logs panel opens after a run: close it again, the canvas is the picture.
			await page.keyboard.press('Escape');
			const logsToggle = page.locator(
				'[data-test-id="logs-overview-header"] [data-test-id="logs-toggle"], [data-test-id="toggle-logs-panel"]',
			);
			if (await logsToggle.count())
				await logsToggle
					.first()
					.click()
					.catch(() => undefined);
		}
		// Fit the whole workflow into the view (the canvas' own button), then let it settle.
		const fit = page.locator('[data-test-id="zoom-to-fit"]');
		if (await fit.count()) await fit.first().click();
		await page.mouse.move(5, 655);
		await page.waitForTimeout(1500);
		fs.mkdirSync(path.dirname(file), { recursive: true });
		await page.screenshot({ path: file });
		return { file, nodes: await nodes.count(), executed, chromium: executablePath };
	} finally {
		await context?.close().catch(() => undefined);
		fs.rmSync(userDataDir, { recursive: true, force: true });
	}
}

module.exports = { screenshotWorkflow, findChromium };
