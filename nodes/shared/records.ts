import type { IDataObject } from 'n8n-workflow';

/** A JSON object (not an array, not null): a record. */
export const isRecord = (value: unknown): value is IDataObject =>
	typeof value === 'object' && value !== null && !Array.isArray(value);

/** The records of a list answer: the array itself, or the first array inside the wrapper object. */
export function listRecords(value: unknown): unknown[] | undefined {
	if (Array.isArray(value)) return value;
	if (value && typeof value === 'object') {
		return Object.values(value).find((entry): entry is unknown[] => Array.isArray(entry));
	}
	return undefined;
}
