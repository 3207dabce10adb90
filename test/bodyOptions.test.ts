import { binaryFrom } from './engine';
import { useNodeAgainstSandbox } from './support/nodeUnderTest';

const harness = useNodeAgainstSandbox();
beforeEach(() => harness.sandbox.reset());
const last = () => harness.sandbox.lastRequest()!;
const seed = () => harness.sandbox.state.addDocument({ status: 'ready_for_validation' });

describe('Body Options', () => {
	it('sends extra fields given as pairs and as JSON beside the documented ones', async () => {
		const { doc_id } = seed();
		const { error } = await harness.run('document', 'assign', {
			doc_id,
			assign_to: 'user-1',
			bodyOptions: {
				extraFields: { field: [{ name: 'note', value: 'urgent' }] },
				extraFieldsJson: '{"notify": true, "tags": ["a", "b"]}',
			},
		});
		expect(error).toBeUndefined();
		expect(last().body).toEqual({
			assign_to: 'user-1',
			note: 'urgent',
			notify: 'true',
			tags: ['a', 'b'],
		});
	});

	it('can send the body as JSON instead of the documented encoding', async () => {
		const { doc_id } = seed();
		await harness.run('document', 'assign', {
			doc_id,
			assign_to: 'user-1',
			bodyOptions: { encoding: 'json', extraFieldsJson: { priority: 3 } },
		});
		expect(last().contentType).toContain('application/json');
		expect(last().body).toEqual({ assign_to: 'user-1', priority: 3 });
	});

	it.each([
		[
			{ extraFields: { field: [{ name: 'assign_to', value: 'x' }] } },
			'Extra field "assign_to" is a documented field',
		],
		[
			{ extraFields: { field: [{ name: 'a', value: '1' }] }, extraFieldsJson: '{"a": 2}' },
			'Extra field "a" is given twice',
		],
		[{ extraFields: { field: [{ name: ' ', value: '1' }] } }, 'has a field without a name'],
		[{ extraFieldsJson: '{oops' }, 'Parameter "Extra Fields (JSON)" is not valid JSON'],
		[{ extraFieldsJson: '[1, 2]' }, 'Parameter "Extra Fields (JSON)" must be a JSON object'],
	])('refuses %j before sending', async (bodyOptions, message) => {
		const { doc_id } = seed();
		harness.sandbox.reset();
		const { error } = await harness.run('document', 'assign', {
			doc_id,
			assign_to: 'u',
			bodyOptions,
		});
		expect(error?.message).toContain(message);
		expect(harness.sandbox.requests).toHaveLength(0);
	});

	it('refuses to send a file in a form body', async () => {
		const input = [
			{
				json: {},
				binary: { data: binaryFrom(Buffer.from('%PDF-1.4'), 'a.pdf', 'application/pdf') },
			},
		];
		const { error } = await harness.run(
			'document',
			'upload',
			{ file: 'data', bodyOptions: { encoding: 'form' } },
			{ input },
		);
		expect(error?.message).toContain('files can only be sent as multipart');
		expect(harness.sandbox.requests).toHaveLength(0);
	});
});

describe('JSON fields', () => {
	it('send an array as one JSON text, not one field per element', async () => {
		const permissions = [
			{ group_id: 1, permissions: ['validate'] },
			{ group_id: 2, permissions: [] },
		];
		// The sandbox wants permissions keyed by group and answers 422; what matters here is what was sent.
		await harness.run('group', 'setAllPermissions', {
			permissions_data: JSON.stringify(permissions),
		});
		expect(last()).toMatchObject({
			method: 'POST',
			path: '/group_permission/set_all_group_permissions',
		});
		expect(last().body).toEqual({ permissions_data: JSON.stringify(permissions) });
	});
});
