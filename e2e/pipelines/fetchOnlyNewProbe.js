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
const { imapCredential } = require('./mailServer');
const { writeTriggerProbe, templateTriggerOptions } = require('./triggerProbe');

const ID = 'dpFetchNewProbe';
const MAILBOX = 'fetchnew';
const CREDENTIAL = { id: 'dpFetchNewImap', name: 'Fetch Only New Probe (IMAP)' };

/** The IMAP credential of the probe's mailbox. */
const credential = (mail) => imapCredential(mail, MAILBOX, CREDENTIAL);

/** The probe workflow, written to `dir`; its path. */
const writeWorkflow = (dir) =>
	writeTriggerProbe(dir, {
		id: ID,
		name: 'Pipelines: Fetch Only New Emails on',
		triggerName: 'Fetch Only New',
		// The template's trigger but for Fetch Only New Emails (on: n8n's default).
		options: { ...templateTriggerOptions(), trackLastMessageId: true },
		credential: CREDENTIAL,
	});

/** The two mails waiting at the activation: `receivedDaysAgo` as deliverMails takes it. */
const MAILS = [
	{ subject: 'Invoice from three days ago', receivedDaysAgo: 3 },
	{ subject: 'Invoice from today', receivedDaysAgo: 0 },
];

module.exports = { ID, MAILBOX, MAILS, credential, writeWorkflow };
