// Layout Template and Classification Rule through n8n's engine: the requests each operation sends
// (fields as JSON or a form, ids in the path, the sample as a multipart part), the layout JSON
// checked before sending, the service's 404s as the node reports them.
import { request, useAreaHarness, withFiles } from '../support/areaHarness';

const { sent, answer, run, fails, requests, refuse } = useAreaHarness();

describe('Layout Template', () => {
	it('create, list, get, update, upload a sample and delete; a 404 is the error', async () => {
		const template = { id: 1, doc_type_key: 'invoice', title: 'Two columns' };
		answer('layoutTemplate.create', template);
		expect(
			await run('layoutTemplate', 'create', {
				doc_type_key: 'invoice',
				title: 'Two columns',
				additionalFields: { layout_json: '{"columns":2}' },
			}),
		).toEqual([template]);
		expect(sent()).toEqual(
			request('POST', '/document_layout_template/create', {
				body: { doc_type_key: 'invoice', title: 'Two columns', layout_json: '{"columns":2}' },
			}),
		);

		answer('layoutTemplate.getMany', [template]);
		expect(
			await run('layoutTemplate', 'getMany', { additionalFields: { doc_type_key: 'invoice' } }),
		).toEqual([template]);
		expect(sent()).toEqual(
			request('GET', '/document_layout_template/get_layout_templates', {
				query: { doc_type_key: 'invoice' },
			}),
		);

		answer('layoutTemplate.get', template);
		expect(await run('layoutTemplate', 'get', { id: '1' })).toEqual([template]);
		expect(sent()).toEqual(request('GET', '/document_layout_template/1'));

		answer('layoutTemplate.update', template);
		await run('layoutTemplate', 'update', {
			id: '1',
			doc_type_key: 'invoice',
			title: 'Three columns',
			additionalFields: { layout_json: { columns: 3 } },
		});
		expect(sent()).toEqual(
			request('PUT', '/document_layout_template/1', {
				body: { doc_type_key: 'invoice', title: 'Three columns', layout_json: '{"columns":3}' },
			}),
		);

		answer('layoutTemplate.uploadSample', { success: true, id: 1 });
		const input = withFiles({ scan: ['sample.pdf', '%PDF-1.4 sample', 'application/pdf'] });
		await run('layoutTemplate', 'uploadSample', { id: '1', file: 'scan' }, { input });
		expect(sent()).toEqual(
			request('POST', '/document_layout_template/upload_template_sample', {
				body: { id: '1' },
				files: ['file: sample.pdf'],
			}),
		);

		answer('layoutTemplate.delete', { success: true });
		await run('layoutTemplate', 'delete', { id: '1' });
		expect(sent()).toEqual(request('DELETE', '/document_layout_template/1'));

		refuse('layoutTemplate.get', 404, 'Layout template not found');
		const gone = await fails('layoutTemplate', 'get', { id: '1' });
		expect(gone).toMatchObject({ status: 404 });
		expect(gone.message).toContain('Layout template not found');
	});

	it('checks the layout JSON before sending', async () => {
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
		await run('layoutTemplate', 'create', { doc_type_key: 'invoice', title: 'T' });
		expect(sent()).toEqual(
			request('POST', '/document_layout_template/create', {
				body: { doc_type_key: 'invoice', title: 'T' },
			}),
		);
	});
});

describe('Classification Rule', () => {
	it('create, list, update and delete; a 404 is the error', async () => {
		const rule = { id: 1, rule_value_1: '4711', rule_type: 'barcode', doc_type_key: 'invoice' };
		answer('classificationRule.create', rule);
		expect(
			await run('classificationRule', 'create', {
				rule_value_1: '4711',
				additionalFields: { doc_type_key: 'invoice' },
			}),
		).toEqual([rule]);
		expect(sent()).toEqual(
			request('POST', '/doc_classification_rules/create', {
				body: { rule_value_1: '4711', doc_type_key: 'invoice' },
			}),
		);

		answer('classificationRule.getMany', [rule]);
		expect(await run('classificationRule', 'getMany')).toEqual([rule]);
		expect(sent()).toEqual(
			request('GET', '/doc_classification_rules/get_doc_classification_rules'),
		);

		answer('classificationRule.update', rule);
		await run('classificationRule', 'update', {
			id: '1',
			rule_value_1: 'ACME',
			additionalFields: { rule_type: 'keyword', doc_type_key: 'receipt' },
		});
		expect(sent()).toEqual(
			request('PUT', '/doc_classification_rules/update/1', {
				body: { rule_value_1: 'ACME', rule_type: 'keyword', doc_type_key: 'receipt' },
			}),
		);

		answer('classificationRule.delete', { success: true });
		await run('classificationRule', 'delete', { id: '1' });
		expect(sent()).toEqual(request('DELETE', '/doc_classification_rules/delete/1'));

		refuse('classificationRule.update', 404, 'Classification rule not found');
		expect(
			(await fails('classificationRule', 'update', { id: '1', rule_value_1: 'x' })).message,
		).toContain('Classification rule not found');
	});
});
