import type { ResourceTable } from './types';

export const user: ResourceTable = {
	value: 'user',
	name: 'User',
	endpoints: [
		{ operation: 'getMany', name: 'Get Many', action: 'List users', method: 'GET', path: '/users/get_users' },
		{ operation: 'create', name: 'Create', action: 'Create a user', method: 'POST', path: '/users/create', body: 'form', fields: ['first_name:string:optional', 'last_name:string:required', 'email:string:required', 'password:string:required', 'is_admin:boolean:required'] },
		{ operation: 'delete', name: 'Delete', action: 'Delete a user', method: 'DELETE', path: '/users/delete/{user_id}', pathParams: ['user_id:integer:required'] },
		{ operation: 'update', name: 'Update', action: 'Update a user', method: 'PUT', path: '/users/update/{user_id}', pathParams: ['user_id:integer:required'], body: 'form', fields: ['first_name:string:optional', 'last_name:string:optional', 'email:string:optional', 'is_organisation_admin:string:optional', 'password:string:optional'] },
		{ operation: 'getApprovers', name: 'Get Approvers', action: 'List the users who can approve documents of a type', method: 'GET', path: '/users/get_users_who_can_approve', query: ['doc_type:string:required', 'first_approval:boolean=false:optional', 'second_approval:boolean=false:optional'] },
	],
};
