import type { IExecutePaginationFunctions, INodeExecutionData } from 'n8n-workflow';

import { buildRequest } from './buildRequest';
import { currentEndpoint } from './currentEndpoint';
import { readPages } from './paging';
import { asNodeError, send, type RequestData } from './send';
import { readWaitOptions, waitForProcessing } from './waitForProcessing';

/**
 * Runs one item's operation. n8n's routing calls it for every operation (each one "paginates"),
 * so building, retries, paging and waiting live in one place, and so do failures: with
 * Continue On Fail a failed item becomes an error item paired with its input.
 */
export async function executeRequest(
	this: IExecutePaginationFunctions,
	requestData: RequestData,
): Promise<INodeExecutionData[]> {
	try {
		const endpoint = currentEndpoint(this);
		const prepared: RequestData = { ...requestData, options: await buildRequest.call(this, requestData.options) };
		if (endpoint.paging) return await readPages(this, prepared, endpoint.paging);
		const wait = endpoint.canWait && this.getNodeParameter('waitForProcessing', false) === true ? readWaitOptions(this) : undefined;
		const items = await send(this, prepared);
		return wait ? await waitForProcessing(this, prepared, items, wait) : items;
	} catch (error) {
		const failure = await asNodeError(this, error);
		if (!this.continueOnFail()) throw failure;
		return [{ json: { error: failure.message }, error: failure, pairedItem: { item: this.getItemIndex() } }];
	}
}
