import type { EndpointGroup } from '../types';

export const system = {
	root: {
		group: 'Root, health, logs',
		method: 'GET',
		path: '/',
		purpose: 'Root',
	},
	getSystemHealth: {
		group: 'Root, health, logs',
		method: 'GET',
		path: '/healthz',
		purpose: 'Tells whether the system is online',
	},
	getApiHealth: {
		group: 'Root, health, logs',
		method: 'GET',
		path: '/api/health/',
		purpose: 'Tells whether the API is online',
	},
	getServicesHealth: {
		group: 'Root, health, logs',
		method: 'GET',
		path: '/api/health/services',
		purpose: 'Lists the services offered and whether each is online',
	},
	getLogs: {
		group: 'Root, health, logs',
		method: 'POST',
		path: '/logtail',
		purpose: 'Retrieves system logs',
		body: {
			encoding: 'json',
			fields: [
				{ name: 'org_id', type: 'string' },
				{ name: 'doc_id', type: 'string' },
				{ name: 'log_level', type: 'string' },
				{ name: 'url', type: 'string' },
				{ name: 'source_filters', type: 'stringArray' },
				{ name: 'filter_days', type: 'integer', default: 7 },
				{ name: 'batch_size', type: 'integer', default: 100 },
				{
					name: 'group_by',
					type: 'enum',
					values: ['doc_id', 'org_id', 'request_id'],
					default: 'request_id',
				},
			],
		},
		paging: { type: 'nextUrl', nextPath: '/logtail/next' },
	},
	getNextLogs: {
		group: 'Root, health, logs',
		method: 'POST',
		path: '/logtail/next',
		purpose: 'Retrieves the next logs',
		body: {
			encoding: 'json',
			fields: [
				{ name: 'url', type: 'string', required: true },
				{
					name: 'group_by',
					type: 'enum',
					values: ['doc_id', 'org_id', 'request_id'],
					default: 'request_id',
				},
			],
		},
	},
	getMigrationVersion: {
		group: 'Vendors',
		method: 'GET',
		path: '/migration/get_migration_version',
		purpose: 'Migration version',
	},
} as const satisfies EndpointGroup;
