import type { ResourceTable } from './types';

export const classificationRule: ResourceTable = {
	value: 'classificationRule',
	name: 'Classification Rule',
	endpoints: [
		{ operation: 'getMany', name: 'Get Many', action: 'Get the classification rules of a document type', method: 'GET', path: '/doc_classification_rules/get_doc_classification_rules' },
		{ operation: 'create', name: 'Create', action: 'Create a classification rule', method: 'POST', path: '/doc_classification_rules/create', body: 'form', fields: ['rule_value_1:string:required', 'rule_type:string="barcode":optional', 'sub_org_id:string:optional', 'doc_type_key:string:optional', 'sub_doc_type_key:string:optional'] },
		{ operation: 'delete', name: 'Delete', action: 'Delete a classification rule', method: 'DELETE', path: '/doc_classification_rules/delete/{id}' },
		{ operation: 'update', name: 'Update', action: 'Update a classification rule', method: 'PUT', path: '/doc_classification_rules/update/{id}', body: 'form', fields: ['rule_value_1:string:required', 'rule_type:string="barcode":optional', 'sub_org_id:string:optional', 'doc_type_key:string:optional', 'sub_doc_type_key:string:optional'] },
	],
};
