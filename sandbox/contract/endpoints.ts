// The endpoints the sandbox serves, read from the service contract (contract/ at the repository
// root) and nothing else: method, path, key header and every input with its type, default and bound.
// Each is named by its contract id `area.key` (e.g. `document.upload`, `export.exportZugferd`):
// behaviour, faults and recorded requests use that id, so a path is written only in the contract.
import {
	allEndpoints,
	type Area,
	type BodyEncoding,
	type Endpoints,
	type Field,
} from '../../contract';
import type { AuthHeader } from './auth';

/** `area.key` of every contract entry, e.g. `'document.upload'`; tsc rejects any other. */
export type EndpointId = { [A in Area]: `${A}.${Extract<keyof Endpoints[A], string>}` }[Area];

/** The contract entry an id names, with its literal types (enum values, field names). */
export type EntryOf<Id extends EndpointId> = Id extends `${infer A}.${infer K}`
	? A extends Area
		? K extends keyof Endpoints[A]
			? Endpoints[A][K]
			: never
		: never
	: never;

type FieldsOf<E> =
	| (E extends { pathParams: readonly (infer F)[] } ? F : never)
	| (E extends { query: readonly (infer F)[] } ? F : never)
	| (E extends { body: { fields: readonly (infer F)[] } } ? F : never);

/** The values of an enum field of an entry, e.g. `EnumOf<'document.getDashboard', 'status'>`. */
export type EnumOf<Id extends EndpointId, Name extends string> = Extract<
	FieldsOf<EntryOf<Id>>,
	{ name: Name; values: readonly string[] }
>['values'][number];

export interface ServedEndpoint {
	/** `area.key`: the name behaviour, faults and recordings use. */
	id: EndpointId;
	area: Area;
	key: string;
	group: string;
	method: string;
	/** As the contract writes it; `{name}` placeholders are path parameters. */
	path: string;
	purpose: string;
	/** Lower-case header carrying the key: X-WF-API-KEY on the workflow host, X-API-KEY elsewhere. */
	authHeader: AuthHeader;
	/** Every placeholder of the path, in order: typed where the contract types it, else a required string. */
	pathParams: Field[];
	query: Field[];
	body: BodyEncoding | 'none';
	bodyFields: Field[];
}

const placeholders = (path: string): string[] =>
	[...path.matchAll(/\{(\w+)\}/g)].map((match) => match[1]);

/** Every contract entry as the sandbox serves it, in contract order. */
export const SERVED_ENDPOINTS: readonly ServedEndpoint[] = allEndpoints.map(
	({ area, key, endpoint }) => ({
		id: `${area}.${key}` as EndpointId,
		area,
		key,
		group: endpoint.group,
		method: endpoint.method,
		path: endpoint.path,
		purpose: endpoint.purpose,
		authHeader: endpoint.host === 'workflow' ? 'x-wf-api-key' : 'x-api-key',
		pathParams: placeholders(endpoint.path).map(
			(name) =>
				endpoint.pathParams?.find((field) => field.name === name) ?? {
					name,
					type: 'string',
					required: true,
				},
		),
		query: [...(endpoint.query ?? [])],
		body: endpoint.body?.encoding ?? 'none',
		bodyFields: [...(endpoint.body?.fields ?? [])],
	}),
);

const BY_ID = new Map<string, ServedEndpoint>(
	SERVED_ENDPOINTS.map((endpoint) => [endpoint.id, endpoint]),
);

export const isKnownEndpoint = (id: string): id is EndpointId => BY_ID.has(id);

/** The endpoint an id names; throws on an id the contract does not have (a typo). */
export function endpointById(id: string): ServedEndpoint {
	const endpoint = BY_ID.get(id);
	if (!endpoint)
		throw new Error(
			`No contract entry ${JSON.stringify(id)} (ids are area.key, e.g. 'document.upload')`,
		);
	return endpoint;
}

/** The values of an enum field as the contract lists them, e.g. `enumValues('document.getDashboard', 'status')`. */
export function enumValues<Id extends EndpointId, Name extends string>(
	id: Id,
	name: Name,
): ReadonlyArray<EnumOf<Id, Name>> {
	const endpoint = endpointById(id);
	const field = [...endpoint.pathParams, ...endpoint.query, ...endpoint.bodyFields].find(
		(candidate) => candidate.name === name,
	);
	if (field?.type !== 'enum' || !field.values) throw new Error(`${id} has no enum field ${name}`);
	return field.values as ReadonlyArray<EnumOf<Id, Name>>;
}

/** A concrete path of an endpoint: its placeholders filled with the (percent-encoded) values. */
export function pathOf(id: EndpointId, values: Record<string, string | number>): string {
	return endpointById(id).path.replace(/\{(\w+)\}/g, (_placeholder, name: string) => {
		const value = values[name];
		if (value === undefined) throw new Error(`pathOf(${id}): no value for {${name}}`);
		return encodeURIComponent(String(value));
	});
}
