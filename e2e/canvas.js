#!/usr/bin/env node
'use strict';
/* global document, getComputedStyle */
// What a clerk can read of a workflow on n8n's canvas without zooming in: the workflow opened as
// the editor opens it (fitted to the window), the zoom it opens with and the size on screen, in
// pixels, of the nodes' names, the sticky notes' headings (# and ##) and their text. Used by the
// clerk's run (./clerk/run.js) and `npm run test:e2e` (./run.js).
//
// Run alone (`npm run look:canvas [-- files…]`, default the two mailbox templates), it starts an
// n8n of its own (N8N_VERSION, default the newest tested) with the built package, creates each
// workflow through the REST API as the editor's import does, and prints the figures for a
// 1440×900 and a 1920×1080 window, with a PNG of each at 1440×900 (CANVAS_SHOTS, default a temp
// folder). No other server is started; n8n listens on a free port of 127.0.0.1.
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');

/**
 * The smallest size on screen, in px, at which a clerk reads a canvas' words: node names, stage
 * headings and the notes. 11 px is the smallest text a laptop's desktop itself shows (menus,
 * captions: 11-12 px at 1440×900 and a device pixel ratio of 1); below it words are guessed from
 * their shape, not read.
 */
const READABLE_PX = 11;

/** The two windows measured: a common laptop (the README's pictures) and a full-HD screen. */
const WINDOWS = {
	laptop: { width: 1440, height: 900 },
	fullHd: { width: 1920, height: 1080 },
};

/** The figures, read from the canvas as it is drawn now. */
function readCanvas(page) {
	return page.evaluate(() => {
		const pane = document.querySelector('.vue-flow__transformationpane');
		const zoom = Number(/scale\(([\d.]+)\)/.exec(pane?.style.transform ?? '')?.[1] ?? NaN);
		const shown = (element) => element.getClientRects().length > 0;
		/** The smallest font size among `elements`, as drawn on screen (its CSS size × the zoom). */
		const px = (elements) => {
			const sizes = elements
				.filter(shown)
				.map((element) => parseFloat(getComputedStyle(element).fontSize));
			return sizes.length ? Math.round(Math.min(...sizes) * zoom * 10) / 10 : undefined;
		};
		const nodes = [...document.querySelectorAll('[data-test-id="canvas-node"]')].filter(shown);
		const names = nodes.flatMap((node) => {
			const name = node.getAttribute('data-node-name');
			return [...node.querySelectorAll('*')].filter(
				(element) => element.children.length === 0 && element.textContent.trim() === name,
			);
		});
		const stickies = [...document.querySelectorAll('.vue-flow__node-canvas-node')].filter((node) =>
			node.querySelector('[data-test-id="sticky"], .sticky-textarea, .n8n-sticky'),
		);
		const inStickies = (selector) =>
			stickies.flatMap((node) => [...node.querySelectorAll(selector)]);
		// The notes along the canvas' top edge (none above them), left to right: what the eye
		// meets first.
		const boxed = stickies.map((node) => ({ node, box: node.getBoundingClientRect() }));
		const top = Math.min(...boxed.map(({ box }) => box.top));
		const topRow = boxed
			.filter(({ box }) => box.top <= top + 10)
			.sort((a, b) => a.box.left - b.box.left)
			.map(({ node }) => node.querySelector('h1')?.innerText.trim() ?? '(a note)');
		// Names drawn over one another (their text's boxes intersect): neither can be read whole.
		const drawn = names.filter(shown).map((element) => {
			const range = document.createRange();
			range.selectNodeContents(element);
			return { name: element.textContent.trim(), box: range.getBoundingClientRect() };
		});
		const overlapping = [];
		for (let i = 0; i < drawn.length; i++)
			for (let j = i + 1; j < drawn.length; j++) {
				const [a, b] = [drawn[i].box, drawn[j].box];
				if (a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom)
					overlapping.push(`${drawn[i].name} / ${drawn[j].name}`);
			}
		// Nodes whose middle is under something else (another node's output labels, say): a
		// double-click there does not open them.
		const covered = nodes
			.filter((node) => {
				const box = node.getBoundingClientRect();
				const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
				return hit !== null && !node.contains(hit);
			})
			.map((node) => node.getAttribute('data-node-name'));
		// Notes whose text runs past their bottom edge: the rest is hidden.
		const cutOff = stickies
			.filter((node) => {
				const bottom = node.getBoundingClientRect().bottom;
				return [...node.querySelectorAll('h1, h2, p, li, pre')].some(
					(element) => element.getBoundingClientRect().bottom > bottom + 1,
				);
			})
			.map((node) => node.querySelector('h1, h2')?.innerText.trim() ?? '(a note)');
		return {
			zoom: Math.round(zoom * 100) / 100,
			nodes: nodes.filter((node) => !stickies.includes(node.closest('.vue-flow__node'))).length,
			nodeNamePx: px(names),
			stickyTitlePx: px(inStickies('h1')),
			stickyLinePx: px(inStickies('h2')),
			stickyTextPx: px(inStickies('p, li')),
			overlappingNames: overlapping,
			notesCutOff: cutOff,
			nodesCovered: covered,
			topRowNotes: topRow,
		};
	});
}

/**
 * The workflow opened afresh, at the zoom the editor opens it with (fitted to the window), saved
 * as a PNG if `file` is given; answers readCanvas' figures.
 */
async function openedCanvas(page, baseUrl, { workflowId, file }) {
	await page.goto(`${baseUrl}/workflow/${workflowId}`);
	await page.locator('[data-test-id="canvas-node"]').first().waitFor();
	// The editor fits the view once the nodes are drawn: wait until the zoom stays the same.
	let last = await readCanvas(page);
	for (let tries = 0; tries < 20; tries++) {
		await page.waitForTimeout(250);
		const next = await readCanvas(page);
		if (next.zoom === last.zoom && Number.isFinite(next.zoom)) break;
		last = next;
	}
	await page.mouse.move(5, 300);
	if (file) {
		fs.mkdirSync(path.dirname(file), { recursive: true });
		await page.screenshot({ path: file });
	}
	return await readCanvas(page);
}

/** Which of readCanvas' sizes are below READABLE_PX (an empty list: all can be read). */
function unreadable(figures) {
	return ['nodeNamePx', 'stickyTitlePx', 'stickyLinePx', 'stickyTextPx'].filter(
		(key) => figures[key] !== undefined && figures[key] < READABLE_PX,
	);
}

/** One line for a report: `zoom 0.40, names 6.4 px, headings 14.4 px, …`. */
function describe(figures) {
	const size = (value) => (value === undefined ? '–' : `${value} px`);
	return [
		`zoom ${figures.zoom}`,
		`${figures.nodes} nodes`,
		`node names ${size(figures.nodeNamePx)}`,
		`headings ${size(figures.stickyTitlePx)}`,
		`## lines ${size(figures.stickyLinePx)}`,
		`note text ${size(figures.stickyTextPx)}`,
		`names over one another: ${figures.overlappingNames.join(', ') || 'none'}`,
		`notes cut off: ${figures.notesCutOff.join(', ') || 'none'}`,
		`nodes covered: ${figures.nodesCovered.join(', ') || 'none'}`,
		`along the top: ${(figures.topRowNotes ?? []).map((note) => `"${note}"`).join(', ')}`,
	].join(', ');
}

/**
 * Opens each workflow in each window; answers `[{ file, window, ...figures, png }]`. With
 * `shotDir`, a PNG of each at 1440×900: `recipe-<file's name>.png` (the README's names).
 */
async function measureWorkflows(page, baseUrl, workflows, shotDir) {
	const results = [];
	for (const { file, workflowId } of workflows)
		for (const [window, viewport] of Object.entries(WINDOWS)) {
			await page.setViewportSize(viewport);
			const png =
				shotDir && window === 'laptop'
					? path.join(shotDir, `recipe-${path.basename(file, '.json')}.png`)
					: undefined;
			const figures = await openedCanvas(page, baseUrl, { workflowId, file: png });
			results.push({ file: path.basename(file), window, ...figures, png });
		}
	return results;
}

async function main() {
	const n8n = require('../scripts/n8n/common');
	const { lookInEditor, createWorkflow } = require('./ownN8n');
	const files = process.argv.slice(2).length
		? process.argv.slice(2).map((file) => path.resolve(file))
		: ['mailbox-to-erp.json', 'mailbox-to-erp-postgres.json'].map((name) =>
				path.join(n8n.ROOT, 'examples', name),
			);
	const shotDir =
		process.env.CANVAS_SHOTS ?? fs.mkdtempSync(path.join(os.tmpdir(), 'dp-canvas-shots-'));
	const results = await lookInEditor(
		'canvas',
		async ({ baseUrl, rest, page }) => {
			const workflows = [];
			for (const file of files)
				workflows.push({ file, workflowId: (await createWorkflow(rest, file)).id });
			return await measureWorkflows(page, baseUrl, workflows, shotDir);
		},
		{ keep: Boolean(process.env.CANVAS_KEEP), viewport: WINDOWS.laptop },
	);
	console.log(`n8n ${n8n.N8N_VERSION}, readable: ${READABLE_PX} px or more`);
	for (const result of results) {
		const below = unreadable(result);
		console.log(
			`  ${result.file}, ${WINDOWS[result.window].width}×${WINDOWS[result.window].height}: ${describe(result)}${below.length ? `; below ${READABLE_PX} px: ${below.join(', ')}` : ''}${result.png ? `\n    ${result.png}` : ''}`,
		);
	}
	if (process.env.CANVAS_JSON)
		fs.writeFileSync(process.env.CANVAS_JSON, JSON.stringify(results, null, '\t'));
}

if (require.main === module)
	main().catch((error) => {
		console.error(error);
		process.exit(1);
	});

module.exports = {
	READABLE_PX,
	WINDOWS,
	openedCanvas,
	readCanvas,
	unreadable,
	describe,
	measureWorkflows,
};
