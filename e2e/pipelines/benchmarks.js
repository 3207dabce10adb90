'use strict';
// Figure 8 of BENCHMARKS.md, written by `npm run test:pipelines` between its markers.
const os = require('node:os');
const path = require('node:path');
const { placeFigure } = require('../queue/benchmarks');

const START = '<!-- pipelines:start -->';
const END = '<!-- pipelines:end -->';

function writePipelineFigure(table) {
	const block = [
		START,
		'## 8. Real pipelines (`npm run test:pipelines`)',
		'',
		`Written by \`npm run test:pipelines\` on ${new Date().toISOString()}; do not edit by hand. n8n ${table.n8nVersion}${table.durable ? ' with its durable scheduler on' : ''}, the templates *Mailbox → ERP and DMS* (\`examples/${table.template}\`) and *Reviewed → ERP* as their sticky notes set them up, on real servers on this machine (${os.cpus().length} cores): OpenSMTPD delivering into Dovecot (the inbox and the reviewer's mailbox), PostgreSQL 15 (the ERP), OpenSSH's SFTP (the DMS archive); the sandbox with a 1.5 s processing time. The corpus went in through SMTP: invoices alone and several to a mail, logos and inline signatures, JPEG and TIFF scans, PDFs sent again under other names, a 20 MB PDF, a corrupt PDF, mails without documents, a PDF as \`application/octet-stream\`, non-ASCII file names, invoices whose amounts do not add up; and what mail programs and phones really send: a PDF inline (Apple Mail), a PDF named only in its Content-Type, a name with quotes, a .zip of two invoices, an empty .zip, a forwarded mail (.eml), HEIC and WebP photos, an empty invoice.pdf from two senders, an XML e-invoice, winmail.dat beside a PDF, a scanner's mail; and the kinds that slipped or misled (issue 39): two mails sharing a Message-ID, two alike in every header the sender wrote, one without a Message-ID, a photo in an HTML signature above the logo limit, an S/MIME signature, calendar invitations, a vCard, a PDF sent as a text part, a uuencoded PDF, a PDF without .pdf, a mail forwarded inline. Two unread invoices from 9 and 3 days before waited in the inbox at the template's first activation. Counted at the end systems and in the intake log, then again after the mailbox was read a second time (n8n killed, every mail marked unread, n8n started again, and after that one new mail with an old invoice under a new name). No mail was sent to wake the trigger.`,
		'',
		'| mails in | documents | ERP invoices | ERP lines | archive files | to review | refused | lost | duplicated |',
		'| --- | --- | --- | --- | --- | --- | --- | --- | --- |',
		`| ${[table.mailsIn, table.documents, table.erpInvoices, table.erpLines, table.archiveFiles, table.toReview, table.refused, table.lost, table.duplicated].join(' | ')} |`,
		'',
		`- **Every mail accounted for**: ${table.mailsWithOutcome} of ${table.mailsIn} mails have exactly one recorded outcome in the intake log: ${Object.entries(
			table.outcomes,
		)
			.map(([outcome, count]) => `${outcome} ${count}`)
			.join(
				', ',
			)}. ${table.filesToPerson} files went to a person with the reason (unreadable, not a type the service takes, empty, carried in the mail's text).`,
		`- **A person is told only what a person must do**: mails to a person about a file that is no document (a logo, a signature, an invitation, a contact card): ${table.personMailsForNonDocuments} (goal 0).`,
		`- **Every file once**: the service received ${table.documents} documents, ${table.distinctFiles} distinct files (by SHA-256); reading the mailbox again and the old invoice under a new name after the restart uploaded ${table.uploadedAgain} more.`,
		`- **Mails that waited for another mail** (goal 0): ${table.waitedForAnotherMail}, mails the trigger had not started on ${table.readWithinSeconds} s after the first activation (2 waiting) and after n8n came back (${table.mailsIn} waiting), nothing arriving; every one read after ${table.firstActivationReadSeconds} s and ${table.restartReadSeconds} s.`,
		`- **Mails per minute** from the first mail sent to every document in the ERP or with a reviewer: ${table.mailsPerMinute}.`,
		`- **Mail sent → its ERP row** (documents that needed no person): p50 ${table.mailToErpP50}, p95 ${table.mailToErpP95}. Most of it is the mail trigger's pace and the service's processing time, not the workflow.`,
		`- **Reading the mailbox again** added no ERP row, no archive file, no intake row and no mail to a person: ${table.template === 'mailbox-to-erp-postgres.json' ? 'a mail read before only counts up its `times_read`' : 'a mail whose files are all logged is left alone'}.`,
		`- The whole lane: ${table.seconds} s.`,
		'',
		END,
	].join('\n');
	return placeFigure(path.join(__dirname, '..', '..', 'BENCHMARKS.md'), block, START, END);
}

module.exports = { writePipelineFigure };
