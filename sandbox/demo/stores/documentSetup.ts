// Document types and what hangs off them: sub types, field groups, fields, tables, table columns,
// and per-profile field settings. Starts with the document types the fake classification knows,
// each with the header fields the fake extraction fills, so a fresh sandbox looks like a real org.
import { HttpError, notFound } from '../../contract';
import { RecordStore } from '../../standIn/stores/recordStore';

export interface DocumentTypeRecord {
	id: number;
	doc_type_name: string;
	title: string;
	translation_key: string | null;
	has_table: boolean;
	sort_order: number | null;
	is_active: boolean;
}

export interface SubDocumentTypeRecord {
	id: number;
	doc_type_key: string;
	sub_doc_type: string;
	title: string;
	translation_key: string | null;
	is_active: boolean;
}

export interface FieldGroupRecord {
	id: number;
	doc_type_name: string;
	is_sub_doc_type_group: boolean;
	group_name: string;
	title: string;
	translation_key: string;
	sort_order: number | null;
}

/** The create inputs as sent; optional ones only when sent. */
export interface FieldRecord {
	id: number;
	doc_type_name: string;
	is_sub_doc_type_field: boolean;
	field_name: string;
	title: string;
	field_type: string;
	group_name: string;
	[setting: string]: unknown;
}

export interface TableRecord {
	id: number;
	doc_type_name: string;
	table_name: string;
	is_default: boolean;
}

export interface ColumnRecord {
	id: number;
	table_name: string;
	column_name: string;
	column_type: string;
	title: string;
	is_hidden: boolean;
	is_deleted: boolean;
	[setting: string]: unknown;
}

/** Field settings a user may change per profile, on top of the field's own. */
export type FieldSettings = Record<string, Record<string, unknown>>;

export const DEFAULT_PROFILE = 'DEFAULT';

const SEEDED_TYPES: Array<[string, string]> = [
	['invoice', 'Invoice'],
	['credit_note', 'Credit note'],
	['purchase_order', 'Purchase order'],
	['receipt', 'Receipt'],
	['delivery_note', 'Delivery note'],
];

const seededFields = (docType: string): Array<[string, string, string]> => [
	[`${docType}_number`, 'Number', 'STRING'],
	[`${docType}_date`, 'Date', 'DATE'],
	['supplier_name', 'Supplier', 'STRING'],
	['net_amount', 'Net amount', 'AMOUNT'],
	['tax_amount', 'Tax amount', 'AMOUNT'],
	['total_amount', 'Total amount', 'AMOUNT'],
	['currency', 'Currency', 'CURRENCY'],
];

/** The line item columns of the seeded invoice table, also the columns of the fake extracted table. */
export const LINE_ITEM_COLUMNS: Array<[string, string, string]> = [
	['position', 'Position', 'NUMBER'],
	['description', 'Description', 'STRING'],
	['quantity', 'Quantity', 'NUMBER'],
	['unit_price', 'Unit price', 'AMOUNT'],
	['amount', 'Amount', 'AMOUNT'],
];

export class DocumentSetupStore {
	readonly documentTypes = new RecordStore<DocumentTypeRecord>('Document type');
	readonly subTypes = new RecordStore<SubDocumentTypeRecord>('Sub document type');
	readonly fieldGroups = new RecordStore<FieldGroupRecord>('Field group');
	readonly fields = new RecordStore<FieldRecord>('Field');
	readonly tables = new RecordStore<TableRecord>('Table');
	readonly columns = new RecordStore<ColumnRecord>('Column');
	/** Changed field settings by `profile|sub|doc_type`; absent means the defaults. */
	readonly settings = new Map<string, FieldSettings>();

	constructor() {
		this.seed();
	}

	reset(): void {
		for (const store of [
			this.documentTypes,
			this.subTypes,
			this.fieldGroups,
			this.fields,
			this.tables,
			this.columns,
		])
			store.clear();
		this.settings.clear();
		this.seed();
	}

	private seed(): void {
		SEEDED_TYPES.forEach(([name, title], index) => {
			this.documentTypes.add({
				doc_type_name: name,
				title,
				translation_key: null,
				has_table: name === 'invoice',
				sort_order: index + 1,
				is_active: true,
			});
			this.fieldGroups.add({
				doc_type_name: name,
				is_sub_doc_type_group: false,
				group_name: 'header',
				title: 'Header',
				translation_key: 'header',
				sort_order: 1,
			});
			seededFields(name).forEach(([field_name, fieldTitle, field_type], row) =>
				this.fields.add({
					doc_type_name: name,
					is_sub_doc_type_field: false,
					field_name,
					title: fieldTitle,
					field_type,
					group_name: 'header',
					sort_order: row + 1,
				}),
			);
		});
		this.tables.add({ doc_type_name: 'invoice', table_name: 'line_items', is_default: true });
		LINE_ITEM_COLUMNS.forEach(([column_name, title, column_type], index) =>
			this.columns.add({
				table_name: 'line_items',
				column_name,
				title,
				column_type,
				sort_order: index + 1,
				is_hidden: false,
				is_deleted: false,
			}),
		);
	}

	documentType(name: string): DocumentTypeRecord | undefined {
		return this.documentTypes.find((type) => type.doc_type_name === name);
	}

	requireDocumentType(name: string): DocumentTypeRecord {
		const found = this.documentType(name);
		if (!found) throw notFound('Document type');
		return found;
	}

	/** Fields, groups and settings belong to a document type or, with `isSub`, to a sub document type. */
	requireOwner(name: string, isSub: boolean): void {
		if (
			isSub ? !this.subTypes.find((sub) => sub.sub_doc_type === name) : !this.documentType(name)
		) {
			throw notFound(isSub ? 'Sub document type' : 'Document type');
		}
	}

	requireTable(name: string): TableRecord {
		const found = this.tables.find((table) => table.table_name === name);
		if (!found) throw notFound('Table');
		return found;
	}

	/** Columns of a table in display order, without deleted ones. */
	columnsOf(tableName: string): ColumnRecord[] {
		return this.columns
			.list((column) => column.table_name === tableName && !column.is_deleted)
			.sort((a, b) => Number(a.sort_order ?? 0) - Number(b.sort_order ?? 0));
	}

	fieldsOf(docType: string, isSub: boolean): FieldRecord[] {
		return this.fields
			.list((field) => field.doc_type_name === docType && field.is_sub_doc_type_field === isSub)
			.sort((a, b) => Number(a.sort_order ?? 0) - Number(b.sort_order ?? 0));
	}

	groupsOf(docType: string, isSub: boolean): FieldGroupRecord[] {
		return this.fieldGroups
			.list((group) => group.doc_type_name === docType && group.is_sub_doc_type_group === isSub)
			.sort((a, b) => Number(a.sort_order ?? 0) - Number(b.sort_order ?? 0));
	}

	/** 400 when a name is taken, as the service refuses duplicates. */
	assertUnique(taken: boolean, what: string): void {
		if (taken) throw new HttpError(400, `${what} already exists`);
	}

	deleteDocumentType(id: string): DocumentTypeRecord {
		const type = this.documentTypes.remove(id);
		const name = type.doc_type_name;
		this.subTypes.removeWhere((sub) => sub.doc_type_key === name);
		this.fieldGroups.removeWhere((group) => group.doc_type_name === name);
		this.fields.removeWhere((field) => field.doc_type_name === name);
		const tables = this.tables
			.removeWhere((table) => table.doc_type_name === name)
			.map((table) => table.table_name);
		this.columns.removeWhere((column) => tables.includes(column.table_name));
		return type;
	}

	deleteTable(id: string): TableRecord {
		const table = this.tables.remove(id);
		this.columns.removeWhere((column) => column.table_name === table.table_name);
		return table;
	}
}

export const settingsKey = (docType: string, isSub: boolean, profile: string) =>
	`${profile}|${isSub ? 'sub' : 'type'}|${docType}`;
