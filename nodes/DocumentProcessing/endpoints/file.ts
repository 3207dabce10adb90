import type { ResourceTable } from './types';

export const file: ResourceTable = {
	value: 'file',
	name: 'File',
	endpoints: [
		{ operation: 'document', name: 'Document', action: 'A file of a document', method: 'GET', path: '/resource/document/{doc_id}/{filename}' },
		{ operation: 'image', name: 'Image', action: 'An image of a page', method: 'GET', path: '/resource/image/{doc_id}/{page}' },
		{ operation: 'resourceImageGet', name: 'Resource Image Get', action: 'An image of a page of a given resource type', method: 'GET', path: '/resource/{type}/{id}/image/{page}' },
		{ operation: 'checkStorage', name: 'Check Storage', action: 'Check that a file exists in online storage', method: 'GET', path: '/resource/check_storage', query: ['doc_id:string:required', 'filename:string:required'] },
		{ operation: 'massCheckStorage', name: 'Mass Check Storage', action: 'Check several files in online storage', method: 'POST', path: '/resource/mass_check_storage', query: ['id:string:required'] },
		{ operation: 'getErrors', name: 'Get Errors', action: 'Error message and exception cause stored for the given document ids', method: 'GET', path: '/resource/get_errors', query: ['doc_id:string:required'] },
	],
};
