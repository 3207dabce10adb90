import type { EndpointGroup } from '../types';

export const subOrganisation = {
	getMany: {
		group: 'Sub organisations',
		method: 'GET',
		path: '/sub_organisations/get_sub_organisations',
		purpose: 'List sub organisations',
	},
	create: {
		group: 'Sub organisations',
		method: 'POST',
		path: '/sub_organisations/create',
		purpose: 'Create a sub organisation',
		body: {
			encoding: 'form',
			fields: [
				{ name: 'name', type: 'string', required: true },
				{ name: 'description', type: 'string' },
			],
		},
	},
	delete: {
		group: 'Sub organisations',
		method: 'DELETE',
		path: '/sub_organisations/delete/{sub_org_id}',
		purpose: 'Delete a sub organisation',
	},
	update: {
		group: 'Sub organisations',
		method: 'PUT',
		path: '/sub_organisations/update/{sub_org_id}',
		purpose: 'Update a sub organisation',
		body: {
			encoding: 'form',
			fields: [
				{ name: 'name', type: 'string' },
				{ name: 'description', type: 'string' },
			],
		},
	},
	addUser: {
		group: 'Sub organisations',
		method: 'POST',
		path: '/sub_organisation_user/add_user_to_sub_organisation',
		purpose: 'Add a user to a sub organisation',
		body: {
			encoding: 'form',
			fields: [
				{ name: 'sub_org_id', type: 'string', required: true },
				{ name: 'user_id', type: 'integer', required: true },
				{ name: 'remove_from_others', type: 'boolean', required: true },
			],
		},
	},
	removeUser: {
		group: 'Sub organisations',
		method: 'DELETE',
		path: '/sub_organisation_user/remove_user_from_sub_organisation',
		purpose: 'Remove a user from a sub organisation',
		body: {
			encoding: 'form',
			fields: [
				{ name: 'sub_org_id', type: 'string', required: true },
				{ name: 'user_id', type: 'integer', required: true },
			],
		},
	},
	getForUser: {
		group: 'Sub organisations',
		method: 'GET',
		path: '/sub_organisation_user/get_user_sub_organisations',
		purpose: 'Sub organisations a user belongs to',
		query: [{ name: 'user_id', type: 'string', required: true }],
	},
	getMine: {
		group: 'Sub organisations',
		method: 'GET',
		path: '/sub_organisation_user/get_user_organisation_and_sub_organisation',
		purpose: 'Organisations and sub organisations of a user',
	},
	getManyWithUsers: {
		group: 'Sub organisations',
		method: 'GET',
		path: '/sub_organisation_user/get_sub_organisations_with_users',
		purpose: 'Sub organisations that have given users',
	},
	getUsers: {
		group: 'Sub organisations',
		method: 'GET',
		path: '/sub_organisation_user/get_sub_organisation_users',
		purpose: 'Users of a sub organisation',
		query: [{ name: 'sub_org_id', type: 'string', required: true }],
	},
} as const satisfies EndpointGroup;
