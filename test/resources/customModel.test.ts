// Custom Model, Custom Model Label and Classifier (v2) through n8n's engine: the requests each
// operation sends, Min Confidence's bounds checked before sending, the classifier's PDF check.
import { request, pdfWithPages, useAreaHarness, withFiles } from '../support/areaHarness';
import { NODE_VERSIONS } from '../../nodes/DocumentProcessing/resources/versions';
import { descriptionOf } from '../support/versions';

const { last, sent, answer, run, fails, requests, refuse } = useAreaHarness();
const createModel = async (name: string, extra: Record<string, string | number | boolean> = {}) =>
	(
		await run('customModel', 'create', {
			model_name: name,
			model_type: 'layoutlm',
			min_confidence: 0.7,
			additionalFields: extra,
		})
	)[0];

const MODEL = { id: 1, model_name: 'invoices-v1', model_type: 'layoutlm', min_confidence: 0.7 };

describe('Custom Model', () => {
	it('create, list, get, update and delete send their fields as JSON, the id in the path', async () => {
		answer('customModel.create', MODEL);
		expect(await createModel('invoices-v1', { model_version: '1.0', is_default: true })).toEqual(
			MODEL,
		);
		expect(sent()).toEqual(
			request('POST', '/custom_model/create', {
				body: {
					model_name: 'invoices-v1',
					model_type: 'layoutlm',
					min_confidence: 0.7,
					model_version: '1.0',
					is_default: true,
				},
			}),
		);
		expect(last().contentType).toContain('application/json');

		answer('customModel.getMany', [MODEL, { ...MODEL, id: 2 }]);
		expect((await run('customModel', 'getMany')).map((model) => model.id)).toEqual([1, 2]);
		expect(sent()).toEqual(request('GET', '/custom_model/list'));

		answer('customModel.get', MODEL);
		expect(await run('customModel', 'get', { id: '1' })).toEqual([MODEL]);
		expect(sent()).toEqual(request('GET', '/custom_model/1'));

		answer('customModel.update', MODEL);
		await run('customModel', 'update', {
			id: '1',
			model_name: 'invoices-v2',
			model_type: 'layoutlm',
			min_confidence: 0.8,
		});
		expect(sent()).toEqual(
			request('PUT', '/custom_model/1', {
				body: { model_name: 'invoices-v2', model_type: 'layoutlm', min_confidence: 0.8 },
			}),
		);

		answer('customModel.delete', { success: true });
		await run('customModel', 'delete', { id: '1' });
		expect(sent()).toEqual(request('DELETE', '/custom_model/1'));
	});

	it("a Min Confidence that is not a number is refused before sending; the service's 404 is the error", async () => {
		const { message } = await fails('customModel', 'create', {
			model_name: 'n',
			model_type: 't',
			min_confidence: 'high',
		});
		expect(message).toContain('must be a number');
		expect(requests()).toHaveLength(0);

		refuse('customModel.get', 404, 'Custom model not found');
		const gone = await fails('customModel', 'get', { id: '404' });
		expect(gone).toMatchObject({ status: 404 });
		expect(gone.message).toContain('Custom model not found');
		expect(sent()).toEqual(request('GET', '/custom_model/404'));
	});

	it.each([
		['create', { method: 'POST', path: '/custom_model/create', id: {} }],
		['update', { method: 'PUT', path: '/custom_model/1', id: { id: '1' } }],
	] as const)(
		'%s with Min Confidence left at its default sends a value the service accepts (1, above 0)',
		async (operation, { method, path, id }) => {
			answer(`customModel.${operation}`, MODEL);
			await run('customModel', operation, { ...id, model_name: 'defaults', model_type: 't' });
			expect(sent()).toEqual(
				request(method, path, {
					body: { model_name: 'defaults', model_type: 't', min_confidence: 1 },
				}),
			);
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
	it('create and update send their fields as query parameters; list filters by model; get and delete by id', async () => {
		const LABEL = { id: 1, model_name: 'm', label_name: 'invoice' };
		answer('customModelLabel.create', LABEL);
		expect(
			await run('customModelLabel', 'create', {
				model_name: 'm',
				label_name: 'invoice',
				additionalFields: { associated_doc_type: 'invoice', priority: 2, is_default: true },
			}),
		).toEqual([LABEL]);
		expect(sent()).toEqual(
			request('POST', '/custom_model_label/create', {
				query: {
					model_name: 'm',
					label_name: 'invoice',
					associated_doc_type: 'invoice',
					priority: '2',
					is_default: 'true',
				},
				body: {},
			}),
		);

		answer('customModelLabel.getMany', [LABEL]);
		expect(
			await run('customModelLabel', 'getMany', { additionalFields: { model_name: 'm' } }),
		).toEqual([LABEL]);
		expect(sent()).toEqual(
			request('GET', '/custom_model_label/list', { query: { model_name: 'm' }, body: {} }),
		);

		answer('customModelLabel.update', LABEL);
		await run('customModelLabel', 'update', {
			id: '1',
			additionalFields: { priority: 1, label_name: 'bill' },
		});
		expect(sent()).toEqual(
			request('PUT', '/custom_model_label/1', {
				query: { priority: '1', label_name: 'bill' },
				body: {},
			}),
		);

		answer('customModelLabel.get', LABEL);
		expect(await run('customModelLabel', 'get', { id: '1' })).toEqual([LABEL]);
		expect(sent()).toEqual(request('GET', '/custom_model_label/1'));

		answer('customModelLabel.delete', { success: true });
		await run('customModelLabel', 'delete', { id: '1' });
		expect(sent()).toEqual(request('DELETE', '/custom_model_label/1'));
	});
});

describe('Classifier', () => {
	it('sends the PDF as a multipart part; another file is refused before anything is sent', async () => {
		const input = withFiles({ data: ['credit note 12.pdf', pdfWithPages(3), 'application/pdf'] });
		await run('classifier', 'classify', { file: 'data' }, { input });
		expect(sent()).toEqual(
			request('POST', '/classifier_v2/classify_document', {
				body: {},
				files: ['file: credit note 12.pdf'],
			}),
		);
		expect(last().files[0]).toMatchObject({
			contentType: 'application/pdf',
			size: pdfWithPages(3).length,
		});

		const { message } = await fails(
			'classifier',
			'classify',
			{ file: 'data' },
			{ input: withFiles({ data: ['scan.png', 'not a pdf', 'image/png'] }) },
		);
		expect(message).toContain(
			'Parameter "Input Binary Field": "scan.png" is image/png, but this operation takes a PDF',
		);
		expect(requests()).toHaveLength(1);
	});
});
