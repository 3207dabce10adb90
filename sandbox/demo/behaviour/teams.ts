// Groups and sub-organisations behave alike: named sets of users with CRUD and membership calls.
// Each area maps its paths to these handlers (groups.ts, subOrganisations.ts).
import { HttpError } from '../../contract';
import type { DemoState } from '../state';
import { defined, type RecordStore } from '../../standIn/stores/recordStore';
import type { AccountUser, Team } from '../stores/account';
import { deleted } from './records';
import { optionalText, requiredText, textList } from '../../standIn/behaviour/inputValues';
import { json, type Handler, type HandlerContext } from './types';
import { userView } from './users';

export interface TeamKind {
	select: (state: DemoState) => RecordStore<Team>;
	/** Where requests name the team: `group_id`, `sub_org_id`. */
	idName: string;
	/** The boolean that moves a user out of every other team of this kind. */
	exclusiveName: string;
	/** Anything else to forget with the team (group permissions). */
	onDelete?: (state: DemoState, team: Team) => void;
}

function requireFreeName(
	store: RecordStore<Team>,
	name: string | undefined,
	exceptId?: number,
): void {
	if (name === undefined) return;
	if (store.list().some((team) => team.name === name && team.id !== exceptId)) {
		throw new HttpError(400, `A ${store.what.toLowerCase()} named "${name}" already exists`);
	}
}

function requireUsers(state: DemoState, ids: string[]): AccountUser[] {
	const missing = ids.filter((id) => !state.account.users.get(id));
	if (missing.length > 0) throw new HttpError(404, `Users not found: ${missing.join(', ')}`);
	return ids.map((id) => state.account.users.require(id));
}

function join(kind: TeamKind, context: HandlerContext, userIds: string[]) {
	const store = kind.select(context.state);
	const team = store.require(requiredText(context.body, kind.idName));
	const users = requireUsers(context.state, userIds);
	for (const user of users) {
		if (context.body[kind.exclusiveName] === true) {
			for (const other of store.list())
				other.user_ids = other.user_ids.filter((id) => id !== user.id);
		}
		if (!team.user_ids.includes(user.id)) team.user_ids.push(user.id);
	}
	return json(team);
}

export function teamHandlers(kind: TeamKind): Record<string, Handler> {
	const what = (state: DemoState) => kind.select(state).what;
	return {
		list: ({ state }) => json(kind.select(state).list()),
		create: ({ body, state }) => {
			const store = kind.select(state);
			requireFreeName(store, requiredText(body, 'name'));
			return json(
				store.add({
					name: requiredText(body, 'name'),
					description: optionalText(body, 'description') ?? null,
					user_ids: [],
				}),
			);
		},
		update: ({ body, pathParams, state }) => {
			const store = kind.select(state);
			const team = store.require(pathParams[kind.idName]);
			requireFreeName(store, optionalText(body, 'name'), team.id);
			return json(
				store.update(
					team.id,
					defined({
						name: optionalText(body, 'name'),
						description: optionalText(body, 'description'),
					}),
				),
			);
		},
		delete: ({ pathParams, state }) => {
			const team = kind.select(state).remove(pathParams[kind.idName]);
			kind.onDelete?.(state, team);
			return deleted(what(state), team.id);
		},
		addUser: (context) => join(kind, context, [requiredText(context.body, 'user_id')]),
		addUsers: (context) => join(kind, context, textList(context.body, 'user_ids')),
		removeUser: ({ body, state }) => {
			const team = kind.select(state).require(requiredText(body, kind.idName));
			const user = state.account.users.require(requiredText(body, 'user_id'));
			if (!team.user_ids.includes(user.id))
				throw new HttpError(404, `User ${user.id} is not in the ${what(state).toLowerCase()}`);
			team.user_ids = team.user_ids.filter((id) => id !== user.id);
			return json(team);
		},
		users: ({ query, state }) => {
			const team = kind.select(state).require(requiredText(query, kind.idName));
			return json(team.user_ids.map((id) => userView(state.account.users.require(id))));
		},
	};
}
