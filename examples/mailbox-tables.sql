-- The tables of the Mailbox → ERP and DMS template (examples/mailbox-to-erp-postgres.json), in the ERP's
-- PostgreSQL database. Run once: psql -d erp -f examples/mailbox-tables.sql

-- The ERP: an invoice keyed by vendor and number, as an ERP's duplicate-invoice check does.
create table invoices (vendor text, invoice_number text, doc_id text not null, invoice_date text,
  net_amount numeric, tax_amount numeric, total_amount numeric, currency text, file_name text,
  written_at timestamptz default now(), primary key (vendor, invoice_number));
create table invoice_lines (vendor text, invoice_number text, position integer, description text,
  quantity text, amount numeric, primary key (vendor, invoice_number, position),
  foreign key (vendor, invoice_number) references invoices);

-- The intake log: one row per mail read (read again: times_read goes up, nothing is redone);
-- execution_id: the n8n execution that read it (after a crash: README "After a crash").
create table intake_mails (mail_id text primary key, sender text, subject text, sent_at timestamptz,
  files integer not null, first_read_at timestamptz not null default now(),
  last_read_at timestamptz, times_read integer not null default 1, execution_id text);
-- One row per file of a mail (and per file inside a .zip): what happened to it and why.
-- outcome: uploaded (doc_id), sent_before (doc_id of the earlier upload), to_person, ignored (a logo),
-- failed (the ERP or the archive refused it), no_file (a mail without any file: one row, file_name '').
create table intake_files (id bigserial primary key, mail_id text not null references intake_mails,
  file_name text, sha256 text, outcome text not null, reason text, doc_id text,
  logged_at timestamptz not null default now());
-- Every file's content once: a file claims its SHA-256 before it is uploaded, so the same file in
-- another mail (any name, any time, any worker) is not uploaded again. state: uploading, uploaded,
-- refused (the service could not read it). A file not taken (a logo, an .eml) gives its claim back.
-- A mail read anew after a crash (README "After a crash") goes on with its own claims.
create table intake_claims (sha256 text primary key, state text not null default 'uploading',
  doc_id text, mail_id text, file_name text, claimed_at timestamptz not null default now());

-- One row per mail with its one outcome: to_person if any file went to a person, else uploaded if
-- a document went in, else sent_before, else ignored (only logos); no_file for a mail without any
-- file; pending while
-- fewer of its files are logged than it has (running, or stopped by a crash: README "Recipes").
create or replace view intake_log as
select m.mail_id, m.sender, m.subject, m.sent_at, m.first_read_at, m.times_read, m.files,
  case when m.files = 0 then 'no_file'
    when count(f.id) < m.files then 'pending'
    when bool_or(f.outcome = 'failed') then 'failed'
    when bool_or(f.outcome = 'to_person') then 'to_person'
    when bool_or(f.outcome = 'uploaded') then 'uploaded'
    when bool_or(f.outcome = 'sent_before') then 'sent_before'
    else 'ignored' end as outcome,
  string_agg(f.file_name || ': ' || f.outcome || coalesce(' ' || f.doc_id, '')
    || coalesce(' (' || f.reason || ')', ''), '; ' order by f.id) as what_happened,
  m.execution_id
from intake_mails m left join intake_files f using (mail_id)
group by m.mail_id;
