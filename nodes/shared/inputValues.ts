import type { IDataObject } from 'n8n-workflow';

import type { Field } from '../../contract';

export type WireValue = string | number | boolean | string[] | object;

/**
 * A checked input: the value to send (undefined: send nothing), or what is wrong with it.
 * The caller names the field in its error.
 */
export type Checked =
	| { value: WireValue | undefined; problem?: undefined }
	| { value?: undefined; problem: string };

const problem = (text: string): Checked => ({ problem: text });
const ok = (value: WireValue | undefined): Checked => ({ value });

function isBlank(value: unknown): boolean {
	return (
		value === undefined || value === null || (typeof value === 'string' && value.trim() === '')
	);
}

/** "above 0 and at most 100": the bounds the contract gives a number, in words. */
export function boundsInWords(field: Field): string | undefined {
	const lower =
		field.exclusiveMin !== undefined
			? `above ${field.exclusiveMin}`
			: field.min !== undefined
				? `at least ${field.min}`
				: undefined;
	const upper = field.max !== undefined ? `at most ${field.max}` : undefined;
	return lower && upper ? `${lower} and ${upper}` : (lower ?? upper);
}

function isWithinBounds(number: number, field: Field): boolean {
	return (
		(field.exclusiveMin === undefined || number > field.exclusiveMin) &&
		(field.min === undefined || number >= field.min) &&
		(field.max === undefined || number <= field.max)
	);
}

function toNumber(value: unknown, field: Field): Checked {
	const number = typeof value === 'number' ? value : Number(String(value).trim());
	if (!Number.isFinite(number)) return problem(`must be a number, got "${String(value)}"`);
	if (field.type === 'integer' && !Number.isInteger(number))
		return problem(`must be a whole number, got "${String(value)}"`);
	if (!isWithinBounds(number, field))
		return problem(`must be ${boundsInWords(field)}, got ${number}`);
	return ok(number);
}

/** One of the values the service accepts (the reference's enum: it refuses any other). */
function toEnumValue(value: unknown, field: Field): Checked {
	const text = String(value);
	const values = field.values ?? [];
	if (values.length === 0 || values.includes(text)) return ok(text);
	return problem(`must be one of ${values.map((known) => `"${known}"`).join(', ')}, got "${text}"`);
}

function toBoolean(value: unknown): Checked {
	if (typeof value === 'boolean') return ok(value);
	const text = String(value).trim().toLowerCase();
	if (text === 'true' || text === 'false') return ok(text === 'true');
	return problem(`must be true or false, got "${String(value)}"`);
}

function toDate(value: unknown): Checked {
	if (value instanceof Date) return ok(value.toISOString().slice(0, 10));
	const text = String(value).trim();
	const match = /^(\d{4})-(\d{2})-(\d{2})(?:$|T)/.exec(text);
	if (!match || Number.isNaN(Date.parse(`${match[1]}-${match[2]}-${match[3]}`))) {
		return problem(`must be a date as YYYY-MM-DD, got "${text}"`);
	}
	return ok(`${match[1]}-${match[2]}-${match[3]}`);
}

function toJson(value: unknown): Checked {
	if (typeof value === 'object' && value !== null) return ok(value);
	let parsed: unknown;
	try {
		parsed = JSON.parse(String(value));
	} catch (error) {
		return problem(`is not valid JSON (${(error as Error).message})`);
	}
	return typeof parsed === 'object' && parsed !== null
		? ok(parsed)
		: problem('must be a JSON object or array');
}

/** A JSON object of names and values, given as text or already parsed; lists are refused. */
export function toJsonObject(value: unknown): { value?: IDataObject; problem?: string } {
	let parsed = value;
	if (typeof value === 'string') {
		try {
			parsed = JSON.parse(value);
		} catch (error) {
			return { problem: `is not valid JSON (${(error as Error).message})` };
		}
	}
	if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
		return { problem: 'must be a JSON object of field names and values' };
	}
	return { value: parsed as IDataObject };
}

/** "a, b\nc" or ['a','b'] → ['a','b','c']. */
export function toList(value: unknown): string[] {
	const parts = Array.isArray(value) ? value : String(value).split(/[,\n]/);
	return parts.map((part) => String(part).trim()).filter((part) => part !== '');
}

/**
 * Checks and converts one input to what the service expects. A blank optional value gives
 * undefined (it is then not sent).
 */
export function checkInput(
	field: Field,
	value: unknown,
	location?: 'path' | 'query' | 'body',
): Checked {
	if (isBlank(value) || (Array.isArray(value) && value.length === 0)) {
		return field.required ? problem('is required but empty') : ok(undefined);
	}
	// URLs resolve "." and ".." (even percent-encoded) as steps up the path: no ID can be one.
	if (location === 'path' && (String(value).trim() === '.' || String(value).trim() === '..')) {
		return problem(`cannot be "${String(value).trim()}"`);
	}
	switch (field.type) {
		case 'integer':
		case 'number':
			return toNumber(value, field);
		case 'enum':
			return toEnumValue(value, field);
		case 'boolean':
			return toBoolean(value);
		case 'date':
			return toDate(value);
		case 'json':
			return toJson(value);
		case 'stringArray':
		case 'files': {
			const list = toList(value);
			if (list.length === 0)
				return field.required ? problem('is required but empty') : ok(undefined);
			return ok(list);
		}
		default:
			return ok(typeof value === 'object' ? JSON.stringify(value) : String(value));
	}
}

/** A path placeholder value as exactly one URL segment ("." and ".." are refused before). */
export function encodePathSegment(value: string): string {
	return encodeURIComponent(value);
}

/** A contract path with its `{placeholders}` filled, each value encoded as one segment. */
export function fillPath(path: string, valueOf: (name: string) => unknown): string {
	return path.replace(/\{([^}]+)\}/g, (_, name: string) =>
		encodePathSegment(String(valueOf(name) ?? '')),
	);
}

/**
 * A value as the text parts of a form: a list becomes one part per element (repeated keys),
 * a JSON field one part holding the JSON text, even when it is an array.
 */
export function partValues(input: { field: Field }, value: WireValue): string[] {
	if (input.field.type === 'json' || !Array.isArray(value)) {
		return [typeof value === 'object' ? JSON.stringify(value) : String(value)];
	}
	return value.map((item) => (typeof item === 'object' ? JSON.stringify(item) : String(item)));
}
