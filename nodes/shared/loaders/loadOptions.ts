import type {
	IDataObject,
	ILoadOptionsFunctions,
	INodeListSearchResult,
	INodePropertyOptions,
} from 'n8n-workflow';

import { callEndpoint } from '../callEndpoint';
import { listRecords } from '../records';
import { LOOKUPS, type Lookup, type LookupName } from './lookups';

function firstOf(record: IDataObject, fields: string[]): string | undefined {
	const found = fields
		.map((field) => record[field])
		.find((value) => value !== undefined && value !== null && value !== '');
	return found === undefined ? undefined : String(found);
}

/** A detail as shown in a list: a timestamp to the minute, other values as they are. */
function detailOf(value: unknown): string | undefined {
	if (value === undefined || value === null || value === '') return undefined;
	const text = String(value);
	const timestamp = /^(\d{4}-\d{2}-\d{2})[T ](\d{2}:\d{2})/.exec(text);
	return timestamp ? `${timestamp[1]} ${timestamp[2]}` : text;
}

/** The records of a list answer as choices; a plain string record is its own value and label. */
export function toOptions(answer: unknown, lookup: Lookup): INodePropertyOptions[] {
	const options = (listRecords(answer) ?? []).flatMap((record): INodePropertyOptions[] => {
		if (typeof record === 'string' || typeof record === 'number')
			return [{ name: String(record), value: String(record) }];
		if (!record || typeof record !== 'object') return [];
		const value = firstOf(record as IDataObject, lookup.value);
		if (value === undefined) return [];
		const label = firstOf(record as IDataObject, lookup.label) ?? value;
		const details = (lookup.details ?? [])
			.map((field) => detailOf((record as IDataObject)[field]))
			.filter((detail) => detail !== undefined && detail !== label);
		return [{ name: details.length ? `${label} (${details.join(', ')})` : label, value }];
	});
	return options.sort((a, b) => a.name.localeCompare(b.name));
}

async function load(
	context: ILoadOptionsFunctions,
	name: LookupName,
): Promise<INodePropertyOptions[]> {
	const lookup: Lookup = LOOKUPS[name];
	return toOptions(await callEndpoint(context, lookup.endpoint, { qs: lookup.qs }), lookup);
}

/** A resource locator's list: the same choices, narrowed to those whose name or ID has the filter. */
async function search(
	context: ILoadOptionsFunctions,
	name: LookupName,
	filter = '',
): Promise<INodeListSearchResult> {
	const wanted = filter.trim().toLowerCase();
	const options = await load(context, name);
	return {
		results: options
			.filter(
				(option) =>
					!wanted || `${option.name} ${String(option.value)}`.toLowerCase().includes(wanted),
			)
			.map((option) => ({ name: option.name, value: String(option.value) })),
	};
}

/** One loader per lookup, as n8n's `methods.loadOptions` expects. */
export const loadOptions = Object.fromEntries(
	(Object.keys(LOOKUPS) as LookupName[]).map((name) => [
		name,
		async function (this: ILoadOptionsFunctions) {
			return await load(this, name);
		},
	]),
) as Record<LookupName, (this: ILoadOptionsFunctions) => Promise<INodePropertyOptions[]>>;

/** One list search per lookup, as n8n's `methods.listSearch` expects (resource locators, version 2). */
export const listSearch = Object.fromEntries(
	(Object.keys(LOOKUPS) as LookupName[]).map((name) => [
		name,
		async function (this: ILoadOptionsFunctions, filter?: string) {
			return await search(this, name, filter);
		},
	]),
) as Record<
	LookupName,
	(this: ILoadOptionsFunctions, filter?: string) => Promise<INodeListSearchResult>
>;
