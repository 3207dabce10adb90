import type { CustomInputName } from '../customInputs';
import type { FileKind } from '../transport/fileKinds';

/**
 * The shape of the endpoint table: one row per endpoint of the service interface.
 * Everything the node sends for an operation is read from its row.
 */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';

/** How the body is encoded on the wire. */
export type BodyEncoding = 'form' | 'multipart' | 'json';

/**
 * A field is written as `name:type[=default]:required|optional`, the notation of the
 * service reference. Types: string, integer, number, boolean, date, json, file,
 * array<string>, array<file>, and enums as `enum{a|b}` (also `AnyName{a|b}`).
 */
export type FieldSpec = string;

/** How a list endpoint pages. */
export type Paging =
	/** `skip` and `limit` query parameters; a short page ends the list. */
	| { type: 'skipLimit' }
	/** `/logtail` answers `next_url`, sent back to `/logtail/next` as `url`. */
	| { type: 'nextUrl'; nextPath: string }
	/** `cursor` query parameter, answered as `nextCursor`. */
	| { type: 'cursor' };

export interface Endpoint {
	/** Stable operation value: renaming it breaks saved workflows. */
	operation: string;
	name: string;
	/** A sentence saying what the operation does (shown in the actions list). */
	action: string;
	method: HttpMethod;
	/** Exactly as the interface writes it; `{name}` placeholders are path parameters. */
	path: string;
	/** Types and defaults of path placeholders, where a placeholder is not a plain required string. */
	pathParams?: FieldSpec[];
	query?: FieldSpec[];
	body?: BodyEncoding;
	fields?: FieldSpec[];
	paging?: Paging;
	/** The response is a file: it becomes n8n binary data. */
	binaryResponse?: boolean;
	/** A GET that changes state (the service has a few): never retried after a failure. */
	changesState?: boolean;
	/** File fields that take only one kind of file, checked before sending. */
	fileKinds?: Record<string, FileKind>;
	/** Fields given through a custom input (richer UI than one parameter), by field name. */
	customInputs?: Record<string, CustomInputName>;
	/** Fields that name something new: typed, not picked from the service's list of existing ones. */
	newNames?: string[];
	/** Upload operations that can wait for processing to finish. */
	canWait?: boolean;
}

export interface ResourceTable {
	/** Stable resource value. */
	value: string;
	name: string;
	endpoints: Endpoint[];
}
