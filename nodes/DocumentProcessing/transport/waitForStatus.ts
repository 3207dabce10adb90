import {
	NodeApiError,
	NodeOperationError,
	type IDataObject,
	type IExecutePaginationFunctions,
	type INodeExecutionData,
} from 'n8n-workflow';

import { documentIdOf, hasReachedGoal, statusOf, type WaitGoal } from '../../shared/document';
import { endpoints } from '../../../contract';
import { fillPath } from '../../shared/inputValues';
import { pause } from '../../shared/pause';
import { asServiceFailure } from '../../shared/http/failure';
import { isRetryable, retryPolicy } from '../../shared/http/retry';
import { send, type RequestData } from './send';
import { parameter } from '../../shared/parameter';

/** A request to another endpoint with the settings (credential, timeout, proxy) of this one. */
export function requestTo(
	requestData: RequestData,
	endpoint: { method: string; path: string },
	documentId: string,
	body?: URLSearchParams,
): RequestData {
	const options = {
		...requestData.options,
		method: endpoint.method as RequestData['options']['method'],
		url: fillPath(endpoint.path, () => documentId),
		qs: {},
	};
	delete options.body;
	if (body) options.body = body;
	return { ...requestData, options };
}

export interface WaitSettings {
	goal: WaitGoal;
	pollInterval: number;
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
	const { pollInterval = 5, timeout = 300 } = parameter(context, 'waitOptions', {}) as IDataObject;
	for (const [name, value] of [
		['Poll Interval (Seconds)', pollInterval],
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
	return { goal, pollInterval: Number(pollInterval), timeout: Number(timeout) };
}

interface Waiting {
	item: INodeExecutionData;
	done: boolean;
}

/** The last status poll leaves this long before the deadline, so it can end in time. */
const LAST_POLL_MS = 500;
const READ = retryPolicy({}, true);

/** Less time than this left: no poll is started (it could not answer in time). */
const SHORTEST_POLL_MS = 100;

/**
 * Polls the status of each document until it reaches the goal or the timeout passes. Every
 * poll ends by the deadline (its timeout and retries are cut to it), so the node holds the
 * worker at most the timeout. A timeout is not an error: the item carries the last status and
 * `timedOut: true`.
 */
export async function waitForStatus(
	context: IExecutePaginationFunctions,
	requestData: RequestData,
	documents: INodeExecutionData[],
	{ goal, pollInterval, timeout }: WaitSettings,
): Promise<INodeExecutionData[]> {
	const deadline = Date.now() + timeout * 1000;
	const waiting: Waiting[] = documents.map((item) => ({
		item,
		done: documentIdOf(item.json) === undefined,
	}));
	const poll = async (entry: Waiting) => {
		const documentId = documentIdOf(entry.item.json) as string;
		const request = requestTo(requestData, endpoints.document.getStatus, documentId);
		let answer: INodeExecutionData | undefined;
		try {
			[answer] = await send(context, request, { notAfter: deadline, read: true });
		} catch (error) {
			// A poll the deadline cut short, or one to try again (429, 503, a timeout, …): the
			// document keeps its last status and the next poll asks again.
			const failure = await asServiceFailure(context, error, context.getItemIndex());
			const code = failure instanceof NodeApiError ? String(failure.httpCode) : '';
			if (Date.now() >= deadline - SHORTEST_POLL_MS || isRetryable(code, READ)) return;
			throw failure;
		}
		entry.item = { ...entry.item, json: { ...entry.item.json, ...answer?.json } };
		entry.done = hasReachedGoal(goal, statusOf(entry.item.json));
	};
	for (;;) {
		if (deadline - Date.now() >= SHORTEST_POLL_MS)
			await Promise.all(waiting.filter((entry) => !entry.done).map(poll));
		const remaining = deadline - Date.now();
		if (waiting.every((entry) => entry.done) || remaining < SHORTEST_POLL_MS) {
			return waiting.map(({ item, done }) => ({
				...item,
				json: { ...item.json, timedOut: !done },
			}));
		}
		const lastPollAt = remaining - Math.min(LAST_POLL_MS, remaining / 2);
		await pause(
			Math.max(0, Math.min(pollInterval * 1000, lastPollAt)),
			context.getExecutionCancelSignal(),
		);
	}
}
