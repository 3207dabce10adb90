import type { IDataObject } from 'n8n-workflow';

import { isRecord } from './records';

/**
 * Output "Selected Fields": only the named fields of a document, in the same nesting
 * (`fields.invoice_number` gives `{ fields: { invoice_number } }`), so a mapping made on the
 * simplified output keeps working. A name the document lacks comes out as null: the user (or an
 * agent) sees that it was asked for and is not there, instead of a silently shorter item.
 */

/** The names a user gave: a list, or text separated by commas (an expression, an agent's value). */
export function fieldNameList(value: unknown): string[] {
	const names = Array.isArray(value) ? value.map(String) : String(value ?? '').split(',');
	return [...new Set(names.map((name) => name.trim()).filter((name) => name !== ''))];
}

function valueAt(source: IDataObject, path: string[]): { found: boolean; value?: unknown } {
	let current: unknown = source;
	for (const key of path) {
		if (!isRecord(current) || !(key in current)) return { found: false };
		current = current[key];
	}
	return { found: true, value: current };
}

function setAt(target: IDataObject, path: string[], value: unknown): void {
	let current = target;
	for (const key of path.slice(0, -1)) {
		if (!isRecord(current[key])) current[key] = {};
		current = current[key] as IDataObject;
	}
	current[path[path.length - 1]] = value as IDataObject[string];
}

/**
 * The named fields of `document`; a name it lacks is looked up in `fallback` (the service's own
 * answer, for keys the simplified view renames), else null.
 */
export function selectFields(
	document: IDataObject,
	names: string[],
	fallback: IDataObject = {},
): IDataObject {
	const selected: IDataObject = {};
	for (const name of names) {
		const path = name.split('.');
		const inDocument = valueAt(document, path);
		const found = inDocument.found ? inDocument : valueAt(fallback, path);
		setAt(selected, path, found.found ? found.value : null);
	}
	return selected;
}
