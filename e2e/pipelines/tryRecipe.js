#!/usr/bin/env node
'use strict';
// `npm run try:recipe` (as root, or through sudo, which it asks for itself): the README's first recipe, Mailbox → ERP and DMS, end to end on
// this machine. Brings up what the pipeline lane starts (harness.js): a mail server with the
// invoice inbox and the reviewer's mailbox, the ERP's PostgreSQL with the template's tables, the
// DMS's SFTP server, the sandbox and an n8n with both templates set up as their sticky notes ask,
// activated; then sends sample mails from suppliers and says where to look. Enter sends them
// again (nothing is uploaded twice). When n8n stops (it crashed, or was killed), it says so at
// once, and `start` starts n8n again on the same data, so the docs' steps after a crash can be
// done here. Ctrl-C stops n8n and every server and keeps the run's folder (the ERP, the archive,
// the mailboxes, n8n's executions), saying where it is.
//
// Settings: N8N_VERSION (the tested n8n, 2.41.1 by default), PROCESSING_DELAY_MS (3000).
const { spawnSync } = require('node:child_process');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const readline = require('node:readline');

const { CACHE_ROOT } = require('../../scripts/n8n/runtime');

/**
 * The mail, database and SFTP servers run as system users of their own, which takes root. In a
 * root shell (with or without sudo installed) it goes on; otherwise it runs itself again through
 * sudo, keeping its settings and the n8n already installed for this user; without sudo it says how.
 */
function runAsRoot() {
	if (process.getuid?.() === 0) return;
	const hasSudo = spawnSync('sh', ['-c', 'command -v sudo'], { stdio: 'ignore' }).status === 0;
	// Run through sudo once: still not root after it (sudo set up to keep the user), say so.
	if (!hasSudo || process.env.TRY_RECIPE_THROUGH_SUDO === '1') {
		console.error(
			`[try:recipe] it starts a mail server, PostgreSQL and an SFTP server as their own system users, which takes root${hasSudo ? ', and sudo did not make this root' : ', and there is no sudo here'}: run it in a root shell (su -, then npm run try:recipe in this folder).`,
		);
		process.exit(1);
	}
	console.log('[try:recipe] the servers need root: running it again through sudo ...');
	const kept = ['N8N_VERSION', 'PROCESSING_DELAY_MS', 'N8N_CACHE_DIR', 'TRY_RECIPE_THROUGH_SUDO'];
	const result = spawnSync(
		'sudo',
		[`--preserve-env=${kept.join(',')}`, process.execPath, __filename],
		{
			stdio: 'inherit',
			env: { ...process.env, N8N_CACHE_DIR: CACHE_ROOT, TRY_RECIPE_THROUGH_SUDO: '1' },
		},
	);
	process.exit(result.status ?? 1);
}
runAsRoot();

// The recipe's own folder (one per run), apart from the pipeline lanes'.
process.env.PIPELINES_DIR ??= path.join(os.tmpdir(), `n8n-dp-try-recipe-${process.pid}`);

const harness = require('./harness');
const { MAILBOX } = require('./intake');
const { sendMail } = require('./net');
const { buildMessage } = require('./mime');
const { writeSamples } = require('../../scripts/lib/samples');

const PDF = 'application/pdf';

/** The sample mails: what a supplier's accounts department sends, and what each becomes. */
function sampleMails(folder) {
	const file = (fileName, contentType = PDF) => ({
		fileName,
		contentType,
		data: fs.readFileSync(path.join(folder, fileName)),
	});
	return [
		{
			from: 'accounts@northwind.test',
			subject: 'Invoice SAMPLE-1001',
			attachments: [file('sample-invoice.pdf')],
			becomes: 'uploaded, read, written to the ERP and archived',
		},
		{
			from: 'billing@contoso.test',
			subject: 'Invoice SAMPLE-1002',
			attachments: [file('sample-invoice-needs-review.pdf')],
			becomes: 'its total does not add up: assigned to the reviewer, who gets a mail',
		},
		{
			from: 'print@fabrikam.test',
			subject: 'Invoice SAMPLE-1003 and a photo of the receipt',
			attachments: [
				file('sample-invoice-two-pages.pdf'),
				file('sample-receipt-photo.jpg', 'image/jpeg'),
			],
			becomes: 'the invoice; the small photo is left out like a logo, and logged',
		},
		{
			from: 'colleague@pipeline.test',
			subject: 'Lunch on Friday?',
			attachments: [],
			becomes: 'no attachment: logged as no_file, with its reason',
		},
	];
}

async function sendSamples(mail, mails) {
	const to = mail.address('inbox');
	for (const sample of mails)
		await sendMail(mail.smtpPort, {
			from: sample.from,
			to,
			message: buildMessage({
				from: sample.from,
				to,
				subject: sample.subject,
				text: 'Please find our documents attached.',
				attachments: sample.attachments,
			}),
		});
}

/** What happened to each mail, newest first: the intake log's view (examples/mailbox-tables.sql). */
const INTAKE_QUERY =
	'select first_read_at, sender, subject, outcome, what_happened from intake_log order by first_read_at desc, sent_at desc';

function banner({ port, mail, postgres, sftp }, mails) {
	const psql = `psql -h 127.0.0.1 -p ${postgres.port} -U ${postgres.user} -d ${postgres.database}`;
	return [
		'',
		'================================================================================',
		' Mailbox → ERP and DMS is running on this machine, both templates activated',
		'',
		`   Editor:    http://127.0.0.1:${port}/workflow/${harness.TEMPLATES.mailbox}`,
		`   Login:     ${harness.OWNER.email} / ${harness.OWNER.password}`,
		`   Inbox:     ${mail.address('inbox')} (IMAP 127.0.0.1:${mail.imapPort}, SMTP 127.0.0.1:${mail.smtpPort})`,
		'',
		'   Sent to the inbox just now:',
		...mails.map((sample) => `     ${sample.subject.padEnd(48)} ${sample.becomes}`),
		'',
		'   Where to look (the mailbox is read every minute):',
		`     Executions: the workflow's Executions tab in the editor`,
		`     ERP:        ${psql} -c 'select * from invoices'`,
		MAILBOX.kind === 'datatables'
			? `     Intake log: the editor's Overview → Data tables → Intake files (and Intake mails)`
			: `     Intake log: ${psql} -c "${INTAKE_QUERY}"`,
		`     Archive:    ${sftp.archive}`,
		`     Reviewer:   ${mail.address(harness.REVIEWER)}, its mails in ${path.join(harness.DATA_DIR, 'mail', 'mail', harness.REVIEWER, 'Maildir', 'new')}`,
		'',
		'   Enter sends the same mails again (logged as sent before: nothing is uploaded twice).',
		'   start + Enter starts n8n again on the same data, should it stop.',
		`   Ctrl-C stops n8n and every server; the data stays in ${harness.DATA_DIR}`,
		'================================================================================',
		'',
	].join('\n');
}

const clock = () => new Date().toTimeString().slice(0, 8);
let stopping = false;

/** Says at once when n8n stops by itself, and how to start it again. */
function watchN8n(pipeline) {
	const server = harness.running.n8n;
	server.exit.then(({ code, signal }) => {
		if (stopping || harness.running.n8n !== server) return;
		console.log(
			[
				'',
				`[try:recipe] n8n stopped at ${clock()} (${signal ?? `exit code ${code}`}). The mail, ERP and archive servers and all data are still here.`,
				'  Type  start  and Enter to start n8n again on the same data; then do what the README says',
				'  "After a crash": the workflow\'s Executions, filter Status: Error, Retry on each.',
				`  What n8n wrote last: ${path.join(pipeline.userFolder, 'n8n.log')}`,
				'',
			].join('\n'),
		);
	});
}

/** `start`: n8n again on the same user folder and database, its owner logged in. */
async function startAgain(pipeline) {
	const exited = await Promise.race([
		harness.running.n8n.exit.then(() => true),
		new Promise((resolve) => setTimeout(() => resolve(false), 100)),
	]);
	if (!exited) return console.log('[try:recipe] n8n is running: nothing to start');
	console.log(`[try:recipe] starting n8n again (${clock()}) ...`);
	await harness.running.n8n.stop().catch(() => undefined);
	await harness.startN8n(pipeline.env, pipeline.rest, pipeline.userFolder);
	await pipeline.rest.login(harness.OWNER.email, harness.OWNER.password);
	watchN8n(pipeline);
	console.log(
		`[try:recipe] n8n is running again (${clock()}): http://127.0.0.1:${pipeline.port}/workflow/${harness.TEMPLATES.mailbox}/executions`,
	);
}

/** Ctrl-C (or SIGTERM): everything stopped, the run's folder kept and named. */
async function stop(signal) {
	if (stopping) return console.log(`${signal}: try:recipe is already stopping`);
	stopping = true;
	console.log(`\n[try:recipe] stopping n8n and the servers (${signal}) ...`);
	await harness.stopAll();
	console.log(
		[
			'[try:recipe] stopped.',
			`  Kept in ${harness.DATA_DIR}: the ERP's database (postgres/), the archive (sftp/), the`,
			"  mailboxes (mail/) and n8n's folder with its executions and Data tables (n8n/).",
			'  npm run try:recipe starts anew in a folder of its own; delete this one when you no longer need it.',
		].join('\n'),
	);
	process.exit(0);
}

async function main() {
	const pipeline = await harness.startPipeline({
		sandboxOptions: { processingDelayMs: Number(process.env.PROCESSING_DELAY_MS || 3000) },
	});
	const { rest, mail } = pipeline;
	for (const id of Object.values(harness.TEMPLATES)) await rest.activate(id);
	const samples = path.join(harness.DATA_DIR, 'samples');
	await writeSamples(samples);
	const mails = sampleMails(samples);
	await sendSamples(mail, mails);
	console.log(banner(pipeline, mails));
	watchN8n(pipeline);
	const input = readline.createInterface({ input: process.stdin });
	input.on('line', (line) => {
		const command = line.trim().toLowerCase();
		const done =
			command === 'start'
				? startAgain(pipeline)
				: command === ''
					? sendSamples(mail, mails).then(() =>
							console.log(`[try:recipe] sent ${mails.length} mails again`),
						)
					: Promise.resolve(
							console.log('[try:recipe] Enter sends the mails again; start starts n8n again'),
						);
		done.catch((error) =>
			console.error(`[try:recipe] ${command || 'sending'} failed: ${error.message}`),
		);
	});
	// Runs until Ctrl-C.
	await new Promise(() => {});
}

for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stop(signal));
main().catch(async (error) => {
	console.error(`[try:recipe] could not start: ${error.stack ?? error.message}`);
	if (harness.running.n8n) console.log(`  n8n's last lines:\n${harness.running.n8n.tail()}`);
	stopping = true;
	await harness.stopAll();
	process.exit(1);
});
