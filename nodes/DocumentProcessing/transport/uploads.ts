import type { IDataObject, IExecutePaginationFunctions, INodeExecutionData } from 'n8n-workflow';

import { documentIdOf } from '../../shared/document';
import type { Operation } from '../resources/types';
import { buildRequest, type InputOverrides } from './buildRequest';
import type { DocumentSettings } from './documentSettings';
import { notTakenItem } from './filesNotTaken';
import {
	inputFiles,
	NO_FILE,
	sortedInputFiles,
	withKindByContent,
	type InputFile,
} from './inputFiles';
import { parameter } from '../../shared/parameter';
import { send, type RequestData } from './send';
import { findEarlierUpload, stillAtService } from './earlierUploads';
import {
	contentHash,
	EMPTY_FILE_HASH,
	textHash,
	uploadMemory,
	type Claimed,
	type UploadMemory,
} from './uploadMemory';

type Items = INodeExecutionData[];

/** One item's upload: what every step of it reads. */
interface UploadJob {
	context: IExecutePaginationFunctions;
	requestData: RequestData;
	operation: Operation;
	settings: DocumentSettings;
	/** Skip Duplicates' memory; undefined while it is off. */
	memory: UploadMemory | undefined;
}

/**
 * The upload request, built from the operation's inputs (one file in place of the named one;
 * `files` recognized by their content sent as what they are).
 */
async function built(
	{ context, requestData, operation }: UploadJob,
	overrides?: InputOverrides,
	files: InputFile[] = [],
): Promise<RequestData> {
	const sendAs = Object.fromEntries(
		files.flatMap((file) => (file.sentAs ? [[file.binaryField, file.sentAs]] : [])),
	);
	return {
		...requestData,
		options: await buildRequest.call(context, requestData.options, operation, overrides, sendAs),
	};
}

/**
 * The name the service keeps a file under: the name it is sent as (a file recognized by its
 * content gains its ending), which is what a look-up for an earlier upload must search.
 */
function keptName(file: InputFile): string {
	return file.sentAs?.fileName ?? file.fileName;
}

/** Where a document came from, and whether it was uploaded before, on its item. */
function tagged(items: Items, tag: IDataObject): Items {
	return items.map((item) => ({ ...item, json: { ...item.json, ...tag } }));
}

function fileTag(file: InputFile | undefined, settings: DocumentSettings): IDataObject {
	return {
		...(file && (settings.allFiles || settings.skipDuplicates || settings.keepFiles)
			? { fileName: file.fileName, binaryField: file.binaryField }
			: {}),
		...(settings.skipDuplicates ? { duplicate: false } : {}),
	};
}

/**
 * What the service says before the claim: a remembered document it no longer has (deleted since)
 * is forgotten, so the file is uploaded again; a file the memory does not know is looked up when
 * the settings ask for it (a retried execution), and remembered when found.
 */
async function checkAtService(
	{ context, settings }: UploadJob,
	memory: UploadMemory,
	hash: string,
	fileName: string | undefined,
): Promise<void> {
	// An empty file is never a duplicate (uploadMemory.ts): nothing to ask.
	if (hash === EMPTY_FILE_HASH) return;
	const known = memory.known(hash);
	if (known !== undefined) {
		if (await stillAtService(context, known)) return;
		memory.forget(hash, known);
	}
	// Upload Base64 has no file name to search by.
	if (!settings.lookUpEarlierUploads || fileName === undefined) return;
	const found = await findEarlierUpload(context, fileName, hash);
	if (found !== undefined) memory.remember(hash, found);
}

/** A claim's items: the upload's, or one naming the document the workflow sent the file as. */
function claimedItems(
	context: IExecutePaginationFunctions,
	claimed: Claimed<Items>,
	tag: IDataObject,
): Items {
	if ('uploaded' in claimed) return tagged(claimed.uploaded, tag);
	return [
		{
			json: { doc_id: claimed.duplicateOf, ...tag, duplicate: true },
			pairedItem: { item: context.getItemIndex() },
		},
	];
}

/** An upload sent once: skipped (the earlier document) when this workflow sent the file before. */
async function uploadOnce(
	job: UploadJob,
	file: { hash: () => Promise<string>; fileName?: string },
	upload: () => Promise<Items>,
	tag: IDataObject,
): Promise<Items> {
	const { memory } = job;
	if (!memory) return tagged(await upload(), tag);
	const hash = await file.hash();
	await checkAtService(job, memory, hash, file.fileName);
	const claimed = await memory.claim(hash, async () => {
		const result = await upload();
		return { result, documentId: documentIdOf(result[0]?.json ?? {}) };
	});
	return claimedItems(job.context, claimed, tag);
}

/** Upload Many: one request with every file not sent before; one item per document. */
async function uploadMany(job: UploadJob, files: InputFile[]): Promise<Items> {
	const { context, settings, memory } = job;
	const perDocument =
		settings.allFiles || settings.skipDuplicates || settings.simplified || settings.wait;
	if (!perDocument) return await send(context, await built(job));
	const upload = async (chosen: InputFile[]) => {
		const [answer] = await send(
			context,
			await built(job, { files: chosen.map((file) => file.binaryField) }, chosen),
		);
		const documents = answer?.json.documents;
		// An answer of another shape is passed on whole.
		if (!Array.isArray(documents) || documents.length !== chosen.length)
			return chosen.map(() => answer);
		return documents.map((document) => ({ ...answer, json: document as IDataObject }));
	};
	if (!memory) {
		const answers = await upload(files);
		return answers.flatMap((answer, index) => tagged([answer], fileTag(files[index], settings)));
	}
	// Every file claims its content in the same tick, so the files not sent before go in one
	// request; a file whose claim had to wait for another item's upload goes on its own.
	const hashes = await Promise.all(
		files.map(async (file) => await contentHash(context, file.binaryField)),
	);
	for (const [index, file] of files.entries())
		await checkAtService(job, memory, hashes[index], keptName(file));
	const batch: InputFile[] = [];
	let sent: Promise<Items> | undefined;
	const claims = files.map(
		async (file, index) =>
			await memory.claim(hashes[index], async () => {
				const late = sent !== undefined;
				if (!late) batch.push(file);
				await Promise.resolve();
				const answers = late ? await upload([file]) : await (sent ??= upload(batch));
				const result = answers[late ? 0 : batch.indexOf(file)];
				return { result: [result], documentId: documentIdOf(result?.json ?? {}) };
			}),
	);
	const claimed = await Promise.all(claims);
	return claimed.flatMap((claim, index) =>
		claimedItems(context, claim, fileTag(files[index], settings)),
	);
}

/**
 * Upload, Upload Many, Upload Base64: the files of the item (named, or every binary field that
 * passes the filters), each skipped when Skip Duplicates is on and the workflow sent it before.
 * Upload sends one request per file, in the item's order.
 */
export async function uploadDocuments(
	context: IExecutePaginationFunctions,
	requestData: RequestData,
	operation: Operation,
	settings: DocumentSettings,
): Promise<Items> {
	const memory = settings.skipDuplicates ? uploadMemory(context) : undefined;
	const job: UploadJob = { context, requestData, operation, settings, memory };
	if (operation.uploads === 'base64') {
		const request = await built(job);
		return await uploadOnce(
			job,
			{ hash: async () => textHash(String(parameter(context, 'file_contents', ''))) },
			async () => await send(context, request),
			fileTag(undefined, settings),
		);
	}
	if (settings.outputFilesNotTaken) return await withFilesNotTaken(job);
	const files = await inputFiles(context, operation, settings);
	// An item with no file the filters choose (When No File Matches: Skip the Item).
	if (files.length === 0) return [];
	return (await uploadFiles(job, files)).flat();
}

/** The uploads of the chosen files: the items of each file, in the order of `files`. */
async function uploadFiles(job: UploadJob, files: InputFile[]): Promise<Items[]> {
	const { context, operation, settings } = job;
	if (operation.uploads === 'many') {
		const items = await uploadMany(job, files);
		// One item per file whenever the files are told apart (All Binary Fields, Skip Duplicates, …).
		return items.length === files.length ? items.map((item) => [item]) : [items];
	}
	const items: Items[] = [];
	for (const file of files) {
		// Built first: a missing named field fails here, naming the parameter.
		const request = await built(job, { file: file.binaryField }, [file]);
		items.push(
			await uploadOnce(
				job,
				{
					hash: async () => await contentHash(context, file.binaryField),
					fileName: keptName(file),
				},
				async () => await send(context, request),
				fileTag(file, settings),
			),
		);
	}
	return items;
}

/**
 * Output Files Not Taken: the item's files in its order, each uploaded (its documents) or not
 * (an item saying why, with the file); an item without files gives one item saying so.
 */
async function withFilesNotTaken(job: UploadJob): Promise<Items> {
	const { context, settings } = job;
	const itemIndex = context.getItemIndex();
	const sorted = await sortedInputFiles(context, settings);
	if (sorted.length === 0) return [notTakenItem(itemIndex, undefined, NO_FILE)];
	const files = sorted.filter(({ notTaken }) => !notTaken).map(({ file }) => file);
	const uploaded = files.length > 0 ? await uploadFiles(job, files) : [];
	const explained = await Promise.all(
		sorted.map(async (file) => await withKindByContent(context, file, settings)),
	);
	let next = 0;
	return explained.flatMap((file) =>
		file.notTaken ? [notTakenItem(itemIndex, file, file.notTaken)] : (uploaded[next++] ?? []),
	);
}
