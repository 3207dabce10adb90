/* eslint-disable @n8n/community-nodes/no-restricted-imports -- dev-only code, never published; eslint.dev.config.mjs lints it */
// The file-name based fake of the service's OCR, classification and extraction: deterministic, so tests
// can predict it. Used where there is no text to read (scans, other files, seeded documents); PDFs with
// a text layer are read by extraction/ instead.
import { createHash } from 'node:crypto';
import * as path from 'node:path';

export interface Classification {
	doc_type: string;
	confidence: number;
}

export interface OcrWord {
	text: string;
	x0: number;
	y0: number;
	x1: number;
	y1: number;
	font_size?: number;
}

const CLASSIFICATION_KEYWORDS: Array<[RegExp, string]> = [
	[/order|\bpo\b/i, 'purchase_order'],
	[/credit/i, 'credit_note'],
	[/receipt/i, 'receipt'],
	[/delivery/i, 'delivery_note'],
];

export function classifyDocument(fileName: string): Classification {
	const found = CLASSIFICATION_KEYWORDS.find(([pattern]) => pattern.test(fileName));
	return found
		? { doc_type: found[1], confidence: 0.93 }
		: { doc_type: 'invoice', confidence: 0.97 };
}

/** Stable pseudo-random number from a string, so the same file always yields the same amounts. */
function stableNumber(text: string, modulo: number): number {
	return createHash('sha256').update(text).digest().readUInt32BE(0) % modulo;
}

export function extractFields(document: {
	file_name: string;
	doc_type: string | null;
	created_on: string;
}) {
	const base = path.parse(document.file_name).name;
	const reference =
		base.match(/\d+/g)?.join('') || base.replace(/[^A-Za-z0-9]/g, '').toUpperCase() || 'SANDBOX';
	const docType = document.doc_type ?? 'invoice';
	const prefix: Record<string, string> = {
		invoice: 'INV',
		purchase_order: 'PO',
		credit_note: 'CN',
		receipt: 'RC',
	};
	const net = stableNumber(document.file_name, 100_000) / 100;
	return {
		[`${docType}_number`]: `${prefix[docType] ?? 'DOC'}-${reference}`,
		[`${docType}_date`]: document.created_on.slice(0, 10),
		supplier_name: 'Sandbox Supplier GmbH',
		net_amount: net,
		tax_amount: Math.round(net * 19) / 100,
		total_amount: Math.round(net * 119) / 100,
		currency: 'EUR',
	};
}

/** One word per line of "field: value", laid out top-down on an A4 page (points). */
export function ocrWords(
	fields: Record<string, unknown>,
	page: number,
	includeFontSize: boolean,
): OcrWord[] {
	const lines =
		page === 1
			? Object.entries(fields).map(([key, value]) => `${key}: ${String(value)}`)
			: [`Page ${page}`];
	return lines.flatMap((line, row) => {
		let x = 50;
		return line.split(' ').map((text) => {
			const word: OcrWord = {
				text,
				x0: x,
				y0: 60 + row * 20,
				x1: x + text.length * 6,
				y1: 72 + row * 20,
			};
			x = word.x1 + 6;
			return includeFontSize ? { ...word, font_size: 10 } : word;
		});
	});
}

export function countPages(content: Buffer, contentType: string): number {
	if (contentType !== 'application/pdf') return 1;
	return Math.max(1, content.toString('latin1').match(/\/Type\s*\/Page(?![s\w])/g)?.length ?? 0);
}

const MAGIC: Array<[string, string, string]> = [
	['%PDF', 'application/pdf', '.pdf'],
	['\x89PNG', 'image/png', '.png'],
	['\xff\xd8\xff', 'image/jpeg', '.jpg'],
	['<?xml', 'application/xml', '.xml'],
	['PK\x03\x04', 'application/zip', '.zip'],
];

/** For uploads without a file name or content type (base64 uploads, seeded documents). */
export function sniffContentType(content: Buffer): { contentType: string; extension: string } {
	const head = content.subarray(0, 8).toString('latin1');
	const found = MAGIC.find(([magic]) => head.startsWith(magic));
	return found
		? { contentType: found[1], extension: found[2] }
		: { contentType: 'application/octet-stream', extension: '.bin' };
}

/** A tiny one-page PDF, used when a test seeds a document without content. */
export function placeholderPdf(title: string): Buffer {
	return Buffer.from(
		`%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj\n3 0 obj << /Type /Page /Parent 2 0 R /Title (${title}) >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n`,
	);
}
