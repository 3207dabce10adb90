import type {
	DeclarativeRestApiSettings,
	IDataObject,
	IExecutePaginationFunctions,
	IHttpRequestOptions,
	INodeExecutionData,
} from 'n8n-workflow';

import { maxConcurrentOf } from '../../shared/http/concurrency';
import { isRead, retryPolicy } from '../../shared/http/retry';
import { requestService } from '../../shared/http/serviceRequest';
import { parameter } from '../../shared/parameter';
import { currentOperation } from './currentOperation';
import { shapeResponse } from './shapeResponse';

export type RequestData = DeclarativeRestApiSettings.ResultOptions;

/** Request Options of the node that shape sending (n8n adds its own: timeout, batching, proxy). */
export interface SendOptions {
	retries?: number;
	retryMaxWait?: number;
	maxConcurrentRequests?: number;
}

/**
 * One request of the action node, with the options n8n's routing prepared (the node's Request
 * Options: timeout, proxy, SSL), its answer shaped into items (shapeResponse): at most Max
 * Concurrent Requests in flight to the service from this process (shared/http/concurrency.ts),
 * retried only when that cannot do anything twice.
 */
export async function send(
	context: IExecutePaginationFunctions,
	requestData: RequestData,
): Promise<INodeExecutionData[]> {
	const options = parameter(context, 'requestOptions', {}) as SendOptions & IDataObject;
	const policy = retryPolicy(options, isRead(currentOperation(context)));
	return await requestService(
		context,
		requestData.options as IHttpRequestOptions,
		async (response) => await shapeResponse.call(context, [], response),
		{ policy, itemIndex: context.getItemIndex(), maxConcurrent: maxConcurrentOf(options) },
	);
}
