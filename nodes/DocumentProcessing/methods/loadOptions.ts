import type { IDataObject, ILoadOptionsFunctions, INodePropertyOptions } from 'n8n-workflow';

import { callEndpoint } from '../../shared/callEndpoint';
import { listRecords } from '../../shared/records';
import { LOOKUPS, type Lookup, type LookupName } from './lookups';

function firstOf(record: IDataObject, fields: string[]): string | undefined {
	const found = fields
		.map((field) => record[field])
		.find((value) => value !== undefined && value !== null && value !== '');
	return found === undefined ? undefined : String(found);
}

/** The records of a list answer as choices; a plain string record is its own value and label. */
export function toOptions(answer: unknown, lookup: Lookup): INodePropertyOptions[] {
	const options = (listRecords(answer) ?? []).flatMap((record): INodePropertyOptions[] => {
		if (typeof record === 'string' || typeof record === 'number')
			return [{ name: String(record), value: String(record) }];
		if (!record || typeof record !== 'object') return [];
		const value = firstOf(record as IDataObject, lookup.value);
		if (value === undefined) return [];
		return [{ name: firstOf(record as IDataObject, lookup.label) ?? value, value }];
	});
	return options.sort((a, b) => a.name.localeCompare(b.name));
}

async function load(
	context: ILoadOptionsFunctions,
	name: LookupName,
): Promise<INodePropertyOptions[]> {
	const lookup: Lookup = LOOKUPS[name];
	return toOptions(await callEndpoint(context, lookup.endpoint), lookup);
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
