import type { ResourceTable } from './types';

export const organisation: ResourceTable = {
	value: 'organisation',
	name: 'Organisation',
	endpoints: [
		{ operation: 'setDetails', name: 'Set Details', action: 'Set the details of the organisation', method: 'POST', path: '/org_details/set_org_details', body: 'form', fields: ['id:integer:optional', 'companyname:string:required', 'streetnum:string:required', 'postal:string:required', 'city:string:required', 'country:string:required', 'company_id:string:required', 'tax_id:string:required', 'commercial_id:string:required', 'email:string:required', 'phone:string:required'] },
		{ operation: 'getDetails', name: 'Get Details', action: 'Get the details of the organisation', method: 'GET', path: '/org_details/get_org_details' },
		{ operation: 'setProfile', name: 'Set Profile', action: 'Set the profile of the organisation', method: 'POST', path: '/org_details/set_org_profile', body: 'form', fields: ['profile:string:optional'] },
		{ operation: 'getProfile', name: 'Get Profile', action: 'Get the profile of the organisation', method: 'GET', path: '/org_details/get_org_profile' },
		{ operation: 'setOcrSettings', name: 'Set OCR Settings', action: 'Set the OCR settings of the organisation', method: 'POST', path: '/org_details/set_ocr_settings', body: 'form', fields: ['ocr_percentage:string:required', 'ocr_todo:string:required', 'ocr_langdetect:string:required', 'ocr_country:string:required'] },
		{ operation: 'getOcrSettings', name: 'Get OCR Settings', action: 'Get the OCR settings of the organisation', method: 'GET', path: '/org_details/get_ocr_settings' },
	],
};
