import type { Endpoints } from '../../../contract';
import type { ResourceOverlay } from './types';

export const group: ResourceOverlay<Endpoints['group']> = {
	value: 'group',
	name: 'Group',
	settings: true,
	operations: {
		getMany: { name: 'Get Many', action: 'List groups' },
		create: { name: 'Create', action: 'Create a group' },
		delete: { name: 'Delete', action: 'Delete a group' },
		update: { name: 'Update', action: 'Update a group' },
		addUser: { name: 'Add User', action: 'Add a user to a group' },
		addUserViaMembership: {
			name: 'Add User (Membership Path)',
			action: 'Add a user to a group as a membership',
		},
		addUsers: { name: 'Add Users', action: 'Add several users to a group' },
		removeUser: { name: 'Remove User', action: 'Remove a user from a group' },
		getUsers: { name: 'Get Users', action: 'List the users of a group' },
		setPermissions: {
			name: 'Set Permissions',
			action: 'Set the permissions enabled for one group',
		},
		setAllPermissions: {
			name: 'Set All Permissions',
			action: 'Set the permissions of every group',
		},
		getPermissions: { name: 'Get Permissions', action: 'Get the permissions enabled for a group' },
		getAllPermissions: {
			name: 'Get All Permissions',
			action: 'Get the permissions of every group',
		},
		getMyGroupsAndPermissions: {
			name: 'Get My Groups and Permissions',
			action: 'Get my groups and their permissions',
		},
	},
};
