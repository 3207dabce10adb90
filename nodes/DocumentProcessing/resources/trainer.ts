import type { Endpoints } from '../../../contract';
import type { ResourceOverlay } from './types';

export const trainer: ResourceOverlay<Endpoints['trainer']> = {
	value: 'trainer',
	name: 'Trainer',
	settings: true,
	operations: {
		addSamples: { name: 'Add Samples', action: 'Upload several sample documents' },
		addSample: { name: 'Add Sample', action: 'Upload one sample document' },
		retrainModel: { name: 'Retrain Model', action: 'Retrain a model' },
		retrainAllModels: { name: 'Retrain All Models', action: 'Retrain every model' },
		testClassification: {
			name: 'Test Classification',
			action: 'Test the classification of a document',
		},
		getSamples: { name: 'Get Samples', action: 'List sample documents' },
		deleteSample: { name: 'Delete Sample', action: 'Delete a sample document' },
		createTrainingFiles: { name: 'Create Training Files', action: 'Create the training files' },
		testModel: { name: 'Test Model', action: 'Test a model' },
	},
};
