import {
	NodeOperationError,
	sleep,
	type IDataObject,
	type IExecutePaginationFunctions,
	type INodeExecutionData,
} from 'n8n-workflow';

import { documentIdOf, hasLeftProcessing, statusOf } from '../../shared/document';
import { endpoints } from '../../../contract';
import { fillPath } from '../../shared/inputValues';
import { send, type RequestData } from './send';
import { parameter } from './parameter';

/** The status of one document, asked with the request settings of the upload. */
function statusRequest(requestData: RequestData, documentId: string): RequestData {
	const { method, path } = endpoints.document.getStatus;
	const options = { ...requestData.options, method, url: fillPath(path, () => documentId), qs: {} };
	delete options.body;
	return { ...requestData, options };
}

export interface WaitOptions {
	pollInterval: number;
	timeout: number;
}

/** The wait options, checked before the upload is sent. */
export function readWaitOptions(context: IExecutePaginationFunctions): WaitOptions {
	const { pollInterval = 5, timeout = 300 } = parameter(context, 'waitOptions', {}) as IDataObject;
	for (const [name, value] of [
		['Poll Interval (Seconds)', pollInterval],
		['Timeout (Seconds)', timeout],
	] as const) {
		if (!(Number(value) >= 0)) {
			throw new NodeOperationError(
				context.getNode(),
				`Parameter "${name}" must be a number of seconds, at least 0, got "${String(value)}"`,
				{
					itemIndex: context.getItemIndex(),
				},
			);
		}
	}
	return { pollInterval: Number(pollInterval), timeout: Number(timeout) };
}

/**
 * After an upload: polls the status of each uploaded document until it has left processing or
 * the timeout passes. A timeout is not an error: the item carries the id and the last status.
 */
export async function waitForProcessing(
	context: IExecutePaginationFunctions,
	requestData: RequestData,
	uploaded: INodeExecutionData[],
	{ pollInterval, timeout }: WaitOptions,
): Promise<INodeExecutionData[]> {
	const deadline = Date.now() + timeout * 1000;
	const results = uploaded.map((item) => ({
		item,
		status: statusOf(item.json),
		done: documentIdOf(item.json) === undefined,
	}));
	for (;;) {
		for (const result of results.filter((entry) => !entry.done)) {
			const documentId = documentIdOf(result.item.json) as string;
			const [answer] = await send(context, statusRequest(requestData, documentId));
			result.status = statusOf(answer?.json ?? {}) ?? result.status;
			result.item = { ...result.item, json: { ...result.item.json, ...answer?.json } };
			result.done = hasLeftProcessing(result.status);
		}
		const pending = results.some((entry) => !entry.done);
		if (!pending || Date.now() + pollInterval * 1000 > deadline) {
			return results.map(({ item, done }) => ({
				...item,
				json: { ...item.json, timedOut: !done },
			}));
		}
		await sleep(pollInterval * 1000);
	}
}
