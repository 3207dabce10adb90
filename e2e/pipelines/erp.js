'use strict';
// The ERP of `npm run test:pipelines`: the tables the mailbox template asks for
// (examples/mailbox-tables.sql: the ERP's and the intake log's, in one database), and readers.
const fs = require('node:fs');
const path = require('node:path');

const TABLES = path.join(__dirname, '..', '..', 'examples', 'mailbox-tables.sql');

function erpTables() {
	return fs.readFileSync(TABLES, 'utf8');
}

/** Every row of a table or view, as JSON. */
function rowsOf(postgres, table) {
	// One line of JSON (jsonb prints without line breaks), put back together where psql's
	// reader split it at "|".
	return JSON.parse(
		postgres.query(`select coalesce(jsonb_agg(t), '[]'::jsonb)::text from ${table} t`)[0].join('|'),
	);
}

/** Every row of both ERP tables. */
function readErp(postgres) {
	return { invoices: rowsOf(postgres, 'invoices'), lines: rowsOf(postgres, 'invoice_lines') };
}

/** The intake log: each mail with its outcome, each file, each claim. */
function readIntake(postgres) {
	return {
		mails: rowsOf(postgres, 'intake_log'),
		files: rowsOf(postgres, 'intake_files'),
		claims: rowsOf(postgres, 'intake_claims'),
	};
}

module.exports = { erpTables, readErp, readIntake };
