import type { EndpointGroup } from '../types';

export const emailInbox = {
	get: {
		group: 'E-mail',
		method: 'GET',
		path: '/email/get_email',
		purpose: 'Configured e-mail address and its information',
	},
	createOrUpdate: {
		group: 'E-mail',
		method: 'POST',
		path: '/email/add_update_email',
		purpose: 'Configure a new e-mail address',
		body: {
			encoding: 'form',
			fields: [
				{ name: 'id', type: 'integer' },
				{ name: 'username', type: 'string', required: true },
				{ name: 'email', type: 'string', required: true },
				{ name: 'password', type: 'string', required: true },
				{ name: 'server', type: 'string', required: true },
				{ name: 'port', type: 'string', required: true },
				{ name: 'encryption', type: 'string', required: true },
				{ name: 'protocol', type: 'string', required: true },
				{ name: 'folder', type: 'string' },
				{ name: 'api_key', type: 'string', required: true },
			],
		},
	},
	delete: {
		group: 'E-mail',
		method: 'DELETE',
		path: '/email/delete_email',
		purpose: 'Delete an e-mail address',
	},
	setActive: {
		group: 'E-mail',
		method: 'POST',
		path: '/email/(de)-activate_email',
		purpose: 'Deactivate an address so that a new one can replace it',
		body: {
			encoding: 'form',
			fields: [{ name: 'active', type: 'boolean', required: true }],
		},
	},
	fetch: {
		group: 'E-mail',
		method: 'GET',
		path: '/email/fetch_emails',
		purpose: 'Import PDF attachments sent to the configured address',
		changesState: true,
	},
	getImportLog: {
		group: 'E-mail',
		method: 'GET',
		path: '/email/get_import_log',
		purpose: 'Log of e-mail imported documents',
	},
	checkLogin: {
		group: 'E-mail',
		method: 'POST',
		path: '/email/check_login',
		purpose: 'Check that the e-mail credentials can log in',
		body: {
			encoding: 'form',
			fields: [
				{ name: 'email', type: 'string', required: true },
				{ name: 'password', type: 'string', required: true },
				{ name: 'server', type: 'string', required: true },
				{ name: 'port', type: 'string', required: true },
				{ name: 'encryption', type: 'string', required: true },
				{ name: 'protocol', type: 'string', required: true },
			],
		},
	},
} as const satisfies EndpointGroup;
