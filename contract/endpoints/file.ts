import type { EndpointGroup } from '../types';

export const file = {
	downloadDocument: {
		group: 'Resources (files and images)',
		method: 'GET',
		path: '/resource/document/{doc_id}/{filename}',
		purpose: 'A file of a document',
		response: 'file',
	},
	downloadPageImage: {
		group: 'Resources (files and images)',
		method: 'GET',
		path: '/resource/image/{doc_id}/{page}',
		purpose: 'An image of a page',
		response: 'file',
	},
	downloadResourceImage: {
		group: 'Resources (files and images)',
		method: 'GET',
		path: '/resource/{type}/{id}/image/{page}',
		purpose: 'An image of a page of a given resource type',
		response: 'file',
	},
	checkStorage: {
		group: 'Resources (files and images)',
		method: 'GET',
		path: '/resource/check_storage',
		purpose: 'Check that a file exists in online storage',
		query: [
			{ name: 'doc_id', type: 'string', required: true },
			{ name: 'filename', type: 'string', required: true },
		],
	},
	checkStorageMany: {
		group: 'Resources (files and images)',
		method: 'POST',
		path: '/resource/mass_check_storage',
		purpose: 'Check several files in online storage',
		query: [{ name: 'id', type: 'string', required: true }],
	},
	getErrors: {
		group: 'Resources (files and images)',
		method: 'GET',
		path: '/resource/get_errors',
		purpose: 'Error message and exception cause stored for the given document ids',
		query: [{ name: 'doc_id', type: 'string', required: true }],
	},
} as const satisfies EndpointGroup;
