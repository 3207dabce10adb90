// Extraction helpers (/extract/...) over the fake OCR words and tables, and special rules
// (`extraction.saveSpecialRules`) kept in state.areas.extractionRules.
import { createHash } from 'node:crypto';
import { formatAmount, localeTag, parseAmount } from '../amounts';
import { notFound } from '../../contract';
import { ocrWords } from '../../standIn/fakeExtraction';
import { fakeTable } from '../fakeTables';
import type { SandboxDocument } from '../../standIn/state';
import { requireDocument } from '../../standIn/behaviour/documents';
import { jsonInput, optionalText, requiredText } from '../../standIn/behaviour/inputValues';
import { json, type BehaviourTable, type HandlerContext } from './types';

/** The document and page of a region request; pages count from 1. */
function pageOf(context: HandlerContext): { document: SandboxDocument; page: number } {
	const document = requireDocument(context.state, requiredText(context.body, 'doc_id'));
	const page = Number(context.body.page);
	if (page < 1 || page > document.pages) throw notFound('Page');
	return { document, page };
}

/** The OCR words whose boxes overlap the region x0,y0 - x1,y1 (points, origin top left). */
function wordsInRegion(context: HandlerContext, document: SandboxDocument, page: number) {
	const [x0, y0, x1, y1] = ['x0', 'y0', 'x1', 'y1'].map((name) => Number(context.body[name]));
	const [left, right, top, bottom] = [
		Math.min(x0, x1),
		Math.max(x0, x1),
		Math.min(y0, y1),
		Math.max(y0, y1),
	];
	return ocrWords(document.extracted_data, page, false).filter(
		(word) => word.x1 >= left && word.x0 <= right && word.y1 >= top && word.y0 <= bottom,
	);
}

/** Stored rules answer how many entries they hold. */
export function saveRules(context: HandlerContext, slot: 'special' | 'export') {
	const data = jsonInput(context, 'data', 'objectOrArray');
	context.state.areas.extractionRules[slot] = data;
	return json({
		success: true,
		saved: Array.isArray(data) ? data.length : Object.keys(data).length,
	});
}

export const extractionBehaviour: BehaviourTable = {
	'extraction.getText': (context) => {
		const { document, page } = pageOf(context);
		const words = wordsInRegion(context, document, page);
		return json({
			doc_id: document.doc_id,
			field_name: optionalText(context.body, 'field_name') ?? null,
			page,
			text: words.map((word) => word.text).join(' '),
			words,
		});
	},

	/** With a column: that column's cells of the document's table; without: the words in the region. */
	'extraction.getTableText': (context) => {
		const { document, page } = pageOf(context);
		const tableName = requiredText(context.body, 'table_name');
		const columnName = optionalText(context.body, 'column_name');
		const table = fakeTable(document.file_name, tableName);
		let values: unknown[];
		if (columnName === undefined)
			values = wordsInRegion(context, document, page).map((word) => word.text);
		else {
			const index = table.columns.indexOf(columnName);
			if (index < 0) throw notFound('Column');
			values = table.rows.map((row) => row[index]);
		}
		return json({
			doc_id: document.doc_id,
			table_name: tableName,
			column_name: columnName ?? null,
			page,
			text: values.join('\n'),
			values,
		});
	},

	'extraction.formatAmount': (context) => {
		const { body } = context;
		const source = localeTag(requiredText(body, 'source_locale'), ['body', 'source_locale']);
		const dest = localeTag(requiredText(body, 'dest_locale'), ['body', 'dest_locale']);
		const amount = parseAmount(requiredText(body, 'value'), source, ['body', 'value']);
		return json({
			value: requiredText(body, 'value'),
			source_locale: source,
			dest_locale: dest,
			amount,
			formatted_amount: formatAmount(amount, dest),
		});
	},

	'extraction.getColumnHeaders': (context) => {
		const setup = context.state.areas.documentSetup;
		return json(
			setup.tables.list().flatMap((table) =>
				setup.columnsOf(table.table_name).map((column) => ({
					table_name: table.table_name,
					column_name: column.column_name,
					title: column.title,
				})),
			),
		);
	},

	/** A stable score in [0.5, 1) for the document type and filter values. */
	'extraction.getAiScore': (context) => {
		const docType = context.state.areas.documentSetup.requireDocumentType(
			requiredText(context.query, 'doc_type'),
		).doc_type_name;
		const filterValues = requiredText(context.query, 'filter_values');
		const hash = createHash('sha256').update(`${docType}|${filterValues}`).digest().readUInt16BE(0);
		return json({
			doc_type: docType,
			filter_values: filterValues,
			ai_score: Math.round((0.5 + (hash / 65536) * 0.5) * 1000) / 1000,
		});
	},

	'extraction.saveSpecialRules': (context) => saveRules(context, 'special'),
};
