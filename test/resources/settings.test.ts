// Organisation, E-Mail Inbox, Preference, Status Alert and OCR Configuration through n8n's engine:
// the requests each operation sends (fields as a form, keys as query parameters), the service's
// answers as items and its errors as the node reports them.
import { request, useAreaHarness } from '../support/areaHarness';

const area = useAreaHarness();
const { harness, last, sent, answer, refuse, run } = area;
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

	it('details: set, change by id, get; a 404 is the error', async () => {
		await run('organisation', 'setDetails', details);
		expect(sent()).toEqual(request('POST', '/org_details/set_org_details', { body: details }));
		await run('organisation', 'setDetails', {
			...details,
			city: 'Kiel',
			additionalFields: { id: 1 },
		});
		expect(sent()).toEqual(
			request('POST', '/org_details/set_org_details', {
				body: { ...details, city: 'Kiel', id: '1' },
			}),
		);
		answer('organisation.getDetails', { id: 1, ...details });
		expect(await run('organisation', 'getDetails')).toEqual([{ id: 1, ...details }]);
		expect(sent()).toEqual(request('GET', '/org_details/get_org_details'));

		refuse('organisation.setDetails', 404, 'Organisation details not found');
		expect(
			await fails('organisation', 'setDetails', { ...details, additionalFields: { id: 7 } }),
		).toContain('Organisation details not found');
	});

	it('profile and OCR settings: set sends the fields, get asks', async () => {
		await run('organisation', 'setProfile', { additionalFields: { profile: 'invoice-heavy' } });
		expect(sent()).toEqual(
			request('POST', '/org_details/set_org_profile', { body: { profile: 'invoice-heavy' } }),
		);
		answer('organisation.getProfile', { profile: 'invoice-heavy' });
		expect(await run('organisation', 'getProfile')).toEqual([{ profile: 'invoice-heavy' }]);
		expect(sent()).toEqual(request('GET', '/org_details/get_org_profile'));

		const ocr = {
			ocr_percentage: '80',
			ocr_todo: 'all_pages',
			ocr_langdetect: 'true',
			ocr_country: 'DE',
		};
		await run('organisation', 'setOcrSettings', ocr);
		expect(sent()).toEqual(request('POST', '/org_details/set_ocr_settings', { body: ocr }));
		await run('organisation', 'getOcrSettings');
		expect(sent()).toEqual(request('GET', '/org_details/get_ocr_settings'));
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

	it('create, change by id, get, deactivate and delete; a 404 is the error', async () => {
		await run('emailInbox', 'createOrUpdate', {
			...account,
			additionalFields: { folder: 'INBOX/Invoices' },
		});
		expect(sent()).toEqual(
			request('POST', '/email/add_update_email', {
				body: { ...account, folder: 'INBOX/Invoices' },
			}),
		);
		answer('emailInbox.createOrUpdate', { id: 1 });
		await run('emailInbox', 'createOrUpdate', {
			...account,
			port: '143',
			encryption: 'starttls',
			additionalFields: { id: 1 },
		});
		expect(sent()).toEqual(
			request('POST', '/email/add_update_email', {
				body: { ...account, port: '143', encryption: 'starttls', id: '1' },
			}),
		);

		answer('emailInbox.get', { id: 1, email: login.email });
		expect(await run('emailInbox', 'get')).toEqual([{ id: 1, email: login.email }]);
		expect(sent()).toEqual(request('GET', '/email/get_email'));

		answer('emailInbox.setActive', { success: true });
		await run('emailInbox', 'setActive', { active: false });
		expect(sent()).toEqual(
			request('POST', '/email/(de)-activate_email', { body: { active: 'false' } }),
		);

		answer('emailInbox.delete', { success: true });
		await run('emailInbox', 'delete');
		expect(sent()).toEqual(request('DELETE', '/email/delete_email'));
		refuse('emailInbox.get', 404, 'E-mail address not found');
		expect(await fails('emailInbox', 'get')).toContain('E-mail address not found');
		expect(last().status).toBe(404);
	});

	it('fetch and the import log ask; a 400 the service answers is the error', async () => {
		const fetched = { fetched_emails: 1, imported_documents: 1, documents: [{ doc_id: 'doc_1' }] };
		answer('emailInbox.fetch', fetched);
		expect(await run('emailInbox', 'fetch')).toEqual([fetched]);
		expect(sent()).toEqual(request('GET', '/email/fetch_emails'));

		const log = [{ doc_id: 'doc_1', subject: 'Invoice 4711' }];
		answer('emailInbox.getImportLog', log);
		expect(await run('emailInbox', 'getImportLog')).toEqual(log);
		expect(sent()).toEqual(request('GET', '/email/get_import_log'));

		refuse('emailInbox.fetch', 400, 'The e-mail address is deactivated');
		expect(await fails('emailInbox', 'fetch')).toContain('deactivated');
	});

	it('check login sends the settings; the answer is the item', async () => {
		const verdict = { success: false, message: 'The port must be 1 to 65535' };
		answer('emailInbox.checkLogin', verdict);
		expect(await run('emailInbox', 'checkLogin', { ...login, port: '99999' })).toEqual([verdict]);
		expect(sent()).toEqual(
			request('POST', '/email/check_login', { body: { ...login, port: '99999' } }),
		);
	});
});

describe('Preference', () => {
	it('get many, set (with and without a value) and delete; a 404 is the error', async () => {
		const preferences = [{ key: 'auto_export', value: 'false' }];
		answer('preference.getMany', preferences);
		expect(await run('preference', 'getMany')).toEqual(preferences);
		expect(sent()).toEqual(request('GET', '/preferences/get_preferences'));

		await run('preference', 'set', { key: 'auto_export', additionalFields: { value: 'true' } });
		expect(sent()).toEqual(
			request('PUT', '/preferences/set_preference', {
				body: { key: 'auto_export', value: 'true' },
			}),
		);
		await run('preference', 'set', { key: 'ocr_rotation' });
		expect(sent()).toEqual(
			request('PUT', '/preferences/set_preference', { body: { key: 'ocr_rotation' } }),
		);

		answer('preference.delete', { success: true });
		await run('preference', 'delete', { key: 'ocr_rotation' });
		expect(sent()).toEqual(
			request('DELETE', '/preferences/remove_preference', { query: { key: 'ocr_rotation' } }),
		);
		refuse('preference.delete', 404, 'Preference not found');
		expect(await fails('preference', 'delete', { key: 'ocr_rotation' })).toContain(
			'Preference not found',
		);
	});

	it('organisation preferences and OCR configuration entries by main and sub key', async () => {
		await run('preference', 'updateOrganisation', {
			main_key: 'export',
			additionalFields: { sub_key: 'zugferd', bool_value_1: true },
		});
		expect(sent()).toEqual(
			request('POST', '/preferences/update_organisation_preference', {
				body: { main_key: 'export', sub_key: 'zugferd', bool_value_1: 'true' },
			}),
		);
		const entries = [{ sub_key: 'zugferd' }, { sub_key: 'peppol' }];
		answer('preference.getOrganisation', entries);
		expect(await run('preference', 'getOrganisation', { main_key: 'export' })).toEqual(entries);
		expect(sent()).toEqual(
			request('POST', '/preferences/get_organisation_preference', {
				body: { main_key: 'export' },
			}),
		);
		await run('preference', 'getOrganisation', {
			main_key: 'export',
			additionalFields: { sub_key: 'peppol' },
		});
		expect(sent()).toEqual(
			request('POST', '/preferences/get_organisation_preference', {
				body: { main_key: 'export', sub_key: 'peppol' },
			}),
		);

		await run('preference', 'updateOcrConfiguration', {
			main_key: 'deskew',
			additionalFields: { bool_value_1: true },
		});
		expect(sent()).toEqual(
			request('POST', '/preferences/update_ocr_configuration', {
				body: { main_key: 'deskew', bool_value_1: 'true' },
			}),
		);
		await run('preference', 'getOcrConfiguration', { main_key: 'deskew' });
		expect(sent()).toEqual(
			request('POST', '/preferences/get_ocr_configuration', { body: { main_key: 'deskew' } }),
		);
		refuse('preference.getOcrConfiguration', 404, 'OCR configuration not found');
		expect(await fails('preference', 'getOcrConfiguration', { main_key: 'export' })).toContain(
			'OCR configuration not found',
		);
		expect(sent()).toEqual(
			request('POST', '/preferences/get_ocr_configuration', { body: { main_key: 'export' } }),
		);
	});

	it('lists document type regexes and barcode types: one item per entry', async () => {
		answer('preference.getDocumentTypeRegexes', [{ doc_type: 'invoice' }]);
		expect(await run('preference', 'getDocumentTypeRegexes')).toEqual([{ doc_type: 'invoice' }]);
		expect(sent()).toEqual(request('GET', '/preferences/get_document_type_regexes'));
		answer('preference.getBarcodeTypes', [{ type: 'QR_CODE' }, { type: 'EAN_13' }]);
		expect(await run('preference', 'getBarcodeTypes')).toEqual([
			{ type: 'QR_CODE' },
			{ type: 'EAN_13' },
		]);
		expect(sent()).toEqual(request('GET', '/preferences/get_supported_barcode_types'));
	});
});

describe('Status Alert', () => {
	const alert = {
		name: 'Stuck invoices',
		doc_type_key: 'invoice',
		doc_status: 'ready_for_validation',
		delay_delta_value: 2,
	};
	const alertFields = { ...alert, delay_delta_value: '2' };

	it('create, list, update and delete; a 404 is the error', async () => {
		await run('statusAlert', 'create', {
			...alert,
			additionalFields: { email_address: 'ap@muster.example' },
		});
		expect(sent()).toEqual(
			request('POST', '/document_status_alert/create_document_status_alert', {
				body: { ...alertFields, email_address: 'ap@muster.example' },
			}),
		);
		answer('statusAlert.getMany', [{ id: 1 }]);
		expect(await run('statusAlert', 'getMany')).toEqual([{ id: 1 }]);
		expect(sent()).toEqual(request('GET', '/document_status_alert/get_document_status_alerts'));

		answer('statusAlert.update', { id: 1 });
		await run('statusAlert', 'update', {
			id: '1',
			...alert,
			additionalFields: { delta_type: 'days', send_to_assigned_user: true },
		});
		expect(sent()).toEqual(
			request('POST', '/document_status_alert/update_document_status_alert', {
				body: { id: '1', ...alertFields, delta_type: 'days', send_to_assigned_user: 'true' },
			}),
		);

		answer('statusAlert.delete', { success: true });
		await run('statusAlert', 'delete', { id: '1' });
		expect(sent()).toEqual(
			request('DELETE', '/document_status_alert/remove_document_status_alert', {
				body: { id: '1' },
			}),
		);
		refuse('statusAlert.update', 404, 'Status alert not found');
		expect(await fails('statusAlert', 'update', { id: '1', ...alert })).toContain(
			'Status alert not found',
		);
	});

	it('alert statuses: one item per alert', async () => {
		const statuses = [
			{ alert_id: 1, overdue_documents: [{ doc_id: 'doc_1' }] },
			{ alert_id: 2, overdue_documents: [] },
		];
		answer('statusAlert.getStatuses', statuses);
		expect(await run('statusAlert', 'getStatuses')).toEqual(statuses);
		expect(sent()).toEqual(
			request('GET', '/document_status_alert/get_document_status_alert_statuses'),
		);
	});
});

describe('OCR Configuration', () => {
	it("server types, update then get, Etext on and off; the service's 422 names the field", async () => {
		answer('ocrConfiguration.getServerTypes', [{ ocr_type: 'tesseract' }, { ocr_type: 'abbyy' }]);
		expect(await run('ocrConfiguration', 'getServerTypes')).toEqual([
			{ ocr_type: 'tesseract' },
			{ ocr_type: 'abbyy' },
		]);
		expect(sent()).toEqual(request('GET', '/ocr_configurations/get_ocr_server_types'));

		await run('ocrConfiguration', 'update', { ocr_type: 'abbyy' });
		expect(sent()).toEqual(
			request('POST', '/ocr_configurations/update_ocr_configuration', {
				body: { ocr_type: 'abbyy' },
			}),
		);
		await run('ocrConfiguration', 'get');
		expect(sent()).toEqual(request('GET', '/ocr_configurations/get_ocr_configuration'));
		refuse('ocrConfiguration.update', 422, [
			{ loc: ['body', 'ocr_type'], msg: 'unknown OCR server type', type: 'value_error' },
		]);
		const { error } = await harness.run('ocrConfiguration', 'update', { ocr_type: 'paper' });
		expect(last().status).toBe(422);
		expect(error?.description).toContain('OCR Type (ocr_type): unknown OCR server type');

		await run('ocrConfiguration', 'setEtext', { enabled: true });
		expect(sent()).toEqual(
			request('POST', '/ocr_configurations/update_etext_enable_status', {
				body: { enabled: 'true' },
			}),
		);
		answer('ocrConfiguration.getEtextStatus', { enabled: true });
		expect(await run('ocrConfiguration', 'getEtextStatus')).toEqual([{ enabled: true }]);
		expect(sent()).toEqual(request('GET', '/ocr_configurations/is_etext_enabled'));
	});
});
