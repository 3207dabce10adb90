import { NodeOperationError, type IBinaryData, type IExecuteSingleFunctions } from 'n8n-workflow';

import type { Operation } from '../resources/types';
import { parameter } from './parameter';

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
}

const patterns = (text: string | undefined) =>
	(text ?? '')
		.split(',')
		.map((pattern) => pattern.trim())
		.filter((pattern) => pattern !== '');

/** `*` any text, `?` one character; case does not matter. */
function globMatches(pattern: string, text: string): boolean {
	const source = pattern
		.split('')
		.map((char) =>
			char === '*' ? '.*' : char === '?' ? '.' : char.replace(/[.+^${}()|[\]\\]/g, '\\$&'),
		)
		.join('');
	return new RegExp(`^${source}$`, 'i').test(text);
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
	const names = patterns(filters.fileNameFilter);
	const types = patterns(filters.mimeTypeFilter);
	const all = Object.entries(binaries).map(([field, binary]) => fileOf(field, binary));
	const chosen = all.filter(
		(file) =>
			(names.length === 0 || names.some((pattern) => globMatches(pattern, file.fileName))) &&
			(types.length === 0 || types.some((pattern) => globMatches(pattern, file.mimeType))),
	);
	if (chosen.length > 0) return chosen;
	const filterText = [
		names.length ? `File Name Filter "${names.join(', ')}"` : '',
		types.length ? `MIME Type Filter "${types.join(', ')}"` : '',
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
				? `Files on this item: ${all.map((file) => `${file.binaryField} (${file.fileName}, ${file.mimeType})`).join('; ')}`
				: 'Add a node before this one that reads or downloads the files, e.g. an e-mail trigger with attachments.',
		},
	);
}
