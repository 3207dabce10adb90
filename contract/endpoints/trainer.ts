import type { EndpointGroup } from '../types';

export const trainer = {
	addSamples: {
		group: 'Trainer, custom classifier, custom models',
		method: 'POST',
		path: '/document_trainer/add_sample_document',
		purpose: 'Upload several sample documents',
		body: {
			encoding: 'multipart',
			fields: [
				{ name: 'doc_type', type: 'string', required: true },
				{ name: 'doc_locale', type: 'string', required: true },
				{ name: 'files', type: 'files', required: true },
				{ name: 're_train', type: 'boolean', default: false },
			],
		},
	},
	addSample: {
		group: 'Trainer, custom classifier, custom models',
		method: 'POST',
		path: '/document_trainer/add_one_sample_document',
		purpose: 'Upload one sample document',
		body: {
			encoding: 'multipart',
			fields: [
				{ name: 'doc_type', type: 'string', required: true },
				{ name: 'doc_locale', type: 'string', required: true },
				{ name: 'file', type: 'file', required: true },
				{ name: 're_train', type: 'boolean', default: false },
			],
		},
	},
	retrainModel: {
		group: 'Trainer, custom classifier, custom models',
		method: 'POST',
		path: '/document_trainer/retrain_model',
		purpose: 'Retrain a model',
	},
	retrainAllModels: {
		group: 'Trainer, custom classifier, custom models',
		method: 'POST',
		path: '/document_trainer/retrain_all_models',
		purpose: 'Retrain all models',
	},
	testClassification: {
		group: 'Trainer, custom classifier, custom models',
		method: 'POST',
		path: '/document_trainer/test_classification',
		purpose: 'Test classification of a document',
		body: {
			encoding: 'multipart',
			fields: [{ name: 'file', type: 'file', required: true }],
		},
	},
	getSamples: {
		group: 'Trainer, custom classifier, custom models',
		method: 'POST',
		path: '/document_trainer/get_sample_documents',
		purpose: 'Retrieve sample documents',
		body: {
			encoding: 'form',
			fields: [{ name: 'doc_type', type: 'string', required: true }],
		},
	},
	deleteSample: {
		group: 'Trainer, custom classifier, custom models',
		method: 'DELETE',
		path: '/document_trainer/delete_sample_document/{id}',
		purpose: 'Delete a sample document',
		body: {
			encoding: 'form',
			fields: [{ name: 're_train', type: 'boolean', default: false }],
		},
	},
	createTrainingFiles: {
		group: 'Trainer, custom classifier, custom models',
		method: 'POST',
		path: '/document_trainer/create_training_files',
		purpose: 'Create training files',
		body: {
			encoding: 'form',
			fields: [{ name: 'doc_type', type: 'string' }],
		},
	},
	testModel: {
		group: 'Trainer, custom classifier, custom models',
		method: 'POST',
		path: '/document_trainer/test_model',
		purpose: 'Test a model',
		body: {
			encoding: 'form',
			fields: [{ name: 'doc_type', type: 'string' }],
		},
	},
} as const satisfies EndpointGroup;
