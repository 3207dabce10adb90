/* eslint-disable @n8n/community-nodes/require-node-api-error -- dev-only code, never published; eslint.dev.config.mjs lints it */
// Reading inputs the contract declares as plain text but that carry structure (JSON, flags, lists),
// answering FastAPI-style 422s when they do not parse. Shared by the stand-in and the demo's areas.
import { issue, ValidationError } from '../../contract';
import type { HandlerContext } from './types';

/** A validated optional text value, or undefined when absent. */
export function optionalText(values: Record<string, unknown>, name: string): string | undefined {
	const value = values[name];
	return value === undefined || value === null ? undefined : String(value);
}

/** A validated required text value (validation guarantees presence). */
export const requiredText = (values: Record<string, unknown>, name: string): string =>
	optionalText(values, name) ?? '';

export const textList = (values: Record<string, unknown>, name: string): string[] => {
	const value = values[name];
	return value === undefined || value === null
		? []
		: Array.isArray(value)
			? value.map(String)
			: [String(value)];
};

type Where = 'body' | 'query';
type JsonKind = 'object' | 'array' | 'objectOrArray';

const isObject = (value: unknown): value is Record<string, unknown> =>
	typeof value === 'object' && value !== null && !Array.isArray(value);

/** A text input holding JSON; 422 `value_error.json` when it is not JSON, `type_error.dict|list` when of the wrong kind. */
export function jsonInput(
	context: HandlerContext,
	name: string,
	kind: 'object',
	where?: Where,
): Record<string, unknown>;
export function jsonInput(
	context: HandlerContext,
	name: string,
	kind: 'array',
	where?: Where,
): unknown[];
export function jsonInput(
	context: HandlerContext,
	name: string,
	kind: 'objectOrArray',
	where?: Where,
): Record<string, unknown> | unknown[];
export function jsonInput(
	context: HandlerContext,
	name: string,
	kind: JsonKind,
	where: Where = 'body',
): unknown {
	const loc = [where, name];
	let parsed: unknown;
	try {
		parsed = JSON.parse(String(context[where][name]));
	} catch {
		throw new ValidationError([issue.invalidJson(loc)]);
	}
	if (kind === 'object' && !isObject(parsed)) throw new ValidationError([issue.dict(loc)]);
	if (kind === 'array' && !Array.isArray(parsed)) throw new ValidationError([issue.list(loc)]);
	if (kind === 'objectOrArray' && !isObject(parsed) && !Array.isArray(parsed))
		throw new ValidationError([issue.dict(loc)]);
	return parsed;
}

/** An optional JSON input: undefined when absent. */
export function optionalJsonInput(
	context: HandlerContext,
	name: string,
	where: Where = 'body',
): Record<string, unknown> | unknown[] | undefined {
	const value = context[where][name];
	return value === undefined || value === null || value === ''
		? undefined
		: jsonInput(context, name, 'objectOrArray', where);
}

const TRUE_WORDS = ['1', 'on', 't', 'true', 'y', 'yes'];
const FALSE_WORDS = ['0', 'off', 'f', 'false', 'n', 'no'];

/** A flag sent as text (`is_hidden`, `activate`, ...), read the way pydantic reads booleans. */
export function flagInput(
	context: HandlerContext,
	name: string,
	where: Where = 'body',
): boolean | undefined {
	const value = context[where][name];
	if (value === undefined || value === null) return undefined;
	if (typeof value === 'boolean') return value;
	const text = String(value).trim().toLowerCase();
	if (TRUE_WORDS.includes(text)) return true;
	if (FALSE_WORDS.includes(text)) return false;
	throw new ValidationError([issue.boolean([where, name])]);
}

/** A text input that must be one of a few values. */
export function choiceInput<T extends string>(
	context: HandlerContext,
	name: string,
	values: readonly T[],
	where: Where = 'body',
): T | undefined {
	const value = context[where][name];
	if (value === undefined || value === null) return undefined;
	if (!values.includes(String(value) as T))
		throw new ValidationError([issue.enum([where, name], [...values])]);
	return String(value) as T;
}

/** An integer path parameter (page numbers). */
export function integerPathParam(context: HandlerContext, name: string): number {
	const text = context.pathParams[name];
	if (!/^\d+$/.test(text)) throw new ValidationError([issue.integer(['path', name])]);
	return Number(text);
}

/** `a,b` or repeated parameters as one list. */
export function listInput(context: HandlerContext, name: string, where: Where = 'query'): string[] {
	const value = context[where][name];
	const parts = Array.isArray(value) ? value : value === undefined || value === null ? [] : [value];
	return parts
		.flatMap((part) => String(part).split(','))
		.map((part) => part.trim())
		.filter(Boolean);
}

/** Exactly `limit` records from `skip` on, and how many there are in all. */
export function pageOf<T>(rows: T[], skip: unknown, limit: unknown): { page: T[]; total: number } {
	const start = Math.max(0, Number(skip ?? 0));
	return { page: rows.slice(start, start + Math.max(0, Number(limit ?? 15))), total: rows.length };
}

/** Case-insensitive "contains" over a record's text values; an empty keyword matches everything. */
export function matchesKeyword(record: object, keyword: unknown): boolean {
	const needle =
		keyword === undefined || keyword === null ? '' : String(keyword).trim().toLowerCase();
	if (needle === '') return true;
	return Object.values(record).some(
		(value) =>
			(typeof value === 'string' || typeof value === 'number') &&
			String(value).toLowerCase().includes(needle),
	);
}

/** A copy without the given keys (and without undefined values). */
export function omitKeys(values: Record<string, unknown>, keys: string[]): Record<string, unknown> {
	return Object.fromEntries(
		Object.entries(values).filter(([key, value]) => !keys.includes(key) && value !== undefined),
	);
}
