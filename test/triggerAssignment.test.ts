/**
 * The polling trigger's Assignment option: the dashboard row decides, before the extraction is
 * read, so a workflow that wants only reviewed documents pays one read per reviewed document
 * (issue 40: the Reviewed → ERP template read every finished document's extraction).
 */
import type { IDataObject, INodeParameters } from 'n8n-workflow';

import { DocumentProcessingApi } from '../credentials/DocumentProcessingApi.credentials';
import { DocumentProcessingTrigger } from '../nodes/DocumentProcessingTrigger/DocumentProcessingTrigger.node';
import { matchesAssignment } from '../nodes/DocumentProcessingTrigger/assignment';
import { useSandbox } from '../sandbox/useSandbox';
import { runPoll } from './engine';
import { credentialsFor } from './support/nodeUnderTest';

const sandbox = useSandbox();

const pollRun = async (parameters: INodeParameters, staticData?: IDataObject) =>
	await runPoll({
		staticData,
		node: new DocumentProcessingTrigger(),
		credentialTypes: [new DocumentProcessingApi()],
		credentials: credentialsFor(sandbox),
		parameters: {
			event: 'reachedStatus',
			targetStatuses: ['finished'],
			output: 'simplified',
			...parameters,
			options: { includeExisting: true, ...(parameters.options as object) },
		},
	});

const extractionReads = () =>
	sandbox.requests.filter((request) => request.endpoint === 'document.getExtractionResult').length;

/** Three finished documents, the middle one assigned to a reviewer. */
function threeFinished() {
	const first = sandbox.state.addDocument({ status: 'finished' });
	const reviewed = sandbox.state.addDocument({ status: 'finished' });
	sandbox.state.getDocument(reviewed.doc_id)!.assigned_to = 'ann@example.com';
	const last = sandbox.state.addDocument({ status: 'finished' });
	return { first, reviewed, last };
}

describe('Document Processing Trigger: Assignment', () => {
	it('Assigned to a Person: only that document is emitted, and only its extraction is read', async () => {
		const { reviewed } = threeFinished();
		const { items } = await pollRun({ options: { assignment: 'assigned' } });
		expect(items?.[0].map((item) => item.json.doc_id)).toEqual([reviewed.doc_id]);
		expect(items?.[0][0].json).toHaveProperty('fields');
		expect(extractionReads()).toBe(1);
	});

	it('Any Document (the default, as saved workflows have it): every document, each read', async () => {
		threeFinished();
		const { items } = await pollRun({});
		expect(items?.[0]).toHaveLength(3);
		expect(extractionReads()).toBe(3);
	});

	it('Not Assigned: the other two', async () => {
		const { first, last } = threeFinished();
		const { items } = await pollRun({ options: { assignment: 'unassigned' } });
		expect(items?.[0].map((item) => item.json.doc_id).sort()).toEqual(
			[first.doc_id, last.doc_id].sort(),
		);
	});

	it('a document assigned after it was seen unassigned is emitted at its next status event', async () => {
		const { doc_id } = sandbox.state.addDocument({ status: 'ready_for_validation' });
		const statusChanged = {
			event: 'statusChanged',
			output: 'raw',
			options: { assignment: 'assigned' },
		};
		const first = await pollRun(statusChanged);
		expect(first.items).toBeNull();
		const document = sandbox.state.getDocument(doc_id)!;
		document.assigned_to = 'ann@example.com';
		document.status = 'finished';
		document.last_saved_on = new Date(Date.parse(document.last_saved_on) + 1000).toISOString();
		const second = await pollRun(statusChanged, first.staticData);
		expect(second.items?.[0].map((item) => item.json.doc_id)).toEqual([doc_id]);
	});

	it('a value that is no choice fails before anything is read', async () => {
		threeFinished();
		await expect(pollRun({ options: { assignment: 'reviewer' } })).rejects.toThrow(
			'Parameter "Assignment" must be one of any, assigned, unassigned, got "reviewer"',
		);
		expect(sandbox.requests).toHaveLength(0);
	});
});

describe('matchesAssignment', () => {
	it('a row that does not say who it is assigned to passes: the trigger cannot tell', () => {
		expect(matchesAssignment({ doc_id: 'a' }, 'assigned')).toBe(true);
		expect(matchesAssignment({ doc_id: 'a' }, 'unassigned')).toBe(true);
	});
	it('blank and null are nobody', () => {
		expect(matchesAssignment({ assigned_to: '  ' }, 'assigned')).toBe(false);
		expect(matchesAssignment({ assigned_to: null }, 'unassigned')).toBe(true);
		expect(matchesAssignment({ assigned_to: 'user-7' }, 'assigned')).toBe(true);
	});
});
