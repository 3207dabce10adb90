/**
 * What the service reads from the test invoices (invoicePdf.ts): extraction results a test scripts
 * (answerReadings), so the node's shaping of them (Simplified, Selected Fields, line items, review)
 * is tested against the stand-in alone, not against the demo's PDF reader.
 */
import type { Sandbox } from '../../sandbox';

/** The extraction result's content: what the service read from a file. */
export interface Reading {
	doc_type: string;
	extracted_data: Record<string, unknown>;
	field_confidence: Record<string, number>;
	tables: Array<{ table_name: string; columns: string[]; rows: unknown[][] }>;
}

const LINE_COLUMNS = ['position', 'description', 'quantity', 'unit', 'amount'];
const SUPPLIER = {
	invoice_date: '2024-03-15',
	supplier_name: 'ACME Supplies GmbH',
	supplier_vat_id: 'DE123456789',
	currency: 'EUR',
};

/** CLEAN_INVOICE as read: every field sure, two line items. */
export const CLEAN_READING: Reading = {
	doc_type: 'invoice',
	extracted_data: {
		invoice_number: 'INV-100',
		...SUPPLIER,
		net_amount: 1000,
		tax_amount: 190,
		total_amount: 1190,
	},
	field_confidence: {
		invoice_number: 0.99,
		invoice_date: 0.99,
		supplier_name: 0.97,
		supplier_vat_id: 0.9,
		currency: 0.96,
		net_amount: 0.99,
		tax_amount: 0.95,
		total_amount: 0.94,
	},
	tables: [
		{
			table_name: 'line_items',
			columns: LINE_COLUMNS,
			rows: [
				[1, 'Office chairs', 3, 'pcs', 300],
				[2, 'Standing desk', 1, 'pcs', 700],
			],
		},
	],
};

/** DOUBTFUL_INVOICE as read: the amounts do not add up, so they score low; three line items. */
export const DOUBTFUL_READING: Reading = {
	doc_type: 'invoice',
	extracted_data: {
		invoice_number: 'INV-200',
		...SUPPLIER,
		net_amount: 1750,
		tax_amount: 332.5,
		total_amount: 2100,
	},
	field_confidence: {
		invoice_number: 0.95,
		invoice_date: 0.98,
		supplier_name: 0.93,
		supplier_vat_id: 0.95,
		currency: 0.91,
		net_amount: 0.66,
		tax_amount: 0.61,
		total_amount: 0.48,
	},
	tables: [
		{
			table_name: 'line_items',
			columns: LINE_COLUMNS,
			rows: [
				[1, 'Consulting', 10, 'h', 1000],
				[2, 'Travel', 1, null, 250],
				[3, 'Licence', 2, null, 500],
			],
		},
	],
};

/**
 * Until reset, Get Extraction Result answers each document the stand-in has with the reading of
 * its file name (case-insensitive), its id and status the stand-in's; an unknown document is a 404,
 * a file name without a reading a 500 naming it (a test that forgot one).
 */
export function answerReadings(sandbox: Sandbox, byFileName: Record<string, Reading>): void {
	const readings = new Map(
		Object.entries(byFileName).map(([name, reading]) => [name.toLowerCase(), reading]),
	);
	sandbox.answer('document.getExtractionResult', ({ body }) => {
		const document = sandbox.state.getDocument(String(body.doc_id));
		if (!document) return { status: 404, body: { detail: 'Document not found' } };
		const reading = readings.get(document.file_name.toLowerCase());
		if (!reading)
			return { status: 500, body: { detail: `No reading scripted for ${document.file_name}` } };
		return { body: { doc_id: document.doc_id, status: document.status, ...reading } };
	});
}
