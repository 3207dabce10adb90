import { NodeOperationError, type IBinaryData, type IExecuteSingleFunctions } from 'n8n-workflow';

import { isFileContent } from '../customInputs/types';
import type { OperationInput } from '../resources/inputs';
import { fileKindProblem, type FileKind } from '../../../contract';
import { fieldDisplayName } from '../../shared/fieldNames';
import { partValues, type WireValue } from '../../shared/inputValues';

/**
 * A file part whose bytes are read from n8n's binary data only while the request is sent: from
 * disk as a stream when n8n keeps binary data there, so a large file is never held in memory
 * as a whole. Each send reads it anew, so a retried request sends the file again.
 */
class BinaryFilePart {
	constructor(
		readonly name: string,
		readonly type: string,
		readonly size: number,
		private readonly read: () => Promise<AsyncIterable<Uint8Array> | Buffer>,
	) {}

	async *stream(): AsyncGenerator<Uint8Array> {
		const source = await this.read();
		if (Buffer.isBuffer(source)) yield source;
		else yield* source;
	}
}

/**
 * A multipart body in the shape of the standard FormData, which n8n's HTTP client (axios)
 * streams part by part; unlike the standard FormData it takes file parts that are not in memory.
 */
class MultipartBody {
	readonly parts: Array<[string, string | BinaryFilePart]> = [];

	readonly [Symbol.toStringTag] = 'FormData';

	append(name: string, value: string | BinaryFilePart): void {
		this.parts.push([name, value]);
	}

	entries(): IterableIterator<[string, string | BinaryFilePart]> {
		return this.parts[Symbol.iterator]();
	}

	[Symbol.iterator](): IterableIterator<[string, string | BinaryFilePart]> {
		return this.entries();
	}
}

/** A named binary field the input item lacks, named in the error (before anything is read or sent). */
export function missingBinary(
	context: IExecuteSingleFunctions,
	fieldName: string,
	propertyName: string,
): NodeOperationError {
	const available = Object.keys(context.getInputData().binary ?? {});
	return new NodeOperationError(
		context.getNode(),
		`Parameter "${fieldDisplayName(fieldName)}": the input item has no binary field "${propertyName}"`,
		{
			itemIndex: context.getItemIndex(),
			description: available.length
				? `Binary fields on this item: ${available.join(', ')}`
				: 'This item carries no binary data. Add a node before this one that reads or downloads the file.',
		},
	);
}

async function byteSize(context: IExecuteSingleFunctions, binary: IBinaryData): Promise<number> {
	if (binary.id) return (await context.helpers.getBinaryMetadata(binary.id)).fileSize;
	return Buffer.byteLength(binary.data, 'base64');
}

/**
 * The name and type a binary field's file is sent with in place of its own (Recognize Files by
 * Content: a PDF named `Rechnung` goes as `Rechnung.pdf`, application/pdf), by binary field.
 */
export type SendFilesAs = Readonly<Record<string, { fileName: string; mimeType: string }>>;

/** The file part of an input binary property, with its file name and content type. */
async function filePart(
	context: IExecuteSingleFunctions,
	fieldName: string,
	propertyName: string,
	kind: FileKind | undefined,
	sendAs: SendFilesAs,
): Promise<BinaryFilePart> {
	const binary = context.getInputData().binary?.[propertyName];
	if (!binary) throw missingBinary(context, fieldName, propertyName);
	const fileName =
		sendAs[propertyName]?.fileName ||
		binary.fileName ||
		`${propertyName}${binary.fileExtension ? `.${binary.fileExtension}` : ''}`;
	const mimeType = sendAs[propertyName]?.mimeType || binary.mimeType || 'application/octet-stream';
	const wrongKind = kind && fileKindProblem(kind, fileName, mimeType);
	if (wrongKind) {
		throw new NodeOperationError(
			context.getNode(),
			`Parameter "${fieldDisplayName(fieldName)}": ${wrongKind}`,
			{
				itemIndex: context.getItemIndex(),
				description: `Binary field "${propertyName}" of the input item`,
			},
		);
	}
	const { id } = binary;
	const read = id
		? async () => await context.helpers.getBinaryStream(id)
		: async () => await context.helpers.getBinaryDataBuffer(propertyName);
	return new BinaryFilePart(fileName, mimeType, await byteSize(context, binary), read);
}

/** A multipart body: file fields read from input binary properties, the rest as text parts. */
export async function multipartBody(
	context: IExecuteSingleFunctions,
	entries: Array<{ input: OperationInput; value: WireValue }>,
	sendAs: SendFilesAs = {},
): Promise<FormData> {
	const form = new MultipartBody();
	for (const { input, value } of entries) {
		const { name, type } = input.field;
		if (isFileContent(value)) {
			form.append(
				name,
				new BinaryFilePart(
					value.fileName,
					value.mimeType,
					value.data.length,
					async () => value.data,
				),
			);
			continue;
		}
		if (type === 'file' || type === 'files') {
			const properties = Array.isArray(value) ? value : [String(value)];
			for (const property of properties)
				form.append(name, await filePart(context, name, property, input.field.accepts, sendAs));
			continue;
		}
		for (const item of partValues(input, value)) form.append(name, item);
	}
	// n8n's request options type the body as the standard FormData; axios reads this one alike.
	return form as unknown as FormData;
}
