// Trainer and Custom Classifier through n8n's engine: the requests each operation sends (fields as
// form fields, samples as multipart parts: several under one field name), the service's 404.
import { request, useAreaHarness, withFiles } from '../support/areaHarness';

const { sent, answer, refuse, run, fails } = useAreaHarness();
const pdf = (text: string) => Buffer.from(`%PDF-1.4 ${text}`);
const samples = withFiles({
	a: ['receipt 1.pdf', pdf('one'), 'application/pdf'],
	b: ['scan 2.pdf', pdf('two'), 'application/pdf'],
});

describe('Trainer', () => {
	it('add samples (several, one), list, delete with retraining; a 404 is the error', async () => {
		await run(
			'trainer',
			'addSamples',
			{ doc_type: 'receipt', doc_locale: 'de-DE', files: 'a, b' },
			{ input: samples },
		);
		expect(sent()).toEqual(
			request('POST', '/document_trainer/add_sample_document', {
				body: { doc_type: 'receipt', doc_locale: 'de-DE' },
				files: ['files: receipt 1.pdf', 'files: scan 2.pdf'],
			}),
		);

		await run(
			'trainer',
			'addSample',
			{ doc_type: 'invoice', doc_locale: 'en-GB', file: 'a', additionalFields: { re_train: true } },
			{ input: samples },
		);
		expect(sent()).toEqual(
			request('POST', '/document_trainer/add_one_sample_document', {
				body: { doc_type: 'invoice', doc_locale: 'en-GB', re_train: 'true' },
				files: ['file: receipt 1.pdf'],
			}),
		);

		const listed = [{ id: 1 }, { id: 2 }];
		answer('trainer.getSamples', listed);
		expect(await run('trainer', 'getSamples', { doc_type: 'receipt' })).toEqual(listed);
		expect(sent()).toEqual(
			request('POST', '/document_trainer/get_sample_documents', {
				body: { doc_type: 'receipt' },
			}),
		);

		answer('trainer.deleteSample', { success: true });
		await run('trainer', 'deleteSample', { id: '1', additionalFields: { re_train: true } });
		expect(sent()).toEqual(
			request('DELETE', '/document_trainer/delete_sample_document/1', {
				body: { re_train: 'true' },
			}),
		);
		refuse('trainer.deleteSample', 404, 'Sample document not found');
		const gone = await fails('trainer', 'deleteSample', { id: '1' });
		expect(gone).toMatchObject({ status: 404 });
		expect(gone.message).toContain('Sample document not found');
	});

	it('retrain one or all models, create training files, test the model', async () => {
		const done = { success: true };
		for (const operation of [
			'retrainModel',
			'retrainAllModels',
			'createTrainingFiles',
			'testModel',
		] as const)
			answer(`trainer.${operation}`, done);

		expect(await run('trainer', 'retrainModel')).toEqual([done]);
		expect(sent()).toEqual(request('POST', '/document_trainer/retrain_model'));
		await run('trainer', 'retrainAllModels');
		expect(sent()).toEqual(request('POST', '/document_trainer/retrain_all_models'));

		await run('trainer', 'createTrainingFiles', { additionalFields: { doc_type: 'receipt' } });
		expect(sent()).toEqual(
			request('POST', '/document_trainer/create_training_files', {
				body: { doc_type: 'receipt' },
			}),
		);
		await run('trainer', 'testModel', { additionalFields: { doc_type: 'receipt' } });
		expect(sent()).toEqual(
			request('POST', '/document_trainer/test_model', { body: { doc_type: 'receipt' } }),
		);
	});

	it('test classification sends the file; the answer is the item', async () => {
		const classified = { file_name: 'renamed.pdf', doc_type: 'receipt', confidence: 1 };
		answer('trainer.testClassification', classified);
		const input = withFiles({ data: ['renamed.pdf', pdf('two'), 'application/pdf'] });
		expect(await run('trainer', 'testClassification', { file: 'data' }, { input })).toEqual([
			classified,
		]);
		expect(sent()).toEqual(
			request('POST', '/document_trainer/test_classification', {
				files: ['file: renamed.pdf'],
			}),
		);
	});
});

describe('Custom Classifier', () => {
	it('train sends the label, the tags as repeated fields and the files; test sends the file', async () => {
		await run(
			'customClassifier',
			'train',
			{ label: 'freight', files: 'a, b', additionalFields: { tags: 'logistics, eu' } },
			{ input: samples },
		);
		expect(sent()).toEqual(
			request('POST', '/custom_classifier/train_document', {
				body: { label: 'freight', tags: ['logistics', 'eu'] },
				files: ['files: receipt 1.pdf', 'files: scan 2.pdf'],
			}),
		);

		const verdict = { file_name: 'x.pdf', label: 'freight', confidence: 0.99 };
		answer('customClassifier.test', verdict);
		const input = withFiles({ data: ['x.pdf', pdf('one'), 'application/pdf'] });
		expect(await run('customClassifier', 'test', { file: 'data' }, { input })).toEqual([verdict]);
		expect(sent()).toEqual(
			request('POST', '/custom_classifier/test_classification', { files: ['file: x.pdf'] }),
		);
	});
});
