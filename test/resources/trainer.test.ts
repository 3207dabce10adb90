// Trainer and Custom Classifier through n8n's engine: sample documents, retraining, test classification.
import { useAreaHarness, withFiles } from '../support/areaHarness';

const { last, run, fails, state } = useAreaHarness();
const pdf = (text: string) => Buffer.from(`%PDF-1.4 ${text}`);
const samples = withFiles({
	a: ['receipt 1.pdf', pdf('one'), 'application/pdf'],
	b: ['scan 2.pdf', pdf('two'), 'application/pdf'],
});

describe('Trainer', () => {
	it('add samples → list → delete with retraining → 404', async () => {
		const [added] = await run(
			'trainer',
			'addSamples',
			{ doc_type: 'receipt', doc_locale: 'de-DE', files: 'a, b' },
			{ input: samples },
		);
		expect(last()).toMatchObject({
			method: 'POST',
			path: '/document_trainer/add_sample_document',
			body: { doc_type: 'receipt', doc_locale: 'de-DE' },
		});
		expect(last().files.map((file) => [file.field, file.filename])).toEqual([
			['files', 'receipt 1.pdf'],
			['files', 'scan 2.pdf'],
		]);
		expect(added).toMatchObject({ success: true, retrained: false, model_version: 0 });
		expect(added.samples).toHaveLength(2);

		const [one] = await run(
			'trainer',
			'addSample',
			{ doc_type: 'invoice', doc_locale: 'en-GB', file: 'a', additionalFields: { re_train: true } },
			{ input: samples },
		);
		expect(last()).toMatchObject({
			method: 'POST',
			path: '/document_trainer/add_one_sample_document',
			body: { doc_type: 'invoice', doc_locale: 'en-GB', re_train: 'true' },
		});
		expect(last().files).toEqual([
			expect.objectContaining({ field: 'file', filename: 'receipt 1.pdf' }),
		]);
		expect(one).toMatchObject({
			id: 3,
			doc_type: 'invoice',
			file_name: 'receipt 1.pdf',
			retrained: true,
			model_version: 1,
		});

		const receipts = await run('trainer', 'getSamples', { doc_type: 'receipt' });
		expect(last()).toMatchObject({
			method: 'POST',
			path: '/document_trainer/get_sample_documents',
			body: { doc_type: 'receipt' },
		});
		expect(receipts.map((sample) => sample.file_name)).toEqual(['receipt 1.pdf', 'scan 2.pdf']);

		const [deleted] = await run('trainer', 'deleteSample', {
			id: '1',
			additionalFields: { re_train: true },
		});
		expect(last()).toMatchObject({
			method: 'DELETE',
			path: '/document_trainer/delete_sample_document/1',
			body: { re_train: 'true' },
			status: 200,
		});
		expect(deleted).toEqual({
			deleted: true,
			success: true,
			id: 1,
			retrained: true,
			model_version: 2,
		});
		expect(
			(await run('trainer', 'getSamples', { doc_type: 'receipt' })).map((sample) => sample.id),
		).toEqual([2]);
		const gone = await fails('trainer', 'deleteSample', { id: '1' });
		expect(gone).toMatchObject({ status: 404 });
		expect(gone.message).toContain('Sample document not found');
		expect(
			(
				await fails(
					'trainer',
					'addSample',
					{ doc_type: 'nope', doc_locale: 'de', file: 'a' },
					{ input: samples },
				)
			).status,
		).toBe(404);
	});

	it('retrain one or all models, create training files, test the model', async () => {
		await run(
			'trainer',
			'addSamples',
			{ doc_type: 'receipt', doc_locale: 'de-DE', files: 'a, b' },
			{ input: samples },
		);
		const [retrained] = await run('trainer', 'retrainModel');
		expect(last()).toMatchObject({
			method: 'POST',
			path: '/document_trainer/retrain_model',
			status: 200,
			body: {},
		});
		expect(retrained).toMatchObject({ success: true, version: 1, samples: 2 });
		const [all] = await run('trainer', 'retrainAllModels');
		expect(last()).toMatchObject({
			method: 'POST',
			path: '/document_trainer/retrain_all_models',
			status: 200,
		});
		expect(all).toMatchObject({ version: 2, models: [{ doc_type: 'receipt', samples: 2 }] });

		const [files] = await run('trainer', 'createTrainingFiles', {
			additionalFields: { doc_type: 'receipt' },
		});
		expect(last()).toMatchObject({
			method: 'POST',
			path: '/document_trainer/create_training_files',
			body: { doc_type: 'receipt' },
		});
		expect(files).toEqual({
			success: true,
			doc_type: 'receipt',
			training_files: [{ doc_type: 'receipt', samples: 2 }],
		});

		// The fake classification reads "receipt" in one of the two file names.
		const [tested] = await run('trainer', 'testModel', {
			additionalFields: { doc_type: 'receipt' },
		});
		expect(last()).toMatchObject({
			method: 'POST',
			path: '/document_trainer/test_model',
			body: { doc_type: 'receipt' },
		});
		expect(tested).toEqual({
			doc_type: 'receipt',
			samples: 2,
			correct: 1,
			accuracy: 0.5,
			model_version: 2,
		});
	});

	it('test classification recognises a trained sample by its bytes', async () => {
		await run(
			'trainer',
			'addSamples',
			{ doc_type: 'receipt', doc_locale: 'de-DE', files: 'a, b' },
			{ input: samples },
		);
		const input = withFiles({ data: ['renamed.pdf', pdf('two'), 'application/pdf'] });
		const [known] = await run('trainer', 'testClassification', { file: 'data' }, { input });
		expect(last()).toMatchObject({
			method: 'POST',
			path: '/document_trainer/test_classification',
			status: 200,
		});
		expect(last().files[0]).toMatchObject({ field: 'file', filename: 'renamed.pdf' });
		expect(known).toMatchObject({ file_name: 'renamed.pdf', doc_type: 'receipt', confidence: 1 });
		const [unknown] = await run(
			'trainer',
			'testClassification',
			{ file: 'data' },
			{ input: withFiles({ data: ['order 5.pdf', pdf('new'), 'application/pdf'] }) },
		);
		expect(unknown).toMatchObject({ doc_type: 'purchase_order' });
	});
});

describe('Custom Classifier', () => {
	it('train with a label and tags, then test: same bytes, similar name, nothing alike', async () => {
		const [trained] = await run(
			'customClassifier',
			'train',
			{ label: 'freight', files: 'a, b', additionalFields: { tags: 'logistics, eu' } },
			{ input: samples },
		);
		expect(last()).toMatchObject({
			method: 'POST',
			path: '/custom_classifier/train_document',
			body: { label: 'freight', tags: ['logistics', 'eu'] },
		});
		expect(last().files.map((file) => file.field)).toEqual(['files', 'files']);
		expect(trained).toEqual({
			success: true,
			label: 'freight',
			tags: ['logistics', 'eu'],
			trained: 2,
			files: ['receipt 1.pdf', 'scan 2.pdf'],
		});
		expect(state().areas.training.classifierTraining.size).toBe(2);

		const test = async (name: string, content: Buffer) =>
			(
				await run(
					'customClassifier',
					'test',
					{ file: 'data' },
					{ input: withFiles({ data: [name, content, 'application/pdf'] }) },
				)
			)[0];
		expect(await test('x.pdf', pdf('one'))).toEqual({
			file_name: 'x.pdf',
			label: 'freight',
			confidence: 0.99,
			tags: ['logistics', 'eu'],
		});
		expect(last()).toMatchObject({
			method: 'POST',
			path: '/custom_classifier/test_classification',
			status: 200,
		});
		expect(await test('scan 7.pdf', pdf('other'))).toMatchObject({
			label: 'freight',
			confidence: 0.6,
		});
		expect(await test('letter.pdf', pdf('other'))).toEqual({
			file_name: 'letter.pdf',
			label: null,
			confidence: 0,
			tags: [],
		});
	});
});
