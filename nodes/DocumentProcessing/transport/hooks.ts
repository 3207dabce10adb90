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
import { readWaitOptions, waitForProcessing } from './waitForProcessing';
import { parameter } from './parameter';

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

function hook(run: Run): OperationHook {
	return async function (this: IExecutePaginationFunctions, requestData: RequestData) {
		try {
			const operation = currentOperation(this);
			const request: RequestData = {
				...requestData,
				options: await buildRequest.call(this, requestData.options, operation),
			};
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

/** An upload, then, when Wait for Processing is on, status polls until processing has finished. */
export const uploadAndWait = hook(async (context, request) => {
	const wait =
		parameter(context, 'waitForProcessing', false) === true ? readWaitOptions(context) : undefined;
	const uploaded = await send(context, request);
	return wait ? await waitForProcessing(context, request, uploaded, wait) : uploaded;
});

/** The hook an operation names in its routing. */
export function hookOf(operation: Operation): OperationHook {
	if (operation.paging) return readAllPages;
	if (operation.canWait) return uploadAndWait;
	return sendRequest;
}

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
