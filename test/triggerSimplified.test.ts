/**
 * The polling trigger's Output: Simplified, Raw and Selected Fields, through n8n's PollContext
 * against the sandbox.
 */
import type { INodeParameters } from 'n8n-workflow';

import { DocumentProcessingApi } from '../credentials/DocumentProcessingApi.credentials';
import { DocumentProcessingTrigger } from '../nodes/DocumentProcessingTrigger/DocumentProcessingTrigger.node';
import { startSandbox, type Sandbox } from '../sandbox';
import { runPoll } from './engine';
import { credentialsFor } from './support/nodeUnderTest';

let sandbox: Sandbox;
beforeAll(async () => {
	sandbox = await startSandbox();
});
afterAll(async () => {
	await sandbox.close();
});
beforeEach(() => sandbox.reset());

const pollRun = async (parameters: INodeParameters) =>
	await runPoll({
		node: new DocumentProcessingTrigger(),
		credentialTypes: [new DocumentProcessingApi()],
		credentials: credentialsFor(sandbox),
		parameters: {
			event: 'reachedStatus',
			targetStatuses: ['ready_for_validation'],
			...parameters,
			options: { includeExisting: true, ...(parameters.options as object) },
		},
	});

async function poll(parameters: INodeParameters) {
	const { items } = await pollRun(parameters);
	return items?.[0] ?? [];
}

describe('Document Processing Trigger: Output', () => {
	it('simplified: the document with its fields, scores and the event', async () => {
		const { doc_id } = sandbox.state.addDocument({ status: 'ready_for_validation' });
		sandbox.state.getDocument(doc_id)!.field_confidence = { total_amount: 0.5 };
		const [item] = await poll({ output: 'simplified', options: { confidenceThreshold: 0.6 } });
		expect(item.json).toMatchObject({
			doc_id,
			status: 'ready_for_validation',
			doc_type: 'invoice',
			event: 'reachedStatus',
			previousStatus: null,
			lowConfidenceFields: ['total_amount'],
			needsReview: true,
		});
		expect(item.json.fields).toHaveProperty('total_amount');
		expect(item.json.other).toHaveProperty('created_on');
	});

	it('a Confidence Threshold outside 0 to 1 is refused before polling, as on the action node', async () => {
		sandbox.state.addDocument({ status: 'ready_for_validation' });
		await expect(
			pollRun({ output: 'simplified', options: { confidenceThreshold: 80 } }),
		).rejects.toThrow('Parameter "Confidence Threshold" must be a number from 0 to 1, got "80"');
		expect(sandbox.requests).toHaveLength(0);
	});

	it('raw by default: the dashboard row as it is, no extraction read', async () => {
		const { doc_id } = sandbox.state.addDocument({ status: 'ready_for_validation' });
		const [item] = await poll({});
		expect(item.json).toMatchObject({ doc_id, event: 'reachedStatus' });
		expect(item.json).not.toHaveProperty('fields');
		expect(sandbox.requests.some((r) => r.endpoint === 'document.getExtractionResult')).toBe(false);
	});

	it('selected fields: only the chosen names, the event among them, a missing one as null', async () => {
		const { doc_id } = sandbox.state.addDocument({ status: 'ready_for_validation' });
		const [item] = await poll({
			output: 'selectedFields',
			selectedFields: ['doc_id', 'event', 'needsReview', 'fields.total_amount', 'fields.iban'],
		});
		expect(item.json).toEqual({
			doc_id,
			event: 'reachedStatus',
			needsReview: expect.any(Boolean),
			fields: { total_amount: expect.anything(), iban: null },
		});
	});

	it('selected fields with none chosen: a clear error before polling, so nothing is lost', async () => {
		const { doc_id } = sandbox.state.addDocument({ status: 'ready_for_validation' });
		await expect(poll({ output: 'selectedFields', selectedFields: [] })).rejects.toThrow(
			'Parameter "Field Names or IDs" is empty',
		);
		expect(sandbox.requests).toHaveLength(0);
		const [item] = await poll({ output: 'selectedFields', selectedFields: 'doc_id' });
		expect(item.json).toEqual({ doc_id });
	});
});
