import type { IExecutePaginationFunctions, INodeExecutionData } from 'n8n-workflow';

import { send, type RequestData } from './send';

/** Records asked for per request when paging through a whole list. */
export const PAGE_SIZE = 100;

function withQuery(requestData: RequestData, query: Record<string, number>): RequestData {
	return { ...requestData, options: { ...requestData.options, qs: { ...requestData.options.qs, ...query } } };
}

/**
 * Return All / Limit over skip and limit. A page shorter than asked for ends the list, so the
 * last request is the only one that may come back short or empty.
 */
export async function pageBySkipLimit(
	context: IExecutePaginationFunctions,
	requestData: RequestData,
): Promise<INodeExecutionData[]> {
	const returnAll = context.getNodeParameter('returnAll', false) === true;
	const limit = returnAll ? Number.POSITIVE_INFINITY : Number(context.getNodeParameter('limit', 50));
	const records: INodeExecutionData[] = [];
	while (records.length < limit) {
		const size = Math.min(PAGE_SIZE, limit - records.length);
		const page = await send(context, withQuery(requestData, { skip: records.length, limit: size }));
		records.push(...page);
		if (page.length < size) break;
	}
	return records;
}
