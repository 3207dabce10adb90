import type { ResourceTable } from './types';

export const subOrganisation: ResourceTable = {
	value: 'subOrganisation',
	name: 'Sub-Organisation',
	endpoints: [
		{ operation: 'getSubOrganisations', name: 'Get Sub Organisations', action: 'List sub organisations', method: 'GET', path: '/sub_organisations/get_sub_organisations' },
		{ operation: 'create', name: 'Create', action: 'Create a sub organisation', method: 'POST', path: '/sub_organisations/create', body: 'form', fields: ['name:string:required', 'description:string:optional'] },
		{ operation: 'delete', name: 'Delete', action: 'Delete a sub organisation', method: 'DELETE', path: '/sub_organisations/delete/{sub_org_id}' },
		{ operation: 'update', name: 'Update', action: 'Update a sub organisation', method: 'PUT', path: '/sub_organisations/update/{sub_org_id}', body: 'form', fields: ['name:string:optional', 'description:string:optional'] },
		{ operation: 'addUserToSubOrganisation', name: 'Add User To Sub Organisation', action: 'Add a user to a sub organisation', method: 'POST', path: '/sub_organisation_user/add_user_to_sub_organisation', body: 'form', fields: ['sub_org_id:string:required', 'user_id:integer:required', 'remove_from_others:boolean:required'] },
		{ operation: 'removeUserFromSubOrganisation', name: 'Remove User From Sub Organisation', action: 'Remove a user from a sub organisation', method: 'DELETE', path: '/sub_organisation_user/remove_user_from_sub_organisation', body: 'form', fields: ['sub_org_id:string:required', 'user_id:integer:required'] },
		{ operation: 'getUserSubOrganisations', name: 'Get User Sub Organisations', action: 'Sub organisations a user belongs to', method: 'GET', path: '/sub_organisation_user/get_user_sub_organisations', query: ['user_id:string:required'] },
		{ operation: 'getUserOrganisationAndSubOrganisation', name: 'Get User Organisation And Sub Organisation', action: 'Organisations and sub organisations of a user', method: 'GET', path: '/sub_organisation_user/get_user_organisation_and_sub_organisation' },
		{ operation: 'getSubOrganisationsWithUsers', name: 'Get Sub Organisations With Users', action: 'Sub organisations that have given users', method: 'GET', path: '/sub_organisation_user/get_sub_organisations_with_users' },
		{ operation: 'getSubOrganisationUsers', name: 'Get Sub Organisation Users', action: 'Users of a sub organisation', method: 'GET', path: '/sub_organisation_user/get_sub_organisation_users', query: ['sub_org_id:string:required'] },
	],
};
