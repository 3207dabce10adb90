'use strict';
// Pins what n8n's Email Trigger delivers in its *Simple* format, which the mailbox template no
// longer uses (README "Recipes"): only parts with `Content-Disposition: attachment`. A PDF sent
// inline (Apple Mail) or named only in its Content-Type is left out there, without a trace, in
// n8n 1.123, 2.8 and 2.41. If n8n changes that, this check fails and the README's advice (format
// Resolved) is to be looked at again.
//
// A workflow of its own (Email Trigger on a mailbox of its own → Postgres: the file names each
// mail gave), one mail with the four kinds of part, and the row it leaves.
const fs = require('node:fs');
const path = require('node:path');
const { imapCredential } = require('./mailServer');

const ID = 'dpFormatProbe';
const MAILBOX = 'probe';
const CREDENTIAL = { id: 'dpProbeImap', name: 'Format Probe (IMAP)' };

const TABLE =
	'create table format_probe (subject text, files text, read_at timestamptz default now());';

/** The IMAP credential of the probe's mailbox. */
const probeCredential = (mail) => imapCredential(mail, MAILBOX, CREDENTIAL);

/** The probe workflow, written to `dir`; its path. */
function writeProbeWorkflow(dir, postgresCredential) {
	const workflow = {
		id: ID,
		name: 'Pipelines: what the Email Trigger delivers in Simple format',
		settings: { executionOrder: 'v1' },
		active: false,
		pinData: {},
		tags: [],
		nodes: [
			{
				id: '5d0c0d0c-0000-4000-8000-0000003a0001',
				name: 'Simple Format',
				type: 'n8n-nodes-base.emailReadImap',
				typeVersion: 2.1,
				position: [0, 0],
				parameters: {
					mailbox: 'INBOX',
					postProcessAction: 'read',
					format: 'simple',
					downloadAttachments: true,
					options: {},
				},
				credentials: { imap: CREDENTIAL },
			},
			{
				id: '5d0c0d0c-0000-4000-8000-0000003a0002',
				name: 'Files Delivered',
				type: 'n8n-nodes-base.postgres',
				typeVersion: 2.5,
				position: [240, 0],
				parameters: {
					operation: 'executeQuery',
					query: 'insert into format_probe (subject, files) values ($1, $2)',
					options: {
						queryReplacement:
							"={{ [$json.subject, Object.values($binary ?? {}).map((file) => file.fileName).sort().join(', ')] }}",
					},
				},
				credentials: { postgres: postgresCredential },
			},
		],
		connections: {
			'Simple Format': { main: [[{ node: 'Files Delivered', type: 'main', index: 0 }]] },
		},
	};
	const file = path.join(dir, 'format-probe.json');
	fs.mkdirSync(dir, { recursive: true });
	fs.writeFileSync(file, JSON.stringify(workflow, null, 2));
	return file;
}

const PDF = Buffer.from('%PDF-1.4\n%%EOF\n');
/** The mail: a part of each kind a mail client sends a PDF as. */
function probeMail() {
	return {
		subject: 'Three ways to attach a PDF',
		attachments: [
			{ fileName: 'attached.pdf', contentType: 'application/pdf', data: PDF },
			{ fileName: 'inline.pdf', contentType: 'application/pdf', data: PDF, disposition: 'inline' },
			{
				fileName: 'named-in-type.pdf',
				contentType: 'application/pdf',
				data: PDF,
				disposition: 'none',
			},
		],
	};
}

/** What n8n's Simple format is known to deliver of probeMail(): the attached part only. */
const SIMPLE_DELIVERS = 'attached.pdf';

module.exports = {
	ID,
	MAILBOX,
	TABLE,
	SIMPLE_DELIVERS,
	probeCredential,
	writeProbeWorkflow,
	probeMail,
};
