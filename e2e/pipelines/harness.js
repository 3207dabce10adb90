'use strict';
// What the pipeline lanes share (`npm run test:pipelines`, e2e/pipelines/run.js, and the backlog,
// e2e/pipelines/backlog.js): the checks and their closing line, the servers on 127.0.0.1 (mail,
// the ERP's PostgreSQL, the DMS's SFTP, the sandbox) and n8n with the templates imported as their
// sticky notes ask, and the checks at the end systems. Everything started is stopped at the end,
// on failure and on Ctrl-C (../servers/daemons.js). Each run has its own folder, ports and
// servers, so runs can go side by side (the mail server: ./mailServer.js).
const crypto = require('node:crypto');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const n8n = require('../../scripts/n8n/common');
const { ensureN8n } = require('../../scripts/n8n/install');
const services = require('../queue/services');
const { ensureServers, LaneCannotStart } = require('../servers/packages');
const { archivedAsRead } = require('./archivedFiles');
const { track, stopEverything, stopOnSignals } = require('../servers/daemons');
const { Cluster } = require('../queue/cluster');
const { startMailServer } = require('./mailServer');
const { startSftpServer } = require('./sftpServer');
const { templateCredentials } = require('../../scripts/lib/templateCredentials');
const { sendMail, appendMail } = require('./net');
const { buildMessage } = require('./mime');
const { erpTables, readErp, readErpAsync } = require('./erp');
const { MAILBOX, readIntakeLog, readErpAndIntake } = require('./intake');
const { PERSON_HEADER } = require('./requestCost');
const { mailBody } = require('./personMail');
const { setReviewIn } = require('./reviewInN8n');

// Outside the clone: the servers' data and n8n's user folder are no project files to lint. One
// folder per run, so two runs on one machine do not share one.
const DATA_DIR =
	process.env.PIPELINES_DIR || path.join(os.tmpdir(), `n8n-dp-pipelines-${process.pid}`);
// The mailbox template the lane runs (./intake.js: the Data tables default or the PostgreSQL variant).
const TEMPLATES = { mailbox: MAILBOX.id, reviewed: MAILBOX.reviewed.id };
const REVIEWER = 'reviewer';
const OWNER = {
	email: 'pipelines@example.com',
	password: 'Pipelines-Password-1',
	firstName: 'Pipe',
	lastName: 'Line',
};
// n8n's SQLite under a backlog on a busy machine (regular mode): n8n pings its database every 2 s
// and, from the first ping that takes longer than DB_PING_TIMEOUT_MS (5 s by default), answers
// every REST call 503 "Database is not ready!" until a ping succeeds. A 500-mail backlog here
// (load average 8 to 14 on 2 cores) had 6 such pings; a REST call of the test in one of those
// windows failed a run. The ping may take 30 s before n8n counts the database as gone.
const SQLITE_UNDER_LOAD = { DB_PING_TIMEOUT_MS: '30000' };

const started = Date.now();
const seconds = (ms) => `${Math.round(ms / 100) / 10} s`;
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

const results = [];
function check(name, ok, detail) {
	results.push({ name, ok });
	console.log(`  ${ok ? '✓' : '✗'} ${name}${detail ? ` — ${detail}` : ''}`);
}

const running = {};
/** n8n, the sandbox, then every server the lane started (also one whose start-up failed). */
async function stopAll() {
	for (const name of ['n8n', 'cluster', 'sandbox']) {
		const service = running[name];
		running[name] = undefined;
		await (name === 'sandbox' ? service?.close() : service?.stop())?.catch?.(() => undefined);
	}
	await stopEverything();
}
/** The lane's name (runLane's): what a message about its servers names. */
let laneName = 'the pipeline test';

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

/**
 * Publishes the mailbox template, its intake first where it has one of its own: n8n 2 publishes
 * a workflow only once the workflows it calls are (n8n 1.x activates no workflow whose only
 * trigger is Execute Workflow Trigger, and calls it unpublished).
 */
async function activateMailbox(rest) {
	if (MAILBOX.intake && Number(n8n.N8N_VERSION.split('.')[0]) >= 2)
		await rest.activate(MAILBOX.intake.id);
	await rest.activate(TEMPLATES.mailbox);
}

function needRoot() {
	// Dovecot, OpenSMTPD and sshd run as system users of their own, and the test makes the
	// mailbox and archive users: that takes root (this project's CI machines run as root).
	if (process.getuid?.() !== 0)
		throw new LaneCannotStart(
			`${laneName} starts a mail server, PostgreSQL and an SFTP server as their own system users and makes the users the templates log in as: run it as root`,
		);
}

/**
 * The template as a user sets it up: the sticky note's changes, nothing else (n8n's `baseUrl`:
 * where the review form is served).
 */
function setUp(file, mail, baseUrl) {
	const workflow = JSON.parse(fs.readFileSync(path.join(n8n.ROOT, 'examples', file), 'utf8'));
	for (const node of workflow.nodes) {
		if (node.type === 'n8n-nodes-base.emailSend') {
			node.parameters.fromEmail = `n8n@${mail.domain}`;
			node.parameters.toEmail = mail.address(REVIEWER);
		}
	}
	if (file === MAILBOX.file) setReviewIn(workflow, baseUrl);
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

// What a person must never be handed in a mail: a statement to run, an object as JSON.
const SQL =
	/\bselect\s+[\w*,.\s]+?\s+from\s+\w|\binsert\s+into\b|\bupdate\s+\w+\s+set\b|\bdelete\s+from\b/i;
const JSON_BLOB = /[{[]\s*"[^"\n]+"\s*:|\[object Object\]/;

/**
 * The mails to a person (the reviewer's mailbox: files not processed and documents to review),
 * each with what it must not contain and, for a review, whether the values read are a list of
 * "Label: value" lines with a link to the run in n8n.
 */
function personMails(mail) {
	return mail.delivered(REVIEWER).map((raw) => {
		const subject = decodeSubject(/^Subject: (.*(?:\n[ \t].*)*)/m.exec(raw)?.[1] ?? '');
		const body = mailBody(raw);
		const review = subject.startsWith('Please review');
		return {
			subject,
			sql: SQL.test(body),
			json: JSON_BLOB.test(body),
			unreadable:
				review &&
				(!/^Invoice number: \S/m.test(body) || !/\/workflow\/\w+\/executions\/\d+/.test(body)),
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
	const server = track('n8n', n8n.startN8n(env, { logFile: path.join(userFolder, 'n8n.log') }));
	running.n8n = server;
	await n8n.waitForN8n(rest.baseUrl, server);
	return server;
}

/**
 * The servers and n8n, up: the sandbox (`sandboxOptions`), the mail server (the inbox, the
 * reviewer's mailbox and `mailboxes`), PostgreSQL with the template's tables, the SFTP server;
 * n8n (`extraEnv`) with the package, the templates' credentials (and `credentials(servers)`)
 * and the templates set up as their sticky notes ask (and `workflows(servers)`: more files),
 * its owner logged in. With `queue` (`{ workers, concurrency }`), n8n runs in queue mode: Redis,
 * a main and that many workers. Nothing is activated. With `byEditor` (the clerk's run), n8n is
 * a plain one as docs/install.md makes it (the packed package installed with npm into its
 * `nodes` folder): no credential, no workflow, no owner; the editor does all that.
 */
async function startPipeline({
	sandboxOptions = { processingDelayMs: 1500 },
	mailboxes = {},
	extraEnv = {},
	credentials = () => [],
	workflows = () => [],
	queue,
	byEditor = false,
} = {}) {
	ensureN8n({ quiet: true });
	needRoot();
	ensureServers(laneName, [
		'dovecot',
		'smtpd',
		'postgres',
		'sshd',
		'qpdf',
		...(queue ? ['redis'] : []),
	]);
	fs.rmSync(DATA_DIR, { recursive: true, force: true });
	fs.mkdirSync(DATA_DIR, { recursive: true });
	const { startSandbox } = require(path.join(n8n.ROOT, 'build', 'sandbox', 'index.js'));
	const sandbox = (running.sandbox = await startSandbox({ demo: true, ...sandboxOptions }));
	const mail = (running.mail = await startMailServer(
		path.join(DATA_DIR, 'mail'),
		{
			inbox: 'inbox-password',
			[REVIEWER]: 'reviewer-password',
			...mailboxes,
		},
		laneName,
	));
	const postgres = (running.postgres = await services.startPostgres(DATA_DIR));
	postgres.query(erpTables());
	const sftp = (running.sftp = await startSftpServer(path.join(DATA_DIR, 'sftp'), {
		user: 'dms',
		password: 'dms-password',
	}));
	const servers = { sandbox, mail, postgres, sftp };
	const userFolder = path.join(DATA_DIR, 'n8n');
	fs.mkdirSync(userFolder, { recursive: true });
	if (byEditor) n8n.installPackedPackage(userFolder);
	else n8n.stagePackage(userFolder);
	let cluster;
	let port = await n8n.freePort();
	let env = n8n.n8nEnv({
		userFolder,
		port,
		brokerPort: await n8n.freePort(),
		extra: { ...SQLITE_UNDER_LOAD, ...extraEnv },
	});
	if (queue) {
		// n8n's queue mode (./../queue/cluster.js): Redis, n8n's database in this Postgres, a main
		// (triggers) and workers (executions).
		const redis = (running.redis = await services.startRedis(DATA_DIR));
		cluster = running.cluster = new Cluster({ dir: userFolder, redis, postgres, sandbox });
		await cluster.prepare();
		env = await cluster.cliEnv();
		port = cluster.mainPort;
	}
	if (!byEditor) {
		await n8n.importCredential(env, { url: sandbox.url, apiKey: sandbox.apiKey }, DATA_DIR);
		const templates = templateCredentials({ mail, postgres, sftp });
		await n8n.importCredentials(env, [...templates, ...credentials(servers)], DATA_DIR);
		await n8n.importWorkflows(
			env,
			[
				...[MAILBOX.intake?.file, MAILBOX.file, MAILBOX.reviewed.file]
					.filter(Boolean)
					.map((file) => setUp(file, mail, `http://127.0.0.1:${port}`)),
				...workflows({ ...servers, credentials: templates }),
			],
			DATA_DIR,
		);
	}
	const rest = cluster ? cluster.rest : new n8n.N8nRest(`http://127.0.0.1:${port}`);
	if (cluster) await cluster.startMain();
	else await startN8n(env, rest, userFolder);
	if (!byEditor) {
		await rest.setupOwner(OWNER);
		await rest.login(OWNER.email, OWNER.password);
	}
	if (cluster)
		for (let worker = 1; worker <= queue.workers; worker++)
			await cluster.startWorker(`worker-${worker}`, queue.concurrency);
	return { ...servers, env, rest, userFolder, port, cluster };
}

/**
 * n8n stopped (SIGKILL with `kill`) and started again (the same user folder and database), its
 * owner logged in; answers what `stopped` (called between) answers (`answer`) and when n8n
 * answered again (`upAt`).
 */
async function restartN8n({ env, rest, userFolder }, { kill = false, stopped = () => {} } = {}) {
	if (kill) {
		n8n.killGroup(running.n8n.child, 'SIGKILL');
		await running.n8n.exit;
	}
	await running.n8n.stop();
	const answer = await stopped();
	await startN8n(env, rest, userFolder);
	const upAt = Date.now();
	await rest.login(OWNER.email, OWNER.password);
	return { answer, upAt };
}

/**
 * No execution of the workflows `workflowIds` (the templates) still running: n8n writes the last
 * rows before it ends, and the template writes an invoice to the ERP before it archives its file.
 */
async function finishedExecutions(rest, workflowIds = Object.values(TEMPLATES)) {
	await eventually(
		'the executions to finish',
		async () => {
			const all = (await Promise.all(workflowIds.map((id) => rest.executions(id)))).flat();
			const running = all.filter((e) => ['running', 'new', 'waiting'].includes(e.status)).length;
			return {
				done: running === 0,
				state: { running, failed: all.filter((e) => e.status === 'error').length },
			};
		},
		{ timeoutMs: 300000, intervalMs: 2000 },
	);
}

/** The executions of `workflowId` that ended in an error or crashed, as n8n's list gives them. */
async function failedRuns(rest, workflowId) {
	const filter = encodeURIComponent(JSON.stringify({ workflowId, status: ['error', 'crashed'] }));
	const { body } = await rest.request('GET', `/rest/executions?filter=${filter}&limit=100`);
	return body?.results ?? body ?? [];
}

/**
 * The executions of `workflowId` that ended in an error, each as "<id> <node>: <message>" (n8n's
 * list filtered by status: at most 100, as its REST API allows, which no lane comes near).
 */
async function failedExecutions(rest, workflowId) {
	return Promise.all(
		(await failedRuns(rest, workflowId)).map(async ({ id }) => {
			const { error } = (await rest.executionRun(id))?.resultData ?? {};
			return `${id} ${error?.node?.name ?? '?'}: ${String(error?.message ?? 'no message').slice(0, 160)}`;
		}),
	);
}

/**
 * The end systems against the corpus; each finding is a check. Read once no execution of
 * `workflowIds` runs: an execution between its ERP row and its archive upload (half a second, the
 * SFTP login) would read as a lost file, as the clerk's run did on 2026-11-27.
 */
async function verify({
	postgres,
	rest,
	sftp,
	mail,
	sandbox,
	expected,
	label = 'at the end systems',
	workflowIds = Object.values(TEMPLATES),
}) {
	await finishedExecutions(rest, workflowIds);
	const erp = readErp(postgres);
	const archive = sftp.files();
	const atService = [...sandbox.state.documents.values()];
	const rowsOf = (d) => erp.invoices.filter((row) => d.names.includes(row.file_name));
	// Invoices the ERP refuses for now (run.js blocks their supplier): in the archive, not the ERP.
	const notBooked = expected.notBookedYet ?? [];
	const missingInErp = expected.documents.filter(
		(d) => rowsOf(d).length === 0 && !notBooked.includes(d),
	);
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
	// An ERP column the administrator added (due_date, named as the service's field) is filled from
	// the field, with nothing changed in n8n; checked where the lane added it.
	const dueDateColumn = erp.invoices.length > 0 && erp.invoices.every((row) => 'due_date' in row);
	const withDueDate = expected.documents.filter((d) => d.dueDate && rowsOf(d).length === 1);
	const wrongDueDates = withDueDate.filter(
		(d) => String(rowsOf(d)[0].due_date ?? '').slice(0, 10) !== d.dueDate,
	);
	// A reviewed invoice the ERP refused (its run failed before the archive) until its Retry.
	const notArchived = expected.notArchivedYet ?? [];
	const missingFiles = expected.documents.filter(
		(d) => !(d.archiveName in archive) && !notArchived.includes(d),
	);
	const extraFiles = Object.keys(archive).filter(
		(name) => !expected.documents.some((d) => d.archiveName === name),
	);
	const noiseUploaded = atService.filter((doc) =>
		expected.noise.some((n) => n.fileName === doc.file_name),
	);
	const mails = reviewerMails(mail);
	const refusedNamed = expected.toPerson.filter((part) =>
		mails.some((m) => m.refused && m.subject.includes(part.namedAs ?? part.fileName)),
	);
	// A person's mail (not processed, or to review) about a file that is no document.
	const aboutNoise = mails.filter((m) =>
		expected.noise.some((part) => part.fileName && m.subject.includes(`${part.fileName} `)),
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
	if (dueDateColumn)
		check(
			`${label}: a column the ERP's administrator added (due_date, docs/mailbox-to-erp.md) is filled from the field of that name, with nothing changed in n8n`,
			withDueDate.length > 0 && wrongDueDates.length === 0,
			`${withDueDate.length - wrongDueDates.length} of ${withDueDate.length} invoices; wrong: ${
				wrongDueDates
					.slice(0, 5)
					.map((d) => `${d.fileName} ${rowsOf(d)[0].due_date} (the PDF: ${d.dueDate})`)
					.join(', ') || 'none'
			}`,
		);
	check(
		`${label}: every original once in the archive under its readable name`,
		missingFiles.length + extraFiles.length === 0,
		`${Object.keys(archive).length} files; missing ${missingFiles
			.map((d) => d.archiveName)
			.slice(0, 5)
			.join(', ')}; unexpected ${extraFiles.slice(0, 5).join(', ')}`,
	);
	const archived = archivedAsRead({ archiveDir: sftp.archive, expected, atService });
	check(
		`${label}: each archived file is the bytes the service read for its document, and opens as its name's ending says (a PDF in qpdf)`,
		archived.checked > 0 && archived.wrong.length === 0,
		`${archived.checked} files; wrong: ${archived.wrong.slice(0, 5).join('; ') || 'none'}`,
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
	// And every "Not processed" mail names a file the corpus sends to a person.
	const unasked = mails.filter(
		(m) =>
			m.refused &&
			!expected.toPerson.some((part) => m.subject.includes(part.namedAs ?? part.fileName)),
	);
	check(
		`${label}: a person is told only what a person must do (no mail about a logo, signature, invitation or contact card; no "Not processed" mail about a file that is not the person's job)`,
		aboutNoise.length === 0 && unasked.length === 0,
		`${aboutNoise.length} about files that are no documents, ${unasked.length} about other files${[...aboutNoise, ...unasked].map((m) => `; ${m.subject}`).join('')}; ${mails.filter((m) => m.refused).length} "Not processed" mails for ${expected.toPerson.length} files`,
	);
	const toPerson = personMails(mail);
	const unfit = (what) =>
		toPerson
			.filter((m) => m[what])
			.slice(0, 3)
			.map((m) => m.subject)
			.join('; ');
	check(
		`${label}: no mail to a person has SQL or a JSON blob in it; a review mail lists the values read (Label: value) with a link to its run in n8n`,
		// Not vacuous where mails to people are due (a file for a person, a doubtful invoice).
		(toPerson.length > 0 ||
			(expected.toPerson.length === 0 && !expected.documents.some((d) => d.doubtful))) &&
			!toPerson.some((m) => m.sql || m.json || m.unreadable),
		`${toPerson.length} mails; with SQL: ${unfit('sql') || 'none'}; with JSON: ${unfit('json') || 'none'}; review without the list or link: ${unfit('unreadable') || 'none'}`,
	);
	// The intake log: every mail once, with the outcome its files call for.
	const intake = await readIntakeLog({ postgres, rest });
	if (notBooked.length) {
		const told = reviewerMails(mail).filter((m) => m.subject.startsWith('Not booked:'));
		const unseen = notBooked.filter(
			(d) =>
				rowsOf(d).length > 0 ||
				!intake.files.some(
					(row) =>
						d.names.includes(row.file_name) &&
						row.outcome === 'failed' &&
						// The mailbox template's words: the ERP's detail; the Reviewed → ERP
						// companion's: the message of the run that failed.
						/refused it \((.*blocked in the ERP|supplier blocked)/.test(row.reason),
				) ||
				!told.some((m) => m.subject.includes(d.fileName)),
		);
		check(
			`${label}: an invoice the ERP refuses is not in the ERP, its row says failed with the ERP's reason, and a person got a "Not booked" mail; every other mail of its reading done`,
			unseen.length === 0,
			`${notBooked.length} refused; wrong: ${
				unseen
					.map(
						(d) =>
							`${d.fileName}: ${rowsOf(d).length} ERP rows, ${intake.files
								.filter((row) => d.names.includes(row.file_name))
								.map((row) => `${row.outcome} (${row.reason})`)
								.join(' / ')}`,
					)
					.join('; ') || 'none'
			}; "Not booked" mails: ${told.map((m) => m.subject).join('; ') || 'none'}`,
		);
	}
	const logged = expected.mailIds.map((_, index) => rowsOfMail(intake.mails, expected, index));
	const wrongOutcome = logged
		.map((rows, index) => ({ rows, index }))
		.filter(
			({ rows, index }) =>
				rows.length !== alikeMails(expected, index) ||
				rows.some((row) => !expected.outcomes[index].includes(row.outcome)),
		);
	const wrongReasons = expected.reasons.filter(
		(part) =>
			!intake.files.some(
				(row) =>
					row.file_name === (part.namedAs ?? part.fileName) &&
					String(row.reason).includes(part.reason),
			),
	);
	// A file sent before names the document it went in as (also while that upload still ran).
	const sentBeforeUnnamed = intake.files.filter(
		(row) => row.outcome === 'sent_before' && !row.doc_id,
	);
	// Each copy is logged under its own name with the one document (a copy in the same mail too):
	// as many rows with a document under each name as the corpus sent files by that name.
	const copiesUnlogged = expected.again.filter(
		(part) =>
			intake.files.filter(
				(row) =>
					row.file_name === part.fileName &&
					['uploaded', 'sent_before'].includes(row.outcome) &&
					row.doc_id,
			).length < expected.namesSent.get(part.fileName),
	);
	check(
		`${label}: each reason names the real cause; each file sent before (a copy in the same mail too) logged under its own name with its document`,
		wrongReasons.length === 0 && sentBeforeUnnamed.length === 0 && copiesUnlogged.length === 0,
		`sent before without a document: ${sentBeforeUnnamed.map((row) => `${row.file_name} (${row.reason})`).join('; ') || 'none'}; copies not logged under their name: ${copiesUnlogged.map((part) => part.fileName).join(', ') || 'none'}; ${expected.reasons.length - wrongReasons.length} of ${expected.reasons.length} reasons; wrong: ${wrongReasons
			.map(
				(part) =>
					`${part.namedAs ?? part.fileName}: ${
						intake.files
							.filter((row) => row.file_name === (part.namedAs ?? part.fileName))
							.map((row) => row.reason)
							.join(' / ') || 'no row'
					}`,
			)
			.join('; ')}`,
	);
	// The Data tables template marks a file's row done once its last step ran (File Done, Invoice
	// Done after the archive): a row left not done is done again by the next reading of its mail.
	if (MAILBOX.kind === 'datatables') {
		const notDone = intake.files.filter((row) => row.outcome === 'uploaded' && row.done !== true);
		check(
			`${label}: every uploaded file's row is done (Invoice Done after the archive, File Done after the reviewer's mail)`,
			notDone.length === 0,
			`${intake.files.filter((row) => row.outcome === 'uploaded').length} uploaded rows; not done: ${
				notDone
					.slice(0, 5)
					.map((row) => `${row.file_name} ${row.doc_id}`)
					.join(', ') || 'none'
			}`,
		);
	}
	// The outcome follows the file to its end (issue 50): a booked invoice's row says it is in the
	// ERP, with the number the ERP has, reviewed or not (one reviewed at the service: written by
	// the Reviewed → ERP companion of the template).
	const invoicesUntold = (files) =>
		erp.invoices.filter((invoice) => {
			const rows = files.filter(
				(row) => row.doc_id === invoice.doc_id && row.outcome === 'uploaded',
			);
			return !rows.some((row) =>
				String(row.reason).startsWith(`In the ERP: invoice ${invoice.invoice_number}`),
			);
		});
	// Who has it (issue 50): a file a person was told about names whom, by the address the mail
	// server took. A copy whose row Fill In the Copies wrote after its wait ran out was not mailed
	// about (the person was told about the first copy); in the Data tables template a row is told
	// once done.
	const toldRows = (files) =>
		files.filter(
			(row) =>
				row.outcome === 'to_person' &&
				(MAILBOX.kind !== 'datatables' || row.done === true) &&
				!String(row.reason).startsWith('The same file'),
		);
	const unnamedRows = (files) =>
		toldRows(files).filter((row) => !/\. Told by mail: \S+@\S+/.test(String(row.reason)));
	// Both are written just after the step they follow (the archive, the mail): read again until
	// they are there, 30 s at most.
	let { files } = intake;
	for (
		const deadline = Date.now() + 30000;
		(invoicesUntold(files).length > 0 || unnamedRows(files).length > 0) && Date.now() < deadline;
		files = (await readIntakeLog({ postgres, rest })).files
	)
		await sleep(1000);
	const untold = invoicesUntold(files);
	check(
		`${label}: each booked invoice's row in Intake files says it is in the ERP, with its number (reviewed at the service too)`,
		untold.length === 0,
		`${erp.invoices.length} invoices in the ERP; not told: ${
			untold
				.slice(0, 5)
				.map(
					(invoice) =>
						`${invoice.invoice_number} ${invoice.doc_id}: ${
							files
								.filter((row) => row.doc_id === invoice.doc_id)
								.map((row) => `${row.outcome} "${row.reason}"`)
								.join(' / ') || 'no row'
						}`,
				)
				.join('; ') || 'none'
		}`,
	);
	const unnamed = unnamedRows(files);
	check(
		`${label}: each file a person was told about says whom in its row (Told by mail: the address)`,
		unnamed.length === 0,
		`${toldRows(files).length} rows of files told to a person; not naming whom: ${
			unnamed
				.slice(0, 5)
				.map((row) => `${row.file_name} "${row.reason}"`)
				.join('; ') || 'none'
		}`,
	);
	// A mail without any file is no dead end: one row says so, with the reason (and is done).
	const withoutFile = intake.mails.filter((mail) => Number(mail.files) === 0);
	const noFileWrong = withoutFile.filter((mail) => {
		const rows = intake.files.filter((row) => row.mail_id === mail.mail_id);
		return !(
			rows.length === 1 &&
			rows[0].outcome === 'no_file' &&
			String(rows[0].reason).startsWith('No file attached: nothing to process') &&
			(MAILBOX.kind !== 'datatables' || rows[0].done === true)
		);
	});
	check(
		`${label}: each mail without any file has one row, no_file with its reason${MAILBOX.kind === 'datatables' ? ', done' : ''}`,
		// The corpus's mails without a file are there to be found (a vacuous pass is none).
		(withoutFile.length > 0 ||
			!expected.outcomes.some((outcomes) => outcomes.includes('no_file'))) &&
			noFileWrong.length === 0,
		`${withoutFile.length} mails without a file; wrong: ${
			noFileWrong
				.map(
					(mail) =>
						`${mail.subject}: ${
							intake.files
								.filter((row) => row.mail_id === mail.mail_id)
								.map((row) => `${row.outcome} (${row.reason}) done ${row.done}`)
								.join(' / ') || 'no row'
						}`,
				)
				.join('; ') || 'none'
		}`,
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
		`${atService.length} documents at the service for ${expected.documents.length} invoices and ${expected.refused.length} unreadable files; the same bytes twice: ${uploadedTwice}${
			uploadedTwice
				? ` (${atService
						.filter((doc, index) => hashes.indexOf(hashes[index]) !== index)
						.map(
							(doc) =>
								`${doc.file_name}: ${doc.doc_id}, first ${atService[hashes.indexOf(hashes[atService.indexOf(doc)])].doc_id}`,
						)
						.join('; ')})`
				: ''
		}`,
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
		personMailsForNonDocuments: aboutNoise.length,
	};
}

/**
 * The intake log's rows of the corpus's mail `index`: its subject, and its Message-ID (the
 * template's mail_id starts with it) where it has one.
 */
function rowsOfMail(rows, expected, index) {
	const messageId = expected.mailIds[index];
	return rows.filter(
		(row) =>
			row.subject === expected.subjects[index] &&
			(messageId === null || String(row.mail_id).startsWith(`${messageId} `)),
	);
}

/** How many mails of the corpus are alike to mail `index` in Message-ID and subject (itself too). */
const alikeMails = (expected, index) =>
	expected.mailIds.filter(
		(messageId, other) =>
			messageId === expected.mailIds[index] &&
			expected.subjects[other] === expected.subjects[index],
	).length;

/**
 * Where the intake stands: `done` once every document is in the ERP or named in a reviewer's
 * mail, every file not processed is named in a mail to a person, and every mail has a row in the
 * intake log and none is pending; `inReview`: the documents the reviewer's mails name.
 */
async function intakeSettled({ postgres, rest, mail }, expected) {
	const { erp, intake } = await readErpAndIntake({ postgres, rest });
	const mails = reviewerMails(mail);
	const inReview = new Set(mails.filter((m) => !m.refused && m.docId).map((m) => m.docId));
	const refused = mails.filter((m) => m.refused).length;
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
			bookable(expected) &&
		refused >= expected.toPerson.length &&
		intake.mails.length >= expected.mailIds.length &&
		pending === 0;
	return { done, state, inReview };
}

/**
 * A person's click on a busy service: the rate limit (429) shared with the running workflows turns
 * it away now and then; they try again after its Retry-After, as anyone would (up to 20 times).
 */
async function likeAPerson(request) {
	for (let attempt = 1; ; attempt++) {
		const response = await request();
		if (response.status !== 429 || attempt === 20) return response;
		await response.arrayBuffer();
		const seconds = Number(response.headers.get('retry-after')) || 1;
		await new Promise((resolve) => setTimeout(resolve, seconds * 1000));
	}
}

/** How many invoices of the corpus the ERP holds once done: all but those it refuses for now. */
const bookable = (expected) => expected.documents.length - (expected.notBookedYet?.length ?? 0);
/**
 * Whether each reviewed invoice the ERP refuses (`expected.notArchivedYet`) has had its "Not
 * booked" mail: its run comes with a later poll of the Reviewed → ERP trigger than the others',
 * so the others in the ERP do not say it has been tried yet.
 */
const refusalsTold = (mail, expected) =>
	(expected.notArchivedYet ?? []).every((d) =>
		reviewerMails(mail).some(
			(m) => m.subject.startsWith('Not booked:') && m.subject.includes(d.fileName),
		),
	);
const archivable = (expected) => expected.documents.length - (expected.notArchivedYet?.length ?? 0);

/**
 * The number a reviewer types in for document `docId`, where the corpus sent an invoice without
 * one (corpus.js `numberToType`); undefined for the others.
 */
function numberToType({ sandbox }, expected, docId) {
	const fileName = sandbox.state.documents.get(docId)?.file_name;
	return expected.documents.find((d) => d.names.includes(fileName))?.numberToType;
}

/**
 * The reviewer validates each document named in a review mail, at the service; the Reviewed →
 * ERP template carries them on: waits until every document is in the ERP and the archive.
 */
async function reviewAll({ sandbox, postgres, sftp, mail }, inReview, expected, timeoutMs) {
	for (const docId of inReview) {
		// What a reviewer adds: the number of an invoice read without one.
		const typed = numberToType({ sandbox }, expected, docId);
		const response = await likeAPerson(() =>
			fetch(`${sandbox.url}/document/validate_and_export/${docId}`, {
				method: 'POST',
				headers: {
					'x-api-key': sandbox.apiKey,
					'content-type': 'application/x-www-form-urlencoded',
					...PERSON_HEADER,
				},
				body: new URLSearchParams({
					data: JSON.stringify({
						reviewed_by: 'reviewer',
						...(typed ? { invoice_number: typed } : {}),
					}),
				}),
			}),
		);
		if (!response.ok)
			throw new Error(`validating ${docId}: HTTP ${response.status} ${await response.text()}`);
	}
	await eventually(
		'the reviewed documents in the ERP and the archive',
		async () => {
			const erp = await readErpAsync(postgres);
			const archived = Object.keys(sftp.files()).length;
			return {
				done:
					erp.invoices.length >= bookable(expected) &&
					archived >= archivable(expected) &&
					refusalsTold(mail, expected),
				state: { erp: erp.invoices.length, archived, refusalsTold: refusalsTold(mail, expected) },
			};
		},
		{ timeoutMs, intervalMs: 2000 },
	);
}

/**
 * Gives each mail of the corpus a Message-ID the intake log keys it by (kept in
 * `expected.mailIds`, the subjects in `expected.subjects`).
 */
function nameCorpus(corpus, expected, tag = 'mail') {
	// A mail of the corpus may bring its own Message-ID (shared with another, or null: none).
	for (const [index, item] of corpus.entries())
		if (item.messageId === undefined)
			item.messageId = `<${tag}-${index}-${crypto.randomUUID()}@pipeline.test>`;
	expected.mailIds = corpus.map((item) => item.messageId);
	expected.subjects = corpus.map((item) => item.subject);
}

/**
 * Puts mails of the corpus (`items`, named by nameCorpus) into the inbox (or `user`'s mailbox),
 * one after the other: through SMTP, or, for a mail with `receivedDaysAgo`, with IMAP APPEND and
 * the server's received date that many days back (mail that has waited unread since an earlier
 * day). Sets each mail's `sentAt`; `afterEach(index, sentAt)` runs after each mail.
 */
async function deliverMails(mail, items, user = 'inbox', afterEach = async () => {}) {
	for (const [index, item] of items.entries()) {
		const from = `supplier${index}@suppliers.test`;
		const message = buildMessage({
			from,
			to: mail.address(user),
			subject: item.subject,
			text: item.text ?? 'Please find our documents attached.',
			html: item.html,
			attachments: item.attachments ?? [],
			messageId: item.messageId,
			date: item.date,
		});
		item.sentAt = Date.now();
		if (item.receivedDaysAgo === undefined)
			await sendMail(mail.smtpPort, { from, to: mail.address(user), message });
		else
			await appendMail(
				mail.imapPort,
				mail.address(user),
				mail.passwords[user],
				message,
				new Date(item.sentAt - item.receivedDaysAgo * 86400000),
			);
		await afterEach(index, item.sentAt);
	}
}

/**
 * The corpus named (nameCorpus) and put into the inbox (deliverMails); answers the time each mail
 * was sent.
 */
async function sendCorpus(mail, corpus, expected, tag = 'mail', afterEach = undefined) {
	nameCorpus(corpus, expected, tag);
	await deliverMails(mail, corpus, 'inbox', afterEach);
	return corpus.map((item) => item.sentAt);
}

/**
 * One more mail to the inbox, expected in the intake log with `outcome` (or one of a list of
 * outcomes; its Message-ID, subject and outcome added to `expected`).
 */
async function sendOneMore(mail, expected, { from, subject, text, attachments, outcome, tag }) {
	const messageId = `<${tag}-${crypto.randomUUID()}@pipeline.test>`;
	const to = mail.address('inbox');
	await sendMail(mail.smtpPort, {
		from,
		to,
		message: buildMessage({ from, to, subject, text, attachments, messageId }),
	});
	expected.mailIds.push(messageId);
	expected.subjects.push(subject);
	expected.outcomes.push([outcome].flat());
	return messageId;
}

/**
 * Waits, sending nothing, until the inbox has at most `atMost` unread mails (the template's Email
 * Trigger marks what it reads as read) or `withinMs` from `since` passed. Answers the seconds from
 * `since` and the mails still unread then: with `atMost` 0, mails that would wait for another
 * mail to arrive.
 */
async function readWithoutHelp(mail, since, withinMs, atMost = 0) {
	for (;;) {
		const unread = mail.unseen('inbox');
		const ms = Date.now() - since;
		if (unread <= atMost || ms > withinMs)
			return { seconds: Math.round(ms / 100) / 10, unread, done: unread <= atMost };
		await sleep(500);
	}
}

/**
 * Runs `main` bounded by `timeoutMs` (plus 10 minutes to stop), then stops everything and prints
 * `<lane>: N passed, N failed`; exits 1 if a check failed.
 */
function runLane(lane, main, timeoutMs) {
	laneName = lane;
	let finishing;
	// Once, whichever comes first: the end, a failure, a signal, the deadline.
	const finish = () =>
		(finishing ??= (async () => {
			if (process.env.PIPELINES_KEEP === '1') console.log(`  kept: ${DATA_DIR}`);
			await stopAll();
			if (process.env.PIPELINES_KEEP !== '1') fs.rmSync(DATA_DIR, { recursive: true, force: true });
			const failed = results.filter((r) => !r.ok).length;
			console.log(
				`${lane}: ${results.length - failed} passed, ${failed} failed (${seconds(Date.now() - started)})`,
			);
			return failed;
		})());
	stopOnSignals(lane, async (signal) => {
		check(`the ${lane} ran to the end`, false, `stopped by ${signal}`);
		await finish();
	});
	const deadline = setTimeout(() => {
		console.log(`${lane}: stopped after ${timeoutMs / 60000 + 10} minutes`);
		finish().finally(() => process.exit(1));
	}, timeoutMs + 600000);
	deadline.unref();
	main()
		.catch((error) => {
			const why = error instanceof LaneCannotStart ? error.message : (error.stack ?? error.message);
			check(`the ${lane} ran to the end`, false, why);
			if (running.n8n) console.log(`  n8n's last lines:\n${running.n8n.tail()}`);
		})
		.finally(async () => {
			const failed = await finish();
			process.exit(failed === 0 ? 0 : 1);
		});
}

module.exports = {
	DATA_DIR,
	TEMPLATES,
	activateMailbox,
	REVIEWER,
	OWNER,
	started,
	seconds,
	sleep,
	results,
	check,
	running,
	eventually,
	reviewerMails,
	nameCorpus,
	deliverMails,
	sendCorpus,
	sendOneMore,
	readWithoutHelp,
	rowsOfMail,
	alikeMails,
	intakeSettled,
	reviewAll,
	startPipeline,
	startN8n,
	restartN8n,
	finishedExecutions,
	verify,
	runLane,
	failedExecutions,
	failedRuns,
	numberToType,
	bookable,
	archivable,
	refusalsTold,
	stopAll,
};
