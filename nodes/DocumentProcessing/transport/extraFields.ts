import type { IDataObject } from 'n8n-workflow';

import type { BodyEncoding } from '../../../contract';
import type { OperationInput } from '../resources/inputs';
import { toJsonObject, type WireValue } from '../../shared/inputValues';

export interface BodyEntry {
	input: OperationInput;
	value: WireValue;
}

export interface BodyOptions {
	extraFields?: { field?: Array<{ name?: string; value?: unknown }> };
	extraFieldsJson?: unknown;
	encoding?: 'documented' | BodyEncoding;
}

/** A body field the reference does not list, given by the user by name. */
function extraInput(name: string): OperationInput {
	return {
		field: { name, type: 'string', required: false },
		location: 'body',
		pagingControl: false,
	};
}

function asObject(json: unknown): { value?: IDataObject; problem?: string } {
	if (json === undefined || json === null || json === '') return { value: {} };
	return toJsonObject(json);
}

/**
 * The extra fields of Body Options as body entries: key-value pairs and a JSON object. A name
 * that is empty, given twice, or already a documented field is refused rather than dropped.
 */
export function extraBodyEntries(
	options: BodyOptions,
	documented: string[],
): { entries: BodyEntry[]; problem?: string } {
	const json = asObject(options.extraFieldsJson);
	if (json.problem)
		return { entries: [], problem: `Parameter "Extra Fields (JSON)" ${json.problem}` };
	const pairs = (options.extraFields?.field ?? []).map(
		({ name, value }) => [String(name ?? '').trim(), value] as const,
	);
	const all = [...pairs, ...Object.entries(json.value ?? {})];
	const seen = new Set<string>();
	const entries: BodyEntry[] = [];
	for (const [name, value] of all) {
		if (name === '')
			return { entries: [], problem: 'Parameter "Extra Fields" has a field without a name' };
		if (documented.includes(name)) {
			return {
				entries: [],
				problem: `Extra field "${name}" is a documented field of this operation: set it in its own parameter`,
			};
		}
		if (seen.has(name)) return { entries: [], problem: `Extra field "${name}" is given twice` };
		seen.add(name);
		entries.push({ input: extraInput(name), value: (value ?? '') as WireValue });
	}
	return { entries };
}
