import type { ResourceTable } from './types';

export const autoTest: ResourceTable = {
	value: 'autoTest',
	name: 'Auto Test',
	endpoints: [
		{ operation: 'createOrUpdate', name: 'Create or Update', action: 'Duplicate a document into an auto test document', method: 'POST', path: '/auto_test/add_update_document', body: 'form', fields: ['doc_id:string:optional'] },
		{ operation: 'delete', name: 'Delete', action: 'Delete an auto test document', method: 'DELETE', path: '/auto_test/remove_document', query: ['doc_id:string:required'] },
		{ operation: 'get', name: 'Get', action: 'Get the data of an auto test document', method: 'GET', path: '/auto_test/get_document_data', query: ['doc_id:string:required'] },
	],
};
