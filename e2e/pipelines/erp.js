'use strict';
// The ERP of `npm run test:pipelines`: the tables the mailbox template asks for
// (examples/mailbox-tables.sql: the ERP's and the intake log's, in one database), and readers.
const fs = require('node:fs');
const path = require('node:path');

const TABLES = path.join(__dirname, '..', '..', 'examples', 'mailbox-tables.sql');

function erpTables() {
	return fs.readFileSync(TABLES, 'utf8');
}

/** SQL for every row of a table or view as one JSON array. */
const rowsJson = (table) => `(select coalesce(jsonb_agg(t), '[]'::jsonb) from ${table} t)`;

/** Every row of a table or view, as JSON. */
function rowsOf(postgres, table) {
	// One line of JSON (jsonb prints without line breaks), put back together where psql's
	// reader split it at "|".
	return JSON.parse(postgres.query(`select ${rowsJson(table)}::text`)[0].join('|'));
}

/** The tables each reader answers, by the name it answers them under. */
const TABLES_READ = {
	erp: { invoices: 'invoices', lines: 'invoice_lines' },
	intake: { mails: 'intake_log', files: 'intake_files', claims: 'intake_claims' },
};

const readGroup = (postgres, group) =>
	Object.fromEntries(
		Object.entries(TABLES_READ[group]).map(([name, table]) => [name, rowsOf(postgres, table)]),
	);

/** Every row of both ERP tables. */
function readErp(postgres) {
	return readGroup(postgres, 'erp');
}

/** The intake log: each mail with its outcome, each file, each claim. */
function readIntake(postgres) {
	return readGroup(postgres, 'intake');
}

/** The tables of `groups` (TABLES_READ's keys) in one query that does not hold the event loop. */
async function readGroupsAsync(postgres, groups) {
	const parts = groups.flatMap((group) =>
		Object.entries(TABLES_READ[group]).map(([name, table]) => `'${name}', ${rowsJson(table)}`),
	);
	const rows = await postgres.queryAsync(`select jsonb_build_object(${parts.join(', ')})::text`);
	const all = JSON.parse(rows[0].join('|'));
	return Object.fromEntries(
		groups.map((group) => [
			group,
			Object.fromEntries(Object.keys(TABLES_READ[group]).map((name) => [name, all[name]])),
		]),
	);
}

/**
 * The ERP and the intake log at once (readErp's and readIntake's answers), in one query that does
 * not hold the lane's event loop: what a lane asks every second while the sandbox in its process
 * serves n8n.
 */
async function readAll(postgres) {
	return await readGroupsAsync(postgres, Object.keys(TABLES_READ));
}

/** readErp's answer, without holding the lane's event loop. */
async function readErpAsync(postgres) {
	return (await readGroupsAsync(postgres, ['erp'])).erp;
}

module.exports = { erpTables, readErp, readErpAsync, readIntake, readAll };
