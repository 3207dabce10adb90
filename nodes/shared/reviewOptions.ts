import {
	NodeOperationError,
	type IDataObject,
	type IDisplayOptions,
	type INode,
	type INodeProperties,
} from 'n8n-workflow';

import type { ReviewSettings } from './reviewDecision';
import { DEFAULT_CONFIDENCE_THRESHOLD } from './simplify';

/** The options of Output Simplified that decide needsReview, the same on every node. */
export function reviewOptions(displayOptions: IDisplayOptions): INodeProperties[] {
	return [
		{
			displayName: 'Confidence Threshold',
			name: 'confidenceThreshold',
			type: 'number',
			typeOptions: { minValue: 0, maxValue: 1, numberPrecision: 2 },
			default: DEFAULT_CONFIDENCE_THRESHOLD,
			displayOptions,
			description:
				'Fields scored below this (0 to 1) are listed in lowConfidenceFields and set needsReview',
		},
		{
			displayName: 'Review Documents Without Scores',
			name: 'reviewWithoutScores',
			type: 'boolean',
			default: true,
			displayOptions,
			description:
				'Whether a document whose answer gives no score for a field needs review (reviewReason says which fields). Turn off only if you trust the service without scores.',
		},
	];
}

/**
 * The review options as the user set them (Confidence Threshold, Review Documents Without
 * Scores), checked before anything is sent or polled: a threshold outside 0 to 1 is an error
 * naming the parameter, on every node alike.
 */
export function readReviewSettings(
	node: INode,
	options: IDataObject,
	itemIndex?: number,
): ReviewSettings {
	const threshold = options.confidenceThreshold ?? DEFAULT_CONFIDENCE_THRESHOLD;
	if (typeof threshold !== 'number' || !(threshold >= 0 && threshold <= 1)) {
		throw new NodeOperationError(
			node,
			`Parameter "Confidence Threshold" must be a number from 0 to 1, got "${String(threshold)}"`,
			itemIndex === undefined ? {} : { itemIndex },
		);
	}
	return {
		confidenceThreshold: threshold,
		reviewWithoutScores: options.reviewWithoutScores !== false,
	};
}
