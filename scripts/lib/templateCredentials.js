'use strict';
// The credentials the templates (examples/mailbox-to-erp*.json, examples/reviewed-to-erp*.json)
// name, by the ids they use: the real servers' of `npm run test:pipelines`, or placeholders that
// let the editor open the templates with no issues (`npm run test:e2e`).
function templateCredentials(servers = {}) {
	const { mail, postgres, sftp } = servers;
	return [
		{
			id: 'dpTplImapInbox',
			name: 'Invoice Inbox (IMAP)',
			type: 'imap',
			data: {
				user: mail ? mail.address('inbox') : 'invoices@example.com',
				password: mail ? mail.passwords.inbox : 'change-me',
				host: '127.0.0.1',
				port: mail ? mail.imapPort : 993,
				secure: !mail,
				allowUnauthorizedCerts: false,
			},
		},
		{
			id: 'dpTplSmtp',
			name: 'Outgoing Mail (SMTP)',
			type: 'smtp',
			data: {
				user: '',
				password: '',
				host: '127.0.0.1',
				port: mail ? mail.smtpPort : 465,
				secure: !mail,
				disableStartTls: Boolean(mail),
			},
		},
		{
			id: 'dpTplPostgresErp',
			name: 'ERP Database (Postgres)',
			type: 'postgres',
			data: {
				host: '127.0.0.1',
				database: postgres ? postgres.database : 'erp',
				user: postgres ? postgres.user : 'erp',
				password: '',
				port: postgres ? postgres.port : 5432,
				ssl: 'disable',
				maxConnections: 5,
			},
		},
		{
			id: 'dpTplSftpDms',
			name: 'DMS Archive (SFTP)',
			// n8n's SSH node uploads the archive's files (its SFTP upload is pipelined; the FTP node's is not).
			type: 'sshPassword',
			data: {
				host: '127.0.0.1',
				port: sftp ? sftp.port : 22,
				username: sftp ? sftp.user : 'dms',
				password: sftp ? sftp.password : 'change-me',
			},
		},
	];
}

/** What each template credential's type needs to be running, in words for `npm start`'s banner. */
const SERVER_OF_TYPE = {
	imap: 'a mail server',
	smtp: 'a mail server',
	postgres: 'PostgreSQL',
	sshPassword: 'an SFTP server',
};

/**
 * The servers a workflow needs that `npm start` does not run: those of the template credentials
 * its nodes name (by id), in the order first named, each once. Empty for a workflow that needs
 * only the sandbox.
 */
function serversNeeded(workflow) {
	const types = new Map(
		templateCredentials().map((credential) => [credential.id, credential.type]),
	);
	const servers = [];
	for (const node of workflow.nodes ?? [])
		for (const credential of Object.values(node.credentials ?? {})) {
			const server = SERVER_OF_TYPE[types.get(credential.id)];
			if (server && !servers.includes(server)) servers.push(server);
		}
	return servers;
}

module.exports = { templateCredentials, serversNeeded };
