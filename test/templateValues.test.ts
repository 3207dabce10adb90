/**
 * What the invoice templates hand the ERP and the archive, evaluated by n8n's own expression
 * engine (n8n-workflow; `npm run test:core` runs it in every tested n8n) on values the service
 * reads from real invoices: a credit note's number and date under their own names, a supplier
 * name longer than a file name may be, one that would make a hidden file, one with a NUL (which
 * PostgreSQL refuses). The three templates name an archived file alike.
 */

import { Workflow, createRunExecutionData } from 'n8n-workflow';
import type {
	IDataObject,
	INodeExecutionData,
	INodeTypes,
	IRunExecutionData,
	NodeParameterValueType,
} from 'n8n-workflow';

import { readFlattened } from './support/templates';

interface Template {
	nodes: Array<{ name: string; parameters: IDataObject }>;
}

// A template's nodes with those of the sub-workflows it carries inline (./support/templates.ts).
const read = (name: string): Template => readFlattened(name) as unknown as Template;
const TEMPLATES = {
	datatables: read('mailbox-to-erp.json'),
	postgres: read('mailbox-to-erp-postgres.json'),
	reviewed: read('reviewed-to-erp.json'),
	reviewedPostgres: read('reviewed-to-erp-postgres.json'),
};
const parameters = (template: Template, node: string) => {
	const found = template.nodes.find((candidate) => candidate.name === node);
	if (!found) throw new Error(`no node ${node}`);
	return found.parameters;
};
// The Reviewed → ERP templates read the document from the start of its own run (Invoice to Book),
// past the ERP's answer and the archive's download; the mailbox templates' ERP from With Values and
// File, past the archive's answer.
const asMailbox = (expression: string) =>
	expression
		.replaceAll("$('Invoice to Book').item.json", '$json')
		.replaceAll("$('With Values and File').item.json", '$json');

const nodeTypes = {
	getByName: () => ({ description: { properties: [] } }),
	getByNameAndVersion: () => ({ description: { properties: [] } }),
	getKnownTypes: () => ({}),
} as unknown as INodeTypes;
/** A workflow of one node to evaluate in; `timezone` as its settings (or n8n's) set it. */
const workflowIn = (timezone?: string) =>
	new Workflow({
		nodes: [
			{ id: '1', name: 'Node', type: 'node', typeVersion: 1, position: [0, 0], parameters: {} },
		],
		connections: {},
		active: false,
		nodeTypes,
		settings: timezone ? { timezone } : {},
	});
const workflow = workflowIn();

/** A workflow of the named nodes one after the other, to evaluate a later node's expression in. */
const chainOf = (names: string[]) =>
	new Workflow({
		id: 'w',
		nodes: names.map((name, index) => ({
			id: String(index),
			name,
			type: 'node',
			typeVersion: 1,
			position: [index * 200, 0] as [number, number],
			parameters: {},
		})),
		connections: Object.fromEntries(
			names
				.slice(0, -1)
				.map((name, index) => [
					name,
					{ main: [[{ node: names[index + 1], type: 'main' as const, index: 0 }]] },
				]),
		),
		active: false,
		nodeTypes,
	});

/**
 * A node's one run: one item, paired with item 0 of the node before (`source`), with the item's
 * `metadata` where the node gave some.
 */
const ranOnce = (
	json: IDataObject,
	source: string | null = null,
	metadata?: INodeExecutionData['metadata'],
) => [
	{
		startTime: 0,
		executionTime: 0,
		executionIndex: 0,
		source: source ? [{ previousNode: source }] : [],
		data: { main: [[{ json, pairedItem: { item: 0 }, ...(metadata ? { metadata } : {}) }]] },
	},
];

/** `expression` evaluated for one `item` (its files too), as the node running it would. */
const evaluateItem = (
	expression: string,
	item: INodeExecutionData,
	on: Workflow = workflow,
): NodeParameterValueType =>
	on.expression.getParameterValue(
		expression,
		createRunExecutionData(),
		0,
		0,
		'Node',
		[item],
		'manual',
		{},
	) as NodeParameterValueType;

/** `expression` evaluated for one item `json`, as the node running it would. */
const evaluate = (expression: string, json: IDataObject, on: Workflow = workflow) =>
	evaluateItem(expression, { json }, on);

/**
 * An expression as node `node` of `on` evaluates it for its one input `item`, put out by
 * `previous`, in a run whose earlier nodes' data is `runExecutionData` ($('…').item follows it).
 */
const evaluatedIn =
	(
		on: Workflow,
		runExecutionData: IRunExecutionData,
		node: string,
		previous: string,
		item: INodeExecutionData,
	) =>
	(expression: string) =>
		on.expression.getParameterValue(
			expression,
			runExecutionData,
			0,
			0,
			node,
			[item],
			'trigger',
			{},
			{
				node: on.getNode(node)!,
				data: { main: [[item]] },
				source: { main: [{ previousNode: previous }] },
			},
		);

const archiveNameExpression = (template: Template) =>
	asMailbox(
		String((parameters(template, 'DMS: Archive Original').options as IDataObject).fileName ?? ''),
	);
const archiveName = (fields: IDataObject, fileName = 'scan.PDF') =>
	String(
		evaluate(archiveNameExpression(TEMPLATES.datatables), {
			fields,
			file_name: fileName,
		}),
	);
const bytes = (text: string) => Buffer.byteLength(text);

const ORDINARY = {
	supplier_name: 'Fabrikam Druck & Papier KG',
	invoice_date: '2026-11-28',
	invoice_number: 'R-0001',
};
const LONG_SUPPLIER = `${'Internationale Handels- und Logistikgesellschaft für Büro '.repeat(5)}GmbH`;

describe('the archive name', () => {
	it('is the same expression in the three templates', () => {
		const names = Object.values(TEMPLATES).map(archiveNameExpression);
		expect(new Set(names).size).toBe(1);
		expect(names[0]).not.toBe('');
	});

	it('names an ordinary invoice <supplier>_<date>_<number>.<extension>', () => {
		expect(archiveName(ORDINARY)).toBe('Fabrikam Druck - Papier KG_2026-11-28_R-0001.pdf');
	});

	it("takes a credit note's number and date", () => {
		expect(
			archiveName({
				supplier_name: 'ACME',
				credit_note_date: '2026-11-02',
				credit_note_number: 'CN-7',
			}),
		).toBe('ACME_2026-11-02_CN-7.pdf');
	});

	it('stays within 255 bytes, however long the supplier and the number, in any script', () => {
		for (const fields of [
			{ ...ORDINARY, supplier_name: LONG_SUPPLIER },
			{ ...ORDINARY, supplier_name: '株式会社'.repeat(90), invoice_number: '請求書'.repeat(60) },
			{ ...ORDINARY, supplier_name: '🧾'.repeat(100), invoice_date: '📅'.repeat(30) },
		]) {
			const name = archiveName(fields, 'x.tiff');
			expect(bytes(name)).toBeLessThanOrEqual(255);
			expect(name.endsWith('.tiff')).toBe(true);
			// Cut at whole letters: no half of a character.
			expect(name).not.toContain('\ufffd');
			expect(Buffer.from(name).toString()).toBe(name);
		}
		expect(
			archiveName({ ...ORDINARY, supplier_name: LONG_SUPPLIER }).startsWith(
				'Internationale Handels',
			),
		).toBe(true);
	});

	it('never starts with a dot, and keeps out of other folders', () => {
		expect(archiveName({ ...ORDINARY, supplier_name: '../../Xyz Trading' })).toBe(
			'Xyz Trading_2026-11-28_R-0001.pdf',
		);
		expect(archiveName({ ...ORDINARY, supplier_name: '...' })).toBe(
			'unknown_2026-11-28_R-0001.pdf',
		);
		expect(archiveName({})).toBe('unknown_unknown_unknown.pdf');
	});
});

describe('what the ERP gets', () => {
	const FIELDS = {
		supplier_name: 'ACME\u0000 Supplies\u0007 GmbH ',
		credit_note_number: 'CN-7',
		credit_note_date: '2026-11-02',
		total_amount: 10,
		due_date: '2026-12-02',
	};
	const replacements = (name: keyof typeof TEMPLATES, node: string, json: IDataObject) =>
		evaluate(
			asMailbox(
				String((parameters(TEMPLATES[name], node).options as IDataObject).queryReplacement),
			),
			json,
		) as unknown[];
	/** The JSON ERP: Book Invoice hands PostgreSQL for the invoice, which keeps the keys it has columns for. */
	const header = (name: keyof typeof TEMPLATES, json: IDataObject) =>
		JSON.parse(String(replacements(name, 'ERP: Book Invoice', json)[0])) as IDataObject;

	it.each(['datatables', 'postgres', 'reviewed', 'reviewedPostgres'] as const)(
		"the %s template: a credit note's number and date, the supplier without control characters, every field read under its own name",
		(name) => {
			const json = { fields: FIELDS, doc_id: 'doc_1', file_name: 'cn.pdf' };
			expect(header(name, json)).toEqual({
				...FIELDS,
				vendor: 'ACME  Supplies  GmbH',
				invoice_number: 'CN-7',
				invoice_date: '2026-11-02',
				doc_id: 'doc_1',
				file_name: 'cn.pdf',
			});
			const query = String(parameters(TEMPLATES[name], 'ERP: Book Invoice').query);
			expect(query).toContain('jsonb_populate_record(null::invoices,');
		},
	);

	// The invoice and its lines go in one statement (all or nothing), each line's values under the
	// ERP's column names: a column the ERP's administrator adds to invoice_lines fills by itself.
	it.each(['datatables', 'postgres', 'reviewed', 'reviewedPostgres'] as const)(
		'the %s template: the lines as read, in the same statement as the invoice',
		(name) => {
			const lineItems = [{ position: 1, description: 'Paper', quantity: 2, amount: 9.5 }];
			const values = replacements(name, 'ERP: Book Invoice', {
				fields: FIELDS,
				doc_id: 'doc_1',
				lineItems,
			});
			expect(JSON.parse(String(values[1]))).toEqual(lineItems);
			expect(
				JSON.parse(String(replacements(name, 'ERP: Book Invoice', { fields: {} })[1])),
			).toEqual([]);
			const query = String(parameters(TEMPLATES[name], 'ERP: Book Invoice').query);
			expect(query).toContain('jsonb_populate_record(null::invoice_lines,');
			// A line's vendor and number are those the invoice was written with (cleaned, a credit
			// note's number), taken from the same statement's insert.
			expect(query).toContain(
				"jsonb_build_object('vendor', header.vendor,\n      'invoice_number', header.invoice_number)",
			);
		},
	);

	// One statement and one set of values wherever an invoice is booked: the mailbox templates and
	// their Reviewed → ERP companions (which read the document from their trigger) book alike.
	it('the four templates book an invoice with the same statement and values', () => {
		const [first, ...others] = (
			['datatables', 'postgres', 'reviewed', 'reviewedPostgres'] as const
		).map((name) => {
			const book = parameters(TEMPLATES[name], 'ERP: Book Invoice');
			return [book.query, asMailbox(String((book.options as IDataObject).queryReplacement))];
		});
		for (const other of others) expect(other).toEqual(first);
	});

	it.each(['datatables', 'postgres', 'reviewed', 'reviewedPostgres'] as const)(
		'the %s template: a supplier or number not read stays empty (null), never text',
		(name) => {
			const values = header(name, { fields: {}, doc_id: 'doc_1' });
			expect([values.vendor, values.invoice_number, values.invoice_date]).toEqual([
				null,
				null,
				null,
			]);
		},
	);
});

/** The Data tables companion's Invoice Done reason for document `found`, after Row So Far read `row`. */
const invoiceDoneReason = (row: IDataObject, found: IDataObject) => {
	const on = chainOf(['Invoice to Book', 'Row So Far', 'Invoice Done']);
	const item = { json: row, pairedItem: { item: 0 } };
	const runExecutionData = createRunExecutionData({
		resultData: {
			runData: {
				'Invoice to Book': ranOnce(found),
				'Row So Far': ranOnce(row, 'Invoice to Book'),
			} as never,
		},
	});
	const columns = (
		parameters(TEMPLATES.reviewed, 'Invoice Done').columns as { value: Record<string, string> }
	).value;
	return evaluatedIn(on, runExecutionData, 'Invoice Done', 'Row So Far', item)(columns.reason);
};

// Issue 50: a reviewed document is booked by the Reviewed → ERP companion of its mailbox template,
// which then says so in the same intake log (Data tables, or intake_files), keeping what the
// reviewer did in the review form (Reviewer's Answer) where the reviewer answered there.
describe('a reviewed document in the ERP', () => {
	const json = {
		doc_id: 'doc_9',
		fields: { supplier_name: 'ACME Supplies', credit_note_number: 'CN-7' },
	};
	const reasonAfterRow = (row: IDataObject, found: IDataObject = json) =>
		invoiceDoneReason(row, found);

	// Not `outcome = uploaded`: a row Not Booked set to `failed` is finished by its run's Retry. Not
	// `done = false` either: the mailbox template's File Done marks a row waiting for review done.
	it("the Data tables companion: its document's row (not a copy sent before), read first, then done and uploaded", () => {
		for (const node of ['Row So Far', 'Invoice Done']) {
			const filters = (
				parameters(TEMPLATES.reviewed, node).filters as { conditions: IDataObject[] }
			).conditions;
			expect(filters.map((each) => [each.keyName, each.condition, each.keyValue])).toEqual([
				['=doc_id', '=eq', "={{ $('Invoice to Book').item.json.doc_id }}"],
				['=outcome', '=neq', 'sent_before'],
			]);
		}
		const columns = (
			parameters(TEMPLATES.reviewed, 'Invoice Done').columns as { value: Record<string, string> }
		).value;
		expect([evaluate(columns.done, json), columns.outcome]).toEqual([true, 'uploaded']);
	});

	it('reviewed at the service: says it is in the ERP, validated there, a credit note by its number', () => {
		expect(reasonAfterRow({ reason: 'Uploaded, to review: low confidence. Waiting …' })).toBe(
			'In the ERP: invoice CN-7 from ACME Supplies; validated by the reviewer at the service; the original in the archive',
		);
	});

	it('answered in the review form: keeps what the reviewer corrected, or that it was confirmed', () => {
		expect(
			reasonAfterRow({
				reason:
					'Answered in the review form: corrected by the reviewer: Total amount 119 → 120.11, Currency EUR → CHF; on its way to the ERP',
			}),
		).toBe(
			'In the ERP: invoice CN-7 from ACME Supplies; corrected by the reviewer: Total amount 119 → 120.11, Currency EUR → CHF; the original in the archive',
		);
		expect(
			reasonAfterRow({
				reason:
					'Answered in the review form: confirmed by the reviewer as read; on its way to the ERP',
			}),
		).toBe(
			'In the ERP: invoice CN-7 from ACME Supplies; confirmed by the reviewer as read; the original in the archive',
		);
	});

	it('without a number or supplier read, says so rather than guessing', () => {
		expect(reasonAfterRow({}, { doc_id: 'doc_9', fields: {} })).toBe(
			'In the ERP: invoice (no number); validated by the reviewer at the service; the original in the archive',
		);
	});

	it("the PostgreSQL variant's companion: the same words, the reviewer's kept by its update", () => {
		const done = parameters(TEMPLATES.reviewedPostgres, 'Invoice Done');
		// The reviewer's words are found in the row as the Data tables companion finds them.
		const pattern = String(/substring\(reason from '([^']+)'\)/.exec(String(done.query))?.[1]);
		const dataTables = String(
			(parameters(TEMPLATES.reviewed, 'Invoice Done').columns as { value: { reason: string } })
				.value.reason,
		);
		expect(dataTables).toContain(`.match(/${pattern}/)`);
		expect(String(done.query)).toContain(
			"coalesce('; ' || substring(reason from '" +
				pattern +
				"'), '; validated by the reviewer at the service') || '; the original in the archive'\nwhere doc_id = $1 and outcome in ('uploaded', 'failed')",
		);
		const values = evaluate(
			asMailbox(String((done.options as IDataObject).queryReplacement)),
			json,
		) as unknown[];
		expect(values).toEqual(['doc_9', 'In the ERP: invoice CN-7 from ACME Supplies']);
	});
});

// Issue 50, item 1: a reviewed invoice the ERP or the archive refuses. Book Each Invoice runs each
// invoice in a run of its own; a refusal fails that run alone (its Retry books it), and the
// parent's error output marks the file's row and tells a person, keeping the reviewer's words so
// that Invoice Done, after the Retry, still says what the reviewer did.
describe('a reviewed invoice the ERP or the archive refuses', () => {
	const doc = { doc_id: 'doc_9', file_name: 'Scan 7.pdf', fields: { supplier_name: 'ACME' } };
	/**
	 * Not Booked's outcome and reason in the Data tables companion, for the file's `row`, the run's
	 * `error` and the failed run's ID (`runId`: Execute Workflow's error item carries it).
	 */
	const notBooked = (row: IDataObject, error: string, runId?: string) => {
		const on = chainOf([
			'Reviewed by a Person?',
			'Book Each Invoice',
			'Row When Refused',
			'Not Booked',
		]);
		const runExecutionData = createRunExecutionData({
			resultData: {
				runData: {
					'Reviewed by a Person?': ranOnce(doc),
					'Book Each Invoice': ranOnce(
						{ error },
						'Reviewed by a Person?',
						runId ? { subExecution: { executionId: runId, workflowId: 'w' } } : undefined,
					),
					'Row When Refused': ranOnce(row, 'Book Each Invoice'),
				} as never,
			},
		});
		const columns = (
			parameters(TEMPLATES.reviewed, 'Not Booked').columns as { value: Record<string, string> }
		).value;
		const run = evaluatedIn(on, runExecutionData, 'Not Booked', 'Row When Refused', {
			json: row,
			pairedItem: { item: 0 },
		});
		return [columns.outcome, run(columns.reason)];
	};

	it('each invoice is booked in a run of its own, whose failure goes to the error output', () => {
		const book = TEMPLATES.reviewed.nodes.find((node) => node.name === 'Book Each Invoice') as {
			parameters: IDataObject;
			onError?: string;
		};
		expect([book.parameters.mode, book.parameters.options, book.onError]).toEqual([
			'each',
			{ waitForSubWorkflow: true },
			'continueErrorOutput',
		]);
		expect((book.parameters.workflowId as IDataObject).value).toBe('={{ $workflow.id }}');
	});

	it('the row says failed, why, what to do, and keeps what the reviewer corrected', () => {
		expect(
			notBooked(
				{
					reason:
						'Answered in the review form: corrected by the reviewer: Total amount 119 → 120.11; on its way to the ERP',
				},
				'supplier blocked',
			),
		).toEqual([
			'failed',
			'Not booked: the ERP or the archive refused it (supplier blocked); corrected by the reviewer: Total amount 119 → 120.11. Fix that, then Retry its run in n8n: Executions of Reviewed → ERP, the run marked Error',
		]);
		expect(notBooked({ reason: 'Uploaded, to review: …' }, 'supplier blocked', '812')).toEqual([
			'failed',
			'Not booked: the ERP or the archive refused it (supplier blocked). Fix that, then Retry its run in n8n: Executions of Reviewed → ERP, the run marked Error (run 812)',
		]);
		expect(notBooked({ reason: 'Uploaded, to review: …' }, '')).toEqual([
			'failed',
			'Not booked: the ERP or the archive refused it (it gave no reason). Fix that, then Retry its run in n8n: Executions of Reviewed → ERP, the run marked Error',
		]);
	});

	it("after the Retry, Invoice Done keeps the reviewer's words from the failed row", () => {
		const [, reason] = notBooked(
			{
				reason:
					'Answered in the review form: confirmed by the reviewer as read; on its way to the ERP',
			},
			'supplier blocked',
		);
		expect(invoiceDoneReason({ reason: String(reason) }, doc)).toBe(
			'In the ERP: invoice (no number) from ACME; confirmed by the reviewer as read; the original in the archive',
		);
	});

	it('the PostgreSQL variant marks the row alike, with the same pattern and words', () => {
		const query = String(parameters(TEMPLATES.reviewedPostgres, 'Not Booked').query);
		const dataTables = String(
			(parameters(TEMPLATES.reviewed, 'Not Booked').columns as { value: { reason: string } }).value
				.reason,
		);
		const pattern = String(/substring\(reason from '([^']+)'\)/.exec(query)?.[1]);
		expect(dataTables).toContain(`.match(/${pattern}/)`);
		const fix = /'\. (Fix that[^']*)'/.exec(query)?.[1];
		expect(dataTables).toContain(`. ${fix}`);
		expect(query).toContain(
			"set outcome = 'failed', reason = 'Not booked: the ERP or the archive refused it ('",
		);
		expect(query).toContain("where doc_id = $1 and outcome in ('uploaded', 'failed')");
	});
});

// Issue 50, item 3: the review in n8n is a form of the Reviewed → ERP companion; the reviewer's
// mail opens it filled with the values read (the link's query), and the answer goes to the service.
describe.each(['reviewed', 'reviewedPostgres'] as const)('the review form (%s)', (kind) => {
	const answerOf = (submitted: IDataObject) => {
		const { assignments } = parameters(TEMPLATES[kind], 'The Answer').assignments as {
			assignments: Array<{ name: string; value: string }>;
		};
		return Object.fromEntries(
			assignments.map(({ name, value }) => [name, evaluate(value, submitted)]),
		);
	};
	const READ = {
		doc: 'doc_4',
		Supplier: 'ACME',
		'Invoice number': 'R-1',
		'Total amount': '119',
		Currency: 'EUR',
	};
	const SUBMITTED = {
		Supplier: 'ACME',
		'Invoice number': 'R-1',
		'Invoice date': '',
		'Due date': '2026-12-31',
		'Net amount': 100,
		'Tax amount': 19,
		'Total amount': 119,
		Currency: 'EUR',
		formQueryParameters: READ,
	};

	it("answers for the link's document, with the fields the reviewer left filled, under the service's names", () => {
		const { doc_id, fields } = answerOf(SUBMITTED);
		expect(doc_id).toBe('doc_4');
		expect(fields).toEqual({
			supplier_name: 'ACME',
			invoice_number: 'R-1',
			due_date: '2026-12-31',
			net_amount: 100,
			tax_amount: 19,
			total_amount: 119,
			currency: 'EUR',
		});
	});

	it('names what the reviewer changed against what was read (a number typed alike is no change)', () => {
		expect(answerOf(SUBMITTED).changes).toBe(
			'Due date not read → 2026-12-31, Net amount not read → 100, Tax amount not read → 19',
		);
		expect(
			answerOf({
				...SUBMITTED,
				'Total amount': 120.11,
				Currency: '',
				'Net amount': '',
				'Tax amount': '',
				'Due date': '',
			}).changes,
		).toBe('Total amount 119 → 120.11, Currency EUR → empty');
		expect(
			answerOf({
				...SUBMITTED,
				'Total amount': '119.00',
				'Net amount': '',
				'Tax amount': '',
				'Due date': '',
			}).changes,
		).toBe('');
	});

	it("Reviewer's Answer writes in the file's row what the reviewer did", () => {
		const given = parameters(TEMPLATES[kind], "Reviewer's Answer");
		const on = chainOf(['The Answer', 'Validate the Answer', "Reviewer's Answer"]);
		const said = (changes: string) => {
			const runExecutionData = createRunExecutionData({
				resultData: {
					runData: {
						'The Answer': ranOnce({ doc_id: 'doc_4', changes }),
						'Validate the Answer': ranOnce({ doc_id: 'doc_4' }, 'The Answer'),
					} as never,
				},
			});
			const run = evaluatedIn(on, runExecutionData, "Reviewer's Answer", 'Validate the Answer', {
				json: { doc_id: 'doc_4' },
				pairedItem: { item: 0 },
			});
			if (kind === 'reviewed')
				return run((given.columns as { value: Record<string, string> }).value.reason);
			return (run(String((given.options as IDataObject).queryReplacement)) as unknown[])[1];
		};
		expect(said('Total amount 119 → 120.11')).toBe(
			'Answered in the review form: corrected by the reviewer: Total amount 119 → 120.11; on its way to the ERP',
		);
		expect(said('')).toBe(
			'Answered in the review form: confirmed by the reviewer as read; on its way to the ERP',
		);
	});
});

describe('Fields Needed in the mailbox templates', () => {
	it.each(['datatables', 'postgres'] as const)(
		'%s: Upload Documents sends a document without the number or supplier the ERP keys by to review',
		(name) => {
			const options = parameters(TEMPLATES[name], 'Upload Documents').options as IDataObject;
			expect(options.requiredFields).toBe('invoice_number or credit_note_number, supplier_name');
		},
	);
});

describe('the Data tables template writes one time zone', () => {
	it("a mail's sent_at in n8n's time zone, as its logged_at", () => {
		const facts = parameters(TEMPLATES.datatables, 'Mail Facts').assignments as {
			assignments: Array<{ name: string; value: string }>;
		};
		const sentAt = facts.assignments.find((assignment) => assignment.name === 'sentAt')!.value;
		const logMail = (
			parameters(TEMPLATES.datatables, 'Log Mail').columns as {
				value: Record<string, string>;
			}
		).value;
		const offset = (iso: string) => /([+-]\d\d:\d\d|Z)$/.exec(iso)?.[1];
		// A clerk's n8n set to their own time zone (Settings, or the workflow's).
		const berlin = workflowIn('Europe/Berlin');
		const sent = String(evaluate(sentAt, { date: '2026-11-24T09:15:00.000Z' }, berlin));
		const logged = String(evaluate(logMail.logged_at, {}, berlin));
		expect(offset(logged)).toBe('+01:00');
		// The same instant as the mail's Date header, written with the offset logged_at has.
		expect(new Date(sent).toISOString()).toBe('2026-11-24T09:15:00.000Z');
		expect(offset(sent)).toBe(offset(logged));
		expect(evaluate(sentAt, {})).toBe('');
	});
});

describe('a refused invoice reaches a person', () => {
	it.each(['datatables', 'postgres'] as const)(
		'%s: Route sends a failed row to Tell a Person, whose subject says Not booked',
		(name) => {
			const route = parameters(TEMPLATES[name], 'Route').rules as {
				values: Array<{
					outputKey: string;
					conditions: { conditions: Array<{ leftValue: string }> };
				}>;
			};
			// By name: the outputs' order is the canvas' (top to bottom as their steps lie).
			const toPerson = route.values.find((rule) => rule.outputKey === 'Tell a Person')!;
			const others = route.values.filter((rule) => rule !== toPerson);
			const row = (outcome: string) => ({ outcome, file_name: 'x.pdf', sender: 'a@b.test' });
			expect(evaluate(toPerson.conditions.conditions[0].leftValue, row('failed'))).toBe(true);
			expect(evaluate(toPerson.conditions.conditions[0].leftValue, row('to_person'))).toBe(true);
			// No other output takes it.
			for (const rule of others)
				expect(evaluate(rule.conditions.conditions[0].leftValue, row('failed'))).toBe(false);
			const subject = String(parameters(TEMPLATES[name], 'Tell a Person').subject);
			expect(evaluate(subject, row('failed'))).toBe('Not booked: x.pdf from a@b.test');
			expect(evaluate(subject, row('to_person'))).toBe('Not processed: x.pdf from a@b.test');
		},
	);
});

// Route's outputs lie in the canvas' order (the archive and ERP row first, the review row last),
// so each row's rule must not depend on an earlier rule having taken it: at most one output each.
describe('Route', () => {
	const routeOf = (template: Template) =>
		(
			parameters(template, 'Route').rules as {
				values: Array<{
					outputKey: string;
					conditions: { conditions: Array<{ leftValue: string }> };
				}>;
			}
		).values;
	const on = chainOf(['Upload Documents', 'Route']);
	const outputsFor = (template: Template, row: IDataObject, needsReview: boolean) => {
		const run = evaluatedIn(
			on,
			createRunExecutionData({
				resultData: {
					runData: { 'Upload Documents': ranOnce({ doc_id: 'doc_1', needsReview }) } as never,
				},
			}),
			'Route',
			'Upload Documents',
			{ json: row, pairedItem: { item: 0 } },
		);
		return routeOf(template)
			.filter((rule) => run(rule.conditions.conditions[0].leftValue) === true)
			.map((rule) => rule.outputKey);
	};

	// A logo or signature needs nothing after its row: the row is done as it is logged, and Route
	// (which has no output for it) lets it go.
	it('datatables: a file the service did not take as a document is done as it is logged', () => {
		const columns = (
			parameters(TEMPLATES.datatables, 'Log File').columns as {
				value: Record<string, string>;
			}
		).value;
		const row = (json: IDataObject) => [
			evaluate(columns.outcome, json),
			evaluate(columns.done, json),
		];
		expect(row({ taken: false, reasonCode: 'smallImage' })).toEqual(['ignored', true]);
		expect(row({ taken: false, reasonCode: 'mailExtra' })).toEqual(['ignored', true]);
		expect(row({ taken: false, reasonCode: 'unsupportedType' })).toEqual(['to_person', false]);
		expect(row({ taken: true, status: 'done', doc_id: 'doc_1' })).toEqual(['uploaded', false]);
		expect(row({ taken: true, status: 'error', doc_id: 'doc_1' })).toEqual(['to_person', false]);
		expect(outputsFor(TEMPLATES.datatables, { outcome: 'ignored' }, false)).toEqual([]);
	});

	it.each(['datatables', 'postgres'] as const)('%s: sends each row to one output', (name) => {
		const template = TEMPLATES[name];
		const uploaded = { outcome: 'uploaded', doc_id: 'doc_1' };
		expect(outputsFor(template, uploaded, false)).toEqual(['Export']);
		expect(outputsFor(template, uploaded, true)).toEqual(['Needs Review']);
		expect(outputsFor(template, { outcome: 'to_person' }, false)).toEqual(['Tell a Person']);
		expect(outputsFor(template, { outcome: 'failed' }, false)).toEqual(['Tell a Person']);
	});
});

// A mail with no file is not a dead end: its row says so (issue 50, "a mail without files has an
// outcome and a reason"), and no person is mailed for it (Route sends it nowhere: its row is done
// as it is logged).
describe('a mail without a file', () => {
	const facts = (files: number, fileInText = '') => ({
		mailId: '<m@x> 0123456789ab',
		sender: 'a@b.test',
		subject: 'Lunch?',
		sentAt: '',
		files,
		fileInText,
	});
	const condition = (template: Template) =>
		(
			parameters(template, 'File in Text or None?').conditions as {
				conditions: Array<{ leftValue: string }>;
			}
		).conditions[0].leftValue;
	/** The outcome and reason the template logs for the mail, from either kind of log node. */
	const logged = (name: 'datatables' | 'postgres', json: IDataObject) => {
		const log = parameters(TEMPLATES[name], 'Log Text File or None');
		if (name === 'datatables') {
			const value = (log.columns as { value: Record<string, string> }).value;
			return [evaluate(value.outcome, json), evaluate(value.reason, json)];
		}
		const values = evaluate(String((log.options as IDataObject).queryReplacement), json);
		return (values as unknown as string[]).slice(3, 5);
	};

	it.each(['datatables', 'postgres'] as const)(
		'%s: is logged no_file with a reason; a file in the text still goes to a person',
		(name) => {
			const template = TEMPLATES[name];
			expect(evaluate(condition(template), facts(0))).toBe(true);
			expect(evaluate(condition(template), facts(1, "a PDF in the mail's text"))).toBe(true);
			expect(evaluate(condition(template), facts(2))).toBe(false);
			const [outcome, reason] = logged(name, facts(0));
			expect(outcome).toBe('no_file');
			const route = parameters(template, 'Route').rules as {
				values: Array<{
					outputKey: string;
					conditions: { conditions: Array<{ leftValue: string }> };
				}>;
			};
			// Not for a person, not for review or export: Route sends it nowhere, its row done as logged.
			expect(
				route.values
					.filter((rule) => evaluate(rule.conditions.conditions[0].leftValue, { outcome }))
					.map((rule) => rule.outputKey),
			).toEqual([]);
			expect(reason).toMatch(/^No file attached: nothing to process\./);
			expect(logged(name, facts(1, 'scan.pdf'))[0]).toBe('to_person');
		},
	);
});

// A .zip with no file in it left no row at all: a mail whose only attachment it was had no outcome.
describe('an archive', () => {
	/** The reason each template logs for an archive, from the unpacking's error (none: it was empty). */
	const reasons = {
		datatables: (
			parameters(TEMPLATES.datatables, 'Note Unreadable Archive').assignments as {
				assignments: Array<{ name: string; value: string }>;
			}
		).assignments.find((each) => each.name === 'unreadableReason')!.value,
		// The PostgreSQL variant's row: [mail, file, hash, outcome, reason, document].
		postgres: `={{ ${
			/'to_person', (.*), null\] \}\}$/.exec(
				String(
					(parameters(TEMPLATES.postgres, 'Log Unreadable Archive').options as IDataObject)
						.queryReplacement,
				),
			)?.[1]
		} }}`,
	};
	const unpacked = (template: Template, binary: INodeExecutionData['binary']) =>
		evaluateItem(
			(
				parameters(template, 'Anything in the Archive?').conditions as {
					conditions: Array<{ leftValue: string }>;
				}
			).conditions[0].leftValue,
			{ json: {}, binary },
		);
	const file = { data: '', mimeType: 'application/pdf', fileName: 'R-1.pdf' };

	it.each(['datatables', 'postgres'] as const)(
		'%s: goes on with its files, or to a person when it has none',
		(name) => {
			expect(unpacked(TEMPLATES[name], { file_0: file })).toBe(true);
			expect(unpacked(TEMPLATES[name], {})).toBe(false);
			expect(unpacked(TEMPLATES[name], undefined)).toBe(false);
		},
	);

	it.each(['datatables', 'postgres'] as const)(
		'%s: the reason says it is empty, or why it could not be unpacked',
		(name) => {
			const reason = (json: IDataObject) => String(evaluate(reasons[name], json));
			expect(reason({ mailId: '<m@x>' })).toBe(
				'The archive has no file in it: ask the sender to send the files again',
			);
			expect(reason({ error: 'unknown compression type 99' })).toMatch(
				/^The archive could not be unpacked: it is protected by a password \(AES\)/,
			);
			expect(reason({ error: 'invalid zip data' })).toMatch(/no complete ZIP archive/);
		},
	);
});

// A mail whose text quotes "%PDF-1.7" beside its attached PDF got a false "Not processed" mail
// (issue 51): a file counts as in the text only when it is there whole.
describe('a file in the mail text', () => {
	const assignment = (name: 'datatables' | 'postgres', field: string) =>
		(
			parameters(TEMPLATES[name], 'Mail Facts').assignments as {
				assignments: Array<{ name: string; value: string }>;
			}
		).assignments.find((each) => each.name === field)!.value;
	const pdfText =
		'%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n';
	const uuencoded = 'Here it is:\nbegin 644 R-0815.pdf\nM)5!$1BTQ+C0*\n`\nend\n';
	const base64 = `Invoice attached below:\n${Buffer.from(pdfText.repeat(8)).toString('base64')}\n`;

	it.each(['datatables', 'postgres'] as const)(
		'%s: a PDF, a uuencoded file or a PDF in base64 counts; a quoted "%%PDF-1.7" does not',
		(name) => {
			const facts = (text: string) => [
				evaluate(assignment(name, 'files'), { text }),
				evaluate(assignment(name, 'fileInText'), { text }),
			];
			expect(facts(pdfText)).toEqual([1, "a PDF in the mail's text"]);
			expect(facts(uuencoded)).toEqual([1, 'R-0815.pdf']);
			expect(facts(base64)).toEqual([1, "a PDF in the mail's text"]);
			expect(facts('Our system writes %PDF-1.7 files; the invoice is attached.')).toEqual([0, '']);
			expect(facts('begin 644 is how uuencode starts, they say.')).toEqual([0, '']);
		},
	);
});

// An S/MIME or PGP encrypted mail went to a person with a reason that never said so (issue 51).
describe('an encrypted mail', () => {
	const reasonOf = () =>
		(parameters(TEMPLATES.datatables, 'Log File').columns as { value: Record<string, string> })
			.value.reason;

	it('is logged with the reason "encrypted", whose key it needs and what to do', () => {
		const row = (fileName: string) =>
			String(evaluate(reasonOf(), { taken: false, fileName, reason: 'not a PDF' }));
		expect(row('smime.p7m')).toMatch(
			/^Encrypted \(S\/MIME\): the key is with the recipient, .*forward the invoice unencrypted/,
		);
		expect(row('encrypted.asc')).toMatch(/^Encrypted \(PGP\)/);
		expect(row('logo.png')).toBe('not a PDF');
	});

	it('the PostgreSQL variant logs the same reason', () => {
		const encrypted = /\(\/\\\.\(p7m[^]*?: \$json\.reason\)/.exec(reasonOf())?.[0];
		expect(encrypted).toBeDefined();
		const query = String(
			(parameters(TEMPLATES.postgres, 'Log File').options as IDataObject).queryReplacement,
		);
		expect(query).toContain(encrypted);
	});
});

// A PDF with a password went to review with made-up values (issue 51). The service now refuses it;
// the person told is also told when the mail's text gives the password (Log Not Read's reason).
describe('a password in the mail text', () => {
	it.each(['datatables', 'postgres'] as const)(
		'%s: Mail Facts notes a password the text mentions, in the words suppliers write',
		(name) => {
			const mentions = (
				parameters(TEMPLATES[name], 'Mail Facts').assignments as {
					assignments: Array<{ name: string; value: string }>;
				}
			).assignments.find((each) => each.name === 'passwordInText')!.value;
			const said = (text: string, html?: string) => evaluate(mentions, { text, html });
			expect(said('Das Kennwort für die Rechnung lautet R4711.')).toBe(true);
			expect(said('Passwort: 4711')).toBe(true);
			expect(said('', '<p>The PDF password is <b>acme-2026</b></p>')).toBe(true);
			expect(said('Le mot de passe est 1234')).toBe(true);
			expect(said('Please find the invoice attached.')).toBe(false);
			expect(said('')).toBe(false);
		},
	);

	it.each(['datatables', 'postgres'] as const)(
		"%s: Log Not Read adds what to do with it only to a password's refusal",
		(name) => {
			const log = parameters(TEMPLATES[name], 'Log Not Read');
			const reason =
				name === 'datatables'
					? (log.columns as { value: Record<string, string> }).value.reason
					: String((log.options as IDataObject).queryReplacement);
			// The file's mail, as Take In the Mail hands it over.
			const mail = "$('To Upload?')";
			expect(reason).toContain(`/password/i.test($json.error) && ${mail}.item.json.passwordInText`);
			expect(reason).toContain("The mail's text gives a password: open the PDF with it");
		},
	);
});

// n8n 2.8.4's Email Trigger can hand one batch of mails to several executions at once; under load
// (CI, 2026-11-29) seven of them reached Mail to Do? more than 10 s after the first had logged the
// mails, each took them as a Retry and asked the reviewer again. A reading takes a mail over only
// when it logged it 10 s or more after the first reading did (a Retry, the mailbox read again
// after a crash), however late it gets to Mail to Do?.
describe('each mail once: a second reading', () => {
	const MAIL = '<m@x> 0123456789ab';
	const condition = (
		parameters(TEMPLATES.datatables, 'Mail to Do?').conditions as {
			conditions: Array<{ leftValue: string }>;
		}
	).conditions[1].leftValue;
	const at = (seconds: number) => new Date(Date.UTC(2026, 10, 29, 11, 16, seconds)).toISOString();
	/** Mail to Do?'s test for a reading that logged the mail as row `own`, the first row `first`. */
	const takesOver = (
		first: { id: number; executionId: string; loggedAt: string },
		own: { id: number; loggedAt: string },
		executionId: string,
	) => {
		const row = (id: number, execution: string, loggedAt: string) => ({
			id,
			mail_id: MAIL,
			execution_id: execution,
			logged_at: loggedAt,
		});
		const on = chainOf(['Log Mail', 'First Reading', 'Mail to Do?']);
		const runExecutionData = createRunExecutionData({
			resultData: {
				runData: {
					'Log Mail': ranOnce(row(own.id, executionId, own.loggedAt)),
					'First Reading': ranOnce(row(first.id, first.executionId, first.loggedAt)),
				} as never,
			},
		});
		return on.expression.getParameterValue(
			condition,
			runExecutionData,
			0,
			0,
			'Mail to Do?',
			[{ json: { mailId: MAIL } }],
			'trigger',
			{
				$execution: { id: executionId, mode: 'production', resumeUrl: '', resumeFormUrl: '' },
			},
		);
	};

	it('the first reading does the mail', () => {
		expect(
			takesOver({ id: 1, executionId: '15', loggedAt: at(15) }, { id: 1, loggedAt: at(15) }, '15'),
		).toBe(true);
	});

	it('a reading of the same batch stops, however late it gets to Mail to Do?', () => {
		// Logged 3 s after the first: the same delivery, whenever this is evaluated.
		expect(
			takesOver({ id: 1, executionId: '15', loggedAt: at(15) }, { id: 7, loggedAt: at(18) }, '21'),
		).toBe(false);
	});

	it('a Retry after a crash takes the mail over, whether it logs it again or not', () => {
		expect(
			takesOver({ id: 1, executionId: '15', loggedAt: at(0) }, { id: 9, loggedAt: at(31) }, '40'),
		).toBe(true);
		// Its Log Mail output kept from the crashed execution: the first row is its own.
		expect(
			takesOver({ id: 1, executionId: '15', loggedAt: at(0) }, { id: 1, loggedAt: at(0) }, '40'),
		).toBe(true);
	});
});

// One wait for the reading and the claims (2026-12-01): a reading claims its mail's files before it
// knows the mail is its own; one that does not do the mail gives its claims back, but never the
// lowest claim of a content, which others may be reading as the one that wins.
describe('a second reading gives its claims back, all but the lowest', () => {
	const MAIL = '<m@x> 0123456789ab';
	const filters = (
		parameters(TEMPLATES.datatables, 'Release Own Claim').filters as {
			conditions: Array<{ keyName: string; condition: string; keyValue: string }>;
		}
	).conditions;
	const toDo = (
		parameters(TEMPLATES.datatables, 'File of a Mail to Do?').conditions as {
			conditions: Array<{ leftValue: string }>;
		}
	).conditions[0].leftValue;
	/** A run in which Mail to Do? let `mailsToDo` on and this reading claimed the file as `own`. */
	const run = (mailsToDo: string[], own: number) => {
		const on = chainOf([
			'Mail to Do?',
			'Claim File',
			'Claims Wait for Readings',
			'First Claim',
			'With Claim',
			'File of a Mail to Do?',
			'Release Own Claim',
		]);
		const mailToDo = ranOnce({});
		mailToDo[0].data.main = [mailsToDo.map((mailId) => ({ json: { mailId } })), []] as never;
		const runExecutionData = createRunExecutionData({
			resultData: {
				runData: {
					'Mail to Do?': mailToDo,
					'Claim File': ranOnce({ id: own, sha256: 'ab12', claimed_by_mail: MAIL }),
					'Claims Wait for Readings': ranOnce({ id: own }, 'Claim File'),
					'First Claim': ranOnce({ id: 0 }, 'Claims Wait for Readings'),
					'With Claim': ranOnce({ id: 0 }, 'First Claim'),
					'File of a Mail to Do?': ranOnce({ id: 0 }, 'With Claim'),
				} as never,
			},
		});
		return (node: string, previous: string, json: IDataObject) =>
			evaluatedIn(on, runExecutionData, node, previous, { json, pairedItem: { item: 0 } });
	};
	/** The claim ids Release Own Claim gives back of `rows`, its file's lowest claim `lowest`. */
	const givenBack = (own: number, lowest: number, rows: number[]) => {
		const evaluated = run([], own)('Release Own Claim', 'File of a Mail to Do?', {
			id: lowest,
			mailId: MAIL,
		});
		expect(filters.map(({ keyName }) => keyName)).toEqual(['=id', '=id']);
		const [equal, unequal] = filters.map(({ condition, keyValue }) => ({
			condition,
			value: evaluated(keyValue),
		}));
		expect([equal.condition, unequal.condition]).toEqual(['=eq', '=neq']);
		expect(parameters(TEMPLATES.datatables, 'Release Own Claim').matchType).toBe('allConditions');
		return rows.filter((id) => id === equal.value && id !== unequal.value);
	};

	it('goes on only with the files of the mails Mail to Do? let on', () => {
		const file = (mailId: string) =>
			run([MAIL], 9)('File of a Mail to Do?', 'With Claim', { mailId, id: 7 })(toDo);
		expect(file(MAIL)).toBe(true);
		expect(file('<other@x> 0123456789ab')).toBe(false);
	});

	it('gives its own claim back when an earlier one is the lowest', () => {
		expect(givenBack(9, 7, [7, 9])).toEqual([9]);
	});

	it("keeps its claim when it is the lowest: the mail's own reading takes it as its mail's", () => {
		expect(givenBack(7, 7, [7, 9])).toEqual([]);
	});
});

/**
 * What `node` writes into a file's row as its reason, its expressions evaluated by `run`: the Data
 * tables template's column; the PostgreSQL variant's second query value (which File Done's query
 * adds to the row's reason, `before`).
 */
const reasonWritten = (
	kind: 'datatables' | 'postgres',
	node: 'Invoice Done' | 'File Done',
	run: (expression: string) => unknown,
	before = '',
) => {
	const given = parameters(TEMPLATES[kind], node);
	if (kind === 'datatables')
		return run((given.columns as { value: Record<string, string> }).value.reason);
	const [, written] = run(String((given.options as IDataObject).queryReplacement)) as [
		unknown,
		string,
	];
	return node === 'File Done' ? before + written : written;
};

// "The outcome following the file to its end" (issue 50): a booked invoice's row said `Uploaded`
// to the end. Invoice Done, after the archive and the ERP, says where it is.
describe.each(['datatables', 'postgres'] as const)("a booked invoice's row (%s)", (kind) => {
	const on = chainOf([
		'Upload Documents',
		'With Values and File',
		'DMS: Archive Original',
		'ERP: Book Invoice',
		'Invoice Done',
	]);
	const archived = { json: { success: true }, pairedItem: { item: 0 } };
	const booked = {
		json: { vendor: 'ERP vendor', invoice_number: 'ERP number', lines: 1 },
		pairedItem: { item: 0 },
	};
	/**
	 * A run in which With Values and File (read and exported at once) handed the archive this
	 * document, after another of the mail, and the ERP booked what the archive took.
	 */
	const ranFor = (fields: IDataObject) => {
		const other = { doc_id: 'doc_9', fields: { invoice_number: 'OTHER', supplier_name: 'Other' } };
		return createRunExecutionData({
			resultData: {
				runData: {
					'Upload Documents': ranOnce({ doc_id: 'doc_1', fields }),
					'With Values and File': [
						{
							...ranOnce({}, 'Upload Documents')[0],
							data: {
								main: [
									[
										{ json: other, pairedItem: { item: 0 } },
										{ json: { doc_id: 'doc_1', fields }, pairedItem: { item: 0 } },
									],
								],
							},
						},
					],
					'DMS: Archive Original': [
						{
							...ranOnce(archived.json, 'With Values and File')[0],
							data: { main: [[{ ...archived, pairedItem: { item: 1 } }]] },
						},
					],
					'ERP: Book Invoice': ranOnce(booked.json, 'DMS: Archive Original'),
				} as never,
			},
		});
	};
	const reasonOf = (fields: IDataObject) =>
		reasonWritten(
			kind,
			'Invoice Done',
			evaluatedIn(on, ranFor(fields), 'Invoice Done', 'ERP: Book Invoice', booked),
		);

	it('says it is in the ERP, with its number and supplier, and archived', () => {
		expect(reasonOf(ORDINARY)).toBe(
			'In the ERP: invoice R-0001 from Fabrikam Druck & Papier KG; the original in the archive',
		);
		expect(reasonOf({ credit_note_number: 'G-17', supplier_name: 'ACME' })).toBe(
			'In the ERP: invoice G-17 from ACME; the original in the archive',
		);
	});

	// The archive hands on only `{ success: true }`: the ERP reads the document it took by paired
	// item, the document's own values, not another's of the same run.
	it("the ERP, after the archive, books the archived document's values", () => {
		const values = evaluatedIn(
			on,
			ranFor(ORDINARY),
			'ERP: Book Invoice',
			'DMS: Archive Original',
			archived,
		)(
			String(
				(parameters(TEMPLATES[kind], 'ERP: Book Invoice').options as IDataObject).queryReplacement,
			),
		) as string[];
		expect(JSON.parse(values[0])).toMatchObject({
			doc_id: 'doc_1',
			invoice_number: 'R-0001',
			vendor: 'Fabrikam Druck & Papier KG',
		});
	});

	/**
	 * What Log Not Booked writes for the document when `refusedBy` refused it with `error`: the
	 * row it finds (the document, by paired item past the archive's answer) and the reason.
	 */
	const refusal = (
		refusedBy: 'DMS: Archive Original' | 'ERP: Book Invoice',
		error: IDataObject,
	) => {
		const chain = chainOf([
			'Upload Documents',
			'With Values and File',
			'DMS: Archive Original',
			...(refusedBy === 'ERP: Book Invoice' ? ['ERP: Book Invoice'] : []),
			'Log Not Booked',
		]);
		const run = evaluatedIn(chain, ranFor(ORDINARY), 'Log Not Booked', refusedBy, {
			json: { error },
			pairedItem: { item: 0 },
		});
		const given = parameters(TEMPLATES[kind], 'Log Not Booked');
		if (kind === 'postgres')
			return run(String((given.options as IDataObject).queryReplacement)) as string[];
		const { filters, columns } = given as {
			filters: { conditions: Array<{ keyValue: string }> };
			columns: { value: Record<string, string> };
		};
		return [run(filters.conditions[0].keyValue), run(columns.value.reason)] as string[];
	};

	// The archive takes the original first: a refusal there leaves the invoice out of the ERP too,
	// one of the ERP finds it archived; the row says which, in the system's own words.
	it('a refusal says which system refused it, and what that leaves undone', () => {
		const unread =
			'. Fix that, then mark the mail as unread in the invoice inbox: n8n finishes it without uploading it again.';
		expect(refusal('ERP: Book Invoice', { message: 'supplier blocked' })).toEqual([
			'doc_1',
			`Not booked: the ERP refused it (supplier blocked); the original is in the archive${unread}`,
		]);
		expect(refusal('DMS: Archive Original', { message: 'Permission denied' })).toEqual([
			'doc_1',
			`Not archived, so not booked either: the archive refused it (Permission denied)${unread}`,
		]);
	});
});

// A copy of a file another mail has claimed is logged at once (Data tables template: Take In the
// Mail takes in all mails of a run before any upload, so a copy cannot wait for the first upload
// of its own run). Its row gets the first copy's fate from whichever of the two rows is logged
// last: Fill In the Copies after the first's Log File, or Fill In This Copy after the copy's Log
// Sent Before (once the first's row is there). CI's backlog lane found the need for it: a copy that
// gave up waiting kept "sent before as document not known yet" for good.
describe("a copy's row gets the first copy's fate", () => {
	const fillIn = parameters(TEMPLATES.datatables, 'Fill In the Copies') as {
		filters: { conditions: Array<{ keyName: string; condition: string; keyValue?: string }> };
		columns: { value: Record<string, string> };
	};
	const copyRow = (first: IDataObject) =>
		Object.fromEntries(
			Object.entries(fillIn.columns.value).map(([column, expression]) => [
				column,
				evaluate(expression, first),
			]),
		);
	const FIRST = {
		mail_id: '<a@x>',
		sha256: 'ab12',
		file_name: 'R-0001.pdf',
		sender: 'billing@fabrikam.test',
	};

	it('a copy of an uploaded file: sent before as its document', () => {
		expect(copyRow({ ...FIRST, outcome: 'uploaded', doc_id: 'doc_7', reason: 'Uploaded' })).toEqual(
			{
				outcome: 'sent_before',
				reason: 'Sent before as document doc_7 (R-0001.pdf, from billing@fabrikam.test)',
				doc_id: 'doc_7',
			},
		);
	});

	it('a copy of a file the service could not read: to a person, naming the document', () => {
		expect(
			copyRow({
				...FIRST,
				outcome: 'to_person',
				doc_id: 'doc_8',
				reason: 'The service could not read it: x',
			}),
		).toEqual({
			outcome: 'to_person',
			reason: 'The same file was sent before (document doc_8) and the service could not read it',
			doc_id: 'doc_8',
		});
	});

	it('a copy of a file not taken (a calendar invitation): the same outcome and why', () => {
		expect(
			copyRow({
				...FIRST,
				file_name: 'invite.ics',
				outcome: 'ignored',
				doc_id: null,
				reason: 'A calendar invitation',
			}),
		).toEqual({
			outcome: 'ignored',
			reason:
				'The same file came in an earlier mail at the same time and was not uploaded: A calendar invitation',
			doc_id: null,
		});
	});

	it('is filled in by the same step on either side: Fill In This Copy is Fill In the Copies', () => {
		expect(parameters(TEMPLATES.datatables, 'Fill In This Copy')).toEqual(fillIn);
	});

	/** Log Sent Before's columns for a copy whose claim (First Claim's row) is `claim`. */
	const logged = (claim: IDataObject) => {
		const on = chainOf(['With Claim', 'Leave It to the First', 'Log Sent Before']);
		const withClaim = {
			mailId: '<b@x> 1',
			sender: 'accounts@fabrikam.test',
			subject: 'Invoice',
			sentAt: '',
			sha256: 'ab12',
			...claim,
		};
		const released = { json: { state: 'released' }, pairedItem: { item: 0 } };
		const runExecutionData = createRunExecutionData({
			resultData: {
				runData: {
					'With Claim': [
						{
							...ranOnce(withClaim)[0],
							data: {
								main: [
									[
										{
											json: withClaim,
											binary: {
												file_0: {
													fileName: 'Copy of R-0001.pdf',
													mimeType: 'application/pdf',
													data: '',
												},
											},
											pairedItem: { item: 0 },
										},
									],
								],
							},
						},
					],
					'Leave It to the First': ranOnce(released.json, 'With Claim'),
				} as never,
			},
		});
		const columns = (
			parameters(TEMPLATES.datatables, 'Log Sent Before').columns as {
				value: Record<string, string>;
			}
		).value;
		const evaluated = evaluatedIn(
			on,
			runExecutionData,
			'Log Sent Before',
			'Leave It to the First',
			released,
		);
		return Object.fromEntries(
			['outcome', 'reason', 'doc_id', 'done', 'file_name'].map((column) => [
				column,
				evaluated(columns[column]),
			]),
		);
	};
	const CLAIM = {
		claimed_by_mail: '<a@x> 0',
		claimed_file: 'R-0001.pdf',
		claimed_from: 'billing@fabrikam.test',
	};

	it.each([
		[
			'as its document when the first is uploaded already',
			{ state: 'uploaded', doc_id: 'doc_7' },
			'Sent before as document doc_7 (R-0001.pdf, from billing@fabrikam.test)',
			'doc_7',
		],
		[
			'without one while the first mail is still taken in, saying it comes',
			{ state: 'uploading', doc_id: null },
			'Sent before: the same file came in R-0001.pdf from billing@fabrikam.test, which is still being taken in; this row gets its document once that mail is done',
			null,
		],
	])('a copy is logged at once, done, sent before: %s', (_, claim, reason, docId) => {
		expect(logged({ ...CLAIM, ...claim })).toEqual({
			outcome: 'sent_before',
			reason,
			doc_id: docId,
			done: true,
			file_name: 'Copy of R-0001.pdf',
		});
	});

	it('a copy logged after the service could not read the first: to a person, naming the document', () => {
		expect(logged({ ...CLAIM, state: 'refused', doc_id: 'doc_8' })).toMatchObject({
			outcome: 'to_person',
			reason: 'The same file was sent before (document doc_8) and the service could not read it',
			doc_id: 'doc_8',
		});
	});

	it('changes only the rows of copies still without theirs: same file, sent before, no document', () => {
		expect(
			fillIn.filters.conditions.map(({ keyName, condition, keyValue }) =>
				[keyName, condition, keyValue === undefined ? '' : String(evaluate(keyValue, FIRST))].join(
					' ',
				),
			),
		).toEqual(['=sha256 =eq ab12', '=outcome =eq sent_before', '=doc_id =isEmpty ']);
	});
});

// Issue 50, item 3: the reviewer's mail carries the link to the review form where Review In holds
// its address, the values read in the link's query (the form opens filled in with them).
describe.each(['datatables', 'postgres'] as const)("the reviewer's mail (%s)", (kind) => {
	const mailText = (reviewIn: string, fields: IDataObject) => {
		// The mail's subject and sender: To Upload? hands them on.
		const mail = 'To Upload?';
		const names = [
			mail,
			'Upload Documents',
			'Review In',
			'Assign to Reviewer',
			'Mail the Reviewer',
		];
		const on = chainOf(names);
		const runExecutionData = createRunExecutionData({
			resultData: {
				runData: {
					[mail]: ranOnce({ subject: 'Rechnung', sender: 'billing@acme.test' }),
					'Upload Documents': ranOnce(
						{ doc_id: 'doc_5', fileName: 'R-1.pdf', reviewReason: 'low confidence', fields },
						mail,
					),
					'Review In': ranOnce({ doc_id: 'doc_5', review_in: reviewIn }, 'Upload Documents'),
					'Assign to Reviewer': ranOnce({ doc_id: 'doc_5' }, 'Review In'),
				} as never,
			},
		});
		const text = String(parameters(TEMPLATES[kind], 'Mail the Reviewer').text).replace(
			/\$execution\.resumeUrl[^}]*/,
			"'https://n8n.firm.test/'",
		);
		return String(
			evaluatedIn(on, runExecutionData, 'Mail the Reviewer', 'Assign to Reviewer', {
				json: { doc_id: 'doc_5' },
				pairedItem: { item: 0 },
			})(text),
		);
	};
	const FIELDS = {
		supplier_name: 'Müller & Söhne',
		credit_note_number: 'G-7',
		total_amount: 119.5,
		tax_amount: null,
	};

	it('with the review form: a link to it, the values read in it, and the service as the other way', () => {
		const text = mailText('https://n8n.firm.test/form/invoice-review', FIELDS);
		expect(text).toContain(
			'Confirm or correct the values in the review form: https://n8n.firm.test/form/invoice-review?doc=doc_5&Supplier=M%C3%BCller%20%26%20S%C3%B6hne&Invoice%20number=G-7&Total%20amount=119.5\n' +
				'Or validate it at the document service, where it is assigned to you as doc_5.',
		);
	});

	it('at the service: no link, the document assigned there', () => {
		const text = mailText('the service', FIELDS);
		expect(text).not.toContain('/form/');
		expect(text).toContain(
			'Validate it at the document service, where it is assigned to you as doc_5.',
		);
	});

	it('a word Review In does not know: said in the mail, the document at the service', () => {
		expect(mailText('n8n', FIELDS)).toContain(
			'Review In says "n8n": neither the service nor a review form\'s address, so: Validate it at the document service',
		);
	});
});

// Issue 50, item 5: the row says who was told, and who has the document to review.
describe.each(['datatables', 'postgres'] as const)("a file's row says who has it (%s)", (kind) => {
	/** File Done's reason after `previous` (a mail node that sent to `accepted`, or Route). */
	const reasonAfter = (
		previous: 'Tell a Person' | 'Mail the Reviewer' | 'Route',
		json: IDataObject,
		reviewIn = 'the service',
	) => {
		// The reviewer is mailed after Review In (its one setting) and Assign to Reviewer.
		const before =
			previous === 'Mail the Reviewer' ? ['Route', 'Review In', 'Assign to Reviewer'] : ['Route'];
		const names = previous === 'Route' ? before : [...before, previous];
		const on = chainOf([...names, 'File Done']);
		const routed = { reason: 'Not a document the service reads (image/heic)', id: 4 };
		const item = { json, pairedItem: { item: 0 } };
		const runData: IDataObject = { Route: ranOnce(routed) };
		if (previous === 'Mail the Reviewer') {
			runData['Review In'] = ranOnce({ ...routed, review_in: reviewIn }, 'Route');
			runData['Assign to Reviewer'] = ranOnce({ doc_id: 'doc_3' }, 'Review In');
			runData[previous] = ranOnce(json, 'Assign to Reviewer');
		} else if (previous !== 'Route') runData[previous] = ranOnce(json, 'Route');
		return reasonWritten(
			kind,
			'File Done',
			(expression) =>
				on.expression.getParameterValue(
					expression,
					createRunExecutionData({ resultData: { runData: runData as never } }),
					0,
					0,
					'File Done',
					[item],
					'trigger',
					{},
					{
						node: on.getNode('File Done')!,
						data: { main: [[item]] },
						source: { main: [{ previousNode: previous }] },
					},
				),
			routed.reason,
		);
	};

	it('a person told by mail: whom', () => {
		expect(reasonAfter('Tell a Person', { accepted: ['ap@firm.test'] })).toBe(
			'Not a document the service reads (image/heic). Told by mail: ap@firm.test',
		);
	});

	it('a document to review at the service: the reviewer mailed', () => {
		expect(reasonAfter('Mail the Reviewer', { accepted: ['reviewer@firm.test'] })).toBe(
			'Not a document the service reads (image/heic). Waiting for the reviewer at the service (mailed to reviewer@firm.test)',
		);
	});

	it('a document to review in the review form: the reviewer mailed a link to it', () => {
		expect(
			reasonAfter(
				'Mail the Reviewer',
				{ accepted: ['reviewer@firm.test'] },
				' https://n8n.firm.test/form/invoice-review ',
			),
		).toBe(
			'Not a document the service reads (image/heic). Waiting for the reviewer in n8n (a review form mailed to reviewer@firm.test)',
		);
	});

	it('a file with nobody to tell keeps its reason', () => {
		expect(reasonAfter('Route', { id: 4 })).toBe('Not a document the service reads (image/heic)');
	});
});
