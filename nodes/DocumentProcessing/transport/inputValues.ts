import type { ParsedField } from '../endpoints/fieldSpec';

/** A user input that cannot be sent: the message names what is wrong, the caller names the field. */
export class InvalidInput extends Error {}

export type WireValue = string | number | boolean | string[] | object;

function isBlank(value: unknown): boolean {
	return value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
}

function toNumber(value: unknown, wholeNumber: boolean): number {
	const number = typeof value === 'number' ? value : Number(String(value).trim());
	if (!Number.isFinite(number)) throw new InvalidInput(`must be a number, got "${String(value)}"`);
	if (wholeNumber && !Number.isInteger(number)) {
		throw new InvalidInput(`must be a whole number, got "${String(value)}"`);
	}
	return number;
}

function toBoolean(value: unknown): boolean {
	if (typeof value === 'boolean') return value;
	const text = String(value).trim().toLowerCase();
	if (text === 'true') return true;
	if (text === 'false') return false;
	throw new InvalidInput(`must be true or false, got "${String(value)}"`);
}

function toDate(value: unknown): string {
	if (value instanceof Date) return value.toISOString().slice(0, 10);
	const text = String(value).trim();
	const match = /^(\d{4})-(\d{2})-(\d{2})(?:$|T)/.exec(text);
	if (!match || Number.isNaN(Date.parse(`${match[1]}-${match[2]}-${match[3]}`))) {
		throw new InvalidInput(`must be a date as YYYY-MM-DD, got "${text}"`);
	}
	return `${match[1]}-${match[2]}-${match[3]}`;
}

function toJson(value: unknown): object {
	if (typeof value === 'object' && value !== null) return value;
	try {
		const parsed: unknown = JSON.parse(String(value));
		if (typeof parsed === 'object' && parsed !== null) return parsed;
	} catch (error) {
		throw new InvalidInput(`is not valid JSON (${(error as Error).message})`);
	}
	throw new InvalidInput('must be a JSON object or array');
}

/** "a, b\nc" or ['a','b'] → ['a','b','c']. */
export function toList(value: unknown): string[] {
	const parts = Array.isArray(value) ? value : String(value).split(/[,\n]/);
	return parts.map((part) => String(part).trim()).filter((part) => part !== '');
}

/**
 * Checks and converts one input to what the service expects. Returns undefined for a blank
 * optional value (it is then not sent); throws InvalidInput for anything else that is wrong.
 */
export function toWireValue(field: ParsedField, value: unknown): WireValue | undefined {
	if (isBlank(value) || (Array.isArray(value) && value.length === 0)) {
		if (field.required) throw new InvalidInput('is required but empty');
		return undefined;
	}
	switch (field.type) {
		case 'integer':
			return toNumber(value, true);
		case 'number':
			return toNumber(value, false);
		case 'boolean':
			return toBoolean(value);
		case 'date':
			return toDate(value);
		case 'json':
			return toJson(value);
		case 'stringArray':
		case 'files': {
			const list = toList(value);
			if (list.length === 0 && field.required) throw new InvalidInput('is required but empty');
			return list.length ? list : undefined;
		}
		default:
			if (typeof value === 'object') return JSON.stringify(value);
			return String(value);
	}
}

/** A path placeholder value as exactly one URL segment ("." and ".." included). */
export function encodePathSegment(value: string): string {
	if (value === '.' || value === '..') return value.replace(/\./g, '%2E');
	return encodeURIComponent(value);
}
