import { simplifyDocument } from '../nodes/shared/simplify';

/**
 * Unknown answers fail safe: answer shapes other than the sandbox's, each simplified as a careful
 * person reads it. Nothing is dropped (what is not read stays under `other`), and needsReview is
 * true wherever the node cannot tell that the document is fine.
 */
const careful = { confidenceThreshold: 0.8, reviewWithoutScores: true, requiredFields: [] };
const trusting = { confidenceThreshold: 0.8, reviewWithoutScores: false, requiredFields: [] };

describe('needsReview and reviewReason on answer shapes the sandbox does not give', () => {
	it('1. scores as percentages (numbers and "87%" text): read, all sure, no review', () => {
		const simplified = simplifyDocument(
			{
				doc_id: 'd1',
				status: 'ready_for_validation',
				fields: {
					total: { value: 119, confidence: 97 },
					number: { value: 'INV-1', confidence: '87%' },
				},
			},
			careful,
		);
		expect(simplified).toMatchObject({
			confidence: { total: 0.97, number: 0.87 },
			needsReview: false,
			reviewReason: null,
		});
		expect(simplified.other).toBeUndefined();
	});

	it('2. values nested in objects: kept whole, and a field without a score is not sure', () => {
		const simplified = simplifyDocument(
			{
				doc_id: 'd2',
				status: 'ready_for_validation',
				extracted_data: {
					total: { value: { amount: 119, currency: 'EUR' }, confidence: 0.95 },
					supplier: { name: 'ACME', vat_id: 'DE1' },
				},
			},
			careful,
		);
		expect(simplified.fields).toEqual({
			total: { amount: 119, currency: 'EUR' },
			supplier: { name: 'ACME', vat_id: 'DE1' },
		});
		expect(simplified).toMatchObject({
			needsReview: true,
			reviewReason: 'fields without a score: supplier',
		});
	});

	it('3. fields per page: every page read, the lowest score of a field counts', () => {
		const simplified = simplifyDocument(
			{
				doc_id: 'd3',
				status: 'ready_for_validation',
				pages: [
					{ page: 1, fields: { number: { value: 'INV-3', confidence: 0.99 } } },
					{
						page: 2,
						fields: [
							{ name: 'total', value: 50, confidence: 0.62 },
							{ name: 'number', value: 'INV-3', confidence: 0.9 },
						],
					},
				],
			},
			careful,
		);
		expect(simplified.fields).toEqual({ number: 'INV-3', total: 50 });
		expect(simplified.confidence).toEqual({ number: 0.9, total: 0.62 });
		expect(simplified).toMatchObject({
			needsReview: true,
			reviewReason: 'fields below the threshold 0.8: total',
		});
		expect(simplified.other).toBeUndefined();
	});

	it('3b. pages that disagree on a field are kept as they came: nothing lost, review', () => {
		const pages = [
			{ page: 1, fields: { total: { value: 50, confidence: 0.99 } } },
			{ page: 2, fields: { total: { value: 60, confidence: 0.99 } } },
		];
		const simplified = simplifyDocument(
			{ doc_id: 'd3b', status: 'ready_for_validation', pages },
			careful,
		);
		expect(simplified.other).toEqual({ pages });
		expect(simplified).toMatchObject({
			needsReview: true,
			reviewReason: "no fields in the service's answer",
		});
	});

	it('4. tables as lists of cell objects: the line items as rows', () => {
		const simplified = simplifyDocument(
			{
				doc_id: 'd4',
				status: 'ready_for_validation',
				fields: { total: { value: 30, confidence: 0.93 } },
				tables: [
					{
						name: 'line_items',
						rows: [
							[
								{ column: 'description', value: 'Paper' },
								{ column: 'amount', value: 10 },
							],
							[
								{ column: 'description', text: 'Toner' },
								{ column: 'amount', text: 20 },
							],
						],
					},
				],
			},
			careful,
		);
		expect(simplified.lineItems).toEqual([
			{ description: 'Paper', amount: 10 },
			{ description: 'Toner', amount: 20 },
		]);
		expect(simplified.needsReview).toBe(false);
	});

	it('5. scores in a separate list: matched to the fields by name', () => {
		const simplified = simplifyDocument(
			{
				doc_id: 'd5',
				status: 'ready_for_validation',
				extracted_data: { number: 'INV-5', total: 99 },
				scores: [
					{ field: 'number', score: 0.98 },
					{ field: 'total', score: 0.41 },
				],
			},
			careful,
		);
		expect(simplified.confidence).toEqual({ number: 0.98, total: 0.41 });
		expect(simplified).toMatchObject({
			lowConfidenceFields: ['total'],
			needsReview: true,
			reviewReason: 'fields below the threshold 0.8: total',
		});
	});

	it('6. no scores at all: review, unless the user trusts the service without scores', () => {
		const answer = {
			doc_id: 'd6',
			status: 'ready_for_validation',
			extracted_data: { number: 'INV-6', total: 12 },
		};
		expect(simplifyDocument(answer, careful)).toMatchObject({
			needsReview: true,
			reviewReason: "no scores in the service's answer",
		});
		expect(simplifyDocument(answer, trusting)).toMatchObject({
			needsReview: false,
			reviewReason: null,
		});
	});

	it('7. a status the node does not know: review, naming it', () => {
		const simplified = simplifyDocument(
			{
				doc_id: 'd7',
				status: 'in_quarantine',
				fields: { total: { value: 1, confidence: 0.99 } },
			},
			careful,
		);
		expect(simplified).toMatchObject({ needsReview: true });
		expect(simplified.reviewReason).toMatch(
			/^the status "in_quarantine" is not one the node knows/,
		);
	});

	it('8. still processing (an upload without waiting): never "no review needed"', () => {
		const simplified = simplifyDocument({ doc_id: 'd8', status: 'processing' }, trusting);
		expect(simplified).toMatchObject({
			fields: {},
			needsReview: true,
			reviewReason:
				'the document is still processing (status processing): its fields are not read yet',
		});
	});

	it('9. the service could not process it (status error)', () => {
		const simplified = simplifyDocument(
			{ doc_id: 'd9', status: 'error', error_message: 'not a readable PDF' },
			careful,
		);
		expect(simplified).toMatchObject({
			needsReview: true,
			// The service's message says why, where an agent or a person reads the reason.
			reviewReason: 'the service could not process the document (status error): not a readable PDF',
			other: { error_message: 'not a readable PDF' },
		});
		expect(simplifyDocument({ doc_id: 'd9', status: 'error' }, careful).reviewReason).toBe(
			'the service could not process the document (status error)',
		);
	});

	it('10. several reasons at once are all given; a score that is no number is no score', () => {
		const simplified = simplifyDocument(
			{
				doc_id: 'd10',
				status: 'validated_pending_approval',
				fields: [
					{ name: 'total', value: 5, confidence: 0.5 },
					{ name: 'iban', value: 'DE00', confidence: 'high' },
				],
			},
			careful,
		);
		expect(simplified.fields).toEqual({ total: 5, iban: 'DE00' });
		expect(simplified.fieldDetails).toEqual({ iban: { confidence: 'high' } });
		expect(simplified.reviewReason).toBe(
			'the status asks for a person (validated_pending_approval); fields below the threshold 0.8: total; fields without a score: iban',
		);
	});
});
