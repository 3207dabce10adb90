import type { ResourceTable } from './types';

export const flow: ResourceTable = {
	value: 'flow',
	name: 'Flow',
	endpoints: [
		{ operation: 'getDocumentFlow', name: 'Get Document Flow', action: 'Flow of a document', method: 'GET', path: '/flow/get_document_flow/{doc_id}' },
		{ operation: 'testFlow', name: 'Test Flow', action: 'Test a document flow', method: 'GET', path: '/flow/test_flow/{doc_id}' },
	],
};
