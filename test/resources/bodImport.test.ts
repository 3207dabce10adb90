// BOD Import through n8n's engine: suppliers become vendors, purchase orders (with lines) purchase
// orders, acknowledgements set the order status; as a file (multipart) or as XML text (JSON).
import { useAreaHarness, withFiles } from '../support/areaHarness';

const { last, run, fails, state, requests } = useAreaHarness();
const procurement = () => state().areas.procurement;
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
	it('a supplier BOD file creates vendors the vendor search finds; importing again updates them', async () => {
		const [answer] = await run(
			'bodImport',
			'importSupplier',
			{ file: 'data' },
			xmlFile(SUPPLIERS, 'suppliers.xml'),
		);
		expect(last()).toMatchObject({ method: 'POST', path: '/import/supplier_bod', status: 200 });
		expect(last().files).toEqual([
			expect.objectContaining({
				field: 'file',
				filename: 'suppliers.xml',
				contentType: 'application/xml',
			}),
		]);
		expect(answer).toEqual({ success: true, suppliers: 2, created: 2, updated: 0 });
		const vendors = await run('vendor', 'search', {
			returnAll: true,
			additionalFields: { keyword: 'acme' },
		});
		expect(vendors).toEqual([
			expect.objectContaining({
				vendor_id: 'S-100',
				name: 'ACME GmbH',
				street: 'Main St 1',
				city: 'Berlin',
				zip: '10115',
				country: 'DE',
				source: 'bod',
			}),
		]);

		const [again] = await run('bodImport', 'importSupplierXml', {
			xmlSource: 'text',
			xmlText: SUPPLIERS,
		});
		expect(last()).toMatchObject({
			method: 'POST',
			path: '/import/supplier_bod_xml',
			body: { xml: SUPPLIERS },
			status: 200,
		});
		expect(last().contentType).toContain('application/json');
		expect(again).toEqual({ success: true, suppliers: 2, created: 0, updated: 2 });
		expect(procurement().vendors.size).toBe(2);
	});

	it('a purchase order BOD creates the order and its lines; the XML text form replaces the lines', async () => {
		const [answer] = await run(
			'bodImport',
			'importPurchaseOrder',
			{ file: 'data' },
			xmlFile(ORDERS),
		);
		expect(last()).toMatchObject({
			method: 'POST',
			path: '/import/purchase_order_bod',
			status: 200,
		});
		expect(answer).toEqual({ success: true, purchase_orders: 1, created: 1, updated: 0, lines: 2 });
		const [order] = await run('purchaseOrder', 'getMany', { keyword: 'PO-4711', returnAll: true });
		expect(order).toMatchObject({
			purchase_order_number: 'PO-4711',
			supplier_id: 'S-100',
			supplier_name: 'ACME GmbH',
			order_date: '2024-05-02',
			currency: 'EUR',
			total_amount: 119,
			status: 'open',
		});
		const lines = await run('purchaseOrder', 'getLines', {
			purchase_order_number: 'PO-4711',
			returnAll: true,
		});
		expect(lines).toEqual([
			expect.objectContaining({
				line_number: 1,
				item_id: 'SCR',
				quantity: 10,
				unit_price: 5,
				amount: 50,
			}),
			expect.objectContaining({
				line_number: 2,
				item_id: 'NUT',
				quantity: 23,
				unit_price: 3,
				amount: 69,
			}),
		]);

		const [again] = await run('bodImport', 'importPurchaseOrderXml', {
			xmlSource: 'text',
			xmlText: ORDERS.replace(line(2, 'NUT', 23, '3.00', '69.00'), ''),
		});
		expect(last()).toMatchObject({
			method: 'POST',
			path: '/import/purchase_order_bod_xml',
			status: 200,
		});
		expect(again).toMatchObject({ created: 0, updated: 1, lines: 1 });
		expect(procurement().linesOf('PO-4711')).toHaveLength(1);
	});

	it('acknowledgements set the status of the orders they name and list the unknown ones', async () => {
		procurement().addPurchaseOrder({ purchase_order_number: 'PO-4711' });
		const [acknowledged] = await run(
			'bodImport',
			'importPurchaseOrderAcknowledgement',
			{ file: 'data' },
			xmlFile(ACK_ORDERS),
		);
		expect(last()).toMatchObject({
			method: 'POST',
			path: '/import/ack_purchase_order_bod',
			status: 200,
		});
		expect(acknowledged).toEqual({
			success: true,
			acknowledged: 1,
			status: 'acknowledged',
			unknown: ['PO-404'],
		});
		expect(procurement().purchaseOrder('PO-4711')?.status).toBe('acknowledged');

		const [received] = await run(
			'bodImport',
			'importReceiveDeliveryAcknowledgement',
			{ file: 'data' },
			xmlFile(ACK_DELIVERY),
		);
		expect(last()).toMatchObject({
			method: 'POST',
			path: '/bod/import/ack_receive_delivery_bod',
			status: 200,
		});
		expect(received).toEqual({ success: true, acknowledged: 1, status: 'received', unknown: [] });
		expect(procurement().purchaseOrder('PO-4711')?.status).toBe('received');
	});

	it('XML that is not well-formed is a 422 naming the field', async () => {
		const asText = await fails('bodImport', 'importSupplierXml', {
			xmlSource: 'text',
			xmlText: '<SyncSupplierPartyMaster><DataArea></SyncSupplierPartyMaster>',
		});
		expect(asText.status).toBe(422);
		expect(asText.message).toContain('Invalid XML');
		expect(requests().at(-1)?.path).toBe('/import/supplier_bod_xml');
		const asFile = await fails(
			'bodImport',
			'importPurchaseOrder',
			{ file: 'data' },
			xmlFile('not xml at all'),
		);
		expect(asFile.status).toBe(422);
		expect(asFile.message).toMatch(/file/i);
		expect(procurement().purchaseOrders.size).toBe(0);
	});
});
