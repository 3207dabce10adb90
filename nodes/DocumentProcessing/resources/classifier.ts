import type { Endpoints } from '../../../contract';
import type { ResourceOverlay } from './types';

export const classifier: ResourceOverlay<Endpoints['classifier']> = {
	value: 'classifier',
	name: 'Classifier',
	settings: true,
	operations: {
		classify: { name: 'Classify', action: 'Classify each page of a PDF' },
	},
};
