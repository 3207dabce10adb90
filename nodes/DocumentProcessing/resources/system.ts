import type { Endpoints } from '../../../contract';
import type { ResourceOverlay } from './types';

export const system: ResourceOverlay<Endpoints['system']> = {
	value: 'system',
	name: 'System',
	operations: {
		root: { name: 'Root', action: 'Call the root of the service' },
		getSystemHealth: { name: 'Get System Health', action: 'Tell whether the system is online' },
		getApiHealth: { name: 'Get API Health', action: 'Tell whether the API is online' },
		getServicesHealth: {
			name: 'Get Services Health',
			action: 'List the services and whether each is up',
		},
		getLogs: { name: 'Get Logs', action: 'Get the system logs' },
		getNextLogs: {
			name: 'Get Next Logs',
			action: 'Get the next page of logs',
		},
		getMigrationVersion: {
			name: 'Get Migration Version',
			action: 'Get the migration version of the service',
		},
	},
};
