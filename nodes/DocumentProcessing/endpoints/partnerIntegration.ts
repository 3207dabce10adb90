import type { ResourceTable } from './types';

export const partnerIntegration: ResourceTable = {
	value: 'partnerIntegration',
	name: 'Partner Integration',
	endpoints: [
		{ operation: 'extractTable', name: 'Extract Table', action: 'Extract a table from a document and return it in compact form. force_ocr re-runs OCR. start_page and end_page select a document inside a multi-document PDF. Amount and date output formats are set by format_amount_locale and format_date_pattern', method: 'POST', path: '/partner/extract_table', query: ['force_ocr:string="False":optional', 'format_amount_locale:string:optional', 'format_date_pattern:string:optional', 'remove_empty_columns:string="False":optional'], body: 'multipart', fields: ['file:file:required', 'start_page:integer:optional', 'end_page:integer:optional', 'output_format:string:optional'] },
		{ operation: 'getTableTrainUrl', name: 'Get Table Train Url', action: 'Saves a table-training record; returns the id of the saved record. No table is extracted by this call', method: 'POST', path: '/partner/get_table_train_url', body: 'multipart', fields: ['partner_doc_id:string:required', 'file:file:required', 'force_ocr:string:optional'] },
		{ operation: 'getTableTrainData', name: 'Get Table Train Data', action: 'Extracts the table for a saved training record and returns it', method: 'GET', path: '/partner/get_table_train_data', query: ['id:string:required'] },
		{ operation: 'saveExtractionRules', name: 'Save Extraction Rules', action: 'Saves extraction results and the table extraction rules for future documents of the same supplier; returns the id of the record', method: 'POST', path: '/partner/save_extraction_rules/{id}', body: 'form', fields: ['data:string:required'] },
		{ operation: 'getPoMatchUrl', name: 'Get Po Match Url', action: 'Saves a PO-matching record; returns its id', method: 'POST', path: '/partner/get_po_match_url', body: 'multipart', fields: ['partner_doc_id:string:required', 'file:file:required'] },
		{ operation: 'getPoMatchData', name: 'Get Po Match Data', action: 'Returns extracted_data of the PO-matching record, in the structure of document extracted_data', method: 'GET', path: '/partner/get_po_match_data/{id}' },
		{ operation: 'savePoMatchData', name: 'Save Po Match Data', action: 'Saves the updated PO-matching record', method: 'POST', path: '/partner/save_po_match_data/{id}', body: 'form', fields: ['data:string:required'] },
		{ operation: 'getUpdatedPartnerDoc', name: 'Get Updated Partner Doc', action: 'Returns a zip with the updated table. source has the values \'TableTraining\' (populate from the training record) or \'PO\' (populate from PO matching)', method: 'POST', path: '/partner/get_updated_partner_doc', query: ['source:string="PO":optional', 'remove_empty_columns:boolean=true:optional'], body: 'multipart', fields: ['partner_doc_id:string:required', 'file:file:required'] },
	],
};
