// CSV as the service's imports and downloads use it: a header row, `;` or `,` between values,
// double quotes around values that contain the delimiter, quotes or line breaks.

import { enumValues, type EnumOf } from '../../contract';

/** The delimiters the service takes, as the contract lists them. */
export type Delimiter = EnumOf<'masterData.downloadCsv', 'delimiter'>;

export const DELIMITERS = enumValues('masterData.downloadCsv', 'delimiter');

/** The delimiter of a file whose caller did not say: whichever of `;` and `,` the header uses more. */
export function sniffDelimiter(text: string): Delimiter {
	const header = text.split(/\r?\n/, 1)[0] ?? '';
	const count = (char: string) => header.split(char).length - 1;
	return count(';') >= count(',') && count(';') > 0 ? ';' : ',';
}

function parseRows(text: string, delimiter: Delimiter): string[][] {
	const rows: string[][] = [];
	let row: string[] = [];
	let value = '';
	let quoted = false;
	for (let index = 0; index < text.length; index++) {
		const char = text[index];
		if (quoted) {
			if (char === '"' && text[index + 1] === '"') {
				value += '"';
				index++;
			} else if (char === '"') quoted = false;
			else value += char;
		} else if (char === '"' && value === '') quoted = true;
		else if (char === delimiter) {
			row.push(value);
			value = '';
		} else if (char === '\n' || char === '\r') {
			if (char === '\r' && text[index + 1] === '\n') index++;
			rows.push([...row, value]);
			row = [];
			value = '';
		} else value += char;
	}
	if (value !== '' || row.length > 0) rows.push([...row, value]);
	return rows.filter((cells) => cells.some((cell) => cell.trim() !== ''));
}

/** Records keyed by the header's (trimmed) names; an empty file or one without a header has no columns. */
export function parseCsv(
	text: string,
	delimiter: Delimiter = sniffDelimiter(text),
): { columns: string[]; records: Array<Record<string, string>> } {
	const [header, ...rows] = parseRows(text.replace(/^\uFEFF/, ''), delimiter);
	const columns = (header ?? []).map((name) => name.trim());
	const records = rows.map((cells) =>
		Object.fromEntries(columns.map((name, index) => [name, (cells[index] ?? '').trim()])),
	);
	return { columns: columns.filter(Boolean), records };
}

function cell(value: unknown, delimiter: Delimiter): string {
	const text =
		value === undefined || value === null
			? ''
			: typeof value === 'object'
				? JSON.stringify(value)
				: String(value);
	return /["\r\n]/.test(text) || text.includes(delimiter) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function toCsv(
	columns: string[],
	records: Array<Record<string, unknown>>,
	delimiter: Delimiter,
): string {
	const lines = [columns, ...records.map((record) => columns.map((column) => record[column]))];
	return (
		lines
			.map((values) => values.map((value) => cell(value, delimiter)).join(delimiter))
			.join('\r\n') + '\r\n'
	);
}
