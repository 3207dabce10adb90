/**
 * Node version 3: sorting in its own collection, usual choices for e-mail and export settings,
 * document fields as name and value pairs (names loaded from the document's type). Workflows
 * saved with versions 1 and 2 keep what they showed and sent.
 */
import { DocumentProcessingApi } from '../credentials/DocumentProcessingApi.credentials';
import { DocumentProcessing } from '../nodes/DocumentProcessing/DocumentProcessing.node';
import { versionOf } from '../nodes/DocumentProcessing/resources/versions';
import { runLoadOptions } from './engine';
import { request, sentRequest } from './support/areaHarness';
import { credentialsFor, useNodeAgainstSandbox } from './support/nodeUnderTest';
import { answerFieldsByType } from './support/scriptedLookups';
import { shownIn } from './support/versions';

const harness = useNodeAgainstSandbox();
beforeEach(() => harness.sandbox.reset());
const last = () => harness.sandbox.lastRequest()!;

const named = (version: number, resource: string, operation: string, name: string) =>
	shownIn(version, resource, operation).find((property) => property.name === name);

describe('node version 3', () => {
	it('reads unknown later versions as the newest it knows, and a missing version as 1', () => {
		expect(versionOf({ typeVersion: 3 })).toBe(3);
		expect(versionOf({ typeVersion: 2.5 })).toBe(2);
		expect(versionOf({})).toBe(1);
	});

	describe('sorting', () => {
		it('is a collection of its own in version 3, inside Filters before', () => {
			const filters = named(3, 'document', 'getDashboard', 'additionalFields');
			const sort = named(3, 'document', 'getDashboard', 'sort');
			expect(filters?.options?.map((option) => option.name)).not.toContain('order_by_field');
			expect(sort).toMatchObject({ displayName: 'Sort', type: 'collection' });
			expect(sort?.options?.map((option) => option.name)).toEqual([
				'order_by_direction',
				'order_by_field',
			]);
			expect(named(2, 'document', 'getDashboard', 'sort')).toBeUndefined();
			const v2Filters = named(2, 'document', 'getDashboard', 'additionalFields');
			expect(v2Filters?.options?.map((option) => option.name)).toContain('order_by_field');
			expect(named(3, 'document', 'getNext', 'sort')?.options?.[0].name).toBe('sort_attr');
		});

		it('version 3 sends the sort options with the filters', async () => {
			const { error } = await harness.run('document', 'getDashboard', {
				returnAll: false,
				limit: 5,
				additionalFields: { filter: 'all' },
				sort: { order_by_field: 'created_on', order_by_direction: 'desc' },
			});
			expect(error).toBeUndefined();
			expect(last()).toMatchObject({
				endpoint: 'document.getDashboard',
				query: { filter: 'all', order_by_field: 'created_on', order_by_direction: 'desc' },
			});
		});

		it('a version 2 workflow sends the sorting it kept in Filters', async () => {
			const { error } = await harness.run(
				'document',
				'getDashboard',
				{
					returnAll: false,
					limit: 5,
					additionalFields: { filter: 'all', order_by_field: 'created_on' },
				},
				{ typeVersion: 2 },
			);
			expect(error).toBeUndefined();
			expect(last().query).toMatchObject({ order_by_field: 'created_on' });
		});

		it('the next-document lookup sorts by the option set in Sort', async () => {
			const first = harness.sandbox.state.addDocument({ status: 'ready_for_validation' });
			harness.sandbox.state.addDocument({ status: 'ready_for_validation' });
			await harness.run('document', 'getNext', {
				doc_id: first.doc_id,
				sort: { sort_attr: 'last_saved_on' },
			});
			expect(last()).toMatchObject({
				endpoint: 'document.getNext',
				query: { sort_attr: 'last_saved_on' },
			});
		});
	});

	describe('usual choices', () => {
		it.each([
			['emailInbox', 'createOrUpdate', 'port', '993'],
			['emailInbox', 'createOrUpdate', 'encryption', 'ssl'],
			['emailInbox', 'createOrUpdate', 'protocol', 'imap'],
			['emailInbox', 'checkLogin', 'protocol', 'imap'],
			['exportConfiguration', 'configureZugferd', 'format', 'EN16931'],
		])('%s %s: %s is a choice in version 3, text before', (resource, operation, name, chosen) => {
			const v3 = named(3, resource, operation, name);
			expect(v3).toMatchObject({ type: 'options', default: chosen });
			expect(v3?.description).toContain('expression');
			expect(named(2, resource, operation, name)?.type).toBe('string');
		});

		it('the choices are sent as chosen, and another value by expression is sent too', async () => {
			const inbox = {
				username: 'scans',
				email: 'scans@example.com',
				password: 'secret',
				server: 'imap.example.com',
				api_key: 'mail-key',
			};
			const chosen = await harness.run('emailInbox', 'checkLogin', {
				...inbox,
				port: '995',
				encryption: 'ssl',
				protocol: 'pop3',
			});
			expect(chosen.error).toBeUndefined();
			expect(last().body).toMatchObject({ port: '995', encryption: 'ssl', protocol: 'pop3' });
			const other = await harness.run('emailInbox', 'checkLogin', {
				...inbox,
				port: '={{ "1143" }}',
				encryption: 'starttls',
				protocol: 'imap',
			});
			expect(other.error).toBeUndefined();
			expect(last().body).toMatchObject({ port: '1143' });
		});
	});

	describe('document fields as name and value pairs', () => {
		const invoice = () =>
			harness.sandbox.state.addDocument({ status: 'ready_for_validation', doc_type: 'invoice' });

		it('sends the pairs as the data object', async () => {
			const document = invoice();
			const { error } = await harness.run('document', 'update', {
				doc_id: document.doc_id,
				documentFields: {
					field: [
						{ name: 'invoice_number', value: 'R-2026-17' },
						{ name: 'currency', value: 'EUR' },
					],
				},
			});
			expect(error).toBeUndefined();
			expect(last()).toMatchObject({ endpoint: 'document.update', status: 200 });
			expect(JSON.parse(String(last().body?.data))).toEqual({
				invoice_number: 'R-2026-17',
				currency: 'EUR',
			});
			expect(harness.sandbox.state.documents.get(document.doc_id)?.extracted_data).toMatchObject({
				invoice_number: 'R-2026-17',
			});
		});

		it('still takes JSON when chosen', async () => {
			const document = invoice();
			const { error } = await harness.run('document', 'validateAndExport', {
				doc_id: document.doc_id,
				fieldsInput: 'json',
				data: '{"total_amount": 119.5}',
			});
			expect(error).toBeUndefined();
			const sent = harness.sandbox.requests.find(
				(request) => request.endpoint === 'document.validateAndExport',
			);
			expect(JSON.parse(String(sent?.body?.data))).toEqual({ total_amount: 119.5 });
		});

		it.each([
			[{ documentFields: {} }, 'Parameter "Fields" has no field'],
			[
				{ documentFields: { field: [{ name: '', value: 'x' }] } },
				'Parameter "Fields" has a field without a name',
			],
			[
				{
					documentFields: {
						field: [
							{ name: 'currency', value: 'EUR' },
							{ name: 'currency', value: 'USD' },
						],
					},
				},
				'Parameter "Fields": field "currency" is given twice',
			],
			[{ fieldsInput: 'json', data: '[1]' }, 'Parameter "Fields (JSON)" must be a JSON object'],
			[{ fieldsInput: 'json', data: '{' }, 'Parameter "Fields (JSON)" is not valid JSON'],
		])('refuses %j before sending', async (parameters, message) => {
			const document = invoice();
			harness.sandbox.reset();
			harness.sandbox.state.addDocument({ ...document });
			const { error } = await harness.run('document', 'update', {
				doc_id: document.doc_id,
				...parameters,
			});
			expect(error?.message).toContain(message);
			expect(harness.sandbox.requests).toHaveLength(0);
		});

		it('refuses a field whose mapped value came out empty: nothing sent for it, the other items go on', async () => {
			const document = invoice();
			// An upload that did not wait: no fields yet, so the mapping finds nothing.
			const notProcessed = { json: { doc_id: document.doc_id, status: 'processing', fields: {} } };
			const ready = { json: { doc_id: document.doc_id, fields: { total_amount: '119.00' } } };
			const { items } = await harness.run(
				'document',
				'validateAndExport',
				{
					doc_id: '={{ $json.doc_id }}',
					documentFields: {
						field: [{ name: 'total_amount', value: '={{ $json.fields.total_amount }}' }],
					},
				},
				{ input: [notProcessed, ready], continueOnFail: true },
			);
			expect(items[0].json.error).toContain(
				'Parameter "Fields": field "total_amount" is empty, so nothing was sent',
			);
			expect(items[1].json.error).toBeUndefined();
			const sent = harness.sandbox.requests.filter(
				(request) => request.endpoint === 'document.validateAndExport',
			);
			expect(sent.map((request) => JSON.parse(String(request.body?.data)))).toEqual([
				{ total_amount: '119.00' },
			]);
		});

		it('JSON with empty values is refused too; Send Empty Values clears fields on purpose', async () => {
			const document = invoice();
			const refused = await harness.run('document', 'update', {
				doc_id: document.doc_id,
				fieldsInput: 'json',
				data: '{"currency": "", "iban": null, "total_amount": 0}',
			});
			expect(refused.error?.message).toContain(
				'Parameter "Fields (JSON)": fields "currency", "iban" are empty',
			);
			expect(harness.sandbox.requests).toHaveLength(0);
			const cleared = await harness.run('document', 'update', {
				doc_id: document.doc_id,
				sendEmptyValues: true,
				documentFields: { field: [{ name: 'currency', value: '' }] },
			});
			expect(cleared.error).toBeUndefined();
			expect(JSON.parse(String(last().body?.data))).toEqual({ currency: '' });
		});

		it('a version 2 workflow sends its JSON data as before', async () => {
			const document = invoice();
			const { error } = await harness.run(
				'document',
				'update',
				{ doc_id: document.doc_id, data: '{"currency": "CHF"}' },
				{ typeVersion: 2 },
			);
			expect(error).toBeUndefined();
			expect(JSON.parse(String(last().body?.data))).toEqual({ currency: 'CHF' });
		});

		const loadFields = async (doc_id: string) =>
			await runLoadOptions({
				node: new DocumentProcessing(),
				method: 'getDocumentFields',
				credentialTypes: [new DocumentProcessingApi()],
				credentials: credentialsFor(harness.sandbox),
				parameters: { resource: 'document', operation: 'update', doc_id },
			});

		const fieldsOf = (doc_type: string) =>
			request('GET', '/field/get_field_settings', { query: { doc_type } });

		it("lists the fields of the document's type by title and field name", async () => {
			const document = invoice();
			answerFieldsByType(harness.sandbox, {
				invoice: { invoice_number: 'Number', currency: 'Currency' },
				receipt: { receipt_number: 'Number' },
			});
			const options = await loadFields(document.doc_id);
			expect(options).toEqual([
				{ name: 'Currency (currency)', value: 'currency' },
				{ name: 'Number (invoice_number)', value: 'invoice_number' },
			]);
			expect(harness.sandbox.requests.map(sentRequest)).toEqual([
				request('GET', `/document/status/${document.doc_id}`),
				fieldsOf('invoice'),
			]);
		});

		it('lists the fields of every document type while the document is an expression', async () => {
			answerFieldsByType(harness.sandbox, {
				invoice: { invoice_number: 'Number', currency: 'Currency' },
				receipt: { receipt_number: 'Number', currency: 'Currency' },
			});
			const values = (await loadFields('={{ $json.doc_id }}')).map((option) => option.value);
			expect(values).toEqual(['currency', 'invoice_number', 'receipt_number']);
			expect(harness.sandbox.requests.map(sentRequest)).toEqual([
				request('GET', '/document_type/get_document_types'),
				fieldsOf('invoice'),
				fieldsOf('receipt'),
			]);
		});
	});
});

describe('resource locators inside collections (version 3)', () => {
	it('Filters pick from the list or by ID; version 2 keeps the dropdown', () => {
		const filters = named(3, 'document', 'getDashboard', 'additionalFields');
		const docType = filters?.options?.find((option) => option.name === 'doc_type');
		expect(docType).toMatchObject({ type: 'resourceLocator' });
		const v2 = named(2, 'document', 'getDashboard', 'additionalFields');
		expect(v2?.options?.find((option) => option.name === 'doc_type')).toMatchObject({
			type: 'options',
		});
	});

	it('sends the value picked in a collection', async () => {
		const { error } = await harness.run('document', 'getDashboard', {
			returnAll: false,
			limit: 5,
			additionalFields: {
				filter: 'all',
				doc_type: { __rl: true, mode: 'list', value: 'invoice', cachedResultName: 'Invoice' },
			},
		});
		expect(error).toBeUndefined();
		expect(last().query).toMatchObject({ doc_type: 'invoice' });
	});
});

describe('documents picked with a resource locator (version 3)', () => {
	it('Document is From List or By ID in version 3, text before', () => {
		expect(named(3, 'document', 'getStatus', 'doc_id')).toMatchObject({
			type: 'resourceLocator',
			displayName: 'Document',
		});
		expect(named(2, 'document', 'getStatus', 'doc_id')?.type).toBe('string');
	});

	it.each([
		['list', 'From List'],
		['id', 'By ID'],
	])('sends the document picked %s', async (mode) => {
		const document = harness.sandbox.state.addDocument({ status: 'ready_for_validation' });
		const { items, error } = await harness.run('document', 'getStatus', {
			doc_id: { __rl: true, mode, value: document.doc_id },
		});
		expect(error).toBeUndefined();
		expect(harness.sandbox.requests[0]).toMatchObject({
			endpoint: 'document.getStatus',
			path: `/document/status/${document.doc_id}`,
			status: 200,
		});
		expect(items[0].json).toMatchObject({ doc_id: document.doc_id });
	});

	it('takes the document ID from an expression of the input', async () => {
		const document = harness.sandbox.state.addDocument({ status: 'ready_for_validation' });
		const { items, error } = await harness.run(
			'document',
			'getStatus',
			{ doc_id: { __rl: true, mode: 'id', value: '={{ $json.id }}' } },
			{ input: [{ json: { id: document.doc_id } }] },
		);
		expect(error).toBeUndefined();
		expect(items[0].json).toMatchObject({ doc_id: document.doc_id });
	});
});
