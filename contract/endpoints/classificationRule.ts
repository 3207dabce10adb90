import type { EndpointGroup } from '../types';

export const classificationRule = {
	getMany: {
		group: 'Classification rules',
		method: 'GET',
		path: '/doc_classification_rules/get_doc_classification_rules',
		purpose: 'Rules for a document type',
	},
	create: {
		group: 'Classification rules',
		method: 'POST',
		path: '/doc_classification_rules/create',
		purpose: 'Create a rule',
		body: {
			encoding: 'form',
			fields: [
				{ name: 'rule_value_1', type: 'string', required: true },
				{ name: 'rule_type', type: 'string', default: 'barcode' },
				{ name: 'sub_org_id', type: 'string' },
				{ name: 'doc_type_key', type: 'string' },
				{ name: 'sub_doc_type_key', type: 'string' },
			],
		},
	},
	delete: {
		group: 'Classification rules',
		method: 'DELETE',
		path: '/doc_classification_rules/delete/{id}',
		purpose: 'Delete a rule',
	},
	update: {
		group: 'Classification rules',
		method: 'PUT',
		path: '/doc_classification_rules/update/{id}',
		purpose: 'Update a rule',
		body: {
			encoding: 'form',
			fields: [
				{ name: 'rule_value_1', type: 'string', required: true },
				{ name: 'rule_type', type: 'string', default: 'barcode' },
				{ name: 'sub_org_id', type: 'string' },
				{ name: 'doc_type_key', type: 'string' },
				{ name: 'sub_doc_type_key', type: 'string' },
			],
		},
	},
} as const satisfies EndpointGroup;
