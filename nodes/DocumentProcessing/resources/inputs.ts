import type { Field, InputLocation } from '../../../contract';
import type { Operation } from './types';

export interface OperationInput {
	field: Field;
	location: InputLocation;
	/** skip/limit of paged lists: driven by Return All / Limit, not shown as fields. */
	pagingControl: boolean;
}

const PAGING_CONTROLS: Record<string, string[]> = {
	skipLimit: ['skip', 'limit'],
	cursor: ['cursor', 'limit'],
};

/** Names of the `{placeholders}` of a path, in order. */
export function pathParameters(path: string): string[] {
	return [...path.matchAll(/\{([^}]+)\}/g)].map((match) => match[1]);
}

const cache = new WeakMap<Operation, OperationInput[]>();

/** Every input of an operation (path, query, body) the node sends, in the contract's order. */
export function operationInputs(operation: Operation): OperationInput[] {
	const cached = cache.get(operation);
	if (cached) return cached;
	const controls = operation.paging ? (PAGING_CONTROLS[operation.paging.type] ?? []) : [];
	const sent = (field: Field) => !operation.omit.includes(field.name);
	const inputs: OperationInput[] = [
		...pathParameters(operation.path).map((name) => ({
			field: operation.pathParams?.find((field) => field.name === name) ?? {
				name,
				type: 'string' as const,
				required: true,
			},
			location: 'path' as const,
			pagingControl: false,
		})),
		...(operation.query ?? []).filter(sent).map((field) => ({
			field,
			location: 'query' as const,
			pagingControl: controls.includes(field.name),
		})),
		...(operation.body?.fields ?? [])
			.filter(sent)
			.map((field) => ({ field, location: 'body' as const, pagingControl: false })),
	];
	cache.set(operation, inputs);
	return inputs;
}
