// Data Vault, Auto Test, Pattern Validation and Key-Value Extractor through n8n's engine against the sandbox.
import type { IDataObject } from 'n8n-workflow';

import { useAreaHarness } from '../support/areaHarness';

const area = useAreaHarness();
const { harness, last, run } = area;
/** Runs an operation that must fail and returns the error message with its description. */
const fails = async (...args: Parameters<typeof area.fails>) => (await area.fails(...args)).message;

describe('Data Vault', () => {
	it('create record stores the values typed; numbers and flags that do not read as such are a 422', async () => {
		const [record] = await run('dataVault', 'createRecord', {
			main_key: 'supplier',
			additionalFields: {
				sub_key: '4711',
				str_value_1: 'Muster GmbH',
				int_value_1: '30',
				bool_value_1: 'yes',
			},
		});
		expect(last()).toMatchObject({
			method: 'POST',
			path: '/data_vault/create_record',
			body: {
				main_key: 'supplier',
				sub_key: '4711',
				str_value_1: 'Muster GmbH',
				int_value_1: '30',
				bool_value_1: 'yes',
			},
			status: 200,
		});
		expect(record).toMatchObject({
			id: 1,
			main_key: 'supplier',
			sub_key: '4711',
			values: { str_value_1: 'Muster GmbH', int_value_1: 30, bool_value_1: true },
		});
		expect((await run('dataVault', 'createRecord', { main_key: 'supplier' }))[0]).toMatchObject({
			id: 2,
			sub_key: null,
			values: {},
		});
		expect(harness.sandbox.state.account.dataVault.size).toBe(2);

		const { error } = await harness.run('dataVault', 'createRecord', {
			main_key: 'supplier',
			additionalFields: { int_value_2: 'thirty' },
		});
		expect(last().status).toBe(422);
		expect(error?.description).toContain('Int Value 2 (int_value_2): value is not a valid integer');
	});
});

describe('Auto Test', () => {
	it('copy a document → get its data → copy again updates it → delete → 404', async () => {
		const document = harness.sandbox.state.addDocument({
			status: 'ready_for_validation',
			file_name: 'invoice 4711.pdf',
		});
		const [created] = await run('autoTest', 'createOrUpdate', {
			additionalFields: { doc_id: document.doc_id },
		});
		expect(last()).toMatchObject({
			method: 'POST',
			path: '/auto_test/add_update_document',
			body: { doc_id: document.doc_id },
			status: 200,
		});
		expect(created).toEqual({ success: true, doc_id: document.doc_id, created: true });

		const [copy] = await run('autoTest', 'get', { doc_id: document.doc_id });
		expect(last()).toMatchObject({
			method: 'GET',
			path: '/auto_test/get_document_data',
			query: { doc_id: document.doc_id },
			status: 200,
		});
		expect(copy).toMatchObject({
			doc_id: document.doc_id,
			doc_type: 'invoice',
			expected_data: { invoice_number: 'INV-4711' },
		});

		await run('document', 'update', {
			doc_id: document.doc_id,
			fieldsInput: 'json',
			data: '{"invoice_number":"INV-4712"}',
		});
		expect(
			(
				await run('autoTest', 'createOrUpdate', { additionalFields: { doc_id: document.doc_id } })
			)[0],
		).toMatchObject({ created: false });
		expect(
			(await run('autoTest', 'get', { doc_id: document.doc_id }))[0].expected_data,
		).toMatchObject({ invoice_number: 'INV-4712' });

		await run('autoTest', 'delete', { doc_id: document.doc_id });
		expect(last()).toMatchObject({
			method: 'DELETE',
			path: '/auto_test/remove_document',
			query: { doc_id: document.doc_id },
			status: 200,
		});
		expect(await fails('autoTest', 'get', { doc_id: document.doc_id })).toContain(
			'Auto test document not found',
		);
		expect(await fails('autoTest', 'delete', { doc_id: document.doc_id })).toContain(
			'Auto test document not found',
		);
	});

	it('needs an existing document to copy', async () => {
		expect(
			await fails('autoTest', 'createOrUpdate', { additionalFields: { doc_id: 'doc_404' } }),
		).toContain('Document not found');
		expect(await fails('autoTest', 'createOrUpdate')).toContain('doc_id is required');
		expect(last()).toMatchObject({ body: {}, status: 400 });
	});
});

describe('Pattern Validation', () => {
	const check = async (operation: string, pattern: string) =>
		(await run('pattern', operation, { pattern }))[0];

	it('check RE compiles Python re syntax: named groups (?P<…>), inline flags, bad escapes', async () => {
		expect(await check('checkRe', '^INV-(?P<number>\\d{4})(?P=number)?$')).toEqual({
			valid: true,
			pattern: '^INV-(?P<number>\\d{4})(?P=number)?$',
		});
		expect(last()).toMatchObject({
			method: 'POST',
			path: '/regex_and_patterns/re/is_valid',
			body: { pattern: '^INV-(?P<number>\\d{4})(?P=number)?$' },
			status: 200,
		});
		expect(await check('checkRe', '(?i)\\Ainvoice\\Z')).toMatchObject({ valid: true });
		expect(await check('checkRe', '[]a]+')).toMatchObject({ valid: true });
		expect(await check('checkRe', 'INV-(\\d+')).toMatchObject({
			valid: false,
			error: expect.stringContaining('Unterminated group'),
		});
		expect(await check('checkRe', '\\q')).toMatchObject({
			valid: false,
			error: 'bad escape \\q at position 0',
		});
		// `(?<name>…)` is the regex module's spelling, not re's.
		expect(await check('checkRe', '(?<number>\\d+)')).toMatchObject({
			valid: false,
			error: expect.stringContaining('unknown extension ?<n'),
		});
		expect(await check('checkRe', '(?<=EUR )\\d+')).toMatchObject({ valid: true });
	});

	it('check regex accepts both named group spellings and rejects what does not compile', async () => {
		expect(await check('checkRegex', '(?<number>\\d+)-(?P<year>\\d{4})')).toMatchObject({
			valid: true,
		});
		expect(last()).toMatchObject({
			method: 'POST',
			path: '/regex_and_patterns/regex/is_valid',
			status: 200,
		});
		expect(await check('checkRegex', 'a{2,1}')).toMatchObject({
			valid: false,
			error: expect.stringContaining('numbers out of order'),
		});
		expect(await check('checkRegex', '*abc')).toMatchObject({
			valid: false,
			error: expect.stringContaining('Nothing to repeat'),
		});
	});

	it('validate RE patterns checks the values against each pattern as a full match and reports which match', async () => {
		const patterns = {
			invoice_number: { pattern: 'INV-(?P<number>\\d+)', values: ['INV-4711', 'INV-4711 copy'] },
			iban: { pattern: 'DE\\d{20}', value: 'DE89370400440532013000' },
			broken: { pattern: '(unclosed' },
		};
		const [report] = await run('pattern', 'validateRePatterns', { patterns });
		expect(last()).toMatchObject({
			method: 'POST',
			path: '/regex_and_patterns/re/validate_patterns',
			body: { patterns: JSON.stringify(patterns) },
			status: 200,
		});
		expect(report).toMatchObject({
			valid: false,
			all_match: false,
			matching: ['iban'],
			not_matching: ['invoice_number', 'broken'],
		});
		expect((report.results as IDataObject[])[0]).toEqual({
			name: 'invoice_number',
			pattern: 'INV-(?P<number>\\d+)',
			valid: true,
			matches: false,
			values: [
				{ value: 'INV-4711', matches: true, groups: { number: '4711' } },
				{ value: 'INV-4711 copy', matches: false },
			],
		});
		expect((report.results as IDataObject[])[2]).toMatchObject({
			name: 'broken',
			valid: false,
			error: expect.any(String),
		});
	});

	it('validate regex patterns: patterns without values are only compiled', async () => {
		const [report] = await run('pattern', 'validateRegexPatterns', {
			patterns:
				'{"po": "(?<po>PO-\\\\d+)", "date": {"pattern": "\\\\d{2}\\\\.\\\\d{2}\\\\.\\\\d{4}", "value": "15.05.2024"}}',
		});
		expect(last()).toMatchObject({
			method: 'POST',
			path: '/regex_and_patterns/regex/validate_patterns',
			status: 200,
		});
		expect(report).toMatchObject({
			valid: true,
			all_match: true,
			matching: ['date'],
			not_matching: [],
		});
		expect((report.results as IDataObject[])[0]).toMatchObject({
			name: 'po',
			valid: true,
			matches: null,
			values: [],
		});
		const { error } = await harness.run('pattern', 'validateRePatterns', { patterns: 'not json' });
		expect(error?.message).toMatch(/^Parameter "Patterns" is not valid JSON/);
	});
});

describe('Key-Value Extractor', () => {
	const url = 'https://shop.example.com/orders/42?view=full';

	it('post data for a URL (one encoded path segment), then get it back; an unknown URL is a 404', async () => {
		expect(await fails('keyValueExtractor', 'getData', { url })).toContain(
			'Data for this URL not found',
		);
		const [posted] = await run('keyValueExtractor', 'postData', {
			url,
			data: { order: '42', total: '99.50' },
		});
		expect(last()).toMatchObject({
			method: 'POST',
			endpoint: 'keyValueExtractor.postData',
			path: `/kvextractor/post_data/${encodeURIComponent(url)}`,
			pathParams: { url },
			body: { data: '{"order":"42","total":"99.50"}' },
			status: 200,
		});
		expect(posted).toEqual({
			success: true,
			url,
			view_url: `${harness.sandbox.url}/kvextractor/get_data/${encodeURIComponent(url)}`,
		});

		const [stored] = await run('keyValueExtractor', 'getData', { url });
		expect(last()).toMatchObject({
			method: 'GET',
			endpoint: 'keyValueExtractor.getData',
			path: `/kvextractor/get_data/${encodeURIComponent(url)}`,
			status: 200,
		});
		expect(stored).toMatchObject({ url, data: { order: '42', total: '99.50' } });
	});
});
