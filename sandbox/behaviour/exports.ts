// Export of documents (/export_zugferd, /export/...): zugferd (CII) and peppol (UBL) XML from a
// document's extracted fields, the watch export list (state.areas.watchExported), extraction rules.
import { XMLBuilder } from 'fast-xml-parser';
import { HttpError } from '../errors';
import type { SandboxDocument } from '../state';
import { requireDocument } from './documents';
import { summaryView } from './documentViews';
import { saveRules } from './extraction';
import { json, requiredText, type BehaviourTable, type HandlerContext, type HandlerResult } from './types';

const builder = new XMLBuilder({ ignoreAttributes: false, attributeNamePrefix: '@', format: true, suppressEmptyNode: true });

const WATCH_EXPORT_STATUSES = ['finished', 'validated_pending_export'];

/** The invoice facts an e-invoice needs, read from the extracted fields. */
function invoiceFacts(document: SandboxDocument) {
	const data = document.extracted_data;
	const docType = document.doc_type ?? 'invoice';
	const text = (...names: string[]) => names.map((name) => data[name]).find((value) => value !== undefined && value !== null && value !== '');
	const amount = (name: string) => Number(data[name] ?? 0).toFixed(2);
	return {
		number: String(text(`${docType}_number`, 'invoice_number') ?? document.doc_id),
		date: String(text(`${docType}_date`, 'invoice_date') ?? document.created_on).slice(0, 10),
		typeCode: docType === 'credit_note' ? '381' : '380',
		seller: String(text('supplier_name') ?? ''),
		currency: String(text('currency') ?? 'EUR'),
		net: amount('net_amount'),
		tax: amount('tax_amount'),
		total: amount('total_amount'),
	};
}

function exportedDocument(context: HandlerContext): SandboxDocument {
	const document = requireDocument(context.state, requiredText(context.query, 'doc_id'));
	if (document.status === 'processing') throw new HttpError(409, 'Document has not been processed yet');
	return document;
}

const xmlAnswer = (root: object): HandlerResult => ({
	body: `<?xml version="1.0" encoding="UTF-8"?>\n${builder.build(root)}`,
	contentType: 'application/xml; charset=utf-8',
});

function zugferd(document: SandboxDocument) {
	const facts = invoiceFacts(document);
	return {
		'rsm:CrossIndustryInvoice': {
			'@xmlns:rsm': 'urn:un:unece:uncefact:data:standard:CrossIndustryInvoice:100',
			'@xmlns:ram': 'urn:un:unece:uncefact:data:standard:ReusableAggregateBusinessInformationEntity:100',
			'@xmlns:udt': 'urn:un:unece:uncefact:data:standard:UnqualifiedDataType:100',
			'rsm:ExchangedDocumentContext': { 'ram:GuidelineSpecifiedDocumentContextParameter': { 'ram:ID': 'urn:cen.eu:en16931:2017' } },
			'rsm:ExchangedDocument': {
				'ram:ID': facts.number,
				'ram:TypeCode': facts.typeCode,
				'ram:IssueDateTime': { 'udt:DateTimeString': { '@format': '102', '#text': facts.date.replace(/-/g, '') } },
			},
			'rsm:SupplyChainTradeTransaction': {
				'ram:ApplicableHeaderTradeAgreement': { 'ram:SellerTradeParty': { 'ram:Name': facts.seller } },
				'ram:ApplicableHeaderTradeSettlement': {
					'ram:InvoiceCurrencyCode': facts.currency,
					'ram:SpecifiedTradeSettlementHeaderMonetarySummation': {
						'ram:TaxBasisTotalAmount': facts.net,
						'ram:TaxTotalAmount': { '@currencyID': facts.currency, '#text': facts.tax },
						'ram:GrandTotalAmount': facts.total,
						'ram:DuePayableAmount': facts.total,
					},
				},
			},
		},
	};
}

function peppol(document: SandboxDocument) {
	const facts = invoiceFacts(document);
	const money = (value: string) => ({ '@currencyID': facts.currency, '#text': value });
	return {
		Invoice: {
			'@xmlns': 'urn:oasis:names:specification:ubl:schema:xsd:Invoice-2',
			'@xmlns:cac': 'urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2',
			'@xmlns:cbc': 'urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2',
			'cbc:CustomizationID': 'urn:cen.eu:en16931:2017#compliant#urn:fdc:peppol.eu:2017:poacc:billing:3.0',
			'cbc:ProfileID': 'urn:fdc:peppol.eu:2017:poacc:billing:01:1.0',
			'cbc:ID': facts.number,
			'cbc:IssueDate': facts.date,
			'cbc:InvoiceTypeCode': facts.typeCode,
			'cbc:DocumentCurrencyCode': facts.currency,
			'cac:AccountingSupplierParty': { 'cac:Party': { 'cac:PartyName': { 'cbc:Name': facts.seller } } },
			'cac:TaxTotal': { 'cbc:TaxAmount': money(facts.tax) },
			'cac:LegalMonetaryTotal': {
				'cbc:TaxExclusiveAmount': money(facts.net),
				'cbc:TaxInclusiveAmount': money(facts.total),
				'cbc:PayableAmount': money(facts.total),
			},
		},
	};
}

export const exportsBehaviour: BehaviourTable = {
	'GET /export_zugferd': (context) => xmlAnswer(zugferd(exportedDocument(context))),

	'GET /export/export_peppol': (context) => xmlAnswer(peppol(exportedDocument(context))),

	/** Finished (or export-pending) documents of the type that no one has marked as handled yet. */
	'GET /export/get_pending_watch_export_documents': (context) => {
		const docType = requiredText(context.query, 'doc_type');
		const { watchExported } = context.state.areas;
		const pending = context.state
			.listDocuments()
			.filter((document) => document.doc_type === docType && WATCH_EXPORT_STATUSES.includes(document.status) && !watchExported.has(document.doc_id));
		return json(pending.map(summaryView));
	},

	'GET /export/update_pending_watch_export_status': (context) => {
		const document = requireDocument(context.state, requiredText(context.query, 'doc_id'));
		context.state.areas.watchExported.add(document.doc_id);
		return json({ success: true, doc_id: document.doc_id, watch_export_status: 'exported' });
	},

	'GET /export/test_process_doc': (context) => {
		const document = requireDocument(context.state, requiredText(context.query, 'doc_id'));
		const processed = document.status !== 'processing' && document.status !== 'error';
		return json({
			success: processed,
			doc_id: document.doc_id,
			status: document.status,
			steps: [
				{ step: 'classification', result: document.doc_type },
				{ step: 'extraction', fields: Object.keys(document.extracted_data).length },
				{ step: 'export', result: processed ? 'ok' : (document.error_message ?? 'not processed yet') },
			],
		});
	},

	'POST /export/save_extraction_rules': (context) => saveRules(context, 'export'),

	/** The v1 format: the extracted fields as a list of key and value. */
	'GET /export/get_data_v1': (context) => {
		const document = requireDocument(context.state, requiredText(context.query, 'doc_id'));
		return json({
			doc_id: document.doc_id,
			doc_type: document.doc_type,
			status: document.status,
			data: Object.entries(document.extracted_data).map(([key, value]) => ({ key, value })),
			tables: document.tables,
		});
	},
};
