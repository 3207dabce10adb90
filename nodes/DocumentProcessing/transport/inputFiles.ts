import { NodeOperationError, type IBinaryData, type IExecuteSingleFunctions } from 'n8n-workflow';

import type { Operation } from '../resources/types';
import { parameter } from '../../shared/parameter';

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
	if (!binary.id && typeof binary.data === 'string' && binary.data !== '')
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

const fileOf = (binaryField: string, binary: IBinaryData): InputFile => ({
	binaryField,
	fileName:
		binary.fileName || `${binaryField}${binary.fileExtension ? `.${binary.fileExtension}` : ''}`,
	mimeType: binary.mimeType || 'application/octet-stream',
});

/** The named binary fields (comma-separated for several files), as the upload's parameter says. */
function namedFields(context: IExecuteSingleFunctions, operation: Operation): string[] {
	const name = operation.uploads === 'many' ? 'files' : 'file';
	return String(parameter(context, name, 'data'))
		.split(',')
		.map((field) => field.trim())
		.filter((field) => field !== '');
}

/**
 * The files an upload sends: the named binary fields, or every binary field of the item that
 * passes the file name and MIME type filters (in the item's order: attachment_0, attachment_1,
 * …). No file to send is an error naming the filters and the item's files.
 */
export function inputFiles(
	context: IExecuteSingleFunctions,
	operation: Operation,
	filters: FileFilters,
): InputFile[] {
	const binaries = context.getInputData().binary ?? {};
	if (parameter(context, 'inputFiles', 'named') !== 'all') {
		// A missing named field is reported by the request builder, which names the parameter.
		return namedFields(context, operation).map((field) =>
			binaries[field]
				? fileOf(field, binaries[field])
				: { binaryField: field, fileName: field, mimeType: '' },
		);
	}
	const all = Object.entries(binaries).map(([field, binary]) => ({
		file: fileOf(field, binary),
		binary,
	}));
	const chosen = all
		.filter(
			({ file, binary }) =>
				passesFilter(filters.fileNameFilter, file.fileName) &&
				passesFilter(filters.mimeTypeFilter, file.mimeType) &&
				!isSmallImage(file, binary, filters.skipImagesSmallerThanKb),
		)
		.map(({ file }) => file);
	// Mail without attachments, or with only a logo: nothing to upload, which is no failure of
	// the item unless the user asks for one (one failed mail would stop a whole poll's mails).
	if (chosen.length > 0 || filters.whenNoFileMatches !== 'error') return chosen;
	const filterText = [
		filters.fileNameFilter?.trim() ? `File Name Filter "${filters.fileNameFilter.trim()}"` : '',
		filters.mimeTypeFilter?.trim() ? `MIME Type Filter "${filters.mimeTypeFilter.trim()}"` : '',
		filters.skipImagesSmallerThanKb
			? `Skip Images Smaller Than (KB) ${filters.skipImagesSmallerThanKb}`
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
