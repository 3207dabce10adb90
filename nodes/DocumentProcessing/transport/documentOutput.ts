import type { IDataObject, IExecutePaginationFunctions, INodeExecutionData } from 'n8n-workflow';

import { endpoints } from '../../../contract';
import { documentIdOf, hasLeftProcessing, statusOf } from '../../shared/document';
import { selectFields } from '../../shared/selectFields';
import { lineItemRecords, simplifyDocument, type SimplifiedDocument } from '../../shared/simplify';
import { versionOf } from '../resources/versions';
import type { DocumentSettings } from './documentSettings';
import { send, type RequestData } from './send';
import { requestTo } from './waitForStatus';

/** What the node adds to a document's item; kept beside the simplified view, not read into it. */
const NODE_KEYS = ['timedOut', 'duplicate', 'fileName', 'binaryField'];

const FIELD_KEYS = ['extracted_data', 'fields'];

/** The extraction result of a processed document whose answer carries no fields (uploads, status). */
async function withFields(
	context: IExecutePaginationFunctions,
	requestData: RequestData,
	answer: IDataObject,
): Promise<IDataObject> {
	const documentId = documentIdOf(answer);
	if (documentId !== undefined && statusOf(answer) === undefined) {
		// A skipped duplicate carries only its id: its document as it is now.
		const request = requestTo(requestData, endpoints.document.getStatus, documentId);
		const [current] = await send(context, request, { read: true });
		answer = { ...current?.json, ...answer };
	}
	const status = statusOf(answer);
	if (
		documentId === undefined ||
		FIELD_KEYS.some((key) => key in answer) ||
		!hasLeftProcessing(status) ||
		status === 'error'
	)
		return answer;
	const request = requestTo(
		requestData,
		endpoints.document.getExtractionResult,
		documentId,
		new URLSearchParams({ doc_id: documentId }),
	);
	const [extraction] = await send(context, request, { read: true });
	return { ...extraction?.json, ...answer };
}

/**
 * Version 5: the file name of a document whose answer names none (Get Extraction Result, Validate
 * and Export), from the input item about the same document (an upload's or earlier step's
 * output), so it can be mapped into an ERP or DMS from the last node.
 */
function knownFileName(
	context: IExecutePaginationFunctions,
	document: SimplifiedDocument,
): string | null {
	if (document.file_name !== null || versionOf(context.getNode()) < 5) return document.file_name;
	const input = context.getInputData().json;
	if (document.doc_id === null || documentIdOf(input) !== document.doc_id) return null;
	const name = input.file_name ?? input.fileName;
	return typeof name === 'string' && name !== '' ? name : null;
}

/**
 * Output Simplified (or Selected Fields, picked from it): each document's answer (read with its
 * extraction result where it has no fields) in the simplified shape (shared/simplify.ts), or one
 * item per line item. Every item stays paired with the input item.
 */
export async function simplifiedItems(
	context: IExecutePaginationFunctions,
	requestData: RequestData,
	items: INodeExecutionData[],
	settings: DocumentSettings,
): Promise<INodeExecutionData[]> {
	const pairedItem = { item: context.getItemIndex() };
	const simplified = await Promise.all(
		items.map(async ({ json }) => {
			const answer = Object.fromEntries(
				Object.entries(json).filter(([key]) => !NODE_KEYS.includes(key)),
			);
			const added = Object.fromEntries(
				Object.entries(json).filter(([key]) => NODE_KEYS.includes(key)),
			);
			const read = await withFields(context, requestData, answer);
			const view = simplifyDocument(read, settings);
			view.file_name = knownFileName(context, view);
			const document = { ...view, ...added };
			const records = settings.lineItemsAsItems ? lineItemRecords(document) : [document];
			const names = settings.selectedFields;
			return names ? records.map((record) => selectFields(record, names, read)) : records;
		}),
	);
	return simplified.flat().map((json) => ({ json, pairedItem }));
}
