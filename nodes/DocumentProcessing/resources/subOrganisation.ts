import type { Endpoints } from '../../../contract';
import type { ResourceOverlay } from './types';

export const subOrganisation: ResourceOverlay<Endpoints['subOrganisation']> = {
	value: 'subOrganisation',
	name: 'Sub-Organisation',
	settings: true,
	operations: {
		getMany: { name: 'Get Many', action: 'Get many sub organisations' },
		create: { name: 'Create', action: 'Create a sub organisation' },
		delete: { name: 'Delete', action: 'Delete a sub organisation' },
		update: { name: 'Update', action: 'Update a sub organisation' },
		addUser: { name: 'Add User', action: 'Add a user to a sub organisation' },
		removeUser: { name: 'Remove User', action: 'Remove a user from a sub organisation' },
		getForUser: { name: 'Get for User', action: 'Get the sub organisations of a user' },
		getMine: {
			name: 'Get My Organisations',
			action: 'Get my organisation and sub organisations',
		},
		getManyWithUsers: {
			name: 'Get Many With Users',
			action: 'List sub-organisations with their users',
		},
		getUsers: { name: 'Get Users', action: 'Get the users of a sub organisation' },
	},
};
