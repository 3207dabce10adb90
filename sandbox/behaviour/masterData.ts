// Master data lookup (/master_data_lookup/...): datasets and records in state.areas.masterData,
// JSON filters, CSV download and import, XML import through field mappings (xmlFieldMappings.ts).
import { issue, ValidationError } from '../errors';
import type { Delimiter } from '../stores/csv';
import { DELIMITERS, toCsv } from '../stores/csv';
import { mapXmlRecords, parsePath, XmlError } from '../xmlFieldMappings';
import { choiceInput, csvRecords, jsonInput, optionalJsonInput } from './inputValues';
import { json, requiredText, type BehaviourTable, type HandlerContext } from './types';

/** What download_csv uses when no delimiter is given: the first the service lists. */
export const DEFAULT_DELIMITER: Delimiter = ';';

const masterDataOf = (context: HandlerContext) => context.state.areas.masterData;
const dataTypeOf = (context: HandlerContext, where: 'body' | 'query' = 'body') => requiredText(context[where], 'data_type');

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** `data`: one record object or a list of them. */
function recordsFromData(context: HandlerContext): Array<Record<string, unknown>> {
	const data = jsonInput(context, 'data', 'objectOrArray');
	const records = Array.isArray(data) ? data : [data];
	const problems = records.flatMap((record, index) => (isObject(record) ? [] : [issue.dict(['body', 'data', index])]));
	if (problems.length > 0) throw new ValidationError(problems);
	return records as Array<Record<string, unknown>>;
}

/** Each key of the filter must match: equal text (case-insensitive), or one of a list. */
function matchesFilter(record: Record<string, unknown>, filter: Record<string, unknown>): boolean {
	const same = (value: unknown, wanted: unknown) => String(value ?? '').toLowerCase() === String(wanted ?? '').toLowerCase();
	return Object.entries(filter).every(([name, wanted]) => (Array.isArray(wanted) ? wanted.some((item) => same(record[name], item)) : same(record[name], wanted)));
}

/** `field_mappings`: an object of target key → XPath text. */
function fieldMappings(context: HandlerContext): Record<string, string> {
	const mappings = jsonInput(context, 'field_mappings', 'object');
	const isPath = (path: unknown) => {
		try {
			return typeof path === 'string' && parsePath(path) !== undefined;
		} catch {
			return false;
		}
	};
	const problems = Object.entries(mappings)
		.filter(([, path]) => !isPath(path))
		.map(([key]) => ({ ...issue.string(['body', 'field_mappings', key]), msg: 'an XPath text expected' }));
	if (problems.length > 0) throw new ValidationError(problems);
	return mappings as Record<string, string>;
}

export const masterDataBehaviour: BehaviourTable = {
	'GET /master_data_lookup/get_dataset_types': (context) =>
		json([...masterDataOf(context).datasets].map(([data_type, dataset]) => ({ data_type, records: dataset.size }))),

	'GET /master_data_lookup/get_dataset_fields': (context) => {
		const name = requiredText(context.query, 'dataset_name');
		return json({ dataset_name: name, fields: masterDataOf(context).fieldsOf(name) });
	},

	'GET /master_data_lookup/get_data': (context) => {
		const dataset = masterDataOf(context).requireDataset(dataTypeOf(context, 'query'));
		const filter = optionalJsonInput(context, 'filter_data_json', 'query');
		if (filter !== undefined && !isObject(filter)) throw new ValidationError([issue.dict(['query', 'filter_data_json'])]);
		return json(dataset.list((record) => filter === undefined || matchesFilter(record, filter)));
	},

	'GET /master_data_lookup/download_csv': (context) => {
		const dataType = dataTypeOf(context, 'query');
		const records = masterDataOf(context).requireDataset(dataType).list();
		const delimiter = choiceInput(context, 'delimiter', DELIMITERS, 'query') ?? DEFAULT_DELIMITER;
		const csv = toCsv(['id', ...masterDataOf(context).fieldsOf(dataType)], records, delimiter);
		return {
			body: csv,
			contentType: 'text/csv; charset=utf-8',
			headers: { 'content-disposition': `attachment; filename="${dataType.replace(/[^\w.-]/g, '_')}.csv"` },
		};
	},

	'POST /master_data_lookup/create_records': (context) => {
		const dataType = dataTypeOf(context);
		const records = masterDataOf(context).addRecords(dataType, recordsFromData(context));
		return json({ success: true, data_type: dataType, created: records.length, records });
	},

	'POST /master_data_lookup/update_record': (context) => {
		const data = jsonInput(context, 'data', 'object');
		if (data.id === undefined || data.id === null) throw new ValidationError([issue.missing(['body', 'data', 'id'])]);
		const dataset = masterDataOf(context).requireDataset(dataTypeOf(context));
		const record = dataset.require(String(data.id));
		const changes = Object.fromEntries(Object.entries(data).filter(([name]) => name !== 'id'));
		return json({ success: true, record: dataset.update(record.id, changes) });
	},

	'POST /master_data_lookup/delete_record': (context) => {
		const removed = masterDataOf(context).requireDataset(dataTypeOf(context)).remove(requiredText(context.body, 'id'));
		return json({ success: true, id: removed.id });
	},

	'POST /master_data_lookup/import_data': (context) => {
		const dataType = dataTypeOf(context);
		const records = masterDataOf(context).addRecords(dataType, csvRecords(context));
		return json({ success: true, data_type: dataType, imported: records.length, total: masterDataOf(context).dataset(dataType).size });
	},

	'POST /master_data_lookup/xml/import_xml_file': (context) => {
		const dataType = dataTypeOf(context);
		const mappings = fieldMappings(context);
		const [file] = context.files.file;
		let mapped;
		try {
			mapped = mapXmlRecords(file.data.toString('utf8'), mappings);
		} catch (error) {
			if (!(error instanceof XmlError)) throw error;
			throw new ValidationError([{ loc: ['body', 'file'], msg: `Invalid XML: ${error.message}`, type: 'value_error.xml' }]);
		}
		const records = masterDataOf(context).addRecords(dataType, mapped);
		return json({ success: true, data_type: dataType, imported: records.length, records });
	},
};
