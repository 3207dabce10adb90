// Checks a request against its contract row the way FastAPI would: every problem is collected and
// reported at once as a 422, and valid values come back coerced to their declared types.
import type { Endpoint, FieldSpec, FieldType, ParamSpec } from './contract';
import { issue, ValidationError, type ValidationIssue } from './errors';
import type { FormFields, ParsedBody, UploadedFile } from './requestBody';

export type RawQuery = Record<string, string | string[]>;

export interface ValidatedInput {
	/** Declared parameters coerced (defaults applied); undeclared ones as raw strings. */
	query: Record<string, unknown>;
	/** Declared text/JSON body fields coerced (defaults applied); undeclared ones as sent. */
	body: Record<string, unknown>;
	/** File fields by name. */
	files: Record<string, UploadedFile[]>;
}

type Loc = Array<string | number>;
type Coerced = { ok: true; value: unknown } | { ok: false; issue: ValidationIssue };

const TRUE_WORDS = ['1', 'on', 't', 'true', 'y', 'yes'];
const FALSE_WORDS = ['0', 'off', 'f', 'false', 'n', 'no'];

const ok = (value: unknown): Coerced => ({ ok: true, value });
const fail = (problem: ValidationIssue): Coerced => ({ ok: false, issue: problem });

const lastOf = (value: string | string[]): string => (Array.isArray(value) ? value[value.length - 1] : value);
const listOf = (value: string | string[] | undefined): string[] =>
	value === undefined ? [] : Array.isArray(value) ? value : [value];

function isValidDate(text: string): boolean {
	const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
	if (!match) return false;
	const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
	return date.toISOString().startsWith(text);
}

/** Text as it arrives in a query string or form field. */
function coerceText(text: string, type: FieldType, loc: Loc): Coerced {
	const trimmed = text.trim();
	switch (type.kind) {
		case 'integer':
			return /^[+-]?\d+$/.test(trimmed) ? ok(Number(trimmed)) : fail(issue.integer(loc));
		case 'number':
			return trimmed !== '' && Number.isFinite(Number(trimmed)) ? ok(Number(trimmed)) : fail(issue.number(loc));
		case 'boolean':
			if (TRUE_WORDS.includes(trimmed.toLowerCase())) return ok(true);
			return FALSE_WORDS.includes(trimmed.toLowerCase()) ? ok(false) : fail(issue.boolean(loc));
		case 'date':
			return isValidDate(trimmed) ? ok(trimmed) : fail(issue.date(loc));
		case 'enum':
			return type.values.includes(text) ? ok(text) : fail(issue.enum(loc, type.values));
		default:
			return ok(text);
	}
}

/** A value from a JSON body: numbers and booleans may already be typed. */
function coerceJson(value: unknown, type: FieldType, loc: Loc): Coerced {
	if (type.kind === 'array') {
		if (!Array.isArray(value)) return fail(issue.list(loc));
		const items = value.map((item, index) => coerceJson(item, type.items, [...loc, index]));
		const failed = items.find((item) => !item.ok);
		return failed ?? ok(items.map((item) => (item as { value: unknown }).value));
	}
	if (typeof value === 'string') return coerceText(value, type, loc);
	if (typeof value === 'number') {
		if (type.kind === 'string') return ok(String(value));
		if (type.kind === 'integer') return Number.isInteger(value) ? ok(value) : fail(issue.integer(loc));
		if (type.kind === 'number') return ok(value);
		if (type.kind === 'boolean' && (value === 0 || value === 1)) return ok(value === 1);
	}
	if (typeof value === 'boolean') {
		if (type.kind === 'boolean') return ok(value);
		if (type.kind === 'integer' || type.kind === 'number') return ok(value ? 1 : 0);
	}
	const mismatch: Record<string, (l: Loc) => ValidationIssue> = {
		integer: issue.integer,
		number: issue.number,
		boolean: issue.boolean,
		date: issue.date,
	};
	if (type.kind === 'enum') return fail(issue.enum(loc, type.values));
	return fail((mismatch[type.kind] ?? issue.string)(loc));
}

function validateQuery(params: ParamSpec[], raw: RawQuery, issues: ValidationIssue[]): Record<string, unknown> {
	const query: Record<string, unknown> = {};
	for (const [name, value] of Object.entries(raw)) query[name] = lastOf(value);
	for (const param of params.filter((p) => p.in === 'query')) {
		const loc = ['query', param.name];
		const value = raw[param.name];
		if (value === undefined) {
			if (param.required) issues.push(issue.missing(loc));
			else query[param.name] = param.default;
			continue;
		}
		const coerced = coerceText(lastOf(value), param.type, loc);
		if (!coerced.ok) issues.push(coerced.issue);
		else if (param.max !== undefined && (coerced.value as number) > param.max) issues.push(issue.maximum(loc, param.max));
		else query[param.name] = coerced.value;
	}
	return query;
}

/** Form fields (urlencoded or multipart, as FastAPI's Form() accepts both). Empty strings count as absent. */
function validateFormField(
	field: FieldSpec,
	fields: FormFields,
	uploads: UploadedFile[],
	input: ValidatedInput,
	issues: ValidationIssue[],
): void {
	const loc = ['body', field.name];
	const texts = listOf(fields[field.name]).filter((text) => text !== '');
	const isFile = field.type.kind === 'file' || (field.type.kind === 'array' && field.type.items.kind === 'file');
	if (isFile) {
		// A text part where a file belongs is FastAPI's UploadFile error, not "missing".
		if (texts.length > 0) {
			issues.push(issue.notAFile(field.type.kind === 'array' ? [...loc, 0] : loc));
			return;
		}
		const matching = uploads.filter((upload) => upload.field === field.name);
		if (matching.length > 0) input.files[field.name] = matching;
		else if (field.required) issues.push(issue.missing(loc));
		return;
	}
	if (texts.length === 0) {
		if (field.required) issues.push(issue.missing(loc));
		else if (field.default !== undefined) input.body[field.name] = field.default;
		return;
	}
	if (field.type.kind === 'array') {
		const items = texts.map((text, index) => coerceText(text, (field.type as { items: FieldType }).items, [...loc, index]));
		const failed = items.filter((item) => !item.ok);
		if (failed.length > 0) issues.push(...failed.map((item) => (item as { issue: ValidationIssue }).issue));
		else input.body[field.name] = items.map((item) => (item as { value: unknown }).value);
		return;
	}
	const coerced = coerceText(texts[texts.length - 1], field.type, loc);
	if (coerced.ok) input.body[field.name] = coerced.value;
	else issues.push(coerced.issue);
}

function validateJsonField(field: FieldSpec, json: Record<string, unknown>, input: ValidatedInput, issues: ValidationIssue[]) {
	const loc = ['body', field.name];
	const value = json[field.name];
	if (value === undefined || value === null) {
		if (field.required) issues.push(value === null ? issue.none(loc) : issue.missing(loc));
		else input.body[field.name] = field.default ?? null;
		return;
	}
	const coerced = coerceJson(value, field.type, loc);
	if (coerced.ok) input.body[field.name] = coerced.value;
	else issues.push(coerced.issue);
}

function validateBody(endpoint: Endpoint, body: ParsedBody, input: ValidatedInput, issues: ValidationIssue[]): void {
	if (endpoint.bodyKind === 'none') return;
	if (endpoint.bodyKind === 'json') {
		// FastAPI stops at a JSON syntax error and reports only that.
		if (body.kind === 'invalid-json') throw new ValidationError([issue.jsonDecode(body.message)]);
		const json = body.kind === 'json' ? body.value : {};
		if (typeof json !== 'object' || json === null || Array.isArray(json)) {
			issues.push(issue.dict(['body']));
			return;
		}
		Object.assign(input.body, json);
		for (const field of endpoint.bodyFields) validateJsonField(field, json as Record<string, unknown>, input, issues);
		return;
	}
	// A body in any other content type means the form fields are simply missing.
	const isForm = body.kind === 'form' || body.kind === 'multipart';
	const fields = isForm ? body.fields : {};
	const uploads = isForm ? body.files : [];
	for (const [name, value] of Object.entries(fields)) input.body[name] = value;
	for (const field of endpoint.bodyFields) {
		delete input.body[field.name];
		validateFormField(field, fields, uploads, input, issues);
	}
}

/** Throws ValidationError listing every problem; path parameters are always present once routed. */
export function validateRequest(endpoint: Endpoint, rawQuery: RawQuery, body: ParsedBody): ValidatedInput {
	const issues: ValidationIssue[] = [];
	const input: ValidatedInput = { query: {}, body: {}, files: {} };
	input.query = validateQuery(endpoint.params, rawQuery, issues);
	validateBody(endpoint, body, input, issues);
	if (issues.length > 0) throw new ValidationError(issues);
	return input;
}
