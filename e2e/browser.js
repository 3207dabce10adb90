'use strict';
// Headless Chromium (Debian's `chromium` package, or CHROMIUM_PATH) driven through
// playwright-core, logged in to the n8n editor. playwright-core is installed into the cache next
// to the n8n installs (<cache>/tools) on first use (not a dependency of the package); no browser
// is downloaded.
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { spawnSync } = require('node:child_process');

const { CACHE_ROOT } = require('../scripts/n8n/runtime');

const PLAYWRIGHT_VERSION = '1.65.1';
const TOOLS = path.join(CACHE_ROOT, 'tools');
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
 * Starts headless Chromium with a page of `viewport` size. Answers `{ page, close, chromium }`, or
 * `{ skipped: reason }` when there is no Chromium or playwright-core.
 */
async function launch({ viewport = { width: 1600, height: 660 }, timeoutMs = 60000 } = {}) {
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
	const close = async () => {
		await context?.close().catch(() => undefined);
		fs.rmSync(userDataDir, { recursive: true, force: true });
	};
	try {
		context = await playwright.chromium.launchPersistentContext(userDataDir, {
			executablePath,
			headless: true,
			args: CHROMIUM_FLAGS,
			viewport,
			deviceScaleFactor: 1,
			timeout: timeoutMs,
		});
		const page = context.pages()[0] ?? (await context.newPage());
		page.setDefaultTimeout(timeoutMs);
		return { page, close, chromium: executablePath };
	} catch (error) {
		await close();
		throw error;
	}
}

/**
 * Starts Chromium and logs in through the editor's sign-in page (or, in an n8n without an owner
 * yet and with `owner` given, sets the owner up on the page n8n shows instead). Answers
 * `{ page, close }`, or `{ skipped: reason }` when there is no Chromium or playwright-core.
 */
async function openEditor({ baseUrl, email, password, owner, viewport, timeoutMs = 60000 }) {
	const browser = await launch({ viewport, timeoutMs });
	if (browser.skipped) return browser;
	const { page, close } = browser;
	try {
		await page.goto(`${baseUrl}/signin`);
		await page.locator('input[type="email"]').waitFor();
		// A new n8n opens its owner set-up instead (`owner`: the names to give there).
		const setUp = owner && (await page.locator('input[name="firstName"]').count()) > 0;
		await page.locator('input[type="email"]').fill(email);
		if (setUp) {
			await page.locator('input[name="firstName"]').fill(owner.firstName);
			await page.locator('input[name="lastName"]').fill(owner.lastName);
		}
		await page.locator('input[type="password"]').fill(password);
		await page.keyboard.press('Enter');
		await page.waitForURL((url) => !/^\/(signin|setup)/.test(url.pathname));
		return browser;
	} catch (error) {
		await close();
		throw error;
	}
}

/** A PNG of the page at `url` as anyone opening the link sees it (no login), the whole page. */
async function screenshotPage({ url, file, viewport = { width: 900, height: 900 } }) {
	const browser = await launch({ viewport });
	if (browser.skipped) return browser;
	try {
		await browser.page.goto(url);
		await browser.page.waitForLoadState('networkidle');
		fs.mkdirSync(path.dirname(file), { recursive: true });
		await browser.page.screenshot({ path: file, fullPage: true });
		return { file };
	} finally {
		await browser.close();
	}
}

module.exports = { launch, openEditor, screenshotPage, findChromium };
