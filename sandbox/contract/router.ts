// Routes raw request paths to contract endpoints. Each contract path becomes one regex; when several
// match, the one with literal segments earliest wins (`/a/list` beats `/a/{id}`).
import type { Field } from '../../contract';
import type { ServedEndpoint as Endpoint } from './endpoints';

export type RouteMatch =
	| { kind: 'not-found' }
	| { kind: 'method-not-allowed'; path: string; allow: string[] }
	| { kind: 'match'; endpoint: Endpoint; pathParams: Record<string, string> };

interface CompiledRoute {
	path: string;
	regex: RegExp;
	paramNames: string[];
	/** Per segment: 0 literal, 1 literal with a placeholder inside, 2 placeholder only. */
	rank: number[];
	byMethod: Map<string, Endpoint>;
}

/**
 * A placeholder is one segment, or part of one (`v{version_number}`). An integer placeholder that
 * shares its segment with literal text is part of the route's name (`/api/v1/...`), so it matches
 * digits only and anything else is an unknown path; a whole-segment one is validated (422).
 */
function placeholderPattern(field: Field | undefined, sharesSegment: boolean): string {
	return sharesSegment && field?.type === 'integer' ? '[0-9]+' : '[^/]+';
}

const UNRESERVED = /[A-Za-z0-9\-._~]/;

/** `(` → `%28`; hex letters match either case. */
function percentEncodedPattern(char: string): string {
	return [...Buffer.from(char, 'utf8')]
		.map(
			(byte) =>
				`%${byte
					.toString(16)
					.padStart(2, '0')
					.replace(/[a-f]/g, (h) => `[${h}${h.toUpperCase()}]`)}`,
		)
		.join('');
}

/** Literal text also matches its percent-encoded form, so `%28de%29-activate_email` still routes. */
function literalPattern(text: string): string {
	return [...text]
		.map((char) => {
			if (UNRESERVED.test(char)) return char;
			const escaped = char.replace(/[\\^$.*+?()[\]{}|/]/g, '\\$&');
			return `(?:${escaped}|${percentEncodedPattern(char)})`;
		})
		.join('');
}

function compile(path: string, pathParams: Field[]): Omit<CompiledRoute, 'byMethod'> {
	const paramNames: string[] = [];
	const rank: number[] = [];
	const segments = path.split('/').slice(1);
	const pattern = segments
		.map((segment) => {
			const pieces = segment.split(/(\{\w+\})/).filter((piece) => piece !== '');
			const placeholders = pieces.filter((piece) => /^\{\w+\}$/.test(piece)).length;
			rank.push(placeholders === 0 ? 0 : pieces.length === 1 ? 2 : 1);
			return pieces
				.map((piece) => {
					const placeholder = /^\{(\w+)\}$/.exec(piece);
					if (!placeholder) return literalPattern(piece);
					paramNames.push(placeholder[1]);
					const field = pathParams.find((candidate) => candidate.name === placeholder[1]);
					return `(${placeholderPattern(field, pieces.length > 1)})`;
				})
				.join('');
		})
		.join('/');
	return { path, regex: new RegExp(`^/${pattern}$`), paramNames, rank };
}

function compareRank(a: number[], b: number[]): number {
	for (let i = 0; i < Math.min(a.length, b.length); i++) {
		if (a[i] !== b[i]) return a[i] - b[i];
	}
	return a.length - b.length;
}

export class Router {
	private readonly routes: CompiledRoute[];

	constructor(endpoints: readonly Endpoint[]) {
		const byPath = new Map<string, CompiledRoute>();
		for (const endpoint of endpoints) {
			let route = byPath.get(endpoint.path);
			if (!route) {
				route = { ...compile(endpoint.path, endpoint.pathParams), byMethod: new Map() };
				byPath.set(endpoint.path, route);
			}
			if (route.byMethod.has(endpoint.method))
				throw new Error(
					`Two contract entries for ${endpoint.method} ${endpoint.path}: ${endpoint.id}`,
				);
			route.byMethod.set(endpoint.method, endpoint);
		}
		// Array.prototype.sort is stable, so equal ranks keep contract order.
		this.routes = [...byPath.values()].sort((a, b) => compareRank(a.rank, b.rank));
	}

	/** `rawPath` is the path as sent (percent-encoded, no query string). */
	match(method: string, rawPath: string): RouteMatch {
		for (const route of this.routes) {
			const found = route.regex.exec(rawPath);
			if (!found) continue;
			const pathParams = decodeParams(route.paramNames, found.slice(1));
			if (!pathParams) continue;
			// The best matching path decides; its methods are the only ones allowed (Starlette adds HEAD to GET).
			const endpoint = route.byMethod.get(method === 'HEAD' ? 'GET' : method);
			if (endpoint) return { kind: 'match', endpoint, pathParams };
			const allow = [...route.byMethod.keys()];
			if (allow.includes('GET')) allow.push('HEAD');
			return { kind: 'method-not-allowed', path: route.path, allow };
		}
		return { kind: 'not-found' };
	}
}

/** Decoded after matching, so `a%2Fb` is one segment holding `a/b`; malformed escapes match nothing. */
function decodeParams(names: string[], values: string[]): Record<string, string> | undefined {
	const params: Record<string, string> = {};
	try {
		names.forEach((name, index) => {
			params[name] = decodeURIComponent(values[index]);
		});
	} catch {
		return undefined;
	}
	return params;
}
