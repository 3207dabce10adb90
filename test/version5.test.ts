/**
 * Node version 5 (a newcomer's Execute pressed twice uploaded the same file twice; Validate and
 * Export stopped at validated_pending_export while Upload waited; file_name was null after Get
 * Extraction Result): Skip Duplicates is a switch of its own and on, every operation that starts
 * processing or an export waits, and Simplified output keeps the file name the input item knew.
 * Workflows saved with versions 1 to 4 keep what they had.
 */
import type { INodeExecutionData } from 'n8n-workflow';

import { NODE_VERSIONS } from '../nodes/DocumentProcessing/resources/versions';
import { useCleanInvoiceItem } from './support/invoicePdf';
import { useNodeAgainstSandbox } from './support/nodeUnderTest';
import { shownIn } from './support/versions';

const harness = useNodeAgainstSandbox();
beforeEach(() => harness.sandbox.reset());
const invoice = useCleanInvoiceItem();
const pdf = invoice.items;
const uploads = () =>
	harness.sandbox.requests.filter((request) => request.endpoint === 'document.upload').length;
const property = (version: number, operation: string, name: string) =>
	shownIn(version, 'document', operation).find((shown) => shown.name === name);

describe('Skip Duplicates is on for a new upload from version 5', () => {
	it.each(['upload', 'uploadMany', 'uploadBase64'])(
		'%s: a switch of its own, on, in version 5; an option, off, before',
		(operation) => {
			for (const version of NODE_VERSIONS) {
				const toggle = property(version, operation, 'skipDuplicates');
				const options = property(version, operation, 'options');
				const option = options?.options?.find((shown) => shown.name === 'skipDuplicates');
				expect([version, toggle?.default, option && 'default' in option && option.default]).toEqual(
					version >= 5 ? [version, true, undefined] : [version, undefined, false],
				);
			}
		},
	);

	it('executing a new Upload twice while building uploads the file once', async () => {
		const execute = async () =>
			await harness.run(
				'document',
				'upload',
				{ file: 'data', output: 'raw' },
				{
					input: pdf(),
					workflowId: 'building-v5',
				},
			);
		const first = await execute();
		const second = await execute();
		expect(first.error).toBeUndefined();
		expect(second.error).toBeUndefined();
		expect(uploads()).toBe(1);
		expect(second.items[0].json).toMatchObject({
			doc_id: first.items[0].json.doc_id,
			duplicate: true,
		});
	});

	it('a version 5 Upload with the switch off uploads again', async () => {
		const run = () =>
			harness.run(
				'document',
				'upload',
				{ file: 'data', output: 'raw', skipDuplicates: false },
				{ input: pdf(), workflowId: 'switched-off-v5' },
			);
		await run();
		await run();
		expect(uploads()).toBe(2);
	});

	it('a saved version 4 Upload without the option uploads again, as before', async () => {
		const run = () =>
			harness.run(
				'document',
				'upload',
				{ file: 'data', output: 'raw' },
				{
					input: pdf(),
					workflowId: 'saved-v4',
					typeVersion: 4,
				},
			);
		await run();
		await run();
		expect(uploads()).toBe(2);
	});

	it('Check the Service for Earlier Uploads shows only while Skip Duplicates is on', () => {
		const lookUp = property(5, 'upload', 'options')?.options?.find(
			(shown) => shown.name === 'lookUpEarlierUploads',
		);
		expect(lookUp).toMatchObject({
			displayName: 'Check the Service for Earlier Uploads',
			displayOptions: { show: { '/skipDuplicates': [true] } },
		});
	});
});

describe('operations that start processing or an export wait from version 5', () => {
	it.each([
		['upload', 4],
		['uploadMany', 4],
		['uploadBase64', 4],
		['restart', 5],
		['restartWithNewClassification', 5],
		['validateAndExport', 5],
	])('%s waits by default from version %i', (operation, from) => {
		for (const version of NODE_VERSIONS)
			expect([version, property(version, operation, 'waitForProcessing')?.default]).toEqual([
				version,
				version >= from,
			]);
	});

	it('Get Status does not wait for a person by default', () => {
		expect(property(5, 'getStatus', 'waitForReview')?.default).toBe(false);
	});

	it('a new Validate and Export answers the exported document, as Upload answers the processed one', async () => {
		const { doc_id } = harness.sandbox.state.addDocument({ status: 'ready_for_validation' });
		harness.sandbox.state.processingDelayMs = 200;
		const { items, error } = await harness.run('document', 'validateAndExport', {
			doc_id,
			fieldsInput: 'json',
			data: '{}',
			output: 'raw',
		});
		expect(error).toBeUndefined();
		expect(items[0].json).toMatchObject({ status: 'finished', timedOut: false });
	});

	it('a saved version 4 Validate and Export answers at once, as before', async () => {
		const { doc_id } = harness.sandbox.state.addDocument({ status: 'ready_for_validation' });
		const { items } = await harness.run(
			'document',
			'validateAndExport',
			{ doc_id, fieldsInput: 'json', data: '{}', output: 'raw' },
			{ typeVersion: 4 },
		);
		expect(items[0].json.status).toBe('validated_pending_export');
	});
});

describe('Simplified output keeps the file name from version 5', () => {
	const afterUpload = (docId: string): INodeExecutionData[] => [
		{ json: { doc_id: docId, file_name: 'ACME 4711.pdf', status: 'ready_for_validation' } },
	];

	it.each(['getExtractionResult', 'validateAndExport'])(
		'%s: the file name of the document the input item named',
		async (operation) => {
			const { doc_id } = harness.sandbox.state.addDocument({
				status: 'ready_for_validation',
				file_name: 'ACME 4711.pdf',
			});
			const parameters =
				operation === 'validateAndExport' ? { fieldsInput: 'json', data: '{}' } : {};
			const v5 = await harness.run('document', operation, parameters, {
				input: afterUpload(doc_id),
			});
			const v4 = await harness.run('document', operation, parameters, {
				input: afterUpload(doc_id),
				typeVersion: 4,
			});
			expect(v5.error).toBeUndefined();
			expect(v5.items[0].json).toMatchObject({ doc_id, file_name: 'ACME 4711.pdf' });
			expect(v4.items[0].json.file_name).toBeNull();
		},
	);

	it('an input item about another document lends it no name', async () => {
		const { doc_id } = harness.sandbox.state.addDocument({ status: 'ready_for_validation' });
		const other = harness.sandbox.state.addDocument({ status: 'ready_for_validation' });
		const { items } = await harness.run(
			'document',
			'getExtractionResult',
			{ doc_id: { __rl: true, mode: 'id', value: doc_id } },
			{ input: afterUpload(other.doc_id) },
		);
		expect(items[0].json).toMatchObject({ doc_id, file_name: null });
	});
});

describe('Skip Duplicates in a saved version 4 node', () => {
	it('added as an option, it still skips a file sent before', async () => {
		const run = () =>
			harness.run(
				'document',
				'upload',
				{ file: 'data', output: 'raw', options: { skipDuplicates: true } },
				{ input: pdf(), workflowId: 'saved-v4-option', typeVersion: 4 },
			);
		await run();
		const second = await run();
		expect(uploads()).toBe(1);
		expect(second.items[0].json.duplicate).toBe(true);
	});
});

describe('Assign picks the user from a list from version 5', () => {
	it('version 5 shows User as From List or By ID; version 4 keeps the User ID text', () => {
		expect(property(5, 'assign', 'assign_to')).toMatchObject({
			displayName: 'User',
			type: 'resourceLocator',
			modes: [{ name: 'list', typeOptions: { searchListMethod: 'getUsers' } }, { name: 'id' }],
		});
		expect(property(4, 'assign', 'assign_to')).toMatchObject({
			displayName: 'User ID',
			type: 'string',
		});
		expect(property(5, 'assignByEmail', 'assign_to')).toMatchObject({ type: 'string' });
	});

	it('the user picked from the list is sent as assign_to', async () => {
		const { doc_id } = harness.sandbox.state.addDocument({ status: 'ready_for_validation' });
		const user = harness.sandbox.state.currentUser;
		const { error } = await harness.run('document', 'assign', {
			doc_id: { __rl: true, mode: 'id', value: doc_id },
			assign_to: { __rl: true, mode: 'list', value: String(user.id), cachedResultName: user.email },
		});
		expect(error).toBeUndefined();
		expect(harness.sandbox.lastRequest()).toMatchObject({
			method: 'POST',
			path: `/document/assign/${doc_id}`,
			body: { assign_to: String(user.id) },
			status: 200,
		});
	});
});
