// Export of documents (the `export` area): zugferd (CII) and peppol (UBL) XML from a
// document's extracted fields, export tests and the v1 data format, extraction rules. The watch
// export list is the stand-in's (standIn/behaviour/watchExport.ts).
// The e-invoices are skeletons (header facts, no lines), well-formed, values XML-escaped, answered as
// an attachment `<doc_id>-zugferd.xml` / `<doc_id>-peppol.xml` for a configuration of that kind.
import { XMLBuilder } from 'fast-xml-parser';
import { HttpError, notFound } from '../../contract';
import { normaliseDate, parseAmount } from '../extraction/rules';
import type { SandboxDocument } from '../../standIn/state';
import type { ExportConfiguration } from '../../standIn/stores/exportConfigurations';
import { requireDocument } from '../../standIn/behaviour/documents';
import { saveRules } from './extraction';
import { attachmentDisposition } from '../../standIn/behaviour/resources';
import { requiredText } from '../../standIn/behaviour/inputValues';
import { json, type BehaviourTable, type HandlerContext, type HandlerResult } from './types';

const builder = new XMLBuilder({
	ignoreAttributes: false,
	attributeNamePrefix: '@',
	format: true,
	suppressEmptyNode: true,
});

/** Characters XML 1.0 does not allow anywhere, even escaped. */
// eslint-disable-next-line no-control-regex
const NOT_XML = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g;

/** The invoice facts an e-invoice needs, read from the extracted fields (as extracted or as the user corrected them). */
function invoiceFacts(document: SandboxDocument) {
	const data = document.extracted_data;
	const docType = document.doc_type ?? 'invoice';
	const value = (...names: string[]) =>
		names
			.map((name) => data[name])
			.find((found) => found !== undefined && found !== null && String(found).trim() !== '');
	const text = (...names: string[]) => {
		const found = value(...names);
		return found === undefined ? undefined : String(found).replace(NOT_XML, '').trim();
	};
	const number = (name: string) => {
		const found = value(name);
		return found === undefined
			? undefined
			: typeof found === 'number'
				? found
				: (parseAmount(String(found)) ?? undefined);
	};
	const date = (...names: string[]) => {
		const found = text(...names);
		return found === undefined
			? undefined
			: (normaliseDate(found.slice(0, 10)) ?? normaliseDate(found) ?? undefined);
	};
	let net = number('net_amount');
	let tax = number('tax_amount');
	let total = number('total_amount');
	// Two of the three give the third.
	if (total === undefined && net !== undefined) total = net + (tax ?? 0);
	if (net === undefined && total !== undefined) net = total - (tax ?? 0);
	if (tax === undefined && net !== undefined && total !== undefined) tax = total - net;
	const money = (amount: number | undefined) => (amount ?? 0).toFixed(2);
	return {
		number: text(`${docType}_number`, 'invoice_number') ?? document.doc_id,
		date: date(`${docType}_date`, 'invoice_date') ?? document.created_on.slice(0, 10),
		dueDate: date('due_date'),
		typeCode: docType === 'credit_note' ? '381' : '380',
		seller: text('supplier_name') ?? '',
		sellerVatId: text('supplier_vat_id'),
		orderNumber: text('purchase_order_number'),
		currency: (text('currency') ?? 'EUR').toUpperCase(),
		net: money(net),
		tax: money(tax),
		total: money(total),
	};
}

function exportedDocument(context: HandlerContext): SandboxDocument {
	const document = requireDocument(context.state, requiredText(context.query, 'doc_id'));
	if (document.status === 'processing')
		throw new HttpError(409, 'Document has not been processed yet');
	return document;
}

/** The configuration `config_id` names: 404 when there is none, 400 when it configures another export. */
function exportConfiguration(
	context: HandlerContext,
	kind: 'zugferd' | 'peppol',
): ExportConfiguration {
	const configuration = context.state.exportConfigurations.get(
		requiredText(context.query, 'config_id'),
	);
	if (!configuration) throw notFound('Configuration');
	// ERP-style exports (dms, bod, bus, erp) may carry zugferd along (`zugferd: true`).
	const fits =
		configuration.type === kind || (kind === 'zugferd' && configuration.settings.zugferd === true);
	if (!fits)
		throw new HttpError(
			400,
			`Configuration ${configuration.id} is a ${configuration.type} export, not a ${kind} export`,
		);
	return configuration;
}

const xmlAnswer = (document: SandboxDocument, kind: string, root: object): HandlerResult => ({
	body: `<?xml version="1.0" encoding="UTF-8"?>\n${builder.build(root)}`,
	contentType: 'application/xml',
	headers: { 'content-disposition': attachmentDisposition(`${document.doc_id}-${kind}.xml`) },
});

/** Unknown document or configuration: 404; a document still processing: 409; another kind of configuration: 400. */
function exportOf(
	context: HandlerContext,
	kind: 'zugferd' | 'peppol',
	build: (document: SandboxDocument) => object,
): HandlerResult {
	const document = exportedDocument(context);
	exportConfiguration(context, kind);
	return xmlAnswer(document, kind, build(document));
}

/** `YYYY-MM-DD` → CII date string, format 102 (`YYYYMMDD`). */
const dateTime102 = (date: string) => ({
	'udt:DateTimeString': { '@format': '102', '#text': date.replace(/-/g, '') },
});

function zugferd(document: SandboxDocument) {
	const facts = invoiceFacts(document);
	return {
		'rsm:CrossIndustryInvoice': {
			'@xmlns:rsm': 'urn:un:unece:uncefact:data:standard:CrossIndustryInvoice:100',
			'@xmlns:ram':
				'urn:un:unece:uncefact:data:standard:ReusableAggregateBusinessInformationEntity:100',
			'@xmlns:udt': 'urn:un:unece:uncefact:data:standard:UnqualifiedDataType:100',
			'rsm:ExchangedDocumentContext': {
				'ram:GuidelineSpecifiedDocumentContextParameter': { 'ram:ID': 'urn:cen.eu:en16931:2017' },
			},
			'rsm:ExchangedDocument': {
				'ram:ID': facts.number,
				'ram:TypeCode': facts.typeCode,
				'ram:IssueDateTime': dateTime102(facts.date),
			},
			'rsm:SupplyChainTradeTransaction': {
				'ram:ApplicableHeaderTradeAgreement': {
					'ram:SellerTradeParty': {
						'ram:Name': facts.seller,
						...(facts.sellerVatId
							? {
									'ram:SpecifiedTaxRegistration': {
										'ram:ID': { '@schemeID': 'VA', '#text': facts.sellerVatId },
									},
								}
							: {}),
					},
					...(facts.orderNumber
						? { 'ram:BuyerOrderReferencedDocument': { 'ram:IssuerAssignedID': facts.orderNumber } }
						: {}),
				},
				'ram:ApplicableHeaderTradeDelivery': '',
				'ram:ApplicableHeaderTradeSettlement': {
					'ram:InvoiceCurrencyCode': facts.currency,
					...(facts.dueDate
						? {
								'ram:SpecifiedTradePaymentTerms': {
									'ram:DueDateDateTime': dateTime102(facts.dueDate),
								},
							}
						: {}),
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
			'cbc:CustomizationID':
				'urn:cen.eu:en16931:2017#compliant#urn:fdc:peppol.eu:2017:poacc:billing:3.0',
			'cbc:ProfileID': 'urn:fdc:peppol.eu:2017:poacc:billing:01:1.0',
			'cbc:ID': facts.number,
			'cbc:IssueDate': facts.date,
			...(facts.dueDate ? { 'cbc:DueDate': facts.dueDate } : {}),
			'cbc:InvoiceTypeCode': facts.typeCode,
			'cbc:DocumentCurrencyCode': facts.currency,
			...(facts.orderNumber ? { 'cac:OrderReference': { 'cbc:ID': facts.orderNumber } } : {}),
			'cac:AccountingSupplierParty': {
				'cac:Party': {
					'cac:PartyName': { 'cbc:Name': facts.seller },
					...(facts.sellerVatId
						? {
								'cac:PartyTaxScheme': {
									'cbc:CompanyID': facts.sellerVatId,
									'cac:TaxScheme': { 'cbc:ID': 'VAT' },
								},
							}
						: {}),
				},
			},
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
	'export.exportZugferd': (context) => exportOf(context, 'zugferd', zugferd),

	'export.exportPeppol': (context) => exportOf(context, 'peppol', peppol),

	'export.testProcessing': (context) => {
		const document = requireDocument(context.state, requiredText(context.query, 'doc_id'));
		const processed = document.status !== 'processing' && document.status !== 'error';
		return json({
			success: processed,
			doc_id: document.doc_id,
			status: document.status,
			steps: [
				{ step: 'classification', result: document.doc_type },
				{ step: 'extraction', fields: Object.keys(document.extracted_data).length },
				{
					step: 'export',
					result: processed ? 'ok' : (document.error_message ?? 'not processed yet'),
				},
			],
		});
	},

	'export.saveExtractionRules': (context) => saveRules(context, 'export'),

	/** The v1 format: the extracted fields as a list of key and value. */
	'export.getDataV1': (context) => {
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
