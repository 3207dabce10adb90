/* eslint-disable @n8n/community-nodes/require-node-api-error -- dev-only code, never published; eslint.dev.config.mjs lints it */
// Master data lookup (/master_data_lookup/...): datasets and records in state.areas.masterData,
// JSON filters, CSV download and import, XML import through field mappings (xmlFieldMappings.ts).
import { issue, ValidationError } from '../../contract';
import { DELIMITERS, toCsv, type Delimiter } from '../stores/csv';
import {
	decodeXml,
	mapXmlRecords,
	parsePath,
	UnmatchedMappingsError,
	XmlError,
} from '../xmlFieldMappings';
import { jsonInput, optionalJsonInput, requiredText } from '../../standIn/behaviour/inputValues';
import { csvRecords } from './csvUpload';
import { json, type BehaviourTable, type HandlerContext } from './types';

/** What download_csv uses when no delimiter is given: the first the service lists. */
export const DEFAULT_DELIMITER: Delimiter = DELIMITERS[0];

const masterDataOf = (context: HandlerContext) => context.state.areas.masterData;
const dataTypeOf = (context: HandlerContext, where: 'body' | 'query' = 'body') =>
	requiredText(context[where], 'data_type');

const isObject = (value: unknown): value is Record<string, unknown> =>
	typeof value === 'object' && value !== null && !Array.isArray(value);

/** `data`: one record object or a list of them. */
function recordsFromData(context: HandlerContext): Array<Record<string, unknown>> {
	const data = jsonInput(context, 'data', 'objectOrArray');
	const records = Array.isArray(data) ? data : [data];
	const problems = records.flatMap((record, index) =>
		isObject(record) ? [] : [issue.dict(['body', 'data', index])],
	);
	if (problems.length > 0) throw new ValidationError(problems);
	return records as Array<Record<string, unknown>>;
}

/** Each key of the filter must match: equal text (case-insensitive), or one of a list. */
function matchesFilter(record: Record<string, unknown>, filter: Record<string, unknown>): boolean {
	const same = (value: unknown, wanted: unknown) =>
		String(value ?? '').toLowerCase() === String(wanted ?? '').toLowerCase();
	return Object.entries(filter).every(([name, wanted]) =>
		Array.isArray(wanted)
			? wanted.some((item) => same(record[name], item))
			: same(record[name], wanted),
	);
}

const MAPPINGS_LOC = ['body', 'field_mappings'];
const mappingIssue = (msg: string, type = 'value_error') => ({ loc: MAPPINGS_LOC, msg, type });

/** `field_mappings`: a JSON object of target key → XPath text; every problem is a 422 at ["body", "field_mappings"]. */
function fieldMappings(context: HandlerContext): Record<string, string> {
	const mappings = jsonInput(context, 'field_mappings', 'object');
	if (Object.keys(mappings).length === 0)
		throw new ValidationError([
			mappingIssue('field_mappings has no mapping (an object of target key → XPath expected)'),
		]);
	const problem = (key: string, path: unknown) => {
		if (typeof path !== 'string') return `the XPath of "${key}" must be text`;
		if (path.trim() === '') return `the XPath of "${key}" is empty`;
		try {
			parsePath(path);
			return undefined;
		} catch {
			return `the XPath of "${key}" is not a path: ${path}`;
		}
	};
	const problems = Object.entries(mappings).flatMap(([key, path]) => {
		const msg = problem(key, path);
		return msg === undefined
			? []
			: [mappingIssue(msg, typeof path === 'string' ? 'value_error' : 'type_error.str')];
	});
	if (problems.length > 0) throw new ValidationError(problems);
	return mappings as Record<string, string>;
}

/** The records the mappings give; a file that is not XML or a mapping that matches nothing is a 422. */
function xmlRecords(data: Buffer, mappings: Record<string, string>) {
	try {
		return mapXmlRecords(decodeXml(data), mappings);
	} catch (error) {
		if (error instanceof UnmatchedMappingsError) {
			throw new ValidationError(
				error.unmatched.map(([key, path]) =>
					mappingIssue(`the XPath of "${key}" matches nothing in the file: ${path}`),
				),
			);
		}
		if (error instanceof XmlError)
			throw new ValidationError([
				{ loc: ['body', 'file'], msg: `Invalid XML: ${error.message}`, type: 'value_error.xml' },
			]);
		throw error;
	}
}

export const masterDataBehaviour: BehaviourTable = {
	'masterData.getDatasetTypes': (context) =>
		json(
			[...masterDataOf(context).datasets].map(([data_type, dataset]) => ({
				data_type,
				records: dataset.size,
			})),
		),

	'masterData.getDatasetFields': (context) => {
		const name = requiredText(context.query, 'dataset_name');
		return json({ dataset_name: name, fields: masterDataOf(context).fieldsOf(name) });
	},

	'masterData.getRecords': (context) => {
		const dataset = masterDataOf(context).requireDataset(dataTypeOf(context, 'query'));
		const filter = optionalJsonInput(context, 'filter_data_json', 'query');
		if (filter !== undefined && !isObject(filter))
			throw new ValidationError([issue.dict(['query', 'filter_data_json'])]);
		return json(dataset.list((record) => filter === undefined || matchesFilter(record, filter)));
	},

	'masterData.downloadCsv': (context) => {
		const dataType = dataTypeOf(context, 'query');
		const records = masterDataOf(context).requireDataset(dataType).list();
		// One of the contract's delimiters (validated), else the default.
		const delimiter = (context.query.delimiter as Delimiter | undefined) ?? DEFAULT_DELIMITER;
		const csv = toCsv(['id', ...masterDataOf(context).fieldsOf(dataType)], records, delimiter);
		return {
			body: csv,
			contentType: 'text/csv; charset=utf-8',
			headers: {
				'content-disposition': `attachment; filename="${dataType.replace(/[^\w.-]/g, '_')}.csv"`,
			},
		};
	},

	'masterData.createRecords': (context) => {
		const dataType = dataTypeOf(context);
		const records = masterDataOf(context).addRecords(dataType, recordsFromData(context));
		return json({ success: true, data_type: dataType, created: records.length, records });
	},

	'masterData.updateRecord': (context) => {
		const data = jsonInput(context, 'data', 'object');
		if (data.id === undefined || data.id === null)
			throw new ValidationError([issue.missing(['body', 'data', 'id'])]);
		const dataset = masterDataOf(context).requireDataset(dataTypeOf(context));
		const record = dataset.require(String(data.id));
		const changes = Object.fromEntries(Object.entries(data).filter(([name]) => name !== 'id'));
		return json({ success: true, record: dataset.update(record.id, changes) });
	},

	'masterData.deleteRecord': (context) => {
		const removed = masterDataOf(context)
			.requireDataset(dataTypeOf(context))
			.remove(requiredText(context.body, 'id'));
		return json({ success: true, id: removed.id });
	},

	'masterData.importCsv': (context) => {
		const dataType = dataTypeOf(context);
		const records = masterDataOf(context).addRecords(dataType, csvRecords(context));
		return json({
			success: true,
			data_type: dataType,
			imported: records.length,
			total: masterDataOf(context).dataset(dataType).size,
		});
	},

	/** A mapped `id` (the interface's example maps it to the business partner) is the records' id; importing the file again replaces them. */
	'masterData.importXml': (context) => {
		const dataType = dataTypeOf(context);
		const mappings = fieldMappings(context);
		const [file] = context.files.file;
		const records = masterDataOf(context).importRecords(dataType, xmlRecords(file.data, mappings));
		return json({ success: true, data_type: dataType, imported: records.length, records });
	},
};
