import { endpoints } from '../../../contract';
import { defineResource } from './defineResource';

export const flow = defineResource(endpoints.flow, {
	value: 'flow',
	name: 'Flow',
	operations: {
		get: { name: 'Get', action: 'Get the flow of a document' },
		test: { name: 'Test', action: 'Test the flow of a document' },
	},
});
