import type { EndpointGroup } from '../types';

export const layoutTemplate = {
	getMany: {
		group: 'Layout templates',
		method: 'GET',
		path: '/document_layout_template/get_layout_templates',
		purpose: 'Layout templates of a document',
		query: [
			{ name: 'doc_type_key', type: 'string' },
			{ name: 'sub_doc_type_key', type: 'string' },
		],
	},
	create: {
		group: 'Layout templates',
		method: 'POST',
		path: '/document_layout_template/create',
		purpose: 'Create a template',
		body: {
			encoding: 'form',
			fields: [
				{ name: 'doc_type_key', type: 'string', required: true },
				{ name: 'sub_doc_type_key', type: 'string' },
				{ name: 'title', type: 'string', required: true },
				{ name: 'layout_json', type: 'json' },
			],
		},
	},
	get: {
		group: 'Layout templates',
		method: 'GET',
		path: '/document_layout_template/{id}',
		purpose: 'Retrieve a template',
	},
	update: {
		group: 'Layout templates',
		method: 'PUT',
		path: '/document_layout_template/{id}',
		purpose: 'Update a template',
		body: {
			encoding: 'form',
			fields: [
				{ name: 'doc_type_key', type: 'string', required: true },
				{ name: 'sub_doc_type_key', type: 'string' },
				{ name: 'title', type: 'string', required: true },
				{ name: 'layout_json', type: 'json' },
			],
		},
	},
	delete: {
		group: 'Layout templates',
		method: 'DELETE',
		path: '/document_layout_template/{id}',
		purpose: 'Delete a template',
	},
	uploadSample: {
		group: 'Layout templates',
		method: 'POST',
		path: '/document_layout_template/upload_template_sample',
		purpose: 'Upload a sample template',
		body: {
			encoding: 'multipart',
			fields: [
				{ name: 'id', type: 'string', required: true },
				{ name: 'file', type: 'file', required: true },
			],
		},
	},
} as const satisfies EndpointGroup;
