import type { ResourceTable } from './types';

export const customModel: ResourceTable = {
	value: 'customModel',
	name: 'Custom Model',
	endpoints: [
		{ operation: 'getMany', name: 'Get Many', action: 'List custom models', method: 'GET', path: '/custom_model/list' },
		{ operation: 'create', name: 'Create', action: 'Create a custom model layout', method: 'POST', path: '/custom_model/create', body: 'json', fields: ['model_name:string:required', 'model_path:string:optional', 'model_version:string:optional', 'model_type:string:required', 'min_confidence:number:required', 'first_page_classification_only:boolean=false:optional', 'is_default:boolean=false:optional'], newNames: ['model_name'] },
		{ operation: 'get', name: 'Get', action: 'Get a custom model', method: 'GET', path: '/custom_model/{id}' },
		{ operation: 'update', name: 'Update', action: 'Update a custom model', method: 'PUT', path: '/custom_model/{id}', body: 'json', fields: ['model_name:string:required', 'model_path:string:optional', 'model_version:string:optional', 'model_type:string:required', 'min_confidence:number:required', 'first_page_classification_only:boolean=false:optional', 'is_default:boolean=false:optional'] },
		{ operation: 'delete', name: 'Delete', action: 'Delete a custom model', method: 'DELETE', path: '/custom_model/{id}' },
	],
};
