import type { EndpointGroup } from '../types';

export const workflow = {
	getMany: {
		group: 'Limits (workflow listing)',
		method: 'GET',
		path: '/api/v{version_number}/workflows',
		purpose: 'Cursor-paginated workflow listing: response {data: [...], nextCursor}',
		host: 'workflow',
		pathParams: [{ name: 'version_number', type: 'integer', required: true, default: 1 }],
		query: [
			{ name: 'active', type: 'boolean' },
			{ name: 'limit', type: 'integer', default: 100, max: 250 },
			{ name: 'cursor', type: 'string' },
		],
		paging: { type: 'cursor' },
	},
} as const satisfies EndpointGroup;
