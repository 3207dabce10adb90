// Master data: datasets by data type, each a table of open-ended records (ids count per dataset).
// A dataset comes into being with its first records.
import { notFound } from '../errors';
import type { OpenRecord } from './procurement';
import { RecordStore } from './recordStore';

export class MasterDataStore {
	readonly datasets = new Map<string, RecordStore<OpenRecord>>();

	dataset(dataType: string): RecordStore<OpenRecord> {
		let dataset = this.datasets.get(dataType);
		if (!dataset) {
			dataset = new RecordStore<OpenRecord>('Record');
			this.datasets.set(dataType, dataset);
		}
		return dataset;
	}

	requireDataset(dataType: string): RecordStore<OpenRecord> {
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

	/** Tests seed with it: `addRecords('suppliers', [{ name: 'A' }])`. */
	addRecords(dataType: string, records: Array<Record<string, unknown>>): OpenRecord[] {
		const dataset = this.dataset(dataType);
		return records.map((record) => dataset.add(Object.fromEntries(Object.entries(record).filter(([name]) => name !== 'id'))));
	}

	reset(): void {
		this.datasets.clear();
	}
}
