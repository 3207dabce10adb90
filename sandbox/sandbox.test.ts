/* eslint-disable @n8n/community-nodes/no-restricted-imports -- dev-only code, never published; eslint.dev.config.mjs lints it */
import { beforeEach, describe, expect, it } from '@jest/globals';
import { createHash } from 'node:crypto';
import { XMLParser } from 'fast-xml-parser';
import type { Field } from '../contract';
import { DEMO_TABLES } from './demo';
import { handlersById, STAND_IN_TABLES } from './standIn/behaviour';
import {
	endpointById,
	enumValues,
	Faults,
	pathOf as contractPathOf,
	SERVED_ENDPOINTS,
	type ServedEndpoint as Endpoint,
} from './contract';
import { useSandbox } from './useSandbox';
import { interfaceRoutesIn, interfaceRows, routeOf } from '../test/support/interfaceTable';

const endpoints = SERVED_ENDPOINTS;

const sandbox = useSandbox({ demo: true });

// ---------- HTTP helpers ----------

type Body = {
	form?: Record<string, string | string[]>;
	multipart?: FormData;
	json?: unknown;
	raw?: string;
	contentType?: string;
};

interface CallOptions extends Body {
	query?: Record<string, string | string[]>;
	/** X-API-KEY value; null sends none. Defaults to the sandbox key. */
	key?: string | null;
	headers?: Record<string, string>;
}

interface Answer {
	status: number;
	headers: Headers;
	// Answers are arbitrary JSON; tests navigate them freely.
	// eslint-disable-next-line @typescript-eslint/no-explicit-any
	body: any;
	bytes: Buffer;
}

function encodeBody(options: Body): { body?: string | FormData; headers: Record<string, string> } {
	if (options.multipart) return { body: options.multipart, headers: {} };
	if (options.json !== undefined)
		return { body: JSON.stringify(options.json), headers: { 'content-type': 'application/json' } };
	if (options.raw !== undefined)
		return { body: options.raw, headers: { 'content-type': options.contentType ?? 'text/plain' } };
	if (options.form) {
		const params = new URLSearchParams();
		for (const [name, value] of Object.entries(options.form)) {
			for (const item of Array.isArray(value) ? value : [value]) params.append(name, item);
		}
		return {
			body: params.toString(),
			headers: { 'content-type': 'application/x-www-form-urlencoded' },
		};
	}
	return { headers: {} };
}

async function call(method: string, path: string, options: CallOptions = {}): Promise<Answer> {
	const query = new URLSearchParams();
	for (const [name, value] of Object.entries(options.query ?? {})) {
		for (const item of Array.isArray(value) ? value : [value]) query.append(name, item);
	}
	const encoded = encodeBody(options);
	const key = options.key === undefined ? sandbox.apiKey : options.key;
	const response = await fetch(`${sandbox.url}${path}${query.size > 0 ? `?${query}` : ''}`, {
		method,
		body: encoded.body,
		headers: {
			...encoded.headers,
			...(key === null ? {} : { 'x-api-key': key }),
			...options.headers,
		},
	});
	const bytes = Buffer.from(await response.arrayBuffer());
	const isJson = (response.headers.get('content-type') ?? '').includes('json');
	return {
		status: response.status,
		headers: response.headers,
		body: isJson ? JSON.parse(bytes.toString('utf8')) : bytes.toString('utf8'),
		bytes,
	};
}

const fileBlob = (content: string | Buffer, type = 'application/pdf') =>
	new Blob([content], { type });

function multipart(
	fields: Record<string, string | string[]>,
	files: Record<string, Array<[string, Blob]>> = {},
): FormData {
	const form = new FormData();
	for (const [name, value] of Object.entries(fields)) {
		for (const item of Array.isArray(value) ? value : [value]) form.append(name, item);
	}
	for (const [name, list] of Object.entries(files))
		for (const [filename, blob] of list) form.append(name, blob, filename);
	return form;
}

async function upload(
	fileName: string,
	content: string | Buffer = '%PDF-1.4 test',
	type = 'application/pdf',
) {
	const answer = await call('POST', '/document/process', {
		multipart: multipart({}, { file: [[fileName, fileBlob(content, type)]] }),
	});
	expect(answer.status).toBe(200);
	return answer.body as { doc_id: string; status: string; file_name: string };
}

const status = async (docId: string) =>
	(await call('GET', `/document/status/${docId}`)).body.status as string;

// ---------- request generation from contract rows ----------

/**
 * Every identifier the generated requests send is 1 (`ID`), and the seed holds a record 1 in every
 * store, the document included: a new endpoint whose `{id}` (or any id field) names a document,
 * a user or a group finds it with no per-endpoint value.
 */
const ID = '1';
const SEED = { doc_id: ID, file_name: 'seed invoice.pdf' };
const seed = () => sandbox.state.addDocument({ ...SEED, status: 'ready_for_validation' });

/**
 * The one per-field table of example values (path, query and body alike); a field not named here
 * gets a value of its contract type (exampleText), a path placeholder `x1`.
 */
const FIELD_EXAMPLES: Record<string, string> = {
	doc_id: ID,
	doc_ids: ID,
	filename: SEED.file_name,
	version_number: '1',
	page: '1',
	type: 'sample',
	data: '{"invoice_number":"INV-9"}',
	assign_to: 'someone@example.com',
	file_contents: Buffer.from('%PDF-1.4 base64').toString('base64'),
	// Account rows: ids of the records seedAccount() creates, and values their checks accept.
	id: ID,
	group_id: ID,
	sub_org_id: ID,
	user_id: ID,
	user_ids: ID,
	email: 'someone@example.com',
	port: '993',
	protocol: 'imap',
	encryption: 'ssl',
	ocr_type: 'tesseract',
	is_active: 'true',
	is_organisation_admin: 'false',
	int_value_1: '1',
	int_value_2: '2',
	bool_value_1: 'true',
	bool_value_2: 'false',
	permissions_data: '{"1":{"first_approval":true}}',
	patterns: '{"x":{"pattern":"x","value":"x"}}',
};

/** The records the generated account requests name: id 1 of each store, key/main_key `x`, url `x1`. */
function seedAccount(): void {
	const { account } = sandbox.state;
	const now = sandbox.state.nowIso();
	account.groups.add({ name: 'seed group', description: null, user_ids: [1] });
	account.subOrganisations.add({ name: 'seed sub-organisation', description: null, user_ids: [1] });
	account.statusAlerts.add({
		name: 'seed',
		doc_type_key: 'invoice',
		doc_status: 'error',
		email_address: null,
		send_to_assigned_user: true,
		delta_type: 'hours',
		delay_delta_value: 1,
	});
	const ionApi = { filename: 'ion.json', contentType: 'application/json', data: Buffer.from('{}') };
	sandbox.state.exportConfigurations.add({
		type: 'erp',
		title: 'seed',
		doc_type: null,
		is_active: true,
		settings: {},
		files: { ion_api: ionApi },
		created_on: now,
	});
	// Ids 2 and 3: what the zugferd and peppol exports need (AREA_ROW_EXAMPLES).
	for (const type of ['zugferd', 'peppol'])
		sandbox.state.exportConfigurations.add({
			type,
			title: type,
			doc_type: null,
			is_active: true,
			settings: {},
			files: {},
			created_on: now,
		});
	account.organisation.details = { id: 1 };
	account.email.account = {
		id: 1,
		username: 'x',
		email: 'someone@example.com',
		password: 'p',
		server: 'x',
		port: '993',
		encryption: 'ssl',
		protocol: 'imap',
		folder: null,
		api_key: 'k',
		active: true,
		created_on: now,
		updated_on: now,
	};
	account.email.lastId = 1;
	account.preferences.set('x', 'on');
	account.organisationPreferences.upsert('x', 'x', true);
	account.ocrPreferences.upsert('x', null, true);
	account.autoTests.set(SEED.doc_id, {
		doc_id: SEED.doc_id,
		file_name: SEED.file_name,
		doc_type: 'invoice',
		expected_data: {},
		tables: [],
		created_on: now,
		updated_on: now,
	});
	account.keyValueData.set('x1', { url: 'x1', data: {}, posted_on: now });
}

/**
 * The configuration areas' records the generated requests name: `x` (document type, sub type, group,
 * field, table, purchase order, model, dataset) and id 1 of each store. Rows that create what the
 * seed has, or need a particular shape, get their own values (AREA_ROW_EXAMPLES, AREA_ROW_FILES).
 */
function seedAreas(): void {
	const { areas } = sandbox.state;
	const setup = areas.documentSetup;
	const now = sandbox.state.nowIso();
	setup.documentTypes.add({
		doc_type_name: 'x',
		title: 'X',
		translation_key: null,
		has_table: true,
		sort_order: null,
		is_active: true,
	});
	setup.subTypes.add({
		doc_type_key: 'x',
		sub_doc_type: 'x',
		title: 'X',
		translation_key: null,
		is_active: true,
	});
	setup.fieldGroups.add({
		doc_type_name: 'x',
		is_sub_doc_type_group: false,
		group_name: 'x',
		title: 'X',
		translation_key: 'x',
		sort_order: null,
	});
	setup.fields.add({
		doc_type_name: 'x',
		is_sub_doc_type_field: false,
		field_name: 'x',
		title: 'X',
		field_type: 'STRING',
		group_name: 'x',
	});
	setup.tables.add({ doc_type_name: 'x', table_name: 'x', is_default: false });
	areas.layoutTemplates.add({
		doc_type_key: 'x',
		sub_doc_type_key: null,
		title: 'x',
		layout_json: {},
		sample: null,
		updated_on: now,
	});
	areas.classificationRules.add({
		rule_value_1: 'x',
		rule_type: 'barcode',
		sub_org_id: null,
		doc_type_key: 'x',
		sub_doc_type_key: null,
	});
	areas.blockedSuppliers.add({
		doc_type: 'x',
		supplier: 'x',
		filterID1: null,
		filterID2: null,
		filterID3: null,
		tfidf_id: null,
		is_org_specific: false,
	});
	areas.procurement.addPurchaseOrder({ purchase_order_number: 'x' });
	const { training } = areas;
	training.customModels.add({
		model_name: 'x',
		model_path: null,
		model_version: '1',
		model_type: 'x',
		min_confidence: 0.5,
		first_page_classification_only: false,
		is_default: true,
	});
	training.customModelLabels.add({
		model_name: 'x',
		label_name: 'x',
		associated_doc_type: 'x',
		associated_sub_doc_type: null,
		further_classification_model: null,
		further_classification_model_version: null,
		priority: 1,
		is_default: false,
	});
	const file = { file_name: 'x.pdf', content_type: 'application/pdf', size: 1, sha256: 'x' };
	training.samples.add({ ...file, doc_type: 'x', doc_locale: 'x', created_on: now });
	areas.masterData.addRecords('x', [{ name: 'x' }]);
	for (const kind of ['table_training', 'po_match'] as const) {
		areas.partnerRecords[kind].add({
			kind,
			partner_doc_id: 'x',
			file,
			batch_entries: [],
			force_ocr: null,
			extraction_rules: null,
			extracted_data: {},
			created_on: now,
		});
	}
}

const IS_TYPE_FIELD = { is_sub_doc_type: 'false' };
const FLAGS = { is_hidden: 'true', is_deleted: 'false' };
const EXAMPLE_BOD = '<SyncSupplierPartyMaster><DataArea/></SyncSupplierPartyMaster>';

/** Values for one entry (by contract id), before FIELD_EXAMPLES. */
const AREA_ROW_EXAMPLES: Record<string, Record<string, string>> = {
	'documentType.create': { doc_type_name: 'new' },
	'documentType.createSubType': { sub_doc_type: 'new' },
	'documentType.setActive': { activate: 'true' },
	'documentType.getFieldGroups': IS_TYPE_FIELD,
	'documentType.createField': { is_sub_doc_type_field: 'false', field_name: 'new' },
	'table.create': { table_name: 'new' },
	'table.updateColumn': FLAGS,
	'fieldSetting.updateTableColumn': FLAGS,
	'fieldSetting.getUiLayout': IS_TYPE_FIELD,
	'fieldSetting.get': IS_TYPE_FIELD,
	'fieldSetting.restoreDefaults': IS_TYPE_FIELD,
	'fieldSetting.update': { ...IS_TYPE_FIELD, data: '{"x":{"is_hidden":true}}' },
	'fieldSetting.getLayout': IS_TYPE_FIELD,
	'fieldSetting.cloneFields': { copy_from_doc_type: 'invoice' },
	'fieldSetting.copySettings': { copy_from_doc_type: 'invoice' },
	'layoutTemplate.create': { layout_json: '{}' },
	'layoutTemplate.update': { layout_json: '{}' },
	'tableExtraction.getTable': { table_extraction_data: '{}' },
	'tableExtraction.reformatTable': { data: '[["a","b"],[1,2]]' },
	'tableExtraction.createColumn': { table_data: '{}' },
	'vendor.searchFuzzy': { address_type: 'ALL' },
	'vendor.search': { address_type: 'ALL' },
	'extraction.getTableText': { column_name: 'amount' },
	'extraction.formatAmount': { value: '1.234,56', source_locale: 'de_DE', dest_locale: 'en_US' },
	'purchaseOrder.getLines': { amounts_format: 'de-DE' },
	'customModel.create': { model_name: 'new' },
	'masterData.getRecords': { filter_data_json: '{}' },
	'masterData.downloadCsv': { delimiter: ';' },
	'masterData.updateRecord': { data: '{"id":1,"name":"y"}' },
	'masterData.importXml': { field_mappings: '{"name":"//name"}' },
	'bodImport.importSupplierXml': { xml: EXAMPLE_BOD },
	'bodImport.importPurchaseOrderXml': { xml: EXAMPLE_BOD },
	'export.exportZugferd': { config_id: '2' },
	'export.exportPeppol': { config_id: '3' },
	// output_format must never be sent: an empty part counts as not sent.
	'partnerIntegration.extractTable': {
		output_format: '',
		format_amount_locale: 'de-DE',
		force_ocr: 'false',
		remove_empty_columns: 'true',
	},
	'partnerIntegration.getUpdatedBatch': { source: 'PO', remove_empty_columns: 'true' },
};

/** Files for rows that read their upload (XML). */
const AREA_ROW_FILES: Record<string, [string, Blob]> = {
	...Object.fromEntries(
		[
			'bodImport.importSupplier',
			'bodImport.importPurchaseOrder',
			'bodImport.importPurchaseOrderAcknowledgement',
			'bodImport.importReceiveDeliveryAcknowledgement',
		].map((id) => [id, ['bod.xml', fileBlob(EXAMPLE_BOD, 'application/xml')]]),
	),
	'masterData.importXml': [
		'data.xml',
		fileBlob('<rows><row><name>n</name></row></rows>', 'application/xml'),
	],
};

/** The row validRequest is generating for. */
let exampleRow = '';

function exampleText(field: Field): string {
	const { name } = field;
	const areaExample = AREA_ROW_EXAMPLES[exampleRow]?.[name];
	if (areaExample !== undefined) return areaExample;
	switch (field.type) {
		case 'integer':
			return name === 'limit' ? '5' : '1';
		case 'number':
			return '0.5';
		case 'boolean':
			return 'true';
		case 'date':
			return '2024-01-01';
		case 'enum':
			return field.values![0];
		case 'json':
			return FIELD_EXAMPLES[name] ?? '{}';
		default:
			return FIELD_EXAMPLES[name] ?? 'x';
	}
}

const isListType = (field: Field) => field.type === 'files' || field.type === 'stringArray';
const itemOf = (field: Field): Field => ({
	name: field.name,
	type: field.type === 'files' ? 'file' : 'string',
});

function exampleJson(field: Field): unknown {
	if (isListType(field)) return [exampleJson(itemOf(field))];
	if (field.type === 'integer' || field.type === 'number') return Number(exampleText(field));
	if (field.type === 'boolean') return true;
	return exampleText(field);
}

function pathOf(endpoint: Endpoint): string {
	return endpoint.path.replace(/\{(\w+)\}/g, (_m, name: string) =>
		encodeURIComponent(FIELD_EXAMPLES[name] ?? 'x1'),
	);
}

const isFileType = (field: Field) => field.type === 'file' || field.type === 'files';

function validBody(endpoint: Endpoint): Body {
	if (endpoint.body === 'none') return {};
	if (endpoint.body === 'json') {
		return {
			json: Object.fromEntries(
				endpoint.bodyFields.map((field) => [field.name, exampleJson(field)]),
			),
		};
	}
	const fields: Record<string, string | string[]> = {};
	const files: Record<string, Array<[string, Blob]>> = {};
	for (const field of endpoint.bodyFields) {
		if (isFileType(field)) {
			const count = field.type === 'files' ? 2 : 1;
			files[field.name] = Array.from(
				{ length: count },
				(_, i) =>
					AREA_ROW_FILES[endpoint.id] ?? [`upload${i + 1}.pdf`, fileBlob(`%PDF-1.4 file ${i + 1}`)],
			);
		} else {
			const item = exampleText(isListType(field) ? itemOf(field) : field);
			fields[field.name] = isListType(field) ? [item] : item;
		}
	}
	return endpoint.body === 'multipart' ? { multipart: multipart(fields, files) } : { form: fields };
}

/** Opaque values only the server can produce. */
const NOT_GENERATED = ['cursor'];

function validRequest(endpoint: Endpoint): CallOptions {
	exampleRow = endpoint.id;
	const query = Object.fromEntries(
		endpoint.query
			.filter((field) => !NOT_GENERATED.includes(field.name))
			.map((field) => [field.name, exampleText(field)]),
	);
	const auth =
		endpoint.authHeader === 'x-wf-api-key'
			? { key: null, headers: { 'x-wf-api-key': sandbox.workflowApiKey } }
			: {};
	return { query, ...validBody(endpoint), ...auth };
}

const rowName = (endpoint: Endpoint) => `${endpoint.id} (${endpoint.method} ${endpoint.path})`;

// ---------- contract ----------

describe('the contract as the sandbox serves it', () => {
	const brief = (fields: readonly Field[]) =>
		fields.map((field) => `${field.name}:${field.required ? 'req' : 'opt'}`);
	const field = (id: string, name: string) => {
		const endpoint = endpointById(id);
		return [...endpoint.pathParams, ...endpoint.query, ...endpoint.bodyFields].find(
			(candidate) => candidate.name === name,
		);
	};

	it('serves every endpoint of the interface of record (contract/interface.tsv), by its id', () => {
		expect(endpoints.map(routeOf).sort()).toEqual(interfaceRows.map(routeOf).sort());
		expect(
			endpoints
				.filter((e) => e.group === 'Documents')
				.map(routeOf)
				.sort(),
		).toEqual(interfaceRoutesIn('Documents').sort());
		expect(endpoints.filter((e) => e.authHeader === 'x-wf-api-key').map((e) => e.id)).toEqual([
			'workflow.getMany',
		]);
		expect(endpointById('workflow.getMany')).toMatchObject({
			method: 'GET',
			path: '/api/v{version_number}/workflows',
		});
		expect(new Set(endpoints.map((e) => e.id)).size).toBe(endpoints.length);
	});

	it('reads path, query and body inputs', () => {
		// Placeholders the contract does not type are required strings.
		expect(brief(endpointById('document.restart').pathParams)).toEqual(['doc_id:req']);
		expect(brief(endpointById('document.restart').query)).toEqual(['improve_quality:opt']);
		expect(brief(endpointById('vendor.search').query)).toEqual([
			'keyword:opt',
			'address_type:opt',
			'skip:opt',
			'limit:opt',
		]);
		expect(brief(endpointById('file.downloadPageImage').pathParams)).toEqual([
			'doc_id:req',
			'page:req',
		]);
		expect(brief(endpointById('fieldSetting.cloneFields').query)).toHaveLength(3);
		expect(field('user.update', 'user_id')).toEqual({
			name: 'user_id',
			type: 'integer',
			required: true,
		});
		// The label's fields are query parameters: required on create, optional on update.
		expect(brief(endpointById('customModelLabel.create').query).slice(0, 2)).toEqual([
			'model_name:req',
			'label_name:req',
		]);
		expect(endpointById('customModelLabel.update').query.filter((f) => f.required)).toEqual([]);
		expect(brief(endpointById('customModelLabel.update').pathParams)).toEqual(['id:req']);
		expect(field('workflow.getMany', 'limit')).toEqual({
			name: 'limit',
			type: 'integer',
			default: 100,
			max: 250,
		});
	});

	it('reads body fields with their types, enum values and defaults', () => {
		const fields = endpointById('vendor.importCsv').bodyFields;
		expect(fields.map((f) => f.name)).toEqual(['file', 'delimiter']);
		expect(fields[1]).toMatchObject({ type: 'enum', values: [';', ','] });
		expect(field('system.getLogs', 'filter_days')?.default).toBe(7);
		expect(field('system.getNextLogs', 'group_by')?.default).toBe('request_id');
		expect(field('document.approveOrReject', 'request_type')).toMatchObject({
			type: 'enum',
			values: ['approve', 'reject'],
		});
	});

	it('has the facts the sandbox needs: query types, defaults and enums', () => {
		for (const id of [
			'document.getMany',
			'document.getDashboard',
			'vendor.search',
			'vendor.searchFuzzy',
			'purchaseOrder.getMany',
			'purchaseOrder.getLines',
		] as const) {
			expect([id, field(id, 'skip'), field(id, 'limit')]).toEqual([
				id,
				expect.objectContaining({ type: 'integer', default: 0 }),
				expect.objectContaining({ type: 'integer', default: 15 }),
			]);
		}
		expect(enumValues('document.getMany', 'filter')).toEqual([
			'today',
			'current-week',
			'current-month',
			'current-year',
			'all',
		]);
		expect(field('document.getDashboard', 'status')).toMatchObject({
			type: 'enum',
			default: 'none',
		});
		expect(enumValues('exportConfiguration.downloadMapping', 'type')).toEqual([
			'ION_API',
			'IDM_MAPPING',
			'BOD_MAPPING',
			'FLOW_MAPPING',
		]);
		expect(field('user.getApprovers', 'first_approval')).toMatchObject({
			type: 'boolean',
			default: false,
		});
		expect(() => enumValues('document.getMany', 'skip')).toThrow(
			'document.getMany has no enum field skip',
		);
	});

	it('fills paths from ids', () => {
		expect(contractPathOf('file.downloadDocument', { doc_id: 'doc 1', filename: 'a/b.pdf' })).toBe(
			'/resource/document/doc%201/a%2Fb.pdf',
		);
		expect(() => contractPathOf('file.downloadDocument', { doc_id: 'd' })).toThrow(
			'no value for {filename}',
		);
	});

	it('refuses ids the contract does not have: behaviour and faults', () => {
		expect(() =>
			handlersById([{ ['document.nope' as 'document.get']: () => ({ body: {} }) }]),
		).toThrow('Behaviour for unknown endpoint: document.nope');
		expect(() =>
			handlersById([
				{ 'document.get': () => ({ body: {} }) },
				{ 'document.get': () => ({ body: {} }) },
			]),
		).toThrow('Behaviour registered twice: document.get');
		expect(() => new Faults().failNext('GET /document/list' as 'document.getMany')).toThrow(
			'No contract entry "GET /document/list"',
		);
		expect(handlersById([...STAND_IN_TABLES, ...DEMO_TABLES]).size).toBeGreaterThan(200);
	});
});

// ---------- every row ----------

describe('every contract row', () => {
	it.each(endpoints.map((e) => [rowName(e), e] as const))(
		'%s answers a valid request with 200',
		async (_name, endpoint) => {
			seed();
			seedAccount();
			seedAreas();
			const answer = await call(endpoint.method, pathOf(endpoint), validRequest(endpoint));
			expect([answer.status, answer.body]).toEqual([200, expect.anything()]);
			expect(sandbox.lastRequest()).toMatchObject({
				endpoint: endpoint.id,
				route: endpoint.path,
				status: 200,
				authenticated: true,
			});
		},
	);

	const paths = [...new Set(endpoints.map((e) => e.path))];
	it.each(paths)('%s answers 405 with Allow for a wrong method', async (path) => {
		const answer = await call('PATCH', pathOf(endpoints.find((e) => e.path === path)!));
		expect(answer.status).toBe(405);
		expect(answer.body).toEqual({ detail: 'Method Not Allowed' });
		const allow = answer.headers.get('allow')!.split(', ');
		for (const endpoint of endpoints.filter((e) => e.path === path))
			expect(allow).toContain(endpoint.method);
	});

	it.each(endpoints.map((e) => [rowName(e), e] as const))(
		'%s answers 401 without or with a wrong key',
		async (_name, endpoint) => {
			for (const key of [null, 'wrong-key']) {
				const options = { ...validRequest(endpoint), key, headers: {} };
				if (endpoint.authHeader === 'x-wf-api-key' && key)
					options.headers = { 'x-wf-api-key': key };
				const answer = await call(endpoint.method, pathOf(endpoint), options);
				expect(answer.status).toBe(401);
				expect(answer.body).toEqual({ detail: 'Invalid or missing API key' });
				expect(sandbox.lastRequest()).toMatchObject({ status: 401, authenticated: false });
			}
		},
	);

	const withRequiredInputs = endpoints.filter(
		(e) => e.query.some((f) => f.required) || e.bodyFields.some((f) => f.required),
	);
	it.each(withRequiredInputs.map((e) => [rowName(e), e] as const))(
		'%s lists every missing required input in a 422',
		async (_name, endpoint) => {
			const auth =
				endpoint.authHeader === 'x-wf-api-key'
					? { key: null, headers: { 'x-wf-api-key': sandbox.workflowApiKey } }
					: {};
			const answer = await call(endpoint.method, pathOf(endpoint), auth);
			// A JSON body is one required model: without a body, the body itself is missing.
			const missingBody =
				endpoint.body === 'json'
					? [['body']]
					: endpoint.bodyFields.filter((f) => f.required).map((f) => ['body', f.name]);
			const expected = [
				...endpoint.query.filter((f) => f.required).map((f) => ['query', f.name]),
				...missingBody,
			].map((loc) => ({ loc, msg: 'field required', type: 'value_error.missing' }));
			expect(answer.status).toBe(422);
			expect(answer.body).toEqual({ detail: expected });
			expect(sandbox.lastRequest()?.status).toBe(422);
		},
	);
});

// ---------- routing ----------

describe('routing', () => {
	it("sends the sandbox's clock as every answer's Date header, as a server sends its own", async () => {
		const pinned = Date.parse('2024-05-15T12:34:56.789Z');
		sandbox.state.clock = () => pinned;
		for (const [method, path] of [
			['GET', '/document_type/get_document_types'],
			['GET', '/nope'],
		]) {
			const answer = await call(method, path);
			expect(answer.headers.get('date')).toBe('Wed, 15 May 2024 12:34:56 GMT');
		}
	});

	it('answers unknown paths with FastAPI 404', async () => {
		for (const path of [
			'/nope',
			'/document/a/b',
			'/api/health',
			'/api/vx/workflows',
			'/document/%zz',
		]) {
			const answer = await call('GET', path);
			expect([path, answer.status, answer.body]).toEqual([path, 404, { detail: 'Not Found' }]);
		}
		expect(sandbox.lastRequest()?.status).toBe(404);
		expect(sandbox.lastRequest()?.route).toBeUndefined();
		expect(sandbox.lastRequest()?.endpoint).toBeUndefined();
	});

	it('prefers literal segments and decodes placeholders after matching', async () => {
		await call('GET', '/document/list');
		expect(sandbox.lastRequest()?.endpoint).toBe('document.getMany');
		const answer = await call('GET', '/document/a%2Fb');
		expect(answer).toMatchObject({ status: 404, body: { detail: 'Document not found' } });
		expect(sandbox.lastRequest()).toMatchObject({
			endpoint: 'document.get',
			path: '/document/a%2Fb',
			pathParams: { doc_id: 'a/b' },
		});
	});

	it('serves the paths with parentheses, a trailing slash and the root', async () => {
		seedAccount();
		for (const path of ['/email/(de)-activate_email', '/email/%28de%29-activate_email']) {
			const answer = await call('POST', path, { form: { active: 'off' } });
			expect(answer.status).toBe(200);
			expect(answer.body).toMatchObject({ id: 1, active: false });
		}
		expect((await call('GET', '/api/health/')).status).toBe(200);
		expect((await call('GET', '/')).status).toBe(200);
	});

	it('distinguishes methods on a shared path', async () => {
		seedAreas();
		for (const [method, endpoint] of [
			['GET', 'customModel.get'],
			['DELETE', 'customModel.delete'],
		]) {
			await call(method, '/custom_model/1');
			expect(sandbox.lastRequest()).toMatchObject({ method, endpoint, status: 200 });
		}
		const answer = await call('POST', '/custom_model/1');
		expect(answer.status).toBe(405);
		expect(answer.headers.get('allow')).toBe('GET, PUT, DELETE, HEAD');
	});
});

// ---------- validation ----------

describe('validation', () => {
	it('reports type errors in query and body in FastAPI shape', async () => {
		const list = await call('GET', '/document/list', {
			query: { limit: 'ten', skip: '1.5', filter: 'yesterday' },
		});
		expect(list.status).toBe(422);
		expect(list.body.detail).toEqual([
			{
				loc: ['query', 'filter'],
				msg: "value is not a valid enumeration member; permitted: 'today', 'current-week', 'current-month', 'current-year', 'all'",
				type: 'type_error.enum',
				ctx: { enum_values: ['today', 'current-week', 'current-month', 'current-year', 'all'] },
			},
			{ loc: ['query', 'skip'], msg: 'value is not a valid integer', type: 'type_error.integer' },
			{ loc: ['query', 'limit'], msg: 'value is not a valid integer', type: 'type_error.integer' },
		]);
		const user = await call('POST', '/users/create', {
			form: { last_name: 'L', email: 'e', password: 'p', is_admin: 'maybe' },
		});
		expect(user.body).toEqual({
			detail: [
				{
					loc: ['body', 'is_admin'],
					msg: 'value could not be parsed to a boolean',
					type: 'type_error.bool',
				},
			],
		});
		const text = await call('POST', '/extract/get_text', {
			form: { doc_id: 'd', page: '1', x0: 'left', y0: '1', x1: '2', y1: '3' },
		});
		expect(text.body.detail).toEqual([
			{ loc: ['body', 'x0'], msg: 'value is not a valid float', type: 'type_error.float' },
		]);
	});

	it('accepts the boolean spellings FastAPI accepts', async () => {
		seedAccount();
		for (const [word, value] of [
			['yes', true],
			['on', true],
			['1', true],
			['TRUE', true],
			['no', false],
			['off', false],
			['0', false],
		] as const) {
			const answer = await call('POST', '/email/(de)-activate_email', { form: { active: word } });
			expect(answer.body.active).toBe(value);
		}
	});

	it('rejects a text part where a file is required', async () => {
		const answer = await call('POST', '/document/process', {
			multipart: multipart({ file: 'not a file' }),
		});
		expect(answer.status).toBe(422);
		expect(answer.body.detail).toEqual([
			{
				loc: ['body', 'file'],
				msg: "Expected UploadFile, received: <class 'str'>",
				type: 'value_error',
			},
		]);
	});

	it('treats a body in the wrong content type as FastAPI does', async () => {
		// JSON where a form belongs: the form fields are missing.
		const json = await call('POST', '/groups/create', { json: { name: 'g' } });
		expect(json.body).toEqual({
			detail: [{ loc: ['body', 'name'], msg: 'field required', type: 'value_error.missing' }],
		});
		// A form where JSON belongs reaches the model as bytes: not a valid dict.
		const form = await call('POST', '/logtail/next', { form: { url: 'u' } });
		expect(form.body).toEqual({
			detail: [{ loc: ['body'], msg: 'value is not a valid dict', type: 'type_error.dict' }],
		});
		const multipartForForm = await call('POST', '/groups/create', {
			multipart: multipart({ name: 'g' }),
		});
		expect(multipartForForm.status).toBe(200);
	});

	it('reports invalid JSON and JSON type errors', async () => {
		const broken = await call('POST', '/custom_model/create', {
			raw: '{"model_name":',
			contentType: 'application/json',
		});
		expect(broken.status).toBe(422);
		expect(broken.body.detail).toHaveLength(1);
		expect(broken.body.detail[0]).toMatchObject({
			loc: ['body', 0],
			type: 'value_error.jsondecode',
		});
		const typed = await call('POST', '/custom_model/create', {
			json: { model_name: 'm', model_type: 't', min_confidence: 'high' },
		});
		expect(typed.body.detail).toEqual([
			{
				loc: ['body', 'min_confidence'],
				msg: 'value is not a valid float',
				type: 'type_error.float',
			},
		]);
	});

	it('checks enum body fields and the workflow limit maximum', async () => {
		const alert = await call('POST', '/document_status_alert/create_document_status_alert', {
			form: {
				name: 'n',
				doc_type_key: 'k',
				doc_status: 's',
				delay_delta_value: '5',
				delta_type: 'weeks',
			},
		});
		expect(alert.body.detail[0]).toMatchObject({
			loc: ['body', 'delta_type'],
			type: 'type_error.enum',
		});
		const workflows = await call('GET', '/api/v1/workflows', {
			key: null,
			headers: { 'x-wf-api-key': sandbox.workflowApiKey },
			query: { limit: '251' },
		});
		expect(workflows.body.detail).toEqual([
			{
				loc: ['query', 'limit'],
				msg: 'ensure this value is less than or equal to 250',
				type: 'value_error.number.not_le',
				ctx: { limit_value: 250 },
			},
		]);
	});

	it('checks the bounds the reference declares: Min Confidence above 0, at most 100', async () => {
		const model = (min_confidence: unknown) =>
			call('POST', '/custom_model/create', {
				json: { model_name: `m ${String(min_confidence)}`, model_type: 't', min_confidence },
			});
		expect((await model(0)).body).toEqual({
			detail: [
				{
					loc: ['body', 'min_confidence'],
					msg: 'ensure this value is greater than 0',
					type: 'value_error.number.not_gt',
					ctx: { limit_value: 0 },
				},
			],
		});
		expect((await model(-1)).body.detail[0].type).toBe('value_error.number.not_gt');
		expect((await model(100.5)).body).toEqual({
			detail: [
				{
					loc: ['body', 'min_confidence'],
					msg: 'ensure this value is less than or equal to 100',
					type: 'value_error.number.not_le',
					ctx: { limit_value: 100 },
				},
			],
		});
		for (const valid of [0.01, 50, 100, '75']) expect((await model(valid)).status).toBe(200);
		const update = await call('PUT', '/custom_model/1', {
			json: { model_name: 'm', model_type: 't', min_confidence: 0 },
		});
		expect(update.status).toBe(422);
	});

	it('requires a JSON body even when no field is required: none is 422, {} is enough', async () => {
		const none = await call('POST', '/logtail');
		expect(none.status).toBe(422);
		expect(none.body).toEqual({
			detail: [{ loc: ['body'], msg: 'field required', type: 'value_error.missing' }],
		});
		const empty = await call('POST', '/logtail', { json: {} });
		expect(empty.status).toBe(200);
	});

	it('applies defaults and repeated form keys', async () => {
		seedAccount();
		const [two, three] = ['Two', 'Three'].map((name) =>
			sandbox.state.account.users.add({
				first_name: null,
				last_name: name,
				email: `${name}@example.com`,
				password: 'p',
				is_admin: false,
			}),
		);
		const answer = await call('POST', '/groups_and_users/add_users_to_group', {
			form: {
				group_id: '1',
				user_ids: [String(two.id), String(three.id)],
				remove_from_other_groups: 'false',
			},
		});
		expect(answer.body).toMatchObject({ id: 1, user_ids: [1, two.id, three.id] });
		const logs = await call('POST', '/logtail', { json: {} });
		expect(logs.body).toMatchObject({ success: true, log_count: 0, logs: [], next_url: null });
	});
});

// ---------- recording and secrets ----------

describe('request recording', () => {
	it('records requests with redacted keys, parsed bodies and file digests', async () => {
		const content = Buffer.from([0, 1, 2, 250, 251, 252]);
		await call('POST', '/document/process_documents', {
			query: { trace: ['a', 'b'] },
			multipart: multipart(
				{ metadata: ['{"n":1}', '{"n":2}'], priority: '3' },
				{
					files: [
						['a.pdf', fileBlob(content)],
						['b.pdf', fileBlob('b')],
					],
				},
			),
		});
		const recorded = sandbox.lastRequest()!;
		expect(recorded).toMatchObject({
			method: 'POST',
			path: '/document/process_documents',
			endpoint: 'document.uploadMany',
			query: { trace: ['a', 'b'] },
			body: { metadata: ['{"n":1}', '{"n":2}'], priority: '3' },
			authenticated: true,
			status: 200,
		});
		expect(recorded.headers['x-api-key']).toBe('***');
		expect(recorded.contentType).toMatch(/^multipart\/form-data; boundary=/);
		expect(recorded.files).toEqual([
			{
				field: 'files',
				filename: 'a.pdf',
				contentType: 'application/pdf',
				size: 6,
				sha256: createHash('sha256').update(content).digest('hex'),
			},
			expect.objectContaining({ field: 'files', filename: 'b.pdf', size: 1 }),
		]);
		expect(JSON.stringify(sandbox.requests)).not.toContain(sandbox.apiKey);
	});

	it('records rejected requests and never echoes a key', async () => {
		await call('GET', '/nope', { key: 'typo-key' });
		await call('GET', '/api/v1/workflows', { key: sandbox.apiKey });
		expect(sandbox.requests.map((r) => [r.status, r.authenticated])).toEqual([
			[404, false],
			[401, false],
		]);
		expect(sandbox.requests[0].headers['x-api-key']).toBe('***');
		const echoed = await call('POST', '/groups/create', {
			form: { name: sandbox.apiKey, description: `key ${sandbox.workflowApiKey}` },
		});
		expect(JSON.stringify(echoed.body)).not.toContain(sandbox.apiKey);
		expect(echoed.body).toMatchObject({ name: '***', description: 'key ***' });
		expect(JSON.stringify(sandbox.requests)).not.toMatch(/sandbox-(wf-)?key/);
	});

	it('reset clears state and requests', async () => {
		await upload('a.pdf');
		sandbox.reset();
		expect(sandbox.requests).toHaveLength(0);
		expect(sandbox.state.documents.size).toBe(0);
	});
});

// ---------- document lifecycle ----------

describe('document lifecycle', () => {
	it('upload → processing → ready → update → validate_and_export → finished (with a delay)', async () => {
		let now = Date.parse('2024-05-15T12:00:00Z');
		sandbox.state.clock = () => now;
		sandbox.state.processingDelayMs = 3000;
		const uploaded = await upload('invoice 4711.pdf');
		expect(uploaded).toEqual({
			doc_id: expect.any(String),
			status: 'processing',
			file_name: 'invoice 4711.pdf',
		});
		const docId = uploaded.doc_id;
		expect(await status(docId)).toBe('processing');
		expect(
			(await call('POST', '/document/extraction_result', { form: { doc_id: docId } })).body
				.extracted_data,
		).toEqual({});
		now += 3000;
		const ready = await call('GET', `/document/status/${docId}`);
		expect(ready.body).toMatchObject({
			doc_id: docId,
			status: 'ready_for_validation',
			doc_type: 'invoice',
			file_name: 'invoice 4711.pdf',
			assigned_to: null,
		});
		const extraction = await call('POST', '/document/extraction_result', {
			form: { doc_id: docId },
		});
		expect(extraction.body).toMatchObject({
			doc_id: docId,
			status: 'ready_for_validation',
			doc_type: 'invoice',
			tables: [],
		});
		expect(extraction.body.extracted_data.invoice_number).toBe('INV-4711');

		now += 1000;
		const updated = await call('POST', `/document/update/${docId}`, {
			form: { data: '{"invoice_number":"INV-1","po":"42"}' },
		});
		expect(updated.body).toMatchObject({
			success: true,
			doc_id: docId,
			status: 'ready_for_validation',
			last_saved_on: '2024-05-15T12:00:04.000Z',
		});
		expect(updated.body.extracted_data).toMatchObject({
			invoice_number: 'INV-1',
			po: '42',
			currency: 'EUR',
		});

		const validated = await call('POST', `/document/validate_and_export/${docId}`, {
			form: { data: '{"total_amount":10}' },
		});
		expect(validated.body).toMatchObject({
			success: true,
			doc_id: docId,
			status: 'validated_pending_export',
		});
		expect(await status(docId)).toBe('validated_pending_export');
		now += 3000;
		expect(await status(docId)).toBe('finished');
		const document = await call('GET', `/document/${docId}`);
		expect(document.body).toMatchObject({
			doc_id: docId,
			status: 'finished',
			extracted_data: { invoice_number: 'INV-1', total_amount: 10 },
		});
		expect(document.body.content).toBeUndefined();
		expect(document.body.download_url).toBe(
			`${sandbox.url}/resource/document/${docId}/invoice%204711.pdf`,
		);
	});

	it('is ready immediately with the default delay of 0 and fails files named "error"', async () => {
		const good = await upload('scan.pdf');
		expect(await status(good.doc_id)).toBe('ready_for_validation');
		const bad = await upload('ERROR-sample.pdf');
		const answer = await call('GET', `/document/status/${bad.doc_id}`);
		expect(answer.body).toMatchObject({
			status: 'error',
			error_message: expect.stringContaining('error'),
		});
		const deleted = await call('DELETE', '/document/delete_error_docs');
		expect(deleted.body).toEqual({ success: true, deleted: [bad.doc_id] });
		expect((await call('GET', `/document/status/${bad.doc_id}`)).status).toBe(404);
		expect(await status(good.doc_id)).toBe('ready_for_validation');
	});

	it('rejects invalid update data', async () => {
		const { doc_id } = await upload('a.pdf');
		const invalid = await call('POST', `/document/update/${doc_id}`, { form: { data: '{oops' } });
		expect(invalid).toMatchObject({
			status: 422,
			body: { detail: [{ loc: ['body', 'data'], msg: 'Invalid JSON', type: 'value_error.json' }] },
		});
		const notObject = await call('POST', `/document/validate_and_export/${doc_id}`, {
			form: { data: '[1]' },
		});
		expect(notObject.body.detail).toEqual([
			{ loc: ['body', 'data'], msg: 'value is not a valid dict', type: 'type_error.dict' },
		]);
		expect(await status(doc_id)).toBe('ready_for_validation');
	});

	it('approval flow: validated_pending_approval → approve → finished, or reject', async () => {
		sandbox.state.approvalRequired = true;
		const first = await upload('a.pdf');
		const second = await upload('b.pdf');
		for (const { doc_id } of [first, second]) {
			const answer = await call('POST', `/document/validate_and_export/${doc_id}`, {
				form: { data: '{}' },
			});
			expect(answer.body.status).toBe('validated_pending_approval');
		}
		const approved = await call('POST', `/document/approve_or_reject/${first.doc_id}`, {
			form: { request_type: 'approve' },
		});
		expect(approved.body).toEqual({
			success: true,
			doc_id: first.doc_id,
			status: 'approved_pending_export',
		});
		expect(await status(first.doc_id)).toBe('finished');
		const rejected = await call('POST', `/document/approve_or_reject/${second.doc_id}`, {
			form: { request_type: 'reject' },
		});
		expect(rejected.body).toEqual({ success: true, doc_id: second.doc_id, status: 'rejected' });
		expect(await status(second.doc_id)).toBe('rejected');
		const invalid = await call('POST', `/document/approve_or_reject/${second.doc_id}`, {
			form: { request_type: 'maybe' },
		});
		expect(invalid.status).toBe(422);
		expect(invalid.body.detail[0]).toMatchObject({
			loc: ['body', 'request_type'],
			type: 'type_error.enum',
		});
	});

	it('assigns documents one by one, in bulk and by e-mail', async () => {
		const a = await upload('a.pdf');
		const b = await upload('b.pdf');
		const single = await call('POST', `/document/assign/${a.doc_id}`, {
			form: { assign_to: 'user-7' },
		});
		expect(single.body).toMatchObject({
			success: true,
			doc_id: a.doc_id,
			assigned_to: 'user-7',
			assignment_type: 'user',
		});
		const bulk = await call('POST', '/document/assign_documents', {
			form: { doc_ids: [a.doc_id, b.doc_id], assign_to_user: 'user-8', assign_to_sub_org: 'so-1' },
		});
		expect(bulk.body.documents.map((d: { assigned_to: string }) => d.assigned_to)).toEqual([
			'user-8',
			'user-8',
		]);
		expect((await call('GET', `/document/${b.doc_id}`)).body).toMatchObject({
			assigned_to: 'user-8',
			sub_org_id: 'so-1',
		});
		const byEmail = await call('POST', `/document/assign_with_email/${b.doc_id}`, {
			form: { assign_to: 'ann@example.com' },
		});
		expect(byEmail.body).toEqual({
			success: true,
			doc_id: b.doc_id,
			assigned_to: 'ann@example.com',
		});
		const missing = await call('POST', '/document/assign_documents', {
			form: { doc_ids: [a.doc_id, 'doc_x', 'doc_y'], assign_to_user: 'u' },
		});
		expect(missing).toMatchObject({
			status: 404,
			body: { detail: 'Documents not found: doc_x, doc_y' },
		});
		expect((await call('GET', `/document/${a.doc_id}`)).body.assigned_to).toBe('user-8');
		expect(
			(await call('POST', '/document/assign/doc_x', { form: { assign_to: 'u' } })).status,
		).toBe(404);
	});

	it('restarts processing, classification and export', async () => {
		let now = Date.parse('2024-05-15T12:00:00Z');
		sandbox.state.clock = () => now;
		sandbox.state.processingDelayMs = 100;
		const { doc_id } = await upload('a.pdf');
		now += 100;
		expect(await status(doc_id)).toBe('ready_for_validation');
		const restarted = await call('GET', `/document/restart/${doc_id}`, {
			query: { improve_quality: 'true' },
		});
		expect(restarted.body).toEqual({ success: true, doc_id, status: 'processing' });
		now += 100;
		expect(await status(doc_id)).toBe('ready_for_validation');
		const reclassified = await call('POST', `/document/restart_with_new_classification/${doc_id}`, {
			form: { doc_type: 'receipt' },
		});
		expect(reclassified.body).toEqual({
			success: true,
			doc_id,
			status: 'processing',
			doc_type: 'receipt',
		});
		now += 100;
		const extraction = await call('POST', '/document/extraction_result', { form: { doc_id } });
		expect(extraction.body).toMatchObject({
			status: 'ready_for_validation',
			doc_type: 'receipt',
			extracted_data: { receipt_number: 'RC-A' },
		});
		const many = await call('POST', '/document/restart_documents', { form: { doc_ids: [doc_id] } });
		expect(many.body).toEqual({ success: true, documents: [{ doc_id, status: 'processing' }] });
		expect(
			(await call('POST', '/document/restart_documents', { form: { doc_ids: ['doc_x'] } })).body,
		).toEqual({ detail: 'Documents not found: doc_x' });
		now += 100;
		const exported = await call('GET', `/document/restart_export/${doc_id}`);
		expect(exported.body).toEqual({ success: true, doc_id, status: 'validated_pending_export' });
		now += 100;
		expect(await status(doc_id)).toBe('finished');
	});

	it('keeps a per-document log', async () => {
		const { doc_id } = await upload('a.pdf');
		await call('POST', `/document/update_document_log/${doc_id}`, {
			form: { action_type: 'note', action_description: 'checked' },
		});
		await call('POST', `/document/update/${doc_id}`, { form: { data: '{}' } });
		const notes = await call('POST', `/document/get_document_log/${doc_id}`, {
			form: { action_type: 'note' },
		});
		expect(notes.body).toEqual({
			doc_id,
			action_type: 'note',
			logs: [
				{
					action_type: 'note',
					action_description: 'checked',
					user: sandbox.state.currentUser.email,
					created_on: expect.any(String),
				},
			],
		});
		const all = await call('POST', `/document/get_document_log/${doc_id}`, {
			form: { action_type: 'all' },
		});
		expect(all.body.logs.map((entry: { action_type: string }) => entry.action_type)).toEqual([
			'upload',
			'note',
			'update',
		]);
	});

	it('deletes one document or several (DELETE with a form body)', async () => {
		const [a, b, c] = [await upload('a.pdf'), await upload('b.pdf'), await upload('c.pdf')];
		expect((await call('DELETE', `/document/delete/${a.doc_id}`)).body).toEqual({
			success: true,
			doc_id: a.doc_id,
		});
		expect((await call('GET', `/document/${a.doc_id}`)).body).toEqual({
			detail: 'Document not found',
		});
		expect((await call('DELETE', `/document/delete/${a.doc_id}`)).status).toBe(404);
		const partial = await call('DELETE', '/document/delete_documents', {
			form: { doc_ids: [b.doc_id, a.doc_id] },
		});
		expect(partial).toMatchObject({
			status: 404,
			body: { detail: `Documents not found: ${a.doc_id}` },
		});
		expect(await status(b.doc_id)).toBe('ready_for_validation');
		const both = await call('DELETE', '/document/delete_documents', {
			form: { doc_ids: [b.doc_id, c.doc_id] },
		});
		expect(both.body).toEqual({ success: true, deleted: [b.doc_id, c.doc_id] });
		expect(sandbox.state.documents.size).toBe(0);
	});

	it('uploads several files, base64 and landing documents; classify creates nothing', async () => {
		const many = await call('POST', '/document/process_documents', {
			multipart: multipart(
				{ metadata: '{"batch":1}' },
				{
					files: [
						['a.pdf', fileBlob('a')],
						['b.pdf', fileBlob('b')],
					],
				},
			),
		});
		expect(many.body.documents.map((d: { file_name: string }) => d.file_name)).toEqual([
			'a.pdf',
			'b.pdf',
		]);
		expect((await call('GET', `/document/${many.body.documents[1].doc_id}`)).body.metadata).toEqual(
			{ batch: 1 },
		);
		const base64 = await call('POST', '/document/process_base64', {
			form: {
				file_contents: Buffer.from('%PDF-1.7 x').toString('base64'),
				metadata: '{"file_name":"mail.pdf"}',
				sub_org_id: 's1',
			},
		});
		expect(base64.body).toEqual({
			doc_id: expect.any(String),
			status: 'processing',
			file_name: 'mail.pdf',
		});
		expect((await call('GET', `/document/${base64.body.doc_id}`)).body).toMatchObject({
			content_type: 'application/pdf',
			sub_org_id: 's1',
		});
		const badBase64 = await call('POST', '/document/process_base64', {
			form: { file_contents: '***' },
		});
		expect(badBase64.body.detail[0].loc).toEqual(['body', 'file_contents']);
		const landing = await call('POST', '/document/process_landing_document', {
			multipart: multipart({}, { file: [['l.pdf', fileBlob('l')]] }),
		});
		expect((await call('GET', `/document/${landing.body.doc_id}`)).body.source).toBe('landing');
		const before = sandbox.state.documents.size;
		const classified = await call('POST', '/document/classify_document', {
			multipart: multipart({}, { file: [['purchase order 1.pdf', fileBlob('p')]] }),
		});
		expect(classified.body).toEqual({
			file_name: 'purchase order 1.pdf',
			doc_type: 'purchase_order',
			confidence: expect.any(Number),
			pages: [{ page: 1, doc_type: 'purchase_order', confidence: expect.any(Number) }],
		});
		expect(sandbox.state.documents.size).toBe(before);
	});

	it('answers next document, OCR data, split, thumbnails and status XML', async () => {
		const pdf = '%PDF-1.4 /Type /Pages /Type /Page /Type /Page';
		const older = await upload('older.pdf');
		const newer = await upload('two pages.pdf', pdf);
		const next = await call('GET', `/document/get_next_document/${newer.doc_id}`);
		expect(next.body).toMatchObject({ doc_id: older.doc_id });
		expect((await call('GET', `/document/get_next_document/${older.doc_id}`)).body).toEqual({});
		expect(
			(
				await call('GET', `/document/get_next_document/${newer.doc_id}`, {
					query: { status: 'finished' },
				})
			).body,
		).toEqual({});

		const ocr = await call('POST', `/document/get_ocr_data/${newer.doc_id}`, {
			form: { page_number: '1', include_font_size: 'true' },
		});
		expect(ocr.body).toMatchObject({ doc_id: newer.doc_id, page_number: 1, pages: 2 });
		expect(ocr.body.words[0]).toEqual({
			text: expect.any(String),
			x0: expect.any(Number),
			y0: expect.any(Number),
			x1: expect.any(Number),
			y1: expect.any(Number),
			font_size: 10,
		});
		expect(
			(await call('POST', `/document/get_ocr_data/${newer.doc_id}`, { form: { page_number: '3' } }))
				.body,
		).toEqual({ detail: 'Page not found' });

		const thumbnails = await call('POST', '/document/generate_thumbnails', {
			form: { doc_id: newer.doc_id },
		});
		expect(thumbnails.body.thumbnails.map((t: { page: number }) => t.page)).toEqual([1, 2]);

		const split = await call('POST', '/document/split_document', {
			form: { doc_id: newer.doc_id, separators: '[1]' },
		});
		expect(split.body.documents.map((d: { file_name: string }) => d.file_name)).toEqual([
			'two pages_part1.pdf',
			'two pages_part2.pdf',
		]);
		expect(
			(await call('GET', `/document/${split.body.documents[0].doc_id}`)).body.parent_doc_id,
		).toBe(newer.doc_id);

		const xml = await call('POST', '/document/get_doc_status_xml', {
			form: { doc_id: older.doc_id },
		});
		expect(xml.headers.get('content-type')).toMatch(/^application\/xml/);
		expect(new XMLParser().parse(xml.body).document_status).toMatchObject({
			doc_id: older.doc_id,
			status: 'ready_for_validation',
			doc_type: 'invoice',
		});
		expect(
			(await call('POST', '/document/get_doc_status_xml', { form: { doc_id: 'doc_x' } })).status,
		).toBe(404);
	});
});

// ---------- listing ----------

describe('document list and dashboard', () => {
	const NOW = Date.parse('2024-05-15T12:00:00Z'); // a Wednesday
	const seedAt = (file_name: string, created_on: string, extra: Record<string, unknown> = {}) =>
		sandbox.state.addDocument({ file_name, created_on, status: 'ready_for_validation', ...extra })
			.doc_id;
	const ids = (answer: Answer) => answer.body.documents.map((d: { doc_id: string }) => d.doc_id);

	beforeEach(() => {
		sandbox.state.clock = () => NOW;
	});

	it('filters by period (UTC, weeks from Monday) and start_date, newest first', async () => {
		const today = seedAt('today.pdf', '2024-05-15T08:00:00Z');
		const monday = seedAt('monday.pdf', '2024-05-13T00:00:00Z');
		const month = seedAt('month.pdf', '2024-05-01T00:00:00Z');
		const year = seedAt('year.pdf', '2024-01-01T00:00:00Z');
		const lastYear = seedAt('last-year.pdf', '2023-12-31T23:59:59Z');
		const expected: Record<string, string[]> = {
			today: [today],
			'current-week': [today, monday],
			'current-month': [today, monday, month],
			'current-year': [today, monday, month, year],
			all: [today, monday, month, year, lastYear],
		};
		for (const [filter, docIds] of Object.entries(expected)) {
			const answer = await call('GET', '/document/list', { query: { filter } });
			expect([filter, ids(answer), answer.body.total]).toEqual([filter, docIds, docIds.length]);
		}
		expect(ids(await call('GET', '/document/list'))).toEqual(expected['current-month']);
		expect(
			ids(
				await call('GET', '/document/list', { query: { filter: 'all', start_date: '2024-05-02' } }),
			),
		).toEqual([today, monday]);
		expect(
			(await call('GET', '/document/list', { query: { start_date: '15.05.2024' } })).body.detail[0],
		).toMatchObject({
			loc: ['query', 'start_date'],
			type: 'value_error.date',
		});
	});

	it('pages exactly by skip and limit', async () => {
		const empty = await call('GET', '/document/list');
		expect(empty.body).toEqual({ documents: [], total: 0 });
		const all = Array.from({ length: 7 }, (_, i) =>
			seedAt(`d${i}.pdf`, new Date(NOW - i * 60_000).toISOString()),
		);
		const onePage = await call('GET', '/document/list');
		expect([ids(onePage), onePage.body.total]).toEqual([all, 7]);
		const pages: string[][] = [];
		for (const skip of [0, 3, 6]) {
			const answer = await call('GET', '/document/list', {
				query: { skip: String(skip), limit: '3' },
			});
			expect(answer.body.total).toBe(7);
			pages.push(ids(answer));
		}
		expect(pages.map((p) => p.length)).toEqual([3, 3, 1]);
		expect(pages.flat()).toEqual(all);
		expect((await call('GET', '/document/list', { query: { skip: '7' } })).body).toEqual({
			documents: [],
			total: 7,
		});
		expect(ids(await call('GET', '/document/list', { query: { limit: '0' } }))).toEqual([]);
		for (let i = 7; i < 20; i++) seedAt(`d${i}.pdf`, new Date(NOW - i * 60_000).toISOString());
		const defaultPage = await call('GET', '/document/dashboard');
		expect([ids(defaultPage).length, defaultPage.body.total]).toEqual([15, 20]);
		const lastPage = await call('GET', '/document/dashboard', { query: { skip: '15' } });
		expect(ids(lastPage)).toHaveLength(5);
	});

	it('filters the dashboard by status, keyword, type, org, assignment and orders it', async () => {
		const ready = seedAt('alpha.pdf', '2024-05-15T10:00:00Z', {
			assigned_to: sandbox.state.currentUser.email,
			doc_type: 'invoice',
		});
		const failed = seedAt('beta error.pdf', '2024-05-15T09:00:00Z', { status: 'error' });
		const done = seedAt('gamma.pdf', '2024-05-15T08:00:00Z', {
			status: 'finished',
			doc_type: 'receipt',
			sub_org_id: 'so-1',
		});
		const dashboard = (query: Record<string, string>) =>
			call('GET', '/document/dashboard', { query });
		expect(ids(await dashboard({ status: 'pending-user-input' }))).toEqual([ready]);
		expect(ids(await dashboard({ status: 'error' }))).toEqual([failed]);
		expect(ids(await dashboard({ status: 'exported' }))).toEqual([done]);
		expect(ids(await dashboard({ status: 'none' }))).toEqual([ready, failed, done]);
		expect(ids(await dashboard({ keyword: 'GAMMA' }))).toEqual([done]);
		expect(ids(await dashboard({ doc_type: 'receipt' }))).toEqual([done]);
		expect(ids(await dashboard({ sub_org_id: 'so-1' }))).toEqual([done]);
		expect(ids(await dashboard({ assigned_to_me_only: 'true' }))).toEqual([ready]);
		expect(
			ids(await dashboard({ order_by_field: 'file_name', order_by_direction: 'asc' })),
		).toEqual([ready, failed, done]);
		expect(
			ids(await dashboard({ order_by_field: 'created_on', order_by_direction: 'asc' })),
		).toEqual([done, failed, ready]);
		expect((await dashboard({ status: 'waiting' })).status).toBe(422);
	});
});

// ---------- downloads, logs, workflows ----------

describe('resources, logs and workflows', () => {
	it('downloads an uploaded file byte for byte', async () => {
		const content = Buffer.from(Array.from({ length: 2048 }, (_, i) => (i * 37) % 256));
		const name = 'Rechnung März 2024.pdf';
		const { doc_id } = await upload(name, content, 'application/x-custom');
		const download = await call('GET', `/resource/document/${doc_id}/${encodeURIComponent(name)}`);
		expect(download.status).toBe(200);
		expect(download.bytes.equals(content)).toBe(true);
		expect(download.headers.get('content-type')).toBe('application/x-custom');
		expect(download.headers.get('content-disposition')).toBe(
			`attachment; filename="Rechnung M_rz 2024.pdf"; filename*=UTF-8''Rechnung%20M%C3%A4rz%202024.pdf`,
		);
		const quoted = sandbox.state.addDocument({
			file_name: 'a "b".pdf',
			content: content,
			status: 'finished',
		});
		const quotedDownload = await call(
			'GET',
			`/resource/document/${quoted.doc_id}/${encodeURIComponent(quoted.file_name)}`,
		);
		expect(quotedDownload.bytes.equals(content)).toBe(true);
		expect(quotedDownload.headers.get('content-disposition')).toBe(
			`attachment; filename="a _b_.pdf"; filename*=UTF-8''a%20%22b%22.pdf`,
		);
		const plain = await upload('plain.pdf', content);
		const plainDownload = await call('GET', `/resource/document/${plain.doc_id}/plain.pdf`);
		expect(plainDownload.headers.get('content-disposition')).toBe(
			'attachment; filename="plain.pdf"',
		);
		expect((await call('GET', `/resource/document/${doc_id}/other.pdf`)).body).toEqual({
			detail: 'File not found',
		});
		expect((await call('GET', '/resource/document/doc_x/plain.pdf')).body).toEqual({
			detail: 'Document not found',
		});
	});

	it('pages logs through next_url', async () => {
		let now = Date.parse('2024-05-15T12:00:00Z');
		sandbox.state.clock = () => now;
		const { doc_id } = await upload('a.pdf');
		for (const n of [1, 2]) {
			now += 1000;
			await call('POST', `/document/update_document_log/${doc_id}`, {
				form: { action_type: 'note', action_description: `n${n}` },
			});
		}
		const first = await call('POST', '/logtail', { json: { doc_id, batch_size: 2 } });
		expect(first.body).toMatchObject({ success: true, log_count: 2, next_url: expect.any(String) });
		const second = await call('POST', '/logtail/next', { json: { url: first.body.next_url } });
		expect(second.body).toMatchObject({ success: true, log_count: 1, next_url: null });
		expect(second.body.logs[0]).toMatchObject({ doc_id, message: 'upload: Uploaded a.pdf' });
	});

	it('lists workflows with X-WF-API-KEY and cursor paging', async () => {
		const wf = (query: Record<string, string> = {}, version = 'v1') =>
			call('GET', `/api/${version}/workflows`, {
				key: null,
				headers: { 'x-wf-api-key': sandbox.workflowApiKey },
				query,
			});
		const first = await wf({ limit: '2' });
		expect(first.body.data.map((w: { id: string }) => w.id)).toEqual(['wf_1', 'wf_2']);
		const second = await wf({ limit: '2', cursor: first.body.nextCursor });
		expect(second.body).toEqual({
			data: [expect.objectContaining({ id: 'wf_3' })],
			nextCursor: null,
		});
		expect(
			(await wf({ active: 'false' }, 'v2')).body.data.map((w: { id: string }) => w.id),
		).toEqual(['wf_3']);
		expect((await wf({ cursor: 'garbage' })).status).toBe(422);
		expect(sandbox.lastRequest()?.headers['x-wf-api-key']).toBe('***');
	});
});
