import type { Endpoints } from '../../../contract';
import type { ResourceOverlay } from './types';

export const workflow: ResourceOverlay<Endpoints['workflow']> = {
	value: 'workflow',
	name: 'Workflow',
	operations: {
		getMany: { name: 'Get Many', action: 'Get many workflows' },
	},
};
