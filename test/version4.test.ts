/**
 * Node version 4 (a new Upload answered `processing` with empty fields): uploads wait for
 * processing by default, and a document is By ID, mapped from the item, instead of picked from a
 * list. Workflows saved with versions 1 to 3 keep what they had.
 */
import type { INodeExecutionData, INodeParameters } from 'n8n-workflow';

import { DocumentProcessingApi } from '../credentials/DocumentProcessingApi.credentials';
import { DocumentProcessing } from '../nodes/DocumentProcessing/DocumentProcessing.node';
import { NODE_VERSIONS } from '../nodes/DocumentProcessing/resources/versions';
import { runListSearch } from './engine';
import { useCleanInvoiceItem } from './support/invoicePdf';
import { credentialsFor, useNodeAgainstSandbox } from './support/nodeUnderTest';
import { shownIn } from './support/versions';

const harness = useNodeAgainstSandbox();
beforeEach(() => harness.sandbox.reset());
const invoice = useCleanInvoiceItem();
const pdf = invoice.items;
const base64 = (): INodeExecutionData[] => [
	{ json: { content: invoice.bytes().toString('base64') } },
];
const statusChecks = () =>
	harness.sandbox.requests.filter((request) => request.endpoint === 'document.getStatus').length;

/** What a new node of the version holds: the upload's own fields, nothing about waiting. */
const newUpload = (operation: string): INodeParameters =>
	operation === 'uploadBase64'
		? { file_contents: '={{ $json.content }}', output: 'raw' }
		: { file: 'data', output: 'raw' };

describe('uploads wait by default from version 4', () => {
	it.each(['upload', 'uploadMany', 'uploadBase64'])(
		'%s: version 4 shows Wait for Processing on, earlier versions off',
		(operation) => {
			for (const version of NODE_VERSIONS) {
				const toggle = shownIn(version, 'document', operation).find(
					(property) => property.name === 'waitForProcessing',
				);
				expect([version, toggle?.default]).toEqual([version, version >= 4]);
			}
		},
	);

	it('a new version 4 Upload answers the processed document, without a poll interval set', async () => {
		const { items, error } = await harness.run('document', 'upload', newUpload('upload'), {
			input: pdf(),
			typeVersion: 4,
		});
		expect(error).toBeUndefined();
		expect(items[0].json).toMatchObject({ status: 'ready_for_validation', timedOut: false });
		expect(statusChecks()).toBeGreaterThan(0);
	});

	it('a new version 4 Upload Base64 waits too', async () => {
		const { items } = await harness.run('document', 'uploadBase64', newUpload('uploadBase64'), {
			input: base64(),
			typeVersion: 4,
		});
		expect(items[0].json).toMatchObject({ status: 'ready_for_validation', timedOut: false });
	});

	it.each([1, 2, 3])(
		'a saved version %i Upload without the switch answers at once, as before',
		async (typeVersion) => {
			const { items } = await harness.run('document', 'upload', newUpload('upload'), {
				input: pdf(),
				typeVersion,
			});
			expect(items[0].json.status).toBe('processing');
			expect(statusChecks()).toBe(0);
		},
	);

	it('a version 4 Upload with the switch off answers at once', async () => {
		const { items } = await harness.run(
			'document',
			'upload',
			{ ...newUpload('upload'), waitForProcessing: false },
			{ input: pdf(), typeVersion: 4 },
		);
		expect(items[0].json.status).toBe('processing');
		expect(statusChecks()).toBe(0);
	});
});

describe('documents are picked By ID from the item from version 4', () => {
	const documentField = (version: number) =>
		shownIn(version, 'document', 'getStatus').find((property) => property.name === 'doc_id');

	it('version 4 defaults to By ID {{ $json.doc_id }}; version 3 keeps From List', () => {
		expect(documentField(4)?.default).toEqual({ mode: 'id', value: '={{ $json.doc_id }}' });
		expect(documentField(3)?.default).toEqual({ mode: 'list', value: '' });
	});

	it("a new version 4 node works on the document of each input item (an upload's answer)", async () => {
		const first = harness.sandbox.state.addDocument({ status: 'ready_for_validation' });
		const second = harness.sandbox.state.addDocument({ status: 'finished' });
		const { items, error } = await harness.run(
			'document',
			'getStatus',
			{ output: 'raw' },
			{
				input: [{ json: { doc_id: first.doc_id } }, { json: { doc_id: second.doc_id } }],
				typeVersion: 4,
			},
		);
		expect(error).toBeUndefined();
		expect(items.map((item) => [item.json.doc_id, item.json.status])).toEqual([
			[first.doc_id, 'ready_for_validation'],
			[second.doc_id, 'finished'],
		]);
	});

	it('the list tells documents of the same name apart by upload time and ID', async () => {
		const a = harness.sandbox.state.addDocument({
			file_name: 'scan.pdf',
			created_on: '2024-03-15T10:42:07',
		});
		const b = harness.sandbox.state.addDocument({
			file_name: 'scan.pdf',
			created_on: '2024-03-16T08:05:00',
		});
		const { results } = await runListSearch({
			node: new DocumentProcessing(),
			method: 'getDocuments',
			credentialTypes: [new DocumentProcessingApi()],
			credentials: credentialsFor(harness.sandbox),
			parameters: { resource: 'document', operation: 'getStatus' },
		});
		expect(results).toEqual(
			expect.arrayContaining([
				{ name: `scan.pdf (2024-03-15 10:42, ${a.doc_id})`, value: a.doc_id },
				{ name: `scan.pdf (2024-03-16 08:05, ${b.doc_id})`, value: b.doc_id },
			]),
		);
	});
});

describe('Validate and Export without fields (versions 3 and 4)', () => {
	const fieldsOf = (version: number, operation: string) =>
		shownIn(version, 'document', operation).find((property) => property.name === 'documentFields');

	it('the form asks for no field on Validate and Export and says what empty does; Update still needs one', () => {
		for (const version of [3, 4]) {
			const validate = fieldsOf(version, 'validateAndExport');
			expect(validate?.required).toBeUndefined();
			expect(validate?.description).toContain(
				'Leave empty to validate the document as the service read it',
			);
			expect(fieldsOf(version, 'update')?.required).toBe(true);
		}
	});

	it.each([3, 4])(
		"version %i validates the document as read: the interface's data is sent as {}",
		async (typeVersion) => {
			const document = harness.sandbox.state.addDocument({
				status: 'ready_for_validation',
				doc_type: 'invoice',
			});
			const { error } = await harness.run(
				'document',
				'validateAndExport',
				{ doc_id: document.doc_id, output: 'raw' },
				{ typeVersion },
			);
			expect(error).toBeUndefined();
			const sent = harness.sandbox.requests.find(
				(request) => request.endpoint === 'document.validateAndExport',
			);
			expect(sent).toMatchObject({ status: 200, body: { data: '{}' } });
			expect(harness.sandbox.state.getDocument(document.doc_id)?.status).not.toBe(
				'ready_for_validation',
			);
		},
	);

	it('Update with no field is still refused before sending', async () => {
		const document = harness.sandbox.state.addDocument({ status: 'ready_for_validation' });
		const { error } = await harness.run(
			'document',
			'update',
			{ doc_id: document.doc_id },
			{ typeVersion: 4 },
		);
		expect(error?.message).toContain('Parameter "Fields" has no field');
		expect(harness.sandbox.requests).toHaveLength(0);
	});
});
