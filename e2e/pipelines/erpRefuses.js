'use strict';
// An ERP that refuses an invoice, as a real one refuses a blocked supplier (issue 50), for
// `npm run test:pipelines`: a trigger on the ERP's invoices that raises for one supplier, and
// what the user does once it is unblocked with the PostgreSQL variant: the statement of
// docs/mailbox-to-erp.md ("When the ERP or the archive refuses an invoice") that lets the mail go.
const fs = require('node:fs');
const path = require('node:path');
const n8n = require('../../scripts/n8n/common');

/**
 * The ERP refuses invoices of `supplier`, saying why in its detail: n8n's Postgres node hands on a
 * database error's detail, not its message (and no detail that repeats the message).
 */
const erpBlocks = (supplier) => `
create function erp_refuses_blocked_supplier() returns trigger language plpgsql as $$
begin
  if new.vendor = '${supplier.replace(/'/g, "''")}' then
    raise exception 'supplier blocked'
      using detail = format('Supplier %s is blocked in the ERP (its master data)', new.vendor);
  end if;
  return new;
end $$;
create trigger erp_blocked_supplier before insert or update on invoices
  for each row execute function erp_refuses_blocked_supplier();`;

const ERP_UNBLOCKS = `drop trigger erp_blocked_supplier on invoices;
drop function erp_refuses_blocked_supplier();`;

const PAGE = path.join(n8n.ROOT, 'docs', 'mailbox-to-erp.md');
/** The file name the page's statement names as an example; replaced by the real ones. */
const EXAMPLE = "'Invoice 4711.pdf'";

/** The page's statement that lets the mails of these refused files go (the PostgreSQL variant). */
function letGoOfMails(fileNames) {
	const page = fs.readFileSync(PAGE, 'utf8');
	const sql = [...page.matchAll(/```sql\n([\s\S]*?)```/g)]
		.map((match) => match[1])
		.find((block) => block.includes(EXAMPLE));
	if (!sql) throw new Error(`docs/mailbox-to-erp.md: no sql block naming the file ${EXAMPLE}`);
	const names = fileNames.map((name) => `'${name.replace(/'/g, "''")}'`).join(', ');
	return sql.split(EXAMPLE).join(names || "''");
}

/**
 * The ERP administrator's statement of docs/mailbox-to-erp.md ("Store one more field in the
 * ERP"): a column for the due date, which the templates then fill with nothing changed in n8n.
 */
function adminAddsDueDate() {
	const page = fs.readFileSync(PAGE, 'utf8');
	const sql = [...page.matchAll(/```sql\n([\s\S]*?)```/g)]
		.map((match) => match[1])
		.find((block) => /alter table invoices add column due_date/.test(block));
	if (!sql) throw new Error('docs/mailbox-to-erp.md: no sql block adding the column due_date');
	return sql;
}

module.exports = { erpBlocks, ERP_UNBLOCKS, letGoOfMails, adminAddsDueDate };
