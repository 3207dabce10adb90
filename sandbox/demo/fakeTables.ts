// Stand-in for table extraction: every document has a line item table derived from its file name,
// so tests can predict it. Rows are lists of cells in column order; "compact" rows are objects.
import { createHash } from 'node:crypto';
import { LINE_ITEM_COLUMNS } from './stores/documentSetup';

export type Cell = string | number | null;

export interface FakeTable {
	table_name: string;
	columns: string[];
	rows: Cell[][];
}

export const DEFAULT_TABLE_NAME = 'line_items';

/** Three line items with amounts derived from the file name. */
export function fakeTable(
	fileName: string,
	tableName = DEFAULT_TABLE_NAME,
	extraColumns: string[] = [],
): FakeTable {
	const seed = createHash('sha256').update(fileName).digest();
	const rows = [0, 1, 2].map((index) => {
		const quantity = (seed[index] % 5) + 1;
		const unitPrice = (seed[index + 3] % 90) + 10 + (seed[index + 6] % 100) / 100;
		const amount = Math.round(quantity * unitPrice * 100) / 100;
		return [
			index + 1,
			`Item ${index + 1}`,
			quantity,
			unitPrice,
			amount,
			...extraColumns.map(() => null),
		];
	});
	return {
		table_name: tableName,
		columns: [...LINE_ITEM_COLUMNS.map(([name]) => name), ...extraColumns],
		rows,
	};
}

export function compactRows(
	table: Pick<FakeTable, 'columns' | 'rows'>,
): Array<Record<string, Cell>> {
	return table.rows.map((row) =>
		Object.fromEntries(table.columns.map((column, index) => [column, row[index] ?? null])),
	);
}
