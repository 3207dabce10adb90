// Reads sandbox/endpoints.tsv (the service contract) into typed endpoint descriptions.
// The TSV is the single source of truth: routes, auth, parameters and body fields all come from it.
import { existsSync, readFileSync } from 'node:fs';
import * as path from 'node:path';

export type FieldType =
	| { kind: 'string' }
	| { kind: 'integer' }
	| { kind: 'number' }
	| { kind: 'boolean' }
	| { kind: 'date' }
	| { kind: 'file' }
	| { kind: 'enum'; name: string; values: string[] }
	| { kind: 'array'; items: FieldType };

export interface ParamSpec {
	name: string;
	in: 'path' | 'query';
	required: boolean;
	type: FieldType;
	default?: unknown;
	/** Inclusive upper bound, e.g. `limit (q, ..., max 250)`. */
	max?: number;
}

export interface FieldSpec {
	name: string;
	required: boolean;
	type: FieldType;
	default?: unknown;
}

export type BodyKind = 'none' | 'form' | 'multipart' | 'json';

export interface Endpoint {
	group: string;
	method: string;
	/** Path exactly as written in the TSV, e.g. `{host}/api/v{version_number}/workflows`. */
	tsvPath: string;
	/** Path as served by the sandbox, e.g. `/api/v{version_number}/workflows`. */
	path: string;
	/** `METHOD path`: the key behaviour handlers are registered under. */
	key: string;
	params: ParamSpec[];
	bodyKind: BodyKind;
	bodyFields: FieldSpec[];
	/** Lower-case header carrying the API key for this endpoint. */
	authHeader: 'x-api-key' | 'x-wf-api-key';
	purpose: string;
}

const STRING: FieldType = { kind: 'string' };

/** Splits on `separator` except inside `{...}` (enum values may contain `;`). */
export function splitOutsideBraces(text: string, separator: string): string[] {
	const parts: string[] = [];
	let depth = 0;
	let current = '';
	for (const char of text) {
		if (char === '{') depth++;
		if (char === '}') depth = Math.max(0, depth - 1);
		if (char === separator && depth === 0) {
			parts.push(current);
			current = '';
		} else {
			current += char;
		}
	}
	parts.push(current);
	return parts;
}

export function parseFieldType(text: string): FieldType {
	const type = text.trim();
	const enumMatch = /^([\w.]+)\{(.*)\}$/.exec(type);
	if (enumMatch) return { kind: 'enum', name: enumMatch[1], values: enumMatch[2].split('|') };
	const arrayMatch = /^array<(.+)>$/.exec(type);
	if (arrayMatch) return { kind: 'array', items: parseFieldType(arrayMatch[1]) };
	// `binary(text/xml)`, `string(JSON object)`: the parenthesis only describes the content.
	const base = type.replace(/\(.*\)$/, '');
	switch (base) {
		case 'integer':
		case 'number':
		case 'boolean':
		case 'date':
		case 'string':
			return { kind: base };
		case 'file':
		case 'binary':
			return { kind: 'file' };
		default:
			throw new Error(`Unknown field type in contract: ${text}`);
	}
}

/** Converts a TSV default (`7`, `false`, `'request_id'`) to the field's type. */
function parseDefault(raw: string, type: FieldType): unknown {
	const unquoted = raw.trim().replace(/^'(.*)'$/, '$1');
	if (type.kind === 'integer' || type.kind === 'number') return Number(unquoted);
	if (type.kind === 'boolean') return unquoted.toLowerCase() === 'true';
	return unquoted;
}

/** Parses `name:type[=default]:required|optional;...` (enum braces may contain `;`). */
export function parseBodyFields(text: string): FieldSpec[] {
	if (text.trim() === '-' || text.trim() === '') return [];
	return splitOutsideBraces(text, ';')
		.filter((item) => item.trim() !== '')
		.map((item) => {
			const firstColon = item.indexOf(':');
			const lastColon = item.lastIndexOf(':');
			const name = item.slice(0, firstColon).trim();
			const requiredness = item.slice(lastColon + 1).trim();
			const [typeText, ...defaultParts] = splitOutsideBraces(item.slice(firstColon + 1, lastColon), '=');
			const type = parseFieldType(typeText);
			const field: FieldSpec = { name, required: requiredness === 'required', type };
			if (defaultParts.length > 0) field.default = parseDefault(defaultParts.join('='), type);
			return field;
		});
}

// One clause of the parameters column: `a, b (all q, optional, integer, default 100, max 250)`.
// Clauses that are prose (`inputs described: ...`, `fields of the label table above (q)`) do not match.
const PARAM_CLAUSE = /^\s*([A-Za-z_]\w*(?:\s*,\s*[A-Za-z_]\w*)*)\s*\(\s*(?:all\s+)?(p|q)\b([^)]*)\)/;

export function parseParameters(text: string): ParamSpec[] {
	if (text.trim() === 'none') return [];
	const params: ParamSpec[] = [];
	for (const clause of text.split(';')) {
		const match = PARAM_CLAUSE.exec(clause);
		if (!match) continue;
		const attributes = match[3]
			.split(',')
			.map((attribute) => attribute.trim())
			.filter(Boolean);
		let type: FieldType = STRING;
		let defaultRaw: string | undefined;
		let max: number | undefined;
		for (const attribute of attributes) {
			if (['integer', 'number', 'boolean', 'string', 'date'].includes(attribute)) type = parseFieldType(attribute);
			else if (attribute.startsWith('default ')) defaultRaw = attribute.slice('default '.length);
			else if (attribute.startsWith('max ')) max = Number(attribute.slice('max '.length));
		}
		for (const name of match[1].split(',').map((n) => n.trim())) {
			const param: ParamSpec = {
				name,
				in: match[2] === 'p' ? 'path' : 'query',
				required: attributes.includes('required'),
				type,
			};
			if (defaultRaw !== undefined) param.default = parseDefault(defaultRaw, type);
			if (max !== undefined) param.max = max;
			params.push(param);
		}
	}
	return params;
}

function parseBodyKind(contentType: string): BodyKind {
	switch (contentType.trim()) {
		case 'application/x-www-form-urlencoded':
			return 'form';
		case 'multipart/form-data':
			return 'multipart';
		case 'application/json':
			return 'json';
		default:
			return 'none';
	}
}

const COLUMNS = ['group', 'method', 'path', 'parameters', 'responses', 'body_content_type', 'body_fields', 'purpose'];

export function parseContract(tsv: string): Endpoint[] {
	const [headerLine, ...lines] = tsv.split(/\r?\n/).filter((line) => line.trim() !== '');
	const header = headerLine.split('\t');
	const missing = COLUMNS.filter((column) => !header.includes(column));
	if (missing.length > 0) throw new Error(`endpoints.tsv lacks columns: ${missing.join(', ')}`);
	return lines.map((line) => {
		const cells = line.split('\t');
		const cell = (name: string) => (cells[header.indexOf(name)] ?? '').trim();
		const method = cell('method').toUpperCase();
		const parameters = cell('parameters');
		// `{host}` is the service origin; everything after it is served as-is.
		const servedPath = cell('path').replace(/^\{host\}/, '');
		return {
			group: cell('group'),
			method,
			tsvPath: cell('path'),
			path: servedPath,
			key: `${method} ${servedPath}`,
			params: parseParameters(parameters),
			bodyKind: parseBodyKind(cell('body_content_type')),
			bodyFields: parseBodyFields(cell('body_fields')),
			authHeader: /header X-WF-API-KEY/i.test(parameters) ? 'x-wf-api-key' : 'x-api-key',
			purpose: cell('purpose'),
		};
	});
}

/** The TSV sits next to the sources; compiled code lives in build/sandbox, two levels below the repo. */
export function locateContractFile(): string {
	const candidates = [
		path.join(__dirname, 'endpoints.tsv'),
		path.resolve(__dirname, '..', '..', 'sandbox', 'endpoints.tsv'),
	];
	const found = candidates.find((candidate) => existsSync(candidate));
	if (!found) throw new Error(`endpoints.tsv not found (looked in ${candidates.join(', ')})`);
	return found;
}

export function loadContract(file: string = locateContractFile()): Endpoint[] {
	return parseContract(readFileSync(file, 'utf8'));
}
