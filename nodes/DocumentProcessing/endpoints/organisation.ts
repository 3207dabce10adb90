import type { ResourceTable } from './types';

export const organisation: ResourceTable = {
	value: 'organisation',
	name: 'Organisation',
	endpoints: [
		{ operation: 'setOrgDetails', name: 'Set Org Details', action: 'Set details of an organisation', method: 'POST', path: '/org_details/set_org_details', body: 'form', fields: ['id:integer:optional', 'companyname:string:required', 'streetnum:string:required', 'postal:string:required', 'city:string:required', 'country:string:required', 'company_id:string:required', 'tax_id:string:required', 'commercial_id:string:required', 'email:string:required', 'phone:string:required'] },
		{ operation: 'getOrgDetails', name: 'Get Org Details', action: 'Get details', method: 'GET', path: '/org_details/get_org_details' },
		{ operation: 'setOrgProfile', name: 'Set Org Profile', action: 'Set the profile', method: 'POST', path: '/org_details/set_org_profile', body: 'form', fields: ['profile:string:optional'] },
		{ operation: 'getOrgProfile', name: 'Get Org Profile', action: 'Get the profile', method: 'GET', path: '/org_details/get_org_profile' },
		{ operation: 'setOcrSettings', name: 'Set OCR Settings', action: 'Set OCR settings', method: 'POST', path: '/org_details/set_ocr_settings', body: 'form', fields: ['ocr_percentage:string:required', 'ocr_todo:string:required', 'ocr_langdetect:string:required', 'ocr_country:string:required'] },
		{ operation: 'getOcrSettings', name: 'Get OCR Settings', action: 'Get OCR settings', method: 'GET', path: '/org_details/get_ocr_settings' },
	],
};
