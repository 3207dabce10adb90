// Master data: datasets by data type, each a table of open-ended records. A dataset comes into being
// with its first records. Ids the sandbox gives count from 1 per dataset; records imported from XML
// may bring their own (`id` mapped to an element, kept as the text the file has).
import { notFound } from '../../contract';

export type MasterRecord = { id: number | string; [field: string]: unknown };

export class MasterDataset {
	/** Oldest first. Ids are compared as text, so `7` and `"7"` name the same record. */
	private records: MasterRecord[] = [];
	private counter = 0;

	/** A new record with the next numeric id no record has. */
	add(fields: Record<string, unknown>): MasterRecord {
		let id: number;
		do id = ++this.counter;
		while (this.get(id));
		return this.push(id, fields);
	}

	/** A new record with the id it brings (imports; several records may share one). */
	push(id: number | string, fields: Record<string, unknown>): MasterRecord {
		const record: MasterRecord = { ...fields, id };
		this.records.push(record);
		return record;
	}

	/** The first record with this id. */
	get(id: string | number): MasterRecord | undefined {
		const wanted = String(id).trim();
		return this.records.find((record) => String(record.id) === wanted);
	}

	require(id: string | number): MasterRecord {
		const record = this.get(id);
		if (!record) throw notFound('Record');
		return record;
	}

	/** Oldest first, optionally filtered. */
	list(filter: (record: MasterRecord) => boolean = () => true): MasterRecord[] {
		return this.records.filter(filter);
	}

	update(id: string | number, patch: Record<string, unknown>): MasterRecord {
		const record = this.require(id);
		Object.assign(record, patch, { id: record.id });
		return record;
	}

	remove(id: string | number): MasterRecord {
		const record = this.require(id);
		this.records = this.records.filter((candidate) => candidate !== record);
		return record;
	}

	removeWhere(filter: (record: MasterRecord) => boolean): void {
		this.records = this.records.filter((record) => !filter(record));
	}

	get size(): number {
		return this.records.length;
	}
}

const withoutId = (record: Record<string, unknown>) =>
	Object.fromEntries(Object.entries(record).filter(([name]) => name !== 'id'));

export class MasterDataStore {
	readonly datasets = new Map<string, MasterDataset>();

	dataset(dataType: string): MasterDataset {
		let dataset = this.datasets.get(dataType);
		if (!dataset) {
			dataset = new MasterDataset();
			this.datasets.set(dataType, dataset);
		}
		return dataset;
	}

	requireDataset(dataType: string): MasterDataset {
		const dataset = this.datasets.get(dataType);
		if (!dataset) throw notFound('Dataset');
		return dataset;
	}

	/** Field names in the order they first appear, without `id`. */
	fieldsOf(dataType: string): string[] {
		const names = new Set<string>();
		this.requireDataset(dataType)
			.list()
			.forEach((record) => Object.keys(record).forEach((name) => name !== 'id' && names.add(name)));
		return [...names];
	}

	/** New records with ids of the sandbox (an `id` in the data is ignored). Tests seed with it: `addRecords('suppliers', [{ name: 'A' }])`. */
	addRecords(dataType: string, records: Array<Record<string, unknown>>): MasterRecord[] {
		const dataset = this.dataset(dataType);
		return records.map((record) => dataset.add(withoutId(record)));
	}

	/**
	 * An import: records that bring their own `id` (text as the file has it, not empty) replace the
	 * records with those ids from earlier (so importing a file again changes nothing), and are all kept,
	 * even when several share an id (a customer with two shipping addresses); the others are added.
	 */
	importRecords(dataType: string, records: Array<Record<string, unknown>>): MasterRecord[] {
		const dataset = this.dataset(dataType);
		const ownId = (record: Record<string, unknown>) => {
			const id = record.id;
			return typeof id === 'number'
				? id
				: typeof id === 'string' && id.trim() !== ''
					? id.trim()
					: undefined;
		};
		const imported = new Set(
			records
				.map(ownId)
				.filter((id) => id !== undefined)
				.map(String),
		);
		dataset.removeWhere((record) => imported.has(String(record.id)));
		return records.map((record) => {
			const id = ownId(record);
			return id === undefined
				? dataset.add(withoutId(record))
				: dataset.push(id, withoutId(record));
		});
	}

	reset(): void {
		this.datasets.clear();
	}
}
