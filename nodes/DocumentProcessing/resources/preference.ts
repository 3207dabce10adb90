import type { Endpoints } from '../../../contract';
import type { ResourceOverlay } from './types';

export const preference: ResourceOverlay<Endpoints['preference']> = {
	value: 'preference',
	name: 'Preference',
	settings: true,
	operations: {
		getMany: { name: 'Get Many', action: 'List the settings that can be switched' },
		set: { name: 'Set', action: 'Change a setting' },
		delete: { name: 'Delete', action: 'Delete a preference' },
		getDocumentTypeRegexes: {
			name: 'Get Document Type Regexes',
			action: 'Get the regexes of document types',
		},
		getBarcodeTypes: { name: 'Get Barcode Types', action: 'List the supported barcode types' },
		updateOrganisation: {
			name: 'Update Organisation Preferences',
			action: "Update the organisation's preferences",
		},
		getOrganisation: {
			name: 'Get Organisation Preferences',
			action: 'Get the preferences of the organisation',
		},
		updateOcrConfiguration: {
			name: 'Update OCR Configuration',
			action: "Update the organisation's OCR settings",
		},
		getOcrConfiguration: {
			name: 'Get OCR Configuration',
			action: "Get the organisation's OCR configuration",
		},
	},
};
