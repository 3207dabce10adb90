import {
	NodeOperationError,
	type IDataObject,
	type IExecutePaginationFunctions,
	type INodeExecutionData,
} from 'n8n-workflow';

import { statusOf } from '../../shared/document';
import { versionOf } from '../resources/versions';
import { inputFileOf } from './keptFiles';

/**
 * Version 6: a document the service could not read (it ended in status `error` while the node
 * waited for it) is an error the user sees in the editor, not a green item with the error inside.
 * Without Continue On Fail the node fails with the service's message; with it (On Error → Continue,
 * or Continue (using error output)) each such document becomes an error item beside the others,
 * naming the file and the document, and n8n routes it to the error output when the user chose that. Versions 1 to 5 keep the green item.
 */
export function failsUnreadable(context: IExecutePaginationFunctions): boolean {
	return versionOf(context.getNode()) >= 6;
}

export const isUnreadable = (item: INodeExecutionData): boolean => statusOf(item.json) === 'error';

/** The file a document came from, as the item names it. */
function fileOf(json: IDataObject): string | undefined {
	const name = json.fileName ?? json.file_name;
	return typeof name === 'string' && name !== '' ? name : undefined;
}

export function unreadableError(
	context: IExecutePaginationFunctions,
	json: IDataObject,
): NodeOperationError {
	const file = fileOf(json);
	const id = json.doc_id === undefined || json.doc_id === null ? undefined : String(json.doc_id);
	const said = json.error_message ?? json.errorMessage;
	const what = [file, id === undefined ? undefined : `document ${id}`].filter(Boolean);
	const message = `The service could not read ${
		what.length === 2 ? `${what[0]} (${what[1]})` : (what[0] ?? 'the document')
	}${typeof said === 'string' && said !== '' ? `: ${said}` : ''}`;
	return new NodeOperationError(context.getNode(), message, {
		itemIndex: context.getItemIndex(),
		description:
			'The document is at the service with status "error". To send such files to a person instead of stopping, open this node\'s Settings, set On Error to "Continue (using error output)" and connect the error output.',
	});
}

/**
 * Error items for the documents the service could not read, each paired with its input item and
 * carrying the file it came from (in its binary field), so a mail to a person can attach it. n8n
 * keeps only `error` of an error item's JSON, so the message names the file and the document.
 */
export function unreadableItems(
	context: IExecutePaginationFunctions,
	items: INodeExecutionData[],
): INodeExecutionData[] {
	return items.map((item) => {
		const error = unreadableError(context, item.json);
		const input = inputFileOf(context, item.json);
		return {
			json: { error: error.message },
			...(input ? { binary: { [input.field]: input.file } } : {}),
			error,
			pairedItem: item.pairedItem ?? { item: context.getItemIndex() },
		};
	});
}

/**
 * Version 6: `duplicate` right after the document's ID, where a user looks (the Table view's first
 * columns), rather than after the document's fields.
 */
export function duplicateFirst(item: INodeExecutionData): INodeExecutionData {
	if (!('duplicate' in item.json)) return item;
	const { duplicate, ...rest } = item.json;
	const json: IDataObject =
		'doc_id' in rest ? { doc_id: rest.doc_id, duplicate, ...rest } : { duplicate, ...rest };
	return { ...item, json };
}
