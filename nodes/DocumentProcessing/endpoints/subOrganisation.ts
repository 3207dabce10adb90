import type { ResourceTable } from './types';

export const subOrganisation: ResourceTable = {
	value: 'subOrganisation',
	name: 'Sub-Organisation',
	endpoints: [
		{ operation: 'getMany', name: 'Get Many', action: 'List sub-organisations', method: 'GET', path: '/sub_organisations/get_sub_organisations' },
		{ operation: 'create', name: 'Create', action: 'Create a sub-organisation', method: 'POST', path: '/sub_organisations/create', body: 'form', fields: ['name:string:required', 'description:string:optional'] },
		{ operation: 'delete', name: 'Delete', action: 'Delete a sub-organisation', method: 'DELETE', path: '/sub_organisations/delete/{sub_org_id}' },
		{ operation: 'update', name: 'Update', action: 'Update a sub-organisation', method: 'PUT', path: '/sub_organisations/update/{sub_org_id}', body: 'form', fields: ['name:string:optional', 'description:string:optional'] },
		{ operation: 'addUser', name: 'Add User', action: 'Add a user to a sub-organisation', method: 'POST', path: '/sub_organisation_user/add_user_to_sub_organisation', body: 'form', fields: ['sub_org_id:string:required', 'user_id:integer:required', 'remove_from_others:boolean:required'] },
		{ operation: 'removeUser', name: 'Remove User', action: 'Remove a user from a sub-organisation', method: 'DELETE', path: '/sub_organisation_user/remove_user_from_sub_organisation', body: 'form', fields: ['sub_org_id:string:required', 'user_id:integer:required'] },
		{ operation: 'getForUser', name: 'Get for User', action: 'List the sub-organisations a user belongs to', method: 'GET', path: '/sub_organisation_user/get_user_sub_organisations', query: ['user_id:string:required'] },
		{ operation: 'getMine', name: 'Get My Organisations', action: 'Get the organisation and sub-organisations of the current user', method: 'GET', path: '/sub_organisation_user/get_user_organisation_and_sub_organisation' },
		{ operation: 'getManyWithUsers', name: 'Get Many With Users', action: 'List sub-organisations with their users', method: 'GET', path: '/sub_organisation_user/get_sub_organisations_with_users' },
		{ operation: 'getUsers', name: 'Get Users', action: 'List the users of a sub-organisation', method: 'GET', path: '/sub_organisation_user/get_sub_organisation_users', query: ['sub_org_id:string:required'] },
	],
};
