'use strict';
// The mailbox template a lane runs, and its intake log read where that template keeps it: the
// PostgreSQL variant (examples/mailbox-to-erp-postgres.json) in the ERP's PostgreSQL (./erp.js);
// the Data tables template (examples/mailbox-to-erp.json, docs/data-tables.md) in n8n's own Data
// tables, read through n8n's REST API as the Data tables tab shows them. Both answer the same
// shape: `mails` (one row a mail with its outcome, as the intake_log view), `files`, `claims`.
//
// PIPELINES_TEMPLATE=datatables|postgres picks one (default: datatables, the template; n8n 1.x
// runs the PostgreSQL variant: its Data table node makes no table, docs/data-tables.md).
const { readIntake, readAll, readErpAsync } = require('./erp');

// Each with its Reviewed → ERP companion, which writes to the same intake log.
const MAILBOX_TEMPLATES = {
	postgres: {
		file: 'mailbox-to-erp-postgres.json',
		id: 'dpMailboxToErp',
		// Take In the Mail calls it by ID (the CLI import keeps the files' IDs).
		intake: { file: 'mailbox-to-erp-postgres-intake.json', id: 'dpMailIntakePg' },
		reviewed: { file: 'reviewed-to-erp-postgres.json', id: 'dpReviewedPg' },
	},
	datatables: {
		file: 'mailbox-to-erp.json',
		id: 'dpMailboxDt',
		reviewed: { file: 'reviewed-to-erp.json', id: 'dpReviewedToErp' },
	},
};
const KIND = process.env.PIPELINES_TEMPLATE || 'datatables';
if (!(KIND in MAILBOX_TEMPLATES))
	throw new Error(
		`PIPELINES_TEMPLATE: ${KIND}? (one of ${Object.keys(MAILBOX_TEMPLATES).join(', ')})`,
	);
const MAILBOX = { kind: KIND, ...MAILBOX_TEMPLATES[KIND] };

/** The Data tables the template creates on its first run (its Mails/Files/Claims Table nodes). */
const DATA_TABLES = { mails: 'Intake mails', files: 'Intake files', claims: 'Intake file claims' };

/** Every row of each Data table the template made, by DATA_TABLES' keys (empty before its first run). */
async function readDataTables(rest) {
	const project = (await rest.request('GET', '/rest/projects/personal')).body;
	const base = `/rest/projects/${project.id}/data-tables`;
	const listed = (await rest.request('GET', `${base}?take=250`)).body;
	const tables = listed.data ?? listed;
	const read = async (name) => {
		const table = tables.find((each) => each.name === name);
		if (!table) return [];
		const rows = [];
		for (;;) {
			const page = (
				await rest.request('GET', `${base}/${table.id}/rows?take=250&skip=${rows.length}`)
			).body;
			rows.push(...page.data);
			if (page.data.length === 0 || rows.length >= page.count) return rows;
		}
	};
	return Object.fromEntries(
		await Promise.all(
			Object.entries(DATA_TABLES).map(async ([key, name]) => [key, await read(name)]),
		),
	);
}

/** One row a mail with its one outcome: what the PostgreSQL variant's intake_log view answers. */
function mailsWithOutcome(mails, files) {
	return mails.map((mail) => {
		const own = files.filter((file) => file.mail_id === mail.mail_id).sort((a, b) => a.id - b.id);
		const any = (outcome) => own.some((file) => file.outcome === outcome);
		const outcome =
			mail.files === 0
				? 'no_file'
				: own.length < mail.files
					? 'pending'
					: any('failed')
						? 'failed'
						: any('to_person')
							? 'to_person'
							: any('uploaded')
								? 'uploaded'
								: any('sent_before')
									? 'sent_before'
									: 'ignored';
		const whatHappened = own
			.map(
				(file) =>
					`${file.file_name}: ${file.outcome}${file.doc_id ? ` ${file.doc_id}` : ''}${file.reason ? ` (${file.reason})` : ''}`,
			)
			.join('; ');
		return { ...mail, outcome, what_happened: whatHappened || null };
	});
}

/** The intake log: `{ mails, files, claims }`. */
async function readIntakeLog({ postgres, rest }) {
	if (MAILBOX.kind === 'postgres') return readIntake(postgres);
	const { mails, files, claims } = await readDataTables(rest);
	return { mails: mailsWithOutcome(mails, files), files, claims };
}

/** The ERP and the intake log at once, without holding the lane's event loop: `{ erp, intake }`. */
async function readErpAndIntake({ postgres, rest }) {
	if (MAILBOX.kind === 'postgres') return await readAll(postgres);
	const [erp, intake] = await Promise.all([
		readErpAsync(postgres),
		readIntakeLog({ postgres, rest }),
	]);
	return { erp, intake };
}

module.exports = {
	MAILBOX,
	MAILBOX_TEMPLATES,
	DATA_TABLES,
	readIntakeLog,
	readErpAndIntake,
	mailsWithOutcome,
};
