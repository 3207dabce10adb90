'use strict';
// The ERP of `npm run test:pipelines`: the tables the templates' sticky notes give, and a reader.
function erpTables() {
	return `create table invoices (doc_id text primary key, invoice_number text, invoice_date text, vendor text, net_amount numeric, tax_amount numeric, total_amount numeric, currency text, file_name text, written_at timestamptz default now());
create table invoice_lines (doc_id text references invoices, position integer, description text, quantity text, amount numeric, primary key (doc_id, position));`;
}

/** Every row of both tables. */
function readErp(postgres) {
	// One line of JSON (jsonb prints without line breaks), put back together where psql's
	// reader split it at "|".
	const rows = (table) =>
		JSON.parse(
			postgres
				.query(`select coalesce(jsonb_agg(t), '[]'::jsonb)::text from ${table} t`)[0]
				.join('|'),
		);
	return { invoices: rows('invoices'), lines: rows('invoice_lines') };
}

module.exports = { erpTables, readErp };
