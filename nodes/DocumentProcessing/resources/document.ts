import type { Endpoints } from '../../../contract';
import type { ResourceOverlay } from './types';

export const document: ResourceOverlay<Endpoints['document']> = {
	value: 'document',
	name: 'Document',
	operations: {
		classify: { name: 'Classify', action: 'Classify a document' },
		processLandingDocument: {
			name: 'Process Landing Document',
			action: 'Process a landing document',
		},
		uploadMany: {
			name: 'Upload Many',
			action: 'Upload many documents',
			waits: 'processing',
			uploads: 'many',
		},
		upload: { name: 'Upload', action: 'Upload a document', waits: 'processing', uploads: 'one' },
		uploadBase64: {
			name: 'Upload Base64',
			action: 'Upload a document given as base64 text',
			waits: 'processing',
			uploads: 'base64',
		},
		update: {
			name: 'Update',
			action: 'Set field values of a document',
			fields: { data: { input: 'documentFields' } },
		},
		validateAndExport: {
			name: 'Validate and Export',
			action: 'Validate and export a document',
			waits: 'export',
			fields: {
				data: {
					input: 'documentFields',
					whenEmpty: 'validate the document as the service read it',
				},
			},
		},
		getMany: { name: 'Get Many', action: 'List documents' },
		getStatus: { name: 'Get Status', action: 'Get the status of a document', waits: 'review' },
		getDashboard: { name: 'Get Dashboard', action: 'Find documents by status, type or keyword' },
		getExtractionResult: {
			name: 'Get Extraction Result',
			action: "Get a document's fields and line items",
			documentResult: true,
		},
		restart: {
			name: 'Restart',
			action: 'Restart processing of a document',
			waits: 'processing',
		},
		restartMany: {
			name: 'Restart Many',
			action: 'Restart all documents of the organisation',
		},
		approveOrReject: { name: 'Approve or Reject', action: 'Approve or reject a document' },
		updateLog: { name: 'Update Log', action: 'Update the document log' },
		getLog: { name: 'Get Log', action: 'Retrieve the document log' },
		restartWithNewClassification: {
			name: 'Restart With New Classification',
			action: 'Restart a document as another type',
			waits: 'processing',
		},
		restartExport: { name: 'Restart Export', action: 'Restart the export of a document' },
		get: { name: 'Get', action: 'Get a document', documentResult: true },
		delete: { name: 'Delete', action: 'Delete a document' },
		deleteMany: { name: 'Delete Many', action: 'Delete documents' },
		assign: {
			name: 'Assign',
			action: 'Assign a document to a user',
		},
		assignMany: { name: 'Assign Many', action: 'Assign several documents to a user' },
		assignByEmail: {
			name: 'Assign by Email',
			action: 'Assign a document to an e-mail address',
		},
		getNext: { name: 'Get Next', action: 'Next document' },
		getOcrData: { name: 'Get OCR Data', action: 'Get the OCR data of a document' },
		deleteErrorDocuments: {
			name: 'Delete Error Documents',
			action: 'Delete documents in error status',
		},
		split: { name: 'Split', action: 'Split a document' },
		generateThumbnails: { name: 'Generate Thumbnails', action: 'Generate preview images' },
		getStatusXml: { name: 'Get Status XML', action: 'Status of an XML document' },
	},
};
