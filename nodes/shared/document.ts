/**
 * Statuses the service documents for a document. They are known values, not a closed list:
 * the service may answer others, which are passed on as they come.
 */
export const DOCUMENT_STATUSES = [
	'ready_for_validation',
	'validated_pending_export',
	'validated_pending_approval',
	'approved_pending_second_approval',
	'approved_pending_export',
	'finished',
	'rejected',
	'error',
] as const;

/** A document in one of the documented statuses has left processing. */
export function hasLeftProcessing(status: unknown): boolean {
	return typeof status === 'string' && (DOCUMENT_STATUSES as readonly string[]).includes(status);
}

/** The document id in an answer, under the names the service uses for it. */
export function documentIdOf(record: Record<string, unknown>): string | undefined {
	const id = record.doc_id ?? record.document_id ?? record.id;
	return id === undefined || id === null || id === '' ? undefined : String(id);
}

/** The status in a status answer, under the names the service uses for it. */
export function statusOf(record: Record<string, unknown>): string | undefined {
	const status = record.status ?? record.doc_status ?? record.document_status;
	return status === undefined || status === null ? undefined : String(status);
}
