import type { EndpointGroup } from '../types';

export const preference = {
	getMany: {
		group: 'Extraction, purchase orders, rules, preferences',
		method: 'GET',
		path: '/preferences/get_preferences',
		purpose: 'Settings that can be activated and deactivated',
	},
	set: {
		group: 'Extraction, purchase orders, rules, preferences',
		method: 'PUT',
		path: '/preferences/set_preference',
		purpose: 'Change such a setting',
		body: {
			encoding: 'form',
			fields: [
				{ name: 'key', type: 'string', required: true },
				{ name: 'value', type: 'string' },
			],
		},
	},
	delete: {
		group: 'Extraction, purchase orders, rules, preferences',
		method: 'DELETE',
		path: '/preferences/remove_preference',
		purpose: 'Delete a preference',
		query: [{ name: 'key', type: 'string', required: true }],
	},
	getDocumentTypeRegexes: {
		group: 'Extraction, purchase orders, rules, preferences',
		method: 'GET',
		path: '/preferences/get_document_type_regexes',
		purpose: 'Regular expressions of a document type',
	},
	getBarcodeTypes: {
		group: 'Extraction, purchase orders, rules, preferences',
		method: 'GET',
		path: '/preferences/get_supported_barcode_types',
		purpose: 'Supported barcode types',
	},
	updateOrganisation: {
		group: 'Extraction, purchase orders, rules, preferences',
		method: 'POST',
		path: '/preferences/update_organisation_preference',
		purpose: 'Update organisation preferences',
		body: {
			encoding: 'form',
			fields: [
				{ name: 'main_key', type: 'string', required: true },
				{ name: 'sub_key', type: 'string' },
				{ name: 'bool_value_1', type: 'boolean' },
			],
		},
	},
	getOrganisation: {
		group: 'Extraction, purchase orders, rules, preferences',
		method: 'POST',
		path: '/preferences/get_organisation_preference',
		purpose: 'Organisation preferences',
		body: {
			encoding: 'form',
			fields: [
				{ name: 'main_key', type: 'string', required: true },
				{ name: 'sub_key', type: 'string' },
			],
		},
	},
	updateOcrConfiguration: {
		group: 'Extraction, purchase orders, rules, preferences',
		method: 'POST',
		path: '/preferences/update_ocr_configuration',
		purpose: 'Update OCR configuration',
		body: {
			encoding: 'form',
			fields: [
				{ name: 'main_key', type: 'string', required: true },
				{ name: 'sub_key', type: 'string' },
				{ name: 'bool_value_1', type: 'boolean' },
			],
		},
	},
	getOcrConfiguration: {
		group: 'Extraction, purchase orders, rules, preferences',
		method: 'POST',
		path: '/preferences/get_ocr_configuration',
		purpose: 'Organisation OCR configuration',
		body: {
			encoding: 'form',
			fields: [{ name: 'main_key', type: 'string', required: true }],
		},
	},
} as const satisfies EndpointGroup;
