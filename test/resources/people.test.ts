// User, Group and Sub-Organisation through n8n's engine against the sandbox.
import type { IDataObject } from 'n8n-workflow';

import { useAreaHarness } from '../support/areaHarness';

const area = useAreaHarness();
const { harness, last, run } = area;
/** Runs an operation that must fail and returns the error message with its description. */
const fails = async (...args: Parameters<typeof area.fails>) => (await area.fails(...args)).message;

const createUser = async (lastName: string) =>
	(
		await run('user', 'create', {
			last_name: lastName,
			email: `${lastName.toLowerCase()}@example.com`,
			password: 'secret',
			is_admin: false,
		})
	)[0] as { id: number };

describe('User', () => {
	it('create → list → update → list shows the change → delete → 404', async () => {
		const [created] = await run('user', 'create', {
			last_name: 'Meyer',
			email: 'meyer@example.com',
			password: 'secret',
			is_admin: false,
			additionalFields: { first_name: 'Anna' },
		});
		expect(last()).toMatchObject({ method: 'POST', path: '/users/create', status: 200 });
		expect(last().contentType).toContain('application/x-www-form-urlencoded');
		expect(last().body).toEqual({
			last_name: 'Meyer',
			email: 'meyer@example.com',
			password: 'secret',
			is_admin: 'false',
			first_name: 'Anna',
		});
		expect(created).toMatchObject({
			id: 2,
			first_name: 'Anna',
			last_name: 'Meyer',
			is_admin: false,
		});
		expect(created).not.toHaveProperty('password');

		const listed = await run('user', 'getMany');
		expect(last()).toMatchObject({ method: 'GET', path: '/users/get_users', status: 200 });
		expect(listed.map((user) => user.email)).toEqual([
			'sandbox.user@example.com',
			'meyer@example.com',
		]);

		await run('user', 'update', {
			user_id: '2',
			additionalFields: { email: 'anna.meyer@example.com', is_organisation_admin: 'true' },
		});
		expect(last()).toMatchObject({ method: 'PUT', path: '/users/update/2', status: 200 });
		expect(last().body).toEqual({ email: 'anna.meyer@example.com', is_organisation_admin: 'true' });
		expect((await run('user', 'getMany'))[1]).toMatchObject({
			id: 2,
			email: 'anna.meyer@example.com',
			is_admin: true,
			first_name: 'Anna',
		});

		const [removed] = await run('user', 'delete', { user_id: '2' });
		expect(last()).toMatchObject({ method: 'DELETE', path: '/users/delete/2', status: 200 });
		expect(removed).toMatchObject({ success: true, id: 2 });
		expect(await fails('user', 'delete', { user_id: '2' })).toContain('User not found');
		expect(last().status).toBe(404);
		expect((await run('user', 'getMany')).map((user) => user.id)).toEqual([1]);
	});

	it('refuses a second user with the same e-mail address', async () => {
		await createUser('Meyer');
		expect(
			await fails('user', 'create', {
				last_name: 'Other',
				email: 'MEYER@example.com',
				password: 'x',
				is_admin: true,
			}),
		).toContain('already exists');
		expect(last().status).toBe(400);
	});

	it('get approvers: admins and members of groups allowed to approve the document type', async () => {
		const clerk = await createUser('Clerk');
		await createUser('Bystander');
		const [group] = await run('group', 'create', { name: 'Approvers' });
		await run('group', 'addUser', {
			group_id: String(group.id),
			user_id: clerk.id,
			remove_from_other_groups: false,
		});
		await run('group', 'setPermissions', {
			group_id: String(group.id),
			data: '{"first_approval": true, "doc_types": ["invoice"]}',
		});

		const invoice = await run('user', 'getApprovers', { doc_type: 'invoice' });
		expect(last()).toMatchObject({
			method: 'GET',
			path: '/users/get_users_who_can_approve',
			query: { doc_type: 'invoice' },
			status: 200,
		});
		expect(invoice.map((user) => user.last_name)).toEqual(['User', 'Clerk']);
		expect(
			(await run('user', 'getApprovers', { doc_type: 'receipt' })).map((user) => user.id),
		).toEqual([1]);
		const second = await run('user', 'getApprovers', {
			doc_type: 'invoice',
			additionalFields: { second_approval: true, first_approval: false },
		});
		expect(last().query).toEqual({
			doc_type: 'invoice',
			first_approval: 'false',
			second_approval: 'true',
		});
		expect(second.map((user) => user.id)).toEqual([1]);
	});
});

describe('Group', () => {
	it('create → list → update → list shows the change → delete → 404', async () => {
		const [group] = await run('group', 'create', {
			name: 'Accounting',
			additionalFields: { description: 'AP team' },
		});
		expect(last()).toMatchObject({
			method: 'POST',
			path: '/groups/create',
			body: { name: 'Accounting', description: 'AP team' },
			status: 200,
		});
		expect(group).toMatchObject({
			id: 1,
			name: 'Accounting',
			description: 'AP team',
			user_ids: [],
		});
		expect(await run('group', 'getMany')).toEqual([group]);
		expect(last()).toMatchObject({ method: 'GET', path: '/groups/get_groups' });

		await run('group', 'update', { group_id: '1', additionalFields: { name: 'Payables' } });
		expect(last()).toMatchObject({
			method: 'PUT',
			path: '/groups/update/1',
			body: { name: 'Payables' },
			status: 200,
		});
		expect((await run('group', 'getMany'))[0]).toMatchObject({
			name: 'Payables',
			description: 'AP team',
		});

		await run('group', 'delete', { group_id: '1' });
		expect(last()).toMatchObject({ method: 'DELETE', path: '/groups/delete/1', status: 200 });
		expect(
			await fails('group', 'update', { group_id: '1', additionalFields: { name: 'Gone' } }),
		).toContain('Group not found');
		expect(await run('group', 'getMany')).toEqual([]);
	});

	it('adds users through both paths and several at once, lists and removes them', async () => {
		const ann = await createUser('Ann');
		const bob = await createUser('Bob');
		const cid = await createUser('Cid');
		const [payables] = await run('group', 'create', { name: 'Payables' });
		const [receivables] = await run('group', 'create', { name: 'Receivables' });

		await run('group', 'addUser', {
			group_id: '1',
			user_id: ann.id,
			remove_from_other_groups: false,
		});
		expect(last()).toMatchObject({
			method: 'POST',
			path: '/groups/add_user_to_group',
			body: { group_id: '1', user_id: '2', remove_from_other_groups: 'false' },
		});
		await run('group', 'addUserViaMembership', {
			group_id: '2',
			user_id: ann.id,
			remove_from_other_groups: false,
		});
		expect(last()).toMatchObject({
			method: 'POST',
			path: '/groups_and_users/add_user_to_group',
			status: 200,
		});
		const [afterMany] = await run('group', 'addUsers', {
			group_id: '2',
			user_ids: `${bob.id}, ${cid.id}`,
			remove_from_other_groups: false,
		});
		expect(last()).toMatchObject({
			method: 'POST',
			path: '/groups_and_users/add_users_to_group',
			body: { group_id: '2', user_ids: ['3', '4'] },
		});
		expect(afterMany.user_ids).toEqual([2, 3, 4]);

		const members = await run('group', 'getUsers', { group_id: String(receivables.id) });
		expect(last()).toMatchObject({
			method: 'GET',
			path: '/groups_and_users/get_group_users',
			query: { group_id: '2' },
		});
		expect(members.map((user) => user.last_name)).toEqual(['Ann', 'Bob', 'Cid']);

		// Moving Ann into Payables only takes her out of Receivables.
		await run('group', 'addUser', {
			group_id: String(payables.id),
			user_id: ann.id,
			remove_from_other_groups: true,
		});
		expect(
			(await run('group', 'getUsers', { group_id: '2' })).map((user) => user.last_name),
		).toEqual(['Bob', 'Cid']);

		await run('group', 'removeUser', { group_id: '2', user_id: bob.id });
		expect(last()).toMatchObject({
			method: 'DELETE',
			path: '/groups_and_users/remove_user_from_group',
			body: { group_id: '2', user_id: '3' },
			status: 200,
		});
		expect(
			(await run('group', 'getUsers', { group_id: '2' })).map((user) => user.last_name),
		).toEqual(['Cid']);
		expect(await fails('group', 'removeUser', { group_id: '2', user_id: bob.id })).toContain(
			'not in the group',
		);
		expect(
			await fails('group', 'addUsers', {
				group_id: '2',
				user_ids: '3, 99',
				remove_from_other_groups: false,
			}),
		).toContain('Users not found: 99');
	});

	it('sets, reads and lists permissions; the current user sees the permissions of their groups', async () => {
		await run('group', 'create', { name: 'Reviewers' });
		await run('group', 'create', { name: 'Admins' });
		await run('group', 'addUser', { group_id: '2', user_id: 1, remove_from_other_groups: false });

		await run('group', 'setPermissions', {
			group_id: '1',
			data: { validate: true, export: false },
		});
		expect(last()).toMatchObject({
			method: 'POST',
			path: '/group_permission/set_group_permissions',
			body: { group_id: '1', data: '{"validate":true,"export":false}' },
		});
		const [one] = await run('group', 'getPermissions', { group_id: '1' });
		expect(last()).toMatchObject({
			method: 'POST',
			path: '/group_permission/get_group_permissions',
			body: { group_id: '1' },
		});
		expect(one).toEqual({
			group_id: 1,
			group_name: 'Reviewers',
			permissions: { validate: true, export: false },
		});

		await run('group', 'setAllPermissions', {
			permissions_data: '{"1": {"validate": false}, "2": {"export": true, "manage_users": true}}',
		});
		expect(last()).toMatchObject({
			method: 'POST',
			path: '/group_permission/set_all_group_permissions',
			body: {
				permissions_data: '{"1":{"validate":false},"2":{"export":true,"manage_users":true}}',
			},
		});
		const all = await run('group', 'getAllPermissions');
		expect(last()).toMatchObject({
			method: 'GET',
			path: '/group_permission/get_all_group_permissions',
		});
		expect(all.map((entry) => entry.permissions)).toEqual([
			{ validate: false },
			{ export: true, manage_users: true },
		]);

		const [mine] = await run('group', 'getMyGroupsAndPermissions');
		expect(last()).toMatchObject({
			method: 'GET',
			path: '/group_permission/get_user_groups_and_permissions',
		});
		expect(mine).toMatchObject({
			user_id: 1,
			groups: [{ group_id: 2, group_name: 'Admins' }],
			enabled_permissions: ['export', 'manage_users'],
		});
	});

	it('refuses permissions that are not JSON before sending, and unknown groups with a 404', async () => {
		await run('group', 'create', { name: 'Reviewers' });
		const { error } = await harness.run('group', 'setPermissions', {
			group_id: '1',
			data: '{validate: true',
		});
		expect(error?.message).toMatch(/^Parameter "Data" is not valid JSON/);
		expect(harness.sandbox.requests.map((request) => request.path)).toEqual(['/groups/create']);
		expect(
			await fails('group', 'setAllPermissions', {
				permissions_data: { 1: { a: true }, 7: { a: true } },
			}),
		).toContain('Groups not found: 7');
		expect((await run('group', 'getPermissions', { group_id: '1' }))[0].permissions).toEqual({});
	});
});

describe('Sub-Organisation', () => {
	it('create → list → update → list shows the change → delete → 404', async () => {
		const [created] = await run('subOrganisation', 'create', {
			name: 'North',
			additionalFields: { description: 'Hamburg office' },
		});
		expect(last()).toMatchObject({
			method: 'POST',
			path: '/sub_organisations/create',
			body: { name: 'North', description: 'Hamburg office' },
		});
		expect(created).toMatchObject({ id: 1, name: 'North' });
		expect((await run('subOrganisation', 'getMany')).map((team) => team.name)).toEqual(['North']);
		expect(last()).toMatchObject({
			method: 'GET',
			path: '/sub_organisations/get_sub_organisations',
		});

		await run('subOrganisation', 'update', {
			sub_org_id: '1',
			additionalFields: { description: 'Kiel office' },
		});
		expect(last()).toMatchObject({
			method: 'PUT',
			path: '/sub_organisations/update/1',
			body: { description: 'Kiel office' },
		});
		expect((await run('subOrganisation', 'getMany'))[0]).toMatchObject({
			name: 'North',
			description: 'Kiel office',
		});

		await run('subOrganisation', 'delete', { sub_org_id: '1' });
		expect(last()).toMatchObject({
			method: 'DELETE',
			path: '/sub_organisations/delete/1',
			status: 200,
		});
		expect(await fails('subOrganisation', 'delete', { sub_org_id: '1' })).toContain(
			'Sub-organisation not found',
		);
		expect(await run('subOrganisation', 'getMany')).toEqual([]);
	});

	it('adds and removes users and answers who belongs where', async () => {
		const ann = await createUser('Ann');
		await run('subOrganisation', 'create', { name: 'North' });
		await run('subOrganisation', 'create', { name: 'South' });

		await run('subOrganisation', 'addUser', {
			sub_org_id: '1',
			user_id: ann.id,
			remove_from_others: false,
		});
		expect(last()).toMatchObject({
			method: 'POST',
			path: '/sub_organisation_user/add_user_to_sub_organisation',
			body: { sub_org_id: '1', user_id: '2', remove_from_others: 'false' },
		});
		await run('subOrganisation', 'addUser', {
			sub_org_id: '2',
			user_id: 1,
			remove_from_others: false,
		});

		const users = await run('subOrganisation', 'getUsers', { sub_org_id: '1' });
		expect(last()).toMatchObject({
			method: 'GET',
			path: '/sub_organisation_user/get_sub_organisation_users',
			query: { sub_org_id: '1' },
		});
		expect(users.map((user) => user.last_name)).toEqual(['Ann']);

		const forAnn = await run('subOrganisation', 'getForUser', { user_id: String(ann.id) });
		expect(last()).toMatchObject({
			method: 'GET',
			path: '/sub_organisation_user/get_user_sub_organisations',
			query: { user_id: '2' },
		});
		expect(forAnn.map((team) => team.name)).toEqual(['North']);

		const [mine] = await run('subOrganisation', 'getMine');
		expect(last()).toMatchObject({
			method: 'GET',
			path: '/sub_organisation_user/get_user_organisation_and_sub_organisation',
		});
		expect(mine).toMatchObject({
			user_id: 1,
			organisation: { org_id: 'sandbox-org' },
			sub_organisations: [{ name: 'South' }],
		});

		const withUsers = await run('subOrganisation', 'getManyWithUsers');
		expect(last()).toMatchObject({
			method: 'GET',
			path: '/sub_organisation_user/get_sub_organisations_with_users',
		});
		expect(
			withUsers.map((team) => [team.name, (team.users as IDataObject[]).map((user) => user.id)]),
		).toEqual([
			['North', [2]],
			['South', [1]],
		]);

		await run('subOrganisation', 'removeUser', { sub_org_id: '1', user_id: ann.id });
		expect(last()).toMatchObject({
			method: 'DELETE',
			path: '/sub_organisation_user/remove_user_from_sub_organisation',
			body: { sub_org_id: '1', user_id: '2' },
		});
		expect(await run('subOrganisation', 'getForUser', { user_id: String(ann.id) })).toEqual([]);

		// Deleting a user takes them out of every sub-organisation.
		await run('user', 'delete', { user_id: '1' });
		expect(await run('subOrganisation', 'getManyWithUsers')).toEqual([]);
		expect(await fails('subOrganisation', 'getForUser', { user_id: '1' })).toContain(
			'User not found',
		);
	});
});
