import type { ResourceTable } from './types';

export const documentExport: ResourceTable = {
	value: 'export',
	name: 'Export',
	endpoints: [
		{ operation: 'exportZugferd', name: 'Export as Zugferd', action: 'Transform an invoice into zugferd XML', method: 'GET', path: '/export_zugferd', query: ['doc_id:string:required', 'config_id:string:required'], binaryResponse: true },
		{ operation: 'exportPeppol', name: 'Export as Peppol', action: 'Transform an invoice into peppol XML', method: 'GET', path: '/export/export_peppol', query: ['doc_id:string:required', 'config_id:integer:required'], binaryResponse: true },
		{ operation: 'getPendingWatchExports', name: 'Get Pending Watch Exports', action: 'Get the documents of a document type waiting for a watch export', method: 'GET', path: '/export/get_pending_watch_export_documents', query: ['doc_type:string:required'] },
		{ operation: 'markWatchExportHandled', name: 'Mark Watch Export Handled', action: 'Update the pending watch export status of a document', method: 'GET', path: '/export/update_pending_watch_export_status', query: ['doc_id:string:required'], changesState: true },
		{ operation: 'testProcessing', name: 'Test Processing', action: 'Test the export processing of a document', method: 'GET', path: '/export/test_process_doc', query: ['doc_id:string:required'], changesState: true },
		{ operation: 'saveExtractionRules', name: 'Save Extraction Rules', action: 'Save all extraction rules', method: 'POST', path: '/export/save_extraction_rules', body: 'form', fields: ['data:json:required'] },
		{ operation: 'getDataV1', name: 'Get Data V1', action: 'Get the v1 data of a document', method: 'GET', path: '/export/get_data_v1', query: ['doc_id:string:required'] },
	],
};
