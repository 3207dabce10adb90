/**
 * The polling trigger through n8n's PollContext against the sandbox: poll sequences, first
 * activation, manual runs, paging, failures and pending watch exports.
 */
import type { IDataObject, INodeExecutionData, INodeParameters } from 'n8n-workflow';

import { DocumentProcessingApi } from '../credentials/DocumentProcessingApi.credentials';
import { DocumentProcessingTrigger } from '../nodes/DocumentProcessingTrigger/DocumentProcessingTrigger.node';
import { startSandbox, type Sandbox } from '../sandbox';
import { runPoll } from './engine';
import { credentialsFor } from './support/nodeUnderTest';

let sandbox: Sandbox;
/** The sandbox's pinned "now" (epoch ms); `advance` moves it. */
let now: number;
const advance = (ms = 1000) => {
	now += ms;
};

beforeAll(async () => {
	sandbox = await startSandbox();
});
afterAll(async () => {
	await sandbox.close();
});
beforeEach(() => {
	sandbox.reset();
	now = Date.parse('2024-05-15T12:00:00.000Z');
	sandbox.state.clock = () => now;
});

interface PollResult {
	items: INodeExecutionData[] | null;
	staticData: IDataObject;
}

/** One poll; pass the previous poll's static data to simulate the next one. */
async function poll(
	parameters: INodeParameters,
	staticData?: IDataObject,
	mode: 'trigger' | 'manual' = 'trigger',
): Promise<PollResult> {
	const result = await runPoll({
		node: new DocumentProcessingTrigger(),
		credentialTypes: [new DocumentProcessingApi()],
		credentials: credentialsFor(sandbox),
		parameters,
		staticData,
		mode,
	});
	return { items: result.items === null ? null : result.items[0], staticData: result.staticData };
}

const ids = (items: INodeExecutionData[] | null) => (items ?? []).map((item) => item.json.doc_id);
const dashboardReads = () =>
	sandbox.requests.filter((request) => request.endpoint === 'document.getDashboard').length;

/** Calls the sandbox like a person in the service's UI would. */
async function serviceCall(
	method: string,
	path: string,
	form?: Record<string, string>,
): Promise<unknown> {
	const response = await fetch(`${sandbox.url}${path}`, {
		method,
		headers: {
			'X-API-KEY': sandbox.apiKey,
			...(form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
		},
		body: form ? new URLSearchParams(form).toString() : undefined,
	});
	expect(response.status).toBe(200);
	return await response.json();
}

const ready = (seed: IDataObject = {}) =>
	sandbox.state.addDocument({ status: 'ready_for_validation', doc_type: 'invoice', ...seed });

/** `count` documents become ready one second apart, then the clock moves on: their ids, oldest first. */
const arriveOneASecond = (count: number) => {
	const arrived = Array.from({ length: count }, () => {
		advance();
		return ready().doc_id;
	});
	advance();
	return arrived;
};

describe('document status changes', () => {
	const statusChanged: INodeParameters = { event: 'statusChanged' };

	it('nothing new gives null; new documents and later status changes are emitted once', async () => {
		sandbox.state.processingDelayMs = 5000;
		let state = (await poll(statusChanged)).staticData;
		expect((await poll(statusChanged, state)).items).toBeNull();

		const upload = sandbox.state.addDocument({ file_name: 'invoice 1.pdf' });
		advance();
		let result = await poll(statusChanged, state);
		expect(result.items).toHaveLength(1);
		expect(result.items?.[0].json).toMatchObject({
			doc_id: upload.doc_id,
			status: 'processing',
			event: 'statusChanged',
			previousStatus: null,
		});
		state = result.staticData;

		advance();
		result = await poll(statusChanged, state);
		expect(result.items).toBeNull();
		state = result.staticData;

		advance(5000); // processing is over
		result = await poll(statusChanged, state);
		expect(result.items?.map((item) => item.json)).toEqual([
			expect.objectContaining({
				doc_id: upload.doc_id,
				status: 'ready_for_validation',
				previousStatus: 'processing',
			}),
		]);
		state = result.staticData;

		advance();
		await serviceCall('POST', `/document/validate_and_export/${upload.doc_id}`, { data: '{}' });
		advance();
		result = await poll(statusChanged, state);
		expect(result.items?.map((item) => [item.json.status, item.json.previousStatus])).toEqual([
			['validated_pending_export', 'ready_for_validation'],
		]);
		state = result.staticData;

		advance(5000);
		result = await poll(statusChanged, state);
		expect(result.items?.map((item) => [item.json.status, item.json.previousStatus])).toEqual([
			['finished', 'validated_pending_export'],
		]);
		expect((await poll(statusChanged, result.staticData)).items).toBeNull();
	});

	it('the first activation starts from now; Include Existing Documents emits what is there', async () => {
		const old = [ready(), ready(), ready()];
		advance();
		const first = await poll(statusChanged);
		expect(first.items).toBeNull();
		advance();
		const fresh = ready();
		advance();
		expect(ids((await poll(statusChanged, first.staticData)).items)).toEqual([fresh.doc_id]);

		const withExisting = await poll({ ...statusChanged, options: { includeExisting: true } });
		expect(ids(withExisting.items).sort()).toEqual(
			[...old, fresh].map((document) => document.doc_id).sort(),
		);
		expect(
			(
				await poll(
					{ ...statusChanged, options: { includeExisting: true } },
					withExisting.staticData,
				)
			).items,
		).toBeNull();
	});

	it('a change read again in the overlap window, or by a repeated poll, is emitted once', async () => {
		let state = (await poll(statusChanged)).staticData;
		advance();
		const a = ready();
		advance();
		let result = await poll(statusChanged, state);
		expect(ids(result.items)).toEqual([a.doc_id]);
		state = result.staticData;

		advance(10_000); // still inside the overlap: `a` is read again
		const b = ready();
		advance();
		result = await poll(statusChanged, state);
		expect(ids(result.items)).toEqual([b.doc_id]);
		// The same poll again (n8n re-running it on the saved state) emits nothing new.
		expect((await poll(statusChanged, result.staticData)).items).toBeNull();
	});

	it('reads every page it needs, and only those', async () => {
		let state = (await poll(statusChanged)).staticData;
		const created = arriveOneASecond(250);
		const before = dashboardReads();
		const result = await poll(statusChanged, state);
		expect(dashboardReads() - before).toBe(3);
		expect(ids(result.items)).toEqual(created); // oldest first
		state = result.staticData;

		advance();
		const again = dashboardReads();
		expect((await poll(statusChanged, state)).items).toBeNull();
		// The newest page reaches back past the cursor minus the overlap: one page is enough.
		expect(dashboardReads() - again).toBe(1);
		expect((state.documents as IDataObject).seen).toHaveLength(250);
	});

	it('after a burst, quiet polls stop reading it again once the previous poll is a minute past it', async () => {
		let state = (await poll(statusChanged)).staticData;
		advance(60_000);
		// A burst of 250 changes within one second: three pages to read.
		const burst = Array.from({ length: 250 }, () => ready().doc_id);
		advance(1000);
		let result = await poll(statusChanged, state);
		expect(ids(result.items)).toEqual(burst);
		state = result.staticData;

		// Polls a minute apart, as n8n's "Every Minute": the first one after the burst still reads
		// it (a change shown late could hide in it); from then on one page is enough.
		const readsPerPoll: number[] = [];
		for (let minute = 1; minute <= 4; minute++) {
			advance(60_000);
			const before = dashboardReads();
			result = await poll(statusChanged, state);
			expect(result.items).toBeNull();
			readsPerPoll.push(dashboardReads() - before);
			state = result.staticData;
		}
		expect(readsPerPoll).toEqual([3, 1, 1, 1]);
	});

	it('a change shown up to 59 s after its timestamp is still emitted while the service is otherwise quiet', async () => {
		let state = (await poll(statusChanged)).staticData;
		advance(60_000);
		ready();
		advance(1000);
		state = (await poll(statusChanged, state)).staticData;
		for (let minute = 1; minute <= 3; minute++) {
			advance(60_000);
			state = (await poll(statusChanged, state)).staticData;
		}
		// The previous poll was at `now`. A change stamped 59 s before it shows up only after it:
		// 59.5 s late. The next poll must still read back far enough to emit it.
		const stampedAt = now - 59_000;
		advance(500);
		const late = ready({ last_saved_on: new Date(stampedAt).toISOString() });
		expect(late.last_saved_on).toBe(new Date(stampedAt).toISOString());
		advance(59_500);
		const result = await poll(statusChanged, state);
		expect(ids(result.items)).toEqual([late.doc_id]);
	});

	it('without Date headers from the service, the window stays at the cursor (as before)', async () => {
		let state = (await poll(statusChanged)).staticData;
		advance(60_000);
		Array.from({ length: 150 }, () => ready());
		advance(1000);
		state = (await poll(statusChanged, state)).staticData;
		const documents = state.documents as IDataObject;
		expect(typeof documents.polledAt).toBe('number');
		expect(typeof documents.cursorAt).toBe('number');
		// A state written before Date headers were read (or by a service that sends none).
		delete documents.polledAt;
		delete documents.cursorAt;
		for (let minute = 1; minute <= 2; minute++) {
			advance(60_000);
			const before = dashboardReads();
			state = (await poll(statusChanged, state)).staticData;
			delete (state.documents as IDataObject).polledAt;
			expect(dashboardReads() - before).toBe(2);
		}
	});

	it('a failing poll changes no state, so the next one emits what was missed', async () => {
		const state = (await poll(statusChanged)).staticData;
		const missed = arriveOneASecond(120);
		// The first page is served, the second fails: the poll fails as a whole.
		sandbox.state.failNext('document.getDashboard', 500, { after: 1 });
		await expect(poll(statusChanged, state)).rejects.toThrow('The service failed on its side');
		// A 503 that keeps coming back past the poll's retries (pollRetries.ts) fails it too.
		sandbox.state.failNext('document.getDashboard', 503, { times: 3, retryAfter: 0 });
		await expect(poll(statusChanged, state)).rejects.toThrow('temporarily unavailable');

		const result = await poll(statusChanged, state);
		expect(ids(result.items)).toEqual(missed);
	});

	it('a 429 with Retry-After 1 is waited for and retried within the poll: the documents are emitted once', async () => {
		const state = (await poll(statusChanged)).staticData;
		const arrived = arriveOneASecond(3);
		sandbox.state.failNext('document.getDashboard', 429, { retryAfter: 1 });
		const before = dashboardReads();
		const started = Date.now();
		const result = await poll(statusChanged, state);
		expect(Date.now() - started).toBeGreaterThanOrEqual(1000);
		expect(sandbox.state.faults.pending('document.getDashboard')).toBe(0);
		expect(dashboardReads() - before).toBe(2);
		expect(ids(result.items)).toEqual(arrived);

		advance();
		expect((await poll(statusChanged, result.staticData)).items).toBeNull();
	});

	it('a Retry-After longer than a poll waits, or a 500, fails the poll at once', async () => {
		const state = (await poll(statusChanged)).staticData;
		const before = dashboardReads();
		sandbox.state.failNext('document.getDashboard', 429, { retryAfter: 60 });
		const started = Date.now();
		await expect(poll(statusChanged, state)).rejects.toThrow('Too many requests');
		// A 500 of a read is not retried by a poll: the next poll reads again.
		sandbox.state.failNext('document.getDashboard', 500);
		await expect(poll(statusChanged, state)).rejects.toThrow('The service failed on its side');
		expect(Date.now() - started).toBeLessThan(5000);
		expect(dashboardReads() - before).toBe(2);
	});

	it('an unreachable service fails the poll naming the host, without the key', async () => {
		const down = await startSandbox();
		await down.close();
		const failure = runPoll({
			node: new DocumentProcessingTrigger(),
			credentialTypes: [new DocumentProcessingApi()],
			credentials: credentialsFor(down),
			parameters: statusChanged,
		});
		await expect(failure).rejects.toThrow(`Could not reach the service at ${down.url}`);
		await expect(failure).rejects.not.toThrow(sandbox.apiKey);
	});

	it('filters by status (documented or not) and by document type', async () => {
		const parameters: INodeParameters = {
			event: 'statusChanged',
			statuses: ['finished'],
			otherStatuses: 'processing',
			documentTypes: ['invoice'],
		};
		const state = (await poll(parameters)).staticData;
		advance();
		const invoice = sandbox.state.addDocument({ doc_type: 'invoice', status: 'finished' });
		sandbox.state.addDocument({ doc_type: 'receipt', status: 'finished' });
		sandbox.state.addDocument({ doc_type: 'invoice', status: 'rejected' });
		sandbox.state.processingDelayMs = 60_000;
		const uploading = sandbox.state.addDocument({ file_name: 'b.pdf', doc_type: 'invoice' });
		advance();
		const result = await poll(parameters, state);
		expect(ids(result.items).sort()).toEqual([invoice.doc_id, uploading.doc_id].sort());
		// One document type: the service filters.
		expect(sandbox.requests.at(-1)?.query).toMatchObject({
			doc_type: 'invoice',
			order_by_field: 'last_saved_on',
			order_by_direction: 'desc',
			filter: 'all',
		});
	});
});

describe('other document events', () => {
	it('Document Reached Status emits documents entering the chosen statuses', async () => {
		const parameters: INodeParameters = {
			event: 'reachedStatus',
			targetStatuses: ['ready_for_validation'],
		};
		sandbox.state.processingDelayMs = 2000;
		let state = (await poll(parameters)).staticData;
		const upload = sandbox.state.addDocument({ file_name: 'invoice 7.pdf' });
		advance();
		let result = await poll(parameters, state);
		expect(result.items).toBeNull(); // processing is not a chosen status
		advance(2000);
		result = await poll(parameters, result.staticData);
		expect(result.items?.map((item) => item.json)).toEqual([
			expect.objectContaining({
				doc_id: upload.doc_id,
				status: 'ready_for_validation',
				event: 'reachedStatus',
				doc_type: 'invoice',
			}),
		]);
		state = result.staticData;
		advance();
		expect((await poll(parameters, state)).items).toBeNull();

		await expect(poll({ event: 'reachedStatus', targetStatuses: [] })).rejects.toThrow(
			'Choose at least one status',
		);
	});

	it('New Document emits each arriving document once, from the first activation on', async () => {
		const parameters: INodeParameters = { event: 'newDocument' };
		ready();
		advance();
		let result = await poll(parameters);
		expect(result.items).toBeNull();
		advance();
		const [a, b] = [ready(), ready()];
		advance();
		result = await poll(parameters, result.staticData);
		expect(ids(result.items)).toEqual([a.doc_id, b.doc_id]);
		expect(result.items?.[0].json.event).toBe('newDocument');
		// A status change of a known document is no new document.
		advance();
		await serviceCall('POST', `/document/validate_and_export/${a.doc_id}`, { data: '{}' });
		advance();
		expect((await poll(parameters, result.staticData)).items).toBeNull();
		expect(sandbox.requests.at(-1)?.query).toMatchObject({
			order_by_field: 'created_on',
			order_by_direction: 'desc',
		});
	});

	// The service classifies a document after its upload, sometimes long after (a person picks the
	// type). New Document with Document Types judges it by its type whenever that comes (issue 52).
	it('New Document of a type emits a document once it has that type, however late it is classified', async () => {
		const parameters: INodeParameters = { event: 'newDocument', documentTypes: ['credit_note'] };
		// Documents there before the activation are not new, typed later or not.
		sandbox.state.processingDelayMs = 3_600_000;
		const before = sandbox.state.addDocument({ file_name: 'old.pdf' });
		advance();
		let result = await poll(parameters);
		expect(result.items).toBeNull();
		advance();
		const late = sandbox.state.addDocument({ file_name: 'scan 4711.pdf' });
		const invoice = sandbox.state.addDocument({ file_name: 'invoice.pdf', doc_type: 'invoice' });
		advance();
		result = await poll(parameters, result.staticData);
		expect(result.items).toBeNull();
		expect(late.doc_type).toBeNull();
		// Ten minutes on, well past the look-back, a person classifies both.
		for (let minute = 0; minute < 10; minute++) {
			advance(60_000);
			result = await poll(parameters, result.staticData);
			expect(result.items).toBeNull();
		}
		for (const document of [late, before])
			await serviceCall('POST', `/document/restart_with_new_classification/${document.doc_id}`, {
				doc_type: 'credit_note',
			});
		advance();
		result = await poll(parameters, result.staticData);
		expect(ids(result.items)).toEqual([late.doc_id]);
		expect(result.items?.[0].json).toMatchObject({ doc_type: 'credit_note', event: 'newDocument' });
		// Once: its next changes are no new document.
		advance();
		await serviceCall('POST', `/document/restart_with_new_classification/${late.doc_id}`, {
			doc_type: 'credit_note',
		});
		advance();
		expect((await poll(parameters, result.staticData)).items).toBeNull();
		expect(invoice.doc_type).toBe('invoice');
		expect(sandbox.requests.at(-1)?.query).toMatchObject({ order_by_field: 'last_saved_on' });
	});

	it('a manual run returns the latest matching document without moving the cursor', async () => {
		const parameters: INodeParameters = {
			event: 'statusChanged',
			statuses: ['ready_for_validation'],
		};
		const state = (await poll(parameters)).staticData;
		advance();
		ready();
		advance();
		const latest = ready();
		advance();
		sandbox.state.addDocument({ status: 'finished', doc_type: 'invoice' });
		const manual = await poll(parameters, state, 'manual');
		expect(ids(manual.items)).toEqual([latest.doc_id]);
		expect(manual.staticData).toEqual(state);
		// The cursor did not move: the trigger still emits both changes.
		const real = (await poll(parameters, state)).items ?? [];
		expect(real).toHaveLength(2);
		// The test event has the fields of a real one (its previous status is not known).
		const [test] = manual.items ?? [];
		expect(Object.keys(test.json).sort()).toEqual(Object.keys(real[1].json).sort());
		expect(test.json).toMatchObject({ event: 'statusChanged', previousStatus: null });
	});
});

/**
 * Fetch Test Event (a manual run) that finds nothing fails with what it looked for and what to do,
 * as n8n's own polling triggers do (Google Drive, Google Calendar), instead of "No trigger output".
 */
describe('Fetch Test Event without a matching document', () => {
	const manual = async (parameters: INodeParameters) =>
		await poll(parameters, undefined, 'manual').then(
			() => {
				throw new Error('the manual run found a document');
			},
			(error: Error & { description?: string }) => error,
		);

	it('names the statuses and types it looked for, how far back it read, and what to do', async () => {
		ready();
		advance(60_000);
		ready({ doc_type: 'receipt' });
		const error = await manual({
			event: 'reachedStatus',
			targetStatuses: ['error', 'rejected'],
			documentTypes: ['invoice', 'receipt'],
		});
		expect(error.message).toBe('No document matches this trigger yet');
		expect(error.description).toBe(
			'Fetch Test Event shows the latest document of type invoice or receipt with status Error or Rejected. ' +
				'It read 2 documents (changed since 2024-05-15T12:00:00.000Z), and none matches. ' +
				'Upload a document or move one to Error or Rejected in the service, then fetch again, ' +
				'or change Statuses or Document Type Names or IDs.',
		);
		// The state is not touched, as by any manual run.
		expect(dashboardReads()).toBe(1);
	});

	it('says so when the service has no documents at all', async () => {
		const error = await manual({ event: 'newDocument' });
		expect(error.message).toBe('No document matches this trigger yet');
		expect(error.description).toBe(
			'Fetch Test Event shows the latest new document. The service has no documents yet. ' +
				'Upload a document, then fetch again.',
		);
		// One type is filtered by the service: it has none of that type, whatever else it has.
		sandbox.state.addDocument({ status: 'error', doc_type: 'receipt' });
		const ofType = await manual({
			event: 'reachedStatus',
			targetStatuses: ['error'],
			documentTypes: ['invoice'],
		});
		expect(ofType.description).toContain('The service has no documents of type invoice yet.');
	});

	it('reads at most 1,000 documents, and says so', async () => {
		for (let index = 0; index < 1001; index++) {
			ready();
			advance();
		}
		const error = await manual({ event: 'reachedStatus', targetStatuses: ['error'] });
		expect(error.description).toContain(
			'It read the 1000 most recently changed documents (since 2024-05-15T12:00:01.000Z), and none matches.',
		);
		expect(dashboardReads()).toBe(10);
	});

	it('for any status change, names the document types it looked for', async () => {
		ready();
		const error = await manual({
			event: 'statusChanged',
			documentTypes: ['receipt', 'credit_note'],
		});
		expect(error.description).toBe(
			'Fetch Test Event shows the latest changed document of type receipt or credit_note. ' +
				'It read 1 document (changed since 2024-05-15T12:00:00.000Z), and none matches. ' +
				"Upload a document or change a document's status in the service, then fetch again, " +
				'or change Statuses or Document Type Names or IDs.',
		);
	});

	it('for pending watch exports, names the document types whose list was empty', async () => {
		sandbox.state.addDocument({ status: 'ready_for_validation', doc_type: 'invoice' });
		const error = await manual({
			event: 'pendingWatchExport',
			exportDocumentTypes: ['invoice', 'receipt'],
		});
		expect(error.message).toBe('No document is on the pending watch export list');
		expect(error.description).toBe(
			'Fetch Test Event shows the first document on the pending watch export list of invoice or receipt, and the service lists none. ' +
				'A document is listed there once it has been exported (Validate and Export) and not yet marked as handled. ' +
				'Export a document of these types, then fetch again, or change Document Type Names or IDs.',
		);
	});
});

describe('pending watch exports', () => {
	const pending = (seed: IDataObject = {}) =>
		sandbox.state.addDocument({ status: 'finished', doc_type: 'invoice', ...seed });
	const watchReads = () =>
		sandbox.requests.filter((request) => request.endpoint === 'export.markWatchExportHandled');

	it('emits each pending document once while it stays pending (without marking)', async () => {
		const parameters: INodeParameters = {
			event: 'pendingWatchExport',
			exportDocumentTypes: ['invoice', 'receipt'],
		};
		const existing = pending();
		let result = await poll(parameters);
		expect(result.items).toBeNull(); // starts from now
		const [a, b] = [pending(), pending({ doc_type: 'receipt' })];
		pending({ doc_type: 'credit_note' });
		result = await poll(parameters, result.staticData);
		expect(ids(result.items)).toEqual([a.doc_id, b.doc_id]);
		expect(result.items?.[0].json.event).toBe('pendingWatchExport');
		result = await poll(parameters, result.staticData);
		expect(result.items).toBeNull();
		expect(watchReads()).toHaveLength(0);

		// Handled elsewhere, then exported again: pending again, emitted again.
		await serviceCall('GET', `/export/update_pending_watch_export_status?doc_id=${a.doc_id}`);
		result = await poll(parameters, result.staticData);
		expect(result.items).toBeNull();
		await serviceCall('GET', `/document/restart_export/${a.doc_id}`);
		result = await poll(parameters, result.staticData);
		expect(ids(result.items)).toEqual([a.doc_id]);

		const withExisting = await poll({ ...parameters, options: { includeExisting: true } });
		expect(ids(withExisting.items)).toEqual(
			expect.arrayContaining([existing.doc_id, a.doc_id, b.doc_id]),
		);
		await expect(poll({ event: 'pendingWatchExport', exportDocumentTypes: [] })).rejects.toThrow(
			'Choose at least one document type',
		);
	});

	it('with Mark as Handled, marks what the previous poll emitted; a lost emission is emitted again', async () => {
		const parameters: INodeParameters = {
			event: 'pendingWatchExport',
			exportDocumentTypes: ['invoice'],
			markHandled: true,
			options: { includeExisting: true },
		};
		const document = pending();
		const emitted = await poll(parameters);
		expect(ids(emitted.items)).toEqual([document.doc_id]);
		expect(sandbox.state.watchExported.has(document.doc_id)).toBe(false);

		// n8n crashed before saving the state of that poll: the document is emitted again.
		const lost = await poll(parameters);
		expect(ids(lost.items)).toEqual([document.doc_id]);

		// The next poll marks it, and it is gone from the list.
		const next = await poll(parameters, emitted.staticData);
		expect(next.items).toBeNull();
		expect(watchReads().map((request) => request.query)).toEqual([{ doc_id: document.doc_id }]);
		expect(sandbox.state.watchExported.has(document.doc_id)).toBe(true);
		expect((next.staticData.pendingExports as IDataObject).toMark).toEqual([]);

		// Marking fails: the poll fails and the next one marks again.
		const other = pending();
		const third = await poll(parameters, next.staticData);
		expect(ids(third.items)).toEqual([other.doc_id]);
		sandbox.state.failNext('export.markWatchExportHandled', 500);
		await expect(poll(parameters, third.staticData)).rejects.toThrow(
			'The service failed on its side',
		);
		const fourth = await poll(parameters, third.staticData);
		expect(fourth.items).toBeNull();
		expect(sandbox.state.watchExported.has(other.doc_id)).toBe(true);

		// A 503 of the list and of the marking is retried within the poll.
		const retried = pending();
		const fifth = await poll(parameters, fourth.staticData);
		expect(ids(fifth.items)).toEqual([retried.doc_id]);
		sandbox.state.failNext('export.getPendingWatchExports', 503, { retryAfter: 0 });
		sandbox.state.failNext('export.markWatchExportHandled', 503, { retryAfter: 0 });
		expect((await poll(parameters, fifth.staticData)).items).toBeNull();
		expect(sandbox.state.watchExported.has(retried.doc_id)).toBe(true);
		expect(sandbox.state.faults.pending('export.getPendingWatchExports')).toBe(0);
		expect(sandbox.state.faults.pending('export.markWatchExportHandled')).toBe(0);

		// A manual run shows a pending document and marks nothing.
		const manualDocument = pending();
		const marks = watchReads().length;
		expect(ids((await poll(parameters, undefined, 'manual')).items)).toEqual([
			manualDocument.doc_id,
		]);
		expect(watchReads()).toHaveLength(marks);
	});
});
