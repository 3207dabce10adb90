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
		{
			displayName: 'Fields Needed',
			name: 'requiredFields',
			type: 'string',
			default: '',
			placeholder: 'e.g. invoice_number or credit_note_number, supplier_name',
			displayOptions,
			description:
				'The fields your next step cannot do without, separated by commas; "or" between names that each will do. A document without one needs review, and reviewReason names what was not read.',
		},
	];
}

/** A field's name as the service writes it: letters, digits, `_`, `.` and `-`. */
const FIELD_NAME = /^[A-Za-z0-9_.-]+$/;

/**
 * Fields Needed as written (`invoice_number or credit_note_number, supplier_name`): one entry per
 * comma, each the names that will do. A name that cannot be a field is an error naming the
 * parameter.
 */
export function readRequiredFields(node: INode, text: unknown, itemIndex?: number): string[][] {
	const entries = String(text ?? '')
		.split(',')
		.map((entry) => entry.trim())
		.filter((entry) => entry !== '')
		.map((entry) => entry.split(/\s+or\s+|\s*\|\s*/i).map((name) => name.trim()));
	const wrong = entries.flat().find((name) => !FIELD_NAME.test(name));
	if (wrong !== undefined) {
		throw new NodeOperationError(
			node,
			`Parameter "Fields Needed" must name fields (letters, digits, _ . -) separated by commas, with "or" between names that each will do; "${wrong}" is no field name`,
			itemIndex === undefined ? {} : { itemIndex },
		);
	}
	return entries;
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
		requiredFields: readRequiredFields(node, options.requiredFields, itemIndex),
	};
}
