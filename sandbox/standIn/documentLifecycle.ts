// The document status machine. Delayed moves (processing → ready, export → finished) are stored as
// `next_status` with a due time and applied lazily when the document is next read: no timers to leak.
import type { DOCUMENT_STATUSES } from '../../contract';
import type { DocumentReader } from './documentReader';

export type DocumentStatus = 'processing' | (typeof DOCUMENT_STATUSES)[number];

export interface LifecycleDocument {
	file_name: string;
	status: DocumentStatus;
	next_status?: { status: DocumentStatus; at: number };
	doc_type: string | null;
	created_on: string;
	extracted_data: Record<string, unknown>;
	error_message: string | null;
	/** What the reader found in the file's text at upload (documentReader.ts); absent without text. */
	text_facts?: object;
	/** The item lines of the text, found at upload; the reader's tables once processed. */
	text_line_items?: object[];
	/** Per-field scores from 0 to 1, set when processing extracts the fields. */
	field_confidence: Record<string, number>;
	tables: unknown[];
	/** The uploaded file, where there is one: a PDF that is none is refused. */
	content?: Buffer;
	content_type?: string;
}

/** File name endings of what the service reads: PDFs and scans or photos of documents. */
const DOCUMENT_ENDINGS = /\.(pdf|jpe?g|png|tiff?|gif|bmp)$/i;

/**
 * A file that is no document (a `.txt` note, a spreadsheet, a mail): a name with an ending the
 * service does not read, or a content type that is neither a PDF, an image nor unknown bytes. A
 * name without an ending and unknown bytes are read (a scanner's `scan0001`).
 */
function notADocument(document: LifecycleDocument): string | undefined {
	const ending = /\.([A-Za-z0-9]{1,8})$/.exec(document.file_name)?.[1];
	const type = (document.content_type ?? '').split(';')[0].trim().toLowerCase();
	const typeTaken =
		type === '' ||
		type === 'application/pdf' ||
		type === 'application/octet-stream' ||
		type.startsWith('image/');
	if ((ending === undefined || DOCUMENT_ENDINGS.test(document.file_name)) && typeTaken)
		return undefined;
	return `The file ${document.file_name} is not a document the service reads (${type || `.${ending}`}): it takes PDFs and images of documents`;
}

/**
 * Why processing fails, if it does, as the service refuses such files: a file that is no document
 * (notADocument: never an invented invoice); a file that claims to be a PDF (by name or type) but
 * is none (a corrupt attachment); a PDF protected with a password (an /Encrypt dictionary: its
 * text cannot be read, so nothing is made up for it); and, so tests can exercise error flows, any
 * file whose name contains "error".
 */
function processingFailure(document: LifecycleDocument): string | undefined {
	const claimsPdf =
		/\.pdf$/i.test(document.file_name) || document.content_type === 'application/pdf';
	const isPdf = document.content?.subarray(0, 1024).includes('%PDF') ?? false;
	if (claimsPdf && document.content && !isPdf)
		return `The file ${document.file_name} is not a readable PDF`;
	if (isPdf && document.content?.includes('/Encrypt'))
		return `The PDF ${document.file_name} is protected with a password, so the service cannot read it`;
	const notTaken = notADocument(document);
	if (notTaken) return notTaken;
	if (/error/i.test(document.file_name))
		return 'Processing failed (sandbox: the file name contains "error")';
	return undefined;
}

/**
 * Sets a status and whatever comes with reaching it (classification, extraction by `reader`, error
 * message).
 */
export function enterStatus(
	document: LifecycleDocument,
	status: DocumentStatus,
	reader: DocumentReader,
): void {
	document.status = status;
	document.next_status = undefined;
	if (status === 'error') {
		document.error_message = processingFailure(document) ?? 'Processing failed';
		return;
	}
	if (status === 'processing') return;
	document.error_message = null;
	document.doc_type ??= reader.classificationOf(document);
	if (Object.keys(document.extracted_data).length > 0) return;
	document.extracted_data = reader.extractedFieldsOf(document);
	document.field_confidence = reader.fieldConfidence(document);
	if (document.tables.length === 0) document.tables = reader.tablesOf(document);
}

/** Upload and restart: extraction starts over; `docType` pins the classification. */
export function beginProcessing(
	document: LifecycleDocument,
	now: number,
	delayMs: number,
	docType?: string | null,
): void {
	document.status = 'processing';
	document.doc_type = docType ?? null;
	document.extracted_data = {};
	document.field_confidence = {};
	document.tables = [];
	document.error_message = null;
	document.next_status = {
		status: processingFailure(document) ? 'error' : 'ready_for_validation',
		at: now + delayMs,
	};
}

/** Validation (or approval) hands the document to export, which finishes after the delay. */
export function beginExport(
	document: LifecycleDocument,
	pendingStatus: DocumentStatus,
	now: number,
	delayMs: number,
): void {
	document.status = pendingStatus;
	document.next_status = { status: 'finished', at: now + delayMs };
}

export function settle(document: LifecycleDocument, now: number, reader: DocumentReader): void {
	if (document.next_status && now >= document.next_status.at)
		enterStatus(document, document.next_status.status, reader);
}
