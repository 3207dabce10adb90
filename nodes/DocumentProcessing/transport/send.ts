import type {
	DeclarativeRestApiSettings,
	IDataObject,
	IExecutePaginationFunctions,
	INodeExecutionData,
} from 'n8n-workflow';

import { MAX_CONCURRENT_REQUESTS, withSlot } from '../../shared/http/concurrency';
import { asServiceFailure } from '../../shared/http/failure';
import { isRead, retryPolicy, withRetries } from '../../shared/http/retry';
import { currentOperation } from './currentOperation';
import { parameter } from '../../shared/parameter';

export type RequestData = DeclarativeRestApiSettings.ResultOptions;

/** Request Options of the node that shape sending (n8n adds its own: timeout, batching, proxy). */
export interface SendOptions {
	retries?: number;
	retryMaxWait?: number;
	maxConcurrentRequests?: number;
}

/**
 * One request through n8n's routing (which runs the operation's postReceive): at most the
 * configured number in flight for this node, retried only when that cannot do anything twice.
 */
export async function send(
	context: IExecutePaginationFunctions,
	requestData: RequestData,
	{ notAfter, read }: { notAfter?: number; read?: boolean } = {},
): Promise<INodeExecutionData[]> {
	const options = parameter(context, 'requestOptions', {}) as SendOptions & IDataObject;
	const policy = retryPolicy(options, read ?? isRead(currentOperation(context)));
	if (notAfter !== undefined) {
		// A wait's status poll ends by the wait's deadline and is not retried: the next poll is.
		const remaining = Math.max(0, notAfter - Date.now());
		policy.maxAttempts = 1;
		requestData = {
			...requestData,
			options: {
				...requestData.options,
				timeout: Math.min(
					Number(requestData.options.timeout ?? remaining) || remaining,
					Math.max(remaining, 1),
				),
			},
		};
	}
	const slotKey = `${context.getExecutionId()}:${context.getNode().name}`;
	const limit = Number(options.maxConcurrentRequests ?? MAX_CONCURRENT_REQUESTS);
	return await withRetries(
		policy,
		async () =>
			await withSlot(slotKey, limit, async () => await context.makeRoutingRequest(requestData)),
		async (error) => await asServiceFailure(context, error, context.getItemIndex()),
	);
}
