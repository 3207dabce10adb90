import { createHash } from 'crypto';
import type { IDataObject, IExecuteSingleFunctions } from 'n8n-workflow';

/**
 * What Skip Duplicates remembers: the content hash of each file a workflow uploaded, with the
 * document it became, the last MAX_REMEMBERED per workflow.
 *
 * Where: n8n's deduplication helpers (checkProcessedAndRecord, kept in n8n's database and written
 * at once) are offered to programmatic nodes only; a declarative node's hooks get n8n-core's
 * ExecuteSingleContext, which has none. So the memory is kept in two places:
 * - the workflow's static data (global), in n8n's database: n8n saves it when an execution ends,
 *   for every execution that is not a manual one, on the main instance and on queue-mode workers
 *   alike, so every later execution on any worker reads it;
 * - this process: uploads in flight (two items with the same file upload it once, the other
 *   waits for its document) and the recent uploads of each workflow, for manual executions
 *   (whose static data n8n does not save) and executions running side by side in one process.
 * Limits (README, "Skip Duplicates"): what an execution learned is lost when its process dies
 * before the end, and two executions on different workers at the same time do not see each
 * other's uploads (the one saving last keeps its list). Where that matters (a retried execution)
 * the file is looked up at the service before it is uploaded (earlierUploads.ts).
 */
export const MAX_REMEMBERED = 1000;
const STATIC_DATA_KEY = 'documentProcessingUploads';
/** Recent uploads kept in this process, over all workflows. */
const MAX_IN_PROCESS = 20 * MAX_REMEMBERED;

type Remembered = Array<[hash: string, documentId: string]>;

const inFlight = new Map<string, Promise<string | undefined>>();
const recent = new Map<string, string>();

function remember(key: string, documentId: string): void {
	recent.delete(key);
	recent.set(key, documentId);
	if (recent.size > MAX_IN_PROCESS) recent.delete(recent.keys().next().value as string);
}

/** For tests: a new process, which knows only what n8n saved in the static data. */
export function forgetUploadsOfThisProcess(): void {
	recent.clear();
	inFlight.clear();
}

/** SHA-256 of bytes, as Skip Duplicates compares files. */
export const bytesHash = (bytes: Buffer) => createHash('sha256').update(bytes).digest('base64url');

/** SHA-256 of a file's bytes, read as a stream where n8n keeps the file on disk. */
export async function contentHash(
	context: IExecuteSingleFunctions,
	property: string,
): Promise<string> {
	const hash = createHash('sha256');
	const binary = context.getInputData().binary?.[property];
	if (binary?.id) {
		for await (const chunk of await context.helpers.getBinaryStream(binary.id))
			hash.update(chunk as Buffer);
		return hash.digest('base64url');
	}
	return bytesHash(await context.helpers.getBinaryDataBuffer(property));
}

export const textHash = (text: string) => bytesHash(Buffer.from(text, 'base64'));

/**
 * The hash of an empty file (0 bytes). Every empty file has it, whoever sent it, so it says
 * nothing about which file it was: an empty file is never remembered, never a duplicate.
 */
export const EMPTY_FILE_HASH = bytesHash(Buffer.alloc(0));

/** What a claim gives: the earlier document of the same file, or the result of uploading it now. */
export type Claimed<T> = { duplicateOf: string } | { uploaded: T };

export interface UploadMemory {
	/** The document this workflow's file became, if remembered. */
	known(hash: string): string | undefined;
	/** A document found elsewhere (at the service) for this file, remembered like an upload. */
	remember(hash: string, documentId: string): void;
	/** Forgets the file's document (gone at the service) unless another upload replaced it meanwhile. */
	forget(hash: string, documentId: string): void;
	/**
	 * Uploads a file unless this workflow did before: a file uploaded earlier gives its document;
	 * one being uploaded right now (another item) is waited for. `upload` answers the result and
	 * the document it became (undefined: nothing to remember).
	 */
	claim<T>(
		hash: string,
		upload: () => Promise<{ result: T; documentId?: string }>,
	): Promise<Claimed<T>>;
}

export function uploadMemory(context: IExecuteSingleFunctions): UploadMemory {
	const staticData = context.getWorkflowStaticData('global') as IDataObject;
	const workflowKey = `${context.getWorkflow().id ?? ''}\n`;
	const saved = () => (staticData[STATIC_DATA_KEY] ?? []) as Remembered;
	const record = (hash: string, documentId: string) => {
		if (hash === EMPTY_FILE_HASH) return;
		remember(workflowKey + hash, documentId);
		// Replaced, not changed in place, so n8n sees the change and saves it.
		staticData[STATIC_DATA_KEY] = [
			...saved().filter(([entry]) => entry !== hash),
			[hash, documentId],
		].slice(-MAX_REMEMBERED);
	};
	const known = (hash: string) =>
		hash === EMPTY_FILE_HASH
			? undefined
			: (recent.get(workflowKey + hash) ?? saved().find(([entry]) => entry === hash)?.[1]);
	const forget = (hash: string, documentId: string) => {
		if (recent.get(workflowKey + hash) === documentId) recent.delete(workflowKey + hash);
		if (saved().some(([entry, id]) => entry === hash && id === documentId))
			staticData[STATIC_DATA_KEY] = saved().filter(([entry]) => entry !== hash);
	};
	return {
		known,
		remember: record,
		forget,
		async claim(hash, upload) {
			// An empty file: uploaded as it is, not claimed (another item's empty file is not it).
			if (hash === EMPTY_FILE_HASH) return { uploaded: (await upload()).result };
			const key = workflowKey + hash;
			for (;;) {
				// Checked and claimed without an await in between: no two items upload the same file.
				const earlier = known(hash);
				if (earlier !== undefined) return { duplicateOf: earlier };
				const pending = inFlight.get(key);
				if (!pending) break;
				const documentId = await pending;
				if (documentId !== undefined) return { duplicateOf: documentId };
			}
			const uploading = upload();
			// Never rejects: an item waiting for a failed upload uploads the file itself.
			inFlight.set(
				key,
				uploading.then(
					({ documentId }) => documentId,
					() => undefined,
				),
			);
			try {
				const { result, documentId: id } = await uploading;
				if (id !== undefined) record(hash, id);
				return { uploaded: result };
			} finally {
				inFlight.delete(key);
			}
		},
	};
}
