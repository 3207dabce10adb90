import type { ResourceTable } from './types';

export const emailInbox: ResourceTable = {
	value: 'emailInbox',
	name: 'E-Mail Inbox',
	endpoints: [
		{ operation: 'get', name: 'Get', action: 'Get the configured e-mail address and its settings', method: 'GET', path: '/email/get_email' },
		{ operation: 'createOrUpdate', name: 'Create or Update', action: 'Configure the e-mail address documents are imported from', method: 'POST', path: '/email/add_update_email', body: 'form', fields: ['id:integer:optional', 'username:string:required', 'email:string:required', 'password:string:required', 'server:string:required', 'port:string:required', 'encryption:string:required', 'protocol:string:required', 'folder:string:optional', 'api_key:string:required'] },
		{ operation: 'delete', name: 'Delete', action: 'Delete the configured e-mail address', method: 'DELETE', path: '/email/delete_email' },
		{ operation: 'setActive', name: 'Activate or Deactivate', action: 'Activate or deactivate the e-mail address so that a new one can replace it', method: 'POST', path: '/email/(de)-activate_email', body: 'form', fields: ['active:boolean:required'] },
		{ operation: 'fetch', name: 'Fetch E-Mails', action: 'Import the PDF attachments sent to the configured address', method: 'GET', path: '/email/fetch_emails', changesState: true },
		{ operation: 'getImportLog', name: 'Get Import Log', action: 'Get the log of documents imported from e-mail', method: 'GET', path: '/email/get_import_log' },
		{ operation: 'checkLogin', name: 'Check Login', action: 'Check that the e-mail credentials can log in', method: 'POST', path: '/email/check_login', body: 'form', fields: ['email:string:required', 'password:string:required', 'server:string:required', 'port:string:required', 'encryption:string:required', 'protocol:string:required'] },
	],
};
