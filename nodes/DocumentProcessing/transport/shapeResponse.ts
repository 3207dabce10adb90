import type {
	IDataObject,
	IExecuteSingleFunctions,
	IN8nHttpFullResponse,
	INodeExecutionData,
} from 'n8n-workflow';

import { readAnswer } from '../../shared/http/answer';
import { isRecord } from '../../shared/records';
import { operationInputs } from '../resources/inputs';
import type { Operation } from '../resources/types';
import { currentOperation } from './currentOperation';
import { bodyBytes, headerValue } from '../../shared/http/decodeBody';
import { fallbackFileName, fileNameFromDisposition } from './fileName';
import { parameter } from '../../shared/parameter';

function asJson(value: unknown): IDataObject {
	return isRecord(value) ? value : { value: value as IDataObject[keyof IDataObject] };
}

/** Operations that remove something (some are sent as POST). */
function isDelete(operation: Operation): boolean {
	return operation.method === 'DELETE' || /^(delete|remove)/.test(operation.operation);
}

/** The ids the request named (path placeholders and required query values), for a file name. */
function requestedIds(context: IExecuteSingleFunctions, endpoint: Operation): string[] {
	return operationInputs(endpoint)
		.filter((input) => input.field.required && input.location !== 'body')
		.map((input) => String(parameter(context, input.field.name, '')))
		.filter((value) => value !== '');
}

/** A file answer as n8n binary data in the chosen output field, with its metadata as JSON. */
async function fileItem(
	context: IExecuteSingleFunctions,
	endpoint: Operation,
	response: IN8nHttpFullResponse,
	bytes: Buffer,
): Promise<INodeExecutionData> {
	const mimeType =
		(headerValue(response.headers, 'content-type') ?? '').split(';')[0].trim() ||
		'application/octet-stream';
	const fileName =
		fileNameFromDisposition(headerValue(response.headers, 'content-disposition')) ??
		fallbackFileName(endpoint, requestedIds(context, endpoint), mimeType);
	const property = String(parameter(context, 'binaryPropertyName', 'data')).trim() || 'data';
	const binary = await context.helpers.prepareBinaryData(bytes, fileName, mimeType);
	return {
		json: { fileName: binary.fileName, mimeType: binary.mimeType, fileSize: bytes.length },
		binary: { [property]: binary },
		pairedItem: { item: context.getItemIndex() },
	};
}

/**
 * Turns an answer into items, for every request the hooks send (send.ts). A failed status becomes an API
 * error with the service's message; lists become one item per record; files become binary data.
 */
export async function shapeResponse(
	this: IExecuteSingleFunctions,
	_items: INodeExecutionData[],
	response: IN8nHttpFullResponse,
): Promise<INodeExecutionData[]> {
	const endpoint = currentOperation(this);
	const decoded = readAnswer(this.getNode(), response, endpoint, this.getItemIndex());
	const pairedItem = { item: this.getItemIndex() };
	if (decoded.kind === 'binary' || endpoint.response === 'file') {
		// A file keeps its bytes, whatever its content type (a JSON mapping file stays as sent).
		return [
			await fileItem(
				this,
				endpoint,
				response,
				bodyBytes(response.body) ?? Buffer.from(JSON.stringify(decoded.value)),
			),
		];
	}
	if (decoded.kind === 'text') return [{ json: { data: decoded.value }, pairedItem }];
	// A page of a paged list comes back whole: the pager reads its cursor and splits it.
	if (Array.isArray(decoded.value) && !endpoint.paging) {
		return decoded.value.map((record) => ({ json: asJson(record), pairedItem }));
	}
	// A delete says so in the output, beside whatever the service answered.
	const value = asJson(decoded.value);
	const json = isDelete(endpoint) ? { deleted: true, ...value } : value;
	return [{ json, pairedItem }];
}
