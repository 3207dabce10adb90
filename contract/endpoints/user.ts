import type { EndpointGroup } from '../types';

export const user = {
	getMany: {
		group: 'Users',
		method: 'GET',
		path: '/users/get_users',
		purpose: 'Retrieve users',
	},
	create: {
		group: 'Users',
		method: 'POST',
		path: '/users/create',
		purpose: 'Create a user',
		body: {
			encoding: 'form',
			fields: [
				{ name: 'first_name', type: 'string' },
				{ name: 'last_name', type: 'string', required: true },
				{ name: 'email', type: 'string', required: true },
				{ name: 'password', type: 'string', required: true },
				{ name: 'is_admin', type: 'boolean', required: true },
			],
		},
	},
	delete: {
		group: 'Users',
		method: 'DELETE',
		path: '/users/delete/{user_id}',
		purpose: 'Delete a user',
		pathParams: [{ name: 'user_id', type: 'integer', required: true }],
	},
	update: {
		group: 'Users',
		method: 'PUT',
		path: '/users/update/{user_id}',
		purpose: 'Update a user',
		pathParams: [{ name: 'user_id', type: 'integer', required: true }],
		body: {
			encoding: 'form',
			fields: [
				{ name: 'first_name', type: 'string' },
				{ name: 'last_name', type: 'string' },
				{ name: 'email', type: 'string' },
				{ name: 'is_organisation_admin', type: 'string' },
				{ name: 'password', type: 'string' },
			],
		},
	},
	getApprovers: {
		group: 'Users',
		method: 'GET',
		path: '/users/get_users_who_can_approve',
		purpose: 'Users able to approve',
		query: [
			{ name: 'doc_type', type: 'string', required: true },
			{ name: 'first_approval', type: 'boolean', default: false },
			{ name: 'second_approval', type: 'boolean', default: false },
		],
	},
} as const satisfies EndpointGroup;
