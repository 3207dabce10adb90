#!/usr/bin/env node
'use strict';
// `npm run test:pipelines`: the templates on real servers, checked at the end systems.
//
// Starts, on 127.0.0.1 and from Debian's packages (installed with apt-get when missing): a mail
// server (OpenSMTPD delivering into Dovecot: the invoice inbox and the reviewer's mailbox), the
// ERP's PostgreSQL and the DMS's OpenSSH SFTP server; the sandbox (in this process); and n8n (the
// version `npm start` opens) with this package. Imports and activates the two templates
// (examples/mailbox-to-erp.json, examples/reviewed-to-erp.json) with the changes their sticky
// notes ask for (credentials, the reviewer's address), sends
// the corpus (./corpus.js) through SMTP, acts as the reviewer at the service for what the
// reviewer's mails name, then checks the ERP's rows, the archive's files and the mailboxes.
// Then the mailbox is read again (every mail marked unread, the trigger's Fetch Only New Emails
// off, n8n restarted, one more mail arrives) and nothing may be added. Everything started is stopped at the end, on failure
// and on Ctrl-C. Closing line: `test:pipelines: N passed, N failed`; the table goes to
// BENCHMARKS.md (figure 8) unless PIPELINES_WRITE_BENCHMARKS=0.
//
// Settings: PIPELINES_QUICK=1 (the quick variant: 4 ordinary mails, a 2 MB large PDF, no figure),
// PIPELINES_LARGE_MB (20), PIPELINES_FILL (40 more ordinary mails), PIPELINES_KEEP=1
// (keep the working folder, PIPELINES_DIR: <tmp>/n8n-dp-pipelines-test), PIPELINES_TIMEOUT_MIN (20), N8N_DURABLE=1 (run with n8n's durable
// scheduler on, n8n 2.36 and later).
const crypto = require('node:crypto');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const n8n = require('../../scripts/n8n/common');
const { ensureN8n } = require('../../scripts/n8n/install');
const services = require('../queue/services');
const { startMailServer } = require('./mailServer');
const { startSftpServer } = require('./sftpServer');
const { sendMail, markAllUnread } = require('./net');
const { buildMessage } = require('./mime');
const { buildCorpus, expectations } = require('./corpus');
const { templateCredentials } = require('../../scripts/lib/templateCredentials');
const { erpTables, readErp, readIntake } = require('./erp');
const { writePipelineFigure } = require('./benchmarks');
const probe = require('./formatProbe');

// Outside the clone: the servers' data and n8n's user folder are no project files to lint.
const DATA_DIR = process.env.PIPELINES_DIR || path.join(os.tmpdir(), 'n8n-dp-pipelines-test');
const TEMPLATES = { mailbox: 'dpMailboxToErp', reviewed: 'dpReviewedToErp' };
const REVIEWER = 'reviewer';
const started = Date.now();
const seconds = (ms) => `${Math.round(ms / 100) / 10} s`;
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

// The quick variant (PIPELINES_QUICK=1, CI's older n8n versions): every kind of mail, fewer
// ordinary ones, a smaller large PDF; it writes no figure.
const quick = process.env.PIPELINES_QUICK === '1';
const settings = {
	largeBytes: Number(process.env.PIPELINES_LARGE_MB ?? (quick ? 2 : 20)) * 1024 * 1024,
	fill: Number(process.env.PIPELINES_FILL ?? (quick ? 4 : 40)),
	timeoutMs: Number(process.env.PIPELINES_TIMEOUT_MIN ?? 20) * 60000,
	durable: process.env.N8N_DURABLE === '1',
};

const results = [];
function check(name, ok, detail) {
	results.push({ name, ok });
	console.log(`  ${ok ? '✓' : '✗'} ${name}${detail ? ` — ${detail}` : ''}`);
}

const running = {};
async function stopAll() {
	for (const name of ['n8n', 'sandbox', 'mail', 'sftp', 'postgres']) {
		const service = running[name];
		running[name] = undefined;
		await (name === 'sandbox' ? service?.close() : service?.stop())?.catch?.(() => undefined);
	}
}
for (const signal of ['SIGINT', 'SIGTERM'])
	process.on(signal, () => {
		console.log(`\n${signal}: stopping everything the pipeline test started`);
		stopAll().finally(() => process.exit(130));
	});

async function eventually(what, test, { timeoutMs = 300000, intervalMs = 1000 } = {}) {
	const deadline = Date.now() + timeoutMs;
	let last;
	while (Date.now() < deadline) {
		last = await test();
		if (last && last.done) return last;
		await sleep(intervalMs);
	}
	throw new Error(
		`${what}: not within ${timeoutMs / 1000} s (last: ${JSON.stringify(last?.state ?? last)})`,
	);
}

function ensureServers() {
	// Dovecot, OpenSMTPD and sshd run as system users of their own, and the test makes the
	// mailbox and archive users: that takes root (this project's CI machines run as root).
	if (process.getuid?.() !== 0)
		throw new Error(
			'test:pipelines starts a mail server, PostgreSQL and an SFTP server as their own system users and makes the users the templates log in as: run it as root',
		);
	const missing = [
		['dovecot', 'dovecot-imapd'],
		['smtpd', 'opensmtpd'],
		['/usr/sbin/sshd', 'openssh-server'],
	]
		.filter(([command]) => !services.commandExists(command))
		.map(([, pkg]) => pkg);
	if (!fs.existsSync('/usr/lib/dovecot/lmtp')) missing.push('dovecot-lmtpd');
	if (!fs.existsSync(path.join(process.env.PG_BIN || '/usr/lib/postgresql/15/bin', 'postgres')))
		missing.push('postgresql');
	if (missing.length > 0) {
		console.log(`  installing ${missing.join(', ')} with apt-get ...`);
		services.aptInstall(missing);
	}
}

/** The template as a user sets it up: the sticky note's changes, nothing else. */
function setUp(file, mail) {
	const workflow = JSON.parse(fs.readFileSync(path.join(n8n.ROOT, 'examples', file), 'utf8'));
	for (const node of workflow.nodes) {
		if (node.type === 'n8n-nodes-base.emailSend') {
			node.parameters.fromEmail = `n8n@${mail.domain}`;
			node.parameters.toEmail = mail.address(REVIEWER);
		}
	}
	const target = path.join(DATA_DIR, 'workflows', file);
	fs.mkdirSync(path.dirname(target), { recursive: true });
	fs.writeFileSync(target, JSON.stringify(workflow, null, 2));
	return target;
}

/** The reviewer's mails: which document each names, and whether it tells of a file not processed. */
function reviewerMails(mail) {
	return mail.delivered(REVIEWER).map((text) => {
		const subject = decodeSubject(/^Subject: (.*(?:\n[ \t].*)*)/m.exec(text)?.[1] ?? '');
		return {
			subject,
			refused: subject.startsWith('Not processed:'),
			docId: /\((doc_\d+)\)/.exec(subject)?.[1],
		};
	});
}

function decodeSubject(raw) {
	return raw
		.replace(/\r?\n[ \t]+/g, ' ')
		.replace(/=\?utf-8\?([bq])\?([^?]*)\?=/gi, (_, encoding, text) =>
			encoding.toLowerCase() === 'b'
				? Buffer.from(text, 'base64').toString('utf8')
				: decodeURIComponent(text.replace(/_/g, ' ').replace(/=([0-9a-f]{2})/gi, '%$1')),
		)
		.replace(/\?=\s+=\?/g, '')
		.trim();
}

async function startN8n(env, rest, userFolder) {
	const server = n8n.startN8n(env, { logFile: path.join(userFolder, 'n8n.log') });
	running.n8n = server;
	await n8n.waitForN8n(rest.baseUrl, server);
	return server;
}

async function main() {
	console.log(
		`test:pipelines: n8n ${n8n.N8N_VERSION}, mailbox → ERP and DMS on real servers${settings.durable ? ' (durable scheduler on)' : ''}`,
	);
	ensureN8n({ quiet: true });
	ensureServers();
	fs.rmSync(DATA_DIR, { recursive: true, force: true });
	fs.mkdirSync(DATA_DIR, { recursive: true });
	const phase = Date.now();
	const { startSandbox } = require(path.join(n8n.ROOT, 'build', 'sandbox', 'index.js'));
	const sandbox = (running.sandbox = await startSandbox({ processingDelayMs: 1500 }));
	const mail = (running.mail = await startMailServer(path.join(DATA_DIR, 'mail'), {
		inbox: 'inbox-password',
		[REVIEWER]: 'reviewer-password',
		[probe.MAILBOX]: 'probe-password',
	}));
	const postgres = (running.postgres = await services.startPostgres(DATA_DIR));
	postgres.query(erpTables());
	postgres.query(probe.TABLE);
	const sftp = (running.sftp = await startSftpServer(path.join(DATA_DIR, 'sftp'), {
		user: 'dms',
		password: 'dms-password',
	}));
	const userFolder = path.join(DATA_DIR, 'n8n');
	fs.mkdirSync(userFolder, { recursive: true });
	n8n.stagePackage(userFolder);
	const port = await n8n.freePort();
	// n8n's durable scheduler (2.36 and later), polling triggers on it, and its poll cursors kept
	// in the database (docs.n8n.io, "Scheduler environment variables").
	const extra = settings.durable
		? {
				N8N_SCHEDULER_ENABLED: 'true',
				N8N_SCHEDULER_POLL_TRIGGERS_ENABLED: 'true',
				N8N_POLLER_DURABLE_CURSORS_ENABLED: 'true',
			}
		: {};
	const env = n8n.n8nEnv({ userFolder, port, brokerPort: await n8n.freePort(), extra });
	await n8n.importCredential(env, { url: sandbox.url, apiKey: sandbox.apiKey }, DATA_DIR);
	const credentials = templateCredentials({ mail, postgres, sftp });
	await n8n.importCredentials(env, [...credentials, probe.probeCredential(mail)], DATA_DIR);
	await n8n.importWorkflows(
		env,
		[
			...['mailbox-to-erp.json', 'reviewed-to-erp.json'].map((file) => setUp(file, mail)),
			probe.writeProbeWorkflow(
				path.join(DATA_DIR, 'workflows'),
				credentials.find((credential) => credential.type === 'postgres'),
			),
		],
		DATA_DIR,
	);
	const rest = new n8n.N8nRest(`http://127.0.0.1:${port}`);
	await startN8n(env, rest, userFolder);
	const owner = {
		email: 'pipelines@example.com',
		password: 'Pipelines-Password-1',
		firstName: 'Pipe',
		lastName: 'Line',
	};
	await rest.setupOwner(owner);
	await rest.login(owner.email, owner.password);
	for (const id of [...Object.values(TEMPLATES), probe.ID]) await rest.activate(id);
	check(
		'mail server, ERP (Postgres), DMS (SFTP), sandbox and n8n are up; both templates active',
		true,
		`${seconds(Date.now() - phase)}; smtp :${mail.smtpPort}, imap :${mail.imapPort}, postgres :${postgres.port}, sftp :${sftp.port}, n8n :${port}`,
	);

	const corpus = await buildCorpus({ largeBytes: settings.largeBytes, fill: settings.fill });
	// The intake log keys a mail by its Message-ID.
	for (const [index, item] of corpus.entries())
		item.messageId = `<mail-${index}-${crypto.randomUUID()}@pipeline.test>`;
	const expected = expectations(corpus);
	expected.mailIds = corpus.map((item) => item.messageId);
	expected.subjects = corpus.map((item) => item.subject);
	const sentAt = [];
	const sendPhase = Date.now();
	for (const [index, item] of corpus.entries()) {
		sentAt[index] = Date.now();
		await sendMail(mail.smtpPort, {
			from: `supplier${index}@suppliers.test`,
			to: mail.address('inbox'),
			message: buildMessage({
				from: `supplier${index}@suppliers.test`,
				to: mail.address('inbox'),
				subject: item.subject,
				text: 'Please find our documents attached.',
				html: item.html,
				attachments: item.attachments,
				messageId: item.messageId,
			}),
		});
	}
	check(`${corpus.length} mails sent through SMTP`, true, seconds(Date.now() - sendPhase));
	const probeMail = probe.probeMail();
	await sendMail(mail.smtpPort, {
		from: 'someone@suppliers.test',
		to: mail.address(probe.MAILBOX),
		message: buildMessage({
			from: 'someone@suppliers.test',
			to: mail.address(probe.MAILBOX),
			text: 'Three PDFs.',
			...probeMail,
		}),
	});

	// Every document is either in the ERP or named in a review mail; the refused file in its mail.
	const settled = () => {
		const erp = readErp(postgres);
		const mails = reviewerMails(mail);
		const inReview = new Set(mails.filter((m) => !m.refused && m.docId).map((m) => m.docId));
		const refused = mails.filter((m) => m.refused).length;
		const intake = readIntake(postgres);
		const pending = intake.mails.filter((row) => row.outcome === 'pending').length;
		const state = {
			erp: erp.invoices.length,
			inReview: inReview.size,
			refused,
			logged: intake.mails.length,
			pending,
		};
		const done =
			erp.invoices.filter((row) => !inReview.has(row.doc_id)).length + inReview.size >=
				expected.documents.length &&
			refused >= expected.toPerson.length &&
			intake.mails.length >= corpus.length &&
			pending === 0;
		return { done, state, inReview };
	};
	const firstPass = await eventually('every document in the ERP or in review', settled, {
		timeoutMs: settings.timeoutMs,
		intervalMs: 2000,
	});
	const intakeMs = Date.now() - sendPhase;
	const delivered = await eventually('the format probe to read its mail', () => {
		const [row] = postgres.query('select files from format_probe');
		return { done: row !== undefined, files: row?.[0] };
	});
	check(
		"n8n's Email Trigger, format Simple, delivers only parts with Content-Disposition: attachment (README Recipes: the template reads Resolved)",
		delivered.files === probe.SIMPLE_DELIVERS,
		`of ${probeMail.attachments.map((part) => part.fileName).join(', ')} it delivered: ${delivered.files}`,
	);
	check(
		'every document reached the ERP or a reviewer',
		true,
		`${JSON.stringify(firstPass.state)} after ${seconds(intakeMs)}`,
	);

	// The Reviewed → ERP trigger's first poll remembers what is there and emits nothing (it starts
	// from then). n8n's in-memory poller polls on activation, its durable scheduler only at the
	// next tick: the reviewer acts after that first poll, as a reviewer does minutes later.
	await eventually(
		"the Reviewed → ERP trigger's first poll",
		() => ({
			done: sandbox.requests.some(
				(request) => request.endpoint === 'document.getDashboard' && !('keyword' in request.query),
			),
		}),
		{ timeoutMs: 120000, intervalMs: 1000 },
	);
	// The reviewer validates each document named in a review mail, at the service.
	for (const docId of firstPass.inReview) {
		const response = await fetch(`${sandbox.url}/document/validate_and_export/${docId}`, {
			method: 'POST',
			headers: { 'x-api-key': sandbox.apiKey, 'content-type': 'application/x-www-form-urlencoded' },
			body: new URLSearchParams({ data: JSON.stringify({ reviewed_by: 'reviewer' }) }),
		});
		if (!response.ok)
			throw new Error(`validating ${docId}: HTTP ${response.status} ${await response.text()}`);
	}
	await eventually(
		'the reviewed documents in the ERP and the archive',
		() => {
			const erp = readErp(postgres);
			const archived = Object.keys(sftp.files()).length;
			return {
				done:
					erp.invoices.length >= expected.documents.length && archived >= expected.documents.length,
				state: { erp: erp.invoices.length, archived },
			};
		},
		{ timeoutMs: settings.timeoutMs, intervalMs: 2000 },
	);
	const endSystems = verify({ postgres, sftp, mail, sandbox, expected });
	await finishedExecutions(rest);

	// Read the mailbox again, as a user does who wants it read again: every mail unread, the
	// trigger's Fetch Only New Emails switched off (saved and activated again), n8n restarted.
	const unread = await markAllUnread(mail.imapPort, mail.address('inbox'), mail.passwords.inbox);
	await rereadEverything(rest, TEMPLATES.mailbox);
	await running.n8n.stop();
	const loginsBefore = mail.logins('inbox');
	await startN8n(env, rest, userFolder);
	await rest.login(owner.email, owner.password);
	// n8n's IMAP trigger looks for unread mail when mail arrives: once it is connected again, the
	// next mail (no documents) makes it read every unread mail.
	await eventually('the mail trigger to connect again', () => ({
		done: mail.logins('inbox') > loginsBefore,
	}));
	const coffee = { subject: 'Coffee?', messageId: `<coffee-${crypto.randomUUID()}@pipeline.test>` };
	await sendMail(mail.smtpPort, {
		from: 'colleague@pipeline.test',
		to: mail.address('inbox'),
		message: buildMessage({
			from: 'colleague@pipeline.test',
			to: mail.address('inbox'),
			subject: coffee.subject,
			text: 'No documents in this one.',
			messageId: coffee.messageId,
		}),
	});
	// A new mail without attachments: logged, ignored on purpose.
	expected.mailIds.push(coffee.messageId);
	expected.subjects.push(coffee.subject);
	expected.outcomes.push(['ignored']);
	// After the restart, a supplier sends an invoice already in the ERP again, under a new name:
	// the intake log's claim (in the database, not n8n's memory) knows it.
	const resent = corpus[0].attachments[0];
	const resend = {
		subject: 'Invoice R-0001 (sent again after the restart)',
		messageId: `<resend-${crypto.randomUUID()}@pipeline.test>`,
	};
	await sendMail(mail.smtpPort, {
		from: 'accounts@suppliers.test',
		to: mail.address('inbox'),
		message: buildMessage({
			from: 'accounts@suppliers.test',
			to: mail.address('inbox'),
			subject: resend.subject,
			text: 'Did you get this one?',
			attachments: [{ ...resent, fileName: 'Copy of R-0001.pdf' }],
			messageId: resend.messageId,
		}),
	});
	expected.mailIds.push(resend.messageId);
	expected.subjects.push(resend.subject);
	expected.outcomes.push(['sent_before']);
	await eventually(
		'the trigger to read the mailbox again',
		() => {
			const unseen = mail.unseen('inbox');
			return { done: unseen === 0, state: { unseen } };
		},
		{ timeoutMs: 180000, intervalMs: 2000 },
	);
	// The trigger marks mails read before their execution starts: wait for their log rows.
	await eventually(
		'the new mails in the intake log',
		() => {
			const mails = readIntake(postgres).mails;
			const missing = expected.mailIds.filter(
				(mailId) => !mails.some((row) => row.mail_id === mailId && row.outcome !== 'pending'),
			);
			return { done: missing.length === 0, state: { missing: missing.length } };
		},
		{ timeoutMs: 180000, intervalMs: 2000 },
	);
	await finishedExecutions(rest);
	const again = verify({
		postgres,
		sftp,
		mail,
		sandbox,
		expected,
		label: 'after reading the mailbox again',
	});
	check(
		`reading the mailbox again (${unread} mails unread, Fetch Only New Emails off, n8n restarted) adds nothing`,
		again.erpInvoices === endSystems.erpInvoices &&
			again.erpLines === endSystems.erpLines &&
			again.archiveFiles === endSystems.archiveFiles &&
			again.documents === endSystems.documents &&
			again.filesToPerson === endSystems.filesToPerson,
		JSON.stringify({ before: endSystems, after: again }),
	);

	const erp = readErp(postgres);
	const mailToRow = erp.invoices
		.filter((row) => !firstPass.inReview.has(row.doc_id))
		.map((row) => {
			const document = expected.documents.find((d) => d.names.includes(row.file_name));
			return document ? new Date(row.written_at).getTime() - sentAt[document.mailIndex] : undefined;
		})
		.filter((ms) => ms !== undefined)
		.sort((a, b) => a - b);
	const quantile = (q) =>
		mailToRow[Math.min(mailToRow.length - 1, Math.floor(q * mailToRow.length))];
	const table = {
		n8nVersion: n8n.N8N_VERSION,
		durable: settings.durable,
		mailsIn: corpus.length,
		documents: endSystems.documents,
		erpInvoices: endSystems.erpInvoices,
		erpLines: endSystems.erpLines,
		archiveFiles: endSystems.archiveFiles,
		toReview: firstPass.inReview.size,
		refused: expected.refused.length,
		lost: endSystems.lost,
		duplicated: endSystems.duplicated + again.duplicated,
		// Every mail's one outcome in the intake log, by outcome; files named to a person.
		outcomes: endSystems.outcomes,
		mailsWithOutcome: Object.values(endSystems.outcomes).reduce((sum, count) => sum + count, 0),
		filesToPerson: endSystems.filesToPerson,
		distinctFiles: endSystems.distinctFiles,
		// Files the second reading uploaded to the service again (Skip Duplicates did not know them).
		uploadedAgain: again.documents - endSystems.documents,
		mailsPerMinute: Math.round((corpus.length / (intakeMs / 60000)) * 10) / 10,
		mailToErpP50: seconds(quantile(0.5)),
		mailToErpP95: seconds(quantile(0.95)),
		seconds: Math.round((Date.now() - started) / 1000),
	};
	console.log(
		'\n  mails in | documents | ERP invoices | ERP lines | archive files | to review | refused | lost | duplicated',
	);
	console.log(
		`  ${[table.mailsIn, table.documents, table.erpInvoices, table.erpLines, table.archiveFiles, table.toReview, table.refused, table.lost, table.duplicated].join(' | ')}`,
	);
	console.log(
		`  mails with a recorded outcome: ${table.mailsWithOutcome} of ${table.mailsIn} (${Object.entries(
			table.outcomes,
		)
			.map(([outcome, count]) => `${outcome} ${count}`)
			.join(', ')}); files named to a person: ${table.filesToPerson}`,
	);
	console.log(
		`  ${table.mailsPerMinute} mails/min; mail sent → ERP row p50 ${table.mailToErpP50}, p95 ${table.mailToErpP95}; uploaded again by the second reading: ${table.uploadedAgain}\n`,
	);
	if (!quick && process.env.PIPELINES_WRITE_BENCHMARKS !== '0' && results.every((r) => r.ok))
		writePipelineFigure(table);
}

/** The mailbox template with its trigger's Fetch Only New Emails off, saved and published. */
async function rereadEverything(rest, id) {
	const workflow = await rest.workflow(id);
	const trigger = workflow.nodes.find((node) => node.type === 'n8n-nodes-base.emailReadImap');
	trigger.parameters.options = { ...trigger.parameters.options, trackLastMessageId: false };
	await rest.request('PATCH', `/rest/workflows/${id}`, {
		nodes: workflow.nodes,
		connections: workflow.connections,
		versionId: workflow.versionId,
	});
	await rest.activate(id);
}

/** No execution of the templates still running (n8n writes the last rows before it ends). */
async function finishedExecutions(rest) {
	await eventually(
		'the executions to finish',
		async () => {
			const all = (
				await Promise.all(Object.values(TEMPLATES).map((id) => rest.executions(id)))
			).flat();
			const running = all.filter((e) => ['running', 'new', 'waiting'].includes(e.status)).length;
			return {
				done: running === 0,
				state: { running, failed: all.filter((e) => e.status === 'error').length },
			};
		},
		{ timeoutMs: 300000, intervalMs: 2000 },
	);
}

/** The end systems against the corpus; each finding is a check. */
function verify({ postgres, sftp, mail, sandbox, expected, label = 'at the end systems' }) {
	const erp = readErp(postgres);
	const archive = sftp.files();
	const atService = [...sandbox.state.documents.values()];
	const rowsOf = (d) => erp.invoices.filter((row) => d.names.includes(row.file_name));
	const missingInErp = expected.documents.filter((d) => rowsOf(d).length === 0);
	const twiceInErp = expected.documents.filter((d) => rowsOf(d).length > 1);
	const unexpectedRows = erp.invoices.filter(
		(row) => !expected.documents.some((d) => d.names.includes(row.file_name)),
	);
	const wrongLines = expected.documents.filter((d) => {
		if (d.lines === undefined) return false;
		const [row] = rowsOf(d);
		return (
			row &&
			erp.lines.filter(
				(line) => line.vendor === row.vendor && line.invoice_number === row.invoice_number,
			).length !== d.lines
		);
	});
	const missingFiles = expected.documents.filter((d) => !(d.archiveName in archive));
	const extraFiles = Object.keys(archive).filter(
		(name) => !expected.documents.some((d) => d.archiveName === name),
	);
	const noiseUploaded = atService.filter((doc) =>
		expected.noise.some((n) => n.fileName === doc.file_name),
	);
	const mails = reviewerMails(mail);
	const refusedNamed = expected.toPerson.filter((part) =>
		mails.some((m) => m.refused && m.subject.includes(part.fileName)),
	);
	const doubtfulMissing = expected.documents.filter((d) => {
		if (!d.doubtful) return false;
		const doc = atService.find((candidate) => d.names.includes(candidate.file_name));
		return !doc || !mails.some((m) => m.docId === doc.doc_id);
	});
	const name = (list) =>
		list
			.slice(0, 5)
			.map((d) => d.fileName ?? d.archiveName ?? d)
			.join(', ');
	check(
		`${label}: every invoice once in the ERP`,
		missingInErp.length + twiceInErp.length + unexpectedRows.length === 0,
		`${erp.invoices.length} of ${expected.documents.length}; missing ${name(missingInErp)}; twice ${name(twiceInErp)}; unexpected ${unexpectedRows.map((r) => r.file_name).join(', ')}`,
	);
	check(
		`${label}: every invoice's lines in the ERP`,
		wrongLines.length === 0,
		`${erp.lines.length} lines; wrong for ${name(wrongLines)}`,
	);
	check(
		`${label}: every original once in the archive under its readable name`,
		missingFiles.length + extraFiles.length === 0,
		`${Object.keys(archive).length} files; missing ${missingFiles
			.map((d) => d.archiveName)
			.slice(0, 5)
			.join(', ')}; unexpected ${extraFiles.slice(0, 5).join(', ')}`,
	);
	check(
		`${label}: logos and signatures never uploaded`,
		noiseUploaded.length === 0,
		`${noiseUploaded.length} at the service`,
	);
	check(
		`${label}: every doubtful invoice went to review with a mail`,
		doubtfulMissing.length === 0,
		`missing ${name(doubtfulMissing)}`,
	);
	check(
		`${label}: every file not processed (refused, not a type the template takes, empty) named in a mail to a person`,
		refusedNamed.length === expected.toPerson.length,
		`${refusedNamed.length} of ${expected.toPerson.length}; not named: ${expected.toPerson
			.filter((part) => !refusedNamed.includes(part))
			.map((part) => part.fileName)
			.join(', ')}`,
	);
	// The intake log: every mail once, with the outcome its files call for.
	const intake = readIntake(postgres);
	const logged = expected.mailIds.map((mailId) =>
		intake.mails.filter((row) => row.mail_id === mailId),
	);
	const wrongOutcome = logged
		.map((rows, index) => ({ rows, index }))
		.filter(
			({ rows, index }) => rows.length !== 1 || !expected.outcomes[index].includes(rows[0].outcome),
		);
	check(
		`${label}: every mail has exactly one recorded outcome in the intake log, the one its files call for`,
		wrongOutcome.length === 0 && intake.mails.length === expected.mailIds.length,
		`${intake.mails.length} mails logged of ${expected.mailIds.length}; wrong: ${wrongOutcome
			.slice(0, 5)
			.map(
				({ rows, index }) =>
					`${expected.subjects[index]}: ${rows.map((row) => `${row.outcome} (${row.what_happened})`).join(' / ') || 'no row'}, expected ${expected.outcomes[index].join(' or ')}`,
			)
			.join('; ')}`,
	);
	// The service: each distinct file once (by content), no file twice.
	const hashes = atService.map((doc) =>
		crypto
			.createHash('sha256')
			.update(doc.content ?? Buffer.alloc(0))
			.digest('hex'),
	);
	const uploadedTwice = hashes.length - new Set(hashes).size;
	check(
		`${label}: the service received each distinct file exactly once`,
		uploadedTwice === 0 && atService.length === expected.documents.length + expected.refused.length,
		`${atService.length} documents at the service for ${expected.documents.length} invoices and ${expected.refused.length} unreadable files; the same bytes twice: ${uploadedTwice}`,
	);
	const outcomes = {};
	for (const row of intake.mails) outcomes[row.outcome] = (outcomes[row.outcome] ?? 0) + 1;
	const lost = missingInErp.length + missingFiles.length;
	const duplicated = twiceInErp.length + unexpectedRows.length + extraFiles.length + uploadedTwice;
	return {
		documents: atService.length,
		erpInvoices: erp.invoices.length,
		erpLines: erp.lines.length,
		archiveFiles: Object.keys(archive).length,
		lost,
		duplicated,
		outcomes,
		filesToPerson: intake.files.filter((row) => row.outcome === 'to_person').length,
		distinctFiles: new Set(hashes).size,
	};
}

const deadline = setTimeout(() => {
	console.log(`test:pipelines: stopped after ${settings.timeoutMs / 60000 + 10} minutes`);
	stopAll().finally(() => process.exit(1));
}, settings.timeoutMs + 600000);
deadline.unref();

main()
	.catch((error) => {
		check('the pipeline test ran to the end', false, error.stack ?? error.message);
		if (running.n8n) console.log(`  n8n's last lines:\n${running.n8n.tail()}`);
	})
	.finally(async () => {
		if (process.env.PIPELINES_KEEP === '1') console.log(`  kept: ${DATA_DIR}`);
		await stopAll();
		if (process.env.PIPELINES_KEEP !== '1') fs.rmSync(DATA_DIR, { recursive: true, force: true });
		const failed = results.filter((r) => !r.ok).length;
		console.log(
			`test:pipelines: ${results.length - failed} passed, ${failed} failed (${seconds(Date.now() - started)})`,
		);
		process.exit(failed === 0 ? 0 : 1);
	});
