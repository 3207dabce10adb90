import type { IDataObject } from 'n8n-workflow';

import { statusAsksForReview } from './document';
import { isRecord } from './records';

/**
 * The simplified view of a document answer: flat and the same for every operation. The service
 * does not document its answer shapes, so this reads the shapes it knows (below) and passes
 * anything else on under `other`: nothing is dropped.
 *
 * Known shapes: the id (`doc_id`, `document_id`, `id`), `status`, `doc_type`, `file_name`;
 * fields as an object (`extracted_data`, `fields`: name → value, or name → `{ value, confidence }`)
 * or a list (`fields`: `{ name, value, confidence }`); scores in a map (`field_confidence`,
 * `confidences`, or `confidence` when it is an object); line items as `tables`
 * (`{ table_name, columns, rows }` with rows as lists or objects) or as `line_items`.
 */
export interface SimplifiedDocument extends IDataObject {
	doc_id: string | null;
	status: string | null;
	doc_type: string | null;
	file_name: string | null;
	fields: IDataObject;
	confidence: Record<string, number>;
	lowConfidenceFields: string[];
	needsReview: boolean;
	lineItems: IDataObject[];
}

/** Fields scored below this need review, unless the user chooses another threshold. */
export const DEFAULT_CONFIDENCE_THRESHOLD = 0.8;

type Reader = (value: unknown, into: Collected) => boolean;

interface Collected {
	fields: IDataObject;
	confidence: Record<string, number>;
	/** What a field's object held besides its value and score (positions, sources, …). */
	fieldDetails: IDataObject;
	lineItems: IDataObject[];
	/** Tables other than the line items, by name. */
	tables: Record<string, IDataObject[]>;
}

const textOrNull = (value: unknown) =>
	value === undefined || value === null || value === '' ? null : String(value);

/** A score as a number from 0 to 1; percentages (0–100) are scaled. */
function score(value: unknown): number | undefined {
	const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
	if (typeof number !== 'number' || !Number.isFinite(number) || number < 0) return undefined;
	return number > 1 && number <= 100 ? number / 100 : number > 1 ? undefined : number;
}

const VALUE_KEYS = ['value', 'text'];
const SCORE_KEYS = ['confidence', 'score'];
const NAME_KEYS = ['name', 'field_name', 'key', 'label'];

/** One field: a plain value, or an object holding the value, its score and other details. */
function addField(into: Collected, name: string, entry: unknown): void {
	const valueKey = isRecord(entry) ? VALUE_KEYS.find((key) => key in entry) : undefined;
	if (!isRecord(entry) || valueKey === undefined) {
		into.fields[name] = entry as IDataObject[string];
		return;
	}
	into.fields[name] = entry[valueKey];
	const scoreKey = SCORE_KEYS.find((key) => score(entry[key]) !== undefined);
	if (scoreKey) into.confidence[name] = score(entry[scoreKey])!;
	const details = Object.entries(entry).filter(
		([key]) => key !== valueKey && key !== scoreKey && !NAME_KEYS.includes(key),
	);
	if (details.length > 0) into.fieldDetails[name] = Object.fromEntries(details);
}

const fieldObject: Reader = (value, into) => {
	if (!isRecord(value)) return false;
	for (const [name, entry] of Object.entries(value)) addField(into, name, entry);
	return true;
};

const fieldList: Reader = (value, into) => {
	if (!Array.isArray(value) || !value.every(isRecord)) return false;
	const named = value.map((entry) => [
		NAME_KEYS.find((key) => typeof entry[key] === 'string'),
		entry,
	]);
	if (named.some(([key]) => key === undefined)) return false;
	for (const [key, entry] of named as Array<[string, IDataObject]>)
		addField(into, String(entry[key]), entry);
	return true;
};

const scoreMap: Reader = (value, into) => {
	if (!isRecord(value)) return false;
	const scores = Object.entries(value).map(([name, entry]) => [name, score(entry)] as const);
	if (scores.some(([, entry]) => entry === undefined)) return false;
	for (const [name, entry] of scores) into.confidence[name] ??= entry!;
	return true;
};

/** Rows as objects: lists of cells are named by the table's columns. */
function rowsOf(table: IDataObject): IDataObject[] | undefined {
	const rows: unknown = table.rows;
	const columns: unknown = table.columns;
	if (!Array.isArray(rows)) return undefined;
	if (rows.every(isRecord)) return rows as IDataObject[];
	const names = Array.isArray(columns)
		? columns.map((column: unknown) =>
				isRecord(column) ? String(column.name ?? column.column_name) : String(column),
			)
		: [];
	if (!rows.every((row) => Array.isArray(row)) || names.length === 0) return undefined;
	return (rows as unknown[][]).map(
		(row) =>
			Object.fromEntries(
				row.map((cell, index) => [names[index] ?? `column_${index + 1}`, cell]),
			) as IDataObject,
	);
}

const LINE_ITEM_TABLE = /line|item|position/i;

const tableList: Reader = (value, into) => {
	if (!Array.isArray(value) || !value.every(isRecord)) return false;
	const read = value.map((table, index) => ({
		name: String(table.table_name ?? table.name ?? `table_${index + 1}`),
		rows: rowsOf(table),
	}));
	if (read.some(({ rows }) => rows === undefined)) return false;
	const lineItems =
		read.find(({ name }) => LINE_ITEM_TABLE.test(name)) ??
		(read.length === 1 ? read[0] : undefined);
	for (const table of read) {
		if (table === lineItems) into.lineItems.push(...table.rows!);
		else into.tables[table.name] = table.rows!;
	}
	return true;
};

const rowList: Reader = (value, into) => {
	if (!Array.isArray(value) || !value.every(isRecord)) return false;
	into.lineItems.push(...value);
	return true;
};

/** Keys read as parts of the simplified view; a key whose value has another shape goes to `other`. */
const READERS: Record<string, Reader[]> = {
	extracted_data: [fieldObject],
	fields: [fieldObject, fieldList],
	field_confidence: [scoreMap],
	confidences: [scoreMap],
	confidence: [scoreMap],
	tables: [tableList],
	line_items: [rowList],
	lineItems: [rowList],
};

const ID_KEYS = ['doc_id', 'document_id', 'id'];
const STATUS_KEYS = ['status', 'doc_status', 'document_status'];
const TYPE_KEYS = ['doc_type', 'document_type'];
const FILE_KEYS = ['file_name', 'filename'];

const isScalar = (value: unknown) =>
	value === null || typeof value === 'string' || typeof value === 'number';

/** The key a header value is read from: the first with a value, else the first present. */
const headerKey = (raw: IDataObject, keys: string[]) =>
	keys.find((key) => isScalar(raw[key]) && textOrNull(raw[key]) !== null) ??
	keys.find((key) => key in raw && isScalar(raw[key]));

/** The simplified view of one document answer; `threshold` decides `lowConfidenceFields`. */
export function simplifyDocument(raw: IDataObject, threshold: number): SimplifiedDocument {
	const into: Collected = {
		fields: {},
		confidence: {},
		fieldDetails: {},
		lineItems: [],
		tables: {},
	};
	const other: IDataObject = {};
	const [idKey, statusKey, typeKey, fileKey] = [ID_KEYS, STATUS_KEYS, TYPE_KEYS, FILE_KEYS].map(
		(keys) => headerKey(raw, keys),
	);
	const header = (key: string | undefined) => (key === undefined ? null : textOrNull(raw[key]));
	for (const [key, value] of Object.entries(raw)) {
		if ([idKey, statusKey, typeKey, fileKey].includes(key)) continue;
		const readers = READERS[key];
		if (!readers?.some((reader) => reader(value, into))) other[key] = value;
	}
	const status = header(statusKey);
	const lowConfidenceFields = Object.keys(into.confidence).filter(
		(name) => into.confidence[name] < threshold,
	);
	const simplified: SimplifiedDocument = {
		doc_id: header(idKey),
		status,
		doc_type: header(typeKey),
		file_name: header(fileKey),
		fields: into.fields,
		confidence: into.confidence,
		lowConfidenceFields,
		needsReview: lowConfidenceFields.length > 0 || statusAsksForReview(status),
		lineItems: into.lineItems,
	};
	if (Object.keys(into.tables).length > 0) simplified.tables = into.tables;
	if (Object.keys(into.fieldDetails).length > 0) simplified.fieldDetails = into.fieldDetails;
	if (Object.keys(other).length > 0) simplified.other = other;
	return simplified;
}

/**
 * One item per line item, each with its document's id, status, type, file name and header
 * fields; a document without line items stays one item (`lineItem: null`), so none is lost.
 */
export function lineItemRecords(document: SimplifiedDocument): IDataObject[] {
	const { lineItems, ...header } = document;
	if (lineItems.length === 0) return [{ ...header, lineNumber: null, lineItem: null }];
	return lineItems.map((lineItem, index) => ({ ...header, lineNumber: index + 1, lineItem }));
}
