import type { ResourceTable } from './types';

export const group: ResourceTable = {
	value: 'group',
	name: 'Group',
	endpoints: [
		{ operation: 'getGroups', name: 'Get Groups', action: 'Retrieve groups', method: 'GET', path: '/groups/get_groups' },
		{ operation: 'create', name: 'Create', action: 'Create a group', method: 'POST', path: '/groups/create', body: 'form', fields: ['name:string:required', 'description:string:optional'] },
		{ operation: 'delete', name: 'Delete', action: 'Delete a group', method: 'DELETE', path: '/groups/delete/{group_id}' },
		{ operation: 'update', name: 'Update', action: 'Update a group', method: 'PUT', path: '/groups/update/{group_id}', body: 'form', fields: ['name:string:optional', 'description:string:optional'] },
		{ operation: 'addUserToGroup', name: 'Add User To Group', action: 'Add a user to a group', method: 'POST', path: '/groups/add_user_to_group', body: 'form', fields: ['group_id:string:required', 'user_id:integer:required', 'remove_from_other_groups:boolean:required'] },
		{ operation: 'groupsAndUsersAddUserToGroupPost', name: 'Groups And Users Add User To Group Post', action: 'Add a user to a group', method: 'POST', path: '/groups_and_users/add_user_to_group', body: 'form', fields: ['group_id:string:required', 'user_id:integer:required', 'remove_from_other_groups:boolean:required'] },
		{ operation: 'addUsersToGroup', name: 'Add Users To Group', action: 'Add several users to a group', method: 'POST', path: '/groups_and_users/add_users_to_group', body: 'form', fields: ['group_id:string:required', 'user_ids:array<string>:required', 'remove_from_other_groups:boolean:required'] },
		{ operation: 'removeUserFromGroup', name: 'Remove User From Group', action: 'Remove a user from a group', method: 'DELETE', path: '/groups_and_users/remove_user_from_group', body: 'form', fields: ['group_id:string:required', 'user_id:integer:required'] },
		{ operation: 'getGroupUsers', name: 'Get Group Users', action: 'Users of a group', method: 'GET', path: '/groups_and_users/get_group_users', query: ['group_id:string:required'] },
		{ operation: 'setGroupPermissions', name: 'Set Group Permissions', action: 'Set permissions enabled for one group', method: 'POST', path: '/group_permission/set_group_permissions', body: 'form', fields: ['group_id:string:required', 'data:string:required'] },
		{ operation: 'setAllGroupPermissions', name: 'Set All Group Permissions', action: 'Set permissions for all groups', method: 'POST', path: '/group_permission/set_all_group_permissions', body: 'form', fields: ['permissions_data:string:required'] },
		{ operation: 'getGroupPermissions', name: 'Get Group Permissions', action: 'Permissions enabled for a group', method: 'POST', path: '/group_permission/get_group_permissions', body: 'form', fields: ['group_id:string:required'] },
		{ operation: 'getAllGroupPermissions', name: 'Get All Group Permissions', action: 'Permissions of every group', method: 'GET', path: '/group_permission/get_all_group_permissions' },
		{ operation: 'getUserGroupsAndPermissions', name: 'Get User Groups And Permissions', action: 'Groups of a user and the permissions enabled for them', method: 'GET', path: '/group_permission/get_user_groups_and_permissions' },
	],
};
