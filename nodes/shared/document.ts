// Statuses the service documents for a document (one list, in the contract). They are known
// values, not a closed list: the service may answer others, which are passed on as they come.
import { DOCUMENT_STATUSES } from '../../contract/statuses';

export { DOCUMENT_STATUSES };

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

/** Statuses in which a person has to look at the document before it goes on. */
export const REVIEW_STATUSES = [
	'ready_for_validation',
	'validated_pending_approval',
	'approved_pending_second_approval',
] as const;

const isOneOf = (list: readonly string[], status: unknown) =>
	typeof status === 'string' && list.includes(status);

/** Statuses after which nothing happens to a document without a person: approval, failure. */
const WAITS_FOR_A_PERSON = [
	'validated_pending_approval',
	'approved_pending_second_approval',
	'error',
];

/** Whether the status asks a person to review the document (approval pending, or failed). */
export function statusAsksForReview(status: unknown): boolean {
	return isOneOf(WAITS_FOR_A_PERSON, status);
}

/**
 * What a wait waits for: `processing` (the document left processing), `export` (the export has
 * ended, or it waits for a person's approval, which no poll can hurry), `review` (the document
 * left the review statuses: approved, rejected, exported, …).
 */
export type WaitGoal = 'processing' | 'export' | 'review';

export function hasReachedGoal(goal: WaitGoal, status: unknown): boolean {
	if (goal === 'processing') return hasLeftProcessing(status);
	if (goal === 'export')
		return isOneOf(['finished', 'exported', 'rejected', ...WAITS_FOR_A_PERSON], status);
	return typeof status === 'string' && status !== 'processing' && !isOneOf(REVIEW_STATUSES, status);
}
