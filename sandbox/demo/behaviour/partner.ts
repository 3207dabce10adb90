// Partner capture system integration (/partner/...): table-training and PO-matching records of a
// batch (zip or XML) in state.areas.partnerRecords (a store per kind, ids from 1); tables from
// fakeTables.ts; the updated batch comes back as a zip with the updated table and the batch as sent.
import { formatAmount, localeTag } from '../amounts';
import { issue, notFound, pathOf, ValidationError, type UploadedFile } from '../../contract';
import { countPages, extractFields } from '../../standIn/fakeExtraction';
import { compactRows, fakeTable, type Cell } from '../fakeTables';
import type { PartnerKind, PartnerRecord } from '../stores/configuration';
import { storedFile } from '../stores/training';
import { isZip, writeZip, zipEntries } from '../zipFiles';
import {
	choiceInput,
	flagInput,
	jsonInput,
	optionalText,
	requiredText,
} from '../../standIn/behaviour/inputValues';
import { json, type BehaviourTable, type HandlerContext } from './types';

const recordsOf = (context: HandlerContext, kind: PartnerKind) =>
	context.state.areas.partnerRecords[kind];

const requireRecord = (context: HandlerContext, id: string, kind: PartnerKind): PartnerRecord =>
	recordsOf(context, kind).require(id);

/** Stores the batch; `url` is where the record is read back (`at` its id). */
function saveBatch(context: HandlerContext, kind: PartnerKind, at: (id: number) => string) {
	const [file] = context.files.file;
	const record = recordsOf(context, kind).add({
		kind,
		partner_doc_id: requiredText(context.body, 'partner_doc_id'),
		file: storedFile(file),
		batch_entries: isZip(file.data)
			? zipEntries(file.data).map((entry) => entry.name)
			: [file.filename],
		force_ocr: optionalText(context.body, 'force_ocr') ?? null,
		extraction_rules: null,
		extracted_data: extractFields({
			file_name: file.filename,
			doc_type: 'invoice',
			created_on: context.state.nowIso(),
		}),
		created_on: context.state.nowIso(),
	});
	return json({ id: record.id, url: `${context.origin}${at(record.id)}` });
}

/** Compact rows, amounts written as `locale` writes them, empty columns dropped when asked. */
function shapeRows(
	table: { columns: string[]; rows: Cell[][] },
	locale: string | undefined,
	removeEmpty: boolean,
) {
	const rows = compactRows(table).map((row) =>
		Object.fromEntries(
			Object.entries(row).map(([name, value]) => [
				name,
				locale && typeof value === 'number' && /price|amount/.test(name)
					? formatAmount(value, locale)
					: value,
			]),
		),
	);
	if (!removeEmpty) return rows;
	const empty = table.columns.filter((column) =>
		rows.every((row) => row[column] === null || row[column] === ''),
	);
	return rows.map((row) =>
		Object.fromEntries(Object.entries(row).filter(([name]) => !empty.includes(name))),
	);
}

/** start_page..end_page inside the file; 422 naming the page that is not. */
function pageRange(context: HandlerContext, file: UploadedFile) {
	const pages = countPages(file.data, 'application/pdf');
	const start = context.body.start_page === undefined ? 1 : Number(context.body.start_page);
	const end = context.body.end_page === undefined ? pages : Number(context.body.end_page);
	const problems = [
		...(start < 1 || start > pages
			? [{ ...issue.maximum(['body', 'start_page'], pages), msg: `page out of range 1-${pages}` }]
			: []),
		...(end < start || end > pages
			? [
					{
						...issue.maximum(['body', 'end_page'], pages),
						msg: `page out of range ${start}-${pages}`,
					},
				]
			: []),
	];
	if (problems.length > 0) throw new ValidationError(problems);
	return { start_page: start, end_page: end, pages };
}

export const partnerBehaviour: BehaviourTable = {
	'partnerIntegration.extractTable': (context) => {
		const { query } = context;
		if (context.body.output_format !== undefined) {
			throw new ValidationError([
				{
					loc: ['body', 'output_format'],
					msg: 'output_format must not be set',
					type: 'value_error',
				},
			]);
		}
		const [file] = context.files.file;
		const range = pageRange(context, file);
		const format = optionalText(query, 'format_amount_locale');
		const locale =
			format === undefined ? undefined : localeTag(format, ['query', 'format_amount_locale']);
		const table = fakeTable(file.filename);
		return json({
			file_name: file.filename,
			...range,
			force_ocr: flagInput(context, 'force_ocr', 'query') ?? false,
			format_date_pattern: optionalText(query, 'format_date_pattern') ?? null,
			table_name: table.table_name,
			rows: shapeRows(table, locale, flagInput(context, 'remove_empty_columns', 'query') ?? false),
		});
	},

	'partnerIntegration.createTableTraining': (context) =>
		saveBatch(
			context,
			'table_training',
			(id) => `${pathOf('partnerIntegration.getTableTraining', {})}?id=${id}`,
		),

	'partnerIntegration.getTableTraining': (context) => {
		const record = requireRecord(context, requiredText(context.query, 'id'), 'table_training');
		const table = fakeTable(record.file.file_name);
		return json({
			id: record.id,
			partner_doc_id: record.partner_doc_id,
			table_name: table.table_name,
			rows: compactRows(table),
			extraction_rules: record.extraction_rules,
		});
	},

	'partnerIntegration.saveExtractionRules': (context) => {
		const record = requireRecord(context, context.pathParams.id, 'table_training');
		record.extraction_rules = jsonInput(context, 'data', 'objectOrArray');
		return json({ id: record.id });
	},

	'partnerIntegration.createPoMatch': (context) =>
		saveBatch(context, 'po_match', (id) => pathOf('partnerIntegration.getPoMatch', { id })),

	'partnerIntegration.getPoMatch': (context) => {
		const record = requireRecord(context, context.pathParams.id, 'po_match');
		return json({
			id: record.id,
			partner_doc_id: record.partner_doc_id,
			extracted_data: record.extracted_data,
		});
	},

	'partnerIntegration.savePoMatch': (context) => {
		const record = requireRecord(context, context.pathParams.id, 'po_match');
		Object.assign(record.extracted_data, jsonInput(context, 'data', 'object'));
		return json({ id: record.id });
	},

	/** `source` TableTraining or PO picks the latest record of that kind for the partner document. */
	'partnerIntegration.getUpdatedBatch': (context) => {
		const source = choiceInput(context, 'source', ['TableTraining', 'PO'], 'query') ?? 'PO';
		const kind: PartnerKind = source === 'PO' ? 'po_match' : 'table_training';
		const partnerDocId = requiredText(context.body, 'partner_doc_id');
		const record = recordsOf(context, kind)
			.list((candidate) => candidate.partner_doc_id === partnerDocId)
			.pop();
		if (!record) throw notFound('Partner document');
		const [file] = context.files.file;
		const table = fakeTable(record.file.file_name);
		const updated = {
			partner_doc_id: partnerDocId,
			source,
			extracted_data: kind === 'po_match' ? record.extracted_data : undefined,
			extraction_rules: record.extraction_rules,
			rows: shapeRows(
				table,
				undefined,
				flagInput(context, 'remove_empty_columns', 'query') ?? true,
			),
		};
		const zip = writeZip([
			{ name: 'updated_table.json', data: Buffer.from(JSON.stringify(updated, null, 2)) },
			{ name: file.filename, data: file.data },
		]);
		return {
			body: zip,
			contentType: 'application/zip',
			headers: {
				'content-disposition': `attachment; filename="${partnerDocId.replace(/[^\w.-]/g, '_')}_updated.zip"`,
			},
		};
	},
};
