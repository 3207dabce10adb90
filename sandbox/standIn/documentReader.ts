// How the sandbox reads an uploaded file and what processing extracts from it. The stand-in reads
// nothing but the file name (fakeExtraction.ts: doc type and number from the name, a page count);
// the demo gives the state a reader of PDF text layers instead (demo/extraction/), through this
// interface, so the lifecycle never depends on it.
import { fieldConfidence } from './confidence';
import { classifyDocument, countPages, extractFields, type Classification } from './fakeExtraction';

/** What reading an uploaded file gave, kept on the document until processing ends. */
export interface UploadReading {
	/** Pages of the file (at least 1). */
	pages: number;
	/** The text layer's lines, first page first (empty without one). */
	lines: string[];
	/** What the reader found in the text; opaque to the stand-in, absent without text. */
	text_facts?: object;
	/** Item lines of the text; opaque to the stand-in, absent without any. */
	line_items?: object[];
}

/** A document as a reader sees it when processing ends. */
export interface ReadableDocument {
	file_name: string;
	doc_type: string | null;
	created_on: string;
	extracted_data: Record<string, unknown>;
	text_facts?: object;
	text_line_items?: object[];
}

// Methods (not function properties), so a reader may type the opaque text fields as what it wrote.
export interface DocumentReader {
	/** Reads a file when it arrives, so the document carries its fields when processing ends. */
	readUpload(data: Buffer, contentType: string): Promise<UploadReading>;
	/** The classify endpoints: a document type, its confidence and the page count. */
	classifyUpload(file: {
		filename: string;
		data: Buffer;
		contentType: string;
	}): Promise<Classification & { pages: number }>;
	/** The document type processing gives a document. */
	classificationOf(document: ReadableDocument): string;
	/** The fields processing extracts. */
	extractedFieldsOf(document: ReadableDocument): Record<string, unknown>;
	/** The score of each extracted field (confidence.ts). */
	fieldConfidence(document: ReadableDocument): Record<string, number>;
	/** The tables processing extracts. */
	tablesOf(document: ReadableDocument): unknown[];
}

/** The stand-in's reader: everything from the file name (fakeExtraction.ts), no tables. */
export const fileNameReader: DocumentReader = {
	readUpload: (data, contentType) =>
		Promise.resolve({ pages: countPages(data, contentType), lines: [] }),
	classifyUpload: (file) =>
		Promise.resolve({
			...classifyDocument(file.filename),
			pages: countPages(file.data, file.contentType || 'application/pdf'),
		}),
	classificationOf: (document) => classifyDocument(document.file_name).doc_type,
	extractedFieldsOf: (document) => extractFields(document),
	fieldConfidence: (document) =>
		fieldConfidence(document.file_name, document.extracted_data, false),
	tablesOf: () => [],
};
