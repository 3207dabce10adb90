// An uploaded CSV file as records (vendor and master data imports).
import { ValidationError } from '../../contract';
import { parseCsv, type Delimiter } from '../stores/csv';
import { optionalText } from '../../standIn/behaviour/inputValues';
import { type HandlerContext } from './types';

/** The uploaded `file` as CSV records (the `delimiter` input, else sniffed); 422 on the file when it has no header row. */
export function csvRecords(context: HandlerContext): Array<Record<string, string>> {
	const [file] = context.files.file;
	// One of the contract's delimiters (validated), else sniffed.
	const delimiter = optionalText(context.body, 'delimiter') as Delimiter | undefined;
	const { columns, records } = parseCsv(file.data.toString('utf8'), delimiter);
	if (columns.length === 0)
		throw new ValidationError([
			{ loc: ['body', 'file'], msg: 'The CSV file has no header row', type: 'value_error' },
		]);
	return records;
}
