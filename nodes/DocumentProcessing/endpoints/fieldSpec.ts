/** Parses the field notation of the endpoint table (see `FieldSpec`). */
export type FieldType =
	| 'string'
	| 'integer'
	| 'number'
	| 'boolean'
	| 'date'
	| 'json'
	| 'file'
	| 'files'
	| 'stringArray'
	| 'enum';

export interface ParsedField {
	name: string;
	type: FieldType;
	required: boolean;
	/** The service's default, when the reference documents one. */
	default?: string | number | boolean;
	/** Allowed values of an enum. */
	values?: string[];
}

const SPEC = /^([^:]+):(.+?)(?:=(.*))?:(required|optional)$/;

function parseType(raw: string): Pick<ParsedField, 'type' | 'values'> {
	const enumMatch = /^[A-Za-z_]*\{(.*)\}$/.exec(raw);
	if (enumMatch) return { type: 'enum', values: enumMatch[1].split('|') };
	switch (raw) {
		case 'array<string>':
			return { type: 'stringArray' };
		case 'array<file>':
			return { type: 'files' };
		case 'binary':
		case 'binary(text/xml)':
		case 'file':
			return { type: 'file' };
		case 'string(JSON object)':
		case 'json':
			return { type: 'json' };
		case 'integer':
		case 'number':
		case 'boolean':
		case 'date':
		case 'string':
			return { type: raw };
		default:
			throw new Error(`Unknown field type "${raw}"`);
	}
}

function parseDefault(raw: string, type: FieldType): string | number | boolean {
	const unquoted = raw.replace(/^(['"])(.*)\1$/, '$2');
	if (type === 'integer' || type === 'number') return Number(unquoted);
	if (type === 'boolean') return unquoted === 'true';
	return unquoted;
}

export function parseField(spec: string): ParsedField {
	const match = SPEC.exec(spec.trim());
	if (!match) throw new Error(`Cannot read field spec "${spec}"`);
	const [, name, rawType, rawDefault, presence] = match;
	const parsed: ParsedField = { name, required: presence === 'required', ...parseType(rawType) };
	if (rawDefault !== undefined) parsed.default = parseDefault(rawDefault, parsed.type);
	return parsed;
}

/** Splits a `;`-joined list of specs, keeping `;` inside enum braces (`{;|,}`). */
export function splitFieldList(joined: string): string[] {
	const parts: string[] = [];
	let depth = 0;
	let current = '';
	for (const char of joined) {
		if (char === '{') depth++;
		if (char === '}') depth--;
		if (char === ';' && depth === 0) {
			parts.push(current);
			current = '';
		} else {
			current += char;
		}
	}
	if (current) parts.push(current);
	return parts;
}

/** Names of the `{placeholders}` of a path, in order. */
export function pathParameters(path: string): string[] {
	return [...path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]);
}
