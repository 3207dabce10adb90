import { parseField, pathParameters, type ParsedField } from './fieldSpec';
import type { Endpoint } from './types';

export type InputLocation = 'path' | 'query' | 'body';

export interface EndpointInput {
	field: ParsedField;
	location: InputLocation;
	/** skip/limit of paged lists: driven by Return All / Limit, not shown as fields. */
	pagingControl: boolean;
}

const PAGING_CONTROLS: Record<string, string[]> = {
	skipLimit: ['skip', 'limit'],
	cursor: ['cursor', 'limit'],
};

const cache = new WeakMap<Endpoint, EndpointInput[]>();

/** Every input of an endpoint (path, query, body), parsed once. */
export function endpointInputs(endpoint: Endpoint): EndpointInput[] {
	const cached = cache.get(endpoint);
	if (cached) return cached;
	const controls = endpoint.paging ? (PAGING_CONTROLS[endpoint.paging.type] ?? []) : [];
	const inputs: EndpointInput[] = [
		...pathParameters(endpoint.path).map((name) => {
			const typed = (endpoint.pathParams ?? []).map(parseField).find((field) => field.name === name);
			return { field: typed ?? { name, type: 'string' as const, required: true }, location: 'path' as const, pagingControl: false };
		}),
		...(endpoint.query ?? []).map((spec) => {
			const field = parseField(spec);
			return { field, location: 'query' as const, pagingControl: controls.includes(field.name) };
		}),
		...(endpoint.fields ?? []).map((spec) => ({
			field: parseField(spec),
			location: 'body' as const,
			pagingControl: false,
		})),
	];
	cache.set(endpoint, inputs);
	return inputs;
}
