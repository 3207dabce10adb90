// Pattern validation answered from real regular expression checks. Patterns are Python syntax
// (`re` or the `regex` module) and are translated to a JavaScript RegExp, then compiled:
// `(?P<name>…)` / `(?P=name)` named groups, leading inline flags (?i)(?m)(?s), \A and \Z, and
// Python's "bad escape" for unknown letter escapes. Only `regex` also accepts `(?<name>…)`.
// Values are checked with full-match semantics (Python's re.fullmatch).
import { issue, ValidationError } from '../../contract';
import { jsonInput, requiredText } from '../../standIn/behaviour/inputValues';
import { json, type BehaviourTable, type Handler } from './types';

type Flavour = 're' | 'regex';

/** Letter escapes Python knows; any other letter after a backslash is "bad escape". */
const KNOWN_ESCAPES = 'abBdDfnrsStvwWAZxuUN';

export type Compiled = { ok: true; regex: RegExp } | { ok: false; error: string };

function translate(pattern: string, flavour: Flavour): { source: string; flags: string } {
	let flags = '';
	let rest = pattern;
	const inline = /^\(\?([aiLmsux]+)\)/.exec(rest);
	if (inline) {
		if (inline[1].includes('x'))
			throw new Error('the verbose flag (?x) is not supported by the sandbox');
		flags = [...new Set(inline[1].replace(/[aLu]/g, ''))].join('');
		rest = rest.slice(inline[0].length);
	}
	let source = '';
	let inClass = false;
	for (let index = 0; index < rest.length; index++) {
		const char = rest[index];
		const ahead = rest.slice(index);
		if (char === '\\') {
			const next = rest[index + 1];
			if (next === undefined) throw new Error('bad escape (end of pattern)');
			if (/[A-Za-z]/.test(next) && !KNOWN_ESCAPES.includes(next))
				throw new Error(`bad escape \\${next} at position ${index}`);
			const translated: Record<string, string> = inClass
				? { a: '\\x07' }
				: { a: '\\x07', A: '(?<![\\s\\S])', Z: '(?![\\s\\S])' };
			source += translated[next] ?? char + next;
			index++;
		} else if (inClass) {
			if (char === ']') inClass = false;
			source += char;
		} else if (char === '[') {
			// In Python a ']' right after '[' or '[^' is a literal; in JavaScript it would close the class.
			const open = /^\[\^?/.exec(ahead)![0];
			source += open;
			index += open.length - 1;
			if (rest[index + 1] === ']') {
				source += '\\]';
				index++;
			}
			inClass = true;
		} else if (ahead.startsWith('(?P<')) {
			source += '(?<';
			index += 3;
		} else if (ahead.startsWith('(?P=')) {
			const end = rest.indexOf(')', index);
			if (end === -1) throw new Error(`missing ), unterminated name at position ${index}`);
			source += `\\k<${rest.slice(index + 4, end)}>`;
			index = end;
		} else if (flavour === 're' && /^\(\?<[^=!]/.test(ahead)) {
			throw new Error(`unknown extension ?<${rest[index + 3]} at position ${index + 1}`);
		} else {
			source += char;
		}
	}
	return { source, flags };
}

export function compilePattern(pattern: string, flavour: Flavour, fullMatch = false): Compiled {
	try {
		const { source, flags } = translate(pattern, flavour);
		new RegExp(source, flags);
		return {
			ok: true,
			regex: new RegExp(fullMatch ? `(?<![\\s\\S])(?:${source})(?![\\s\\S])` : source, flags),
		};
	} catch (error) {
		return { ok: false, error: (error as Error).message };
	}
}

interface PatternCheck {
	name: string;
	pattern: string;
	values: string[];
}

/**
 * `patterns`: `{"<name>": {"pattern": …, "value": … | "values": […]}}`, `{"<name>": "<pattern>"}`,
 * or a list of `{"name"?, "pattern", "value" | "values"}` or of pattern strings.
 */
function patternChecks(value: unknown): PatternCheck[] {
	const entries: Array<[string, unknown]> = Array.isArray(value)
		? value.map((entry, index) => [String((entry as { name?: unknown })?.name ?? index), entry])
		: value && typeof value === 'object'
			? Object.entries(value)
			: [];
	const checks = entries.map(([name, entry]) => {
		const spec = (typeof entry === 'string' ? { pattern: entry } : entry) as {
			pattern?: unknown;
			value?: unknown;
			values?: unknown;
		};
		const values = Array.isArray(spec?.values)
			? spec.values
			: spec?.value !== undefined
				? [spec.value]
				: [];
		return typeof spec?.pattern === 'string'
			? { name, pattern: spec.pattern, values: values.map(String) }
			: undefined;
	});
	if (checks.length === 0 || checks.includes(undefined)) {
		throw new ValidationError([
			{
				...issue.dict(['body', 'patterns']),
				msg: 'expected {"<name>": {"pattern": "...", "value": "..."}}',
			},
		]);
	}
	return checks as PatternCheck[];
}

const isValid =
	(flavour: Flavour): Handler =>
	({ body }) => {
		const pattern = requiredText(body, 'pattern');
		const compiled = compilePattern(pattern, flavour);
		return json(
			compiled.ok ? { valid: true, pattern } : { valid: false, pattern, error: compiled.error },
		);
	};

const validatePatterns =
	(flavour: Flavour): Handler =>
	(context) => {
		const results = patternChecks(jsonInput(context, 'patterns', 'objectOrArray')).map(
			({ name, pattern, values }) => {
				const compiled = compilePattern(pattern, flavour, true);
				if (!compiled.ok)
					return { name, pattern, valid: false, error: compiled.error, matches: false, values: [] };
				const checked = values.map((value) => {
					const found = compiled.regex.exec(value);
					return {
						value,
						matches: found !== null,
						...(found?.groups ? { groups: { ...found.groups } } : {}),
					};
				});
				// Without values only the compilation is checked: matches is null.
				const matches = checked.length === 0 ? null : checked.every((check) => check.matches);
				return { name, pattern, valid: true, matches, values: checked };
			},
		);
		return json({
			valid: results.every((result) => result.valid),
			all_match: results.every((result) => result.matches !== false),
			matching: results.filter((result) => result.matches === true).map((result) => result.name),
			not_matching: results
				.filter((result) => result.matches === false)
				.map((result) => result.name),
			results,
		});
	};

export const patternsBehaviour: BehaviourTable = {
	'pattern.checkRe': isValid('re'),
	'pattern.checkRegex': isValid('regex'),
	'pattern.validateRePatterns': validatePatterns('re'),
	'pattern.validateRegexPatterns': validatePatterns('regex'),
};
