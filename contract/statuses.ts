/**
 * Statuses the service documents for a document that has left processing. They are known values,
 * not a closed list: the service may answer others, which are passed on as they come.
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

export type DocumentStatus = (typeof DOCUMENT_STATUSES)[number];
