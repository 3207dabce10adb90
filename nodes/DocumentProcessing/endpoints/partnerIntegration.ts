import type { ResourceTable } from './types';

export const partnerIntegration: ResourceTable = {
	value: 'partnerIntegration',
	name: 'Partner Integration',
	endpoints: [
		{ operation: 'extractTable', name: 'Extract Table', action: 'Extract a table from a document and return it in compact form', method: 'POST', path: '/partner/extract_table', query: ['force_ocr:string="False":optional', 'format_amount_locale:string:optional', 'format_date_pattern:string:optional', 'remove_empty_columns:string="False":optional'], body: 'multipart', fields: ['file:file:required', 'start_page:integer:optional', 'end_page:integer:optional'] },
		{ operation: 'createTableTraining', name: 'Create Table Training', action: 'Save a table-training record and return its ID', method: 'POST', path: '/partner/get_table_train_url', body: 'multipart', fields: ['partner_doc_id:string:required', 'file:file:required', 'force_ocr:string:optional'], fileKinds: { file: 'batch' } },
		{ operation: 'getTableTraining', name: 'Get Table Training', action: 'Extract the table of a saved table-training record', method: 'GET', path: '/partner/get_table_train_data', query: ['id:string:required'] },
		{ operation: 'saveExtractionRules', name: 'Save Extraction Rules', action: 'Save extraction results and table rules for future documents of the supplier', method: 'POST', path: '/partner/save_extraction_rules/{id}', body: 'form', fields: ['data:json:required'] },
		{ operation: 'createPoMatch', name: 'Create PO Match', action: 'Save a PO-matching record and return its ID', method: 'POST', path: '/partner/get_po_match_url', body: 'multipart', fields: ['partner_doc_id:string:required', 'file:file:required'], fileKinds: { file: 'batch' } },
		{ operation: 'getPoMatch', name: 'Get PO Match', action: 'Get the extracted data of a PO-matching record', method: 'GET', path: '/partner/get_po_match_data/{id}' },
		{ operation: 'savePoMatch', name: 'Save PO Match', action: 'Save an updated PO-matching record', method: 'POST', path: '/partner/save_po_match_data/{id}', body: 'form', fields: ['data:json:required'] },
		{ operation: 'getUpdatedBatch', name: 'Get Updated Batch', action: 'Get the batch zip with the updated table', method: 'POST', path: '/partner/get_updated_partner_doc', query: ['source:string="PO":optional', 'remove_empty_columns:boolean=true:optional'], body: 'multipart', fields: ['partner_doc_id:string:required', 'file:file:required'], binaryResponse: true, fileKinds: { file: 'batch' } },
	],
};
