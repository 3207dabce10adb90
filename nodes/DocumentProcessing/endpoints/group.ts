import type { ResourceTable } from './types';

export const group: ResourceTable = {
	value: 'group',
	name: 'Group',
	endpoints: [
		{ operation: 'getMany', name: 'Get Many', action: 'List groups', method: 'GET', path: '/groups/get_groups' },
		{ operation: 'create', name: 'Create', action: 'Create a group', method: 'POST', path: '/groups/create', body: 'form', fields: ['name:string:required', 'description:string:optional'] },
		{ operation: 'delete', name: 'Delete', action: 'Delete a group', method: 'DELETE', path: '/groups/delete/{group_id}' },
		{ operation: 'update', name: 'Update', action: 'Update a group', method: 'PUT', path: '/groups/update/{group_id}', body: 'form', fields: ['name:string:optional', 'description:string:optional'] },
		{ operation: 'addUser', name: 'Add User', action: 'Add a user to a group', method: 'POST', path: '/groups/add_user_to_group', body: 'form', fields: ['group_id:string:required', 'user_id:integer:required', 'remove_from_other_groups:boolean:required'] },
		{ operation: 'addUserViaMembership', name: 'Add User (Membership Path)', action: 'Add a user to a group through the group-and-users path', method: 'POST', path: '/groups_and_users/add_user_to_group', body: 'form', fields: ['group_id:string:required', 'user_id:integer:required', 'remove_from_other_groups:boolean:required'] },
		{ operation: 'addUsers', name: 'Add Users', action: 'Add several users to a group', method: 'POST', path: '/groups_and_users/add_users_to_group', body: 'form', fields: ['group_id:string:required', 'user_ids:array<string>:required', 'remove_from_other_groups:boolean:required'] },
		{ operation: 'removeUser', name: 'Remove User', action: 'Remove a user from a group', method: 'DELETE', path: '/groups_and_users/remove_user_from_group', body: 'form', fields: ['group_id:string:required', 'user_id:integer:required'] },
		{ operation: 'getUsers', name: 'Get Users', action: 'List the users of a group', method: 'GET', path: '/groups_and_users/get_group_users', query: ['group_id:string:required'] },
		{ operation: 'setPermissions', name: 'Set Permissions', action: 'Set the permissions enabled for one group', method: 'POST', path: '/group_permission/set_group_permissions', body: 'form', fields: ['group_id:string:required', 'data:json:required'] },
		{ operation: 'setAllPermissions', name: 'Set All Permissions', action: 'Set the permissions of every group', method: 'POST', path: '/group_permission/set_all_group_permissions', body: 'form', fields: ['permissions_data:json:required'] },
		{ operation: 'getPermissions', name: 'Get Permissions', action: 'Get the permissions enabled for a group', method: 'POST', path: '/group_permission/get_group_permissions', body: 'form', fields: ['group_id:string:required'] },
		{ operation: 'getAllPermissions', name: 'Get All Permissions', action: 'Get the permissions of every group', method: 'GET', path: '/group_permission/get_all_group_permissions' },
		{ operation: 'getMyGroupsAndPermissions', name: 'Get My Groups and Permissions', action: 'Get the groups of the current user and their permissions', method: 'GET', path: '/group_permission/get_user_groups_and_permissions' },
	],
};
