'use strict';
// Two copies of one new file at once, in two executions that overlap in time (issue 39): a mail
// with a new invoice, and once the service has its upload (made to take OVERLAP_PROCESSING_MS,
// the sandbox's processing time) a second mail with the same file under another name. The second
// execution starts while the first still uploads and logs `sent_before` naming the document the
// first became; the service holds the file once. In both templates the copy is logged at once,
// without waiting, and its row gets the document when the first copy's row is logged (Data
// tables: Fill In the Copies; PostgreSQL variant: Tell the Copies; until 2026-11-30 the variant's
// copy waited for that upload on its canvas). Run by ./run.js after its other checks.
const { singleInvoiceMails } = require('./corpus');
const { readIntakeLog } = require('./intake');
const { TEMPLATES, check, eventually, sendOneMore } = require('./harness');

/** Long enough that the second mail is read while the first still uploads (2.41: up to 15 s). */
const OVERLAP_PROCESSING_MS = 30000;

/** The sandbox's upload requests that carried a file of one of these names, in order. */
const uploadsOf = (sandbox, names) =>
	sandbox.requests.filter(
		(request) =>
			request.endpoint === 'document.upload' &&
			request.files.some((one) => names.includes(one.filename)),
	);

/** The runs the trigger started (not the inner runs of Take In the Mail, listed beside them). */
const triggered = (executions) => executions.filter((e) => e.mode !== 'integrated');

/** Whether an intake row is of the mail with this Message-ID (the templates add a fingerprint). */
const ofMail = (row, messageId) => String(row.mail_id).startsWith(`${messageId} `);

/** The copies' scenario on the running pipeline; its checks are the lane's. */
async function copiesOverlap({ sandbox, mail, postgres, rest }, expected) {
	const [first] = await singleInvoiceMails(1);
	const file = first.attachments[0];
	const copyName = `Copy of ${file.fileName}`;
	const before = new Set((await rest.executions(TEMPLATES.mailbox)).map((e) => String(e.id)));
	const usual = sandbox.state.processingDelayMs;
	sandbox.state.processingDelayMs = OVERLAP_PROCESSING_MS;
	let firstId;
	let copyId;
	try {
		firstId = await sendOneMore(mail, expected, {
			from: 'billing@suppliers.test',
			subject: `${first.subject} (to billing@, overlapping)`,
			attachments: [file],
			outcome: 'uploaded',
			tag: 'overlap',
		});
		await eventually(
			'the first copy at the service',
			() => ({
				done: uploadsOf(sandbox, [file.fileName]).length > 0,
			}),
			{ timeoutMs: 120000, intervalMs: 250 },
		);
		copyId = await sendOneMore(mail, expected, {
			from: 'accounts@suppliers.test',
			subject: `${first.subject} (to accounts@, overlapping)`,
			attachments: [{ ...file, fileName: copyName }],
			outcome: 'sent_before',
			tag: 'overlap',
		});
		await eventually(
			"both copies in the intake log, the copy's with a document",
			async () => {
				const { files } = await readIntakeLog({ postgres, rest });
				const done =
					[firstId, copyId].every((id) => files.some((row) => ofMail(row, id))) &&
					files.some((row) => ofMail(row, copyId) && row.doc_id);
				return { done };
			},
			{ timeoutMs: 600000, intervalMs: 2000 },
		);
	} finally {
		sandbox.state.processingDelayMs = usual;
	}
	const { files } = await readIntakeLog({ postgres, rest });
	const [firstRow] = files.filter((row) => ofMail(row, firstId));
	const [copyRow] = files.filter((row) => ofMail(row, copyId));
	// The two executions: the first mail's and the copy's, by start.
	await eventually(
		'both executions to end',
		async () => {
			const runs = triggered(await rest.executions(TEMPLATES.mailbox)).filter(
				(e) => !before.has(String(e.id)),
			);
			return { done: runs.length >= 2 && runs.every((e) => e.stoppedAt), state: runs.length };
		},
		{ timeoutMs: 120000, intervalMs: 2000 },
	);
	const runs = triggered(await rest.executions(TEMPLATES.mailbox))
		.filter((e) => !before.has(String(e.id)))
		.map((e) => ({ start: Date.parse(e.startedAt), stop: Date.parse(e.stoppedAt) }))
		.sort((a, b) => a.start - b.start);
	const [one, two] = runs;
	const uploads = uploadsOf(sandbox, [file.fileName, copyName]).length;
	// When the first upload's document was done: the copy's execution starts before it and ends
	// before it too (it does not wait for the upload).
	const uploadedAt = uploadsOf(sandbox, [file.fileName])[0]?.at;
	const processed = uploadedAt + OVERLAP_PROCESSING_MS;
	const at = (ms) => `${((ms - one.start) / 1000).toFixed(1)} s`;
	check(
		'two copies at once, in two executions that overlap: the second is logged at once, without waiting, and names its document',
		runs.length === 2 &&
			two.start < processed &&
			two.stop < processed &&
			firstRow?.outcome === 'uploaded' &&
			copyRow?.outcome === 'sent_before' &&
			Boolean(firstRow.doc_id) &&
			copyRow.doc_id === firstRow.doc_id &&
			String(copyRow.reason).includes(firstRow.doc_id) &&
			uploads === 1,
		`executions: the first 0 s to ${at(one?.stop)}, the copy's ${at(two?.start)} to ${at(two?.stop)} (${runs.length} in all); the first upload's document done at ${at(processed)}; first: ${firstRow?.outcome} ${firstRow?.doc_id}; copy: ${copyRow?.outcome} ${copyRow?.doc_id} "${copyRow?.reason}"; uploads of the file: ${uploads}`,
	);
}

module.exports = { copiesOverlap };
