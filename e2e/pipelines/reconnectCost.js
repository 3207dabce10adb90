#!/usr/bin/env node
'use strict';
// `npm run test:reconnect`: what the Email Trigger's **Force Reconnect Every Minutes** buys and
// costs (docs/mailbox-to-erp.md, "When waiting mail is read"; issues 39 and 40). In n8n 2.41 the
// trigger (imapflow) reads mail that waits at its start only at its first reconnect, and after
// each connect or fetch it listens for new mail (IDLE) only 15 s later (imapflow's
// autoIdleDelay): a shorter interval reads waiting mail sooner and leaves the trigger deaf more
// often. n8n 1.123 and 2.8 (node-imap) read waiting mail as they connect.
//
// One probe workflow per interval (./triggerProbe.js: the template's trigger with that interval,
// Fetch Only New Emails off, each on a mailbox of its own), all in one n8n, activated together.
// Two unread mails wait in each mailbox at the activation (one from two days back): the seconds
// until they are read, nothing arriving. Then RECONNECT_MAILS mails go to every mailbox at once,
// 16 to 40 s apart at random (not in step with the reconnects): for each, the seconds from its SMTP
// hand-over until the trigger marked it read, and how many waited longer than WAITED_MS.
//
// Settings: RECONNECT_MINUTES (the intervals: 0.5,0.75,1), RECONNECT_MAILS (15), N8N_VERSION.
const n8n = require('../../scripts/n8n/common');
const { imapCredential } = require('./mailServer');
const { sendMail } = require('./net');
const { buildMessage } = require('./mime');
const { writeTriggerProbe } = require('./triggerProbe');
const inbox = require('./inboxClaims');
const {
	DATA_DIR,
	seconds,
	sleep,
	check,
	eventually,
	deliverMails,
	startPipeline,
	runLane,
} = require('./harness');
const path = require('node:path');

const settings = {
	minutes: (process.env.RECONNECT_MINUTES ?? '0.5,0.75,1').split(',').map(Number),
	mails: Number(process.env.RECONNECT_MAILS ?? 15),
};
/** A new mail read later than this after its hand-over waited for the trigger to listen. */
const WAITED_MS = 2000;
// Farther apart than the 15 s the trigger is deaf after each fetch: what waits, waits for a
// reconnect's 15 s (mail closer together waits for the previous mail's fetch too, whatever the
// interval).
const GAP_MS = [16000, 40000];

const probes = settings.minutes.map((minutes, index) => ({
	minutes,
	id: `dpReconnect${index}`,
	mailbox: `reconnect${index}`,
	credential: { id: `dpReconnectImap${index}`, name: `Reconnect ${minutes} min (IMAP)` },
}));

const quantile = (sorted, q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];

/** Watches the probes' mailboxes: when each mail (by subject) was delivered and then read. */
function watchReads(mail) {
	const seen = new Map(probes.map((probe) => [probe.mailbox, new Map()]));
	let stopped = false;
	const done = (async () => {
		while (!stopped) {
			for (const probe of probes) {
				const unread = mail.unread(probe.mailbox).join('\n');
				for (const raw of mail.delivered(probe.mailbox)) {
					const subject = /^Subject: (.*)$/m.exec(raw)?.[1];
					if (subject && !unread.includes(`Subject: ${subject}`))
						if (!seen.get(probe.mailbox).has(subject))
							seen.get(probe.mailbox).set(subject, Date.now());
				}
			}
			await sleep(200);
		}
	})();
	return {
		readAt: (probe, subject) => seen.get(probe.mailbox).get(subject),
		async stop() {
			stopped = true;
			await done;
		},
	};
}

async function main() {
	console.log(
		`test:reconnect: n8n ${n8n.N8N_VERSION}, Force Reconnect Every Minutes ${settings.minutes.join(', ')}; ${settings.mails} new mails 16 to 40 s apart`,
	);
	const { mail, rest } = await startPipeline({
		mailboxes: Object.fromEntries(probes.map((probe) => [probe.mailbox, `${probe.mailbox}-pw`])),
		credentials: ({ mail: server }) =>
			probes.map((probe) => imapCredential(server, probe.mailbox, probe.credential)),
		workflows: () =>
			probes.map((probe) =>
				writeTriggerProbe(path.join(DATA_DIR, 'workflows'), {
					id: probe.id,
					name: `Reconnect every ${probe.minutes} min`,
					triggerName: 'New Mail',
					options: { trackLastMessageId: false, forceReconnect: probe.minutes },
					credential: probe.credential,
				}),
			),
	});
	const watch = watchReads(mail);
	for (const probe of probes)
		await deliverMails(
			mail,
			[
				{ subject: `Waiting ${probe.mailbox} a`, receivedDaysAgo: 2 },
				{ subject: `Waiting ${probe.mailbox} b` },
			],
			probe.mailbox,
		);
	// Every waiting mail in its mailbox before the activations (a mail delivered after one would
	// be new mail that wakes the trigger).
	await eventually(
		'the waiting mails delivered',
		() => ({ done: probes.every((probe) => mail.unseen(probe.mailbox) === 2) }),
		{ timeoutMs: 60000, intervalMs: 200 },
	);
	const activatedAt = {};
	for (const probe of probes) {
		await rest.activate(probe.id);
		activatedAt[probe.id] = Date.now();
	}

	const news = [];
	for (let index = 0; index < settings.mails; index++) {
		await sleep(GAP_MS[0] + Math.random() * (GAP_MS[1] - GAP_MS[0]));
		const subject = `New mail ${index}`;
		for (const probe of probes) {
			const from = 'supplier@suppliers.test';
			const to = mail.address(probe.mailbox);
			const sentAt = Date.now();
			await sendMail(mail.smtpPort, {
				from,
				to,
				message: buildMessage({ from, to, subject, text: 'A new mail.' }),
			});
			news.push({ probe, subject, sentAt });
		}
	}
	await sleep(90000);
	await watch.stop();

	console.log(
		'  | minutes | waiting mail read after | new mails read: median, 90 %, most | waited > 2 s |',
	);
	for (const probe of probes) {
		const waiting = ['a', 'b'].map((tag) => watch.readAt(probe, `Waiting ${probe.mailbox} ${tag}`));
		const waitedS = waiting.every(Boolean)
			? (Math.max(...waiting) - activatedAt[probe.id]) / 1000
			: undefined;
		const mine = news.filter((item) => item.probe === probe);
		const latencies = mine
			.map((item) => watch.readAt(probe, item.subject) - item.sentAt)
			.filter((ms) => !Number.isNaN(ms))
			.sort((a, b) => a - b);
		const waited = latencies.filter((ms) => ms > WAITED_MS).length;
		console.log(
			`  | ${probe.minutes} | ${waitedS === undefined ? 'not read' : seconds(waitedS * 1000)} | ${[0.5, 0.9, 1].map((q) => seconds(quantile(latencies, q) ?? 0)).join(', ')} | ${waited} of ${latencies.length} |`,
		);
		check(
			`every ${probe.minutes} min: the 2 waiting mails read with no new mail`,
			waitedS !== undefined,
			waitedS === undefined
				? 'still unread'
				: `after ${seconds(waitedS * 1000)} (the page promises ${inbox.READ_WITHIN_MS / 1000} s for the template's interval)`,
		);
		check(
			`every ${probe.minutes} min: every new mail read`,
			latencies.length === mine.length,
			`${latencies.length} of ${mine.length}`,
		);
	}
}

runLane('test:reconnect', main, 30 * 60000);
