'use strict';
// The ERP of `npm run test:pipelines`: the tables the templates' sticky notes give, and a reader.
function erpTables() {
	return `create table invoices (vendor text, invoice_number text, doc_id text not null, invoice_date text, net_amount numeric, tax_amount numeric, total_amount numeric, currency text, file_name text, written_at timestamptz default now(), primary key (vendor, invoice_number));
create table invoice_lines (vendor text, invoice_number text, position integer, description text, quantity text, amount numeric, primary key (vendor, invoice_number, position), foreign key (vendor, invoice_number) references invoices);`;
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
