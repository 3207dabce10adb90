import type { EndpointId } from '../sandbox';
import { useNodeAgainstSandbox } from './support/nodeUnderTest';

const harness = useNodeAgainstSandbox();
beforeEach(() => harness.sandbox.reset());
const requestsTo = (endpoint: EndpointId) =>
	harness.sandbox.requests.filter((request) => request.endpoint === endpoint);

function seedWorkflows(count: number) {
	const stamp = '2026-01-01T00:00:00.000Z';
	harness.sandbox.state.workflows = Array.from({ length: count }, (_, index) => ({
		id: `wf_${index + 1}`,
		name: `Workflow ${index + 1}`,
		active: index % 2 === 0,
		createdAt: stamp,
		updatedAt: stamp,
		tags: [],
	}));
}

function seedLogLines(count: number) {
	const created_on = new Date(harness.sandbox.state.now()).toISOString();
	const document = harness.sandbox.state.addDocument({ status: 'ready_for_validation' });
	document.log = Array.from({ length: count }, (_, index) => ({
		action_type: 'note',
		action_description: `line ${index + 1}`,
		user: 'test',
		created_on,
	}));
}

describe('workflow listing: cursor paging on its own host and key', () => {
	it.each([
		[0, 1],
		[1, 1],
		[250, 1],
		[600, 3],
	])('Return All over %i workflows takes %i request(s)', async (count, requests) => {
		seedWorkflows(count);
		const { items, error } = await harness.run('workflow', 'getMany', { returnAll: true });
		expect(error).toBeUndefined();
		expect(items.map((item) => item.json.id)).toEqual(
			harness.sandbox.state.workflows.map((workflow) => workflow.id),
		);
		const calls = requestsTo('workflow.getMany');
		expect(calls).toHaveLength(requests);
		expect(calls[0]).toMatchObject({
			method: 'GET',
			path: '/api/v1/workflows',
			query: { limit: '250' },
			authenticated: true,
		});
		expect(calls[0].headers['x-api-key']).toBeUndefined();
		expect(calls.slice(1).every((call) => typeof call.query.cursor === 'string')).toBe(true);
	});

	it('Limit asks only for what it needs and passes the active filter', async () => {
		seedWorkflows(10);
		const { items } = await harness.run('workflow', 'getMany', {
			returnAll: false,
			limit: 3,
			additionalFields: { active: true },
		});
		expect(items.map((item) => item.json.id)).toEqual(['wf_1', 'wf_3', 'wf_5']);
		expect(requestsTo('workflow.getMany')).toHaveLength(1);
		expect(harness.sandbox.lastRequest()?.query).toEqual({ active: 'true', limit: '3' });
	});
});

describe('log tail: next_url paging', () => {
	it.each([
		[0, 1],
		[1, 1],
		[100, 1],
		[250, 3],
	])('Return All over %i log lines takes %i request(s)', async (count, requests) => {
		seedLogLines(count);
		const { items, error } = await harness.run('system', 'getLogs', {
			returnAll: true,
			additionalFields: { batch_size: 100 },
		});
		expect(error).toBeUndefined();
		expect(items).toHaveLength(count);
		expect(new Set(items.map((item) => item.json.request_id)).size).toBe(count);
		const first = requestsTo('system.getLogs');
		const next = requestsTo('system.getNextLogs');
		expect(first).toHaveLength(1);
		expect(first[0].body).toMatchObject({ batch_size: 100 });
		expect(first.length + next.length).toBe(requests);
		expect(next.every((call) => typeof call.body.url === 'string')).toBe(true);
	});

	it('Limit stops following next_url once it has enough', async () => {
		seedLogLines(250);
		const { items } = await harness.run('system', 'getLogs', {
			returnAll: false,
			limit: 120,
			additionalFields: { batch_size: 100 },
		});
		expect(items).toHaveLength(120);
		expect(requestsTo('system.getNextLogs')).toHaveLength(1);
	});
});

describe('document list: skip/limit paging', () => {
	it.each([
		[0, [[0, 100]]],
		[1, [[0, 100]]],
		[100, [[0, 100]]],
		[
			250,
			[
				[0, 100],
				[100, 100],
				[200, 100],
			],
		],
	])('Return All over %i documents asks for %j (skip, limit)', async (count, pages) => {
		for (let index = 0; index < count; index++)
			harness.sandbox.state.addDocument({ status: 'ready_for_validation' });
		const { items } = await harness.run('document', 'getMany', {
			returnAll: true,
			additionalFields: { filter: 'all' },
		});
		expect(items).toHaveLength(count);
		expect(new Set(items.map((item) => item.json.doc_id)).size).toBe(count);
		expect(
			requestsTo('document.getMany').map((call) => [
				Number(call.query.skip),
				Number(call.query.limit),
			]),
		).toEqual(pages);
	});
});
