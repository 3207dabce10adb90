import type { IExecuteSingleFunctions } from 'n8n-workflow';

import { endpoints } from '../../../contract';
import { callEndpoint } from '../../shared/callEndpoint';
import { isRecord, listRecords } from '../../shared/records';
import { bytesHash } from './uploadMemory';

/**
 * Skip Duplicates asks the service when its memory may be behind: an execution that died before
 * its end (a queue-mode worker killed, a crash) uploaded files n8n never saved in the workflow's
 * memory, and retrying that execution would upload them again.
 * - `retries` (default): only in executions started by Retry, the usual way such a run comes back;
 * - `always`: every file the memory does not know (a sender that re-sends files, or n8n 1.x
 *   re-running a killed worker's executions in their own mode) — one more request per new file;
 * - `never`: the memory alone.
 */
export const LOOK_UP_WHEN = ['retries', 'always', 'never'] as const;
export type LookUpWhen = (typeof LOOK_UP_WHEN)[number];

/** Documents of the same name read, newest first; an older upload is outside any retry's reach. */
const CANDIDATES = 20;
/** At most this many of them downloaded and compared, so a common name costs a bounded time. */
const MAX_COMPARED = 5;

export function shouldLookUp(context: IExecuteSingleFunctions, when: LookUpWhen): boolean {
	return when === 'always' || (when === 'retries' && context.getMode() === 'retry');
}

/** Whether the service still has a document (a remembered one may have been deleted since). */
export async function stillAtService(
	context: IExecuteSingleFunctions,
	documentId: string,
): Promise<boolean> {
	const status = await callEndpoint(context, endpoints.document.getStatus, {
		path: { doc_id: documentId },
		notFoundIsFine: true,
		itemIndex: context.getItemIndex(),
	});
	return status !== undefined;
}

/**
 * The name as a multipart/form-data upload carries it, which is the name the service keeps: the
 * WHATWG rule percent-encodes `"`, CR and LF in a part's filename (`Rechnung "Oktober".pdf` is
 * kept as `Rechnung %22Oktober%22.pdf`).
 */
export function sentFileName(fileName: string): string {
	return fileName.replace(/"/g, '%22').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
}

/**
 * The document the service keeps of this exact file (same name, same bytes), newest first, or
 * undefined. Documents of the same name are found with the dashboard's keyword search; each
 * candidate's file is downloaded and its SHA-256 compared, so a name alone never matches.
 */
export async function findEarlierUpload(
	context: IExecuteSingleFunctions,
	fileName: string,
	hash: string,
): Promise<string | undefined> {
	const itemIndex = context.getItemIndex();
	const kept = sentFileName(fileName);
	const page = await callEndpoint(context, endpoints.document.getDashboard, {
		qs: {
			keyword: kept,
			filter: 'all',
			order_by_field: 'created_on',
			order_by_direction: 'desc',
			skip: 0,
			limit: CANDIDATES,
		},
		itemIndex,
	});
	const candidates = (listRecords(page) ?? [])
		.filter(isRecord)
		.filter(
			(record) =>
				(record.file_name === kept || record.file_name === fileName) &&
				typeof record.doc_id === 'string',
		)
		.slice(0, MAX_COMPARED);
	for (const candidate of candidates) {
		const documentId = candidate.doc_id as string;
		const bytes = await callEndpoint(context, endpoints.file.downloadDocument, {
			path: { doc_id: documentId, filename: candidate.file_name as string },
			bytes: true,
			// Deleted since the search: not this file's document.
			notFoundIsFine: true,
			itemIndex,
		});
		if (Buffer.isBuffer(bytes) && bytesHash(bytes) === hash) return documentId;
	}
	return undefined;
}
