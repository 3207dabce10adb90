// The e-mail inbox documents are imported from: one configured address at a time. A new address
// replaces the configured one only once that one is deactivated. Mails reach the inbox when a test
// pushes them to `state.account.email.inbox`; fetch_emails imports their PDF attachments as documents.
import { HttpError, notFound } from '../../contract';
import type { DemoState } from '../state';
import type { EmailAccount } from '../stores/account';
import { without } from './records';
import { optionalText, requiredText } from '../../standIn/behaviour/inputValues';
import { json, type BehaviourTable } from './types';

const PROTOCOLS = ['imap', 'pop3'];
const ENCRYPTIONS = ['ssl', 'tls', 'starttls', 'none'];
const HOST_NAME =
	/^(?=.{1,253}$)[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*$/i;

/** The checks a login attempt can fail before reaching a server; undefined when they pass. */
function loginProblem(values: Record<string, unknown>): string | undefined {
	const port = Number(requiredText(values, 'port'));
	if (!requiredText(values, 'email').includes('@')) return 'The e-mail address is not valid';
	if (!HOST_NAME.test(requiredText(values, 'server'))) return 'The server name is not valid';
	if (!Number.isInteger(port) || port < 1 || port > 65535)
		return 'The port must be a number from 1 to 65535';
	if (!PROTOCOLS.includes(requiredText(values, 'protocol').toLowerCase()))
		return `The protocol must be one of ${PROTOCOLS.join(', ')}`;
	if (!ENCRYPTIONS.includes(requiredText(values, 'encryption').toLowerCase()))
		return `The encryption must be one of ${ENCRYPTIONS.join(', ')}`;
	return undefined;
}

const accountView = (account: EmailAccount) => without(account, 'password', 'api_key');

function configuredAccount(state: DemoState): EmailAccount {
	const { account } = state.account.email;
	if (!account) throw notFound('E-mail address');
	return account;
}

const isPdf = (attachment: { file_name: string; content_type?: string }) =>
	attachment.content_type === 'application/pdf' || /\.pdf$/i.test(attachment.file_name);

export const emailBehaviour: BehaviourTable = {
	'emailInbox.get': ({ state }) => json(accountView(configuredAccount(state))),

	'emailInbox.createOrUpdate': ({ body, state }) => {
		const store = state.account.email;
		const problem = loginProblem(body);
		if (problem) throw new HttpError(400, problem);
		if (body.id !== undefined && Number(body.id) !== store.account?.id)
			throw notFound('E-mail address');
		if (body.id === undefined && store.account?.active) {
			throw new HttpError(
				400,
				'An active e-mail address is configured: deactivate it before adding a new one',
			);
		}
		const now = state.nowIso();
		const fields = {
			username: requiredText(body, 'username'),
			email: requiredText(body, 'email'),
			password: requiredText(body, 'password'),
			server: requiredText(body, 'server'),
			port: requiredText(body, 'port'),
			encryption: requiredText(body, 'encryption'),
			protocol: requiredText(body, 'protocol'),
			folder: optionalText(body, 'folder') ?? null,
			api_key: requiredText(body, 'api_key'),
		};
		store.account =
			body.id !== undefined && store.account
				? { ...store.account, ...fields, updated_on: now }
				: { id: ++store.lastId, ...fields, active: true, created_on: now, updated_on: now };
		return json(accountView(store.account));
	},

	'emailInbox.delete': ({ state }) => {
		const { id } = configuredAccount(state);
		state.account.email.account = null;
		return json({ success: true, message: 'E-mail address deleted', id });
	},

	'emailInbox.setActive': ({ body, state }) => {
		const account = configuredAccount(state);
		account.active = body.active === true;
		account.updated_on = state.nowIso();
		return json(accountView(account));
	},

	'emailInbox.fetch': ({ state }) => {
		const account = configuredAccount(state);
		if (!account.active) throw new HttpError(400, 'The e-mail address is deactivated');
		const store = state.account.email;
		const mails = store.inbox.splice(0);
		const imported = mails.flatMap((mail) =>
			mail.attachments.filter(isPdf).map((attachment) => {
				const document = state.addDocument({
					file_name: attachment.file_name,
					content: attachment.content,
					source: 'email',
				});
				const entry = {
					doc_id: document.doc_id,
					file_name: document.file_name,
					sender: mail.sender,
					subject: mail.subject,
					imported_on: state.nowIso(),
				};
				store.imports.push(entry);
				return entry;
			}),
		);
		return json({
			success: true,
			fetched_emails: mails.length,
			imported_documents: imported.length,
			documents: imported,
		});
	},

	'emailInbox.getImportLog': ({ state }) => json(state.account.email.imports),

	'emailInbox.checkLogin': ({ body }) => {
		const problem = loginProblem(body);
		return json({ success: problem === undefined, message: problem ?? 'Login successful' });
	},
};
