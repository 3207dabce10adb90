// Custom Model, Custom Model Label and Classifier (v2) through n8n's engine against the sandbox.
import { pdfWithPages, useAreaHarness, withFiles } from '../support/areaHarness';
import { NODE_VERSIONS } from '../../nodes/DocumentProcessing/resources/versions';
import { descriptionOf } from '../support/versions';

const { last, run, fails, requests } = useAreaHarness();
const createModel = async (name: string, extra: Record<string, string | number | boolean> = {}) =>
	(
		await run('customModel', 'create', {
			model_name: name,
			model_type: 'layoutlm',
			min_confidence: 0.7,
			additionalFields: extra,
		})
	)[0];

describe('Custom Model', () => {
	it('create → list → get → update → delete (with its labels) → 404', async () => {
		const created = await createModel('invoices-v1', { model_version: '1.0', is_default: true });
		expect(last()).toMatchObject({ method: 'POST', path: '/custom_model/create', status: 200 });
		expect(last().contentType).toContain('application/json');
		expect(last().body).toEqual({
			model_name: 'invoices-v1',
			model_type: 'layoutlm',
			min_confidence: 0.7,
			model_version: '1.0',
			is_default: true,
		});
		expect(created).toEqual({
			id: 1,
			model_name: 'invoices-v1',
			model_path: null,
			model_version: '1.0',
			model_type: 'layoutlm',
			min_confidence: 0.7,
			first_page_classification_only: false,
			is_default: true,
		});

		await createModel('receipts', { is_default: true });
		const models = await run('customModel', 'getMany');
		expect(last()).toMatchObject({ method: 'GET', path: '/custom_model/list' });
		expect(models.map((model) => [model.model_name, model.is_default])).toEqual([
			['invoices-v1', false],
			['receipts', true],
		]);

		expect(await run('customModel', 'get', { id: '1' })).toEqual([
			{ ...created, is_default: false },
		]);
		expect(last()).toMatchObject({ method: 'GET', path: '/custom_model/1', status: 200 });

		await run('customModelLabel', 'create', { model_name: 'invoices-v1', label_name: 'invoice' });
		const [updated] = await run('customModel', 'update', {
			id: '1',
			model_name: 'invoices-v2',
			model_type: 'layoutlm',
			min_confidence: 0.8,
		});
		expect(last()).toMatchObject({
			method: 'PUT',
			path: '/custom_model/1',
			body: { model_name: 'invoices-v2', model_type: 'layoutlm', min_confidence: 0.8 },
		});
		expect(updated).toMatchObject({ id: 1, model_name: 'invoices-v2', min_confidence: 0.8 });
		expect(
			(
				await run('customModelLabel', 'getMany', {
					additionalFields: { model_name: 'invoices-v2' },
				})
			).map((label) => label.label_name),
		).toEqual(['invoice']);

		await run('customModel', 'delete', { id: '1' });
		expect(last()).toMatchObject({ method: 'DELETE', path: '/custom_model/1', status: 200 });
		expect(await run('customModelLabel', 'getMany')).toEqual([]);
		const gone = await fails('customModel', 'get', { id: '1' });
		expect(gone).toMatchObject({ status: 404 });
		expect(gone.message).toContain('Custom model not found');
	});

	it('refuses a second model with the same name and a confidence that is not a number', async () => {
		await createModel('m');
		expect(
			(
				await fails('customModel', 'create', {
					model_name: 'm',
					model_type: 't',
					min_confidence: 0.5,
				})
			).status,
		).toBe(400);
		expect(
			(
				await fails('customModel', 'create', {
					model_name: 'n',
					model_type: 't',
					min_confidence: 'high',
				})
			).message,
		).toContain('must be a number');
	});

	it.each(['create', 'update'])(
		'%s with Min Confidence left at its default sends a value the service accepts (1, above 0)',
		async (operation) => {
			const id = operation === 'update' ? { id: String((await createModel('existing')).id) } : {};
			await run('customModel', operation, { ...id, model_name: 'defaults', model_type: 't' });
			expect(last()).toMatchObject({ status: 200 });
			expect(last().body).toMatchObject({ min_confidence: 1 });
		},
	);

	it.each(['create', 'update'])(
		'%s in a saved version 1 workflow (Min Confidence 0, its old default) fails before sending, naming the field and its bounds',
		async (operation) => {
			const parameters = { id: '1', model_name: 'old', model_type: 't' };
			const sent = requests().length;
			const { message, status } = await fails('customModel', operation, parameters, {
				typeVersion: 1,
			});
			expect(message).toContain(
				'Parameter "Min Confidence" must be above 0 and at most 100, got 0',
			);
			expect(requests()).toHaveLength(sent);
			expect(status).toBeUndefined();
			for (const tooHigh of [100.5, 250]) {
				const refused = await fails('customModel', operation, {
					...parameters,
					min_confidence: tooHigh,
				});
				expect(refused.message).toContain(`must be above 0 and at most 100, got ${tooHigh}`);
			}
			expect(requests()).toHaveLength(sent);
		},
	);

	it('offers Min Confidence within its bounds in the editor: 0 to 100, default 1 (version 1 keeps 0)', () => {
		const properties = NODE_VERSIONS.flatMap((version) =>
			descriptionOf(version).properties.filter(
				(property) =>
					property.name === 'min_confidence' &&
					property.displayOptions?.show?.resource?.includes('customModel'),
			),
		);
		expect(properties.map(({ default: value, typeOptions }) => [value, typeOptions])).toEqual(
			NODE_VERSIONS.map((version) => [version === 1 ? 0 : 1, { minValue: 0, maxValue: 100 }]),
		);
	});
});

describe('Custom Model Label', () => {
	it('create (fields as query) → list → get → update → delete → 404', async () => {
		await createModel('m');
		const [label] = await run('customModelLabel', 'create', {
			model_name: 'm',
			label_name: 'invoice',
			additionalFields: { associated_doc_type: 'invoice', priority: 2, is_default: true },
		});
		expect(last()).toMatchObject({
			method: 'POST',
			path: '/custom_model_label/create',
			body: {},
			status: 200,
		});
		expect(last().query).toEqual({
			model_name: 'm',
			label_name: 'invoice',
			associated_doc_type: 'invoice',
			priority: '2',
			is_default: 'true',
		});
		expect(label).toMatchObject({
			id: 1,
			model_name: 'm',
			label_name: 'invoice',
			associated_doc_type: 'invoice',
			priority: 2,
			is_default: true,
		});

		expect(
			await run('customModelLabel', 'getMany', { additionalFields: { model_name: 'm' } }),
		).toEqual([label]);
		expect(last()).toMatchObject({
			method: 'GET',
			path: '/custom_model_label/list',
			query: { model_name: 'm' },
		});
		expect(
			await run('customModelLabel', 'getMany', { additionalFields: { model_name: 'other' } }),
		).toEqual([]);

		const [updated] = await run('customModelLabel', 'update', {
			id: '1',
			additionalFields: { priority: 1, label_name: 'bill' },
		});
		expect(last()).toMatchObject({
			method: 'PUT',
			path: '/custom_model_label/1',
			query: { priority: '1', label_name: 'bill' },
		});
		expect(updated).toMatchObject({
			id: 1,
			label_name: 'bill',
			priority: 1,
			associated_doc_type: 'invoice',
		});
		expect(await run('customModelLabel', 'get', { id: '1' })).toEqual([updated]);
		expect(last()).toMatchObject({ method: 'GET', path: '/custom_model_label/1' });

		await run('customModelLabel', 'delete', { id: '1' });
		expect(last()).toMatchObject({ method: 'DELETE', path: '/custom_model_label/1', status: 200 });
		expect((await fails('customModelLabel', 'get', { id: '1' })).message).toContain(
			'Custom model label not found',
		);
		expect(
			(await fails('customModelLabel', 'create', { model_name: 'nope', label_name: 'x' })).message,
		).toContain('Custom model not found');
	});
});

describe('Classifier', () => {
	it('classifies page by page: one entry per PDF page, with the default model and its label', async () => {
		const input = withFiles({ data: ['credit note 12.pdf', pdfWithPages(3), 'application/pdf'] });
		const [plain] = await run('classifier', 'classify', { file: 'data' }, { input });
		expect(last()).toMatchObject({
			method: 'POST',
			path: '/classifier_v2/classify_document',
			status: 200,
		});
		expect(last().files).toEqual([
			expect.objectContaining({
				field: 'file',
				filename: 'credit note 12.pdf',
				contentType: 'application/pdf',
			}),
		]);
		expect(plain).toMatchObject({
			model_name: 'sandbox-classifier',
			model_version: '1',
			classification_label: 'credit_note',
			doc_type: 'credit_note',
		});
		expect(plain.pages).toHaveLength(3);
		expect((plain.pages as unknown[])[2]).toEqual({
			page: 3,
			classification: 'credit_note',
			prob: plain.classification_score,
			model_name: 'sandbox-classifier',
			model_version: '1',
			label_doc_type: 'credit_note',
			label_priority: null,
		});

		await createModel('docs', { model_version: '2', is_default: true });
		await run('customModelLabel', 'create', {
			model_name: 'docs',
			label_name: 'CN',
			additionalFields: { associated_doc_type: 'credit_note', priority: 5 },
		});
		const [labelled] = await run('classifier', 'classify', { file: 'data' }, { input });
		expect(labelled).toMatchObject({
			model_name: 'docs',
			model_version: '2',
			classification_label: 'CN',
			doc_type: 'credit_note',
		});
		expect((labelled.pages as unknown[])[0]).toMatchObject({
			classification: 'CN',
			label_priority: 5,
			model_name: 'docs',
		});

		// The classifier takes PDFs: another file is refused before anything is sent.
		const before = requests().length;
		const { message } = await fails(
			'classifier',
			'classify',
			{ file: 'data' },
			{ input: withFiles({ data: ['scan.png', 'not a pdf', 'image/png'] }) },
		);
		expect(message).toContain(
			'Parameter "Input Binary Field": "scan.png" is image/png, but this operation takes a PDF',
		);
		expect(requests()).toHaveLength(before);
	});
});
