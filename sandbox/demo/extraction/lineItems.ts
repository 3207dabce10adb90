// Line items of a document's text: the lines between the header and the amounts that read
// "description  quantity [unit]  amount" (the layout of the examples' and demo's invoices).
import { amountKind, parseAmount } from './rules';

export interface LineItem {
	position: number;
	description: string;
	quantity: number;
	unit: string | null;
	amount: number;
}

const LINE_ITEM =
	/^(?<description>.*[A-Za-zÄÖÜäöüß].*?)\s+(?<quantity>\d+(?:[.,]\d+)?)(?:\s*(?<unit>[A-Za-z]{1,5}\.?))?\s+(?<amount>-?\d[\d.,'\u00a0]*)(?:\s*(?:EUR|USD|GBP|CHF|€|\$|£))?$/;

/** Each item line before the first amount line (net, tax, total), in order. */
export function findLineItems(lines: string[]): LineItem[] {
	const end = lines.findIndex((line) => amountKind(line) !== null);
	const items: LineItem[] = [];
	for (const line of end < 0 ? lines : lines.slice(0, end)) {
		if (line.includes(':')) continue;
		const match = LINE_ITEM.exec(line.trim())?.groups;
		const amount = match && parseAmount(match.amount);
		const quantity = match && parseAmount(match.quantity);
		if (
			!match ||
			amount === null ||
			amount === undefined ||
			quantity === null ||
			quantity === undefined
		)
			continue;
		items.push({
			position: items.length + 1,
			description: match.description.trim(),
			quantity,
			unit: match.unit ?? null,
			amount,
		});
	}
	return items;
}
