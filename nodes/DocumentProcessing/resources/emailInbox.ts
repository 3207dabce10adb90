import { endpoints } from '../../../contract';
import { defineResource } from './defineResource';

export const emailInbox = defineResource(endpoints.emailInbox, {
	value: 'emailInbox',
	name: 'E-Mail Inbox',
	operations: {
		get: { name: 'Get', action: 'Get the configured e-mail address and its settings' },
		createOrUpdate: {
			name: 'Create or Update',
			action: 'Configure the e-mail address documents are imported from',
		},
		delete: { name: 'Delete', action: 'Delete the configured e-mail address' },
		setActive: {
			name: 'Activate or Deactivate',
			action: 'Activate or deactivate the e-mail address so that a new one can replace it',
		},
		fetch: {
			name: 'Fetch E-Mails',
			action: 'Import the PDF attachments sent to the configured address',
		},
		getImportLog: {
			name: 'Get Import Log',
			action: 'Get the log of documents imported from e-mail',
		},
		checkLogin: { name: 'Check Login', action: 'Check that the e-mail credentials can log in' },
	},
});
