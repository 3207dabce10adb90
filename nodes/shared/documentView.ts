import type { IDataObject } from 'n8n-workflow';

import { documentIdOf, hasLeftProcessing, statusOf } from './document';
import type { ReviewSettings } from './reviewDecision';
import { selectFields } from './selectFields';
import { lineItemRecords, simplifyDocument } from './simplify';

/**
 * Output Simplified or Selected Fields of a document, the same on the action node and the
 * trigger: the answer read with its extraction result where it has no fields, in the simplified
 * shape (shared/simplify.ts) with the review decision, then one record per line item or only the
 * selected fields if asked.
 */
export interface ViewSettings extends ReviewSettings {
	/** Output Selected Fields: the names to keep (shared/selectFields.ts). */
	selectedFields?: string[];
	lineItemsAsItems?: boolean;
}

/** How a node reads more of a document: with its own request settings. */
export interface DocumentReads {
	status(documentId: string): Promise<IDataObject | undefined>;
	extraction(documentId: string): Promise<IDataObject | undefined>;
}

/** What a node adds beside the document (keys of its own) and a file name it already knows. */
export interface Beside {
	keys: string[];
	/** The document's file name where the answer has none (the input item named it). */
	fileName?: { documentId: string; name: string };
}

const FIELD_KEYS = ['extracted_data', 'fields'];

/** The answer with its extraction result, when the document has been read and the answer has no fields. */
async function withFields(answer: IDataObject, reads: DocumentReads): Promise<IDataObject> {
	const documentId = documentIdOf(answer);
	if (documentId !== undefined && statusOf(answer) === undefined) {
		// An answer with only an id (a skipped duplicate): the document as it is now.
		answer = { ...(await reads.status(documentId)), ...answer };
	}
	const status = statusOf(answer);
	if (
		documentId === undefined ||
		FIELD_KEYS.some((key) => key in answer) ||
		!hasLeftProcessing(status) ||
		status === 'error'
	)
		return answer;
	return { ...(await reads.extraction(documentId)), ...answer };
}

export async function documentView(
	json: IDataObject,
	beside: Beside,
	settings: ViewSettings,
	reads: DocumentReads,
): Promise<IDataObject[]> {
	const answer = Object.fromEntries(
		Object.entries(json).filter(([key]) => !beside.keys.includes(key)),
	);
	const added = Object.fromEntries(
		Object.entries(json).filter(([key]) => beside.keys.includes(key)),
	);
	const read = await withFields(answer, reads);
	const view = simplifyDocument(read, settings);
	if (view.file_name === null && beside.fileName && beside.fileName.documentId === view.doc_id)
		view.file_name = beside.fileName.name;
	const document = { ...view, ...added };
	const records = settings.lineItemsAsItems ? lineItemRecords(document) : [document];
	const names = settings.selectedFields;
	return names ? records.map((record) => selectFields(record, names, read)) : records;
}
