import type {
	IExecutePaginationFunctions,
	IExecuteSingleFunctions,
	IHttpRequestOptions,
	INodeExecutionData,
} from 'n8n-workflow';

import { asServiceFailure } from '../../shared/http/failure';
import type { Operation } from '../resources/types';
import { buildRequest } from './buildRequest';
import { currentOperation } from './currentOperation';
import { readPages } from './paging';
import { send, type RequestData } from './send';
import { readDocumentSettings } from './documentSettings';
import { simplifiedItems } from './documentOutput';
import { withKeptFiles } from './keptFiles';
import { shapeTakenOnly } from './filesNotTaken';
import { uploadDocuments } from './uploads';
import { waitForStatus } from './waitForStatus';
import {
	duplicateFirst,
	failsUnreadable,
	isUnreadable,
	unreadableError,
	unreadableItems,
} from './unreadable';

/**
 * The hooks an operation's routing names (`routing.operations.pagination`; n8n calls it because
 * the operation sets `routing.send.paginate`). Each builds the request from the contract entry,
 * bad input failing before anything is sent, then sends it its own way. With Continue On Fail a
 * failure becomes an error item paired with its input.
 */
export type OperationHook = (
	this: IExecutePaginationFunctions,
	requestData: RequestData,
) => Promise<INodeExecutionData[]>;

type Run = (
	context: IExecutePaginationFunctions,
	request: RequestData,
	operation: Operation,
) => Promise<INodeExecutionData[]>;

/** `buildFirst`: the request is built before `run`; an upload builds one per file itself. */
function hook(run: Run, buildFirst = true): OperationHook {
	return async function (this: IExecutePaginationFunctions, requestData: RequestData) {
		try {
			const operation = currentOperation(this);
			const request: RequestData = buildFirst
				? { ...requestData, options: await buildRequest.call(this, requestData.options, operation) }
				: requestData;
			return await run(this, request, operation);
		} catch (error) {
			const failure = await asServiceFailure(this, error, this.getItemIndex());
			if (!this.continueOnFail()) throw failure;
			return [
				{
					json: { error: failure.message },
					error: failure,
					pairedItem: { item: this.getItemIndex() },
				},
			];
		}
	};
}

/** One request, retried where that is safe. */
export const sendRequest = hook(async (context, request) => await send(context, request));

/** Return All / Limit over the list's paging style. */
export const readAllPages = hook(
	async (context, request, operation) => await readPages(context, request, operation.paging!),
);

/**
 * Operations that answer documents: the request (uploads: a request per file, duplicates
 * skipped), then the wait the user switched on, then the output (Simplified or Raw).
 */
export const processDocuments = hook(async (context, requestData, operation) => {
	const settings = readDocumentSettings(context, operation);
	const documents = operation.uploads
		? await uploadDocuments(context, requestData, operation, settings)
		: await send(context, {
				...requestData,
				options: await buildRequest.call(context, requestData.options, operation),
			});
	const newest = failsUnreadable(context);
	// Version 6: a document that ended in `error` while the node waited for its processing or
	// export is an error (unreadable.ts); it is kept out of the output and returned as an error item.
	const refused: INodeExecutionData[] = [];
	const waitedFor = async (items: INodeExecutionData[]) => {
		if (!settings.wait) return items;
		const waited = await waitForStatus(context, requestData, items, settings.wait);
		if (newest && settings.wait.goal !== 'review') {
			const unreadable = waited.filter(isUnreadable);
			if (unreadable.length > 0 && !context.continueOnFail())
				throw unreadableError(context, unreadable[0].json);
			refused.push(...unreadable);
		}
		return waited;
	};
	const kept = (item: INodeExecutionData) => !refused.includes(item);
	const shaped = async (): Promise<INodeExecutionData[]> => {
		if (settings.outputFilesNotTaken)
			// Each document's items apart, so the files not taken go back in between, in their order.
			return await shapeTakenOnly(documents, async (taken) => {
				const waited = await waitedFor(taken);
				return await Promise.all(
					waited.map(async (document) =>
						!kept(document)
							? []
							: settings.simplified
								? await simplifiedItems(context, requestData, [document], settings)
								: [document],
					),
				);
			});
		const waited = (await waitedFor(documents)).filter(kept);
		return settings.simplified
			? await simplifiedItems(context, requestData, waited, settings)
			: waited;
	};
	const shapedOutput = await shaped();
	const output = settings.keepFiles ? withKeptFiles(context, shapedOutput) : shapedOutput;
	if (!newest) return output;
	return [...output.map(duplicateFirst), ...unreadableItems(context, refused)];
}, false);

/**
 * preSend of the resource parameter: a resource or operation value the node does not know (a
 * workflow saved by another version, a typo in JSON) has no hook, and n8n would send a bare
 * request to the base URL. This refuses it before anything is sent.
 */
export async function requireKnownOperation(
	this: IExecuteSingleFunctions,
	requestOptions: IHttpRequestOptions,
): Promise<IHttpRequestOptions> {
	currentOperation(this);
	return requestOptions;
}
