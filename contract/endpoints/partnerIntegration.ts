import type { EndpointGroup } from '../types';

export const partnerIntegration = {
	extractTable: {
		group: 'Partner capture system integration',
		method: 'POST',
		path: '/partner/extract_table',
		purpose:
			'Extract a table from a document and return it in compact form. force_ocr re-runs OCR. start_page and end_page select a document inside a multi-document PDF. Amount and date output formats are set by format_amount_locale and format_date_pattern',
		query: [
			{ name: 'force_ocr', type: 'string', default: 'False' },
			{ name: 'format_amount_locale', type: 'string' },
			{ name: 'format_date_pattern', type: 'string' },
			{ name: 'remove_empty_columns', type: 'string', default: 'False' },
		],
		body: {
			encoding: 'multipart',
			fields: [
				{ name: 'file', type: 'file', required: true },
				{ name: 'start_page', type: 'integer' },
				{ name: 'end_page', type: 'integer' },
				{ name: 'output_format', type: 'string' },
			],
		},
	},
	createTableTraining: {
		group: 'Partner capture system integration',
		method: 'POST',
		path: '/partner/get_table_train_url',
		purpose:
			'Saves a table-training record; returns the id of the saved record. No table is extracted by this call',
		body: {
			encoding: 'multipart',
			fields: [
				{ name: 'partner_doc_id', type: 'string', required: true },
				{ name: 'file', type: 'file', required: true, accepts: 'batch' },
				{ name: 'force_ocr', type: 'string' },
			],
		},
	},
	getTableTraining: {
		group: 'Partner capture system integration',
		method: 'GET',
		path: '/partner/get_table_train_data',
		purpose: 'Extracts the table for a saved training record and returns it',
		query: [{ name: 'id', type: 'string', required: true }],
	},
	saveExtractionRules: {
		group: 'Partner capture system integration',
		method: 'POST',
		path: '/partner/save_extraction_rules/{id}',
		purpose:
			'Saves extraction results and the table extraction rules for future documents of the same supplier; returns the id of the record',
		body: {
			encoding: 'form',
			fields: [{ name: 'data', type: 'json', required: true }],
		},
	},
	createPoMatch: {
		group: 'Partner capture system integration',
		method: 'POST',
		path: '/partner/get_po_match_url',
		purpose: 'Saves a PO-matching record; returns its id',
		body: {
			encoding: 'multipart',
			fields: [
				{ name: 'partner_doc_id', type: 'string', required: true },
				{ name: 'file', type: 'file', required: true, accepts: 'batch' },
			],
		},
	},
	getPoMatch: {
		group: 'Partner capture system integration',
		method: 'GET',
		path: '/partner/get_po_match_data/{id}',
		purpose:
			'Returns extracted_data of the PO-matching record, in the structure of document extracted_data',
	},
	savePoMatch: {
		group: 'Partner capture system integration',
		method: 'POST',
		path: '/partner/save_po_match_data/{id}',
		purpose: 'Saves the updated PO-matching record',
		body: {
			encoding: 'form',
			fields: [{ name: 'data', type: 'json', required: true }],
		},
	},
	getUpdatedBatch: {
		group: 'Partner capture system integration',
		method: 'POST',
		path: '/partner/get_updated_partner_doc',
		purpose:
			"Returns a zip with the updated table. source has the values 'TableTraining' (populate from the training record) or 'PO' (populate from PO matching)",
		query: [
			{ name: 'source', type: 'string', default: 'PO' },
			{ name: 'remove_empty_columns', type: 'boolean', default: true },
		],
		body: {
			encoding: 'multipart',
			fields: [
				{ name: 'partner_doc_id', type: 'string', required: true },
				{ name: 'file', type: 'file', required: true, accepts: 'batch' },
			],
		},
		response: 'file',
	},
} as const satisfies EndpointGroup;
