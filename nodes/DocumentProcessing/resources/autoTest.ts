import type { Endpoints } from '../../../contract';
import type { ResourceOverlay } from './types';

export const autoTest: ResourceOverlay<Endpoints['autoTest']> = {
	value: 'autoTest',
	name: 'Auto Test',
	settings: true,
	operations: {
		createOrUpdate: {
			name: 'Create or Update',
			action: 'Copy a document as an auto test document',
		},
		delete: { name: 'Delete', action: 'Delete an auto test document' },
		get: { name: 'Get', action: 'Get the data of an auto test document' },
	},
};
