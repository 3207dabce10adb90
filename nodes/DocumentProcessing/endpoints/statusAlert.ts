import type { ResourceTable } from './types';

export const statusAlert: ResourceTable = {
	value: 'statusAlert',
	name: 'Status Alert',
	endpoints: [
		{ operation: 'getStatuses', name: 'Get Alert Statuses', action: 'List the document statuses that have alerts configured', method: 'GET', path: '/document_status_alert/get_document_status_alert_statuses' },
		{ operation: 'getMany', name: 'Get Many', action: 'List the configured status alerts', method: 'GET', path: '/document_status_alert/get_document_status_alerts' },
		{ operation: 'create', name: 'Create', action: 'Create a status alert', method: 'POST', path: '/document_status_alert/create_document_status_alert', body: 'form', fields: ['name:string:required', 'doc_type_key:string:required', 'doc_status:string:required', 'email_address:string:optional', 'send_to_assigned_user:boolean=false:optional', 'delta_type:DELTA_TYPE{minutes|hours|days}="minutes":optional', 'delay_delta_value:integer:required'] },
		{ operation: 'update', name: 'Update', action: 'Update a status alert', method: 'POST', path: '/document_status_alert/update_document_status_alert', body: 'form', fields: ['id:string:required', 'name:string:required', 'doc_type_key:string:required', 'doc_status:string:required', 'email_address:string:optional', 'send_to_assigned_user:boolean=false:optional', 'delta_type:DELTA_TYPE{minutes|hours|days}="minutes":optional', 'delay_delta_value:integer:required'] },
		{ operation: 'delete', name: 'Delete', action: 'Delete a status alert', method: 'DELETE', path: '/document_status_alert/remove_document_status_alert', body: 'form', fields: ['id:string:required'] },
	],
};
