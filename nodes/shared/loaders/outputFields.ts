import type { ILoadOptionsFunctions, INodePropertyOptions } from 'n8n-workflow';

import { getDocumentFields } from './documentFields';

/** The keys of the simplified shape (shared/simplify.ts), as Output → Selected Fields offers them. */
const SIMPLIFIED_KEYS: INodePropertyOptions[] = [
	{ name: 'Document ID', value: 'doc_id' },
	{ name: 'Status', value: 'status' },
	{ name: 'Document Type', value: 'doc_type' },
	{ name: 'File Name', value: 'file_name' },
	{ name: 'Fields (All)', value: 'fields', description: 'Every field read from the document' },
	{ name: 'Confidence (All Fields)', value: 'confidence' },
	{ name: 'Low-Confidence Fields', value: 'lowConfidenceFields' },
	{ name: 'Needs Review', value: 'needsReview' },
	{ name: 'Review Reason', value: 'reviewReason' },
	{ name: 'Line Items', value: 'lineItems' },
];

/**
 * Choices for Output → Selected Fields: the simplified shape's keys, then each field of the
 * document's type (or of every type) as fields.<name>. The fields are a bonus: without them (the
 * service unreachable while editing) the keys are still offered.
 */
export async function getOutputFields(
	this: ILoadOptionsFunctions,
): Promise<INodePropertyOptions[]> {
	const fields = await getDocumentFields.call(this).catch((): INodePropertyOptions[] => []);
	return [
		...SIMPLIFIED_KEYS,
		...fields.map(({ name, value }) => ({
			name: `Field: ${name}`,
			value: `fields.${String(value)}`,
		})),
	];
}
