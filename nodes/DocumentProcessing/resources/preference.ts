import type { Endpoints } from '../../../contract';
import type { ResourceOverlay } from './types';

export const preference: ResourceOverlay<Endpoints['preference']> = {
	value: 'preference',
	name: 'Preference',
	operations: {
		getMany: { name: 'Get Many', action: 'List the settings that can be switched on and off' },
		set: { name: 'Set', action: 'Change a setting' },
		delete: { name: 'Delete', action: 'Delete a preference' },
		getDocumentTypeRegexes: {
			name: 'Get Document Type Regexes',
			action: 'Get the regular expressions of document types',
		},
		getBarcodeTypes: { name: 'Get Barcode Types', action: 'List the supported barcode types' },
		updateOrganisation: {
			name: 'Update Organisation Preferences',
			action: 'Update the preferences of the organisation',
		},
		getOrganisation: {
			name: 'Get Organisation Preferences',
			action: 'Get the preferences of the organisation',
		},
		updateOcrConfiguration: {
			name: 'Update OCR Configuration',
			action: 'Update the OCR configuration of the organisation',
		},
		getOcrConfiguration: {
			name: 'Get OCR Configuration',
			action: 'Get the OCR configuration of the organisation',
		},
	},
};
