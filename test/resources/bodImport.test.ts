// BOD Import through n8n's engine: the requests each import sends, as a file (multipart) or as
// XML text (JSON), and the service's 422 as the node reports it.
import { request, useAreaHarness, withFiles } from '../support/areaHarness';

const { last, sent, run, fails, refuse } = useAreaHarness();
const xmlFile = (xml: string, name = 'bod.xml') => ({
	input: withFiles({ data: [name, xml, 'application/xml'] }),
});

const SUPPLIERS = `<?xml version="1.0" encoding="UTF-8"?>
<SyncSupplierPartyMaster xmlns="http://schema.infor.com/InforOAGIS/2" releaseID="9.2">
	<ApplicationArea><CreationDateTime>2024-05-01T10:00:00Z</CreationDateTime></ApplicationArea>
	<DataArea>
		<Sync/>
		<SupplierPartyMaster>
			<PartyIDs><ID accountingEntity="1">S-100</ID></PartyIDs>
			<Name>ACME GmbH</Name>
			<Location><Address><AddressLine>Main St 1</AddressLine><CityName>Berlin</CityName><PostalCode>10115</PostalCode><CountryCode>DE</CountryCode></Address></Location>
		</SupplierPartyMaster>
		<SupplierPartyMaster>
			<PartyIDs><ID>S-200</ID></PartyIDs>
			<Name>Nuts &amp; Bolts AG</Name>
		</SupplierPartyMaster>
	</DataArea>
</SyncSupplierPartyMaster>`;

const line = (number: number, item: string, quantity: number, price: string, amount: string) =>
	`<PurchaseOrderLine><LineNumber>${number}</LineNumber><Item><ItemID><ID>${item}</ID></ItemID><Description>${item} description</Description></Item>` +
	`<Quantity unitCode="EA">${quantity}</Quantity><UnitPrice><Amount currencyID="EUR">${price}</Amount></UnitPrice><ExtendedAmount currencyID="EUR">${amount}</ExtendedAmount></PurchaseOrderLine>`;

const ORDERS = `<ns:SyncPurchaseOrder xmlns:ns="http://schema.infor.com/InforOAGIS/2"><ns:DataArea><ns:Sync/>
	<ns:PurchaseOrder>
		<ns:PurchaseOrderHeader>
			<ns:DocumentID><ns:ID>PO-4711</ns:ID></ns:DocumentID>
			<ns:DocumentDateTime>2024-05-02T08:00:00Z</ns:DocumentDateTime>
			<ns:TotalAmount currencyID="EUR">119.00</ns:TotalAmount>
			<ns:SupplierParty><ns:PartyIDs><ns:ID>S-100</ns:ID></ns:PartyIDs><ns:Name>ACME GmbH</ns:Name></ns:SupplierParty>
		</ns:PurchaseOrderHeader>
		${line(1, 'SCR', 10, '5.00', '50.00')}${line(2, 'NUT', 23, '3.00', '69.00')}
	</ns:PurchaseOrder>
</ns:DataArea></ns:SyncPurchaseOrder>`;

const ACK_ORDERS = `<AcknowledgePurchaseOrder><DataArea><Acknowledge/>
	<PurchaseOrder><PurchaseOrderHeader><DocumentID><ID>PO-4711</ID></DocumentID></PurchaseOrderHeader></PurchaseOrder>
	<PurchaseOrder><PurchaseOrderHeader><DocumentID><ID>PO-404</ID></DocumentID></PurchaseOrderHeader></PurchaseOrder>
</DataArea></AcknowledgePurchaseOrder>`;

const ACK_DELIVERY = `<AcknowledgeReceiveDelivery><DataArea><ReceiveDelivery>
	<ReceiveDeliveryHeader><DocumentID><ID>RD-1</ID></DocumentID></ReceiveDeliveryHeader>
	<ReceiveDeliveryItem><PurchaseOrderReference><DocumentID><ID>PO-4711</ID></DocumentID></PurchaseOrderReference></ReceiveDeliveryItem>
</ReceiveDelivery></DataArea></AcknowledgeReceiveDelivery>`;

describe('BOD Import', () => {
	it('supplier BOD: the file as a multipart part, the XML text as JSON {xml}', async () => {
		await run('bodImport', 'importSupplier', { file: 'data' }, xmlFile(SUPPLIERS, 'suppliers.xml'));
		expect(sent()).toEqual(
			request('POST', '/import/supplier_bod', { body: {}, files: ['file: suppliers.xml'] }),
		);
		expect(last().files[0].contentType).toBe('application/xml');

		await run('bodImport', 'importSupplierXml', { xmlSource: 'text', xmlText: SUPPLIERS });
		expect(sent()).toEqual(
			request('POST', '/import/supplier_bod_xml', { body: { xml: SUPPLIERS } }),
		);
		expect(last().contentType).toContain('application/json');
	});

	it('purchase order BOD: the file as a multipart part, the XML text as JSON {xml}', async () => {
		await run('bodImport', 'importPurchaseOrder', { file: 'data' }, xmlFile(ORDERS));
		expect(sent()).toEqual(
			request('POST', '/import/purchase_order_bod', { body: {}, files: ['file: bod.xml'] }),
		);

		const oneLine = ORDERS.replace(line(2, 'NUT', 23, '3.00', '69.00'), '');
		await run('bodImport', 'importPurchaseOrderXml', { xmlSource: 'text', xmlText: oneLine });
		expect(sent()).toEqual(
			request('POST', '/import/purchase_order_bod_xml', { body: { xml: oneLine } }),
		);
		expect(last().contentType).toContain('application/json');
	});

	it('acknowledgements: each file to its path', async () => {
		await run(
			'bodImport',
			'importPurchaseOrderAcknowledgement',
			{ file: 'data' },
			xmlFile(ACK_ORDERS, 'ack.xml'),
		);
		expect(sent()).toEqual(
			request('POST', '/import/ack_purchase_order_bod', { body: {}, files: ['file: ack.xml'] }),
		);

		await run(
			'bodImport',
			'importReceiveDeliveryAcknowledgement',
			{ file: 'data' },
			xmlFile(ACK_DELIVERY, 'delivery.xml'),
		);
		expect(sent()).toEqual(
			request('POST', '/bod/import/ack_receive_delivery_bod', {
				body: {},
				files: ['file: delivery.xml'],
			}),
		);
	});

	it("the service's 422 for the XML names the field in the error", async () => {
		refuse('bodImport.importSupplierXml', 422, [
			{ loc: ['body', 'xml'], msg: 'Invalid XML', type: 'value_error' },
		]);
		const xmlText = '<SyncSupplierPartyMaster><DataArea></SyncSupplierPartyMaster>';
		const asText = await fails('bodImport', 'importSupplierXml', { xmlSource: 'text', xmlText });
		expect(asText.status).toBe(422);
		expect(asText.message).toContain('(xml): Invalid XML');
		expect(sent()).toEqual(request('POST', '/import/supplier_bod_xml', { body: { xml: xmlText } }));
	});
});
