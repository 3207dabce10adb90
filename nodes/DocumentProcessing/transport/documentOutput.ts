import type {
	IDataObject,
	IExecutePaginationFunctions,
	IHttpRequestOptions,
	INodeExecutionData,
} from 'n8n-workflow';

import { endpoints } from '../../../contract';
import { documentIdOf } from '../../shared/document';
import { documentView, type Beside, type DocumentReads } from '../../shared/documentView';
import { versionOf } from '../resources/versions';
import type { DocumentSettings } from './documentSettings';
import { callEndpoint } from '../../shared/callEndpoint';
import type { RequestData } from './send';

/** What the node adds to a document's item; kept beside the simplified view, not read into it. */
const NODE_KEYS = ['timedOut', 'duplicate', 'fileName', 'binaryField'];

/** Reads with the settings (credential, timeout, proxy) of the operation's own request. */
function readsOf(context: IExecutePaginationFunctions, requestData: RequestData): DocumentReads {
	const call = {
		itemIndex: context.getItemIndex(),
		like: requestData.options as IHttpRequestOptions,
	};
	return {
		status: async (documentId) =>
			(await callEndpoint(context, endpoints.document.getStatus, {
				...call,
				path: { doc_id: documentId },
			})) as IDataObject | undefined,
		extraction: async (documentId) =>
			(await callEndpoint(context, endpoints.document.getExtractionResult, {
				...call,
				body: { doc_id: documentId },
			})) as IDataObject | undefined,
	};
}

/**
 * Version 5: the file name of a document whose answer names none (Get Extraction Result, Validate
 * and Export) comes from the input item about the same document (an upload's or earlier step's
 * output), so it can be mapped into an ERP or DMS from the last node.
 */
function besideOf(context: IExecutePaginationFunctions): Beside {
	if (versionOf(context.getNode()) < 5) return { keys: NODE_KEYS };
	const input = context.getInputData().json;
	const documentId = documentIdOf(input);
	const name = input.file_name ?? input.fileName;
	return typeof name === 'string' && name !== '' && documentId !== undefined
		? { keys: NODE_KEYS, fileName: { documentId, name } }
		: { keys: NODE_KEYS };
}

/**
 * Output Simplified (or Selected Fields): each document's item in the view the trigger gives
 * too (shared/documentView.ts). Every item stays paired with the input item.
 */
export async function simplifiedItems(
	context: IExecutePaginationFunctions,
	requestData: RequestData,
	items: INodeExecutionData[],
	settings: DocumentSettings,
): Promise<INodeExecutionData[]> {
	const pairedItem = { item: context.getItemIndex() };
	const reads = readsOf(context, requestData);
	const beside = besideOf(context);
	const views = await Promise.all(
		items.map(async ({ json }) => await documentView(json as IDataObject, beside, settings, reads)),
	);
	return views.flat().map((json) => ({ json, pairedItem }));
}
