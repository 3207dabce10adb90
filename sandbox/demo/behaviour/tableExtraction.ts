// Table extraction of a document (/table_extraction_v3/...) over the fake line item table of
// fakeTables.ts, with per-document rules in state.areas.tableRules; blocked suppliers
// (/block_table_extraction/...) in state.areas.blockedSuppliers.
import { ValidationError } from '../../contract';
import {
	compactRows,
	DEFAULT_TABLE_NAME,
	fakeTable,
	type Cell,
	type FakeTable,
} from '../fakeTables';
import type { BlockedSupplierRecord } from '../stores/configuration';
import { crud } from './crud';
import { requireDocument } from '../../standIn/behaviour/documents';
import {
	jsonInput,
	listInput,
	omitKeys,
	optionalText,
	requiredText,
} from '../../standIn/behaviour/inputValues';
import { json, type BehaviourTable, type HandlerContext } from './types';

function documentTable(context: HandlerContext) {
	const document = requireDocument(context.state, requiredText(context.body, 'doc_id'));
	const rules = context.state.areas.tableRules.get(document.doc_id) ?? { columns: [] };
	const tableName =
		optionalText(context.body, 'table_name') ??
		rules.auto_extract?.table_name ??
		DEFAULT_TABLE_NAME;
	const extra = rules.columns
		.filter((column) => column.table_name === tableName)
		.map((column) => String(column.column_name));
	return { document, rules, table: fakeTable(document.file_name, tableName, extra) };
}

/** `1,3` or `[1,3]`: indexes (from 0) or column names. */
function positions(context: HandlerContext, name: string, columns: string[] = []): number[] {
	const text = optionalText(context.body, name)?.trim();
	if (!text) return [];
	const items = text.startsWith('[')
		? (jsonInput(context, name, 'array') as unknown[]).map(String)
		: listInput(context, name, 'body');
	return items
		.map((item) => (/^\d+$/.test(item) ? Number(item) : columns.indexOf(item)))
		.filter((index) => index >= 0);
}

/** `data` is a table: `{columns, rows}` or a list of rows (lists of cells). */
function tableFromData(context: HandlerContext): Pick<FakeTable, 'columns' | 'rows'> {
	const data = jsonInput(context, 'data', 'objectOrArray');
	const rows = Array.isArray(data) ? data : data.rows;
	if (!Array.isArray(rows) || !rows.every(Array.isArray)) {
		throw new ValidationError([
			{
				loc: ['body', 'data'],
				msg: 'data must be a list of rows or {columns, rows}',
				type: 'value_error',
			},
		]);
	}
	const columns =
		!Array.isArray(data) && Array.isArray(data.columns) ? data.columns.map(String) : [];
	return { columns, rows: rows as Cell[][] };
}

/** Header rows become the column names, hidden columns and deleted rows go. */
function reformat(context: HandlerContext) {
	const given = tableFromData(context);
	const headerCount = given.columns.length > 0 ? 0 : Number(context.body.header_rows_count ?? 1);
	const headerRows = given.rows.slice(0, headerCount);
	const width = Math.max(0, ...given.rows.map((row) => row.length));
	const columns =
		given.columns.length > 0
			? given.columns
			: Array.from(
					{ length: width },
					(_, index) =>
						headerRows
							.map((row) => row[index] ?? '')
							.join(' ')
							.trim() || `column_${index + 1}`,
				);
	const hidden = positions(context, 'columns_to_hide', columns);
	const deleted = positions(context, 'rows_to_delete');
	const keep = columns.map((_, index) => index).filter((index) => !hidden.includes(index));
	const rows = given.rows
		.slice(headerCount)
		.filter((_, index) => !deleted.includes(index))
		.map((row) => keep.map((index) => row[index] ?? null));
	return { columns: keep.map((index) => columns[index]), rows };
}

const blocked = crud<BlockedSupplierRecord>({
	store: (context) => context.state.areas.blockedSuppliers,
	fields: ({ body }) => ({
		doc_type: requiredText(body, 'doc_type'),
		supplier: optionalText(body, 'supplier') ?? null,
		filterID1: optionalText(body, 'filterID1') ?? null,
		filterID2: optionalText(body, 'filterID2') ?? null,
		filterID3: optionalText(body, 'filterID3') ?? null,
		tfidf_id: optionalText(body, 'tfidf_id') ?? null,
		is_org_specific: body.is_org_specific === true,
	}),
});

export const tableExtractionBehaviour: BehaviourTable = {
	'tableExtraction.setAutoExtract': (context) => {
		const { document, rules, table } = documentTable(context);
		rules.auto_extract = {
			table_name: table.table_name,
			is_table_training_doc: context.body.is_table_training_doc === true,
		};
		context.state.areas.tableRules.set(document.doc_id, rules);
		return json({
			success: true,
			doc_id: document.doc_id,
			table_name: table.table_name,
			auto_extract: true,
		});
	},

	'tableExtraction.getTable': (context) => {
		const extractionData = jsonInput(context, 'table_extraction_data', 'objectOrArray');
		const { document, table } = documentTable(context);
		const locale = optionalText(context.body, 'doc_locale') ?? null;
		return json({
			doc_id: document.doc_id,
			doc_locale: locale,
			table_extraction_data: extractionData,
			...table,
		});
	},

	'tableExtraction.reformatTable': (context) => {
		const { document, table } = documentTable(context);
		return json({ doc_id: document.doc_id, table_name: table.table_name, ...reformat(context) });
	},

	'tableExtraction.getCompactTable': (context) => {
		const { document, table } = documentTable(context);
		return json({
			doc_id: document.doc_id,
			table_name: table.table_name,
			rows: compactRows(table),
		});
	},

	'tableExtraction.createColumn': (context) => {
		jsonInput(context, 'table_data', 'objectOrArray');
		const { document, rules, table } = documentTable(context);
		const name = requiredText(context.body, 'column_name');
		if (table.columns.includes(name)) {
			throw new ValidationError([
				{
					loc: ['body', 'column_name'],
					msg: `Column already exists: ${name}`,
					type: 'value_error',
				},
			]);
		}
		const column = omitKeys(context.body, ['doc_id', 'table_data']);
		rules.columns.push(column);
		context.state.areas.tableRules.set(document.doc_id, rules);
		return json({
			success: true,
			doc_id: document.doc_id,
			table_name: table.table_name,
			column,
			columns: [...table.columns, name],
		});
	},

	'tableExtraction.deleteRules': (context) => {
		const document = requireDocument(context.state, requiredText(context.body, 'doc_id'));
		const rules = context.state.areas.tableRules.get(document.doc_id);
		context.state.areas.tableRules.delete(document.doc_id);
		return json({
			success: true,
			doc_id: document.doc_id,
			deleted: {
				auto_extract: rules?.auto_extract !== undefined,
				columns: rules?.columns.length ?? 0,
			},
		});
	},

	'tableExtraction.getBlockedSuppliers': blocked.list(),
	'tableExtraction.blockSupplier': blocked.create,
	'tableExtraction.unblockSupplier': blocked.remove,
};
