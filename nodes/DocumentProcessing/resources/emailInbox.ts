import type { Endpoints } from '../../../contract';
import type { ResourceOverlay } from './types';

export const emailInbox: ResourceOverlay<Endpoints['emailInbox']> = {
	value: 'emailInbox',
	name: 'E-Mail Inbox',
	operations: {
		get: { name: 'Get', action: 'Get the email inbox and its settings' },
		createOrUpdate: {
			name: 'Create or Update',
			action: 'Set up the inbox documents come from',
		},
		delete: { name: 'Delete', action: 'Delete the email inbox' },
		setActive: {
			name: 'Activate or Deactivate',
			action: 'Activate or deactivate the email inbox',
		},
		fetch: {
			name: 'Fetch E-Mails',
			action: 'Import PDF attachments from the inbox',
		},
		getImportLog: {
			name: 'Get Import Log',
			action: 'Get the import log of the email inbox',
		},
		checkLogin: { name: 'Check Login', action: 'Check the login of the email inbox' },
	},
};
