import type { Endpoints } from '../../../contract';
import type { ResourceOverlay } from './types';

export const exportConfiguration: ResourceOverlay<Endpoints['exportConfiguration']> = {
	value: 'exportConfiguration',
	name: 'Export Configuration',
	settings: true,
	operations: {
		configureWebhook: {
			name: 'Configure Webhook Export',
			action: 'Set a URL documents are exported to',
		},
		configureWorkflowTool: {
			name: 'Configure Workflow Tool Export',
			action: 'Configure export to a workflow tool',
		},
		configureZugferd: { name: 'Configure Zugferd Export', action: 'Configure export as zugferd' },
		configurePeppol: { name: 'Configure Peppol Export', action: 'Configure export as peppol' },
		configureDms: {
			name: 'Configure DMS Export',
			action: 'Configure export to a DMS',
		},
		configureBod: { name: 'Configure BOD Export', action: 'Configure export as BOD' },
		configureBus: {
			name: 'Configure Message Bus Export',
			action: 'Configure export to a message bus',
		},
		configureErp: { name: 'Configure ERP Export', action: 'Configure export to an ERP system' },
		getOldest: {
			name: 'Get Oldest',
			action: 'Get the oldest export configuration',
		},
		getMany: { name: 'Get Many', action: 'List the export configurations' },
		delete: { name: 'Delete', action: 'Remove an export configuration' },
		setVisibility: {
			name: 'Activate or Deactivate',
			action: 'Turn an export configuration on or off',
		},
		validate: { name: 'Validate', action: 'Validate export configurations' },
		getDocumentTypeNames: {
			name: 'Get Document Type Names',
			action: 'List the names of document types',
		},
		getDocumentTypes: {
			name: 'Get Document Types',
			action: 'List document types with more details',
		},
		downloadMapping: {
			name: 'Download Mapping File',
			action: 'Download the mapping file of an export',
		},
	},
};
