// Data Vault, Auto Test, Pattern Validation and Key-Value Extractor through n8n's engine: the
// requests each operation sends, and the service's errors as the node reports them.
import { request, useAreaHarness } from '../support/areaHarness';

const area = useAreaHarness();
const { harness, last, sent, answer, refuse, run } = area;
/** Runs an operation that must fail and returns the error message with its description. */
const fails = async (...args: Parameters<typeof area.fails>) => (await area.fails(...args)).message;

describe('Data Vault', () => {
	it("create record sends its fields; the service's 422 names the field", async () => {
		await run('dataVault', 'createRecord', {
			main_key: 'supplier',
			additionalFields: {
				sub_key: '4711',
				str_value_1: 'Muster GmbH',
				int_value_1: '30',
				bool_value_1: 'yes',
			},
		});
		expect(sent()).toEqual(
			request('POST', '/data_vault/create_record', {
				body: {
					main_key: 'supplier',
					sub_key: '4711',
					str_value_1: 'Muster GmbH',
					int_value_1: '30',
					bool_value_1: 'yes',
				},
			}),
		);
		await run('dataVault', 'createRecord', { main_key: 'supplier' });
		expect(sent()).toEqual(
			request('POST', '/data_vault/create_record', { body: { main_key: 'supplier' } }),
		);

		refuse('dataVault.createRecord', 422, [
			{ loc: ['body', 'int_value_2'], msg: 'value is not a valid integer', type: 'type_error' },
		]);
		const { error } = await harness.run('dataVault', 'createRecord', {
			main_key: 'supplier',
			additionalFields: { int_value_2: 'thirty' },
		});
		expect(last().status).toBe(422);
		expect(error?.description).toContain('Int Value 2 (int_value_2): value is not a valid integer');
	});
});

describe('Auto Test', () => {
	it('create or update, get and delete send the doc_id (form, query, query)', async () => {
		const created = { success: true, doc_id: 'doc_7', created: true };
		answer('autoTest.createOrUpdate', created);
		expect(
			await run('autoTest', 'createOrUpdate', { additionalFields: { doc_id: 'doc_7' } }),
		).toEqual([created]);
		expect(sent()).toEqual(
			request('POST', '/auto_test/add_update_document', { body: { doc_id: 'doc_7' } }),
		);

		answer('autoTest.get', { doc_id: 'doc_7', expected_data: {} });
		await run('autoTest', 'get', { doc_id: 'doc_7' });
		expect(sent()).toEqual(
			request('GET', '/auto_test/get_document_data', { query: { doc_id: 'doc_7' }, body: {} }),
		);

		answer('autoTest.delete', { success: true });
		await run('autoTest', 'delete', { doc_id: 'doc_7' });
		expect(sent()).toEqual(
			request('DELETE', '/auto_test/remove_document', { query: { doc_id: 'doc_7' }, body: {} }),
		);
	});

	it("create or update without a doc_id sends no field; the service's 400 is the error", async () => {
		refuse('autoTest.createOrUpdate', 400, 'doc_id is required');
		expect(await fails('autoTest', 'createOrUpdate')).toContain('doc_id is required');
		expect(sent()).toEqual(request('POST', '/auto_test/add_update_document'));
		expect(last().status).toBe(400);
	});
});

describe('Pattern Validation', () => {
	const check = async (operation: string, pattern: string) =>
		(await run('pattern', operation, { pattern }))[0];

	it.each([
		['checkRe', '/regex_and_patterns/re/is_valid'],
		['checkRegex', '/regex_and_patterns/regex/is_valid'],
	] as const)(
		'%s sends the pattern as it is written to %s; the answer is the item',
		async (operation, path) => {
			const pattern = '^INV-(?P<number>\\d{4})(?P=number)?$';
			answer(`pattern.${operation}`, { valid: true, pattern });
			expect(await check(operation, pattern)).toEqual({ valid: true, pattern });
			expect(sent()).toEqual(request('POST', path, { body: { pattern } }));
		},
	);

	it('validate RE patterns sends the patterns object as JSON text', async () => {
		const patterns = {
			invoice_number: { pattern: 'INV-(?P<number>\\d+)', values: ['INV-4711', 'INV-4711 copy'] },
			iban: { pattern: 'DE\\d{20}', value: 'DE89370400440532013000' },
		};
		await run('pattern', 'validateRePatterns', { patterns });
		expect(sent()).toEqual(
			request('POST', '/regex_and_patterns/re/validate_patterns', {
				body: { patterns: JSON.stringify(patterns) },
			}),
		);
	});

	it('validate regex patterns sends the JSON text given; text that is not JSON fails before sending', async () => {
		const patterns = '{"po": "(?<po>PO-\\\\d+)", "date": {"pattern": "\\\\d{2}", "value": "15"}}';
		await run('pattern', 'validateRegexPatterns', { patterns });
		expect(sent()).toEqual(
			request('POST', '/regex_and_patterns/regex/validate_patterns', {
				body: { patterns: JSON.stringify(JSON.parse(patterns)) },
			}),
		);
		const before = harness.sandbox.requests.length;
		const { error } = await harness.run('pattern', 'validateRePatterns', { patterns: 'not json' });
		expect(error?.message).toMatch(/^Parameter "Patterns" is not valid JSON/);
		expect(harness.sandbox.requests).toHaveLength(before);
	});
});

describe('Key-Value Extractor', () => {
	const url = 'https://shop.example.com/orders/42?view=full';

	it('post data and get data put the URL in one encoded path segment', async () => {
		await run('keyValueExtractor', 'postData', { url, data: { order: '42', total: '99.50' } });
		expect(sent()).toEqual(
			request('POST', `/kvextractor/post_data/${encodeURIComponent(url)}`, {
				body: { data: '{"order":"42","total":"99.50"}' },
			}),
		);
		expect(last().pathParams).toEqual({ url });

		answer('keyValueExtractor.getData', { url, data: { order: '42' } });
		expect(await run('keyValueExtractor', 'getData', { url })).toEqual([
			{ url, data: { order: '42' } },
		]);
		expect(sent()).toEqual(request('GET', `/kvextractor/get_data/${encodeURIComponent(url)}`));
		expect(last().pathParams).toEqual({ url });
	});
});
