import type { IDataObject } from 'n8n-workflow';

import { isRecord } from './records';
import { decideReview, type ReviewSettings } from './reviewDecision';

/**
 * The simplified view of a document answer: flat and the same for every operation. The service
 * does not document its answer shapes, so this reads the shapes it knows (below) and passes
 * anything else on under `other`: nothing is dropped.
 *
 * Known shapes: the id (`doc_id`, `document_id`, `id`), `status`, `doc_type`, `file_name`;
 * fields as an object (`extracted_data`, `fields`: name → value, or name → `{ value, confidence }`)
 * or a list (`fields`: `{ name, value, confidence }`), also per page (`pages`: `{ fields }`);
 * scores in a map or a list (`field_confidence`, `confidences`, `scores`, or `confidence` when it
 * is not a number), as 0–1, percentages or "87%"; line items as `tables` (`{ table_name, columns,
 * rows }` with rows as lists of values, lists of cell objects, or objects) or as `line_items`.
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
	/** Why a person should look (shared/reviewDecision.ts); null when nothing asks for one. */
	reviewReason: string | null;
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

const emptyCollected = (): Collected => ({
	fields: {},
	confidence: {},
	fieldDetails: {},
	lineItems: [],
	tables: {},
});

const textOrNull = (value: unknown) =>
	value === undefined || value === null || value === '' ? null : String(value);

/** A score as a number from 0 to 1; percentages (0–100, or text such as "87%") are scaled. */
function score(value: unknown): number | undefined {
	const percent = typeof value === 'string' && value.trim().endsWith('%');
	const text = typeof value === 'string' ? value.trim().replace(/%$/, '') : undefined;
	const number = text !== undefined && text !== '' ? Number(text) : value;
	if (percent && typeof number === 'number' && number >= 0 && number <= 100) return number / 100;
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

const SCORE_NAME_KEYS = ['field', ...NAME_KEYS];

/** Scores as a list: `{ field, score }` (or name and confidence) per field. */
const scoreList: Reader = (value, into) => {
	if (!Array.isArray(value) || !value.every(isRecord)) return false;
	const scores = value.map((entry) => {
		const nameKey = SCORE_NAME_KEYS.find((key) => typeof entry[key] === 'string');
		const scoreKey = SCORE_KEYS.find((key) => score(entry[key]) !== undefined);
		return nameKey && scoreKey
			? ([String(entry[nameKey]), score(entry[scoreKey])!] as const)
			: undefined;
	});
	if (scores.some((entry) => entry === undefined)) return false;
	for (const [name, entry] of scores as Array<readonly [string, number]>)
		into.confidence[name] ??= entry;
	return true;
};

/**
 * Fields per page (`{ page, fields }`): read when every page's fields can be read and no field
 * has two values, so nothing is lost; otherwise the pages stay under `other` as they came.
 */
const pageList: Reader = (value, into) => {
	if (!Array.isArray(value) || !value.every((page) => isRecord(page) && 'fields' in page))
		return false;
	const pages = value.map((page) => {
		const read = emptyCollected();
		const fields = (page as IDataObject).fields;
		return fieldObject(fields, read) || fieldList(fields, read) ? read : undefined;
	});
	if (pages.some((page) => page === undefined)) return false;
	const seen: IDataObject = { ...into.fields };
	for (const page of pages as Collected[])
		for (const [name, entry] of Object.entries(page.fields)) {
			if (name in seen && JSON.stringify(seen[name]) !== JSON.stringify(entry)) return false;
			seen[name] = entry;
		}
	for (const page of pages as Collected[]) {
		Object.assign(into.fields, page.fields);
		for (const [name, entry] of Object.entries(page.confidence))
			into.confidence[name] = Math.min(entry, into.confidence[name] ?? entry);
		Object.assign(into.fieldDetails, page.fieldDetails);
	}
	return true;
};

const CELL_COLUMN_KEYS = ['column', 'column_name', 'header', 'name', 'key'];

/** A row given as a list of cell objects (`{ column, value }`): the row as an object. */
function rowOfCells(row: unknown[]): IDataObject | undefined {
	if (!row.every(isRecord)) return undefined;
	const cells = row.map((cell) => {
		const columnKey = CELL_COLUMN_KEYS.find((key) => typeof cell[key] === 'string');
		const valueKey = VALUE_KEYS.find((key) => key in cell);
		return columnKey && valueKey ? [String(cell[columnKey]), cell[valueKey]] : undefined;
	});
	if (cells.some((cell) => cell === undefined)) return undefined;
	return Object.fromEntries(cells as Array<[string, unknown]>) as IDataObject;
}

/** Rows as objects: lists of cells are named by the table's columns. */
function rowsOf(table: IDataObject): IDataObject[] | undefined {
	const rows: unknown = table.rows;
	const columns: unknown = table.columns;
	if (!Array.isArray(rows)) return undefined;
	if (rows.every(isRecord)) return rows as IDataObject[];
	if (
		rows.length > 0 &&
		rows.every((row) => Array.isArray(row) && row.length > 0 && row.every(isRecord))
	) {
		const read = (rows as unknown[][]).map(rowOfCells);
		return read.every((row) => row !== undefined) ? (read as IDataObject[]) : undefined;
	}
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
	pages: [pageList],
	field_confidence: [scoreMap, scoreList],
	confidences: [scoreMap, scoreList],
	confidence: [scoreMap, scoreList],
	scores: [scoreMap, scoreList],
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

/** The simplified view of one document answer; the settings decide what needs review. */
export function simplifyDocument(raw: IDataObject, settings: ReviewSettings): SimplifiedDocument {
	const into = emptyCollected();
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
		(name) => into.confidence[name] < settings.confidenceThreshold,
	);
	const decision = decideReview(
		{
			status,
			fields: into.fields,
			confidence: into.confidence,
			lowConfidenceFields,
			errorMessage: textOrNull(raw.error_message),
		},
		settings,
	);
	const simplified: SimplifiedDocument = {
		doc_id: header(idKey),
		status,
		doc_type: header(typeKey),
		file_name: header(fileKey),
		fields: into.fields,
		confidence: into.confidence,
		lowConfidenceFields,
		...decision,
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
