import type { IDataObject, INodeExecutionData, IPollFunctions } from 'n8n-workflow';

import { documentIdOf, statusOf } from '../shared/document';
import { listRecords } from '../shared/records';
import { endpoints } from '../../contract';
import { callEndpointTimed } from '../shared/callEndpoint';
import { noMatchingDocument } from './noTestEvent';
import { pollRetries } from './pollRetries';
import { matchesAssignment } from './assignment';
import type { DocumentEvent, DocumentPollSettings } from './settings';

/**
 * Polling for document events on `GET /document/dashboard`, newest first by the event's
 * timestamp: `last_saved_on` for status events (the service moves it when a document changes),
 * `created_on` for new documents. New Document with Document Types reads by `last_saved_on` too:
 * the service types a document when it classifies it, which may be long after the upload (a
 * person picks the type), and that change brings the document back into the window; it is
 * emitted the first time it is read with a matching type, unless it was there before the first
 * activation (`createdFloor`).
 *
 * State (node static data, key `documents`): a cursor (the newest timestamp read, service time)
 * and a bounded list of recently seen (document, status) pairs. Each poll reads every page back
 * to the start of its window (below), emits the pairs it has not seen, and only then writes the
 * state: a poll that fails changes nothing, so the next one emits what was missed, and changes
 * read twice (overlap, repeated polls) are emitted once.
 *
 * The window: a change the previous poll could not see became visible after that poll; stamped
 * less than OVERLAP_MS before it became visible, it is stamped after the previous poll's time
 * minus OVERLAP_MS. That time is known in the timestamps' own terms as the cursor plus how long
 * the service has been quiet since (its Date headers: from the poll that read the cursor to the
 * previous poll), so a burst is read again only while it is within OVERLAP_MS of the previous
 * poll, however long the service then stays quiet. Without Date headers, the window starts
 * OVERLAP_MS before the cursor. Date headers count whole seconds: changes shown up to 59 s after
 * their timestamp are always caught.
 */

/** [doc_id, status, timestamp in epoch ms]. */
export type SeenPair = [string, string, number];

export interface DocumentPollState extends IDataObject {
	version: 1;
	/** Event and filters the state belongs to; when they change, the trigger starts over from now. */
	key: string;
	/** Epoch ms of the newest timestamp read; null until the service had any document. */
	cursor: number | null;
	seen: SeenPair[];
	/** The service's time (Date header, epoch ms) when the latest poll read its first page. */
	polledAt?: number;
	/** The service's time when the poll that read the cursor had read its last page. */
	cursorAt?: number;
	/**
	 * New Document with Document Types: documents created at or before this (epoch ms, the first
	 * activation's time) are not new, however late they are typed.
	 */
	createdFloor?: number;
}

export const STATE_KEY = 'documents';
/** Records a dashboard request asks for. */
export const PAGE_SIZE = 100;
/** Each poll reads back this far before the cursor, for changes stamped late. */
export const OVERLAP_MS = 60_000;
/** Seen pairs kept beyond the overlap window. */
export const MAX_SEEN = 1000;
/** A manual test run looks this many pages deep for a matching document. */
const MANUAL_PAGES = 10;

interface Row {
	record: IDataObject;
	/** Epoch ms of the order field; NaN when the service sent none. */
	at: number;
}

/** New Document with Document Types: judged by type whenever the service types it. */
const typedLater = (settings: DocumentPollSettings) =>
	settings.event === 'newDocument' && settings.documentTypes.length > 0;

function orderField(settings: DocumentPollSettings): 'created_on' | 'last_saved_on' {
	return settings.event === 'newDocument' && settings.documentTypes.length === 0
		? 'created_on'
		: 'last_saved_on';
}

function timestampOf(record: IDataObject, field: string): number {
	const value = record[field] ?? (field === 'last_saved_on' ? record.created_on : undefined);
	return typeof value === 'string' || typeof value === 'number' ? new Date(value).getTime() : NaN;
}

export function stateKey(settings: DocumentPollSettings): string {
	return JSON.stringify([settings.event, [...settings.documentTypes].sort()]);
}

function matchesType(record: IDataObject, settings: DocumentPollSettings): boolean {
	return (
		settings.documentTypes.length === 0 ||
		settings.documentTypes.includes(String(record.doc_type ?? ''))
	);
}

function matchesStatus(status: string | undefined, settings: DocumentPollSettings): boolean {
	return (
		settings.statuses.length === 0 || (status !== undefined && settings.statuses.includes(status))
	);
}

interface ReadOptions {
	/** Stop once records are this old or older (epoch ms). */
	since?: number;
	/** First activation: read back OVERLAP_MS from the newest record. */
	windowFromNewest?: boolean;
	maxPages?: number;
	/** Stop as soon as a record passes this test (manual runs). */
	until?: (record: IDataObject) => boolean;
}

interface Read {
	rows: Row[];
	/** The service's time at the first page and at the last page read, when it sent one. */
	firstPageAt?: number;
	lastPageAt?: number;
}

/**
 * Reads the dashboard newest first, page by page, until records are at or before `since` (or
 * there are no more). If the service does not keep the order, every page is read.
 */
async function readNewestFirst(
	context: IPollFunctions,
	settings: DocumentPollSettings,
	options: ReadOptions,
): Promise<Read> {
	const field = orderField(settings);
	const read: Read = { rows: [] };
	const { rows } = read;
	let since = options.since;
	let previous = Infinity;
	let ordered = true;
	// A failed poll changes nothing (the next poll reads again), but n8n then backs off the
	// trigger: a 429 or 503 is retried a little, a 500 or a reset is not (pollRetries.ts).
	const retry = pollRetries();
	for (let page = 0; ; page++) {
		const timed = await callEndpointTimed(context, endpoints.document.getDashboard, {
			...retry(),
			qs: {
				filter: 'all',
				order_by_field: field,
				order_by_direction: 'desc',
				skip: page * PAGE_SIZE,
				limit: PAGE_SIZE,
				...(settings.documentTypes.length === 1 ? { doc_type: settings.documentTypes[0] } : {}),
			},
		});
		const answer = timed?.value;
		if (page === 0) read.firstPageAt = timed?.serviceTime;
		read.lastPageAt = timed?.serviceTime;
		const records = (listRecords(answer) ?? []).filter(
			(record): record is IDataObject => !!record && typeof record === 'object',
		);
		let passedSince = false;
		for (const record of records) {
			const at = timestampOf(record, field);
			if (at > previous) ordered = false;
			if (!Number.isNaN(at)) previous = at;
			if (since === undefined && options.windowFromNewest && !Number.isNaN(at))
				since = at - OVERLAP_MS;
			if (since !== undefined && at <= since) {
				passedSince = true;
				continue;
			}
			rows.push({ record, at });
			if (options.until?.(record)) return read;
		}
		const total = answer && typeof answer === 'object' ? (answer as IDataObject).total : undefined;
		const exhausted =
			records.length < PAGE_SIZE || (typeof total === 'number' && (page + 1) * PAGE_SIZE >= total);
		if (
			exhausted ||
			(passedSince && ordered) ||
			(options.maxPages !== undefined && page + 1 >= options.maxPages)
		)
			return read;
	}
}

function item(
	record: IDataObject,
	event: DocumentEvent,
	previousStatus?: string | null,
): INodeExecutionData {
	const json: IDataObject = { ...record, event };
	if (previousStatus !== undefined) json.previousStatus = previousStatus;
	return { json };
}

/**
 * Editor test run: the latest matching document, without touching the state; none fails with
 * what was looked for (noTestEvent.ts).
 */
async function latestMatching(
	context: IPollFunctions,
	settings: DocumentPollSettings,
): Promise<INodeExecutionData[][]> {
	const matches = (record: IDataObject) =>
		matchesType(record, settings) &&
		matchesAssignment(record, settings.assignment) &&
		(settings.event === 'newDocument' || matchesStatus(statusOf(record), settings));
	const { rows } = await readNewestFirst(context, settings, {
		maxPages: MANUAL_PAGES,
		until: matches,
	});
	const latest = rows.find((row) => matches(row.record));
	if (!latest) {
		const stamps = rows.map((row) => row.at).filter((at) => !Number.isNaN(at));
		throw noMatchingDocument(context.getNode(), settings, {
			count: rows.length,
			oldest: stamps.length > 0 ? Math.min(...stamps) : undefined,
			complete: rows.length < MANUAL_PAGES * PAGE_SIZE,
		});
	}
	// Shaped like a real event: status events name the previous status (not known here).
	const previous = settings.event === 'newDocument' ? undefined : null;
	return [[item(latest.record, settings.event, previous)]];
}

/**
 * Where the read-back window of the next poll starts (records at or before it are not read): the
 * previous poll's time in the timestamps' terms, the cursor plus the service's quiet time since
 * the cursor was read, minus OVERLAP_MS.
 */
export function windowStart(state: DocumentPollState): number | undefined {
	if (state.cursor === null) return undefined;
	const quietMs =
		state.polledAt !== undefined && state.cursorAt !== undefined
			? Math.max(0, state.polledAt - state.cursorAt)
			: 0;
	return state.cursor + quietMs - OVERLAP_MS;
}

/** Keeps the pairs inside the overlap window (needed for dedupe) and the newest up to MAX_SEEN. */
function boundedSeen(
	seen: Map<string, { status: string; at: number }>,
	cursor: number | null,
): SeenPair[] {
	const windowStart = cursor === null ? -Infinity : cursor - OVERLAP_MS;
	return [...seen.entries()]
		.map(([id, { status, at }]): SeenPair => [id, status, at])
		.sort((a, b) => b[2] - a[2])
		.filter((pair, index) => index < MAX_SEEN || pair[2] >= windowStart);
}

export async function pollDocuments(
	context: IPollFunctions,
	settings: DocumentPollSettings,
): Promise<INodeExecutionData[][] | null> {
	if (context.getMode() === 'manual') return await latestMatching(context, settings);

	const staticData = context.getWorkflowStaticData('node');
	const key = stateKey(settings);
	const stored = staticData[STATE_KEY] as DocumentPollState | undefined;
	const first = stored?.version !== 1 || stored.key !== key;
	// First activation without "include existing": remember what is there, emit nothing.
	const quiet = first && !settings.includeExisting;
	const cursor = first ? null : stored.cursor;

	const { rows, firstPageAt, lastPageAt } = await readNewestFirst(context, settings, {
		since: first ? undefined : windowStart(stored),
		windowFromNewest: quiet,
	});

	// New Document with Document Types: what was there at the first activation is not new (with
	// Include Existing Documents, it is).
	let createdFloor: number | undefined;
	if (typedLater(settings) && !first) createdFloor = stored.createdFloor;
	else if (typedLater(settings) && !settings.includeExisting)
		createdFloor = firstPageAt ?? Math.max(0, ...rows.map((row) => row.at).filter(Number.isFinite));
	const seen = new Map<string, { status: string; at: number }>(
		(first ? [] : stored.seen).map(([id, status, at]) => [id, { status, at }]),
	);
	let newest = cursor;
	const emitted: INodeExecutionData[] = [];
	// Oldest first (ties: in reverse of the service's newest-first order), so a document changed
	// twice within the window ends with its latest status.
	const chronological = [...rows]
		.reverse()
		.sort((a, b) => (Number.isNaN(a.at) || Number.isNaN(b.at) ? 0 : a.at - b.at));
	for (const { record, at } of chronological) {
		if (!Number.isNaN(at) && (newest === null || at > newest)) newest = at;
		const id = documentIdOf(record);
		if (id === undefined || !matchesType(record, settings)) continue;
		const status = statusOf(record) ?? '';
		const stamp = Number.isNaN(at) ? (newest ?? 0) : at;
		const known = seen.get(id);
		// Seen whatever its assignment: a document assigned later is judged at its next event.
		const wanted = !quiet && matchesAssignment(record, settings.assignment);
		if (settings.event === 'newDocument') {
			if (known) continue;
			if (createdFloor !== undefined && !(timestampOf(record, 'created_on') > createdFloor))
				continue;
			seen.set(id, { status, at: stamp });
			if (wanted) emitted.push(item(record, settings.event));
			continue;
		}
		if (known?.status === status) continue;
		seen.set(id, { status, at: stamp });
		if (wanted && matchesStatus(status, settings))
			emitted.push(item(record, settings.event, known?.status ?? null));
	}

	// Only now, with every page read, does the state move.
	const cursorMoved = newest !== cursor;
	const cursorAt = cursorMoved || first ? lastPageAt : stored.cursorAt;
	const next: DocumentPollState = {
		version: 1,
		key,
		cursor: newest,
		seen: boundedSeen(seen, newest),
		...(firstPageAt !== undefined ? { polledAt: firstPageAt } : {}),
		...(cursorAt !== undefined ? { cursorAt } : {}),
		...(createdFloor !== undefined ? { createdFloor } : {}),
	};
	staticData[STATE_KEY] = next;
	return emitted.length > 0 ? [emitted] : null;
}
