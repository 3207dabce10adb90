// A table of records with numeric ids, the shape most configuration stores share: add, list,
// update, remove, and a 404 in the service's words for an id it does not know.
import { notFound } from '../../contract';

export interface StoredRecord {
	id: number;
}

export class RecordStore<T extends StoredRecord> {
	private readonly records = new Map<number, T>();
	private counter = 0;

	/** `what` names the record in 404s: `${what} not found`. */
	constructor(readonly what: string) {}

	add(fields: Omit<T, 'id'>): T {
		const record = { ...fields, id: ++this.counter } as T;
		this.records.set(record.id, record);
		return record;
	}

	/** Path and form ids arrive as text; anything that is not one of ours is simply unknown. */
	get(id: string | number): T | undefined {
		return /^\d+$/.test(String(id).trim()) ? this.records.get(Number(id)) : undefined;
	}

	require(id: string | number): T {
		const record = this.get(id);
		if (!record) throw notFound(this.what);
		return record;
	}

	/** Oldest first, optionally filtered. */
	list(filter: (record: T) => boolean = () => true): T[] {
		return [...this.records.values()].filter(filter);
	}

	find(filter: (record: T) => boolean): T | undefined {
		return this.list().find(filter);
	}

	update(id: string | number, patch: Partial<Omit<T, 'id'>>): T {
		const record = this.require(id);
		Object.assign(record, patch);
		return record;
	}

	remove(id: string | number): T {
		const record = this.require(id);
		this.records.delete(record.id);
		return record;
	}

	removeWhere(filter: (record: T) => boolean): T[] {
		const removed = this.list(filter);
		removed.forEach((record) => this.records.delete(record.id));
		return removed;
	}

	get size(): number {
		return this.records.size;
	}

	clear(): void {
		this.records.clear();
		this.counter = 0;
	}
}

/** Removes undefined values, so optional inputs the client did not send are not stored as keys. */
export function defined<T extends Record<string, unknown>>(values: T): Partial<T> {
	return Object.fromEntries(
		Object.entries(values).filter(([, value]) => value !== undefined),
	) as Partial<T>;
}

/** A record's fields without its id, to copy it into a new record. */
export function withoutId<T extends StoredRecord>(record: T): Omit<T, 'id'> {
	const copy: Partial<T> = { ...record };
	delete copy.id;
	return copy as Omit<T, 'id'>;
}
