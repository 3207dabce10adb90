import { endpoints } from '../../../contract';
import { defineResource } from './defineResource';

export const customClassifier = defineResource(endpoints.customClassifier, {
	value: 'customClassifier',
	name: 'Custom Classifier',
	operations: {
		test: {
			name: 'Test Classification',
			action: 'Test a custom classification rule on a document',
		},
		train: { name: 'Train', action: 'Train documents with a custom rule' },
	},
});
