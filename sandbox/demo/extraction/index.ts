// The demo's OCR, classification and extraction: the reader the demo gives the state
// (standIn/documentReader.ts). A PDF with a text layer is read (pdfText.ts) when it is uploaded and
// its fields found by rules (rules.ts); everything else (scans, other files, PDFs pdfjs cannot open,
// documents tests seed) gets the stand-in's file-name fake (standIn/fakeExtraction.ts).
import {
	classifyDocument,
	countPages,
	extractFields,
	type Classification,
} from '../../standIn/fakeExtraction';
import { looksLikePdf, readPdfText } from './pdfText';
import {
	classifyText,
	extractFacts,
	fieldsFromFacts,
	foundAnyField,
	type TextFacts,
} from './rules';

import { fieldConfidence as scoreFields } from '../../standIn/confidence';
import type { DocumentReader } from '../../standIn/documentReader';
import { findLineItems, type LineItem } from './lineItems';

export type { TextFacts } from './rules';
export type { LineItem } from './lineItems';

export interface UploadAnalysis {
	/** Pages as pdfjs counts them; for bytes it cannot open, the `/Type /Page` markers (at least 1). */
	pages: number;
	/** What the rules found in the text layer; absent without one. */
	text_facts?: TextFacts;
	/** The text layer's lines, first page first (empty without one). */
	lines: string[];
	/** Item lines of the text layer ("description quantity amount"); absent without any. */
	line_items?: LineItem[];
}

/** Reads an uploaded file once, when it arrives, so the document carries its fields when processing ends. */
export async function analyseUpload(data: Buffer, contentType: string): Promise<UploadAnalysis> {
	const fallback = { pages: countPages(data, contentType), lines: [] };
	if (!looksLikePdf(data)) return fallback;
	const pdf = await readPdfText(data);
	if (pdf === null) return { ...fallback, pages: countPages(data, 'application/pdf') };
	const lines = pdf.pages.flat();
	if (lines.length === 0) return { pages: pdf.pageCount, lines };
	const lineItems = findLineItems(lines);
	return {
		pages: pdf.pageCount,
		lines,
		text_facts: extractFacts(lines),
		...(lineItems.length > 0 ? { line_items: lineItems } : {}),
	};
}

/** The classify endpoints: document type from the text's title words, else from the file name; the page count. */
export async function classifyUpload(file: {
	filename: string;
	data: Buffer;
	contentType: string;
}): Promise<Classification & { pages: number }> {
	const { pages, lines } = await analyseUpload(file.data, file.contentType || 'application/pdf');
	return { ...(classifyText(lines) ?? classifyDocument(file.filename)), pages };
}

interface ExtractableDocument {
	file_name: string;
	doc_type: string | null;
	created_on: string;
	text_facts?: TextFacts;
}

/** The document type processing gives a document: from its text, else from its file name. */
export const classificationOf = (document: ExtractableDocument): string =>
	document.text_facts?.doc_type ?? classifyDocument(document.file_name).doc_type;

/** The fields processing extracts: what the rules found in the text, else the file-name fake. */
export function extractedFieldsOf(document: ExtractableDocument): Record<string, unknown> {
	const facts = document.text_facts;
	if (facts && foundAnyField(facts))
		return fieldsFromFacts(facts, document.doc_type ?? facts.doc_type ?? 'invoice');
	return extractFields(document);
}

const readFromText = (document: ExtractableDocument) =>
	document.text_facts !== undefined && foundAnyField(document.text_facts);

/** The score of each extracted field (confidence.ts). */
export const fieldConfidence = (
	document: ExtractableDocument & { extracted_data: Record<string, unknown> },
): Record<string, number> =>
	scoreFields(document.file_name, document.extracted_data, readFromText(document));

/** The `line_items` table of a document whose text has item lines; none otherwise. */
export function lineItemTables(lineItems: LineItem[] | undefined): unknown[] {
	if (!lineItems?.length) return [];
	const columns = ['position', 'description', 'quantity', 'unit', 'amount'] as const;
	return [
		{
			table_name: 'line_items',
			columns: [...columns],
			rows: lineItems.map((item) => columns.map((column) => item[column])),
		},
	];
}

/** The reader the demo gives the state: PDF text layers, else the file name. */
// The documents it is given carry what analyseUpload wrote (TextFacts, LineItem[]).
export const pdfTextReader: DocumentReader = {
	readUpload: analyseUpload,
	classifyUpload,
	classificationOf: (document) => classificationOf(document as ExtractableDocument),
	extractedFieldsOf: (document) => extractedFieldsOf(document as ExtractableDocument),
	fieldConfidence: (document) =>
		fieldConfidence(document as ExtractableDocument & { extracted_data: Record<string, unknown> }),
	tablesOf: (document) => lineItemTables(document.text_line_items as LineItem[] | undefined),
};
