// Custom models and their labels, trainer sample documents and the custom classifier's training
// documents. Files are kept as name, type, size and hash: enough to recognise them again.
import { createHash } from 'node:crypto';
import type { UploadedFile } from '../../contract';
import { RecordStore, type StoredRecord } from '../../standIn/stores/recordStore';

export interface CustomModelRecord extends StoredRecord {
	model_name: string;
	model_path: string | null;
	model_version: string | null;
	model_type: string;
	min_confidence: number;
	first_page_classification_only: boolean;
	is_default: boolean;
}

export interface CustomModelLabelRecord extends StoredRecord {
	model_name: string;
	label_name: string;
	associated_doc_type: string | null;
	associated_sub_doc_type: string | null;
	further_classification_model: string | null;
	further_classification_model_version: string | null;
	priority: number | null;
	is_default: boolean;
}

export interface StoredFile {
	file_name: string;
	content_type: string;
	size: number;
	sha256: string;
}

export interface SampleDocumentRecord extends StoredRecord, StoredFile {
	doc_type: string;
	doc_locale: string;
	created_on: string;
}

export interface ClassifierTrainingRecord extends StoredRecord, StoredFile {
	label: string;
	tags: string[];
}

export const storedFile = (file: UploadedFile): StoredFile => ({
	file_name: file.filename,
	content_type: file.contentType,
	size: file.data.length,
	sha256: createHash('sha256').update(file.data).digest('hex'),
});

export class TrainingStores {
	readonly customModels = new RecordStore<CustomModelRecord>('Custom model');
	readonly customModelLabels = new RecordStore<CustomModelLabelRecord>('Custom model label');
	readonly samples = new RecordStore<SampleDocumentRecord>('Sample document');
	readonly classifierTraining = new RecordStore<ClassifierTrainingRecord>('Training document');
	/** The trainer's classification model: retraining bumps the version. */
	trainedModel = { version: 0, trained_on: null as string | null, samples: 0 };

	retrain(now: string) {
		this.trainedModel = {
			version: this.trainedModel.version + 1,
			trained_on: now,
			samples: this.samples.size,
		};
		return this.trainedModel;
	}

	reset(): void {
		for (const store of [
			this.customModels,
			this.customModelLabels,
			this.samples,
			this.classifierTraining,
		])
			store.clear();
		this.trainedModel = { version: 0, trained_on: null, samples: 0 };
	}
}
