import type { IDataObject, INodeExecutionData, IPollFunctions } from 'n8n-workflow';

import { endpoints } from '../../contract';
import { callEndpoint } from '../shared/callEndpoint';
import { documentIdOf, hasLeftProcessing, statusOf } from '../shared/document';
import type { ReviewSettings } from '../shared/reviewDecision';
import { selectFields } from '../shared/selectFields';
import { simplifyDocument } from '../shared/simplify';

/** What the trigger adds to a document; kept beside the simplified view. */
const EVENT_KEYS = ['event', 'previousStatus'];

/**
 * Output Simplified of the document events: each document as the action node simplifies it,
 * with its extraction result when it has left processing (one read per emitted document).
 * Output Selected Fields: only the `selected` names of it (shared/selectFields.ts).
 */
export async function simplifiedEvents(
	context: IPollFunctions,
	items: INodeExecutionData[],
	review: ReviewSettings,
	selected?: string[],
): Promise<INodeExecutionData[]> {
	return await Promise.all(
		items.map(async ({ json }) => {
			const row = Object.fromEntries(
				Object.entries(json).filter(([key]) => !EVENT_KEYS.includes(key)),
			);
			const added = Object.fromEntries(
				Object.entries(json).filter(([key]) => EVENT_KEYS.includes(key)),
			);
			const documentId = documentIdOf(row);
			const status = statusOf(row);
			const extraction =
				documentId !== undefined && hasLeftProcessing(status) && status !== 'error'
					? await callEndpoint(context, endpoints.document.getExtractionResult, {
							body: { doc_id: documentId },
						})
					: undefined;
			const answer = { ...(extraction as IDataObject | undefined), ...row };
			const document = { ...simplifyDocument(answer, review), ...added };
			return { json: selected ? selectFields(document, selected, answer) : document };
		}),
	);
}
