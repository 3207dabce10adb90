import {
	NodeOperationError,
	type DeclarativeRestApiSettings,
	type IDataObject,
	type IExecuteSingleFunctions,
} from 'n8n-workflow';

type RequestOptions = DeclarativeRestApiSettings.HttpRequestOptions;

import { endpointInputs, type EndpointInput } from '../endpoints/inputs';
import type { Endpoint } from '../endpoints/types';
import { fieldDisplayName } from '../description/fieldNames';
import { currentEndpoint } from './currentEndpoint';
import { checkInput, encodePathSegment, type WireValue } from './inputValues';
import { multipartBody } from './multipart';

type Collected = Array<{ input: EndpointInput; value: WireValue }>;

/** Reads every input of the operation from the node parameters, checked and converted. */
function collectInputs(context: IExecuteSingleFunctions, endpoint: Endpoint): Collected {
	const optional = context.getNodeParameter('additionalFields', {}) as IDataObject;
	const collected: Collected = [];
	for (const input of endpointInputs(endpoint)) {
		if (input.pagingControl) continue;
		const { field } = input;
		const raw = field.required ? context.getNodeParameter(field.name) : optional[field.name];
		const checked = checkInput(field, raw);
		if (checked.problem !== undefined) {
			throw new NodeOperationError(context.getNode(), `Parameter "${fieldDisplayName(field.name)}" ${checked.problem}`, {
				itemIndex: context.getItemIndex(),
				description: `Field "${field.name}" of ${endpoint.method} ${endpoint.path}`,
			});
		}
		if (checked.value !== undefined) collected.push({ input, value: checked.value });
	}
	return collected;
}

function fillPath(path: string, collected: Collected): string {
	return path.replace(/\{([^}]+)\}/g, (_, name: string) => {
		const entry = collected.find(({ input }) => input.location === 'path' && input.field.name === name);
		return encodePathSegment(String(entry?.value ?? ''));
	});
}

function formBody(entries: Collected): URLSearchParams {
	const form = new URLSearchParams();
	for (const { input, value } of entries) {
		const values = Array.isArray(value) ? value : [value];
		for (const item of values) {
			form.append(input.field.name, typeof item === 'object' ? JSON.stringify(item) : String(item));
		}
	}
	return form;
}

function jsonBody(entries: Collected): IDataObject {
	return Object.fromEntries(entries.map(({ input, value }) => [input.field.name, value]));
}

function withoutContentType(headers: IDataObject | undefined): IDataObject {
	return Object.fromEntries(
		Object.entries(headers ?? {}).filter(([name]) => name.toLowerCase() !== 'content-type'),
	);
}

/**
 * Builds URL, query and body of a request from the operation's table row.
 * Bad input fails here, naming the parameter, before anything is sent.
 */
export async function buildRequest(
	this: IExecuteSingleFunctions,
	requestOptions: RequestOptions,
): Promise<RequestOptions> {
	const endpoint = currentEndpoint(this);
	const collected = collectInputs(this, endpoint);
	const bodyEntries = collected.filter(({ input }) => input.location === 'body');
	const options: RequestOptions = {
		...requestOptions,
		method: endpoint.method,
		url: fillPath(endpoint.path, collected),
		qs: {
			...requestOptions.qs,
			...Object.fromEntries(
				collected
					.filter(({ input }) => input.location === 'query')
					.map(({ input, value }) => [input.field.name, value]),
			),
		},
		arrayFormat: 'repeat',
		headers: withoutContentType(requestOptions.headers),
	};
	delete options.body;
	if (endpoint.body === 'form') options.body = formBody(bodyEntries);
	if (endpoint.body === 'json') options.body = jsonBody(bodyEntries);
	if (endpoint.body === 'multipart') options.body = await multipartBody(this, bodyEntries);
	return options;
}
