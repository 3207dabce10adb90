import type { ResourceTable } from './types';

export const preference: ResourceTable = {
	value: 'preference',
	name: 'Preference',
	endpoints: [
		{ operation: 'getPreferences', name: 'Get Preferences', action: 'Settings that can be activated and deactivated', method: 'GET', path: '/preferences/get_preferences' },
		{ operation: 'setPreference', name: 'Set Preference', action: 'Change such a setting', method: 'PUT', path: '/preferences/set_preference', body: 'form', fields: ['key:string:required', 'value:string:optional'] },
		{ operation: 'removePreference', name: 'Remove Preference', action: 'Delete a preference', method: 'DELETE', path: '/preferences/remove_preference', query: ['key:string:required'] },
		{ operation: 'getDocumentTypeRegexes', name: 'Get Document Type Regexes', action: 'Regular expressions of a document type', method: 'GET', path: '/preferences/get_document_type_regexes' },
		{ operation: 'getSupportedBarcodeTypes', name: 'Get Supported Barcode Types', action: 'Supported barcode types', method: 'GET', path: '/preferences/get_supported_barcode_types' },
		{ operation: 'updateOrganisationPreference', name: 'Update Organisation Preference', action: 'Update organisation preferences', method: 'POST', path: '/preferences/update_organisation_preference', body: 'form', fields: ['main_key:string:required', 'sub_key:string:optional', 'bool_value_1:boolean:optional'] },
		{ operation: 'getOrganisationPreference', name: 'Get Organisation Preference', action: 'Organisation preferences', method: 'POST', path: '/preferences/get_organisation_preference', body: 'form', fields: ['main_key:string:required', 'sub_key:string:optional'] },
		{ operation: 'updateOcrConfiguration', name: 'Update OCR Configuration', action: 'Update OCR configuration', method: 'POST', path: '/preferences/update_ocr_configuration', body: 'form', fields: ['main_key:string:required', 'sub_key:string:optional', 'bool_value_1:boolean:optional'] },
		{ operation: 'getOcrConfiguration', name: 'Get OCR Configuration', action: 'Organisation OCR configuration', method: 'POST', path: '/preferences/get_ocr_configuration', body: 'form', fields: ['main_key:string:required'] },
	],
};
