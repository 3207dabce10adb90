'use strict';
// Pins what docs/mailbox-to-erp.md ("When waiting mail is read") says of the Email Trigger's
// **Fetch Only New Emails** switched on, which the template leaves off: at the first activation
// n8n searches only mail received since the day of the activation, so an unread mail from an
// earlier day is never read. If n8n changes that, this check fails and the page is to be looked
// at again.
//
// A workflow of its own (Email Trigger with Fetch Only New Emails on, on a mailbox of its own →
// No Operation), a mail from three days back and one of today waiting at its activation: today's
// is read (the trigger works), the older one stays unread.
const fs = require('node:fs');
const path = require('node:path');
const { imapCredential } = require('./mailServer');

const ID = 'dpFetchNewProbe';
const MAILBOX = 'fetchnew';
const CREDENTIAL = { id: 'dpFetchNewImap', name: 'Fetch Only New Probe (IMAP)' };

/** The IMAP credential of the probe's mailbox. */
const credential = (mail) => imapCredential(mail, MAILBOX, CREDENTIAL);

/** The probe workflow, written to `dir`; its path. */
function writeWorkflow(dir) {
	const workflow = {
		id: ID,
		name: 'Pipelines: Fetch Only New Emails on',
		settings: { executionOrder: 'v1' },
		active: false,
		pinData: {},
		tags: [],
		nodes: [
			{
				id: '5d0c0d0c-0000-4000-8000-0000003b0001',
				name: 'Fetch Only New',
				type: 'n8n-nodes-base.emailReadImap',
				typeVersion: 2.1,
				position: [0, 0],
				// The template's trigger but for Fetch Only New Emails (on: n8n's default).
				parameters: {
					mailbox: 'INBOX',
					postProcessAction: 'read',
					format: 'resolved',
					options: { trackLastMessageId: true, forceReconnect: 1 },
				},
				credentials: { imap: CREDENTIAL },
			},
			{
				id: '5d0c0d0c-0000-4000-8000-0000003b0002',
				name: 'Nothing Else',
				type: 'n8n-nodes-base.noOp',
				typeVersion: 1,
				position: [240, 0],
				parameters: {},
			},
		],
		connections: {
			'Fetch Only New': { main: [[{ node: 'Nothing Else', type: 'main', index: 0 }]] },
		},
	};
	const file = path.join(dir, 'fetch-only-new-probe.json');
	fs.mkdirSync(dir, { recursive: true });
	fs.writeFileSync(file, JSON.stringify(workflow, null, 2));
	return file;
}

/** The two mails waiting at the activation: `receivedDaysAgo` as deliverMails takes it. */
const MAILS = [
	{ subject: 'Invoice from three days ago', receivedDaysAgo: 3 },
	{ subject: 'Invoice from today', receivedDaysAgo: 0 },
];

module.exports = { ID, MAILBOX, MAILS, credential, writeWorkflow };
