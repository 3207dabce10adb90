// Record shapes of the smaller configuration stores (layout templates, classification rules, blocked
// suppliers, table extraction rules, partner records).
import type { StoredFile } from './training';
import { RecordStore, type StoredRecord } from '../../standIn/stores/recordStore';

export interface LayoutTemplateRecord extends StoredRecord {
	doc_type_key: string;
	sub_doc_type_key: string | null;
	title: string;
	/** Parsed from the `layout_json` text. */
	layout_json: unknown;
	sample: { file_name: string; content_type: string; size: number; uploaded_on: string } | null;
	updated_on: string;
}

export interface ClassificationRuleRecord extends StoredRecord {
	rule_value_1: string;
	rule_type: string;
	sub_org_id: string | null;
	doc_type_key: string | null;
	sub_doc_type_key: string | null;
}

export interface BlockedSupplierRecord extends StoredRecord {
	doc_type: string;
	supplier: string | null;
	filterID1: string | null;
	filterID2: string | null;
	filterID3: string | null;
	tfidf_id: string | null;
	is_org_specific: boolean;
}

/** What the table extraction remembers about one document. */
export interface TableRules {
	auto_extract?: { table_name: string; is_table_training_doc: boolean };
	columns: Array<Record<string, unknown>>;
}

export type PartnerKind = 'table_training' | 'po_match';

export interface PartnerRecord extends StoredRecord {
	kind: PartnerKind;
	partner_doc_id: string;
	file: StoredFile;
	/** The files of a zip batch, or the one file. */
	batch_entries: string[];
	force_ocr: string | null;
	extraction_rules: unknown;
	extracted_data: Record<string, unknown>;
	created_on: string;
}

/** Table-training and PO-matching records: separate tables, so each counts its ids from 1. */
export class PartnerRecords {
	readonly table_training = new RecordStore<PartnerRecord>('Table training record');
	readonly po_match = new RecordStore<PartnerRecord>('PO match record');

	clear(): void {
		this.table_training.clear();
		this.po_match.clear();
	}
}
