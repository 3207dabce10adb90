import type { EndpointGroup } from '../types';

export const group = {
	getMany: {
		group: 'Groups, group members, group permissions',
		method: 'GET',
		path: '/groups/get_groups',
		purpose: 'Retrieve groups',
	},
	create: {
		group: 'Groups, group members, group permissions',
		method: 'POST',
		path: '/groups/create',
		purpose: 'Create a group',
		body: {
			encoding: 'form',
			fields: [
				{ name: 'name', type: 'string', required: true },
				{ name: 'description', type: 'string' },
			],
		},
	},
	delete: {
		group: 'Groups, group members, group permissions',
		method: 'DELETE',
		path: '/groups/delete/{group_id}',
		purpose: 'Delete a group',
	},
	update: {
		group: 'Groups, group members, group permissions',
		method: 'PUT',
		path: '/groups/update/{group_id}',
		purpose: 'Update a group',
		body: {
			encoding: 'form',
			fields: [
				{ name: 'name', type: 'string' },
				{ name: 'description', type: 'string' },
			],
		},
	},
	addUser: {
		group: 'Groups, group members, group permissions',
		method: 'POST',
		path: '/groups/add_user_to_group',
		purpose: 'Add a user to a group',
		body: {
			encoding: 'form',
			fields: [
				{ name: 'group_id', type: 'string', required: true },
				{ name: 'user_id', type: 'integer', required: true },
				{ name: 'remove_from_other_groups', type: 'boolean', required: true },
			],
		},
	},
	addUserViaMembership: {
		group: 'Groups, group members, group permissions',
		method: 'POST',
		path: '/groups_and_users/add_user_to_group',
		purpose: 'Add a user to a group',
		body: {
			encoding: 'form',
			fields: [
				{ name: 'group_id', type: 'string', required: true },
				{ name: 'user_id', type: 'integer', required: true },
				{ name: 'remove_from_other_groups', type: 'boolean', required: true },
			],
		},
	},
	addUsers: {
		group: 'Groups, group members, group permissions',
		method: 'POST',
		path: '/groups_and_users/add_users_to_group',
		purpose: 'Add several users to a group',
		body: {
			encoding: 'form',
			fields: [
				{ name: 'group_id', type: 'string', required: true },
				{ name: 'user_ids', type: 'stringArray', required: true },
				{ name: 'remove_from_other_groups', type: 'boolean', required: true },
			],
		},
	},
	removeUser: {
		group: 'Groups, group members, group permissions',
		method: 'DELETE',
		path: '/groups_and_users/remove_user_from_group',
		purpose: 'Remove a user from a group',
		body: {
			encoding: 'form',
			fields: [
				{ name: 'group_id', type: 'string', required: true },
				{ name: 'user_id', type: 'integer', required: true },
			],
		},
	},
	getUsers: {
		group: 'Groups, group members, group permissions',
		method: 'GET',
		path: '/groups_and_users/get_group_users',
		purpose: 'Users of a group',
		query: [{ name: 'group_id', type: 'string', required: true }],
	},
	setPermissions: {
		group: 'Groups, group members, group permissions',
		method: 'POST',
		path: '/group_permission/set_group_permissions',
		purpose: 'Set permissions enabled for one group',
		body: {
			encoding: 'form',
			fields: [
				{ name: 'group_id', type: 'string', required: true },
				{ name: 'data', type: 'json', required: true },
			],
		},
	},
	setAllPermissions: {
		group: 'Groups, group members, group permissions',
		method: 'POST',
		path: '/group_permission/set_all_group_permissions',
		purpose: 'Set permissions for all groups',
		body: {
			encoding: 'form',
			fields: [{ name: 'permissions_data', type: 'json', required: true }],
		},
	},
	getPermissions: {
		group: 'Groups, group members, group permissions',
		method: 'POST',
		path: '/group_permission/get_group_permissions',
		purpose: 'Permissions enabled for a group',
		body: {
			encoding: 'form',
			fields: [{ name: 'group_id', type: 'string', required: true }],
		},
	},
	getAllPermissions: {
		group: 'Groups, group members, group permissions',
		method: 'GET',
		path: '/group_permission/get_all_group_permissions',
		purpose: 'Permissions of every group',
	},
	getMyGroupsAndPermissions: {
		group: 'Groups, group members, group permissions',
		method: 'GET',
		path: '/group_permission/get_user_groups_and_permissions',
		purpose: 'Groups of a user and the permissions enabled for them',
	},
} as const satisfies EndpointGroup;
