/** The records of a list answer: the array itself, or the first array inside the wrapper object. */
export function listRecords(value: unknown): unknown[] | undefined {
	if (Array.isArray(value)) return value;
	if (value && typeof value === 'object') {
		return Object.values(value).find((entry): entry is unknown[] => Array.isArray(entry));
	}
	return undefined;
}
