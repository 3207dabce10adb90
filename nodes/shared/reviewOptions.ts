import type { IDisplayOptions, INodeProperties } from 'n8n-workflow';

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
