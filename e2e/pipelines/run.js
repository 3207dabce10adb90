#!/usr/bin/env node
'use strict';
// `npm run test:pipelines`: the templates on real servers, checked at the end systems.
//
// Starts, on 127.0.0.1 and from Debian's packages (installed with apt-get when missing): a mail
// server (OpenSMTPD delivering into Dovecot: the invoice inbox and the reviewer's mailbox), the
// ERP's PostgreSQL and the DMS's OpenSSH SFTP server; the sandbox (in this process); and n8n (the
// version `npm start` opens) with this package. Imports and activates the two templates
// (examples/mailbox-to-erp*.json, examples/reviewed-to-erp*.json) with the changes their sticky
// notes ask for (credentials, the reviewer's address). Two unread invoices from earlier days wait
// in the inbox at the template's first activation and must be read with no new mail; then the
// corpus (./corpus.js) goes in through SMTP; the test acts as the reviewer at the service for what
// the reviewer's mails name, then checks the ERP's rows, the archive's files and the mailboxes.
// Then the mailbox is read again (n8n killed, every mail marked unread, n8n started again: read
// with no new mail; then one more mail arrives) and nothing may be added. No mail is ever sent to
// wake the trigger. Everything started is stopped at the end, on failure and on Ctrl-C. Closing line: `test:pipelines: N passed, N failed`; the table goes to
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
const { buildCorpus, expectations, BLOCKED_SUPPLIER } = require('./corpus');
const { asksForItsPassword } = require('./pdfPassword');
const dailySummary = require('./dailySummary');
const { erpBlocks, ERP_UNBLOCKS, letGoOfMails, adminAddsDueDate } = require('./erpRefuses');
const { readErp, readErpAsync } = require('./erp');
const { MAILBOX, readIntakeLog } = require('./intake');
const { writePipelineFigure } = require('./benchmarks');
const inbox = require('./inboxClaims');
const { requestCost, listedCost, repeatedPerDocument, keepRequestLog } = require('./requestCost');
const probe = require('./formatProbe');
const fetchOnlyNew = require('./fetchOnlyNewProbe');
const subWorkflow = require('./subWorkflowProbe');
const { copiesOverlap } = require('./copiesOverlap');
const review = require('./reviewInN8n');
const {
	activateMailbox,
	DATA_DIR,
	TEMPLATES,
	started,
	seconds,
	results,
	check,
	eventually,
	sleep,
	intakeSettled,
	reviewAll,
	nameCorpus,
	deliverMails,
	sendOneMore,
	readWithoutHelp,
	rowsOfMail,
	alikeMails,
	startPipeline,
	restartN8n,
	REVIEWER,
	verify,
	runLane,
	failedExecutions,
	numberToType,
	bookable,
	archivable,
	refusalsTold,
} = require('./harness');
const { retryFailedRuns } = require('./reviewedRefused');

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
		`test:pipelines: n8n ${n8n.N8N_VERSION}, mailbox → ERP and DMS on real servers (${MAILBOX.file}, Review In: ${review.REVIEW_IN})${settings.durable ? ' (durable scheduler on)' : ''}`,
	);
	const phase = Date.now();
	const pipeline = await startPipeline({
		mailboxes: {
			[probe.MAILBOX]: 'probe-password',
			[fetchOnlyNew.MAILBOX]: 'fetchnew-password',
			[dailySummary.MAILBOX]: 'clerk-password',
		},
		// n8n's durable scheduler (2.36 and later), polling triggers on it, and its poll cursors kept
		// in the database (docs.n8n.io, "Scheduler environment variables").
		extraEnv: settings.durable
			? {
					N8N_SCHEDULER_ENABLED: 'true',
					N8N_SCHEDULER_POLL_TRIGGERS_ENABLED: 'true',
					N8N_POLLER_DURABLE_CURSORS_ENABLED: 'true',
				}
			: {},
		credentials: ({ mail }) => [probe.probeCredential(mail), fetchOnlyNew.credential(mail)],
		workflows: ({ postgres, credentials }) => {
			postgres.query(probe.TABLE);
			return [
				probe.writeProbeWorkflow(
					path.join(DATA_DIR, 'workflows'),
					credentials.find((credential) => credential.type === 'postgres'),
				),
				fetchOnlyNew.writeWorkflow(path.join(DATA_DIR, 'workflows')),
				subWorkflow.writeWorkflow(path.join(DATA_DIR, 'workflows')),
			];
		},
	});
	const { sandbox, mail, postgres, sftp, rest, port } = pipeline;
	await deliverMails(mail, fetchOnlyNew.MAILS, fetchOnlyNew.MAILBOX);
	for (const id of [TEMPLATES.reviewed, probe.ID, fetchOnlyNew.ID, subWorkflow.ID])
		await rest.activate(id);

	const corpus = await buildCorpus({ largeBytes: settings.largeBytes, fill: settings.fill });
	const expected = expectations(corpus);
	nameCorpus(corpus, expected);
	const locked = asksForItsPassword(
		corpus.flatMap((item) => item.attachments).find((part) => part.password),
	);
	check(
		"the corpus's PDF with a password is one for PDF readers: qpdf needs its password and opens it with the one the mail's text gives",
		locked.ok,
		locked.detail,
	);
	// The ERP refuses one supplier, as a real ERP refuses a blocked one, until the lane unblocks
	// it before the mailbox is read again (issue 50).
	postgres.query(erpBlocks(BLOCKED_SUPPLIER));
	// The ERP's administrator adds a column for the due date, with the templates already active:
	// nothing changes in n8n, and every invoice after it fills it (issue 50).
	postgres.query(adminAddsDueDate());
	expected.notBookedYet = expected.documents.filter((d) => d.blockedByErp);
	// Unread invoices from earlier days wait in the inbox before the template's first activation
	// (put in with the server's received date set back, as IMAP APPEND does).
	const older = corpus
		.filter((item) => item.attachments.length === 1 && item.attachments[0].kind === 'invoice')
		.slice(-2);
	older.forEach((item, index) => (item.receivedDaysAgo = index === 0 ? 9 : 3));
	await deliverMails(mail, older);
	const activatedAt = Date.now();
	await activateMailbox(rest);
	check(
		'mail server, ERP (Postgres), DMS (SFTP), sandbox and n8n are up; both templates active',
		true,
		`${seconds(Date.now() - phase)}; smtp :${mail.smtpPort}, imap :${mail.imapPort}, postgres :${postgres.port}, sftp :${sftp.port}, n8n :${port}`,
	);
	// No other mail arrives until they are read: nothing wakes the trigger but the template's own
	// settings (README "Recipes", docs/mailbox-to-erp.md "New Mail").
	const firstActivation = await readWithoutHelp(mail, activatedAt, inbox.READ_WITHIN_MS);
	check(
		`first activation: the ${older.length} unread mails from earlier days (${older.map((item) => `${item.receivedDaysAgo} days back`).join(', ')}) are read with no new mail, within ${inbox.READ_WITHIN_MS / 1000} s (${inbox.CLAIM})`,
		firstActivation.done,
		`${firstActivation.unread} unread after ${firstActivation.seconds} s`,
	);

	const sendPhase = Date.now();
	await deliverMails(
		mail,
		corpus.filter((item) => !older.includes(item)),
	);
	check(
		`${corpus.length - older.length} mails sent through SMTP`,
		true,
		seconds(Date.now() - sendPhase),
	);
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
	// Reviewing in n8n, the reviewer answers each form as its mail comes (a mail's documents to
	// review come one after the other, each after the answer to the one before).
	const answered = new Map();
	const firstPass = await eventually(
		'every document in the ERP or in review',
		async () => {
			if (review.inN8n)
				await review.answerForms(pipeline, answered, REVIEWER, (docId) =>
					numberToType(pipeline, expected, docId),
				);
			return intakeSettled(pipeline, expected);
		},
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
	// Fetch Only New Emails on (not the template's setting): today's mail read, the older one never
	// (minutes after its activation, a reconnect or more later).
	const stillUnread = mail.unread(fetchOnlyNew.MAILBOX);
	check(
		"n8n's Email Trigger with Fetch Only New Emails on reads today's mail and leaves an unread mail from three days back unread (docs/mailbox-to-erp.md: the template keeps it off)",
		stillUnread.length === 1 && stillUnread[0].includes(fetchOnlyNew.MAILS[0].subject),
		`unread after ${seconds(Date.now() - phase)}: ${stillUnread.map((text) => /^Subject: (.*)$/m.exec(text)?.[1]).join(', ') || 'none'}`,
	);
	// What Take In the Mail (the Data tables template) relies on in this n8n (./subWorkflowProbe.js).
	const inline = await subWorkflow.probe(rest, rest.baseUrl);
	check(
		"n8n's Execute Workflow with an inline sub-workflow hands on what the sub-workflow ran last (its lowest branch, run last); the inner runs see $workflow.active true, a Retry of one alone false",
		inline.handsOverLast && inline.activeInRuns && inline.inactiveInRetry,
		inline.detail,
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
	// The reviewed invoice of the blocked supplier (corpus.js): refused in the Reviewed → ERP
	// companion, after its review, until the supplier is unblocked and its run retried.
	const refusedAfterReview = expected.documents.filter((d) => d.refusedAfterReview);
	expected.notBookedYet.push(...refusedAfterReview);
	expected.notArchivedYet = refusedAfterReview;
	if (review.inN8n) await reviewInN8n(pipeline, answered, firstPass.inReview, expected);
	else await reviewAll(pipeline, firstPass.inReview, expected, settings.timeoutMs);
	const endSystems = await verify({ postgres, rest, sftp, mail, sandbox, expected });
	// One odd mail (the same file twice, a value an end system refuses) stops no run: the mails
	// n8n hands to an execution with it would be left half done (issue 50).
	const failedRuns = await failedExecutions(rest, TEMPLATES.mailbox);
	check(
		'no run of the mailbox template ended in an error',
		failedRuns.length === 0,
		failedRuns.join('; ') || 'none',
	);
	// In the Reviewed → ERP companion, each invoice is booked in a run of its own: the refused one's
	// run alone failed, at the ERP (issue 50).
	const failedReviewed = await failedExecutions(rest, TEMPLATES.reviewed);
	check(
		'Reviewed → ERP: only the run of the reviewed invoice the ERP refuses ended in an error, at the ERP; every other reviewed invoice booked and archived',
		failedReviewed.length === refusedAfterReview.length &&
			failedReviewed.every((run) => / ERP: Book Invoice: supplier blocked/.test(run)),
		`${failedReviewed.length} failed runs for ${refusedAfterReview.length} refused: ${failedReviewed.join('; ') || 'none'}`,
	);
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
	// Reviewed in n8n: the review form sends the answer (Validate the Answer); either way the
	// Reviewed → ERP companion reads the reviewed document again and downloads its file.
	const answeredInN8n = review.inN8n ? reviewed : 0;
	check(
		review.inN8n
			? 'each document costs the templates one upload, one extraction read (one more after a review), one Validate and Export or assignment (and the answer of the review form), no download but after a review'
			: 'each document costs the templates one upload, one extraction read (one more after a review), one Validate and Export or assignment, no download but after a review',
		served['document.upload'] === endSystems.documents &&
			served['document.getExtractionResult'] === endSystems.documents - unreadable + reviewed &&
			(served['document.validateAndExport'] ?? 0) === exported + answeredInN8n &&
			(served['document.assign'] ?? 0) === reviewed &&
			// The refused reviewed invoice's run fails before its download (its Retry downloads).
			(served['file.downloadDocument'] ?? 0) === reviewed - refusedAfterReview.length,
		`${endSystems.documents} documents, ${unreadable} unreadable, ${reviewed} reviewed; served ${JSON.stringify(served)}; in all ${cost.perDocument} per document (${listedCost(cost.byEndpoint)}); ${repeatedPerDocument(sandbox.requests).join('; ') || 'no endpoint twice for a document'}`,
	);

	// After the cost is counted: its Validate the Answer is a request the service turns away.
	if (review.inN8n) {
		const refused = await review.answerRefused(answered);
		check(
			'review in n8n: an answer the service refuses (a document it does not have) is not thanked: Confirm fails, the reviewer sees a problem',
			refused.status >= 400,
			`HTTP ${refused.status} ${refused.said}`,
		);
	}

	// The ERP's administrator unblocks the supplier, and the refused invoice's mail is read again,
	// as its "Not booked" mail says (with the whole mailbox, below). The PostgreSQL variant reads
	// a mail once: its row is let go first, as docs/mailbox-to-erp.md says.
	postgres.query(ERP_UNBLOCKS);
	const refused = expected.notBookedYet;
	// The reviewed invoice the ERP refused: its run's Retry, as its "Not booked" mail says.
	const retried = await retryFailedRuns(
		pipeline,
		TEMPLATES.reviewed,
		failedReviewed.map((run) => run.split(' ')[0]),
		refusedAfterReview,
		{ inN8n: review.inN8n },
	);
	check(
		'Reviewed → ERP: the "Not booked" mail says to Retry the run and links to it; once the supplier is unblocked, the Retry of the failed run books the refused invoice and archives it, once; its row says it is in the ERP and what the reviewer did',
		retried.ok,
		retried.detail,
	);
	expected.notArchivedYet = [];
	const refusedByMailbox = refused.filter((d) => !d.refusedAfterReview);
	if (MAILBOX.kind === 'postgres')
		postgres.query(letGoOfMails(refusedByMailbox.map((d) => d.fileName)));
	expected.notBookedYet = [];

	// Read the mailbox again, as a user does who wants it read again: n8n is killed, every mail is
	// marked unread while it is down, and n8n starts again. Nothing else arrives until the trigger
	// has read them all (the template's Fetch Only New Emails is off: it reads every unread mail).
	const restart = await restartN8n(pipeline, {
		kill: true,
		stopped: () => markAllUnread(mail.imapPort, mail.address('inbox'), mail.passwords.inbox),
	});
	const unread = await restart.answer;
	// The trigger starts on the waiting mails within the promised seconds and reads them 20 at a
	// time (as the backlog lane checks it): a whole corpus takes some seconds more.
	const startedOn = await readWithoutHelp(mail, restart.upAt, inbox.READ_WITHIN_MS, unread - 1);
	const afterRestart = await readWithoutHelp(mail, restart.upAt, inbox.READ_WITHIN_MS + 120000);
	check(
		`n8n killed, ${unread} mails unread, n8n started again: the trigger starts on them with no new mail within ${inbox.READ_WITHIN_MS / 1000} s of n8n up (${inbox.CLAIM}), and reads every one`,
		startedOn.done && afterRestart.done,
		`the first read after ${startedOn.seconds} s (${startedOn.unread} unread then); every mail read after ${afterRestart.seconds} s (${afterRestart.unread} unread)`,
	);
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
		`reading the mailbox again (${unread} mails unread, n8n killed and started again) adds nothing but the ${refused.length} invoices the ERP refused before (booked now, not uploaded again; the reviewed one by its Retry)`,
		again.erpInvoices === endSystems.erpInvoices + refused.length &&
			again.erpLines >= endSystems.erpLines &&
			again.archiveFiles === endSystems.archiveFiles + refusedAfterReview.length &&
			again.documents === endSystems.documents &&
			again.filesToPerson === endSystems.filesToPerson,
		JSON.stringify({ before: endSystems, after: again }),
	);

	// Two copies of a new file in two executions at once: the second is logged at once and filled in.
	await copiesOverlap(pipeline, expected);

	// The day's summary, which reads the Data tables (issue 51).
	if (MAILBOX.kind !== 'postgres') {
		const summary = await dailySummary.runDailySummary(pipeline);
		check(
			"the day's summary (examples/daily-summary.json, its hour set to the next minute and published): one mail at that hour whose counts are the intake log's, naming every mail without a file by sender and subject",
			summary.ok,
			summary.detail,
		);
	}

	const erp = readErp(postgres);
	const mailToRow = erp.invoices
		.filter((row) => !firstPass.inReview.has(row.doc_id))
		.map((row) => {
			const document = expected.documents.find((d) => d.names.includes(row.file_name));
			// Mail from earlier days waited for the activation: not the pace of mail sent to it.
			const sent =
				corpus[document?.mailIndex]?.receivedDaysAgo === undefined &&
				corpus[document?.mailIndex]?.sentAt;
			return sent ? new Date(row.written_at).getTime() - sent : undefined;
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
		// Mails still unread when the promised seconds passed, nothing arriving (goal 0).
		waitedForAnotherMail: firstActivation.unread + (startedOn.done ? 0 : unread),
		readWithinSeconds: inbox.READ_WITHIN_MS / 1000,
		firstActivationReadSeconds: firstActivation.seconds,
		restartReadSeconds: afterRestart.seconds,
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
		`  mails that waited for another mail: ${table.waitedForAnotherMail}; waiting mail read ${table.firstActivationReadSeconds} s after the first activation, ${table.restartReadSeconds} s after n8n came back`,
	);
	console.log(
		`  ${table.mailsPerMinute} mails/min; mail sent → ERP row p50 ${table.mailToErpP50}, p95 ${table.mailToErpP95}; uploaded again by the second reading: ${table.uploadedAgain}\n`,
	);
	if (!quick && process.env.PIPELINES_WRITE_BENCHMARKS !== '0' && results.every((r) => r.ok))
		writePipelineFigure(table);
}

/** The findings with something wrong under `key`, each as "<doc> <what>", or 'none'. */
function wrongOf(findings, key) {
	const wrong = findings.filter((finding) => finding[key].length);
	return wrong.map((finding) => `${finding.docId} ${finding[key].join(', ')}`).join('; ') || 'none';
}

/**
 * The reviewer answers the forms still to come (a mail's second document to review is asked after
 * the first is answered) until every document is in the ERP and the archive; then what each form
 * showed and what reached the end systems is checked.
 */
async function reviewInN8n(pipeline, answered, inReview, expected) {
	const { postgres, sftp, sandbox, mail } = pipeline;
	await eventually(
		'every form answered, every document in the ERP and the archive',
		async () => {
			await review.answerForms(pipeline, answered, REVIEWER, (docId) =>
				numberToType(pipeline, expected, docId),
			);
			const erp = await readErpAsync(postgres);
			const archived = Object.keys(sftp.files()).length;
			return {
				done:
					erp.invoices.length >= bookable(expected) &&
					archived >= archivable(expected) &&
					refusalsTold(mail, expected),
				state: { erp: erp.invoices.length, archived, answered: answered.size },
			};
		},
		{ timeoutMs: settings.timeoutMs, intervalMs: 2000 },
	);
	// The reviewed invoice the ERP refuses reaches the ERP only with its run's Retry (below).
	const refusedIds = new Set(
		[...sandbox.state.documents.values()]
			.filter((doc) => expected.notArchivedYet.some((d) => d.names.includes(doc.file_name)))
			.map((doc) => doc.doc_id),
	);
	const findings = review.reviewFindings({ answered, erp: readErp(postgres), sandbox });
	const booked = findings.filter((finding) => !refusedIds.has(finding.docId));
	const named = (list) => list.map((finding) => finding.docId).join(', ') || 'none';
	const corrected = findings.filter((finding) => finding.corrected);
	check(
		`review in n8n: a form for every document to review, each opened from the link in its mail, each filled with the values the service read`,
		findings.length === inReview.size &&
			findings.length > 0 &&
			findings.every((finding) => finding.wrongShown.length === 0),
		`${findings.length} forms for ${inReview.size} documents in review; not as read: ${wrongOf(
			findings,
			'wrongShown',
		)}`,
	);
	check(
		'review in n8n: the ERP row carries the answer (the corrected Total amount, the confirmed values as read)',
		corrected.length === 1 && booked.every((finding) => finding.wrongInErp.length === 0),
		`corrected ${corrected.map((finding) => `${finding.docId}: Total amount sent ${finding.totalSent}, in the ERP ${finding.totalInErp}`).join('; ')}; wrong in the ERP: ${wrongOf(
			booked,
			'wrongInErp',
		)}`,
	);
	await checkReviewerInRows(pipeline, booked);
	const notSaid = findings.filter(
		(finding) =>
			!/Waiting for the reviewer in n8n \(a review form mailed to [^)]+@/.test(
				finding.waiting ?? '',
			),
	);
	check(
		"review in n8n: while a form waits in the reviewer's mail, the document's row says it waits for the reviewer in n8n, and whom the form was mailed to",
		findings.length > 0 && notSaid.length === 0,
		`${findings.length} forms; rows not saying so: ${notSaid.map((finding) => `${finding.docId} "${finding.waiting}"`).join('; ') || 'none'}; e.g. "${findings[0]?.waiting}"`,
	);
	check(
		"review in n8n: the service got the reviewer's decision (the answer's values, the document validated), the document assigned to the reviewer there too",
		findings.every(
			(finding) =>
				finding.wrongAtService.length === 0 &&
				!['ready_for_validation', 'processing', 'error'].includes(finding.status) &&
				finding.assigned,
		),
		findings
			.map(
				(finding) =>
					`${finding.docId}: ${finding.status}${finding.assigned ? ', assigned' : ''}${finding.wrongAtService.length ? `, ${finding.wrongAtService.join(', ')}` : ''}`,
			)
			.join('; ') +
			`; not validated: ${named(findings.filter((finding) => ['ready_for_validation', 'processing', 'error'].includes(finding.status)))}`,
	);
}

/**
 * Each reviewed invoice's row in the intake log says what the reviewer did (issue 50): the
 * corrected value before and after, or that the values were confirmed as read. Invoice Done
 * writes it just after the archive: read again for up to 60 s.
 */
async function checkReviewerInRows(pipeline, findings) {
	const reasonOf = (files, docId) =>
		String(
			files.find((row) => row.doc_id === docId && row.outcome === 'uploaded')?.reason ?? 'no row',
		);
	const untold = (files) =>
		findings.filter((finding) => {
			const reason = reasonOf(files, finding.docId);
			// The corrected form may also be one read without a number, whose number the reviewer
			// typed: then the Total amount comes second in the list of corrections.
			const corrections = (reason.split('; corrected by the reviewer: ')[1] ?? '').split(';')[0];
			return finding.corrected
				? !corrections
						.split(', ')
						.some(
							(change) =>
								change.startsWith('Total amount ') && change.endsWith(`→ ${finding.totalSent}`),
						)
				: !/; (confirmed by the reviewer as read|corrected by the reviewer: Invoice number not read)/.test(
						reason,
					);
		});
	let files = [];
	for (const deadline = Date.now() + 60000; Date.now() < deadline; await sleep(1000)) {
		files = (await readIntakeLog(pipeline)).files;
		if (untold(files).length === 0) break;
	}
	const wrong = untold(files);
	check(
		"review in n8n: each reviewed invoice's row says what the reviewer did (the corrected value, before and after; or confirmed as read)",
		wrong.length === 0,
		`${findings.length} reviewed; not told: ${
			wrong.map((finding) => `${finding.docId} "${reasonOf(files, finding.docId)}"`).join('; ') ||
			'none'
		}`,
	);
}

runLane('test:pipelines', main, settings.timeoutMs);
