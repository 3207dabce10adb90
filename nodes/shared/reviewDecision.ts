import { DOCUMENT_STATUSES, hasLeftProcessing, statusAsksForReview } from './document';

/** How careful the decision is; the user sets both in the node's options. */
export interface ReviewSettings {
	/** Fields scored below this need review. */
	confidenceThreshold: number;
	/** Whether fields the answer gives no score for need review (off: the user trusts them). */
	reviewWithoutScores: boolean;
	/**
	 * Fields the next system needs: each entry is met by any one of its names (an invoice's number
	 * or a credit note's); a document that has none of an entry's names needs review.
	 */
	requiredFields: string[][];
}

/** What the decision reads of a simplified document. */
export interface ReviewFacts {
	status: string | null;
	fields: Record<string, unknown>;
	confidence: Record<string, number>;
	lowConfidenceFields: string[];
	/** The service's own message for a document it could not process (`error_message`). */
	errorMessage?: string | null;
}

export interface ReviewDecision {
	needsReview: boolean;
	/** Why, in words; null when nothing asks for a person. */
	reviewReason: string | null;
}

const list = (names: string[]) => names.join(', ');

/** A value read: not absent, not null, not blank text. */
const hasValue = (value: unknown) =>
	value !== undefined && value !== null && (typeof value !== 'string' || value.trim() !== '');

/**
 * Whether a person should look at the document, as a careful person decides: the service does not
 * document its answer shapes, so what the node cannot read (no status it knows, no score) is a
 * reason to look, never a reason to pass. Every reason that applies is given.
 */
export function decideReview(facts: ReviewFacts, settings: ReviewSettings): ReviewDecision {
	const { status, fields, confidence, lowConfidenceFields, errorMessage } = facts;
	const fieldNames = Object.keys(fields);
	const reasons: string[] = [];
	if (status === 'error')
		reasons.push(
			`the service could not process the document (status error)${errorMessage ? `: ${errorMessage}` : ''}`,
		);
	else if (statusAsksForReview(status)) reasons.push(`the status asks for a person (${status})`);
	else if (status === 'processing')
		reasons.push(
			'the document is still processing (status processing): its fields are not read yet',
		);
	else if (status !== null && !hasLeftProcessing(status))
		reasons.push(
			`the status "${status}" is not one the node knows (${DOCUMENT_STATUSES.join(', ')})`,
		);
	const done = status !== 'processing' && status !== 'error';
	if (done && fieldNames.length === 0) reasons.push("no fields in the service's answer");
	if (lowConfidenceFields.length > 0)
		reasons.push(
			`fields below the threshold ${settings.confidenceThreshold}: ${list(lowConfidenceFields)}`,
		);
	// A value the next system cannot do without: what the service did not read, no system gets.
	const missing = settings.requiredFields.filter(
		(names) => !names.some((name) => hasValue(fields[name])),
	);
	if (done && missing.length > 0)
		reasons.push(`not read: ${missing.map((names) => names.join(' or ')).join(', ')}`);
	const unscored = fieldNames.filter((name) => confidence[name] === undefined);
	if (settings.reviewWithoutScores && done && unscored.length > 0)
		reasons.push(
			unscored.length === fieldNames.length
				? "no scores in the service's answer"
				: `fields without a score: ${list(unscored)}`,
		);
	return {
		needsReview: reasons.length > 0,
		reviewReason: reasons.length > 0 ? reasons.join('; ') : null,
	};
}
