// Purchase orders and their lines (/purchase_order/...) from state.areas.procurement: keyword
// search and lines with exact skip/limit paging, display columns, automatic matching.
import { formatAmount, localeTag } from '../amounts';
import { notFound } from '../../contract';
import type { PurchaseOrderLineRecord } from '../stores/procurement';
import {
	jsonInput,
	matchesKeyword,
	optionalText,
	pageOf,
	requiredText,
} from '../../standIn/behaviour/inputValues';
import { json, type BehaviourTable, type HandlerContext } from './types';

/** Columns shown for purchase order lines. */
export const DISPLAY_COLUMNS: Array<[string, string]> = [
	['line_number', 'Line'],
	['item_id', 'Item'],
	['description', 'Description'],
	['quantity', 'Quantity'],
	['unit_price', 'Unit price'],
	['amount', 'Amount'],
];

const isAmountField = (name: string) => /amount|price/i.test(name);

function requireOrder(context: HandlerContext, number: string) {
	const order = context.state.areas.procurement.purchaseOrder(number);
	if (!order) throw notFound('Purchase order');
	return order;
}

/** With amounts_format (a locale), amounts come back as text written that way. */
function formatLine(line: PurchaseOrderLineRecord, locale: string | undefined) {
	if (locale === undefined) return line;
	return Object.fromEntries(
		Object.entries(line).map(([name, value]) => [
			name,
			isAmountField(name) && typeof value === 'number' ? formatAmount(value, locale) : value,
		]),
	);
}

const differs = (a: unknown, b: unknown) =>
	typeof a === 'number' || typeof b === 'number'
		? Math.abs(Number(a) - Number(b)) > 0.005
		: String(a).trim().toLowerCase() !== String(b).trim().toLowerCase();

export const purchaseOrdersBehaviour: BehaviourTable = {
	'purchaseOrder.getMany': (context) => {
		const { query } = context;
		const rows = context.state.areas.procurement.purchaseOrders.list((order) =>
			matchesKeyword(order, query.keyword),
		);
		const { page, total } = pageOf(rows, query.skip, query.limit);
		return json({ purchase_orders: page, total });
	},

	'purchaseOrder.getLines': (context) => {
		const { query } = context;
		const order = requireOrder(context, requiredText(query, 'purchase_order_number'));
		const format = optionalText(query, 'amounts_format');
		const locale =
			format === undefined ? undefined : localeTag(format, ['query', 'amounts_format']);
		const { page, total } = pageOf(
			context.state.areas.procurement.linesOf(order.purchase_order_number),
			query.skip,
			query.limit,
		);
		return json({ lines: page.map((line) => formatLine(line, locale)), total });
	},

	'purchaseOrder.getDisplayColumns': (context) => {
		const docType = context.state.areas.documentSetup.requireDocumentType(
			requiredText(context.query, 'doc_type'),
		).doc_type_name;
		return json(
			DISPLAY_COLUMNS.map(([column_name, title], index) => ({
				doc_type: docType,
				column_name,
				title,
				sort_order: index + 1,
			})),
		);
	},

	/** Compares the document's data with the fields the purchase order header has too. */
	'purchaseOrder.autoMatch': (context) => {
		const data = jsonInput(context, 'data', 'object');
		const order = requireOrder(context, requiredText(context.body, 'purchase_order_number'));
		const differences = Object.entries(order)
			.filter(
				([name]) =>
					name !== 'id' && name !== 'status' && data[name] !== undefined && data[name] !== null,
			)
			.filter(([name, value]) => differs(data[name], value))
			.map(([field, value]) => ({ field, document: data[field], purchase_order: value }));
		return json({
			success: true,
			purchase_order_number: order.purchase_order_number,
			matched: differences.length === 0,
			differences,
			lines: context.state.areas.procurement.linesOf(order.purchase_order_number),
		});
	},
};
