'use strict';
// A reviewed invoice the ERP refuses (issue 50): the Reviewed → ERP companion books each invoice
// in a run of its own, so the refusal fails that run alone. Once the cause is fixed, the person
// does what the "Not booked" mail says: Retry the run marked Error (POST
// /rest/executions/<id>/retry, the editor's Retry with the original workflow). This checks that
// the Retry books the invoice and archives its original once, and that its row then says so.
const { eventually, failedRuns, REVIEWER } = require('./harness');
const { mailBody } = require('./personMail');
const { readErp } = require('./erp');
const { readIntakeLog } = require('./intake');

/** The runs of `workflowId` that failed and were not retried yet. */
const notRetried = async (rest, workflowId) =>
	(await failedRuns(rest, workflowId)).filter((run) => !run.retryOf && !run.retrySuccessId);

// What the row of a reviewed invoice in the ERP says the reviewer did (Invoice Done).
const REVIEWED = {
	atService: /; validated by the reviewer at the service; the original in the archive$/,
	inN8n:
		/; (confirmed by the reviewer as read|corrected by the reviewer: .+); the original in the archive$/,
};

/**
 * Retries the failed runs `runIds` of `workflowId` (one per document of `documents`, the corpus's
 * refused reviewed invoices) and checks the end systems: `{ ok, detail }`.
 */
async function retryFailedRuns(
	{ rest, postgres, sftp, mail },
	workflowId,
	runIds,
	documents,
	{ inN8n },
) {
	// The "Not booked" mail says what to do and links to the run to retry.
	const untold = documents.filter((d) => {
		const body = mail
			.delivered(REVIEWER)
			.filter((raw) => {
				const unfolded = raw.replace(/\r?\n[ \t]+/g, ' ');
				return /^Subject: Not booked: /m.test(unfolded) && unfolded.includes(d.fileName);
			})
			.map(mailBody)
			.join('\n');
		// The link goes to the failed run itself (Execute Workflow's error item names it).
		const link = new RegExp(`/workflow/${workflowId}/executions/(${runIds.join('|')})\\b`);
		return !/click Retry/.test(body) || !link.test(body);
	});
	const mine = (runs) => runs.filter((run) => runIds.includes(String(run.id)));
	const runs = mine(await notRetried(rest, workflowId));
	const answers = [];
	for (const run of runs) {
		const answer = await rest.request(
			'POST',
			`/rest/executions/${run.id}/retry`,
			{ loadWorkflow: false },
			{ allowError: true, timeoutMs: 300000 },
		);
		answers.push(answer.status);
	}
	const rowsOf = (files, d) => files.filter((row) => d.names.includes(row.file_name));
	const { state } = await eventually(
		'the retried runs to book the refused reviewed invoices',
		async () => {
			const erp = readErp(postgres);
			const archive = sftp.files();
			const { files } = await readIntakeLog({ postgres, rest });
			const found = documents.map((d) => ({
				file: d.fileName,
				erpRows: erp.invoices.filter((row) => d.names.includes(row.file_name)).length,
				archived: d.archiveName in archive,
				rows: rowsOf(files, d).map((row) => `${row.outcome}: ${row.reason}`),
			}));
			const done = found.every(
				(each) =>
					each.erpRows === 1 &&
					each.archived &&
					each.rows.length === 1 &&
					each.rows[0].startsWith('uploaded: In the ERP: invoice ') &&
					(inN8n ? REVIEWED.inN8n : REVIEWED.atService).test(each.rows[0]),
			);
			return { done, state: found };
		},
		{ timeoutMs: 120000, intervalMs: 2000 },
	).catch((error) => ({ state: error.message }));
	const stillFailed = mine(await notRetried(rest, workflowId));
	const ok =
		documents.length > 0 &&
		untold.length === 0 &&
		runs.length === documents.length &&
		answers.every((status) => status === 200) &&
		stillFailed.length === 0 &&
		Array.isArray(state);
	return {
		ok,
		detail: `"Not booked" mails without the Retry and the link to its run: ${untold.map((d) => d.fileName).join(', ') || 'none'}; ${runs.length} failed runs for ${documents.length} refused invoices, retried (answers ${answers.join(', ') || 'none'}); failed runs left: ${stillFailed.length}; ${JSON.stringify(state)}`,
	};
}

module.exports = { retryFailedRuns };
