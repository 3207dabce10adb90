// User, Group and Sub-Organisation through n8n's engine: the requests each operation sends (fields
// as a form, ids in the path, lists of ids as repeated fields), permissions checked as JSON before
// sending, the service's errors as the node reports them.
import { request, useAreaHarness } from '../support/areaHarness';

const area = useAreaHarness();
const { harness, last, sent, answer, refuse, run } = area;
/** Runs an operation that must fail and returns the error message with its description. */
const fails = async (...args: Parameters<typeof area.fails>) => (await area.fails(...args)).message;
const NEW_USER = {
	last_name: 'Meyer',
	email: 'meyer@example.com',
	password: 'secret',
	is_admin: false,
};

describe('User', () => {
	it('create, list, update and delete; a 404 is the error', async () => {
		const created = { id: 2, last_name: 'Meyer' };
		answer('user.create', created);
		expect(
			await run('user', 'create', { ...NEW_USER, additionalFields: { first_name: 'Anna' } }),
		).toEqual([created]);
		expect(sent()).toEqual(
			request('POST', '/users/create', {
				body: { ...NEW_USER, is_admin: 'false', first_name: 'Anna' },
			}),
		);
		expect(last().contentType).toContain('application/x-www-form-urlencoded');

		answer('user.getMany', [{ id: 1 }, created]);
		expect(await run('user', 'getMany')).toEqual([{ id: 1 }, created]);
		expect(sent()).toEqual(request('GET', '/users/get_users'));

		answer('user.update', created);
		await run('user', 'update', {
			user_id: '2',
			additionalFields: { email: 'anna.meyer@example.com', is_organisation_admin: 'true' },
		});
		expect(sent()).toEqual(
			request('PUT', '/users/update/2', {
				body: { email: 'anna.meyer@example.com', is_organisation_admin: 'true' },
			}),
		);

		answer('user.delete', { success: true, id: 2 });
		await run('user', 'delete', { user_id: '2' });
		expect(sent()).toEqual(request('DELETE', '/users/delete/2'));
		refuse('user.delete', 404, 'User not found');
		expect(await fails('user', 'delete', { user_id: '2' })).toContain('User not found');
		expect(last().status).toBe(404);
	});

	it("the service's 400 for an e-mail address in use is the error", async () => {
		refuse('user.create', 400, 'A user with this e-mail address already exists');
		expect(await fails('user', 'create', { ...NEW_USER, is_admin: true })).toContain(
			'already exists',
		);
		expect(sent()).toEqual(
			request('POST', '/users/create', { body: { ...NEW_USER, is_admin: 'true' } }),
		);
		expect(last().status).toBe(400);
	});

	it('get approvers sends the document type and the approvals asked for', async () => {
		answer('user.getApprovers', [{ id: 1 }, { id: 2 }]);
		expect(await run('user', 'getApprovers', { doc_type: 'invoice' })).toEqual([
			{ id: 1 },
			{ id: 2 },
		]);
		expect(sent()).toEqual(
			request('GET', '/users/get_users_who_can_approve', { query: { doc_type: 'invoice' } }),
		);
		await run('user', 'getApprovers', {
			doc_type: 'invoice',
			additionalFields: { second_approval: true, first_approval: false },
		});
		expect(sent()).toEqual(
			request('GET', '/users/get_users_who_can_approve', {
				query: { doc_type: 'invoice', first_approval: 'false', second_approval: 'true' },
			}),
		);
	});
});

describe('Group', () => {
	it('create, list, update and delete; a 404 is the error', async () => {
		const group = { id: 1, name: 'Accounting' };
		answer('group.create', group);
		expect(
			await run('group', 'create', {
				name: 'Accounting',
				additionalFields: { description: 'AP team' },
			}),
		).toEqual([group]);
		expect(sent()).toEqual(
			request('POST', '/groups/create', { body: { name: 'Accounting', description: 'AP team' } }),
		);

		answer('group.getMany', [group]);
		expect(await run('group', 'getMany')).toEqual([group]);
		expect(sent()).toEqual(request('GET', '/groups/get_groups'));

		answer('group.update', group);
		await run('group', 'update', { group_id: '1', additionalFields: { name: 'Payables' } });
		expect(sent()).toEqual(request('PUT', '/groups/update/1', { body: { name: 'Payables' } }));

		answer('group.delete', { success: true });
		await run('group', 'delete', { group_id: '1' });
		expect(sent()).toEqual(request('DELETE', '/groups/delete/1'));
		refuse('group.update', 404, 'Group not found');
		expect(
			await fails('group', 'update', { group_id: '1', additionalFields: { name: 'Gone' } }),
		).toContain('Group not found');
	});

	it('adds users through both paths and several at once, lists and removes them', async () => {
		answer('group.addUser', { success: true });
		await run('group', 'addUser', { group_id: '1', user_id: 2, remove_from_other_groups: false });
		expect(sent()).toEqual(
			request('POST', '/groups/add_user_to_group', {
				body: { group_id: '1', user_id: '2', remove_from_other_groups: 'false' },
			}),
		);

		answer('group.addUserViaMembership', { success: true });
		await run('group', 'addUserViaMembership', {
			group_id: '2',
			user_id: 2,
			remove_from_other_groups: true,
		});
		expect(sent()).toEqual(
			request('POST', '/groups_and_users/add_user_to_group', {
				body: { group_id: '2', user_id: '2', remove_from_other_groups: 'true' },
			}),
		);

		answer('group.addUsers', { success: true });
		await run('group', 'addUsers', {
			group_id: '2',
			user_ids: '3, 4',
			remove_from_other_groups: false,
		});
		expect(sent()).toEqual(
			request('POST', '/groups_and_users/add_users_to_group', {
				body: { group_id: '2', user_ids: ['3', '4'], remove_from_other_groups: 'false' },
			}),
		);

		answer('group.getUsers', [{ id: 3 }, { id: 4 }]);
		expect(await run('group', 'getUsers', { group_id: '2' })).toEqual([{ id: 3 }, { id: 4 }]);
		expect(sent()).toEqual(
			request('GET', '/groups_and_users/get_group_users', { query: { group_id: '2' } }),
		);

		answer('group.removeUser', { success: true });
		await run('group', 'removeUser', { group_id: '2', user_id: 3 });
		expect(sent()).toEqual(
			request('DELETE', '/groups_and_users/remove_user_from_group', {
				body: { group_id: '2', user_id: '3' },
			}),
		);

		refuse('group.addUsers', 404, 'Users not found: 99');
		expect(
			await fails('group', 'addUsers', {
				group_id: '2',
				user_ids: '3, 99',
				remove_from_other_groups: false,
			}),
		).toContain('Users not found: 99');
	});

	it('sets, reads and lists permissions (JSON text), and the current user’s groups', async () => {
		answer('group.setPermissions', { success: true });
		answer('group.setAllPermissions', { success: true });
		await run('group', 'setPermissions', {
			group_id: '1',
			data: { validate: true, export: false },
		});
		expect(sent()).toEqual(
			request('POST', '/group_permission/set_group_permissions', {
				body: { group_id: '1', data: '{"validate":true,"export":false}' },
			}),
		);

		answer('group.getPermissions', { group_id: 1, permissions: { validate: true } });
		await run('group', 'getPermissions', { group_id: '1' });
		expect(sent()).toEqual(
			request('POST', '/group_permission/get_group_permissions', { body: { group_id: '1' } }),
		);

		await run('group', 'setAllPermissions', {
			permissions_data: '{"1": {"validate": false}, "2": {"export": true, "manage_users": true}}',
		});
		expect(sent()).toEqual(
			request('POST', '/group_permission/set_all_group_permissions', {
				body: {
					permissions_data: '{"1":{"validate":false},"2":{"export":true,"manage_users":true}}',
				},
			}),
		);

		const all = [{ group_id: 1, permissions: {} }];
		answer('group.getAllPermissions', all);
		expect(await run('group', 'getAllPermissions')).toEqual(all);
		expect(sent()).toEqual(request('GET', '/group_permission/get_all_group_permissions'));

		await run('group', 'getMyGroupsAndPermissions');
		expect(sent()).toEqual(request('GET', '/group_permission/get_user_groups_and_permissions'));
	});

	it("refuses permissions that are not JSON before sending; the service's 404 is the error", async () => {
		const { error } = await harness.run('group', 'setPermissions', {
			group_id: '1',
			data: '{validate: true',
		});
		expect(error?.message).toMatch(/^Parameter "Data" is not valid JSON/);
		expect(harness.sandbox.requests).toEqual([]);

		refuse('group.setAllPermissions', 404, 'Groups not found: 7');
		expect(
			await fails('group', 'setAllPermissions', {
				permissions_data: { 1: { a: true }, 7: { a: true } },
			}),
		).toContain('Groups not found: 7');
		expect(sent()).toEqual(
			request('POST', '/group_permission/set_all_group_permissions', {
				body: { permissions_data: '{"1":{"a":true},"7":{"a":true}}' },
			}),
		);
	});
});

describe('Sub-Organisation', () => {
	it('create, list, update and delete; a 404 is the error', async () => {
		const team = { id: 1, name: 'North' };
		answer('subOrganisation.create', team);
		await run('subOrganisation', 'create', {
			name: 'North',
			additionalFields: { description: 'Hamburg office' },
		});
		expect(sent()).toEqual(
			request('POST', '/sub_organisations/create', {
				body: { name: 'North', description: 'Hamburg office' },
			}),
		);

		answer('subOrganisation.getMany', [team]);
		expect(await run('subOrganisation', 'getMany')).toEqual([team]);
		expect(sent()).toEqual(request('GET', '/sub_organisations/get_sub_organisations'));

		answer('subOrganisation.update', team);
		await run('subOrganisation', 'update', {
			sub_org_id: '1',
			additionalFields: { description: 'Kiel office' },
		});
		expect(sent()).toEqual(
			request('PUT', '/sub_organisations/update/1', { body: { description: 'Kiel office' } }),
		);

		answer('subOrganisation.delete', { success: true });
		await run('subOrganisation', 'delete', { sub_org_id: '1' });
		expect(sent()).toEqual(request('DELETE', '/sub_organisations/delete/1'));
		refuse('subOrganisation.delete', 404, 'Sub-organisation not found');
		expect(await fails('subOrganisation', 'delete', { sub_org_id: '1' })).toContain(
			'Sub-organisation not found',
		);
	});

	it('adds and removes users and asks who belongs where', async () => {
		answer('subOrganisation.addUser', { success: true });
		await run('subOrganisation', 'addUser', {
			sub_org_id: '1',
			user_id: 2,
			remove_from_others: false,
		});
		expect(sent()).toEqual(
			request('POST', '/sub_organisation_user/add_user_to_sub_organisation', {
				body: { sub_org_id: '1', user_id: '2', remove_from_others: 'false' },
			}),
		);

		answer('subOrganisation.getUsers', [{ id: 2 }]);
		expect(await run('subOrganisation', 'getUsers', { sub_org_id: '1' })).toEqual([{ id: 2 }]);
		expect(sent()).toEqual(
			request('GET', '/sub_organisation_user/get_sub_organisation_users', {
				query: { sub_org_id: '1' },
			}),
		);

		answer('subOrganisation.getForUser', [{ id: 1 }]);
		await run('subOrganisation', 'getForUser', { user_id: '2' });
		expect(sent()).toEqual(
			request('GET', '/sub_organisation_user/get_user_sub_organisations', {
				query: { user_id: '2' },
			}),
		);

		await run('subOrganisation', 'getMine');
		expect(sent()).toEqual(
			request('GET', '/sub_organisation_user/get_user_organisation_and_sub_organisation'),
		);

		await run('subOrganisation', 'getManyWithUsers');
		expect(sent()).toEqual(
			request('GET', '/sub_organisation_user/get_sub_organisations_with_users'),
		);

		answer('subOrganisation.removeUser', { success: true });
		await run('subOrganisation', 'removeUser', { sub_org_id: '1', user_id: 2 });
		expect(sent()).toEqual(
			request('DELETE', '/sub_organisation_user/remove_user_from_sub_organisation', {
				body: { sub_org_id: '1', user_id: '2' },
			}),
		);
	});
});
