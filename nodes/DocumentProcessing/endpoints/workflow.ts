import type { ResourceTable } from './types';

/** The workflow listing lives on its own host with its own key (see the credential). */
export const workflow: ResourceTable = {
	value: 'workflow',
	name: 'Workflow',
	endpoints: [
		{ operation: 'getMany', name: 'Get Many', action: 'List workflows, following the cursor', method: 'GET', path: '/api/v{version_number}/workflows', pathParams: ['version_number:integer=1:required'], query: ['active:boolean:optional', 'limit:integer=100:optional', 'cursor:string:optional'], paging: { type: 'cursor' } },
	],
};
