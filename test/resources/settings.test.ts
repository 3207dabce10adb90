// Organisation, E-Mail Inbox, Preference, Status Alert and OCR Configuration through n8n's engine against the sandbox.
import type { IDataObject } from 'n8n-workflow';

import { useAreaHarness } from '../support/areaHarness';

const area = useAreaHarness();
const { harness, last, run } = area;
/** Runs an operation that must fail and returns the error message with its description. */
const fails = async (...args: Parameters<typeof area.fails>) => (await area.fails(...args)).message;

describe('Organisation', () => {
	const details = {
		companyname: 'Muster GmbH',
		streetnum: 'Hauptstr. 1',
		postal: '20095',
		city: 'Hamburg',
		country: 'DE',
		company_id: 'HRB 1234',
		tax_id: 'DE123456789',
		commercial_id: 'C-1',
		email: 'office@muster.example',
		phone: '+49 40 123',
	};

	it('details: set, get what was set, change it by id; an unknown id is a 404', async () => {
		expect(await run('organisation', 'getDetails')).toEqual([{ org_id: 'sandbox-org' }]);
		const [set] = await run('organisation', 'setDetails', details);
		expect(last()).toMatchObject({
			method: 'POST',
			path: '/org_details/set_org_details',
			body: details,
			status: 200,
		});
		expect(set).toMatchObject({ id: 1, ...details });
		await run('organisation', 'setDetails', {
			...details,
			city: 'Kiel',
			additionalFields: { id: 1 },
		});
		expect(last().body).toMatchObject({ id: '1', city: 'Kiel' });
		const [got] = await run('organisation', 'getDetails');
		expect(last()).toMatchObject({ method: 'GET', path: '/org_details/get_org_details' });
		expect(got).toMatchObject({ id: 1, ...details, city: 'Kiel' });
		expect(
			await fails('organisation', 'setDetails', { ...details, additionalFields: { id: 7 } }),
		).toContain('Organisation details not found');
	});

	it('profile and OCR settings: get answers what was set', async () => {
		expect(await run('organisation', 'getProfile')).toEqual([{ profile: null }]);
		await run('organisation', 'setProfile', { additionalFields: { profile: 'invoice-heavy' } });
		expect(last()).toMatchObject({
			method: 'POST',
			path: '/org_details/set_org_profile',
			body: { profile: 'invoice-heavy' },
		});
		expect(await run('organisation', 'getProfile')).toEqual([{ profile: 'invoice-heavy' }]);
		expect(last()).toMatchObject({ method: 'GET', path: '/org_details/get_org_profile' });

		const ocr = {
			ocr_percentage: '80',
			ocr_todo: 'all_pages',
			ocr_langdetect: 'true',
			ocr_country: 'DE',
		};
		await run('organisation', 'setOcrSettings', ocr);
		expect(last()).toMatchObject({
			method: 'POST',
			path: '/org_details/set_ocr_settings',
			body: ocr,
		});
		expect(await run('organisation', 'getOcrSettings')).toEqual([ocr]);
		expect(last()).toMatchObject({ method: 'GET', path: '/org_details/get_ocr_settings' });
	});
});

describe('E-Mail Inbox', () => {
	const login = {
		email: 'inbox@muster.example',
		password: 'pw',
		server: 'imap.muster.example',
		port: '993',
		encryption: 'ssl',
		protocol: 'imap',
	};
	const account = { ...login, username: 'inbox', api_key: 'mail-key' };

	it('create → get → update → deactivate → replace → delete → 404', async () => {
		expect(await fails('emailInbox', 'get')).toContain('E-mail address not found');
		const [created] = await run('emailInbox', 'createOrUpdate', {
			...account,
			additionalFields: { folder: 'INBOX/Invoices' },
		});
		expect(last()).toMatchObject({
			method: 'POST',
			path: '/email/add_update_email',
			body: { ...account, folder: 'INBOX/Invoices' },
			status: 200,
		});
		expect(created).toMatchObject({
			id: 1,
			email: 'inbox@muster.example',
			active: true,
			folder: 'INBOX/Invoices',
		});
		expect(created).not.toHaveProperty('password');
		expect(created).not.toHaveProperty('api_key');
		expect((await run('emailInbox', 'get'))[0]).toMatchObject({
			id: 1,
			server: 'imap.muster.example',
		});
		expect(last()).toMatchObject({ method: 'GET', path: '/email/get_email' });

		await run('emailInbox', 'createOrUpdate', {
			...account,
			port: '143',
			encryption: 'starttls',
			additionalFields: { id: 1 },
		});
		expect((await run('emailInbox', 'get'))[0]).toMatchObject({
			id: 1,
			port: '143',
			encryption: 'starttls',
		});

		// A new address needs the old one deactivated first.
		expect(
			await fails('emailInbox', 'createOrUpdate', { ...account, email: 'new@muster.example' }),
		).toContain('deactivate it');
		await run('emailInbox', 'setActive', { active: false });
		expect(last()).toMatchObject({
			method: 'POST',
			path: '/email/(de)-activate_email',
			body: { active: 'false' },
			status: 200,
		});
		const [replacement] = await run('emailInbox', 'createOrUpdate', {
			...account,
			email: 'new@muster.example',
		});
		expect(replacement).toMatchObject({ id: 2, email: 'new@muster.example', active: true });

		await run('emailInbox', 'delete');
		expect(last()).toMatchObject({ method: 'DELETE', path: '/email/delete_email', status: 200 });
		expect(await fails('emailInbox', 'get')).toContain('E-mail address not found');
		expect(last().status).toBe(404);
	});

	it('fetch imports the PDF attachments waiting in the inbox as documents and logs them', async () => {
		await run('emailInbox', 'createOrUpdate', account);
		expect(await run('emailInbox', 'fetch')).toEqual([
			expect.objectContaining({ fetched_emails: 0, imported_documents: 0 }),
		]);
		harness.sandbox.state.account.email.inbox.push({
			sender: 'supplier@example.com',
			subject: 'Invoice 4711',
			attachments: [
				{ file_name: 'invoice 4711.pdf', content: '%PDF-1.4 invoice' },
				{ file_name: 'logo.png', content: 'png', content_type: 'image/png' },
			],
		});
		const [fetched] = await run('emailInbox', 'fetch');
		expect(last()).toMatchObject({ method: 'GET', path: '/email/fetch_emails', status: 200 });
		expect(fetched).toMatchObject({ fetched_emails: 1, imported_documents: 1 });
		const docId = String((fetched.documents as IDataObject[])[0].doc_id);
		expect(harness.sandbox.state.getDocument(docId)).toMatchObject({
			file_name: 'invoice 4711.pdf',
			source: 'email',
		});

		const log = await run('emailInbox', 'getImportLog');
		expect(last()).toMatchObject({ method: 'GET', path: '/email/get_import_log' });
		expect(log).toEqual([
			expect.objectContaining({
				doc_id: docId,
				sender: 'supplier@example.com',
				subject: 'Invoice 4711',
			}),
		]);

		await run('emailInbox', 'setActive', { active: false });
		expect(await fails('emailInbox', 'fetch')).toContain('deactivated');
	});

	it('check login answers whether the settings can work', async () => {
		const [good] = await run('emailInbox', 'checkLogin', login);
		expect(last()).toMatchObject({
			method: 'POST',
			path: '/email/check_login',
			body: login,
			status: 200,
		});
		expect(good).toEqual({ success: true, message: 'Login successful' });
		const [badPort] = await run('emailInbox', 'checkLogin', { ...login, port: '99999' });
		expect(badPort).toMatchObject({ success: false, message: expect.stringContaining('port') });
		const [badProtocol] = await run('emailInbox', 'checkLogin', { ...login, protocol: 'smtp' });
		expect(badProtocol).toMatchObject({
			success: false,
			message: expect.stringContaining('protocol'),
		});
	});
});

describe('Preference', () => {
	it('set → get many shows it → delete → gone, a second delete is a 404', async () => {
		const before = await run('preference', 'getMany');
		expect(last()).toMatchObject({ method: 'GET', path: '/preferences/get_preferences' });
		expect(before).toContainEqual({ key: 'auto_export', value: 'false' });

		await run('preference', 'set', { key: 'auto_export', additionalFields: { value: 'true' } });
		expect(last()).toMatchObject({
			method: 'PUT',
			path: '/preferences/set_preference',
			body: { key: 'auto_export', value: 'true' },
			status: 200,
		});
		await run('preference', 'set', { key: 'ocr_rotation' });
		const after = await run('preference', 'getMany');
		expect(after).toContainEqual({ key: 'auto_export', value: 'true' });
		expect(after).toContainEqual({ key: 'ocr_rotation', value: null });

		await run('preference', 'delete', { key: 'ocr_rotation' });
		expect(last()).toMatchObject({
			method: 'DELETE',
			path: '/preferences/remove_preference',
			query: { key: 'ocr_rotation' },
			status: 200,
		});
		expect((await run('preference', 'getMany')).map((entry) => entry.key)).not.toContain(
			'ocr_rotation',
		);
		expect(await fails('preference', 'delete', { key: 'ocr_rotation' })).toContain(
			'Preference not found',
		);
	});

	it('organisation preferences and OCR configuration entries by main and sub key', async () => {
		expect(await fails('preference', 'getOrganisation', { main_key: 'export' })).toContain(
			'Organisation preference not found',
		);
		await run('preference', 'updateOrganisation', {
			main_key: 'export',
			additionalFields: { sub_key: 'zugferd', bool_value_1: true },
		});
		expect(last()).toMatchObject({
			method: 'POST',
			path: '/preferences/update_organisation_preference',
			body: { main_key: 'export', sub_key: 'zugferd', bool_value_1: 'true' },
		});
		await run('preference', 'updateOrganisation', {
			main_key: 'export',
			additionalFields: { sub_key: 'peppol', bool_value_1: false },
		});
		const both = await run('preference', 'getOrganisation', { main_key: 'export' });
		expect(last()).toMatchObject({
			method: 'POST',
			path: '/preferences/get_organisation_preference',
			body: { main_key: 'export' },
		});
		expect(both.map((entry) => [entry.sub_key, entry.bool_value_1])).toEqual([
			['zugferd', true],
			['peppol', false],
		]);
		const one = await run('preference', 'getOrganisation', {
			main_key: 'export',
			additionalFields: { sub_key: 'peppol' },
		});
		expect(one).toEqual([expect.objectContaining({ sub_key: 'peppol', bool_value_1: false })]);

		await run('preference', 'updateOcrConfiguration', {
			main_key: 'deskew',
			additionalFields: { bool_value_1: true },
		});
		expect(last()).toMatchObject({
			method: 'POST',
			path: '/preferences/update_ocr_configuration',
			body: { main_key: 'deskew', bool_value_1: 'true' },
		});
		const ocr = await run('preference', 'getOcrConfiguration', { main_key: 'deskew' });
		expect(last()).toMatchObject({
			method: 'POST',
			path: '/preferences/get_ocr_configuration',
			body: { main_key: 'deskew' },
		});
		expect(ocr).toEqual([
			expect.objectContaining({ main_key: 'deskew', sub_key: null, bool_value_1: true }),
		]);
		// The two stores are separate.
		expect(await fails('preference', 'getOcrConfiguration', { main_key: 'export' })).toContain(
			'OCR configuration not found',
		);
	});

	it('lists document type regexes and barcode types', async () => {
		const regexes = await run('preference', 'getDocumentTypeRegexes');
		expect(last()).toMatchObject({ method: 'GET', path: '/preferences/get_document_type_regexes' });
		expect(regexes).toContainEqual(
			expect.objectContaining({ doc_type: 'invoice', field: 'invoice_number' }),
		);
		const barcodes = await run('preference', 'getBarcodeTypes');
		expect(last()).toMatchObject({
			method: 'GET',
			path: '/preferences/get_supported_barcode_types',
		});
		expect(barcodes).toContainEqual({ type: 'QR_CODE' });
	});
});

describe('Status Alert', () => {
	const alert = {
		name: 'Stuck invoices',
		doc_type_key: 'invoice',
		doc_status: 'ready_for_validation',
		delay_delta_value: 2,
	};

	it('create → list → update → list shows the change → delete → 404', async () => {
		const [created] = await run('statusAlert', 'create', {
			...alert,
			additionalFields: { email_address: 'ap@muster.example' },
		});
		expect(last()).toMatchObject({
			method: 'POST',
			path: '/document_status_alert/create_document_status_alert',
			body: { ...alert, delay_delta_value: '2', email_address: 'ap@muster.example' },
			status: 200,
		});
		expect(created).toMatchObject({
			id: 1,
			...alert,
			delta_type: 'minutes',
			send_to_assigned_user: false,
		});
		expect(await run('statusAlert', 'getMany')).toEqual([created]);
		expect(last()).toMatchObject({
			method: 'GET',
			path: '/document_status_alert/get_document_status_alerts',
		});

		await run('statusAlert', 'update', {
			id: '1',
			...alert,
			delay_delta_value: 1,
			additionalFields: { delta_type: 'days', send_to_assigned_user: true },
		});
		expect(last()).toMatchObject({
			method: 'POST',
			path: '/document_status_alert/update_document_status_alert',
			body: { id: '1', delay_delta_value: '1', delta_type: 'days', send_to_assigned_user: 'true' },
		});
		expect((await run('statusAlert', 'getMany'))[0]).toMatchObject({
			delta_type: 'days',
			delay_delta_value: 1,
			send_to_assigned_user: true,
			email_address: null,
		});

		await run('statusAlert', 'delete', { id: '1' });
		expect(last()).toMatchObject({
			method: 'DELETE',
			path: '/document_status_alert/remove_document_status_alert',
			body: { id: '1' },
			status: 200,
		});
		expect(await fails('statusAlert', 'update', { id: '1', ...alert })).toContain(
			'Status alert not found',
		);
		expect(await run('statusAlert', 'getMany')).toEqual([]);
	});

	it('alert statuses list the documents that stayed in the status longer than the delay', async () => {
		const state = harness.sandbox.state;
		const now = Date.parse('2024-05-15T12:00:00Z');
		state.clock = () => now;
		const old = state.addDocument({
			status: 'ready_for_validation',
			doc_type: 'invoice',
			created_on: '2024-05-15T11:00:00Z',
		});
		state.addDocument({
			status: 'ready_for_validation',
			doc_type: 'invoice',
			created_on: '2024-05-15T11:59:00Z',
		});
		state.addDocument({
			status: 'finished',
			doc_type: 'invoice',
			created_on: '2024-05-15T08:00:00Z',
		});
		await run('statusAlert', 'create', { ...alert, delay_delta_value: 30 });
		const [status] = await run('statusAlert', 'getStatuses');
		expect(last()).toMatchObject({
			method: 'GET',
			path: '/document_status_alert/get_document_status_alert_statuses',
		});
		expect(status).toMatchObject({ alert_id: 1, overdue_documents: [{ doc_id: old.doc_id }] });
	});
});

describe('OCR Configuration', () => {
	it('server types, update then get, Etext on and off', async () => {
		const types = await run('ocrConfiguration', 'getServerTypes');
		expect(last()).toMatchObject({
			method: 'GET',
			path: '/ocr_configurations/get_ocr_server_types',
		});
		expect(types.map((type) => type.ocr_type)).toContain('abbyy');
		expect(await run('ocrConfiguration', 'get')).toEqual([
			expect.objectContaining({ ocr_type: 'tesseract' }),
		]);

		await run('ocrConfiguration', 'update', { ocr_type: 'abbyy' });
		expect(last()).toMatchObject({
			method: 'POST',
			path: '/ocr_configurations/update_ocr_configuration',
			body: { ocr_type: 'abbyy' },
			status: 200,
		});
		expect(await run('ocrConfiguration', 'get')).toEqual([
			expect.objectContaining({ ocr_type: 'abbyy' }),
		]);
		expect(last()).toMatchObject({
			method: 'GET',
			path: '/ocr_configurations/get_ocr_configuration',
		});
		const { error } = await harness.run('ocrConfiguration', 'update', { ocr_type: 'paper' });
		expect(last().status).toBe(422);
		expect(error?.description).toContain('OCR Type (ocr_type)');

		expect(await run('ocrConfiguration', 'getEtextStatus')).toEqual([{ enabled: false }]);
		await run('ocrConfiguration', 'setEtext', { enabled: true });
		expect(last()).toMatchObject({
			method: 'POST',
			path: '/ocr_configurations/update_etext_enable_status',
			body: { enabled: 'true' },
		});
		expect(await run('ocrConfiguration', 'getEtextStatus')).toEqual([{ enabled: true }]);
		expect(last()).toMatchObject({ method: 'GET', path: '/ocr_configurations/is_etext_enabled' });
	});
});
