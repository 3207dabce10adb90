import {
	isResourceLocatorValue,
	NodeOperationError,
	type DeclarativeRestApiSettings,
	type IDataObject,
	type IExecuteSingleFunctions,
} from 'n8n-workflow';

import type { Field } from '../../../contract';
import { collectionOf, type OptionalCollection } from '../resources/collections';
import { operationInputs } from '../resources/inputs';
import { versionOf } from '../resources/versions';
import type { Operation } from '../resources/types';
import { customInputFor } from '../customInputs';
import { fieldDisplayName } from '../../shared/fieldNames';
import { extraBodyEntries, type BodyEntry, type BodyOptions } from './extraFields';
import { checkInput, fillPath, partValues, type WireValue } from '../../shared/inputValues';
import { multipartBody, type SendFilesAs } from './multipart';
import { parameter } from '../../shared/parameter';

type RequestOptions = DeclarativeRestApiSettings.HttpRequestOptions;

/** The checked inputs of one request, wherever they go (path, query or body). */
type Collected = BodyEntry[];

function inputError(
	context: IExecuteSingleFunctions,
	endpoint: Operation,
	message: string,
): NodeOperationError {
	return new NodeOperationError(context.getNode(), message, {
		itemIndex: context.getItemIndex(),
		description: `${endpoint.method} ${endpoint.path}`,
	});
}

/** Values given in place of required parameters (an upload's binary field, one file at a time). */
export type InputOverrides = Readonly<Record<string, unknown>>;

/** Reads every input of the operation from the node parameters, checked and converted. */
async function collectInputs(
	context: IExecuteSingleFunctions,
	endpoint: Operation,
	overrides: InputOverrides,
): Promise<Collected> {
	const version = versionOf(context.getNode());
	const collections: Partial<Record<OptionalCollection, IDataObject>> = {};
	const optional = (field: Field) => {
		const collection = collectionOf(field, version);
		collections[collection] ??= parameter(context, collection, {}) as IDataObject;
		const value = collections[collection][field.name];
		// From version 3 a collection may hold a resource locator: its value is what is sent.
		return isResourceLocatorValue(value) ? value.value : value;
	};
	const collected: Collected = [];
	for (const input of operationInputs(endpoint)) {
		if (input.pagingControl) continue;
		const { field } = input;
		const custom = customInputFor(endpoint.fieldOverlays[field.name]?.input, version);
		if (custom) {
			// A custom input names its own parameters in its problems.
			const read = await custom.read(context, field, endpoint.fieldOverlays[field.name]);
			if (read.problem !== undefined) throw inputError(context, endpoint, read.problem);
			collected.push({ input, value: read.value as WireValue });
			continue;
		}
		const checked = checkInput(
			field,
			field.name in overrides
				? overrides[field.name]
				: field.required
					? parameter(context, field.name)
					: optional(field),
			input.location,
		);
		if (checked.problem !== undefined) {
			throw inputError(
				context,
				endpoint,
				`Parameter "${fieldDisplayName(field.name)}" ${checked.problem}`,
			);
		}
		if (checked.value !== undefined) collected.push({ input, value: checked.value });
	}
	return collected;
}

/** The documented body fields plus the user's extra fields, and the encoding to send them in. */
function bodyOf(context: IExecuteSingleFunctions, endpoint: Operation, collected: Collected) {
	const options = parameter(context, 'bodyOptions', {}) as BodyOptions;
	const documented = operationInputs(endpoint)
		.filter((input) => input.location === 'body')
		.map((input) => input.field.name);
	const extra = extraBodyEntries(options, documented);
	if (extra.problem) throw inputError(context, endpoint, extra.problem);
	const entries = [...collected.filter(({ input }) => input.location === 'body'), ...extra.entries];
	const encoding =
		!options.encoding || options.encoding === 'documented'
			? endpoint.body?.encoding
			: options.encoding;
	const hasFiles = entries.some(
		({ input }) => input.field.type === 'file' || input.field.type === 'files',
	);
	if (hasFiles && encoding !== 'multipart') {
		throw inputError(
			context,
			endpoint,
			`Parameter "Body Encoding": files can only be sent as multipart, not as ${String(encoding)}`,
		);
	}
	return { entries, encoding };
}

function formBody(entries: Collected): URLSearchParams {
	const form = new URLSearchParams();
	for (const { input, value } of entries) {
		for (const item of partValues(input, value)) form.append(input.field.name, item);
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
	endpoint: Operation,
	overrides: InputOverrides = {},
	sendAs: SendFilesAs = {},
): Promise<RequestOptions> {
	const collected = await collectInputs(this, endpoint, overrides);
	const options: RequestOptions = {
		...requestOptions,
		url: fillPath(
			endpoint.path,
			(name) =>
				collected.find(({ input }) => input.location === 'path' && input.field.name === name)
					?.value,
		),
		qs: {
			...requestOptions.qs,
			...Object.fromEntries(
				collected
					.filter(({ input }) => input.location === 'query')
					.map(({ input, value }) => [
						input.field.name,
						input.field.type === 'json' ? JSON.stringify(value) : value,
					]),
			),
		},
		arrayFormat: 'repeat',
		headers: withoutContentType(requestOptions.headers),
	};
	delete options.body;
	if (!endpoint.body) return options;
	const { entries, encoding } = bodyOf(this, endpoint, collected);
	if (encoding === 'form') options.body = formBody(entries);
	if (encoding === 'json') {
		// As text: n8n's HTTP client drops an empty object body, and the service requires a JSON
		// body even when no field is set (`POST /logtail` answers 422 without one).
		options.body = JSON.stringify(jsonBody(entries));
		options.headers = { ...options.headers, 'Content-Type': 'application/json' };
	}
	if (encoding === 'multipart') {
		options.body = await multipartBody(this, entries, sendAs);
		// Following redirects makes n8n's HTTP client keep the whole body in memory to resend it;
		// without, a file streams from disk part by part. The service answers uploads directly.
		options.disableFollowRedirect = true;
	}
	return options;
}
