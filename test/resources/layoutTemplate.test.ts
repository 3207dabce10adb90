// Layout Template and Classification Rule through n8n's engine against the sandbox.
import { useAreaHarness, withFiles } from '../support/areaHarness';

const { last, run, fails, requests } = useAreaHarness();

describe('Layout Template', () => {
	it('create → list → get → update → upload sample → delete → 404', async () => {
		const [created] = await run('layoutTemplate', 'create', {
			doc_type_key: 'invoice',
			title: 'Two columns',
			additionalFields: { layout_json: '{"columns":2}' },
		});
		expect(last()).toMatchObject({
			method: 'POST',
			path: '/document_layout_template/create',
			status: 200,
		});
		expect(last().body).toEqual({
			doc_type_key: 'invoice',
			title: 'Two columns',
			layout_json: '{"columns":2}',
		});
		expect(created).toMatchObject({
			id: 1,
			doc_type_key: 'invoice',
			sub_doc_type_key: null,
			layout_json: { columns: 2 },
			sample: null,
		});

		await run('layoutTemplate', 'create', { doc_type_key: 'receipt', title: 'Receipt' });
		const listed = await run('layoutTemplate', 'getMany', {
			additionalFields: { doc_type_key: 'invoice' },
		});
		expect(last()).toMatchObject({
			method: 'GET',
			path: '/document_layout_template/get_layout_templates',
			query: { doc_type_key: 'invoice' },
		});
		expect(listed.map((template) => template.title)).toEqual(['Two columns']);
		expect(await run('layoutTemplate', 'getMany')).toHaveLength(2);

		expect(await run('layoutTemplate', 'get', { id: '1' })).toEqual([created]);
		expect(last()).toMatchObject({
			method: 'GET',
			path: '/document_layout_template/1',
			status: 200,
		});

		const [updated] = await run('layoutTemplate', 'update', {
			id: '1',
			doc_type_key: 'invoice',
			title: 'Three columns',
			additionalFields: { layout_json: { columns: 3 } },
		});
		expect(last()).toMatchObject({
			method: 'PUT',
			path: '/document_layout_template/1',
			body: { doc_type_key: 'invoice', title: 'Three columns', layout_json: '{"columns":3}' },
		});
		expect(updated).toMatchObject({ id: 1, title: 'Three columns', layout_json: { columns: 3 } });

		const input = withFiles({ scan: ['sample.pdf', '%PDF-1.4 sample', 'application/pdf'] });
		const [withSample] = await run(
			'layoutTemplate',
			'uploadSample',
			{ id: '1', file: 'scan' },
			{ input },
		);
		expect(last()).toMatchObject({
			method: 'POST',
			path: '/document_layout_template/upload_template_sample',
			body: { id: '1' },
		});
		expect(last().files).toEqual([
			expect.objectContaining({
				field: 'file',
				filename: 'sample.pdf',
				contentType: 'application/pdf',
			}),
		]);
		expect(withSample).toMatchObject({
			success: true,
			id: 1,
			title: 'Three columns',
			sample: { file_name: 'sample.pdf', size: 15 },
		});

		await run('layoutTemplate', 'delete', { id: '1' });
		expect(last()).toMatchObject({
			method: 'DELETE',
			path: '/document_layout_template/1',
			status: 200,
		});
		const gone = await fails('layoutTemplate', 'get', { id: '1' });
		expect(gone).toMatchObject({ status: 404 });
		expect(gone.message).toContain('Layout template not found');
	});

	it('checks the layout JSON before sending and the document type after', async () => {
		expect(
			(
				await fails('layoutTemplate', 'create', {
					doc_type_key: 'invoice',
					title: 'T',
					additionalFields: { layout_json: '[oops' },
				})
			).message,
		).toContain('not valid JSON');
		expect(requests()).toHaveLength(0);
		expect(
			(await fails('layoutTemplate', 'create', { doc_type_key: 'nope', title: 'T' })).status,
		).toBe(404);
		expect(
			(
				await fails(
					'layoutTemplate',
					'uploadSample',
					{ id: '5', file: 'data' },
					{ input: withFiles({ data: ['a.pdf', '%PDF', 'application/pdf'] }) },
				)
			).status,
		).toBe(404);
	});
});

describe('Classification Rule', () => {
	it('create → list → update → list shows the change → delete → 404', async () => {
		const [rule] = await run('classificationRule', 'create', {
			rule_value_1: '4711',
			additionalFields: { doc_type_key: 'invoice' },
		});
		expect(last()).toMatchObject({
			method: 'POST',
			path: '/doc_classification_rules/create',
			body: { rule_value_1: '4711', doc_type_key: 'invoice' },
			status: 200,
		});
		expect(rule).toMatchObject({
			id: 1,
			rule_value_1: '4711',
			rule_type: 'barcode',
			doc_type_key: 'invoice',
		});

		expect(await run('classificationRule', 'getMany')).toEqual([rule]);
		expect(last()).toMatchObject({
			method: 'GET',
			path: '/doc_classification_rules/get_doc_classification_rules',
			status: 200,
		});

		const [updated] = await run('classificationRule', 'update', {
			id: '1',
			rule_value_1: 'ACME',
			additionalFields: { rule_type: 'keyword', doc_type_key: 'receipt' },
		});
		expect(last()).toMatchObject({
			method: 'PUT',
			path: '/doc_classification_rules/update/1',
			body: { rule_value_1: 'ACME', rule_type: 'keyword', doc_type_key: 'receipt' },
		});
		expect(updated).toMatchObject({
			id: 1,
			rule_value_1: 'ACME',
			rule_type: 'keyword',
			doc_type_key: 'receipt',
		});
		expect((await run('classificationRule', 'getMany'))[0]).toMatchObject({ rule_value_1: 'ACME' });

		await run('classificationRule', 'delete', { id: '1' });
		expect(last()).toMatchObject({
			method: 'DELETE',
			path: '/doc_classification_rules/delete/1',
			status: 200,
		});
		expect(await run('classificationRule', 'getMany')).toEqual([]);
		expect(
			(await fails('classificationRule', 'update', { id: '1', rule_value_1: 'x' })).message,
		).toContain('Classification rule not found');
		expect(
			(
				await fails('classificationRule', 'create', {
					rule_value_1: 'x',
					additionalFields: { doc_type_key: 'nope' },
				})
			).status,
		).toBe(404);
	});
});
