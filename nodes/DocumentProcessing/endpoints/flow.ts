import type { ResourceTable } from './types';

export const flow: ResourceTable = {
	value: 'flow',
	name: 'Flow',
	endpoints: [
		{ operation: 'get', name: 'Get', action: 'Get the flow of a document', method: 'GET', path: '/flow/get_document_flow/{doc_id}' },
		{ operation: 'test', name: 'Test', action: 'Test the flow of a document', method: 'GET', path: '/flow/test_flow/{doc_id}' },
	],
};
