import { endpoints } from '../../../contract';
import { defineResource } from './defineResource';

export const classifier = defineResource(endpoints.classifier, {
	value: 'classifier',
	name: 'Classifier',
	operations: {
		classify: { name: 'Classify', action: 'Classify each page of a PDF' },
	},
});
