import type { ResourceTable } from './types';

export const system: ResourceTable = {
	value: 'system',
	name: 'System',
	endpoints: [
		{ operation: 'root', name: 'Root', action: 'Root', method: 'GET', path: '/' },
		{ operation: 'healthz', name: 'Healthz', action: 'Tells whether the system is online', method: 'GET', path: '/healthz' },
		{ operation: 'health', name: 'Health', action: 'Tells whether the API is online', method: 'GET', path: '/api/health/' },
		{ operation: 'services', name: 'Services', action: 'Lists the services offered and whether each is online', method: 'GET', path: '/api/health/services' },
		{ operation: 'logtail', name: 'Logtail', action: 'Retrieves system logs', method: 'POST', path: '/logtail', body: 'json', fields: ['org_id:string:optional', 'doc_id:string:optional', 'log_level:string:optional', 'url:string:optional', 'source_filters:array<string>:optional', 'filter_days:integer=7:optional', 'batch_size:integer=100:optional', 'group_by:enum{doc_id|org_id|request_id}="request_id":optional'] },
		{ operation: 'next', name: 'Next', action: 'Retrieves the next logs', method: 'POST', path: '/logtail/next', body: 'json', fields: ['url:string:required', 'group_by:enum{doc_id|org_id|request_id}="request_id":optional'] },
		{ operation: 'getMigrationVersion', name: 'Get Migration Version', action: 'Migration version', method: 'GET', path: '/migration/get_migration_version' },
	],
};
