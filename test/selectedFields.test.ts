/**
 * Output → Selected Fields through n8n's engine against the sandbox: only the named fields, in
 * the simplified shape's nesting, names the document lacks as null, bad input refused before
 * anything is sent; and the size of what an agent reads (the simplified result of an invoice).
 */
import type { IDataObject, INodeExecutionData } from 'n8n-workflow';

import { DocumentProcessingApi } from '../credentials/DocumentProcessingApi.credentials';
import { DocumentProcessing } from '../nodes/DocumentProcessing/DocumentProcessing.node';
import { NODE_VERSIONS } from '../nodes/DocumentProcessing/resources/versions';
import { fieldNameList, selectFields } from '../nodes/shared/selectFields';
import { binaryFrom, runLoadOptions } from './engine';
import { request, sentRequest } from './support/areaHarness';
import { answerReadings, CLEAN_READING } from './support/invoiceReadings';
import { CLEAN_INVOICE, invoicePdf } from './support/invoicePdf';
import { credentialsFor, useNodeAgainstSandbox } from './support/nodeUnderTest';
import { answerFieldsByType } from './support/scriptedLookups';

const harness = useNodeAgainstSandbox();
const quickWait = { pollInterval: 0.05, timeout: 5 };
let clean: Buffer;
let docId: string;

const pdfItem = (json: IDataObject = {}): INodeExecutionData => ({
	json,
	binary: { data: binaryFrom(clean, 'invoice-100.pdf', 'application/pdf') },
});

beforeAll(async () => {
	clean = await invoicePdf(CLEAN_INVOICE);
	// What the service read from the invoice, and the fields of its type (scripted for the file).
	answerReadings(harness.sandbox, { 'invoice-100.pdf': CLEAN_READING });
	answerFieldsByType(harness.sandbox, {
		invoice: { invoice_number: 'Number', total_amount: 'Total' },
	});
	const { items } = await harness.run(
		'document',
		'upload',
		{ file: 'data', waitForProcessing: true, waitOptions: quickWait, output: 'raw' },
		{ input: [pdfItem()] },
	);
	docId = String(items[0].json.doc_id);
});

/** Get Extraction Result of the invoice; `sent`: the requests of this run. */
const extraction = async (
	parameters: IDataObject,
	input?: INodeExecutionData[],
	typeVersion?: number,
) => {
	const before = harness.sandbox.requests.length;
	const result = await harness.run(
		'document',
		'getExtractionResult',
		{ doc_id: docId, output: 'selectedFields', ...parameters },
		{ input, continueOnFail: true, typeVersion },
	);
	return { ...result, sent: harness.sandbox.requests.slice(before).map(sentRequest) };
};
/** The request that reads the invoice's extraction result. */
const readOnce = () => [
	request('POST', '/document/extraction_result', { body: { doc_id: docId } }),
];

describe('Output: Selected Fields', () => {
	it.each(NODE_VERSIONS)(
		'version %i: only the chosen fields, nested as in Simplified, a missing one as null',
		async (typeVersion) => {
			const { items, error, sent } = await extraction(
				{
					selectedFields: [
						'doc_id',
						'status',
						'fields.invoice_number',
						'needsReview',
						'fields.iban',
					],
				},
				undefined,
				typeVersion,
			);
			expect(error).toBeUndefined();
			expect(sent).toEqual(readOnce());
			expect(items.map((item) => item.json)).toEqual([
				{
					doc_id: docId,
					status: 'ready_for_validation',
					fields: { invoice_number: 'INV-100', iban: null },
					needsReview: false,
				},
			]);
		},
	);

	it("takes names separated by commas from an expression (an agent's text), and the service's own keys", async () => {
		const { items, sent } = await extraction(
			{
				selectedFields: '={{ $json.wanted }}',
			},
			[{ json: { wanted: ' doc_type , extracted_data.total_amount,doc_type' } }],
		);
		expect(sent).toEqual(readOnce());
		expect(items.map((item) => item.json)).toEqual([
			{ doc_type: 'invoice', extracted_data: { total_amount: 1190 } },
		]);
	});

	it('picks from each line item with Line Items as Items', async () => {
		const { items, sent } = await extraction({
			selectedFields: ['doc_id', 'lineNumber', 'lineItem.description'],
			options: { lineItemsAsItems: true },
		});
		expect(sent).toEqual(readOnce());
		expect(items.map((item) => item.json)).toEqual([
			{ doc_id: docId, lineNumber: 1, lineItem: { description: 'Office chairs' } },
			{ doc_id: docId, lineNumber: 2, lineItem: { description: 'Standing desk' } },
		]);
	});

	it('no field chosen: a clear error for that item before anything is sent, the others go on', async () => {
		const before = harness.sandbox.requests.length;
		const { items } = await extraction({ selectedFields: '={{ $json.wanted }}' }, [
			{ json: { wanted: '' } },
			{ json: { wanted: 'status' } },
		]);
		expect(items[0].json.error).toBe(
			'Parameter "Field Names or IDs" is empty: choose at least one field to return, or set Output to Simplified',
		);
		expect(items[1].json).toEqual({ status: 'ready_for_validation' });
		// One item was sent: the extraction result of the second.
		expect(harness.sandbox.requests.length - before).toBe(1);
	});

	it('an unknown Output value is refused, naming the values it takes', async () => {
		const { items } = await extraction({ output: 'compact' });
		expect(items[0].json.error).toBe(
			'Parameter "Output" must be one of "simplified", "raw", "selectedFields", got "compact"',
		);
	});

	it("offers the simplified shape's keys and the document type's fields to choose from", async () => {
		const options = await runLoadOptions({
			node: new DocumentProcessing(),
			method: 'getOutputFields',
			credentialTypes: [new DocumentProcessingApi()],
			credentials: credentialsFor(harness.sandbox),
			parameters: { resource: 'document', operation: 'getExtractionResult', doc_id: docId },
		});
		const values = options.map((option) => option.value);
		expect(values.slice(0, 4)).toEqual(['doc_id', 'status', 'doc_type', 'file_name']);
		expect(values).toEqual(expect.arrayContaining(['needsReview', 'reviewReason']));
		expect(values.filter((value) => String(value).startsWith('fields.'))).toEqual([
			'fields.invoice_number',
			'fields.total_amount',
		]);
		expect(harness.sandbox.requests.slice(-2).map(sentRequest)).toEqual([
			request('GET', `/document/status/${docId}`),
			request('GET', '/field/get_field_settings', { query: { doc_type: 'invoice' } }),
		]);
	});
});

describe('what an agent reads', () => {
	it('the simplified extraction result of the sample invoice stays under 2 KB of JSON (goal)', async () => {
		const { items } = await extraction({ output: 'simplified' });
		const bytes = Buffer.byteLength(JSON.stringify(items[0].json));
		// eslint-disable-next-line no-console -- the measured size, reported by each run
		console.log(`simplified extraction result of the sample invoice: ${bytes} bytes of JSON`);
		expect(bytes).toBeLessThan(2048);
	});
});

describe('selectFields (pure)', () => {
	it('keeps nesting, reads the fallback for keys the document lacks, null for the rest', () => {
		const document = { doc_id: 'd1', fields: { total: 5 }, lineItems: [] };
		const raw = { created_on: '2024-01-01', fields: { total: '5.00' } };
		expect(
			selectFields(document, ['fields.total', 'created_on', 'doc_id.length', 'x.y'], raw),
		).toEqual({
			fields: { total: 5 },
			created_on: '2024-01-01',
			doc_id: { length: null },
			x: { y: null },
		});
	});

	it('reads a list or text separated by commas, without blanks or repeats', () => {
		expect(fieldNameList(['a', ' b ', 'a', ''])).toEqual(['a', 'b']);
		expect(fieldNameList(' a, ,b,a ')).toEqual(['a', 'b']);
		expect(fieldNameList(undefined)).toEqual([]);
	});
});
