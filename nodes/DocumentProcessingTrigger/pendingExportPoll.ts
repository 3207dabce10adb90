import type { IDataObject, INodeExecutionData, IPollFunctions } from 'n8n-workflow';

import { documentIdOf } from '../shared/document';
import { listRecords } from '../shared/records';
import { endpoints } from '../../contract';
import { callEndpoint } from '../shared/callEndpoint';
import { noPendingExport } from './noTestEvent';
import { pollRetries } from './pollRetries';

type Retry = ReturnType<typeof pollRetries>;

/**
 * Polling the pending watch export list (`GET /export/get_pending_watch_export_documents`) of
 * each chosen document type.
 *
 * State (node static data, key `pendingExports`): per document type, the ids already emitted that
 * are still pending (so a pending document is emitted once while it stays pending: the set is
 * bounded by the list itself), and with "mark as handled" the ids the previous poll emitted.
 * Those are marked through `/export/update_pending_watch_export_status` at the start of the next
 * poll, i.e. after n8n has taken the emission (and saved the state with it): a crash between
 * emitting and marking emits them again rather than losing them.
 */

export interface PendingExportSettings {
	documentTypes: string[];
	markHandled: boolean;
	includeExisting: boolean;
}

export interface PendingExportState extends IDataObject {
	version: 1;
	key: string;
	/** Per document type: ids emitted (or present at the first activation) and still pending. */
	emitted: Record<string, string[]>;
	/** Emitted by the previous poll, to be marked handled by this one. */
	toMark: string[];
}

export const PENDING_STATE_KEY = 'pendingExports';

function stateKey(settings: PendingExportSettings): string {
	return JSON.stringify(['pendingWatchExport', [...settings.documentTypes].sort()]);
}

async function pendingDocuments(
	context: IPollFunctions,
	docType: string,
	retry: Retry,
): Promise<IDataObject[]> {
	const answer = await callEndpoint(context, endpoints.export.getPendingWatchExports, {
		...retry(),
		qs: { doc_type: docType },
	});
	return (listRecords(answer) ?? []).filter(
		(record): record is IDataObject => !!record && typeof record === 'object',
	);
}

async function markHandled(context: IPollFunctions, docId: string, retry: Retry): Promise<void> {
	// A document deleted meanwhile (404) has nothing left to mark.
	await callEndpoint(context, endpoints.export.markWatchExportHandled, {
		...retry(),
		qs: { doc_id: docId },
		notFoundIsFine: true,
	});
}

const item = (record: IDataObject): INodeExecutionData => ({
	json: { ...record, event: 'pendingWatchExport' },
});

export async function pollPendingExports(
	context: IPollFunctions,
	settings: PendingExportSettings,
): Promise<INodeExecutionData[][] | null> {
	// A 429 or 503 is retried a little within the poll, a 500 is not (pollRetries.ts).
	const retry = pollRetries();
	if (context.getMode() === 'manual') {
		// Editor test run: the first pending document, nothing marked, no state touched.
		for (const docType of settings.documentTypes) {
			const [first] = await pendingDocuments(context, docType, retry);
			if (first) return [[item(first)]];
		}
		throw noPendingExport(context.getNode(), settings.documentTypes);
	}

	const staticData = context.getWorkflowStaticData('node');
	const stored = staticData[PENDING_STATE_KEY] as PendingExportState | undefined;
	const key = stateKey(settings);
	const first = stored?.version !== 1 || stored.key !== key;

	// What the previous poll emitted has been taken by n8n: mark it now (idempotent, so a failed
	// poll simply marks again next time).
	const marked = new Set(settings.markHandled ? (stored?.toMark ?? []) : []);
	for (const docId of marked) await markHandled(context, docId, retry);

	const emitted: INodeExecutionData[] = [];
	const nextEmitted: Record<string, string[]> = {};
	for (const docType of settings.documentTypes) {
		const before = new Set(first ? [] : (stored.emitted[docType] ?? []));
		const pending = await pendingDocuments(context, docType, retry);
		nextEmitted[docType] = [];
		for (const record of pending) {
			const id = documentIdOf(record);
			if (id === undefined) continue;
			nextEmitted[docType].push(id);
			// Marked just now but still listed: the list lags; it was emitted already.
			if (marked.has(id) || before.has(id) || (first && !settings.includeExisting)) continue;
			before.add(id);
			emitted.push(item(record));
		}
	}

	const next: PendingExportState = {
		version: 1,
		key,
		emitted: nextEmitted,
		toMark: settings.markHandled ? emitted.map((entry) => String(documentIdOf(entry.json))) : [],
	};
	staticData[PENDING_STATE_KEY] = next;
	return emitted.length > 0 ? [emitted] : null;
}
