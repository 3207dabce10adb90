// The JSON shapes documents are answered in, defined once so every endpoint agrees.
import { pathOf } from '../../contract';
import type { SandboxDocument } from '../state';

export function downloadPath(document: SandboxDocument): string {
	return pathOf('file.downloadDocument', { doc_id: document.doc_id, filename: document.file_name });
}

/** What uploads answer. */
export const uploadView = (document: SandboxDocument) => ({
	doc_id: document.doc_id,
	status: document.status,
	file_name: document.file_name,
});

/** One row of `document.getMany`, `document.getDashboard`, `document.getNext`. */
export const summaryView = (document: SandboxDocument) => ({
	doc_id: document.doc_id,
	file_name: document.file_name,
	status: document.status,
	doc_type: document.doc_type,
	sub_doc_type: document.sub_doc_type,
	assigned_to: document.assigned_to,
	org_id: document.org_id,
	sub_org_id: document.sub_org_id,
	source: document.source,
	priority: document.priority,
	created_on: document.created_on,
	last_saved_on: document.last_saved_on,
});

export type DocumentSummary = ReturnType<typeof summaryView>;

export const statusView = (document: SandboxDocument) => ({
	doc_id: document.doc_id,
	status: document.status,
	doc_type: document.doc_type,
	file_name: document.file_name,
	assigned_to: document.assigned_to,
	error_message: document.error_message,
	created_on: document.created_on,
	last_saved_on: document.last_saved_on,
});

const HIDDEN_FROM_DETAILS = new Set<string>([
	'content',
	'log',
	'next_status',
	'text_facts',
	'text_line_items',
]);

/** `document.get`: everything except the bytes, the log and internal scheduling. */
export function detailsView(document: SandboxDocument, origin: string) {
	const visible = Object.entries(document).filter(([key]) => !HIDDEN_FROM_DETAILS.has(key));
	return { ...Object.fromEntries(visible), download_url: `${origin}${downloadPath(document)}` };
}

export const extractionView = (document: SandboxDocument) => ({
	doc_id: document.doc_id,
	status: document.status,
	doc_type: document.doc_type,
	extracted_data: document.extracted_data,
	field_confidence: document.field_confidence,
	tables: document.tables,
});
