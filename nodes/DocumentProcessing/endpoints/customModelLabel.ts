import type { ResourceTable } from './types';

export const customModelLabel: ResourceTable = {
	value: 'customModelLabel',
	name: 'Custom Model Label',
	endpoints: [
		{ operation: 'getMany', name: 'Get Many', action: 'List the labels of custom models', method: 'GET', path: '/custom_model_label/list', query: ['model_name:string:optional'] },
		{ operation: 'create', name: 'Create', action: 'Create a custom model label', method: 'POST', path: '/custom_model_label/create', query: ['model_name:string:required', 'label_name:string:required', 'associated_doc_type:string:optional', 'associated_sub_doc_type:string:optional', 'further_classification_model:string:optional', 'further_classification_model_version:string:optional', 'priority:integer:optional', 'is_default:boolean:optional'] },
		{ operation: 'get', name: 'Get', action: 'Get a custom model label', method: 'GET', path: '/custom_model_label/{id}' },
		{ operation: 'update', name: 'Update', action: 'Update a custom model label', method: 'PUT', path: '/custom_model_label/{id}', query: ['model_name:string:optional', 'label_name:string:optional', 'associated_doc_type:string:optional', 'associated_sub_doc_type:string:optional', 'further_classification_model:string:optional', 'further_classification_model_version:string:optional', 'priority:integer:optional', 'is_default:boolean:optional'] },
		{ operation: 'delete', name: 'Delete', action: 'Delete a custom model label', method: 'DELETE', path: '/custom_model_label/{id}' },
	],
};
