// Sub-organisations and their users. The organisation itself is the sandbox's one org (state.orgId).
import { teamHandlers } from './teams';
import { json, requiredText, type BehaviourTable } from './types';
import { userView } from './users';

const subOrganisations = teamHandlers({
	select: (state) => state.account.subOrganisations,
	idName: 'sub_org_id',
	exclusiveName: 'remove_from_others',
});

export const subOrganisationsBehaviour: BehaviourTable = {
	'GET /sub_organisations/get_sub_organisations': subOrganisations.list,
	'POST /sub_organisations/create': subOrganisations.create,
	'PUT /sub_organisations/update/{sub_org_id}': subOrganisations.update,
	'DELETE /sub_organisations/delete/{sub_org_id}': subOrganisations.delete,
	'POST /sub_organisation_user/add_user_to_sub_organisation': subOrganisations.addUser,
	'DELETE /sub_organisation_user/remove_user_from_sub_organisation': subOrganisations.removeUser,
	'GET /sub_organisation_user/get_sub_organisation_users': subOrganisations.users,

	'GET /sub_organisation_user/get_user_sub_organisations': ({ query, state }) => {
		const user = state.account.users.require(requiredText(query, 'user_id'));
		return json(state.account.subOrganisations.list().filter((team) => team.user_ids.includes(user.id)));
	},

	'GET /sub_organisation_user/get_user_organisation_and_sub_organisation': ({ state }) => {
		const { id } = state.currentUser;
		const details = state.account.organisation.details;
		return json({
			user_id: id,
			organisation: { org_id: state.orgId, name: details?.companyname ?? null },
			sub_organisations: state.account.subOrganisations.list().filter((team) => team.user_ids.includes(id)),
		});
	},

	'GET /sub_organisation_user/get_sub_organisations_with_users': ({ state }) =>
		json(
			state.account.subOrganisations
				.list((team) => team.user_ids.length > 0)
				.map((team) => ({ ...team, users: team.user_ids.map((id) => userView(state.account.users.require(id))) })),
		),
};
