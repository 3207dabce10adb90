/* eslint-disable @n8n/community-nodes/no-restricted-globals, no-console -- dev-only code, never published; eslint.dev.config.mjs lints it */
// Reads the text layer of a PDF with pdfjs-dist: the page count and each page's text as lines (text
// items that share a baseline, left to right, pages top-down). Scans without a text layer give pages
// with no lines; bytes pdfjs cannot open give null.
import type { TextItem } from 'pdfjs-dist/types/src/display/api';

type PdfJs = typeof import('pdfjs-dist/legacy/build/pdf.js');

export interface PdfText {
	pageCount: number;
	/** One entry per page: its lines, trimmed, without empty ones. */
	pages: string[][];
}

let pdfjs: PdfJs | undefined;

/**
 * pdfjs-dist is loaded on first use, not when the sandbox starts. Loading it tries to polyfill DOMMatrix
 * and Path2D from the optional native `canvas` module and, when that is not built, prints "Warning:
 * Cannot polyfill …" through console.log. The sandbox only reads text, for which neither is needed, so
 * the console is silenced while the module loads (and only then). Its worker is loaded in the same
 * breath and handed over as `globalThis.pdfjsWorker`, so pdfjs runs it in this thread without
 * requiring it again later.
 */
function loadPdfJs(): PdfJs {
	if (pdfjs) return pdfjs;
	const { log, warn } = console;
	console.log = console.warn = () => undefined;
	try {
		/* eslint-disable @typescript-eslint/no-require-imports -- loaded lazily, with the console silenced (see above) */
		const loaded = require('pdfjs-dist/legacy/build/pdf.js') as PdfJs;
		(
			globalThis as { pdfjsWorker?: unknown }
		).pdfjsWorker ??= require('pdfjs-dist/legacy/build/pdf.worker.js');
		/* eslint-enable @typescript-eslint/no-require-imports */
		pdfjs = loaded;
	} finally {
		console.log = log;
		console.warn = warn;
	}
	return pdfjs;
}

/** Whether bytes are a PDF (by their `%PDF` header, whatever content type they came with). */
export const looksLikePdf = (data: Buffer) => data.subarray(0, 1024).includes('%PDF');

const isTextItem = (item: object): item is TextItem => 'str' in item && 'transform' in item;

/** Groups text items into lines by baseline (within 2 pt), each line left to right. */
export function itemsToLines(
	items: Array<{ str: string; x: number; y: number; width: number }>,
): string[] {
	const rows: Array<{ y: number; items: typeof items }> = [];
	for (const item of items) {
		if (item.str.trim() === '') continue;
		const row = rows.find((candidate) => Math.abs(candidate.y - item.y) <= 2);
		if (row) row.items.push(item);
		else rows.push({ y: item.y, items: [item] });
	}
	return rows
		.sort((a, b) => b.y - a.y)
		.map((row) => {
			const sorted = row.items.sort((a, b) => a.x - b.x);
			let text = '';
			let end = -Infinity;
			for (const item of sorted) {
				text += text !== '' && item.x - end > 0.5 ? ` ${item.str}` : item.str;
				end = item.x + item.width;
			}
			return text.replace(/\s+/g, ' ').trim();
		})
		.filter((line) => line !== '');
}

/** The page count and text lines of a PDF, or null when pdfjs cannot open the bytes. */
export async function readPdfText(data: Buffer): Promise<PdfText | null> {
	const loadingTask = loadPdfJs().getDocument({
		data: new Uint8Array(data),
		disableWorker: true,
		isEvalSupported: false,
		verbosity: 0,
	} as Parameters<PdfJs['getDocument']>[0]);
	try {
		const pdf = await loadingTask.promise;
		const pages: string[][] = [];
		for (let number = 1; number <= pdf.numPages; number++) {
			const page = await pdf.getPage(number);
			const content = await page.getTextContent();
			const items = content.items.filter(isTextItem).map((item) => ({
				str: item.str,
				x: item.transform[4],
				y: item.transform[5],
				width: item.width,
			}));
			pages.push(itemsToLines(items));
			page.cleanup();
		}
		return { pageCount: pdf.numPages, pages };
	} catch {
		return null;
	} finally {
		await loadingTask.destroy();
	}
}
