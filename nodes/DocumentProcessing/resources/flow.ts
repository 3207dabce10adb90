import type { Endpoints } from '../../../contract';
import type { ResourceOverlay } from './types';

export const flow: ResourceOverlay<Endpoints['flow']> = {
	value: 'flow',
	name: 'Flow',
	operations: {
		get: { name: 'Get', action: 'Get the flow of a document' },
		test: { name: 'Test', action: 'Test the flow of a document' },
	},
};
