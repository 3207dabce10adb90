// Vendors (shared by the /fuzzy/ and /vendors/ paths and the supplier BOD import) and purchase
// orders with their lines (purchase order BODs, or seeded by tests). Records are open-ended: a CSV
// column or BOD element becomes a field.
import { RecordStore, type StoredRecord } from '../../standIn/stores/recordStore';

export type OpenRecord = StoredRecord & { [field: string]: unknown };

export interface VendorRecord extends OpenRecord {
	vendor_id: string;
	name: string;
	/** `Discrete` (structured address) or `Text` (free text address). */
	address_type: string;
}

export interface PurchaseOrderRecord extends OpenRecord {
	purchase_order_number: string;
	status: string;
}

export interface PurchaseOrderLineRecord extends OpenRecord {
	purchase_order_number: string;
	line_number: number;
}

/** Finds a record by a key field and updates it, or adds a new one. Answers whether it was new. */
export function upsert<T extends OpenRecord>(
	store: RecordStore<T>,
	key: string,
	fields: Record<string, unknown>,
): { record: T; created: boolean } {
	const value = fields[key];
	const existing = value === undefined ? undefined : store.find((record) => record[key] === value);
	if (existing)
		return { record: store.update(existing.id, fields as Partial<Omit<T, 'id'>>), created: false };
	return { record: store.add(fields as Omit<T, 'id'>), created: true };
}

export class ProcurementStores {
	readonly vendors = new RecordStore<VendorRecord>('Vendor');
	readonly purchaseOrders = new RecordStore<PurchaseOrderRecord>('Purchase order');
	readonly purchaseOrderLines = new RecordStore<PurchaseOrderLineRecord>('Purchase order line');

	/** A vendor with a generated vendor_id unless given; tests seed with it. */
	addVendor(fields: Partial<Omit<VendorRecord, 'id'>> = {}): VendorRecord {
		const number = this.vendors.size + 1;
		return this.vendors.add({
			vendor_id: `V${String(number).padStart(5, '0')}`,
			name: `Vendor ${number}`,
			address_type: 'Discrete',
			...fields,
		});
	}

	addPurchaseOrder(fields: Partial<Omit<PurchaseOrderRecord, 'id'>> = {}): PurchaseOrderRecord {
		const number = this.purchaseOrders.size + 1;
		return this.purchaseOrders.add({
			purchase_order_number: `PO-${String(number).padStart(5, '0')}`,
			status: 'open',
			...fields,
		});
	}

	/** Numbered after the order's existing lines unless `line_number` is given. */
	addLine(
		purchaseOrderNumber: string,
		fields: Partial<Omit<PurchaseOrderLineRecord, 'id'>> = {},
	): PurchaseOrderLineRecord {
		const lineNumber = this.linesOf(purchaseOrderNumber).length + 1;
		return this.purchaseOrderLines.add({
			line_number: lineNumber,
			...fields,
			purchase_order_number: purchaseOrderNumber,
		});
	}

	purchaseOrder(number: string): PurchaseOrderRecord | undefined {
		return this.purchaseOrders.find((order) => order.purchase_order_number === number);
	}

	linesOf(purchaseOrderNumber: string): PurchaseOrderLineRecord[] {
		return this.purchaseOrderLines
			.list((line) => line.purchase_order_number === purchaseOrderNumber)
			.sort((a, b) => a.line_number - b.line_number);
	}

	reset(): void {
		this.vendors.clear();
		this.purchaseOrders.clear();
		this.purchaseOrderLines.clear();
	}
}
