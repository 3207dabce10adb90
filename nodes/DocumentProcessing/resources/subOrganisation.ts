import { endpoints } from '../../../contract';
import { defineResource } from './defineResource';

export const subOrganisation = defineResource(endpoints.subOrganisation, {
	value: 'subOrganisation',
	name: 'Sub-Organisation',
	operations: {
		getMany: { name: 'Get Many', action: 'List sub-organisations' },
		create: { name: 'Create', action: 'Create a sub-organisation' },
		delete: { name: 'Delete', action: 'Delete a sub-organisation' },
		update: { name: 'Update', action: 'Update a sub-organisation' },
		addUser: { name: 'Add User', action: 'Add a user to a sub-organisation' },
		removeUser: { name: 'Remove User', action: 'Remove a user from a sub-organisation' },
		getForUser: { name: 'Get for User', action: 'List the sub-organisations a user belongs to' },
		getMine: {
			name: 'Get My Organisations',
			action: 'Get the organisation and sub-organisations of the current user',
		},
		getManyWithUsers: {
			name: 'Get Many With Users',
			action: 'List sub-organisations with their users',
		},
		getUsers: { name: 'Get Users', action: 'List the users of a sub-organisation' },
	},
});
