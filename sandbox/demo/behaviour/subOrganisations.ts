// Sub-organisations and their users. The organisation itself is the sandbox's one org (state.orgId).
import { teamHandlers } from './teams';
import { requiredText } from '../../standIn/behaviour/inputValues';
import { json, type BehaviourTable } from './types';
import { userView } from './users';

const subOrganisations = teamHandlers({
	select: (state) => state.account.subOrganisations,
	idName: 'sub_org_id',
	exclusiveName: 'remove_from_others',
});

export const subOrganisationsBehaviour: BehaviourTable = {
	'subOrganisation.getMany': subOrganisations.list,
	'subOrganisation.create': subOrganisations.create,
	'subOrganisation.update': subOrganisations.update,
	'subOrganisation.delete': subOrganisations.delete,
	'subOrganisation.addUser': subOrganisations.addUser,
	'subOrganisation.removeUser': subOrganisations.removeUser,
	'subOrganisation.getUsers': subOrganisations.users,

	'subOrganisation.getForUser': ({ query, state }) => {
		const user = state.account.users.require(requiredText(query, 'user_id'));
		return json(
			state.account.subOrganisations.list().filter((team) => team.user_ids.includes(user.id)),
		);
	},

	'subOrganisation.getMine': ({ state }) => {
		const { id } = state.currentUser;
		const details = state.account.organisation.details;
		return json({
			user_id: id,
			organisation: { org_id: state.orgId, name: details?.companyname ?? null },
			sub_organisations: state.account.subOrganisations
				.list()
				.filter((team) => team.user_ids.includes(id)),
		});
	},

	'subOrganisation.getManyWithUsers': ({ state }) =>
		json(
			state.account.subOrganisations
				.list((team) => team.user_ids.length > 0)
				.map((team) => ({
					...team,
					users: team.user_ids.map((id) => userView(state.account.users.require(id))),
				})),
		),
};
