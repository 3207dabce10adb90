import type { EndpointGroup } from '../types';

export const statusAlert = {
	getStatuses: {
		group: 'Status alerts, OCR configuration, flow',
		method: 'GET',
		path: '/document_status_alert/get_document_status_alert_statuses',
		purpose: 'Status of documents that have alerts configured',
	},
	getMany: {
		group: 'Status alerts, OCR configuration, flow',
		method: 'GET',
		path: '/document_status_alert/get_document_status_alerts',
		purpose: 'The configured alerts',
	},
	create: {
		group: 'Status alerts, OCR configuration, flow',
		method: 'POST',
		path: '/document_status_alert/create_document_status_alert',
		purpose: 'Create an alert',
		body: {
			encoding: 'form',
			fields: [
				{ name: 'name', type: 'string', required: true },
				{ name: 'doc_type_key', type: 'string', required: true },
				{ name: 'doc_status', type: 'string', required: true },
				{ name: 'email_address', type: 'string' },
				{ name: 'send_to_assigned_user', type: 'boolean', default: false },
				{
					name: 'delta_type',
					type: 'enum',
					values: ['minutes', 'hours', 'days'],
					default: 'minutes',
				},
				{ name: 'delay_delta_value', type: 'integer', required: true },
			],
		},
	},
	update: {
		group: 'Status alerts, OCR configuration, flow',
		method: 'POST',
		path: '/document_status_alert/update_document_status_alert',
		purpose: 'Update an alert',
		body: {
			encoding: 'form',
			fields: [
				{ name: 'id', type: 'string', required: true },
				{ name: 'name', type: 'string', required: true },
				{ name: 'doc_type_key', type: 'string', required: true },
				{ name: 'doc_status', type: 'string', required: true },
				{ name: 'email_address', type: 'string' },
				{ name: 'send_to_assigned_user', type: 'boolean', default: false },
				{
					name: 'delta_type',
					type: 'enum',
					values: ['minutes', 'hours', 'days'],
					default: 'minutes',
				},
				{ name: 'delay_delta_value', type: 'integer', required: true },
			],
		},
	},
	delete: {
		group: 'Status alerts, OCR configuration, flow',
		method: 'DELETE',
		path: '/document_status_alert/remove_document_status_alert',
		purpose: 'Delete an alert',
		body: {
			encoding: 'form',
			fields: [{ name: 'id', type: 'string', required: true }],
		},
	},
} as const satisfies EndpointGroup;
