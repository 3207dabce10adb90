import type { EndpointGroup } from '../types';

export const documentExport = {
	exportZugferd: {
		group: 'Export of documents',
		method: 'GET',
		path: '/export_zugferd',
		purpose: 'Transform an invoice to zugferd',
		query: [
			{ name: 'doc_id', type: 'string', required: true },
			{ name: 'config_id', type: 'string', required: true },
		],
		response: 'file',
	},
	exportPeppol: {
		group: 'Export of documents',
		method: 'GET',
		path: '/export/export_peppol',
		purpose: 'Transform an invoice to peppol',
		query: [
			{ name: 'doc_id', type: 'string', required: true },
			{ name: 'config_id', type: 'integer', required: true },
		],
		response: 'file',
	},
	getPendingWatchExports: {
		group: 'Export of documents',
		method: 'GET',
		path: '/export/get_pending_watch_export_documents',
		purpose: 'Pending watch export documents',
		query: [{ name: 'doc_type', type: 'string', required: true }],
	},
	markWatchExportHandled: {
		group: 'Export of documents',
		method: 'GET',
		path: '/export/update_pending_watch_export_status',
		purpose: 'Update status of pending watch export documents',
		query: [{ name: 'doc_id', type: 'string', required: true }],
		changesState: true,
	},
	testProcessing: {
		group: 'Export of documents',
		method: 'GET',
		path: '/export/test_process_doc',
		purpose: 'Test processing of a document',
		query: [{ name: 'doc_id', type: 'string', required: true }],
		changesState: true,
	},
	saveExtractionRules: {
		group: 'Export of documents',
		method: 'POST',
		path: '/export/save_extraction_rules',
		purpose: 'Save all extraction rules',
		body: {
			encoding: 'form',
			fields: [{ name: 'data', type: 'json', required: true }],
		},
	},
	getDataV1: {
		group: 'Export of documents',
		method: 'GET',
		path: '/export/get_data_v1',
		purpose: 'Retrieve the v1 data of a document',
		query: [{ name: 'doc_id', type: 'string', required: true }],
	},
} as const satisfies EndpointGroup;
