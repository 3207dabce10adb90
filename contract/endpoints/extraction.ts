import type { EndpointGroup } from '../types';

export const extraction = {
	getText: {
		group: 'Extraction, purchase orders, rules, preferences',
		method: 'POST',
		path: '/extract/get_text',
		purpose: 'Extracted text of a document',
		body: {
			encoding: 'form',
			fields: [
				{ name: 'doc_id', type: 'string', required: true },
				{ name: 'field_name', type: 'string' },
				{ name: 'page', type: 'integer', required: true },
				{ name: 'x0', type: 'number', required: true },
				{ name: 'y0', type: 'number', required: true },
				{ name: 'x1', type: 'number', required: true },
				{ name: 'y1', type: 'number', required: true },
				{ name: 'is_table_training_doc', type: 'boolean' },
			],
		},
	},
	getTableText: {
		group: 'Extraction, purchase orders, rules, preferences',
		method: 'POST',
		path: '/extract/get_table_text',
		purpose: 'Text of an extracted table',
		body: {
			encoding: 'form',
			fields: [
				{ name: 'doc_id', type: 'string', required: true },
				{ name: 'table_name', type: 'string', required: true },
				{ name: 'column_name', type: 'string' },
				{ name: 'page', type: 'integer', required: true },
				{ name: 'x0', type: 'number', required: true },
				{ name: 'y0', type: 'number', required: true },
				{ name: 'x1', type: 'number', required: true },
				{ name: 'y1', type: 'number', required: true },
				{ name: 'is_table_training_doc', type: 'boolean' },
			],
		},
	},
	formatAmount: {
		group: 'Extraction, purchase orders, rules, preferences',
		method: 'POST',
		path: '/extract/get_formatted_amount',
		purpose: 'A formatted amount',
		body: {
			encoding: 'form',
			fields: [
				{ name: 'value', type: 'string', required: true },
				{ name: 'source_locale', type: 'string', required: true },
				{ name: 'dest_locale', type: 'string', required: true },
			],
		},
	},
	getColumnHeaders: {
		group: 'Extraction, purchase orders, rules, preferences',
		method: 'GET',
		path: '/extract/get_column_headers',
		purpose: 'Column headers of an extracted table',
	},
	getAiScore: {
		group: 'Extraction, purchase orders, rules, preferences',
		method: 'POST',
		path: '/extract/get_ai_score',
		purpose: 'AI score of a data extraction',
		query: [
			{ name: 'doc_type', type: 'string', required: true },
			{ name: 'filter_values', type: 'string', required: true },
		],
	},
	saveSpecialRules: {
		group: 'Extraction, purchase orders, rules, preferences',
		method: 'POST',
		path: '/special_rules/save',
		purpose: 'Save special rules',
		body: {
			encoding: 'form',
			fields: [{ name: 'data', type: 'json', required: true }],
		},
	},
} as const satisfies EndpointGroup;
