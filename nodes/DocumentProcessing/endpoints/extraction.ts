import type { ResourceTable } from './types';

export const extraction: ResourceTable = {
	value: 'extraction',
	name: 'Extraction',
	endpoints: [
		{ operation: 'getText', name: 'Get Text', action: 'Extracted text of a document', method: 'POST', path: '/extract/get_text', body: 'form', fields: ['doc_id:string:required', 'field_name:string:optional', 'page:integer:required', 'x0:number:required', 'y0:number:required', 'x1:number:required', 'y1:number:required', 'is_table_training_doc:boolean:optional'] },
		{ operation: 'getTableText', name: 'Get Table Text', action: 'Text of an extracted table', method: 'POST', path: '/extract/get_table_text', body: 'form', fields: ['doc_id:string:required', 'table_name:string:required', 'column_name:string:optional', 'page:integer:required', 'x0:number:required', 'y0:number:required', 'x1:number:required', 'y1:number:required', 'is_table_training_doc:boolean:optional'] },
		{ operation: 'getFormattedAmount', name: 'Get Formatted Amount', action: 'A formatted amount', method: 'POST', path: '/extract/get_formatted_amount', body: 'form', fields: ['value:string:required', 'source_locale:string:required', 'dest_locale:string:required'] },
		{ operation: 'getColumnHeaders', name: 'Get Column Headers', action: 'Column headers of an extracted table', method: 'GET', path: '/extract/get_column_headers' },
		{ operation: 'getAiScore', name: 'Get Ai Score', action: 'AI score of a data extraction', method: 'POST', path: '/extract/get_ai_score', query: ['doc_type:string:required', 'filter_values:string:required'] },
		{ operation: 'save', name: 'Save', action: 'Save special rules', method: 'POST', path: '/special_rules/save', body: 'form', fields: ['data:string:required'] },
	],
};
