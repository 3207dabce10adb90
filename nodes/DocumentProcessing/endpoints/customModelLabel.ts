import type { ResourceTable } from './types';

export const customModelLabel: ResourceTable = {
	value: 'customModelLabel',
	name: 'Custom Model Label',
	endpoints: [
		{ operation: 'list', name: 'List', action: 'List custom model labels', method: 'GET', path: '/custom_model_label/list', query: ['model_name:string:optional'] },
		{ operation: 'create', name: 'Create', action: 'Create a label', method: 'POST', path: '/custom_model_label/create', query: ['model_name:string:required', 'label_name:string:required', 'associated_doc_type:string:optional', 'associated_sub_doc_type:string:optional', 'further_classification_model:string:optional', 'further_classification_model_version:string:optional', 'priority:integer:optional', 'is_default:boolean:optional'] },
		{ operation: 'customModelLabel', name: 'Custom Model Label', action: 'Retrieve a label', method: 'GET', path: '/custom_model_label/{id}' },
		{ operation: 'customModelLabelPut', name: 'Custom Model Label Put', action: 'Update a label', method: 'PUT', path: '/custom_model_label/{id}', query: ['model_name:string:optional', 'label_name:string:optional', 'associated_doc_type:string:optional', 'associated_sub_doc_type:string:optional', 'further_classification_model:string:optional', 'further_classification_model_version:string:optional', 'priority:integer:optional', 'is_default:boolean:optional'] },
		{ operation: 'customModelLabelDelete', name: 'Custom Model Label Delete', action: 'Delete a label', method: 'DELETE', path: '/custom_model_label/{id}' },
	],
};
