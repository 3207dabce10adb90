import type { IDataObject, INodeParameters } from 'n8n-workflow';

import type { EndpointId } from '../sandbox';
import { DocumentProcessingApi } from '../credentials/DocumentProcessingApi.credentials';
import { DocumentProcessing } from '../nodes/DocumentProcessing/DocumentProcessing.node';
import { LOOKUPS } from '../nodes/shared/loaders/lookups';
import { toOptions } from '../nodes/shared/loaders/loadOptions';
import { runLoadOptions } from './engine';
import { request, sentRequest, type SentRequest } from './support/areaHarness';
import { credentialsFor, useNodeAgainstSandbox } from './support/nodeUnderTest';
import { answerDocumentTypes } from './support/scriptedLookups';
import { shownIn } from './support/versions';
import { NODE_VERSIONS } from '../nodes/DocumentProcessing/resources/versions';

const harness = useNodeAgainstSandbox();
beforeEach(() => harness.sandbox.reset());
const lastSent = () => sentRequest(harness.sandbox.lastRequest()!);

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
		answerDocumentTypes(harness.sandbox, ['invoice', 'delivery_note']);
		const options = await load('getDocumentTypes');
		expect(harness.sandbox.lastRequest()).toMatchObject({ authenticated: true });
		expect(lastSent()).toEqual(request('GET', '/document_type/get_document_types'));
		expect(options).toEqual([
			{ name: 'Delivery note', value: 'delivery_note' },
			{ name: 'Invoice', value: 'invoice' },
		]);
	});

	it('users: the id is sent, the e-mail shown', async () => {
		harness.sandbox.answer('user.getMany', () => ({
			body: [{ id: 1, email: 'sandbox.user@example.com', first_name: 'Sandbox' }],
		}));
		expect(await load('getUsers')).toEqual([{ name: 'sandbox.user@example.com', value: '1' }]);
		expect(lastSent()).toEqual(request('GET', '/users/get_users'));
	});

	it.each([
		['getGroups', 'group', 'group.getMany', '/groups/get_groups', '/groups/create'],
		[
			'getSubOrganisations',
			'subOrganisation',
			'subOrganisation.getMany',
			'/sub_organisations/get_sub_organisations',
			'/sub_organisations/create',
		],
	] as const)(
		'%s lists what the service has: none, then the one Create sent',
		async (method, resource, listEndpoint, listPath, createPath) => {
			harness.sandbox.answer(listEndpoint, () => ({ body: [] }));
			expect(await load(method)).toEqual([]);
			const created = await harness.run(resource, 'create', { name: 'Reviewers' });
			expect(created.error).toBeUndefined();
			expect(lastSent()).toEqual(request('POST', createPath, { body: { name: 'Reviewers' } }));
			harness.sandbox.answer(listEndpoint, () => ({ body: [{ id: 7, name: 'Reviewers' }] }));
			expect(await load(method)).toEqual([{ name: 'Reviewers', value: '7' }]);
			expect(lastSent()).toEqual(request('GET', listPath));
		},
	);

	it.each<
		[
			string,
			string,
			string,
			INodeParameters,
			SentRequest,
			EndpointId | undefined,
			IDataObject,
			string,
		]
	>([
		[
			'getSubDocumentTypes',
			'documentType',
			'createSubType',
			{ doc_type_key: 'invoice', sub_doc_type: 'invoice_eu', title: 'EU invoice' },
			request('POST', '/document_type/create_sub_document_type', {
				body: { doc_type_key: 'invoice', sub_doc_type: 'invoice_eu', title: 'EU invoice' },
			}),
			'documentType.getSubTypes',
			{ sub_doc_type_name: 'invoice_eu', title: 'EU invoice' },
			'invoice_eu',
		],
		[
			// The stand-in keeps export configurations: no scripted list.
			'getExportConfigurations',
			'exportConfiguration',
			'configurePeppol',
			{ doc_type: 'invoice', fileaccess: 'api' },
			request('POST', '/configurations/configure_peppol_export', {
				body: { doc_type: 'invoice', fileaccess: 'api' },
			}),
			undefined,
			{},
			'1',
		],
		[
			'getCustomModels',
			'customModel',
			'create',
			{ model_name: 'invoices-v1', model_type: 'layoutlm', min_confidence: 0.7 },
			request('POST', '/custom_model/create', {
				body: { model_name: 'invoices-v1', model_type: 'layoutlm', min_confidence: 0.7 },
			}),
			'customModel.getMany',
			{ id: 3, model_name: 'invoices-v1' },
			'invoices-v1',
		],
		[
			'getDatasetTypes',
			'masterData',
			'createRecords',
			{ data_type: 'suppliers', data: '{"name":"ACME"}' },
			request('POST', '/master_data_lookup/create_records', {
				body: { data_type: 'suppliers', data: '{"name":"ACME"}' },
			}),
			'masterData.getDatasetTypes',
			{ data_type: 'suppliers', records: 1 },
			'suppliers',
		],
	])(
		'%s offers what the service lists after Create sent it',
		async (method, resource, operation, fields, sent, listEndpoint, listed, value) => {
			const created = await harness.run(resource, operation, fields);
			expect(created.error).toBeUndefined();
			expect(lastSent()).toEqual(sent);
			if (listEndpoint) harness.sandbox.answer(listEndpoint, () => ({ body: [listed] }));
			const options = await load(method);
			expect(options.map((option) => option.value)).toEqual([value]);
		},
	);

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
