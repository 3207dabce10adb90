import { endpoints } from '../../../contract';
import { defineResource } from './defineResource';

export const workflow = defineResource(endpoints.workflow, {
	value: 'workflow',
	name: 'Workflow',
	operations: {
		getMany: { name: 'Get Many', action: 'Get many workflows' },
	},
});
