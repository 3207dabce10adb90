import {
	NodeOperationError,
	type IDataObject,
	type IExecutePaginationFunctions,
	type INodeExecutionData,
} from 'n8n-workflow';

import type { Paging } from '../../../contract';
import { send, type RequestData } from './send';
import { listRecords } from '../../shared/records';
import { parameter } from '../../shared/parameter';

/** Records asked for per request when paging through a skip/limit list. */
export const PAGE_SIZE = 100;
/** The workflow listing's largest page. */
export const CURSOR_PAGE_SIZE = 250;

interface Page {
	records: unknown[];
	answer: IDataObject;
}

/** One page: the answer comes back whole (see shapeResponse) and is split here. */
async function fetchPage(
	context: IExecutePaginationFunctions,
	requestData: RequestData,
): Promise<Page> {
	const [item] = await send(context, requestData);
	const answer = (item?.json ?? {}) as IDataObject;
	return { records: listRecords(answer) ?? [], answer };
}

function withOptions(
	requestData: RequestData,
	options: Partial<RequestData['options']>,
): RequestData {
	return { ...requestData, options: { ...requestData.options, ...options } };
}

/** How many records to return: all, or a Limit that must be a whole number of at least 1. */
function wanted(context: IExecutePaginationFunctions): number {
	if (parameter(context, 'returnAll', false) === true) return Number.POSITIVE_INFINITY;
	const raw = parameter(context, 'limit', 50);
	const limit = Number(raw);
	if (!Number.isSafeInteger(limit) || limit < 1) {
		throw new NodeOperationError(
			context.getNode(),
			`Parameter "Limit" must be a whole number of at least 1, got "${String(raw)}"`,
			{
				itemIndex: context.getItemIndex(),
			},
		);
	}
	return limit;
}

/** skip/limit lists: a page shorter than asked for, or the reported total, ends the list. */
async function* skipLimitPages(
	context: IExecutePaginationFunctions,
	requestData: RequestData,
	limit: number,
) {
	let skip = 0;
	for (;;) {
		const size = Math.min(PAGE_SIZE, limit - skip);
		const page = await fetchPage(
			context,
			withOptions(requestData, { qs: { ...requestData.options.qs, skip, limit: size } }),
		);
		yield page;
		skip += page.records.length;
		const total = Number(page.answer.total);
		if (skip >= limit || page.records.length < size || (Number.isFinite(total) && skip >= total))
			return;
	}
}

/** The workflow listing: `cursor` in, `nextCursor` out. */
async function* cursorPages(
	context: IExecutePaginationFunctions,
	requestData: RequestData,
	limit: number,
) {
	let cursor: unknown;
	let fetched = 0;
	do {
		const size = Math.min(CURSOR_PAGE_SIZE, limit - fetched);
		const qs = { ...requestData.options.qs, limit: size, ...(cursor ? { cursor } : {}) };
		const page = await fetchPage(context, withOptions(requestData, { qs }));
		yield page;
		fetched += page.records.length;
		cursor = page.answer.nextCursor;
	} while (cursor && fetched < limit);
}

/** The fields of a body as built (JSON text, a form, or an object). */
function sentFields(body: unknown): IDataObject {
	if (typeof body === 'string') return JSON.parse(body) as IDataObject;
	if (body instanceof URLSearchParams) return Object.fromEntries(body.entries());
	return body && typeof body === 'object' ? (body as IDataObject) : {};
}

/** The log tail: `next_url` of each answer is posted to the next path as `url`. */
async function* nextUrlPages(
	context: IExecutePaginationFunctions,
	requestData: RequestData,
	nextPath: string,
) {
	let page = await fetchPage(context, requestData);
	yield page;
	const groupBy = sentFields(requestData.options.body).group_by;
	while (page.answer.next_url && page.records.length > 0) {
		const nextBody: IDataObject = { url: page.answer.next_url };
		if (groupBy !== undefined) nextBody.group_by = groupBy;
		page = await fetchPage(
			context,
			withOptions(requestData, {
				method: 'POST',
				url: nextPath,
				qs: {},
				body: JSON.stringify(nextBody),
				headers: { ...requestData.options.headers, 'Content-Type': 'application/json' },
			}),
		);
		yield page;
	}
}

function pagesOf(
	context: IExecutePaginationFunctions,
	requestData: RequestData,
	paging: Paging,
	limit: number,
) {
	if (paging.type === 'cursor') return cursorPages(context, requestData, limit);
	if (paging.type === 'nextUrl') return nextUrlPages(context, requestData, paging.nextPath);
	return skipLimitPages(context, requestData, limit);
}

/** Return All / Limit over any of the service's paging styles: one item per record. */
export async function readPages(
	context: IExecutePaginationFunctions,
	requestData: RequestData,
	paging: Paging,
): Promise<INodeExecutionData[]> {
	const limit = wanted(context);
	const pairedItem = { item: context.getItemIndex() };
	const records: INodeExecutionData[] = [];
	for await (const page of pagesOf(context, requestData, paging, limit)) {
		for (const record of page.records) {
			if (records.length >= limit) return records;
			records.push({
				json: (record && typeof record === 'object' ? record : { value: record }) as IDataObject,
				pairedItem,
			});
		}
		if (records.length >= limit) return records;
	}
	return records;
}
