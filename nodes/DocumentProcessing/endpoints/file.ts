import type { ResourceTable } from './types';

export const file: ResourceTable = {
	value: 'file',
	name: 'File',
	endpoints: [
		{ operation: 'downloadDocument', name: 'Download Document File', action: 'Download a file of a document', method: 'GET', path: '/resource/document/{doc_id}/{filename}', binaryResponse: true },
		{ operation: 'downloadPageImage', name: 'Download Page Image', action: 'Download the image of a document page', method: 'GET', path: '/resource/image/{doc_id}/{page}', binaryResponse: true },
		{ operation: 'downloadResourceImage', name: 'Download Resource Image', action: 'Download the page image of a given resource type', method: 'GET', path: '/resource/{type}/{id}/image/{page}', binaryResponse: true },
		{ operation: 'checkStorage', name: 'Check Storage', action: 'Check that a file exists in online storage', method: 'GET', path: '/resource/check_storage', query: ['doc_id:string:required', 'filename:string:required'] },
		{ operation: 'checkStorageMany', name: 'Check Storage Many', action: 'Check several files in online storage', method: 'POST', path: '/resource/mass_check_storage', query: ['id:string:required'] },
		{ operation: 'getErrors', name: 'Get Errors', action: 'Get the error message and cause stored for documents', method: 'GET', path: '/resource/get_errors', query: ['doc_id:string:required'] },
	],
};
