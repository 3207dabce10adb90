'use strict';
// The documents every scenario starts with, seeded into the sandbox's state as its tests seed
// (state.addDocument with status, fields and per-field confidence: sandbox/README.md). Field
// scores of 0.8 and more pass the node's default Confidence Threshold; the `reason` says what
// the node's simplified output is expected to flag (shared/reviewDecision.ts).
const ACME = 'ACME Supplies GmbH';
const CONFIDENT = 0.95;

function invoice(
	number,
	supplier,
	{ status = 'ready_for_validation', docType = 'invoice', low = {} } = {},
) {
	const fields = {
		[`${docType}_number`]: number,
		[`${docType}_date`]: '2024-05-02',
		supplier_name: supplier,
		net_amount: 1000,
		tax_amount: 190,
		total_amount: 1190,
		currency: 'EUR',
	};
	return {
		file_name: `${number}.pdf`,
		status,
		doc_type: docType,
		extracted_data: fields,
		field_confidence: Object.fromEntries(
			Object.keys(fields).map((name) => [name, low[name] ?? CONFIDENT]),
		),
	};
}

/** In seeding order: the sandbox names them doc_1, doc_2, … after a reset. */
const SEEDS = [
	{ key: 'acmeClean1', seed: invoice('INV-ACME-101', ACME) },
	// Exported: no review, no approval; Search by status leaves it out, so no tool reads it.
	{ key: 'acmeExported', seed: invoice('INV-ACME-100', ACME, { status: 'finished' }) },
	{ key: 'acmeClean2', seed: invoice('INV-ACME-102', ACME) },
	{
		key: 'acmeDoubtful',
		seed: invoice('INV-ACME-103', ACME, { low: { total_amount: 0.48, tax_amount: 0.61 } }),
		reason: /fields below the threshold 0\.8: tax_amount, total_amount/,
	},
	{ key: 'otherVendor', seed: invoice('INV-GX-201', 'Globex Corporation') },
	{ key: 'acmeCreditNote', seed: invoice('CN-ACME-7', ACME, { docType: 'credit_note' }) },
	{
		key: 'acmeAwaitingApproval',
		seed: invoice('INV-ACME-104', ACME, { status: 'validated_pending_approval' }),
		reason: /the status asks for a person \(validated_pending_approval\)/,
	},
	{
		key: 'failedScan',
		// Bytes that are no PDF: the sandbox's error message names the file.
		seed: {
			file_name: 'scan-0042.pdf',
			content: 'not a PDF',
			status: 'error',
			doc_type: 'invoice',
		},
		reason:
			/the service could not process the document \(status error\): The file scan-0042\.pdf is not a readable PDF/,
	},
];

/** Resets the sandbox and seeds SEEDS; returns their doc ids by key. */
function seedDocuments(sandbox) {
	sandbox.reset();
	return Object.fromEntries(
		SEEDS.map(({ key, seed }) => [key, sandbox.state.addDocument(seed).doc_id]),
	);
}

module.exports = { SEEDS, seedDocuments, ACME };
