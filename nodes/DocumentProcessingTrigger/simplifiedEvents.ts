import type { INodeExecutionData, IPollFunctions } from 'n8n-workflow';

import { endpoints } from '../../contract';
import { callEndpoint } from '../shared/callEndpoint';
import { documentView, type DocumentReads, type ViewSettings } from '../shared/documentView';

/** What the trigger adds to a document; kept beside the simplified view. */
const EVENT_KEYS = ['event', 'previousStatus'];

/**
 * Output Simplified or Selected Fields of the document events: each document in the view the
 * action node gives (shared/documentView.ts), with its extraction result when it has left
 * processing (one read per emitted document).
 */
export async function simplifiedEvents(
	context: IPollFunctions,
	items: INodeExecutionData[],
	settings: ViewSettings,
): Promise<INodeExecutionData[]> {
	const reads: DocumentReads = {
		status: async (documentId) =>
			(await callEndpoint(context, endpoints.document.getStatus, {
				path: { doc_id: documentId },
			})) as Awaited<ReturnType<DocumentReads['status']>>,
		extraction: async (documentId) =>
			(await callEndpoint(context, endpoints.document.getExtractionResult, {
				body: { doc_id: documentId },
			})) as Awaited<ReturnType<DocumentReads['extraction']>>,
	};
	const views = await Promise.all(
		items.map(async ({ json }) => await documentView(json, { keys: EVENT_KEYS }, settings, reads)),
	);
	return views.flat().map((json) => ({ json }));
}
