import type { ResourceTable } from './types';

export const documentExport: ResourceTable = {
	value: 'export',
	name: 'Export',
	endpoints: [
		{ operation: 'exportZugferd', name: 'Export Zugferd', action: 'Transform an invoice to zugferd', method: 'GET', path: '/export_zugferd', query: ['doc_id:string:required', 'config_id:string:required'] },
		{ operation: 'exportPeppol', name: 'Export Peppol', action: 'Transform an invoice to peppol', method: 'GET', path: '/export/export_peppol', query: ['doc_id:string:required', 'config_id:integer:required'] },
		{ operation: 'getPendingWatchExportDocuments', name: 'Get Pending Watch Export Documents', action: 'Pending watch export documents', method: 'GET', path: '/export/get_pending_watch_export_documents', query: ['doc_type:string:required'] },
		{ operation: 'updatePendingWatchExportStatus', name: 'Update Pending Watch Export Status', action: 'Update status of pending watch export documents', method: 'GET', path: '/export/update_pending_watch_export_status', query: ['doc_id:string:required'] },
		{ operation: 'testProcessDoc', name: 'Test Process Doc', action: 'Test processing of a document', method: 'GET', path: '/export/test_process_doc', query: ['doc_id:string:required'] },
		{ operation: 'saveExtractionRules', name: 'Save Extraction Rules', action: 'Save all extraction rules', method: 'POST', path: '/export/save_extraction_rules', body: 'form', fields: ['data:string:required'] },
		{ operation: 'getDataV1', name: 'Get Data V1', action: 'Retrieve the v1 data of a document', method: 'GET', path: '/export/get_data_v1', query: ['doc_id:string:required'] },
	],
};
