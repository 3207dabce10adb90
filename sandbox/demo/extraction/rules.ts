// Field extraction rules for the text of a document (pdfText.ts reads it from PDFs). Pure functions,
// line based, English and German labels; each rule is unit tested in extraction.test.ts.
// What a rule does not find is left out: the sandbox never invents a value for a text it has read.

/** What the rules found in a document's text. Amounts are numbers, dates `YYYY-MM-DD`. */
export interface TextFacts {
	/** From keywords (invoice, credit note, receipt, purchase order, delivery note), null if none. */
	doc_type: string | null;
	number?: string;
	date?: string;
	due_date?: string;
	supplier_name?: string;
	supplier_vat_id?: string;
	purchase_order_number?: string;
	net_amount?: number;
	tax_amount?: number;
	total_amount?: number;
	currency?: string;
}

type Fact = Exclude<keyof TextFacts, 'doc_type'>;

/** Title words per document type; the earliest in the text decides (a title line alone wins). */
const DOC_TYPE_WORDS: Array<[string, RegExp]> = [
	['credit_note', /\b(?:credit\s*note|gutschrift)/i],
	['purchase_order', /\b(?:purchase\s*order|bestellung)\b/i],
	['delivery_note', /\b(?:delivery\s*note|lieferschein)/i],
	['receipt', /\b(?:receipt|quittung|kassenbon)\b/i],
	['invoice', /\b(?:invoice|rechnung)/i],
];

/** Label words that precede a document's own number and date, per document type. */
const NUMBER_LABELS: Record<string, string> = {
	invoice: 'invoice|inv\\.?|rechnungs?',
	credit_note: 'credit\\s*note|gutschrifts?',
	purchase_order: 'purchase\\s*order|order|po|bestell(?:ung)?',
	delivery_note: 'delivery\\s*note|lieferschein',
	receipt: 'receipt|beleg|quittungs?',
};
const NUMBER_WORD = '(?:number|nummer|num\\.?|no\\.?|nr\\.?|#)';
/** Letters, digits and `-/._`, starting and ending with a letter or digit, with at least one digit. */
const ID = '([A-Za-z0-9](?:[A-Za-z0-9/._-]*[A-Za-z0-9])?)';
const hasDigit = (text: string) => /\d/.test(text);

const MONTHS: Record<string, number> = {
	jan: 1,
	january: 1,
	januar: 1,
	jänner: 1,
	feb: 2,
	february: 2,
	februar: 2,
	mar: 3,
	march: 3,
	märz: 3,
	maerz: 3,
	apr: 4,
	april: 4,
	may: 5,
	mai: 5,
	jun: 6,
	june: 6,
	juni: 6,
	jul: 7,
	july: 7,
	juli: 7,
	aug: 8,
	august: 8,
	sep: 9,
	sept: 9,
	september: 9,
	oct: 10,
	october: 10,
	okt: 10,
	oktober: 10,
	nov: 11,
	november: 11,
	dec: 12,
	december: 12,
	dez: 12,
	dezember: 12,
};
const MONTH_NAME = '[A-Za-zäÄ]{3,9}\\.?';
/** ISO, DD.MM.YYYY, DD/MM/YYYY, `15 March 2024`, `15. März 2024`, `March 15, 2024`. */
const DATE = `(\\d{4}-\\d{1,2}-\\d{1,2}|\\d{1,2}\\.\\d{1,2}\\.\\d{4}|\\d{1,2}/\\d{1,2}/\\d{4}|\\d{1,2}\\.?\\s+${MONTH_NAME}\\s+\\d{4}|${MONTH_NAME}\\s+\\d{1,2},?\\s+\\d{4})`;

function isoDate(year: number, month: number, day: number): string | null {
	const date = new Date(Date.UTC(year, month - 1, day));
	if (
		date.getUTCFullYear() !== year ||
		date.getUTCMonth() !== month - 1 ||
		date.getUTCDate() !== day
	)
		return null;
	return date.toISOString().slice(0, 10);
}

const monthNumber = (name: string) => MONTHS[name.toLowerCase().replace(/\.$/, '')];

/** `2024-03-15`, `15.03.2024`, `15/03/2024` (day first), `15 March 2024`, `March 15, 2024` → `2024-03-15`; null if not a date. */
export function normaliseDate(text: string): string | null {
	const value = text.trim();
	let match = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(value);
	if (match) return isoDate(Number(match[1]), Number(match[2]), Number(match[3]));
	match = /^(\d{1,2})[./](\d{1,2})[./](\d{4})$/.exec(value);
	if (match) return isoDate(Number(match[3]), Number(match[2]), Number(match[1]));
	match = /^(\d{1,2})\.?\s+(\S+)\s+(\d{4})$/.exec(value);
	if (match && monthNumber(match[2]))
		return isoDate(Number(match[3]), monthNumber(match[2]), Number(match[1]));
	match = /^(\S+)\s+(\d{1,2}),?\s+(\d{4})$/.exec(value);
	if (match && monthNumber(match[1]))
		return isoDate(Number(match[3]), monthNumber(match[1]), Number(match[2]));
	return null;
}

/**
 * `1,234.56`, `1.234,56`, `1 234,56`, `1'234.56`, `-12.50`, `€ 99` → a number; null if not an amount.
 * With both `,` and `.` the last one is the decimal mark; a single mark followed by exactly three digits
 * groups thousands (`1.234` is 1234), otherwise it is the decimal mark (`12,5` is 12.5).
 */
export function parseAmount(text: string): number | null {
	let value = text
		.replace(/[\s\u00a0\u202f'’]/g, '')
		.replace(/[€$£¥]|[A-Z]{3}/g, '')
		.replace(/^−/, '-');
	if (!/^[-+]?\d[\d.,]*$/.test(value) || /[.,]$/.test(value)) return null;
	const lastComma = value.lastIndexOf(',');
	const lastDot = value.lastIndexOf('.');
	if (lastComma >= 0 && lastDot >= 0) {
		const decimal = lastComma > lastDot ? ',' : '.';
		const grouping = decimal === ',' ? '.' : ',';
		value = value.split(grouping).join('').replace(decimal, '.');
	} else if (lastComma >= 0 || lastDot >= 0) {
		const mark = lastComma >= 0 ? ',' : '.';
		const parts = value.split(mark);
		const grouped = parts.length > 2 || (parts[1].length === 3 && !/^[-+]?0$/.test(parts[0]));
		if (parts.length > 2 && parts.slice(1).some((part) => part.length !== 3)) return null;
		value = grouped ? parts.join('') : parts.join('.');
	}
	const amount = Number(value);
	return Number.isFinite(amount) ? amount : null;
}

const CURRENCY_CODES = [
	'EUR',
	'USD',
	'GBP',
	'CHF',
	'JPY',
	'CAD',
	'AUD',
	'SEK',
	'NOK',
	'DKK',
	'PLN',
	'CZK',
	'HUF',
	'CNY',
	'INR',
];
const CURRENCY_SYMBOLS: Record<string, string> = { '€': 'EUR', $: 'USD', '£': 'GBP', '¥': 'JPY' };

/** The first ISO currency code (EUR, USD, …) or symbol (€ $ £ ¥) in a text, as a code. */
export function findCurrency(text: string): string | null {
	const match = new RegExp(`\\b(${CURRENCY_CODES.join('|')})\\b|([€$£¥])`).exec(text);
	if (!match) return null;
	return match[1] ?? CURRENCY_SYMBOLS[match[2]];
}

/** The last amount on a line, ignoring percentages (`VAT 19%: 190.00` → 190). */
export function lastAmount(line: string): number | null {
	const withoutPercentages = line.replace(/\d+(?:[.,]\d+)?\s*%/g, ' ');
	const amounts =
		withoutPercentages.match(
			/[-−]?\d{1,3}(?:(?:[.,'’\u00a0\u202f]|\s(?=\d{3}\b))\d{3})+(?:[.,]\d{1,2})?(?!\d)|[-−]?\d+(?:[.,]\d{1,2})?(?!\d)/g,
		) ?? [];
	for (const candidate of amounts.reverse()) {
		const amount = parseAmount(candidate);
		if (amount !== null) return amount;
	}
	return null;
}

/** Document type from title words: a line that is only a title word wins, else the earliest word. */
export function classifyText(lines: string[]): { doc_type: string; confidence: number } | null {
	for (const line of lines) {
		const title = DOC_TYPE_WORDS.find(([, pattern]) =>
			new RegExp(`^\\s*(?:${pattern.source})\\s*$`, 'i').test(line),
		);
		if (title) return { doc_type: title[0], confidence: 0.99 };
	}
	const text = lines.join('\n');
	const found = DOC_TYPE_WORDS.map(([docType, pattern]) => ({
		docType,
		index: text.search(pattern),
	}))
		.filter(({ index }) => index >= 0)
		.sort((a, b) => a.index - b.index)[0];
	return found ? { doc_type: found.docType, confidence: 0.95 } : null;
}

/** The first capture of `pattern` on any line that passes `accept`. */
function firstOnLines(
	lines: string[],
	pattern: RegExp,
	accept: (value: string) => boolean = () => true,
): string | undefined {
	for (const line of lines) {
		const match = pattern.exec(line);
		if (match && accept(match[1])) return match[1];
	}
	return undefined;
}

/** `Invoice number: X`, `Invoice No. X`, `Invoice #X`, `Rechnungsnummer X`, `Rechnungs-Nr.: X` (labels of the document type). */
export function findDocumentNumber(lines: string[], docType: string | null): string | undefined {
	const labels =
		NUMBER_LABELS[docType ?? 'invoice'] ?? `${NUMBER_LABELS.invoice}|document|dokument`;
	const withWord = new RegExp(
		`(?:^|[^\\p{L}])(?:${labels})[\\s-]*${NUMBER_WORD}\\s*[:#.]?\\s*${ID}`,
		'iu',
	);
	const withColon = new RegExp(`^\\s*(?:${labels})\\s*:\\s*${ID}`, 'iu');
	const accept = (value: string) => hasDigit(value) && normaliseDate(value) === null;
	return firstOnLines(lines, withWord, accept) ?? firstOnLines(lines, withColon, accept);
}

/** `PO number: X`, `Order No. X`, `Purchase order: X`, `Bestellnummer X`, `Your order: X`. */
export function findPurchaseOrderNumber(lines: string[]): string | undefined {
	const labels = '(?:purchase\\s*order|order|po|bestell(?:ung)?)';
	const pattern = new RegExp(
		`(?:^|[^\\p{L}])(?:your\\s+|ihre\\s+)?${labels}(?:[\\s-]*${NUMBER_WORD}\\s*[:#.]?|\\s*[:#])\\s*${ID}`,
		'iu',
	);
	return firstOnLines(lines, pattern, (value) => hasDigit(value) && normaliseDate(value) === null);
}

const DUE_LABEL =
	'(?:due\\s*date|payment\\s*due(?:\\s*date)?|due(?:\\s*(?:on|by))?|pay(?:able)?\\s*by|fällig(?:keitsdatum|\\s*am)?|zahlbar\\s*bis|zahlungsziel)';

/** `Due date: X`, `Payment due X`, `Payable by X`, `Fällig am X`, `Zahlbar bis X` → ISO. */
export function findDueDate(lines: string[]): string | undefined {
	const value = firstOnLines(
		lines,
		new RegExp(`(?:^|[^\\p{L}])${DUE_LABEL}\\s*[:.]?\\s*${DATE}`, 'iu'),
		(date) => normaliseDate(date) !== null,
	);
	return value === undefined ? undefined : (normaliseDate(value) ?? undefined);
}

/** `Invoice date: X`, `Rechnungsdatum X`, then `Date: X` / `Datum X` (not due, delivery or order dates), then the first other date. */
export function findDocumentDate(lines: string[], docType: string | null): string | undefined {
	const labels = NUMBER_LABELS[docType ?? 'invoice'] ?? NUMBER_LABELS.invoice;
	const valid = (date: string) => normaliseDate(date) !== null;
	const labelled = new RegExp(
		`(?:^|[^\\p{L}])(?:(?:${labels})[\\s-]*(?:date|datum)|issue\\s+date|date\\s+of\\s+issue|ausstellungsdatum)\\s*[:.]?\\s*${DATE}`,
		'iu',
	);
	const generic = new RegExp(
		`(?<![\\p{L}])(?<!(?:due|delivery|order|service|payment|shipping|ship)[\\s-]+)(?:date|datum)\\s*[:.]?\\s*${DATE}`,
		'iu',
	);
	const found = firstOnLines(lines, labelled, valid) ?? firstOnLines(lines, generic, valid);
	if (found !== undefined) return normaliseDate(found) ?? undefined;
	const due = findDueDate(lines);
	const anyDate = new RegExp(`(?<![\\d.])${DATE}`, 'g');
	for (const line of lines) {
		if (new RegExp(DUE_LABEL, 'i').test(line)) continue;
		for (const match of line.matchAll(anyDate)) {
			const date = normaliseDate(match[1]);
			if (date !== null && date !== due) return date;
		}
	}
	return undefined;
}

const VAT_ID_LABEL =
	/(?:^|[^\p{L}])(?:vat\s*(?:id|reg(?:istration)?)?\.?\s*(?:no\.?|number|nr\.?)?|ust[\s.-]*id(?:[\s.-]*nr)?\.?|uid(?:[\s.-]*nr)?\.?|tax\s*id|steuer-?nr\.?|steuernummer)\s*[:.]?\s*/iu;
/** EU style: two letters and 2–13 letters or digits (spaces allowed), with a digit. */
const VAT_ID_VALUE = /^([A-Z]{2}(?:\s?[0-9A-Z]){2,13})(?![0-9A-Za-z])/;

/** `VAT ID: DE123456789`, `USt-IdNr.: DE 123 456 789`, `VAT Reg. No. GB123456789` → without spaces. */
export function findVatId(lines: string[]): string | undefined {
	for (const line of lines) {
		let rest = line;
		let label: RegExpExecArray | null;
		while ((label = VAT_ID_LABEL.exec(rest)) !== null) {
			rest = rest.slice(label.index + label[0].length);
			const value = VAT_ID_VALUE.exec(rest);
			if (value && hasDigit(value[1])) return value[1].replace(/\s/g, '');
			if (label[0].length === 0) break;
		}
	}
	return undefined;
}

const SUPPLIER_LABEL =
	/^\s*(?:from|supplier|seller|vendor|issued\s+by|lieferant|verkäufer|absender|rechnungssteller)\s*:\s*(.+?)\s*$/i;

/** `From: X`, `Supplier: X`, `Lieferant: X`; else the first line of the first page that is not a title, label or number. */
export function findSupplierName(lines: string[]): string | undefined {
	const labelled = firstOnLines(lines, SUPPLIER_LABEL);
	if (labelled !== undefined) return labelled;
	const title = new RegExp(
		`^\\s*(?:${DOC_TYPE_WORDS.map(([, pattern]) => pattern.source).join('|')})\\s*$`,
		'i',
	);
	return lines
		.find(
			(line) =>
				/\p{L}{2}/u.test(line) &&
				!line.includes(':') &&
				!title.test(line) &&
				!/^\s*(?:page|seite)\b/i.test(line),
		)
		?.trim();
}

type AmountKind = 'net_amount' | 'tax_amount' | 'total_amount';

/** Which amount a line labels, by the words it starts with; net and tax are told apart before totals. */
export function amountKind(line: string): AmountKind | null {
	const text = line.trim();
	if (
		/^(?:sub\s*-?total|net(?:\s+(?:amount|total))?|total\s+net|total\s+(?:excl\.?|excluding|before)\s+(?:vat|tax)|netto\w*|summe\s+netto|gesamt\s+netto|zwischensumme|warenwert)\b/i.test(
			text,
		)
	) {
		return 'net_amount';
	}
	if (
		/^(?:(?:zzgl\.?|plus|\+)\s*)?(?:\d+(?:[.,]\d+)?\s*%\s*)?(?:total\s+)?(?:vat|tax|sales\s+tax|mwst|ust|umsatzsteuer|mehrwertsteuer)\b/i.test(
			text,
		)
	) {
		return findVatId([text]) === undefined ? 'tax_amount' : null;
	}
	if (
		/^(?:grand\s+total|total|amount\s+due|balance\s+due|gesamt\w*|rechnungsbetrag|endbetrag|zahlbetrag|brutto\w*|summe|zu\s+zahlen)\b/i.test(
			text,
		)
	) {
		return 'total_amount';
	}
	return null;
}

/** Net, tax and total: the last line of each kind that carries an amount (totals sit at the bottom). */
export function findAmounts(
	lines: string[],
): Partial<Record<AmountKind, number>> & { totalLine?: string } {
	const found: Partial<Record<AmountKind, number>> & { totalLine?: string } = {};
	for (const line of lines) {
		const kind = amountKind(line);
		const amount = kind === null ? null : lastAmount(line);
		if (kind === null || amount === null) continue;
		found[kind] = amount;
		if (kind === 'total_amount') found.totalLine = line;
	}
	return found;
}

/** Every rule over the lines of a document (first page first). */
export function extractFacts(lines: string[]): TextFacts {
	const docType = classifyText(lines)?.doc_type ?? null;
	const { totalLine, ...amounts } = findAmounts(lines);
	const labelledCurrency = firstOnLines(lines, /(?:currency|währung)\s*:\s*([A-Z]{3})\b/i);
	const facts: TextFacts = {
		doc_type: docType,
		number: findDocumentNumber(lines, docType),
		date: findDocumentDate(lines, docType),
		due_date: findDueDate(lines),
		supplier_name: findSupplierName(lines),
		supplier_vat_id: findVatId(lines),
		purchase_order_number:
			docType === 'purchase_order' ? undefined : findPurchaseOrderNumber(lines),
		...amounts,
		currency:
			labelledCurrency?.toUpperCase() ??
			(totalLine && findCurrency(totalLine)) ??
			findCurrency(lines.join('\n')) ??
			undefined,
	};
	return Object.fromEntries(
		Object.entries(facts).filter(([, value]) => value !== undefined),
	) as TextFacts;
}

/** Whether the rules found any field at all (a document type alone is not enough). */
export const foundAnyField = (facts: TextFacts) =>
	Object.keys(facts).some((key) => key !== 'doc_type');

const FIELD_NAMES: Record<Fact, (docType: string) => string> = {
	number: (docType) => `${docType}_number`,
	date: (docType) => `${docType}_date`,
	due_date: () => 'due_date',
	supplier_name: () => 'supplier_name',
	supplier_vat_id: () => 'supplier_vat_id',
	purchase_order_number: () => 'purchase_order_number',
	net_amount: () => 'net_amount',
	tax_amount: () => 'tax_amount',
	total_amount: () => 'total_amount',
	currency: () => 'currency',
};

/** The extracted fields as the document type names them (`invoice_number`, `credit_note_date`, …). */
export function fieldsFromFacts(facts: TextFacts, docType: string): Record<string, unknown> {
	return Object.fromEntries(
		(Object.keys(FIELD_NAMES) as Fact[])
			.filter((fact) => facts[fact] !== undefined)
			.map((fact) => [FIELD_NAMES[fact](docType), facts[fact]]),
	);
}
