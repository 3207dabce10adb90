/* eslint-disable @n8n/community-nodes/require-node-api-error -- dev-only code, never published; eslint.dev.config.mjs lints it */
// Import of business object documents (/import/..., /bod/import/...): suppliers become vendors,
// purchase orders (with lines) purchase orders, acknowledgements change a purchase order's status.
// Elements are found by local name wherever they sit, so Sync/Process verbs and namespaces all work.
import { ValidationError } from '../../contract';
import { upsert } from '../stores/procurement';
import { defined } from '../../standIn/stores/recordStore';
import { findElements, parseXml, textAt, XmlError } from '../xmlFieldMappings';
import { requiredText } from '../../standIn/behaviour/inputValues';
import { json, type BehaviourTable, type HandlerContext } from './types';

/** The BOD from the multipart `file` or the JSON `xml` field; 422 on that field when it is not XML. */
function bodOf(context: HandlerContext) {
	const field = context.files.file ? 'file' : 'xml';
	const text = context.files.file
		? context.files.file[0].data.toString('utf8')
		: requiredText(context.body, 'xml');
	try {
		return parseXml(text);
	} catch (error) {
		if (!(error instanceof XmlError)) throw error;
		throw new ValidationError([
			{ loc: ['body', field], msg: `Invalid XML: ${error.message}`, type: 'value_error.xml' },
		]);
	}
}

const numberAt = (node: unknown, path: string) => {
	const text = textAt(node, path);
	return text === null || !Number.isFinite(Number(text)) ? undefined : Number(text);
};

function importSuppliers(context: HandlerContext) {
	const { vendors } = context.state.areas.procurement;
	let created = 0;
	const suppliers = findElements(bodOf(context), 'SupplierPartyMaster');
	for (const supplier of suppliers) {
		const address = findElements(supplier, 'Address')[0];
		const fields = defined({
			vendor_id: textAt(supplier, 'PartyIDs/ID') ?? undefined,
			name: textAt(supplier, 'Name') ?? '',
			street: textAt(address, 'AddressLine') ?? undefined,
			city: textAt(address, 'CityName') ?? undefined,
			zip: textAt(address, 'PostalCode') ?? undefined,
			country: textAt(address, 'CountryCode') ?? undefined,
			address_type: 'Discrete',
			source: 'bod',
		});
		if (upsert(vendors, 'vendor_id', fields).created) created++;
	}
	return json({
		success: true,
		suppliers: suppliers.length,
		created,
		updated: suppliers.length - created,
	});
}

function importPurchaseOrders(context: HandlerContext) {
	const { procurement } = context.state.areas;
	let created = 0;
	let lineCount = 0;
	const orders = findElements(bodOf(context), 'PurchaseOrder');
	for (const order of orders) {
		const header = findElements(order, 'PurchaseOrderHeader')[0] ?? order;
		const number = textAt(header, 'DocumentID/ID');
		if (!number) continue;
		const fields = defined({
			purchase_order_number: number,
			supplier_id: textAt(header, 'SupplierParty/PartyIDs/ID') ?? undefined,
			supplier_name: textAt(header, 'SupplierParty/Name') ?? undefined,
			order_date: textAt(header, 'DocumentDateTime')?.slice(0, 10),
			currency: textAt(header, 'TotalAmount/@currencyID') ?? undefined,
			total_amount: numberAt(header, 'TotalAmount'),
			status: 'open',
			source: 'bod',
		});
		if (upsert(procurement.purchaseOrders, 'purchase_order_number', fields).created) created++;
		procurement.purchaseOrderLines.removeWhere((line) => line.purchase_order_number === number);
		for (const line of findElements(order, 'PurchaseOrderLine')) {
			procurement.addLine(
				number,
				defined({
					line_number: numberAt(line, 'LineNumber'),
					item_id: textAt(line, 'Item/ItemID/ID') ?? undefined,
					description: textAt(line, 'Item/Description') ?? textAt(line, 'Description') ?? undefined,
					quantity: numberAt(line, 'Quantity'),
					unit_price: numberAt(line, 'UnitPrice/Amount'),
					amount: numberAt(line, 'ExtendedAmount'),
				}),
			);
			lineCount++;
		}
	}
	return json({
		success: true,
		purchase_orders: orders.length,
		created,
		updated: orders.length - created,
		lines: lineCount,
	});
}

/** Sets the status of each referenced purchase order; references the sandbox does not know are listed. */
function acknowledge(context: HandlerContext, element: string, reference: string, status: string) {
	const { procurement } = context.state.areas;
	const numbers = new Set<string>();
	for (const node of findElements(bodOf(context), element)) {
		for (const referenced of findElements(node, reference)) {
			const number = textAt(referenced, 'DocumentID/ID');
			if (number !== null) numbers.add(number);
		}
	}
	const unknown: string[] = [];
	for (const number of numbers) {
		const order = procurement.purchaseOrder(number);
		if (order) order.status = status;
		else unknown.push(number);
	}
	return json({ success: true, acknowledged: numbers.size - unknown.length, status, unknown });
}

export const bodImportBehaviour: BehaviourTable = {
	'bodImport.importSupplier': importSuppliers,
	'bodImport.importSupplierXml': importSuppliers,
	'bodImport.importPurchaseOrder': importPurchaseOrders,
	'bodImport.importPurchaseOrderXml': importPurchaseOrders,
	'bodImport.importPurchaseOrderAcknowledgement': (context) =>
		acknowledge(context, 'PurchaseOrder', 'PurchaseOrderHeader', 'acknowledged'),
	'bodImport.importReceiveDeliveryAcknowledgement': (context) =>
		acknowledge(context, 'ReceiveDelivery', 'PurchaseOrderReference', 'received'),
};
