import { DocumentProcessingApi } from '../credentials/DocumentProcessingApi.credentials';
import { DocumentProcessing } from '../nodes/DocumentProcessing/DocumentProcessing.node';
import { LOOKUPS } from '../nodes/DocumentProcessing/methods/lookups';
import { toOptions } from '../nodes/DocumentProcessing/methods/loadOptions';
import { runLoadOptions } from './engine';
import { credentialsFor, useNodeAgainstSandbox } from './support/nodeUnderTest';
import { shownIn } from './support/versions';
import { NODE_VERSIONS } from '../nodes/DocumentProcessing/resources/versions';

const harness = useNodeAgainstSandbox({ demo: true });
beforeEach(() => harness.sandbox.reset());

const load = async (method: string) =>
	await runLoadOptions({
		node: new DocumentProcessing(),
		method,
		credentialTypes: [new DocumentProcessingApi()],
		credentials: credentialsFor(harness.sandbox),
		parameters: { resource: 'document', operation: 'getDashboard' },
	});

describe('choices loaded from the service', () => {
	it('document types: the key is sent, the title shown', async () => {
		const options = await load('getDocumentTypes');
		expect(harness.sandbox.lastRequest()).toMatchObject({
			method: 'GET',
			path: '/document_type/get_document_types',
			authenticated: true,
		});
		expect(options).toContainEqual({ name: 'Invoice', value: 'invoice' });
	});

	it('users: the id is sent, the e-mail shown', async () => {
		expect(await load('getUsers')).toContainEqual({ name: 'sandbox.user@example.com', value: '1' });
	});

	it.each([
		['getGroups', 'group', { name: 'Reviewers' }, '/groups/get_groups'],
		[
			'getSubOrganisations',
			'subOrganisation',
			{ name: 'Branch North' },
			'/sub_organisations/get_sub_organisations',
		],
	])(
		'%s lists what the service has, after it was created',
		async (method, resource, fields, path) => {
			expect(await load(method)).toEqual([]);
			const created = await harness.run(resource, 'create', fields);
			expect(created.error).toBeUndefined();
			const options = await load(method);
			expect(harness.sandbox.lastRequest()?.path).toBe(path);
			expect(options).toEqual([expect.objectContaining({ name: fields.name })]);
		},
	);

	it.each([
		[
			'getSubDocumentTypes',
			'documentType',
			'createSubType',
			{ doc_type_key: 'invoice', sub_doc_type: 'invoice_eu', title: 'EU invoice' },
			'invoice_eu',
		],
		[
			'getExportConfigurations',
			'exportConfiguration',
			'configurePeppol',
			{ doc_type: 'invoice', fileaccess: 'api' },
			undefined,
		],
		[
			'getCustomModels',
			'customModel',
			'create',
			{ model_name: 'invoices-v1', model_type: 'layoutlm', min_confidence: 0.7 },
			'invoices-v1',
		],
		[
			'getDatasetTypes',
			'masterData',
			'createRecords',
			{ data_type: 'suppliers', data: '{"name":"ACME"}' },
			'suppliers',
		],
	])('%s offers what was created', async (method, resource, operation, fields, value) => {
		const created = await harness.run(resource, operation, fields);
		expect(created.error).toBeUndefined();
		const options = await load(method);
		expect(options).toHaveLength(1);
		if (value !== undefined) expect(options[0].value).toBe(value);
	});

	it('fields that name something new are typed, not picked', () => {
		const shownFor = (name: string, resource: string, operation: string) =>
			shownIn(1, resource, operation).find((property) => property.name === name);
		// Version 1 (dropdowns; later versions pick with resource locators).
		expect(shownFor('doc_type_name', 'documentType', 'create')?.type).toBe('string');
		expect(shownFor('doc_type_name', 'table', 'create')?.typeOptions?.loadOptionsMethod).toBe(
			'getDocumentTypes',
		);
		expect(shownFor('model_name', 'customModel', 'create')?.type).toBe('string');
		expect(
			shownFor('model_name', 'customModelLabel', 'create')?.typeOptions?.loadOptionsMethod,
		).toBe('getCustomModels');
	});

	it('every field that picks from a list names a loader the node has', () => {
		for (const version of NODE_VERSIONS) {
			const { description, methods } = new DocumentProcessing().nodeVersions[version];
			const loaders = Object.keys(methods?.loadOptions ?? {});
			// The lists of LOOKUPS, plus the field names of a document's type (Document → Update).
			expect(loaders.sort()).toEqual(
				[...Object.keys(LOOKUPS), 'getDocumentFields', 'getOutputFields'].sort(),
			);
			const used = JSON.stringify(description).match(/"loadOptionsMethod":"(\w+)"/g) ?? [];
			expect(used.length).toBeGreaterThan(0);
			for (const reference of used) expect(loaders).toContain(reference.split('"')[3]);
		}
	});
});

describe('toOptions', () => {
	it('reads arrays, wrapped lists and plain strings, sorted by label', () => {
		const lookup = LOOKUPS.getGroups;
		expect(
			toOptions(
				[
					{ id: 2, name: 'b' },
					{ id: 1, name: 'a' },
				],
				lookup,
			),
		).toEqual([
			{ name: 'a', value: '1' },
			{ name: 'b', value: '2' },
		]);
		expect(toOptions({ groups: [{ group_id: 'g', name: 'G' }] }, lookup)).toEqual([
			{ name: 'G', value: 'g' },
		]);
		expect(toOptions(['x'], lookup)).toEqual([{ name: 'x', value: 'x' }]);
		expect(toOptions({ nothing: true }, lookup)).toEqual([]);
	});
});
