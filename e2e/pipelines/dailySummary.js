'use strict';
// The day's summary (issue 51, examples/daily-summary.json): once the mailbox template has run, a
// clerk imports the summary, sets its hour (here the next whole minute, in the workflow's time zone
// UTC, as Settings → Timezone sets it) and publishes it. Its Schedule Trigger fires on its own;
// the mail it sends is checked against the intake log: its counts, and every mail without a file
// named by its sender and subject, so a person sees an invoice in a mail's text the same day.
const path = require('node:path');
const n8n = require('../../scripts/n8n/common');
const { mailBody } = require('./personMail');
const { readIntakeLog } = require('./intake');

const FILE = 'daily-summary.json';
const MAILBOX = 'clerk';
// The summary's lines and the intake rows each counts (the template's rules, read from its rows).
const toReview = (row) =>
	row.outcome === 'uploaded' && String(row.reason).startsWith('Uploaded, to review');
const LINES = {
	'Invoices in the ERP and the archive': (row) =>
		row.outcome === 'uploaded' && row.done === true && !toReview(row),
	'Waiting for a reviewer': toReview,
	'Sent to a person': (row) => ['to_person', 'failed'].includes(row.outcome),
	'Mails without any file': (row) => row.outcome === 'no_file',
	'Sent before (not booked again)': (row) => row.outcome === 'sent_before',
	'Left out (logos, signatures, invitations)': (row) => row.outcome === 'ignored',
};

/** The template as the clerk sets it: its hour `at` (UTC), its mail from and to the lane's server. */
function asSetByClerk(mail, at) {
	const workflow = n8n.readWorkflow(path.join(n8n.EXAMPLES_DIR, FILE));
	workflow.settings = { ...workflow.settings, timezone: 'UTC' };
	for (const node of workflow.nodes) {
		if (node.type === 'n8n-nodes-base.scheduleTrigger')
			node.parameters.rule.interval = [
				{ field: 'days', triggerAtHour: at.getUTCHours(), triggerAtMinute: at.getUTCMinutes() },
			];
		if (node.type === 'n8n-nodes-base.emailSend') {
			node.parameters.fromEmail = `n8n@${mail.domain}`;
			node.parameters.toEmail = mail.address(MAILBOX);
		}
	}
	return { ...workflow, active: false };
}

/** The number after `label:` in the mail's body. */
const numberOn = (body, label) =>
	Number(new RegExp(`^${label.replace(/[()]/g, '\\$&')}: (\\d+)$`, 'm').exec(body)?.[1]);

/**
 * Imports and publishes the summary for the next whole minute at least 10 s away (publishing takes a second or two), waits for its
 * mail and compares it with the intake log: `{ ok, detail }`.
 */
async function runDailySummary({ rest, mail, postgres }) {
	const at = new Date(Math.ceil((Date.now() + 10000) / 60000) * 60000);
	const { body: created } = await rest.request('POST', '/rest/workflows', asSetByClerk(mail, at));
	await rest.activate(created.id);
	const deadline = at.getTime() + 90000;
	while (mail.delivered(MAILBOX).length === 0 && Date.now() < deadline)
		await new Promise((resolve) => setTimeout(resolve, 1000));
	const [raw] = mail.delivered(MAILBOX);
	if (!raw) return { ok: false, detail: `no summary mail by ${new Date(deadline).toISOString()}` };
	const body = mailBody(raw);
	const dayStart = new Date(at);
	dayStart.setUTCHours(0, 0, 0, 0);
	const { files } = await readIntakeLog({ postgres, rest });
	const today = files.filter((row) => new Date(row.createdAt) >= dayStart);
	const wrong = [];
	const mails = new Set(today.map((row) => row.mail_id)).size;
	if (numberOn(body, 'Mails read') !== mails)
		wrong.push(`Mails read: ${numberOn(body, 'Mails read')}, the log ${mails}`);
	for (const [label, counts] of Object.entries(LINES)) {
		const logged = today.filter(counts).length;
		if (numberOn(body, label) !== logged)
			wrong.push(`${label}: ${numberOn(body, label)}, the log ${logged}`);
	}
	const unnamed = today
		.filter(LINES['Mails without any file'])
		.filter((row) => !body.includes(`- ${row.sender}: ${row.subject}`));
	for (const row of unnamed) wrong.push(`no line for ${row.subject} (${row.sender})`);
	await rest.deactivate(created.id);
	return {
		ok: today.length > 0 && wrong.length === 0,
		detail: `${mails} mails, ${Object.keys(LINES)
			.map((label) => `${label.split(' (')[0]} ${numberOn(body, label)}`)
			.join(', ')}; wrong: ${wrong.join('; ') || 'none'}`,
	};
}

module.exports = { MAILBOX, runDailySummary };
