/** Reads the service contract (sandbox/endpoints.tsv) for tests. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import { parseField, splitFieldList, type ParsedField } from '../nodes/DocumentProcessing/endpoints/fieldSpec';

export interface ContractRow {
	group: string;
	method: string;
	path: string;
	parameters: string;
	bodyContentType: string;
	bodyFields: ParsedField[];
}

export function contractRows(): ContractRow[] {
	const [header, ...lines] = readFileSync(join(__dirname, '..', 'sandbox', 'endpoints.tsv'), 'utf8')
		.trim()
		.split('\n');
	const columns = header.split('\t');
	return lines.map((line) => {
		const cells = Object.fromEntries(line.split('\t').map((cell, index) => [columns[index], cell]));
		return {
			group: cells.group,
			method: cells.method,
			path: cells.path.replace(/^\{host\}/, ''),
			parameters: cells.parameters,
			bodyContentType: cells.body_content_type,
			bodyFields: cells.body_fields === '-' ? [] : splitFieldList(cells.body_fields).map(parseField),
		};
	});
}

/** Query parameters a row names, with whether they are required ("a, b (q, optional)" forms). */
export function queryParameters(row: ContractRow): Array<{ name: string; required: boolean }> {
	const found: Array<{ name: string; required: boolean }> = [];
	for (const part of row.parameters.split(';')) {
		const match = /^\s*(.+?)\s*\(([^)]*)\)/.exec(part);
		if (!match || !/\bq\b/.test(match[2])) continue;
		for (const name of match[1].split(',')) {
			found.push({ name: name.trim(), required: /required/.test(match[2]) });
		}
	}
	return found;
}
