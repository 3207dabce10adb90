import type {
	IBinaryData,
	IDataObject,
	IExecutePaginationFunctions,
	INodeExecutionData,
} from 'n8n-workflow';

import { isNotTaken } from './filesNotTaken';

/** The input item's file a document's item names (its `binaryField` tag), with that field's name. */
export function inputFileOf(
	context: IExecutePaginationFunctions,
	json: IDataObject,
): { field: string; file: IBinaryData } | undefined {
	const field = typeof json.binaryField === 'string' ? json.binaryField : undefined;
	const file = field === undefined ? undefined : context.getInputData().binary?.[field];
	return field !== undefined && file !== undefined ? { field, file } : undefined;
}

/**
 * Keep the Files: each document's item carries the file it was uploaded from, so a later step (a
 * DMS archive) takes the mail's own file instead of downloading the service's copy: one request
 * less per document. The file is the input item's own binary data, not a copy.
 */
export function withKeptFiles(
	context: IExecutePaginationFunctions,
	items: INodeExecutionData[],
): INodeExecutionData[] {
	return items.map((item) => {
		const kept = isNotTaken(item) ? undefined : inputFileOf(context, item.json);
		return kept ? { ...item, binary: { ...item.binary, [kept.field]: kept.file } } : item;
	});
}
