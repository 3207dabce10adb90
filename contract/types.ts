/**
 * The shape of the service contract: one entry per endpoint of the interface of record. The node,
 * the sandbox, the README's operations table and the coverage test all read these entries; nothing
 * else says which method, path or fields an endpoint has.
 */
import type { FileKind } from './fileKinds';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';

/** How a request body is encoded on the wire. */
export type BodyEncoding = 'form' | 'multipart' | 'json';

/**
 * What a field holds. `json` is a string carrying JSON (the reference's `string(JSON object)`),
 * `files` several file parts of one name, `stringArray` a repeated value, `enum` one of `values`.
 */
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

export interface Field {
	/** The service's own name: a stable identifier. */
	readonly name: string;
	readonly type: FieldType;
	readonly required?: boolean;
	/** The service's default, where the reference documents one. */
	readonly default?: string | number | boolean;
	/** The values of an enum. */
	readonly values?: readonly string[];
	/** Inclusive lower bound of a number (the reference's `minimum`). */
	readonly min?: number;
	/** Exclusive lower bound of a number (the reference's `exclusiveMinimum`): values must be above it. */
	readonly exclusiveMin?: number;
	/** Inclusive upper bound of a number (the reference's `maximum`). */
	readonly max?: number;
	/** A file field that takes only one kind of file. */
	readonly accepts?: FileKind;
}

/** How a list endpoint pages. */
export type Paging =
	/** `skip` and `limit` query parameters; a short page ends the list. */
	| { readonly type: 'skipLimit' }
	/** The answer's `next_url` is posted to `nextPath` as `url`. */
	| { readonly type: 'nextUrl'; readonly nextPath: string }
	/** `cursor` query parameter, answered as `nextCursor`. */
	| { readonly type: 'cursor' };

export interface Endpoint {
	/** The section of the interface the endpoint belongs to. */
	readonly group: string;
	readonly method: HttpMethod;
	/** Exactly as the interface writes it; `{name}` placeholders are path parameters. */
	readonly path: string;
	/** What the interface says the endpoint does. */
	readonly purpose: string;
	/** Served on the workflow host with its own key (`X-WF-API-KEY`), not on the service host. */
	readonly host?: 'workflow';
	/** Placeholders that are not plain required strings; the others are. */
	readonly pathParams?: readonly Field[];
	readonly query?: readonly Field[];
	/**
	 * A JSON body is always required, even with no field set (`{}` at least): the reference marks
	 * every JSON body so (FastAPI reads it as one model). Form and multipart bodies need only their
	 * required fields.
	 */
	readonly body?: { readonly encoding: BodyEncoding; readonly fields: readonly Field[] };
	readonly paging?: Paging;
	/** The answer is a file, or XML text; without this, the answer is JSON and anything else is an error. */
	readonly response?: 'file' | 'xml';
	/** A GET that changes state: never repeated after a failure. */
	readonly changesState?: boolean;
}

/** The endpoints of one area, by a stable key (the node's operation value). */
export type EndpointGroup = Record<string, Endpoint>;

/** Where an input goes on the wire. */
export type InputLocation = 'path' | 'query' | 'body';

/** Names of the fields of an endpoint, wherever they go. */
export type FieldNameOf<E extends Endpoint> =
	| (E['pathParams'] extends readonly Field[] ? E['pathParams'][number]['name'] : never)
	| (E['query'] extends readonly Field[] ? E['query'][number]['name'] : never)
	| (E['body'] extends { fields: readonly Field[] } ? E['body']['fields'][number]['name'] : never)
	| PlaceholdersOf<E['path']>;

/** `'/a/{x}/b/{y}'` → `'x' | 'y'`. */
export type PlaceholdersOf<P extends string> = P extends `${string}{${infer Name}}${infer Rest}`
	? Name | PlaceholdersOf<Rest>
	: never;
