import type { Endpoints } from '../../../contract';
import type { ResourceOverlay } from './types';

export const document: ResourceOverlay<Endpoints['document']> = {
	value: 'document',
	name: 'Document',
	operations: {
		classify: { name: 'Classify', action: 'Classify a document' },
		processLandingDocument: {
			name: 'Upload to Landing Area',
			action: "Upload a file to the service's landing area",
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
		getMany: {
			name: 'Get Many',
			action: 'List documents by upload time',
			notice: 'To find documents by status, document type or keyword, use Search.',
		},
		getStatus: { name: 'Get Status', action: 'Get the status of a document', waits: 'review' },
		// Stored as getDashboard (saved workflows hold it); shown as Search, what it does for a user.
		getDashboard: { name: 'Search', action: 'Find documents by status, type or keyword' },
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
			// The reference's summary says "all documents of an organisation", but the call takes
			// the list of documents (doc_ids, required): it restarts those.
			name: 'Restart Many',
			action: 'Restart the documents listed by ID',
		},

		approveOrReject: { name: 'Approve or Reject', action: 'Approve or reject a document' },
		updateLog: { name: 'Update Log', action: "Update a document's log" },
		getLog: { name: 'Get Log', action: "Get a document's log" },
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
			fields: {
				assign_to: {
					label: 'User ID',
					description:
						"The user to assign the document to, by the user's ID (User → Get Many lists them); to name the user by e-mail address, use Assign by Email",
					pickedFrom: 'getUsers',
				},
			},
		},
		assignMany: { name: 'Assign Many', action: 'Assign several documents to a user' },
		assignByEmail: {
			name: 'Assign by Email',
			action: 'Assign a document to an e-mail address',
			fields: {
				assign_to: {
					label: 'User E-Mail',
					description: 'The e-mail address of the user to assign the document to',
					placeholder: 'e.g. anna@example.com',
				},
			},
		},
		getNext: { name: 'Get Next', action: 'Get the next document after a given one' },
		getOcrData: { name: 'Get OCR Data', action: 'Get the OCR data of a document' },
		deleteErrorDocuments: {
			name: 'Delete Error Documents',
			action: 'Delete documents in error status',
		},
		split: { name: 'Split', action: 'Split a document' },
		generateThumbnails: { name: 'Generate Thumbnails', action: 'Generate preview images' },
		getStatusXml: { name: 'Get Status XML', action: 'Get the status of an XML document' },
	},
};
