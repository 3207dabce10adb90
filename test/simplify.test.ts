import { lineItemRecords, simplifyDocument } from '../nodes/shared/simplify';

const careful = { confidenceThreshold: 0.8, reviewWithoutScores: true, requiredFields: [] };

/** Shapes the sandbox does not answer in, which the service may: read where known, else kept. */
describe('simplifyDocument', () => {
	it('reads fields given as a list of name, value and score, scores in percent', () => {
		const simplified = simplifyDocument(
			{
				document_id: 7,
				doc_status: 'ready_for_validation',
				fields: [
					{ name: 'total', value: '10.00', confidence: 95, page: 1 },
					{ field_name: 'iban', text: 'DE00', score: 0.4 },
				],
			},
			careful,
		);
		expect(simplified).toMatchObject({
			doc_id: '7',
			status: 'ready_for_validation',
			fields: { total: '10.00', iban: 'DE00' },
			confidence: { total: 0.95, iban: 0.4 },
			lowConfidenceFields: ['iban'],
			needsReview: true,
			fieldDetails: { total: { page: 1 } },
		});
	});

	it('keeps what it cannot read under other: a score that is not a map, an odd table', () => {
		const simplified = simplifyDocument(
			{
				doc_id: 'd',
				confidence: 0.97,
				tables: [{ name: 'x', rows: 'not rows' }],
				extracted_data: { a: { nested: true } },
				vendor: { id: 3 },
			},
			careful,
		);
		expect(simplified.fields).toEqual({ a: { nested: true } });
		expect(simplified.other).toEqual({
			confidence: 0.97,
			tables: [{ name: 'x', rows: 'not rows' }],
			vendor: { id: 3 },
		});
	});

	it('line items from rows as objects; other tables by name; one record per line', () => {
		const simplified = simplifyDocument(
			{
				doc_id: 'd',
				tables: [
					{ table_name: 'taxes', columns: ['rate'], rows: [[19]] },
					{ table_name: 'positions', rows: [{ sku: 'A' }, { sku: 'B' }] },
				],
			},
			careful,
		);
		expect(simplified.lineItems).toEqual([{ sku: 'A' }, { sku: 'B' }]);
		expect(simplified.tables).toEqual({ taxes: [{ rate: 19 }] });
		expect(lineItemRecords(simplified).map((record) => record.lineItem)).toEqual([
			{ sku: 'A' },
			{ sku: 'B' },
		]);
	});
});
