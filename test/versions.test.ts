/**
 * Node versions: version 2 picks documents, document types, users and the like with resource
 * locators (From List or By ID); workflows saved with version 1 keep their dropdowns and values.
 */
import type { INodeProperties } from 'n8n-workflow';

import { DocumentProcessingApi } from '../credentials/DocumentProcessingApi.credentials';
import { DocumentProcessing } from '../nodes/DocumentProcessing/DocumentProcessing.node';
import { NEWEST_VERSION, NODE_VERSIONS } from '../nodes/DocumentProcessing/resources/versions';
import { runListSearch } from './engine';
import { request, sentRequest } from './support/areaHarness';
import { credentialsFor, useNodeAgainstSandbox } from './support/nodeUnderTest';
import { shownIn as shownInVersion } from './support/versions';

const harness = useNodeAgainstSandbox();
beforeEach(() => harness.sandbox.reset());
const last = () => harness.sandbox.lastRequest();
const locator = (value: string, mode = 'list') => ({ __rl: true, mode, value });

const shownIn = (version: number, name: string, resource: string, operation: string) =>
	shownInVersion(version, resource, operation).filter(
		(property: INodeProperties) => property.name === name,
	);

describe('node versions', () => {
	it('offers every version of resources/versions.ts, none ever left out; new nodes get the newest', () => {
		// Versions are only added: 1 to the newest, each listed in DocumentProcessing.node.ts.
		expect(NODE_VERSIONS).toEqual(NODE_VERSIONS.map((_, index) => index + 1));
		const { nodeVersions, description } = new DocumentProcessing();
		expect(Object.keys(nodeVersions)).toEqual(NODE_VERSIONS.map(String));
		expect(Object.values(nodeVersions).map((version) => version.description.version)).toEqual([
			...NODE_VERSIONS,
		]);
		expect(description.defaultVersion).toBe(NEWEST_VERSION);
	});

	it('version 2 shows a resource locator where version 1 shows a dropdown or a text field', () => {
		const [v1] = shownIn(1, 'doc_type', 'table', 'getMany');
		const [v2] = shownIn(2, 'doc_type', 'table', 'getMany');
		expect(v1?.type).toBe('options');
		expect(v2).toMatchObject({ type: 'resourceLocator', default: { mode: 'list', value: '' } });
		expect(v2?.modes?.map((mode) => mode.name)).toEqual(['list', 'id']);
		// Document IDs stay text in both versions (usually expressions: see nodes/shared/loaders/lookups.ts).
		expect(shownIn(1, 'doc_id', 'document', 'getStatus')[0]?.type).toBe('string');
		expect(shownIn(2, 'doc_id', 'document', 'getStatus')[0]?.type).toBe('string');
	});

	it('version 2 sends the value a resource locator picked from the list or was given by ID', async () => {
		const fromList = await harness.run('table', 'getMany', { doc_type: locator('invoice') });
		expect(fromList.error).toBeUndefined();
		expect(last()).toMatchObject({ endpoint: 'table.getMany', query: { doc_type: 'invoice' } });
		const byId = await harness.run('table', 'getMany', { doc_type: locator('invoice', 'id') });
		expect(byId.error).toBeUndefined();
		expect(last()).toMatchObject({ endpoint: 'table.getMany', query: { doc_type: 'invoice' } });
	});

	it('a workflow saved with version 1 runs as before with plain values', async () => {
		const document = harness.sandbox.state.addDocument({ status: 'ready_for_validation' });
		const { items, error } = await harness.run(
			'document',
			'getStatus',
			{ doc_id: document.doc_id },
			{ typeVersion: 1 },
		);
		expect(error).toBeUndefined();
		expect(items[0].json).toMatchObject({ doc_id: document.doc_id });
	});

	it('list searches give the service list, narrowed by the filter, export configurations by title', async () => {
		const search = async (method: string, filter?: string) =>
			await runListSearch({
				node: new DocumentProcessing(),
				method,
				filter,
				credentialTypes: [new DocumentProcessingApi()],
				credentials: credentialsFor(harness.sandbox),
				parameters: { resource: 'document', operation: 'getStatus' },
			});
		harness.sandbox.answer('documentType.getMany', () => ({
			body: [
				{ doc_type_name: 'invoice', title: 'Invoice' },
				{ doc_type_name: 'receipt', title: 'Receipt' },
			],
		}));
		const types = await search('getDocumentTypes');
		expect(sentRequest(harness.sandbox.lastRequest()!)).toEqual(
			request('GET', '/document_type/get_document_types'),
		);
		expect(types.results).toEqual([
			{ name: 'Invoice', value: 'invoice' },
			{ name: 'Receipt', value: 'receipt' },
		]);
		const narrowed = await search('getDocumentTypes', 'invo');
		expect(narrowed.results).toEqual([{ name: 'Invoice', value: 'invoice' }]);
		const document = harness.sandbox.state.addDocument({ status: 'ready_for_validation' });
		expect((await search('getDocuments')).results.map((result) => result.value)).toContain(
			document.doc_id,
		);
		expect(harness.sandbox.lastRequest()).toMatchObject({
			endpoint: 'document.getMany',
			query: { filter: 'all' },
		});
	});
});
