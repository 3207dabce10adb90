import type { EndpointGroup } from '../types';

export const autoTest = {
	createOrUpdate: {
		group: 'Data vault, auto test, pattern validation, key-value extractor',
		method: 'POST',
		path: '/auto_test/add_update_document',
		purpose: 'Duplicate a document into an auto test document',
		body: {
			encoding: 'form',
			fields: [{ name: 'doc_id', type: 'string' }],
		},
	},
	delete: {
		group: 'Data vault, auto test, pattern validation, key-value extractor',
		method: 'DELETE',
		path: '/auto_test/remove_document',
		purpose: 'Delete an auto test document',
		query: [{ name: 'doc_id', type: 'string', required: true }],
	},
	get: {
		group: 'Data vault, auto test, pattern validation, key-value extractor',
		method: 'GET',
		path: '/auto_test/get_document_data',
		purpose: 'Data of an auto test document',
		query: [{ name: 'doc_id', type: 'string', required: true }],
	},
} as const satisfies EndpointGroup;
