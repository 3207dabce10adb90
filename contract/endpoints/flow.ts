import type { EndpointGroup } from '../types';

export const flow = {
	get: {
		group: 'Status alerts, OCR configuration, flow',
		method: 'GET',
		path: '/flow/get_document_flow/{doc_id}',
		purpose: 'Flow of a document',
	},
	test: {
		group: 'Status alerts, OCR configuration, flow',
		method: 'GET',
		path: '/flow/test_flow/{doc_id}',
		purpose: 'Test a document flow',
	},
} as const satisfies EndpointGroup;
