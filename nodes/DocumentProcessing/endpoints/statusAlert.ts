import type { ResourceTable } from './types';

export const statusAlert: ResourceTable = {
	value: 'statusAlert',
	name: 'Status Alert',
	endpoints: [
		{ operation: 'getDocumentStatusAlertStatuses', name: 'Get Document Status Alert Statuses', action: 'Status of documents that have alerts configured', method: 'GET', path: '/document_status_alert/get_document_status_alert_statuses' },
		{ operation: 'getDocumentStatusAlerts', name: 'Get Document Status Alerts', action: 'The configured alerts', method: 'GET', path: '/document_status_alert/get_document_status_alerts' },
		{ operation: 'createDocumentStatusAlert', name: 'Create Document Status Alert', action: 'Create an alert', method: 'POST', path: '/document_status_alert/create_document_status_alert', body: 'form', fields: ['name:string:required', 'doc_type_key:string:required', 'doc_status:string:required', 'email_address:string:optional', 'send_to_assigned_user:boolean=false:optional', 'delta_type:DELTA_TYPE{minutes|hours|days}="minutes":optional', 'delay_delta_value:integer:required'] },
		{ operation: 'updateDocumentStatusAlert', name: 'Update Document Status Alert', action: 'Update an alert', method: 'POST', path: '/document_status_alert/update_document_status_alert', body: 'form', fields: ['id:string:required', 'name:string:required', 'doc_type_key:string:required', 'doc_status:string:required', 'email_address:string:optional', 'send_to_assigned_user:boolean=false:optional', 'delta_type:DELTA_TYPE{minutes|hours|days}="minutes":optional', 'delay_delta_value:integer:required'] },
		{ operation: 'removeDocumentStatusAlert', name: 'Remove Document Status Alert', action: 'Delete an alert', method: 'DELETE', path: '/document_status_alert/remove_document_status_alert', body: 'form', fields: ['id:string:required'] },
	],
};
