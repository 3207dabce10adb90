import {
	NodeApiError,
	NodeOperationError,
	type IDataObject,
	type IExecutePaginationFunctions,
	type IHttpRequestOptions,
	type INodeExecutionData,
} from 'n8n-workflow';

import { documentIdOf, hasReachedGoal, statusOf, type WaitGoal } from '../../shared/document';
import { endpoints } from '../../../contract';
import { pauseUntil } from '../../shared/pause';
import { retryAfterOf } from '../../shared/http/errors';
import { asServiceFailure } from '../../shared/http/failure';
import { isRetryable, retryPolicy } from '../../shared/http/retry';
import { serviceHost } from '../../shared/http/serviceHost';
import { listRecords } from '../../shared/records';
import {
	durationOf,
	latenessOf,
	nextCheckAt,
	paceMemory,
	processingTimesOf,
	REMEMBERED,
} from './pace';
import { callEndpointTimed } from '../../shared/callEndpoint';
import type { RequestData } from './send';
import { parameter } from '../../shared/parameter';

export interface WaitSettings {
	goal: WaitGoal;
	/** Seconds between checks as the user set them; undefined: the automatic pace (pace.ts). */
	pollInterval?: number;
	timeout: number;
}

/** The wait the user switched on, its options checked before anything is sent; undefined without. */
export function readWait(
	context: IExecutePaginationFunctions,
	goal: WaitGoal | undefined,
): WaitSettings | undefined {
	if (!goal) return undefined;
	const toggle = goal === 'review' ? 'waitForReview' : 'waitForProcessing';
	if (parameter(context, toggle, false) !== true) return undefined;
	// n8n stores the options added to a collection: no Poll Interval means the automatic pace.
	const { pollInterval, timeout = 300 } = parameter(context, 'waitOptions', {}) as IDataObject;
	const automatic = pollInterval === undefined || pollInterval === null || pollInterval === '';
	for (const [name, value] of [
		['Poll Interval (Seconds)', automatic ? 0 : pollInterval],
		['Timeout (Seconds)', timeout],
	] as const) {
		if (!(Number(value) >= 0)) {
			throw new NodeOperationError(
				context.getNode(),
				`Parameter "${name}" must be a number of seconds, at least 0, got "${String(value)}"`,
				{ itemIndex: context.getItemIndex() },
			);
		}
	}
	return {
		goal,
		pollInterval: automatic ? undefined : Number(pollInterval),
		timeout: Number(timeout),
	};
}

/** The last status check leaves this long before the deadline, so it can end in time. */
const LAST_POLL_MS = 500;
const READ = retryPolicy({}, true);

/** Less time than this left: no check is started (it could not answer in time). */
const SHORTEST_POLL_MS = 100;

/** The pace is remembered per service: base URL, credential and what is waited for (never the key). */
async function paceKey(context: IExecutePaginationFunctions, goal: WaitGoal): Promise<string> {
	const credential = context.getNode().credentials?.documentProcessingApi;
	return [await serviceHost(context), credential?.id ?? credential?.name ?? '', goal].join(' ');
}

/** How long the service says the document took: `created_on` to `last_saved_on`, in its clock. */
function serviceDuration(json: IDataObject): number | undefined {
	const created = Date.parse(String(json.created_on ?? ''));
	const saved = Date.parse(String(json.last_saved_on ?? ''));
	return Number.isNaN(created) || Number.isNaN(saved) ? undefined : saved - created;
}

/** The read of what the service knows ends by then at the latest: it only helps the first checks. */
const SERVICE_READ_MS = 10_000;

/**
 * A process that knows nothing of a service's pace (n8n just started, a new queue-mode worker,
 * the first document ever) asks the service: one read of its dashboard, the documents it
 * processed last, newest first, whose `created_on` to `last_saved_on` is how long each took
 * (processingTimesOf). That is what the process would have remembered had it seen them: the
 * first document is then checked as the next ones are. The read goes beside the wait (the first
 * check does not wait for it) with the operation's Request Options, once, not retried; an answer
 * without usable times, or a failed read (a credential the dashboard refuses, 429, a timeout),
 * leaves the pace knowing nothing, which checks as before. Why the service and not n8n's static
 * data: CONTRIBUTING, "Wait for Processing: the pace after a restart".
 */
async function learnFromService(
	context: IExecutePaginationFunctions,
	requestData: RequestData,
	key: string,
	notAfter: number,
): Promise<void> {
	try {
		const timed = await callEndpointTimed(context, endpoints.document.getDashboard, {
			qs: {
				filter: 'all',
				status: 'pending-user-input',
				order_by_field: 'last_saved_on',
				order_by_direction: 'desc',
				skip: 0,
				limit: REMEMBERED,
			},
			itemIndex: context.getItemIndex(),
			like: requestData.options as IHttpRequestOptions,
			notAfter,
		});
		const records = listRecords(timed?.value) ?? [];
		paceMemory.learn(key, processingTimesOf(records, timed?.serviceTime ?? Date.now()));
	} catch {
		// Nothing learned: the checks go as when nothing is known.
	}
}

interface Check {
	answer?: IDataObject;
	/** Seconds the service asked to wait before the next check (Retry-After). */
	retryAfter?: number;
}

/**
 * Checks the status of each document until it reaches the goal or the timeout passes. Every
 * check ends by the deadline (its timeout and retries are cut to it), so the node holds the
 * worker at most the timeout. A timeout is not an error: the item carries the last status and
 * `timedOut: true`. With a Poll Interval the checks are that far apart, the first at once;
 * without, the automatic pace (pace.ts) spaces them from what recent documents of the same
 * service showed, and what each wait learns is remembered for the next; a process that knows
 * nothing yet asks the service first (learnFromService).
 */
export async function waitForStatus(
	context: IExecutePaginationFunctions,
	requestData: RequestData,
	documents: INodeExecutionData[],
	{ goal, pollInterval, timeout }: WaitSettings,
): Promise<INodeExecutionData[]> {
	const started = Date.now();
	const deadline = started + timeout * 1000;
	const signal = context.getExecutionCancelSignal();
	const key = await paceKey(context, goal);
	// What the service lists shows how long processing takes; not how long a person or an export does.
	const learning =
		pollInterval === undefined && goal === 'processing' && paceMemory.shouldAsk(key)
			? learnFromService(context, requestData, key, Math.min(deadline, started + SERVICE_READ_MS))
			: undefined;

	const check = async (documentId: string): Promise<Check> => {
		try {
			const timed = await callEndpointTimed(context, endpoints.document.getStatus, {
				path: { doc_id: documentId },
				itemIndex: context.getItemIndex(),
				like: requestData.options as IHttpRequestOptions,
				notAfter: deadline,
			});
			return { answer: timed?.value as IDataObject | undefined, retryAfter: timed?.retryAfter };
		} catch (error) {
			// A check the deadline cut short, or one to try again (429, 503, a timeout, …): the
			// document keeps its last status and the next check asks again.
			const failure = await asServiceFailure(context, error, context.getItemIndex());
			const code = failure instanceof NodeApiError ? String(failure.httpCode) : '';
			if (Date.now() >= deadline - SHORTEST_POLL_MS || isRetryable(code, READ))
				return { retryAfter: retryAfterOf(failure) };
			throw failure;
		}
	};

	const waitFor = async (item: INodeExecutionData): Promise<INodeExecutionData> => {
		const documentId = documentIdOf(item.json);
		if (documentId === undefined) return { ...item, json: { ...item.json, timedOut: false } };
		const initial = statusOf(item.json);
		// A status the answer did not give, or the goal already reached: checked at once.
		const atOnce = initial === undefined || hasReachedGoal(goal, initial);
		let done = false;
		let lastCheck: number | undefined;
		let lastBusy: number | undefined;
		let notBefore = 0;
		for (let first = true; ; first = false) {
			const remaining = deadline - Date.now();
			if (remaining < SHORTEST_POLL_MS || signal?.aborted) break;
			const lastPollAt = deadline - Math.min(LAST_POLL_MS, remaining / 2);
			// As set: the first check at once, then the interval after each check's answer. The
			// automatic pace is looked at again while waiting: another document may finish first.
			const fixedAt = first ? started : Date.now() + (pollInterval ?? 0) * 1000;
			const at =
				pollInterval !== undefined
					? () => fixedAt
					: () =>
							started +
							(first && atOnce
								? 0
								: nextCheckAt({ lastCheck, pace: paceMemory.pace(key), notBefore }));
			await pauseUntil(() => Math.min(at(), lastPollAt), signal);
			if (signal?.aborted || deadline - Date.now() < SHORTEST_POLL_MS) break;
			const sentAt = Date.now() - started;
			const { answer, retryAfter } = await check(documentId);
			lastCheck = sentAt;
			if (retryAfter !== undefined) notBefore = Date.now() - started + retryAfter * 1000;
			if (!answer) continue;
			item = { ...item, json: { ...item.json, ...answer } };
			done = hasReachedGoal(goal, statusOf(item.json));
			if (!done) {
				lastBusy = sentAt;
				continue;
			}
			const observation = {
				lastBusy,
				done: Date.now() - started,
				serviceMs: serviceDuration(answer),
			};
			const ms = durationOf(observation);
			// Found done at a check made at once (a duplicate, an earlier document): nothing to learn.
			if (ms !== undefined && !(atOnce && lastBusy === undefined))
				paceMemory.remember(key, ms, { late: latenessOf(observation) });
			break;
		}
		return { ...item, json: { ...item.json, timedOut: !done } };
	};

	const results = await Promise.all(documents.map(waitFor));
	// Not left behind the node's answer (bounded by SERVICE_READ_MS).
	await learning;
	return results;
}
