// Handlers for stores that look alike: create from the validated inputs, get, update, delete by the
// `{id}` path parameter (404 for an unknown id), list with an optional filter.
import type { RecordStore, StoredRecord } from '../../standIn/stores/recordStore';
import { json, type Handler, type HandlerContext } from './types';

export interface CrudOptions<T extends StoredRecord> {
	store: (context: HandlerContext) => RecordStore<T>;
	/** The record's fields from the request (create, and update unless `patch` is given). */
	fields: (context: HandlerContext) => Omit<T, 'id'>;
	/** The fields an update changes; defaults to `fields`. */
	patch?: (context: HandlerContext) => Partial<Omit<T, 'id'>>;
	/** Extra checks before a create or update (references, uniqueness); throws HttpError. */
	check?: (context: HandlerContext, values: Partial<Omit<T, 'id'>>, existing?: T) => void;
}

export interface CrudHandlers<T extends StoredRecord> {
	list: (filter?: (context: HandlerContext) => (record: T) => boolean) => Handler;
	create: Handler;
	get: Handler;
	update: Handler;
	remove: Handler;
}

export function crud<T extends StoredRecord>(options: CrudOptions<T>): CrudHandlers<T> {
	const { store, fields, check } = options;
	const patch = options.patch ?? fields;
	return {
		list: (filter) => (context) => json(store(context).list(filter?.(context))),
		create: (context) => {
			const values = fields(context);
			check?.(context, values);
			return json(store(context).add(values));
		},
		get: (context) => json(store(context).require(context.pathParams.id)),
		update: (context) => {
			const existing = store(context).require(context.pathParams.id);
			const values = patch(context);
			check?.(context, values, existing);
			return json(store(context).update(existing.id, values));
		},
		remove: (context) => {
			const removed = store(context).remove(context.pathParams.id);
			return json({ success: true, message: `${store(context).what} deleted`, id: removed.id });
		},
	};
}
