import type { IBinaryData, IDataObject, INodeExecutionData } from 'n8n-workflow';

import { sizeOf, type InputFile, type NotTaken } from './inputFiles';

type Items = INodeExecutionData[];

/**
 * Output Files Not Taken: the items of the files an upload leaves out. They are not documents:
 * no wait, no Simplified or Selected Fields, no look-up by document ID. Known by identity, not by
 * a key of their JSON (a service's answer could carry any key).
 */
const notTakenItems = new WeakSet<INodeExecutionData>();

export const isNotTaken = (item: INodeExecutionData) => notTakenItems.has(item);

/** What a not-taken item says: the file (null for an item without files) and why. */
export function notTakenJson(
	file: { file: InputFile; binary: IBinaryData } | undefined,
	{ reasonCode, reason }: NotTaken,
): IDataObject {
	return {
		taken: false,
		fileName: file?.file.fileName ?? null,
		binaryField: file?.file.binaryField ?? null,
		mimeType: file?.file.mimeType ?? null,
		sizeBytes: file ? (sizeOf(file.binary) ?? null) : null,
		reasonCode,
		reason,
	};
}

/** The item of a file not taken, with that file's binary (to attach to a mail to a person). */
export function notTakenItem(
	itemIndex: number,
	file: { file: InputFile; binary: IBinaryData } | undefined,
	notTaken: NotTaken,
): INodeExecutionData {
	const item: INodeExecutionData = {
		json: notTakenJson(file, notTaken),
		...(file ? { binary: { [file.file.binaryField]: file.binary } } : {}),
		pairedItem: { item: itemIndex },
	};
	notTakenItems.add(item);
	return item;
}

/**
 * The documents of `items` through `shape` (the wait, the output), each document's items marked
 * `taken: true`; the not-taken items as they are, all in the order of `items`. `shape` gets the
 * documents together (they are waited for side by side) and answers a list of items for each.
 */
export async function shapeTakenOnly(
	items: Items,
	shape: (documents: Items) => Promise<Items[]>,
): Promise<Items> {
	const shaped = await shape(items.filter((item) => !isNotTaken(item)));
	let next = 0;
	return items.flatMap((item) =>
		isNotTaken(item)
			? [item]
			: (shaped[next++] ?? []).map((document) => ({
					...document,
					json: { ...document.json, taken: true },
				})),
	);
}
