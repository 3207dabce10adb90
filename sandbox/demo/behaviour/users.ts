// Users (/users/*): numeric ids, user 1 is the API key's own admin. Passwords are kept, never answered.
import { HttpError } from '../../contract';
import type { DemoState } from '../state';
import type { AccountUser } from '../stores/account';
import { flagInput, optionalText, requiredText } from '../../standIn/behaviour/inputValues';
import { deleted, without } from './records';
import { defined } from '../../standIn/stores/recordStore';
import { json, type BehaviourTable } from './types';

export const userView = (user: AccountUser) => without(user, 'password');

function requireFreeEmail(state: DemoState, email: string, exceptId?: number): void {
	const taken = state.account.users
		.list()
		.some((user) => user.email.toLowerCase() === email.toLowerCase() && user.id !== exceptId);
	if (taken) throw new HttpError(400, `A user with the e-mail address ${email} already exists`);
}

/**
 * Who may approve: admins, and members of groups whose permissions enable `first_approval`
 * (or `second_approval` when asked for) and, when they list `doc_types`, include the type.
 */
function canApprove(
	state: DemoState,
	user: AccountUser,
	docType: string,
	permission: string,
): boolean {
	if (user.is_admin) return true;
	return state.account.groups.list().some((group) => {
		const permissions = state.account.groupPermissions.get(group.id) ?? {};
		const docTypes = permissions.doc_types;
		return (
			group.user_ids.includes(user.id) &&
			permissions[permission] === true &&
			(!Array.isArray(docTypes) || docTypes.map(String).includes(docType))
		);
	});
}

export const usersBehaviour: BehaviourTable = {
	'user.getMany': ({ state }) => json(state.account.users.list().map(userView)),

	'user.create': ({ body, state }) => {
		const email = requiredText(body, 'email');
		requireFreeEmail(state, email);
		const user = state.account.users.add({
			first_name: optionalText(body, 'first_name') ?? null,
			last_name: requiredText(body, 'last_name'),
			email,
			password: requiredText(body, 'password'),
			is_admin: body.is_admin === true,
		});
		return json(userView(user));
	},

	'user.update': (context) => {
		const { body, pathParams, state } = context;
		const user = state.account.users.require(pathParams.user_id);
		const email = optionalText(body, 'email');
		if (email !== undefined) requireFreeEmail(state, email, user.id);
		const changes = defined({
			first_name: optionalText(body, 'first_name'),
			last_name: optionalText(body, 'last_name'),
			email,
			password: optionalText(body, 'password'),
			is_admin: flagInput(context, 'is_organisation_admin'),
		});
		return json(userView(state.account.users.update(user.id, changes)));
	},

	'user.delete': ({ pathParams, state }) => {
		const user = state.account.users.remove(pathParams.user_id);
		for (const team of [...state.account.groups.list(), ...state.account.subOrganisations.list()]) {
			team.user_ids = team.user_ids.filter((id) => id !== user.id);
		}
		return deleted('User', user.id);
	},

	'user.getApprovers': (context) => {
		const { query, state } = context;
		const docType = requiredText(query, 'doc_type');
		const permission = flagInput(context, 'second_approval', 'query')
			? 'second_approval'
			: 'first_approval';
		return json(
			state.account.users
				.list()
				.filter((user) => canApprove(state, user, docType, permission))
				.map(userView),
		);
	},
};
