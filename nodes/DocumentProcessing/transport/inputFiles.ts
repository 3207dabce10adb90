import { NodeOperationError, type IBinaryData, type IExecuteSingleFunctions } from 'n8n-workflow';

import type { Operation } from '../resources/types';
import { parameter } from '../../shared/parameter';
import { missingBinary } from './multipart';

/** One file of the input item an upload sends. */
export interface InputFile {
	/** The binary field holding it. */
	binaryField: string;
	fileName: string;
	mimeType: string;
}

export interface FileFilters {
	fileNameFilter?: string;
	mimeTypeFilter?: string;
	/** Images below this many kilobytes (logos, signatures) are left out; 0 keeps every image. */
	skipImagesSmallerThanKb?: number;
	/** An item with no file to send: `skip` it (no output item) or fail it (`error`). */
	whenNoFileMatches?: 'skip' | 'error';
	/**
	 * Output Files Not Taken: an item for each file not uploaded and for an item without files;
	 * an empty file (0 bytes) is then never uploaded.
	 */
	outputFilesNotTaken?: boolean;
}

/** Why a file is not uploaded: a stable code (for a workflow's Switch) and a sentence (for people). */
export type NotTakenCode =
	| 'fileNameFilter'
	| 'mimeTypeFilter'
	| 'smallImage'
	| 'emptyFile'
	| 'noFile';

export interface NotTaken {
	reasonCode: NotTakenCode;
	reason: string;
}

/** A binary field of the item, with why it is not uploaded (undefined: it is). */
export interface SortedFile {
	file: InputFile;
	binary: IBinaryData;
	notTaken?: NotTaken;
}

/** A filter's patterns: the ones to choose, and the ones (written `!pattern`) to leave out. */
function patterns(text: string | undefined) {
	const all = (text ?? '')
		.split(',')
		.map((pattern) => pattern.trim())
		.filter((pattern) => pattern !== '' && pattern !== '!');
	return {
		include: all.filter((pattern) => !pattern.startsWith('!')),
		exclude: all.filter((pattern) => pattern.startsWith('!')).map((pattern) => pattern.slice(1)),
	};
}

/** `*` any text, `?` one character; case does not matter. */
export function globMatches(pattern: string, text: string): boolean {
	const source = pattern
		.split('')
		.map((char) =>
			char === '*' ? '.*' : char === '?' ? '.' : char.replace(/[.+^${}()|[\]\\]/g, '\\$&'),
		)
		.join('');
	return new RegExp(`^${source}$`, 'i').test(text);
}

/** Whether a text passes a filter: it matches an inclusion (or there is none) and no exclusion. */
export function passesFilter(filter: string | undefined, text: string): boolean {
	const { include, exclude } = patterns(filter);
	return (
		(include.length === 0 || include.some((pattern) => globMatches(pattern, text))) &&
		!exclude.some((pattern) => globMatches(pattern, text))
	);
}

const SIZE_UNITS: Record<string, number> = { b: 1, kb: 1e3, mb: 1e6, gb: 1e9 };

/**
 * A binary's size in bytes: n8n's `bytes`, the length of data held in memory, or its readable
 * `fileSize` ("12.3 kB"); undefined when none tells.
 */
export function sizeOf(binary: IBinaryData): number | undefined {
	if (typeof binary.bytes === 'number') return binary.bytes;
	if (!binary.id && typeof binary.data === 'string')
		return Buffer.from(binary.data, 'base64').length;
	const match = /^\s*([\d.]+)\s*([kmg]?b)\s*$/i.exec(binary.fileSize ?? '');
	return match ? Number(match[1]) * SIZE_UNITS[match[2].toLowerCase()] : undefined;
}

const IMAGE_NAME = /\.(png|jpe?g|gif|bmp|tiff?|webp|heic|svg)$/i;

/** A small image (a logo, a signature): its size is known and below the limit. */
function isSmallImage(file: InputFile, binary: IBinaryData, limitKb: number | undefined): boolean {
	if (!limitKb || limitKb <= 0) return false;
	const image = file.mimeType.toLowerCase().startsWith('image/') || IMAGE_NAME.test(file.fileName);
	const size = sizeOf(binary);
	return image && size !== undefined && size < limitKb * 1000;
}

/**
 * Why the filters (and Output Files Not Taken, for an empty file) leave a file out, the first
 * that applies in the order the options are listed; undefined when the file is uploaded.
 */
export function whyNotTaken(
	file: InputFile,
	binary: IBinaryData,
	filters: FileFilters,
): NotTaken | undefined {
	const name = file.fileName;
	if (!passesFilter(filters.fileNameFilter, name))
		return {
			reasonCode: 'fileNameFilter',
			reason: `${name} is not taken: its name does not match the File Name Filter "${filters.fileNameFilter?.trim()}"`,
		};
	if (!passesFilter(filters.mimeTypeFilter, file.mimeType))
		return {
			reasonCode: 'mimeTypeFilter',
			reason: `${name} is not taken: its type ${file.mimeType} does not match the MIME Type Filter "${filters.mimeTypeFilter?.trim()}"`,
		};
	if (isSmallImage(file, binary, filters.skipImagesSmallerThanKb))
		return {
			reasonCode: 'smallImage',
			reason: `${name} is left out: an image under ${filters.skipImagesSmallerThanKb} KB (Skip Images Smaller Than (KB)), such as a logo or signature`,
		};
	if (filters.outputFilesNotTaken && sizeOf(binary) === 0)
		return {
			reasonCode: 'emptyFile',
			reason: `${name} is empty (0 bytes): there is nothing to process`,
		};
	return undefined;
}

/** The item an input item without any file gives with Output Files Not Taken. */
export const NO_FILE: NotTaken = {
	reasonCode: 'noFile',
	reason: 'The item has no file (no attachment)',
};

const fileOf = (binaryField: string, binary: IBinaryData): InputFile => ({
	binaryField,
	fileName:
		binary.fileName || `${binaryField}${binary.fileExtension ? `.${binary.fileExtension}` : ''}`,
	mimeType: binary.mimeType || 'application/octet-stream',
});

/** The upload's parameter naming its binary fields. */
const namedFieldsParameter = (operation: Operation) =>
	operation.uploads === 'many' ? 'files' : 'file';

/** The named binary fields (comma-separated for several files), as the upload's parameter says. */
function namedFields(context: IExecuteSingleFunctions, operation: Operation): string[] {
	return String(parameter(context, namedFieldsParameter(operation), 'data'))
		.split(',')
		.map((field) => field.trim())
		.filter((field) => field !== '');
}

/**
 * Every binary field of the item (Input Files: All Binary Fields), in the item's order
 * (attachment_0, attachment_1, …), each with why it is not uploaded, if it is not. An item with
 * no file to send is an error naming the filters and the item's files when When No File Matches
 * says so.
 */
export function sortedInputFiles(
	context: IExecuteSingleFunctions,
	filters: FileFilters,
): SortedFile[] {
	const binaries = context.getInputData().binary ?? {};
	const all: SortedFile[] = Object.entries(binaries).map(([field, binary]) => {
		const file = fileOf(field, binary);
		return { file, binary, notTaken: whyNotTaken(file, binary, filters) };
	});
	// Mail without attachments, or with only a logo: nothing to upload, which is no failure of
	// the item unless the user asks for one (one failed mail would stop a whole poll's mails).
	if (all.some(({ notTaken }) => !notTaken) || filters.whenNoFileMatches !== 'error') return all;
	const filterText = [
		filters.fileNameFilter?.trim() ? `File Name Filter "${filters.fileNameFilter.trim()}"` : '',
		filters.mimeTypeFilter?.trim() ? `MIME Type Filter "${filters.mimeTypeFilter.trim()}"` : '',
		filters.skipImagesSmallerThanKb
			? `Skip Images Smaller Than (KB) ${filters.skipImagesSmallerThanKb}`
			: '',
		all.some(({ notTaken }) => notTaken?.reasonCode === 'emptyFile')
			? 'Output Files Not Taken (empty files are not uploaded)'
			: '',
	]
		.filter(Boolean)
		.join(' and ');
	throw new NodeOperationError(
		context.getNode(),
		all.length === 0
			? 'Parameter "Input Files": the input item has no binary fields, so there is no file to upload'
			: `Parameter "Input Files": no binary field of the input item matches the ${filterText}`,
		{
			itemIndex: context.getItemIndex(),
			description: all.length
				? `Files on this item: ${all.map(({ file }) => `${file.binaryField} (${file.fileName}, ${file.mimeType})`).join('; ')}`
				: 'Add a node before this one that reads or downloads the files, e.g. an e-mail trigger with attachments.',
		},
	);
}

/**
 * The files an upload sends: the named binary fields, or every binary field of the item that
 * passes the file name and MIME type filters (sortedInputFiles).
 */
export function inputFiles(
	context: IExecuteSingleFunctions,
	operation: Operation,
	filters: FileFilters,
): InputFile[] {
	const binaries = context.getInputData().binary ?? {};
	if (parameter(context, 'inputFiles', 'named') !== 'all') {
		// Checked before Skip Duplicates reads any file's content.
		return namedFields(context, operation).map((field) => {
			if (!binaries[field]) throw missingBinary(context, namedFieldsParameter(operation), field);
			return fileOf(field, binaries[field]);
		});
	}
	return sortedInputFiles(context, filters)
		.filter(({ notTaken }) => !notTaken)
		.map(({ file }) => file);
}
