import type { ResourceTable } from './types';

export const extraction: ResourceTable = {
	value: 'extraction',
	name: 'Extraction',
	endpoints: [
		{ operation: 'getText', name: 'Get Text', action: 'Get the extracted text of a document region', method: 'POST', path: '/extract/get_text', body: 'form', fields: ['doc_id:string:required', 'field_name:string:optional', 'page:integer:required', 'x0:number:required', 'y0:number:required', 'x1:number:required', 'y1:number:required', 'is_table_training_doc:boolean:optional'] },
		{ operation: 'getTableText', name: 'Get Table Text', action: 'Get the text of an extracted table', method: 'POST', path: '/extract/get_table_text', body: 'form', fields: ['doc_id:string:required', 'table_name:string:required', 'column_name:string:optional', 'page:integer:required', 'x0:number:required', 'y0:number:required', 'x1:number:required', 'y1:number:required', 'is_table_training_doc:boolean:optional'] },
		{ operation: 'formatAmount', name: 'Format Amount', action: 'Format an amount', method: 'POST', path: '/extract/get_formatted_amount', body: 'form', fields: ['value:string:required', 'source_locale:string:required', 'dest_locale:string:required'] },
		{ operation: 'getColumnHeaders', name: 'Get Column Headers', action: 'Get the column headers of an extracted table', method: 'GET', path: '/extract/get_column_headers' },
		{ operation: 'getAiScore', name: 'Get AI Score', action: 'Get the AI score of a data extraction', method: 'POST', path: '/extract/get_ai_score', query: ['doc_type:string:required', 'filter_values:string:required'] },
		{ operation: 'saveSpecialRules', name: 'Save Special Rules', action: 'Save special extraction rules', method: 'POST', path: '/special_rules/save', body: 'form', fields: ['data:json:required'] },
	],
};
