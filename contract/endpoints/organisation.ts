import type { EndpointGroup } from '../types';

export const organisation = {
	setDetails: {
		group: 'Organisation details',
		method: 'POST',
		path: '/org_details/set_org_details',
		purpose: 'Set details of an organisation',
		body: {
			encoding: 'form',
			fields: [
				{ name: 'id', type: 'integer' },
				{ name: 'companyname', type: 'string', required: true },
				{ name: 'streetnum', type: 'string', required: true },
				{ name: 'postal', type: 'string', required: true },
				{ name: 'city', type: 'string', required: true },
				{ name: 'country', type: 'string', required: true },
				{ name: 'company_id', type: 'string', required: true },
				{ name: 'tax_id', type: 'string', required: true },
				{ name: 'commercial_id', type: 'string', required: true },
				{ name: 'email', type: 'string', required: true },
				{ name: 'phone', type: 'string', required: true },
			],
		},
	},
	getDetails: {
		group: 'Organisation details',
		method: 'GET',
		path: '/org_details/get_org_details',
		purpose: 'Get details',
	},
	setProfile: {
		group: 'Organisation details',
		method: 'POST',
		path: '/org_details/set_org_profile',
		purpose: 'Set the profile',
		body: {
			encoding: 'form',
			fields: [{ name: 'profile', type: 'string' }],
		},
	},
	getProfile: {
		group: 'Organisation details',
		method: 'GET',
		path: '/org_details/get_org_profile',
		purpose: 'Get the profile',
	},
	setOcrSettings: {
		group: 'Organisation details',
		method: 'POST',
		path: '/org_details/set_ocr_settings',
		purpose: 'Set OCR settings',
		body: {
			encoding: 'form',
			fields: [
				{ name: 'ocr_percentage', type: 'string', required: true },
				{ name: 'ocr_todo', type: 'string', required: true },
				{ name: 'ocr_langdetect', type: 'string', required: true },
				{ name: 'ocr_country', type: 'string', required: true },
			],
		},
	},
	getOcrSettings: {
		group: 'Organisation details',
		method: 'GET',
		path: '/org_details/get_ocr_settings',
		purpose: 'Get OCR settings',
	},
} as const satisfies EndpointGroup;
