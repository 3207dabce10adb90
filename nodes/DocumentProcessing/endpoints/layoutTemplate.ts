import type { ResourceTable } from './types';

export const layoutTemplate: ResourceTable = {
	value: 'layoutTemplate',
	name: 'Layout Template',
	endpoints: [
		{ operation: 'getMany', name: 'Get Many', action: 'List the layout templates of a document type', method: 'GET', path: '/document_layout_template/get_layout_templates', query: ['doc_type_key:string:optional', 'sub_doc_type_key:string:optional'] },
		{ operation: 'create', name: 'Create', action: 'Create a layout template', method: 'POST', path: '/document_layout_template/create', body: 'form', fields: ['doc_type_key:string:required', 'sub_doc_type_key:string:optional', 'title:string:required', 'layout_json:json:optional'] },
		{ operation: 'get', name: 'Get', action: 'Get a layout template', method: 'GET', path: '/document_layout_template/{id}' },
		{ operation: 'update', name: 'Update', action: 'Update a layout template', method: 'PUT', path: '/document_layout_template/{id}', body: 'form', fields: ['doc_type_key:string:required', 'sub_doc_type_key:string:optional', 'title:string:required', 'layout_json:json:optional'] },
		{ operation: 'delete', name: 'Delete', action: 'Delete a layout template', method: 'DELETE', path: '/document_layout_template/{id}' },
		{ operation: 'uploadSample', name: 'Upload Sample', action: 'Upload a sample for a layout template', method: 'POST', path: '/document_layout_template/upload_template_sample', body: 'multipart', fields: ['id:string:required', 'file:file:required'] },
	],
};
