// Groups, their members (both add-user paths) and group permissions. Permissions are the JSON
// object a client sets for a group; `true` values count as enabled.
import { HttpError, ValidationError } from '../../contract';
import type { DemoState } from '../state';
import type { Team } from '../stores/account';
import { jsonInput, requiredText } from '../../standIn/behaviour/inputValues';
import { teamHandlers } from './teams';
import { json, type BehaviourTable } from './types';

const groups = teamHandlers({
	select: (state) => state.account.groups,
	idName: 'group_id',
	exclusiveName: 'remove_from_other_groups',
	onDelete: (state, group) => state.account.groupPermissions.delete(group.id),
});

const permissionsView = (state: DemoState, group: Team) => ({
	group_id: group.id,
	group_name: group.name,
	permissions: state.account.groupPermissions.get(group.id) ?? {},
});

/** `permissions_data`: `{"<group_id>": {...}}` or `[{"group_id": …, "permissions": {...}}]`. */
function permissionsByGroup(value: unknown): Array<[string, Record<string, unknown>]> {
	const entries: Array<[string, unknown]> = Array.isArray(value)
		? value.map((entry: { group_id?: unknown; permissions?: unknown }) => [
				String(entry?.group_id),
				entry?.permissions,
			])
		: value && typeof value === 'object'
			? Object.entries(value)
			: [];
	const isObject = (item: unknown) =>
		typeof item === 'object' && item !== null && !Array.isArray(item);
	if (entries.length === 0 || entries.some(([, permissions]) => !isObject(permissions))) {
		throw new ValidationError([
			{
				loc: ['body', 'permissions_data'],
				msg: 'expected permissions per group: {"<group_id>": {...}}',
				type: 'value_error',
			},
		]);
	}
	return entries as Array<[string, Record<string, unknown>]>;
}

export const groupsBehaviour: BehaviourTable = {
	'group.getMany': groups.list,
	'group.create': groups.create,
	'group.update': groups.update,
	'group.delete': groups.delete,
	'group.addUser': groups.addUser,
	'group.addUserViaMembership': groups.addUser,
	'group.addUsers': groups.addUsers,
	'group.removeUser': groups.removeUser,
	'group.getUsers': groups.users,

	'group.setPermissions': (context) => {
		const { body, state } = context;
		const group = state.account.groups.require(requiredText(body, 'group_id'));
		state.account.groupPermissions.set(group.id, jsonInput(context, 'data', 'object'));
		return json(permissionsView(state, group));
	},

	'group.setAllPermissions': (context) => {
		const { state } = context;
		const entries = permissionsByGroup(jsonInput(context, 'permissions_data', 'objectOrArray'));
		const missing = entries.filter(([id]) => !state.account.groups.get(id)).map(([id]) => id);
		if (missing.length > 0) throw new HttpError(404, `Groups not found: ${missing.join(', ')}`);
		for (const [id, permissions] of entries)
			state.account.groupPermissions.set(state.account.groups.require(id).id, permissions);
		return json(state.account.groups.list().map((group) => permissionsView(state, group)));
	},

	'group.getPermissions': ({ body, state }) =>
		json(permissionsView(state, state.account.groups.require(requiredText(body, 'group_id')))),

	'group.getAllPermissions': ({ state }) =>
		json(state.account.groups.list().map((group) => permissionsView(state, group))),

	'group.getMyGroupsAndPermissions': ({ state }) => {
		const user = state.currentUser;
		const mine = state.account.groups.list().filter((group) => group.user_ids.includes(user.id));
		const views = mine.map((group) => permissionsView(state, group));
		const enabled = new Set(
			views.flatMap((view) =>
				Object.keys(view.permissions).filter((key) => view.permissions[key] === true),
			),
		);
		return json({
			user_id: user.id,
			email: user.email,
			groups: views,
			enabled_permissions: [...enabled].sort(),
		});
	},
};
