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
		`Written by \`npm run test:pipelines\` on ${new Date().toISOString()}; do not edit by hand. n8n ${table.n8nVersion}${table.durable ? ' with its durable scheduler on' : ''}, the templates *Mailbox → ERP and DMS* and *Reviewed → ERP* as their sticky notes set them up, on real servers on this machine (${os.cpus().length} cores): OpenSMTPD delivering into Dovecot (the inbox and the reviewer's mailbox), PostgreSQL 15 (the ERP), OpenSSH's SFTP (the DMS archive); the sandbox with a 1.5 s processing time. The corpus went in through SMTP: invoices alone and several to a mail, logos and inline signatures, JPEG and TIFF scans, PDFs sent again, a 20 MB PDF, a corrupt PDF, mails without documents, a PDF as \`application/octet-stream\`, non-ASCII file names, invoices whose amounts do not add up. Counted at the end systems, then again after the mailbox was read a second time (workflow re-activated, n8n restarted, every mail unread).`,
		'',
		'| mails in | documents | ERP invoices | ERP lines | archive files | to review | refused | lost | duplicated |',
		'| --- | --- | --- | --- | --- | --- | --- | --- | --- |',
		`| ${[table.mailsIn, table.documents, table.erpInvoices, table.erpLines, table.archiveFiles, table.toReview, table.refused, table.lost, table.duplicated].join(' | ')} |`,
		'',
		`- **Mails per minute** from the first mail sent to every document in the ERP or with a reviewer: ${table.mailsPerMinute}.`,
		`- **Mail sent → its ERP row** (documents that needed no person): p50 ${table.mailToErpP50}, p95 ${table.mailToErpP95}. Most of it is the mail trigger's pace and the service's processing time, not the workflow.`,
		`- **Reading the mailbox again** added no ERP row and no archive file; ${table.uploadedAgain} file(s) went to the service a second time (the same bytes sent under another name in two mails, whose first upload the workflow's memory lost to a concurrent execution: Skip Duplicates: Ask Service looks files up by name). The ERP's key (vendor and invoice number) keeps such an invoice one row.`,
		`- The whole lane: ${table.seconds} s.`,
		'',
		END,
	].join('\n');
	return placeFigure(path.join(__dirname, '..', '..', 'BENCHMARKS.md'), block, START, END);
}

module.exports = { writePipelineFigure };
