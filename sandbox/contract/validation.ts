// Checks a request against its contract entry the way FastAPI would: every problem is collected and
// reported at once as a 422 (path, then query, then body), and valid values come back coerced to
// their declared types. Only what the contract says is checked.
import type { Field } from '../../contract';
import type { ServedEndpoint } from './endpoints';
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

const lastOf = (value: string | string[]): string =>
	Array.isArray(value) ? value[value.length - 1] : value;
const listOf = (value: string | string[] | undefined): string[] =>
	value === undefined ? [] : Array.isArray(value) ? value : [value];

const isFileField = (field: Field) => field.type === 'file' || field.type === 'files';
/** Fields that take a list: several values of one name. */
const isListField = (field: Field) => field.type === 'files' || field.type === 'stringArray';
/** One item of a list field. */
const itemOf = (field: Field): Field => ({
	name: field.name,
	type: field.type === 'files' ? 'file' : 'string',
});

function isValidDate(text: string): boolean {
	const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
	if (!match) return false;
	const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
	return date.toISOString().startsWith(text);
}

function isJson(text: string): boolean {
	try {
		JSON.parse(text);
		return true;
	} catch {
		return false;
	}
}

/** A number outside the field's bounds, checked in pydantic's order (gt, ge, le). */
function bounded(coerced: Coerced, field: Field, loc: Loc): Coerced {
	if (!coerced.ok || typeof coerced.value !== 'number') return coerced;
	const value = coerced.value;
	if (field.exclusiveMin !== undefined && !(value > field.exclusiveMin))
		return fail(issue.exclusiveMinimum(loc, field.exclusiveMin));
	if (field.min !== undefined && value < field.min) return fail(issue.minimum(loc, field.min));
	if (field.max !== undefined && value > field.max) return fail(issue.maximum(loc, field.max));
	return coerced;
}

/** Text as it arrives in a path, query string or form field. */
function coerceText(text: string, field: Field, loc: Loc): Coerced {
	const trimmed = text.trim();
	switch (field.type) {
		case 'integer':
			return bounded(
				/^[+-]?\d+$/.test(trimmed) ? ok(Number(trimmed)) : fail(issue.integer(loc)),
				field,
				loc,
			);
		case 'number':
			return bounded(
				trimmed !== '' && Number.isFinite(Number(trimmed))
					? ok(Number(trimmed))
					: fail(issue.number(loc)),
				field,
				loc,
			);
		case 'boolean':
			if (TRUE_WORDS.includes(trimmed.toLowerCase())) return ok(true);
			return FALSE_WORDS.includes(trimmed.toLowerCase()) ? ok(false) : fail(issue.boolean(loc));
		case 'date':
			return isValidDate(trimmed) ? ok(trimmed) : fail(issue.date(loc));
		case 'enum':
			return (field.values ?? []).includes(text)
				? ok(text)
				: fail(issue.enum(loc, [...(field.values ?? [])]));
		case 'json':
			// A string carrying JSON: it must parse; handlers get the text as sent.
			return isJson(text) ? ok(text) : fail(issue.invalidJson(loc));
		default:
			return ok(text);
	}
}

/** A value from a JSON body: numbers and booleans may already be typed. */
function coerceJson(value: unknown, field: Field, loc: Loc): Coerced {
	if (isListField(field)) {
		if (!Array.isArray(value)) return fail(issue.list(loc));
		const items = value.map((item, index) => coerceJson(item, itemOf(field), [...loc, index]));
		const failed = items.find((item) => !item.ok);
		return failed ?? ok(items.map((item) => (item as { value: unknown }).value));
	}
	if (typeof value === 'string') return coerceText(value, field, loc);
	if (typeof value === 'number') {
		if (field.type === 'string') return ok(String(value));
		if (field.type === 'integer')
			return bounded(Number.isInteger(value) ? ok(value) : fail(issue.integer(loc)), field, loc);
		if (field.type === 'number') return bounded(ok(value), field, loc);
		if (field.type === 'boolean' && (value === 0 || value === 1)) return ok(value === 1);
	}
	if (typeof value === 'boolean') {
		if (field.type === 'boolean') return ok(value);
		if (field.type === 'integer' || field.type === 'number') return ok(value ? 1 : 0);
	}
	const mismatch: Partial<Record<Field['type'], (l: Loc) => ValidationIssue>> = {
		integer: issue.integer,
		number: issue.number,
		boolean: issue.boolean,
		date: issue.date,
	};
	if (field.type === 'enum') return fail(issue.enum(loc, [...(field.values ?? [])]));
	return fail((mismatch[field.type] ?? issue.string)(loc));
}

/** Path parameters arrive percent-decoded and are always present once routed; handlers keep the text. */
function validatePath(
	fields: Field[],
	pathParams: Record<string, string>,
	issues: ValidationIssue[],
): void {
	for (const field of fields) {
		const coerced = coerceText(pathParams[field.name] ?? '', field, ['path', field.name]);
		if (!coerced.ok) issues.push(coerced.issue);
	}
}

function validateQuery(
	fields: Field[],
	raw: RawQuery,
	issues: ValidationIssue[],
): Record<string, unknown> {
	const query: Record<string, unknown> = {};
	for (const [name, value] of Object.entries(raw)) query[name] = lastOf(value);
	for (const field of fields) {
		const loc = ['query', field.name];
		const value = raw[field.name];
		if (value === undefined) {
			if (field.required) issues.push(issue.missing(loc));
			else query[field.name] = field.default;
			continue;
		}
		if (isListField(field)) {
			query[field.name] = listOf(value);
			continue;
		}
		const coerced = coerceText(lastOf(value), field, loc);
		if (coerced.ok) query[field.name] = coerced.value;
		else issues.push(coerced.issue);
	}
	return query;
}

/** Form fields (urlencoded or multipart, as FastAPI's Form() accepts both). Empty strings count as absent. */
function validateFormField(
	field: Field,
	fields: FormFields,
	uploads: UploadedFile[],
	input: ValidatedInput,
	issues: ValidationIssue[],
): void {
	const loc = ['body', field.name];
	const texts = listOf(fields[field.name]).filter((text) => text !== '');
	if (isFileField(field)) {
		// A text part where a file belongs is FastAPI's UploadFile error, not "missing".
		if (texts.length > 0) {
			issues.push(issue.notAFile(field.type === 'files' ? [...loc, 0] : loc));
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
	if (isListField(field)) {
		const items = texts.map((text, index) => coerceText(text, itemOf(field), [...loc, index]));
		const failed = items.filter((item) => !item.ok);
		if (failed.length > 0)
			issues.push(...failed.map((item) => (item as { issue: ValidationIssue }).issue));
		else input.body[field.name] = items.map((item) => (item as { value: unknown }).value);
		return;
	}
	const coerced = coerceText(texts[texts.length - 1], field, loc);
	if (coerced.ok) input.body[field.name] = coerced.value;
	else issues.push(coerced.issue);
}

function validateJsonField(
	field: Field,
	json: Record<string, unknown>,
	input: ValidatedInput,
	issues: ValidationIssue[],
) {
	const loc = ['body', field.name];
	const value = json[field.name];
	if (value === undefined || value === null) {
		if (field.required) issues.push(value === null ? issue.none(loc) : issue.missing(loc));
		else input.body[field.name] = field.default ?? null;
		return;
	}
	const coerced = coerceJson(value, field, loc);
	if (coerced.ok) input.body[field.name] = coerced.value;
	else issues.push(coerced.issue);
}

function validateBody(
	endpoint: ServedEndpoint,
	body: ParsedBody,
	input: ValidatedInput,
	issues: ValidationIssue[],
): void {
	if (endpoint.body === 'none') return;
	if (endpoint.body === 'json') {
		// FastAPI stops at a JSON syntax error and reports only that.
		if (body.kind === 'invalid-json') throw new ValidationError([issue.jsonDecode(body.message)]);
		// The body is one required model: no body at all is "field required"; a body that is not
		// JSON (a form, say) reaches the model as bytes, "not a valid dict".
		if (body.kind === 'none') {
			issues.push(issue.missing(['body']));
			return;
		}
		const json = body.kind === 'json' ? body.value : undefined;
		if (typeof json !== 'object' || json === null || Array.isArray(json)) {
			issues.push(issue.dict(['body']));
			return;
		}
		Object.assign(input.body, json);
		for (const field of endpoint.bodyFields)
			validateJsonField(field, json as Record<string, unknown>, input, issues);
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

/** Throws ValidationError listing every problem. */
export function validateRequest(
	endpoint: ServedEndpoint,
	pathParams: Record<string, string>,
	rawQuery: RawQuery,
	body: ParsedBody,
): ValidatedInput {
	const issues: ValidationIssue[] = [];
	const input: ValidatedInput = { query: {}, body: {}, files: {} };
	validatePath(endpoint.pathParams, pathParams, issues);
	input.query = validateQuery(endpoint.query, rawQuery, issues);
	validateBody(endpoint, body, input, issues);
	if (issues.length > 0) throw new ValidationError(issues);
	return input;
}
