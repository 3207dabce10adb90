import type { ResourceTable } from './types';

export const trainer: ResourceTable = {
	value: 'trainer',
	name: 'Trainer',
	endpoints: [
		{ operation: 'addSamples', name: 'Add Samples', action: 'Upload several sample documents', method: 'POST', path: '/document_trainer/add_sample_document', body: 'multipart', fields: ['doc_type:string:required', 'doc_locale:string:required', 'files:array<file>:required', 're_train:boolean=false:optional'] },
		{ operation: 'addSample', name: 'Add Sample', action: 'Upload one sample document', method: 'POST', path: '/document_trainer/add_one_sample_document', body: 'multipart', fields: ['doc_type:string:required', 'doc_locale:string:required', 'file:file:required', 're_train:boolean=false:optional'] },
		{ operation: 'retrainModel', name: 'Retrain Model', action: 'Retrain a model', method: 'POST', path: '/document_trainer/retrain_model' },
		{ operation: 'retrainAllModels', name: 'Retrain All Models', action: 'Retrain all models', method: 'POST', path: '/document_trainer/retrain_all_models' },
		{ operation: 'testClassification', name: 'Test Classification', action: 'Test the classification of a document', method: 'POST', path: '/document_trainer/test_classification', body: 'multipart', fields: ['file:file:required'] },
		{ operation: 'getSamples', name: 'Get Samples', action: 'List sample documents', method: 'POST', path: '/document_trainer/get_sample_documents', body: 'form', fields: ['doc_type:string:required'] },
		{ operation: 'deleteSample', name: 'Delete Sample', action: 'Delete a sample document', method: 'DELETE', path: '/document_trainer/delete_sample_document/{id}', body: 'form', fields: ['re_train:boolean=false:optional'] },
		{ operation: 'createTrainingFiles', name: 'Create Training Files', action: 'Create training files', method: 'POST', path: '/document_trainer/create_training_files', body: 'form', fields: ['doc_type:string:optional'] },
		{ operation: 'testModel', name: 'Test Model', action: 'Test a model', method: 'POST', path: '/document_trainer/test_model', body: 'form', fields: ['doc_type:string:optional'] },
	],
};
