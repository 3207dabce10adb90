'use strict';
/* global FormData */
// The review in n8n (PIPELINES_REVIEW_IN=n8n): the mailbox template's Review In holds the address
// of the Reviewed → ERP companion's Review Form, and the lane acts as the reviewer does, with what
// a person has: the link in the review mail, the form as n8n serves it, and its Confirm. The first
// form of the run is corrected (Total amount), the others confirmed as they came. What each form
// showed and what was sent is kept, so the end systems can be checked against it: the service got
// the answer (Validate the Answer), the companion booked it, the ERP row carries it.
const { mailBody } = require('./personMail');
const { readIntakeLog } = require('./intake');
const { screenshotPage } = require('../browser');

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

const SETTINGS = ['the service', 'n8n'];
const REVIEW_IN = process.env.PIPELINES_REVIEW_IN ?? 'the service';
if (!SETTINGS.includes(REVIEW_IN))
	throw new Error(`PIPELINES_REVIEW_IN is "${REVIEW_IN}": write ${SETTINGS.join(' or ')}`);
const inN8n = REVIEW_IN === 'n8n';
// Where the first form is pictured as the reviewer sees it, before it is answered (docs/).
const PICTURE = process.env.PIPELINES_FORM_PICTURE;

// The form's labels and the service's fields they show (the companion's Review Form).
const LABELS = {
	Supplier: 'supplier_name',
	'Invoice number': 'invoice_number',
	'Invoice date': 'invoice_date',
	'Due date': 'due_date',
	'Net amount': 'net_amount',
	'Tax amount': 'tax_amount',
	'Total amount': 'total_amount',
	Currency: 'currency',
};

/** Where the companion's Review Form is served (its Production URL), below n8n's `baseUrl`. */
const formUrl = (baseUrl) => `${baseUrl}/form/invoice-review`;

/** The template as the clerk sets it: Review In's one value, the service or the form's address. */
function setReviewIn(workflow, baseUrl) {
	const node = workflow.nodes.find((candidate) => candidate.name === 'Review In');
	if (!node) throw new Error(`${workflow.name} has no node Review In`);
	node.parameters.assignments.assignments[0].value = inN8n ? formUrl(baseUrl) : REVIEW_IN;
}

const entities = { amp: '&', lt: '<', gt: '>', quot: '"', '#x27': "'", '#39': "'", '#x3D': '=' };
const decode = (text) => text.replace(/&(#?\w+);/g, (whole, name) => entities[name] ?? whole);

/** The form n8n serves: each field's label, its form name and the value it comes filled with. */
function readForm(html) {
	const labels = Object.fromEntries(
		[...html.matchAll(/<label[^>]*for='(field-\d+)'[^>]*>([^<]*)<\/label>/g)].map((match) => [
			match[1],
			decode(match[2].trim()),
		]),
	);
	return [...html.matchAll(/<input\b[^>]*>/g)]
		.map((match) => ({
			name: /\bname='(field-\d+)'/.exec(match[0])?.[1],
			value: decode(/\bvalue="([^"]*)"/.exec(match[0])?.[1] ?? ''),
		}))
		.filter((input) => input.name)
		.map((input) => ({ ...input, label: labels[input.name] }));
}

/** The form at `link` as n8n serves it to a reviewer's browser: its fields (readForm). */
async function openForm(link, what) {
	const page = await fetch(link, { headers: { 'user-agent': 'Mozilla/5.0 (reviewer)' } });
	const html = await page.text();
	if (!page.ok) throw new Error(`${what}: HTTP ${page.status} ${html.slice(0, 200)}`);
	return readForm(html);
}

/** Confirm pressed on the form at `link` with `values` by label: n8n's answer. */
async function confirmForm(link, fields, values) {
	const body = new FormData();
	for (const field of fields) body.append(field.name, values[field.label] ?? '');
	const response = await fetch(link, { method: 'POST', body });
	return { ok: response.ok, status: response.status, said: (await response.text()).slice(0, 200) };
}

/** The link in a review mail to the review form, with the values read in its query. */
function formLink(raw) {
	return /https?:\/\/\S+\/form\/invoice-review\?\S+/.exec(mailBody(raw))?.[0];
}

/**
 * Answers every review mail not answered yet (`answered`, by document ID: what the form showed,
 * what the service had read, what was sent), as a person does: opens the mail's link, reads the
 * form, corrects the first form's Total amount, confirms the others, and presses Confirm.
 */
async function answerForms(
	{ mail, sandbox, postgres, rest },
	answered,
	reviewer,
	numberToType = () => undefined,
) {
	for (const raw of mail.delivered(reviewer)) {
		const docId = /^Subject: Please review .*\((doc_\d+)\)/m.exec(raw)?.[1];
		if (!docId || answered.has(docId)) continue;
		// What the document's row in the intake log says while its form waits for the reviewer
		// (File Done writes it just after the mail: read again for up to 30 s).
		let waiting;
		for (const deadline = Date.now() + 30000; Date.now() < deadline; await sleep(500)) {
			const { files } = await readIntakeLog({ postgres, rest });
			waiting = files.find((row) => row.doc_id === docId && row.outcome === 'uploaded')?.reason;
			if (/Waiting for the reviewer/.test(waiting ?? '')) break;
		}
		const link = formLink(raw);
		if (!link) throw new Error(`the review mail for ${docId} has no link to the review form`);
		const fields = await openForm(link, `the form for ${docId}`);
		const read = { ...sandbox.state.documents.get(docId)?.extracted_data };
		const shown = Object.fromEntries(fields.map((field) => [field.label, field.value]));
		if (PICTURE && answered.size === 0) {
			const picture = await screenshotPage({ url: link, file: PICTURE });
			console.log(`  the form for ${docId} pictured: ${picture.file ?? picture.skipped}`);
		}
		const sent = { ...shown };
		// An invoice read without a number: the reviewer types the one the ERP needs.
		if (shown['Invoice number'] === '' && numberToType(docId))
			sent['Invoice number'] = numberToType(docId);
		if (answered.size === 0)
			sent['Total amount'] = String(Math.round((Number(shown['Total amount']) + 1.11) * 100) / 100);
		const answer = await confirmForm(link, fields, sent);
		if (!answer.ok)
			throw new Error(`confirming the form for ${docId}: HTTP ${answer.status} ${answer.said}`);
		answered.set(docId, { read, shown, sent, corrected: answered.size === 0, waiting, link });
	}
	return answered;
}

/**
 * A reviewer's answer the service refuses (the link's document is one it does not have): the
 * form's Confirm must fail, so the reviewer is not thanked for an answer nobody took. Answers the
 * HTTP status of the submission and what it said.
 */
async function answerRefused(answered) {
	const [first] = answered.values();
	const link = new URL(first.link);
	link.searchParams.set('doc', 'doc_unknown_to_the_service');
	const fields = await openForm(link, 'the form for a document the service does not have');
	return confirmForm(link, fields, first.sent);
}

const same = (a, b) =>
	a === b || (a !== '' && b !== '' && a != null && b != null && Number(a) === Number(b));

/**
 * What the forms showed and what reached the end systems, each a finding: the form came filled
 * with the values the service read; the ERP row has the answer; the service has it and the document
 * is validated; the document was assigned to the reviewer at the service too (the mail offers both).
 */
function reviewFindings({ answered, erp, sandbox }) {
	const findings = [];
	for (const [docId, answer] of answered) {
		const { read } = answer;
		const wrongShown = Object.entries(LABELS).filter(
			([label, name]) => !same(answer.shown[label] ?? '', String(readAs(read, name) ?? '')),
		);
		const row = erp.invoices.find((invoice) => invoice.doc_id === docId);
		const wrongInErp = Object.entries(LABELS).filter(
			([label, name]) =>
				answer.sent[label] !== '' &&
				// A column the lane's ERP has (due_date only where the administrator added it).
				(!row || (toColumn(name) in row && !same(row[toColumn(name)], answer.sent[label]))),
		);
		const document = sandbox.state.documents.get(docId);
		const wrongAtService = Object.entries(LABELS).filter(
			([label, name]) =>
				answer.sent[label] !== '' && !same(document?.extracted_data?.[name], answer.sent[label]),
		);
		findings.push({
			docId,
			corrected: answer.corrected,
			wrongShown: wrongShown.map(
				([label]) => `${label}: ${answer.shown[label]} (read ${readAs(read, LABELS[label])})`,
			),
			wrongInErp: wrongInErp.map(
				([label, name]) => `${label}: ${row?.[toColumn(name)]} (sent ${answer.sent[label]})`,
			),
			wrongAtService: wrongAtService.map(
				([label, name]) =>
					`${label}: ${document?.extracted_data?.[name]} (sent ${answer.sent[label]})`,
			),
			status: document?.status,
			assigned: Boolean(document?.assigned_to),
			waiting: answer.waiting,
			totalSent: answer.sent['Total amount'],
			totalInErp: row?.total_amount,
		});
	}
	return findings;
}

/** A field as the form shows it: a credit note's number and date where an invoice's are not. */
const readAs = (read, name) =>
	read[name] ??
	read[{ invoice_number: 'credit_note_number', invoice_date: 'credit_note_date' }[name]];

// The ERP's column for a field of the service (the template's ERP: Book Invoice).
const toColumn = (name) => (name === 'supplier_name' ? 'vendor' : name);

module.exports = {
	REVIEW_IN,
	inN8n,
	setReviewIn,
	answerForms,
	readForm,
	formLink,
	reviewFindings,
	answerRefused,
};
