import type {
	IExecutePaginationFunctions,
	IExecuteSingleFunctions,
	IHttpRequestOptions,
	IN8nHttpFullResponse,
	INodeExecutionData,
} from 'n8n-workflow';

import type { RequestData } from './transport/send';

type Transport = typeof import('./transport/hooks') & typeof import('./transport/shapeResponse');

let transport: Promise<Transport> | undefined;

/**
 * The code behind the hooks (request building, multipart, paging, waiting, answer reading) is
 * loaded when the node first runs, not when n8n loads it: n8n loads every installed node when it
 * starts, and most never run in a given process.
 */
async function loadTransport(): Promise<Transport> {
	transport ??= Promise.all([
		import('./transport/hooks'),
		import('./transport/shapeResponse'),
	]).then(([hooks, shaping]) => ({ ...hooks, ...shaping }));
	return await transport;
}

/**
 * The hooks the generated descriptions name in each operation's routing
 * (`routing.operations.pagination`, `output.postReceive`, the resource's `send.preSend`).
 */
export async function sendRequest(
	this: IExecutePaginationFunctions,
	requestData: RequestData,
): Promise<INodeExecutionData[]> {
	return await (await loadTransport()).sendRequest.call(this, requestData);
}

export async function readAllPages(
	this: IExecutePaginationFunctions,
	requestData: RequestData,
): Promise<INodeExecutionData[]> {
	return await (await loadTransport()).readAllPages.call(this, requestData);
}

export async function processDocuments(
	this: IExecutePaginationFunctions,
	requestData: RequestData,
): Promise<INodeExecutionData[]> {
	return await (await loadTransport()).processDocuments.call(this, requestData);
}

export async function shapeResponse(
	this: IExecuteSingleFunctions,
	items: INodeExecutionData[],
	response: IN8nHttpFullResponse,
): Promise<INodeExecutionData[]> {
	return await (await loadTransport()).shapeResponse.call(this, items, response);
}

export async function requireKnownOperation(
	this: IExecuteSingleFunctions,
	requestOptions: IHttpRequestOptions,
): Promise<IHttpRequestOptions> {
	return await (await loadTransport()).requireKnownOperation.call(this, requestOptions);
}
