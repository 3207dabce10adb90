import { NodeOperationError, type IExecuteSingleFunctions } from 'n8n-workflow';

import type { EndpointInput } from '../endpoints/inputs';
import { fieldDisplayName } from '../description/fieldNames';
import { partValues, type WireValue } from './inputValues';

/** The file part of an input binary property: its bytes, file name and content type. */
async function filePart(
	context: IExecuteSingleFunctions,
	fieldName: string,
	propertyName: string,
): Promise<{ blob: Blob; fileName: string }> {
	const item = context.getInputData();
	const binary = item.binary?.[propertyName];
	if (!binary) {
		const available = Object.keys(item.binary ?? {});
		throw new NodeOperationError(
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
	const buffer = await context.helpers.getBinaryDataBuffer(propertyName);
	const mimeType = binary.mimeType || 'application/octet-stream';
	const fileName = binary.fileName || `${propertyName}${binary.fileExtension ? `.${binary.fileExtension}` : ''}`;
	return { blob: new Blob([new Uint8Array(buffer)], { type: mimeType }), fileName };
}

/** A multipart body: file fields read from input binary properties, the rest as text parts. */
export async function multipartBody(
	context: IExecuteSingleFunctions,
	entries: Array<{ input: EndpointInput; value: WireValue }>,
): Promise<FormData> {
	const form = new FormData();
	for (const { input, value } of entries) {
		const { name, type } = input.field;
		if (type === 'file' || type === 'files') {
			const properties = Array.isArray(value) ? value : [String(value)];
			for (const property of properties) {
				const { blob, fileName } = await filePart(context, name, property);
				form.append(name, blob, fileName);
			}
			continue;
		}
		for (const item of partValues(input, value)) form.append(name, item);
	}
	return form;
}
