import type { Endpoints } from '../../../contract';
import type { ResourceOverlay } from './types';

export const customClassifier: ResourceOverlay<Endpoints['customClassifier']> = {
	value: 'customClassifier',
	name: 'Custom Classifier',
	settings: true,
	operations: {
		test: {
			name: 'Test Classification',
			action: 'Test a custom classification rule',
		},
		train: { name: 'Train', action: 'Train documents with a custom rule' },
	},
};
