import type { ResourceTable } from './types';

export const system: ResourceTable = {
	value: 'system',
	name: 'System',
	endpoints: [
		{ operation: 'root', name: 'Root', action: 'Call the root of the service', method: 'GET', path: '/' },
		{ operation: 'getSystemHealth', name: 'Get System Health', action: 'Tell whether the system is online', method: 'GET', path: '/healthz' },
		{ operation: 'getApiHealth', name: 'Get API Health', action: 'Tell whether the API is online', method: 'GET', path: '/api/health/' },
		{ operation: 'getServicesHealth', name: 'Get Services Health', action: 'List the services offered and whether each is online', method: 'GET', path: '/api/health/services' },
		{ operation: 'getLogs', name: 'Get Logs', action: 'Retrieve system logs, following the next pages', method: 'POST', path: '/logtail', body: 'json', fields: ['org_id:string:optional', 'doc_id:string:optional', 'log_level:string:optional', 'url:string:optional', 'source_filters:array<string>:optional', 'filter_days:integer=7:optional', 'batch_size:integer=100:optional', 'group_by:enum{doc_id|org_id|request_id}="request_id":optional'], paging: { type: 'nextUrl', nextPath: '/logtail/next' } },
		{ operation: 'getNextLogs', name: 'Get Next Logs', action: 'Retrieve the next page of logs from a next URL', method: 'POST', path: '/logtail/next', body: 'json', fields: ['url:string:required', 'group_by:enum{doc_id|org_id|request_id}="request_id":optional'] },
		{ operation: 'getMigrationVersion', name: 'Get Migration Version', action: 'Get the migration version of the service', method: 'GET', path: '/migration/get_migration_version' },
	],
};
