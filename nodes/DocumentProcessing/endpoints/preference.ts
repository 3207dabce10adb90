import type { ResourceTable } from './types';

export const preference: ResourceTable = {
	value: 'preference',
	name: 'Preference',
	endpoints: [
		{ operation: 'getMany', name: 'Get Many', action: 'List the settings that can be switched on and off', method: 'GET', path: '/preferences/get_preferences' },
		{ operation: 'set', name: 'Set', action: 'Change a setting', method: 'PUT', path: '/preferences/set_preference', body: 'form', fields: ['key:string:required', 'value:string:optional'] },
		{ operation: 'delete', name: 'Delete', action: 'Delete a preference', method: 'DELETE', path: '/preferences/remove_preference', query: ['key:string:required'] },
		{ operation: 'getDocumentTypeRegexes', name: 'Get Document Type Regexes', action: 'Get the regular expressions of document types', method: 'GET', path: '/preferences/get_document_type_regexes' },
		{ operation: 'getBarcodeTypes', name: 'Get Barcode Types', action: 'List the supported barcode types', method: 'GET', path: '/preferences/get_supported_barcode_types' },
		{ operation: 'updateOrganisation', name: 'Update Organisation Preferences', action: 'Update the preferences of the organisation', method: 'POST', path: '/preferences/update_organisation_preference', body: 'form', fields: ['main_key:string:required', 'sub_key:string:optional', 'bool_value_1:boolean:optional'] },
		{ operation: 'getOrganisation', name: 'Get Organisation Preferences', action: 'Get the preferences of the organisation', method: 'POST', path: '/preferences/get_organisation_preference', body: 'form', fields: ['main_key:string:required', 'sub_key:string:optional'] },
		{ operation: 'updateOcrConfiguration', name: 'Update OCR Configuration', action: 'Update the OCR configuration of the organisation', method: 'POST', path: '/preferences/update_ocr_configuration', body: 'form', fields: ['main_key:string:required', 'sub_key:string:optional', 'bool_value_1:boolean:optional'] },
		{ operation: 'getOcrConfiguration', name: 'Get OCR Configuration', action: 'Get the OCR configuration of the organisation', method: 'POST', path: '/preferences/get_ocr_configuration', body: 'form', fields: ['main_key:string:required'] },
	],
};
