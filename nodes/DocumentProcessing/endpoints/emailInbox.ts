import type { ResourceTable } from './types';

export const emailInbox: ResourceTable = {
	value: 'emailInbox',
	name: 'E-Mail Inbox',
	endpoints: [
		{ operation: 'getEmail', name: 'Get Email', action: 'Configured e-mail address and its information', method: 'GET', path: '/email/get_email' },
		{ operation: 'addUpdateEmail', name: 'Add Update Email', action: 'Configure a new e-mail address', method: 'POST', path: '/email/add_update_email', body: 'form', fields: ['id:integer:optional', 'username:string:required', 'email:string:required', 'password:string:required', 'server:string:required', 'port:string:required', 'encryption:string:required', 'protocol:string:required', 'folder:string:optional', 'api_key:string:required'] },
		{ operation: 'deleteEmail', name: 'Delete Email', action: 'Delete an e-mail address', method: 'DELETE', path: '/email/delete_email' },
		{ operation: 'deActivateEmail', name: 'De Activate Email', action: 'Deactivate an address so that a new one can replace it', method: 'POST', path: '/email/(de)-activate_email', body: 'form', fields: ['active:boolean:required'] },
		{ operation: 'fetchEmails', name: 'Fetch Emails', action: 'Import PDF attachments sent to the configured address', method: 'GET', path: '/email/fetch_emails' },
		{ operation: 'getImportLog', name: 'Get Import Log', action: 'Log of e-mail imported documents', method: 'GET', path: '/email/get_import_log' },
		{ operation: 'checkLogin', name: 'Check Login', action: 'Check that the e-mail credentials can log in', method: 'POST', path: '/email/check_login', body: 'form', fields: ['email:string:required', 'password:string:required', 'server:string:required', 'port:string:required', 'encryption:string:required', 'protocol:string:required'] },
	],
};
