// Trainer sample documents (/document_trainer/...), the custom classifier (/custom_classifier/...)
// and the v2 classifier (/classifier_v2/...), over state.areas.training. Classification is the
// fake one of fakeExtraction.ts (the v2 classifier reads a PDF's text first, extraction/), unless the
// file is one the sandbox was trained with.
import { classifyUpload } from '../extraction';
import { classifyDocument } from '../../standIn/fakeExtraction';
import type { UploadedFile } from '../../contract';
import { storedFile, type SampleDocumentRecord, type TrainingStores } from '../stores/training';
import { optionalText, requiredText, textList } from '../../standIn/behaviour/inputValues';
import { json, type BehaviourTable, type HandlerContext } from './types';

const trainingOf = (context: HandlerContext) => context.state.areas.training;

function addSamples(context: HandlerContext, files: UploadedFile[]) {
	const { body, state } = context;
	const docType = state.areas.documentSetup.requireDocumentType(
		requiredText(body, 'doc_type'),
	).doc_type_name;
	const training = trainingOf(context);
	const samples = files.map((file) =>
		training.samples.add({
			...storedFile(file),
			doc_type: docType,
			doc_locale: requiredText(body, 'doc_locale'),
			created_on: state.nowIso(),
		}),
	);
	const model = body.re_train === true ? training.retrain(state.nowIso()) : undefined;
	return { samples, retrained: model !== undefined, model_version: training.trainedModel.version };
}

/** A sample with the same bytes decides; otherwise the fake classification. */
function classifyAgainstSamples(training: TrainingStores, file: UploadedFile) {
	const known = training.samples.find((sample) => sample.sha256 === storedFile(file).sha256);
	return known ? { doc_type: known.doc_type, confidence: 1 } : classifyDocument(file.filename);
}

const samplesOf = (training: TrainingStores, docType: string | undefined) =>
	training.samples.list((sample) => docType === undefined || sample.doc_type === docType);

function countByDocType(samples: SampleDocumentRecord[]) {
	const counts = new Map<string, number>();
	samples.forEach((sample) => counts.set(sample.doc_type, (counts.get(sample.doc_type) ?? 0) + 1));
	return [...counts].map(([doc_type, samplesCount]) => ({ doc_type, samples: samplesCount }));
}

const tokens = (name: string) =>
	new Set(
		name
			.toLowerCase()
			.replace(/\.[^.]*$/, '')
			.split(/[^a-z0-9]+/)
			.filter(Boolean),
	);

/** The label trained with the same bytes, else the one whose file names share most words with this one. */
function customClassification(context: HandlerContext, file: UploadedFile) {
	const trained = trainingOf(context).classifierTraining.list();
	const same = trained.find((record) => record.sha256 === storedFile(file).sha256);
	if (same) return { label: same.label, confidence: 0.99, tags: same.tags };
	const wanted = tokens(file.filename);
	const scored = trained
		.map((record) => ({
			record,
			shared: [...tokens(record.file_name)].filter((token) => wanted.has(token)).length,
		}))
		.filter(({ shared }) => shared > 0)
		.sort((a, b) => b.shared - a.shared);
	if (scored.length === 0) return { label: null, confidence: 0, tags: [] };
	const best = scored[0];
	return {
		label: best.record.label,
		confidence: Math.min(0.9, 0.5 + best.shared * 0.1),
		tags: best.record.tags,
	};
}

/** The default custom model (or the first one) with the label for the document type, if it has one. */
function classifierModel(context: HandlerContext, docType: string) {
	const { customModels, customModelLabels } = trainingOf(context);
	const model = customModels.find((candidate) => candidate.is_default) ?? customModels.list()[0];
	const modelName = model?.model_name ?? 'sandbox-classifier';
	const label = customModelLabels
		.list(
			(candidate) =>
				candidate.model_name === modelName && candidate.associated_doc_type === docType,
		)
		.sort(
			(a, b) => (a.priority ?? Number.MAX_SAFE_INTEGER) - (b.priority ?? Number.MAX_SAFE_INTEGER),
		)[0];
	return {
		model_name: modelName,
		model_version: model?.model_version ?? '1',
		classification_label: label?.label_name ?? docType,
		label_priority: label?.priority ?? null,
	};
}

export const trainingBehaviour: BehaviourTable = {
	'trainer.addSamples': (context) =>
		json({ success: true, ...addSamples(context, context.files.files) }),

	'trainer.addSample': (context) => {
		const { samples, ...rest } = addSamples(context, context.files.file);
		return json({ success: true, ...samples[0], ...rest });
	},

	'trainer.getSamples': (context) =>
		json(samplesOf(trainingOf(context), requiredText(context.body, 'doc_type'))),

	'trainer.deleteSample': (context) => {
		const training = trainingOf(context);
		const sample = training.samples.remove(context.pathParams.id);
		const retrained = context.body.re_train === true;
		if (retrained) training.retrain(context.state.nowIso());
		return json({
			success: true,
			id: sample.id,
			retrained,
			model_version: training.trainedModel.version,
		});
	},

	'trainer.retrainModel': (context) =>
		json({ success: true, ...trainingOf(context).retrain(context.state.nowIso()) }),

	'trainer.retrainAllModels': (context) => {
		const training = trainingOf(context);
		const model = training.retrain(context.state.nowIso());
		return json({ success: true, ...model, models: countByDocType(training.samples.list()) });
	},

	'trainer.testClassification': (context) => {
		const [file] = context.files.file;
		const training = trainingOf(context);
		return json({
			file_name: file.filename,
			...classifyAgainstSamples(training, file),
			model_version: training.trainedModel.version,
		});
	},

	'trainer.createTrainingFiles': (context) => {
		const docType = optionalText(context.body, 'doc_type');
		const files = countByDocType(samplesOf(trainingOf(context), docType));
		return json({ success: true, doc_type: docType ?? null, training_files: files });
	},

	/** How many samples the fake classification puts in their own document type. */
	'trainer.testModel': (context) => {
		const docType = optionalText(context.body, 'doc_type');
		const training = trainingOf(context);
		const samples = samplesOf(training, docType);
		const correct = samples.filter(
			(sample) => classifyDocument(sample.file_name).doc_type === sample.doc_type,
		).length;
		const accuracy =
			samples.length === 0 ? null : Math.round((correct / samples.length) * 1000) / 1000;
		return json({
			doc_type: docType ?? null,
			samples: samples.length,
			correct,
			accuracy,
			model_version: training.trainedModel.version,
		});
	},

	'customClassifier.train': (context) => {
		const label = requiredText(context.body, 'label');
		const tags = textList(context.body, 'tags');
		const records = context.files.files.map((file) =>
			trainingOf(context).classifierTraining.add({ ...storedFile(file), label, tags }),
		);
		return json({
			success: true,
			label,
			tags,
			trained: records.length,
			files: records.map((record) => record.file_name),
		});
	},

	'customClassifier.test': (context) => {
		const [file] = context.files.file;
		return json({ file_name: file.filename, ...customClassification(context, file) });
	},

	/** One page entry per page of the PDF (pdfjs; `/Type /Page` markers for bytes it cannot open; at least one). */
	'classifier.classify': async (context) => {
		const [file] = context.files.file;
		const {
			doc_type,
			confidence,
			pages: pageCount,
		} = await classifyUpload({ ...file, contentType: 'application/pdf' });
		const model = classifierModel(context, doc_type);
		const pages = Array.from({ length: pageCount }, (_, index) => ({
			page: index + 1,
			classification: model.classification_label,
			prob: confidence,
			model_name: model.model_name,
			model_version: model.model_version,
			label_doc_type: doc_type,
			label_priority: model.label_priority,
		}));
		return json({
			model_name: model.model_name,
			model_version: model.model_version,
			classification_label: model.classification_label,
			doc_type,
			pages,
			classification_score: confidence,
		});
	},
};
