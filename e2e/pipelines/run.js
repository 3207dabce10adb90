#!/usr/bin/env node
'use strict';
// `npm run test:pipelines`: the templates on real servers, checked at the end systems.
//
// Starts, on 127.0.0.1 and from Debian's packages (installed with apt-get when missing): a mail
// server (OpenSMTPD delivering into Dovecot: the invoice inbox and the reviewer's mailbox), the
// ERP's PostgreSQL and the DMS's OpenSSH SFTP server; the sandbox (in this process); and n8n (the
// version `npm start` opens) with this package. Imports and activates the two templates
// (examples/mailbox-to-erp*.json, examples/reviewed-to-erp.json) with the changes their sticky
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
const path = require('node:path');
const n8n = require('../../scripts/n8n/common');
const { sendMail, markAllUnread } = require('./net');
const { buildMessage } = require('./mime');
const { buildCorpus, expectations } = require('./corpus');
const { readErp } = require('./erp');
const { MAILBOX, readIntakeLog } = require('./intake');
const { writePipelineFigure } = require('./benchmarks');
const { requestCost, listedCost, repeatedPerDocument, keepRequestLog } = require('./requestCost');
const probe = require('./formatProbe');
const {
	DATA_DIR,
	TEMPLATES,
	started,
	seconds,
	results,
	check,
	eventually,
	intakeSettled,
	reviewAll,
	sendCorpus,
	sendOneMore,
	nudgeWhenConnected,
	rowsOfMail,
	alikeMails,
	startPipeline,
	restartN8n,
	finishedExecutions,
	verify,
	runLane,
} = require('./harness');

// The quick variant (PIPELINES_QUICK=1, CI's older n8n versions): every kind of mail, fewer
// ordinary ones, a smaller large PDF; it writes no figure.
const quick = process.env.PIPELINES_QUICK === '1';
const settings = {
	largeBytes: Number(process.env.PIPELINES_LARGE_MB ?? (quick ? 2 : 20)) * 1024 * 1024,
	fill: Number(process.env.PIPELINES_FILL ?? (quick ? 4 : 40)),
	timeoutMs: Number(process.env.PIPELINES_TIMEOUT_MIN ?? 20) * 60000,
	durable: process.env.N8N_DURABLE === '1',
};

async function main() {
	console.log(
		`test:pipelines: n8n ${n8n.N8N_VERSION}, mailbox → ERP and DMS on real servers (${MAILBOX.file})${settings.durable ? ' (durable scheduler on)' : ''}`,
	);
	const phase = Date.now();
	const pipeline = await startPipeline({
		mailboxes: { [probe.MAILBOX]: 'probe-password' },
		// n8n's durable scheduler (2.36 and later), polling triggers on it, and its poll cursors kept
		// in the database (docs.n8n.io, "Scheduler environment variables").
		extraEnv: settings.durable
			? {
					N8N_SCHEDULER_ENABLED: 'true',
					N8N_SCHEDULER_POLL_TRIGGERS_ENABLED: 'true',
					N8N_POLLER_DURABLE_CURSORS_ENABLED: 'true',
				}
			: {},
		credentials: ({ mail }) => [probe.probeCredential(mail)],
		workflows: ({ postgres, credentials }) => {
			postgres.query(probe.TABLE);
			return [
				probe.writeProbeWorkflow(
					path.join(DATA_DIR, 'workflows'),
					credentials.find((credential) => credential.type === 'postgres'),
				),
			];
		},
	});
	const { sandbox, mail, postgres, sftp, rest, port } = pipeline;
	for (const id of [...Object.values(TEMPLATES), probe.ID]) await rest.activate(id);
	check(
		'mail server, ERP (Postgres), DMS (SFTP), sandbox and n8n are up; both templates active',
		true,
		`${seconds(Date.now() - phase)}; smtp :${mail.smtpPort}, imap :${mail.imapPort}, postgres :${postgres.port}, sftp :${sftp.port}, n8n :${port}`,
	);

	const corpus = await buildCorpus({ largeBytes: settings.largeBytes, fill: settings.fill });
	const expected = expectations(corpus);
	const sendPhase = Date.now();
	const sentAt = await sendCorpus(mail, corpus, expected);
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
	const firstPass = await eventually(
		'every document in the ERP or in review',
		() => intakeSettled(pipeline, expected),
		{
			timeoutMs: settings.timeoutMs,
			intervalMs: 2000,
		},
	);
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
			// Not a look-up (keyword) nor a wait's read of the service's pace (status: issue 32).
			done: sandbox.requests.some(
				(request) =>
					request.endpoint === 'document.getDashboard' &&
					!('keyword' in request.query) &&
					!('status' in request.query),
			),
		}),
		{ timeoutMs: 120000, intervalMs: 1000 },
	);
	await reviewAll(pipeline, firstPass.inReview, expected, settings.timeoutMs);
	const endSystems = await verify({ postgres, rest, sftp, mail, sandbox, expected });
	await finishedExecutions(rest);
	// What both templates cost the service per document, the reviewed ones' path too (issue 40).
	const cost = requestCost(sandbox.requests, endSystems.documents);
	if (process.env.PIPELINES_KEEP === '1') keepRequestLog(sandbox.requests, DATA_DIR);
	const served = cost.counts;
	const reviewed = firstPass.inReview.size;
	// A file the service could not read (status error) is not read further, nor exported.
	const unreadable = [...sandbox.state.documents.values()].filter(
		(document) => document.status === 'error',
	).length;
	const exported = endSystems.documents - unreadable - reviewed;
	check(
		'each document costs the templates one upload, one extraction read (one more after a review), one Validate and Export or assignment, no download but after a review',
		served['document.upload'] === endSystems.documents &&
			served['document.getExtractionResult'] === endSystems.documents - unreadable + reviewed &&
			(served['document.validateAndExport'] ?? 0) === exported &&
			(served['document.assign'] ?? 0) === reviewed &&
			(served['file.downloadDocument'] ?? 0) === reviewed,
		`${endSystems.documents} documents, ${unreadable} unreadable, ${reviewed} reviewed; served ${JSON.stringify(served)}; in all ${cost.perDocument} per document (${listedCost(cost.byEndpoint)}); ${repeatedPerDocument(sandbox.requests).join('; ') || 'no endpoint twice for a document'}`,
	);

	// Read the mailbox again, as a user does who wants it read again: every mail unread, the
	// trigger's Fetch Only New Emails switched off (saved and activated again), n8n restarted.
	const unread = await markAllUnread(mail.imapPort, mail.address('inbox'), mail.passwords.inbox);
	await rereadEverything(rest, TEMPLATES.mailbox);
	const loginsBefore = await restartN8n(pipeline, { stopped: () => mail.logins('inbox') });
	// Once the trigger is connected again, a new mail without attachments (logged, ignored on
	// purpose) makes it read every unread mail.
	await nudgeWhenConnected(mail, loginsBefore, expected, { subject: 'Coffee?', tag: 'coffee' });
	// After the restart, a supplier sends an invoice already in the ERP again, under a new name:
	// the intake log's claim (in the database, not n8n's memory) knows it.
	await sendOneMore(mail, expected, {
		from: 'accounts@suppliers.test',
		subject: 'Invoice R-0001 (sent again after the restart)',
		text: 'Did you get this one?',
		attachments: [{ ...corpus[0].attachments[0], fileName: 'Copy of R-0001.pdf' }],
		outcome: 'sent_before',
		tag: 'resend',
	});
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
		async () => {
			const { mails } = await readIntakeLog({ postgres, rest });
			const missing = expected.mailIds.filter(
				(_, index) =>
					rowsOfMail(mails, expected, index).filter((row) => row.outcome !== 'pending').length <
					alikeMails(expected, index),
			);
			return { done: missing.length === 0, state: { missing: missing.length } };
		},
		{ timeoutMs: 180000, intervalMs: 2000 },
	);
	await finishedExecutions(rest);
	const again = await verify({
		postgres,
		rest,
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
		template: MAILBOX.file,
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
		// Mails to a person (not processed, or to review) about a file that is no document (goal 0).
		personMailsForNonDocuments: endSystems.personMailsForNonDocuments,
		distinctFiles: endSystems.distinctFiles,
		// Files the second reading uploaded to the service again (Skip Duplicates did not know them).
		uploadedAgain: again.documents - endSystems.documents,
		requestsPerDocument: cost.perDocument,
		requestsByEndpoint: cost.byEndpoint,
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
			.join(
				', ',
			)}); files named to a person: ${table.filesToPerson}; person mails about files that are no documents: ${table.personMailsForNonDocuments}`,
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

runLane('test:pipelines', main, settings.timeoutMs);
