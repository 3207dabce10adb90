import type { ResourceTable } from './types';

export const layoutTemplate: ResourceTable = {
	value: 'layoutTemplate',
	name: 'Layout Template',
	endpoints: [
		{ operation: 'getLayoutTemplates', name: 'Get Layout Templates', action: 'Layout templates of a document', method: 'GET', path: '/document_layout_template/get_layout_templates', query: ['doc_type_key:string:optional', 'sub_doc_type_key:string:optional'] },
		{ operation: 'create', name: 'Create', action: 'Create a template', method: 'POST', path: '/document_layout_template/create', body: 'form', fields: ['doc_type_key:string:required', 'sub_doc_type_key:string:optional', 'title:string:required', 'layout_json:string:optional'] },
		{ operation: 'documentLayoutTemplate', name: 'Document Layout Template', action: 'Retrieve a template', method: 'GET', path: '/document_layout_template/{id}' },
		{ operation: 'documentLayoutTemplatePut', name: 'Document Layout Template Put', action: 'Update a template', method: 'PUT', path: '/document_layout_template/{id}', body: 'form', fields: ['doc_type_key:string:required', 'sub_doc_type_key:string:optional', 'title:string:required', 'layout_json:string:optional'] },
		{ operation: 'documentLayoutTemplateDelete', name: 'Document Layout Template Delete', action: 'Delete a template', method: 'DELETE', path: '/document_layout_template/{id}' },
		{ operation: 'uploadTemplateSample', name: 'Upload Template Sample', action: 'Upload a sample template', method: 'POST', path: '/document_layout_template/upload_template_sample', body: 'multipart', fields: ['id:string:required', 'file:file:required'] },
	],
};
