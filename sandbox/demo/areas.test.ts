// Rules the demo world invented where the real service is not specified (README "Configuration
// areas"), over HTTP: vendor lists and CSV import, BOD import, Python-style pattern validation,
// master data XML import. The node's tests (test/resources) check the requests the node sends and
// do not rely on these; this keeps the demo honest for `npm start` and the examples.
import { useSandbox } from '../useSandbox';
import { callerFor } from './httpCall';

const sandbox = useSandbox({ demo: true });
const call = callerFor(sandbox);

const vendorsListed = async (query: Record<string, string> = {}) =>
	(await call('GET', '/vendors/get_vendors_list', { query })).body as {
		vendors: Array<Record<string, unknown>>;
		total: number;
	};

describe('Vendors', () => {
	it('lists answer the first 15 without skip and limit, exactly limit from skip, and the total', async () => {
		for (let index = 0; index < 20; index++) sandbox.state.areas.procurement.addVendor();
		const first = await vendorsListed();
		expect(first.total).toBe(20);
		expect(first.vendors.map((vendor) => vendor.id)).toEqual(
			Array.from({ length: 15 }, (_, index) => index + 1),
		);
		const page = await vendorsListed({ skip: '15', limit: '10' });
		expect(page.vendors.map((vendor) => vendor.id)).toEqual([16, 17, 18, 19, 20]);
	});

	it('lists filter by keyword (any text field, any case) and address type', async () => {
		const { procurement } = sandbox.state.areas;
		procurement.addVendor({ name: 'ACME GmbH', address_type: 'Discrete' });
		procurement.addVendor({ name: 'Acme Ltd', address_type: 'Text' });
		procurement.addVendor({ name: 'Other AG', address_type: 'Discrete' });
		const text = await vendorsListed({ keyword: 'acme', address_type: 'Text' });
		expect(text.vendors.map((vendor) => vendor.name)).toEqual(['Acme Ltd']);
		expect((await vendorsListed({ keyword: 'acme' })).total).toBe(2);
	});

	it('CSV import: the delimiter sent or found from the header; known vendor ids are updated; a header row is needed', async () => {
		const semicolons = await call('POST', '/fuzzy/import_vendors_csv', {
			fields: { delimiter: ';' },
			file: [
				'v.csv',
				'vendor_id;name;city\nV1;ACME GmbH;Berlin\nV2;"Nuts; Bolts AG";Köln\n',
				'text/csv',
			],
		});
		expect(semicolons.body).toEqual({
			success: true,
			imported: 2,
			created: 2,
			updated: 0,
			total: 2,
		});
		expect((await vendorsListed()).vendors).toEqual([
			{ id: 1, vendor_id: 'V1', name: 'ACME GmbH', city: 'Berlin', address_type: 'Discrete' },
			{ id: 2, vendor_id: 'V2', name: 'Nuts; Bolts AG', city: 'Köln', address_type: 'Discrete' },
		]);

		const commas = await call('POST', '/vendors/import_vendors_csv', {
			file: [
				'v.csv',
				'vendor_id,name,address_type\nV1,New name,Text\nV9,Nine,Discrete\n',
				'text/csv',
			],
		});
		expect(commas.body).toMatchObject({ imported: 2, created: 1, updated: 1, total: 3 });
		expect((await vendorsListed({ address_type: 'Text' })).vendors).toEqual([
			expect.objectContaining({ vendor_id: 'V1', name: 'New name', address_type: 'Text' }),
		]);

		const empty = await call('POST', '/vendors/import_vendors_csv', {
			file: ['v.csv', '', 'text/csv'],
		});
		expect(empty.status).toBe(422);
		expect(JSON.stringify(empty.body)).toContain('no header row');
	});
});

const SUPPLIERS = `<SyncSupplierPartyMaster xmlns="http://schema.infor.com/InforOAGIS/2"><DataArea><Sync/>
	<SupplierPartyMaster><PartyIDs><ID>S-100</ID></PartyIDs><Name>ACME GmbH</Name>
		<Location><Address><AddressLine>Main St 1</AddressLine><CityName>Berlin</CityName><PostalCode>10115</PostalCode><CountryCode>DE</CountryCode></Address></Location>
	</SupplierPartyMaster>
	<SupplierPartyMaster><PartyIDs><ID>S-200</ID></PartyIDs><Name>Nuts &amp; Bolts AG</Name></SupplierPartyMaster>
</DataArea></SyncSupplierPartyMaster>`;
const line = (number: number, item: string, quantity: number, amount: string) =>
	`<ns:PurchaseOrderLine><ns:LineNumber>${number}</ns:LineNumber><ns:Item><ns:ItemID><ns:ID>${item}</ns:ID></ns:ItemID></ns:Item><ns:Quantity>${quantity}</ns:Quantity><ns:ExtendedAmount currencyID="EUR">${amount}</ns:ExtendedAmount></ns:PurchaseOrderLine>`;
const ORDERS = (lines: string) =>
	`<ns:SyncPurchaseOrder xmlns:ns="http://schema.infor.com/InforOAGIS/2"><ns:DataArea><ns:Sync/><ns:PurchaseOrder>
	<ns:PurchaseOrderHeader><ns:DocumentID><ns:ID>PO-4711</ns:ID></ns:DocumentID><ns:TotalAmount currencyID="EUR">119.00</ns:TotalAmount>
		<ns:SupplierParty><ns:PartyIDs><ns:ID>S-100</ns:ID></ns:PartyIDs><ns:Name>ACME GmbH</ns:Name></ns:SupplierParty></ns:PurchaseOrderHeader>
	${lines}</ns:PurchaseOrder></ns:DataArea></ns:SyncPurchaseOrder>`;
const ACK = `<AcknowledgePurchaseOrder><DataArea><Acknowledge/>
	<PurchaseOrder><PurchaseOrderHeader><DocumentID><ID>PO-4711</ID></DocumentID></PurchaseOrderHeader></PurchaseOrder>
	<PurchaseOrder><PurchaseOrderHeader><DocumentID><ID>PO-404</ID></DocumentID></PurchaseOrderHeader></PurchaseOrder>
</DataArea></AcknowledgePurchaseOrder>`;

describe('BOD import', () => {
	it('suppliers become vendors (by PartyIDs/ID); importing again updates them', async () => {
		const first = await call('POST', '/import/supplier_bod', {
			file: ['s.xml', SUPPLIERS, 'application/xml'],
		});
		expect(first.body).toEqual({ success: true, suppliers: 2, created: 2, updated: 0 });
		expect((await vendorsListed({ keyword: 'acme' })).vendors).toEqual([
			expect.objectContaining({
				vendor_id: 'S-100',
				street: 'Main St 1',
				city: 'Berlin',
				zip: '10115',
				country: 'DE',
				source: 'bod',
			}),
		]);
		const again = await call('POST', '/import/supplier_bod_xml', { json: { xml: SUPPLIERS } });
		expect(again.body).toEqual({ success: true, suppliers: 2, created: 0, updated: 2 });
	});

	it('purchase orders with their lines (namespaces do not matter); again replaces the lines; acknowledgements set the status', async () => {
		const both = line(1, 'SCR', 10, '50.00') + line(2, 'NUT', 23, '69.00');
		const created = await call('POST', '/import/purchase_order_bod', {
			file: ['po.xml', ORDERS(both), 'application/xml'],
		});
		expect(created.body).toEqual({
			success: true,
			purchase_orders: 1,
			created: 1,
			updated: 0,
			lines: 2,
		});
		const { procurement } = sandbox.state.areas;
		expect(procurement.purchaseOrder('PO-4711')).toMatchObject({
			supplier_id: 'S-100',
			total_amount: 119,
			status: 'open',
		});
		expect(procurement.linesOf('PO-4711').map((entry) => [entry.item_id, entry.amount])).toEqual([
			['SCR', 50],
			['NUT', 69],
		]);
		const replaced = await call('POST', '/import/purchase_order_bod_xml', {
			json: { xml: ORDERS(line(1, 'SCR', 10, '50.00')) },
		});
		expect(replaced.body).toMatchObject({ created: 0, updated: 1, lines: 1 });
		expect(procurement.linesOf('PO-4711')).toHaveLength(1);

		const acknowledged = await call('POST', '/import/ack_purchase_order_bod', {
			file: ['ack.xml', ACK, 'application/xml'],
		});
		expect(acknowledged.body).toEqual({
			success: true,
			acknowledged: 1,
			status: 'acknowledged',
			unknown: ['PO-404'],
		});
		expect(procurement.purchaseOrder('PO-4711')?.status).toBe('acknowledged');
	});

	it('XML that is not well-formed is a 422', async () => {
		const broken = await call('POST', '/import/supplier_bod_xml', {
			json: { xml: '<SyncSupplierPartyMaster><DataArea></SyncSupplierPartyMaster>' },
		});
		expect(broken.status).toBe(422);
		expect(JSON.stringify(broken.body)).toContain('Invalid XML');
	});
});

describe('Pattern validation', () => {
	const check = async (flavour: 're' | 'regex', pattern: string) =>
		(await call('POST', `/regex_and_patterns/${flavour}/is_valid`, { form: { pattern } })).body;

	it('re compiles Python syntax: (?P<…>), (?P=…), inline flags, \\A \\Z, a ] first in a class; bad escapes and (?<…>) fail', async () => {
		expect(await check('re', '^INV-(?P<number>\\d{4})(?P=number)?$')).toEqual({
			valid: true,
			pattern: '^INV-(?P<number>\\d{4})(?P=number)?$',
		});
		expect(await check('re', '(?i)\\Ainvoice\\Z')).toMatchObject({ valid: true });
		expect(await check('re', '[]a]+')).toMatchObject({ valid: true });
		expect(await check('re', '(?<=EUR )\\d+')).toMatchObject({ valid: true });
		expect(await check('re', 'INV-(\\d+')).toMatchObject({
			valid: false,
			error: expect.stringContaining('Unterminated group'),
		});
		expect(await check('re', '\\q')).toMatchObject({
			valid: false,
			error: 'bad escape \\q at position 0',
		});
		expect(await check('re', '(?<number>\\d+)')).toMatchObject({
			valid: false,
			error: expect.stringContaining('unknown extension ?<n'),
		});
	});

	it('regex accepts both named group spellings and rejects what does not compile', async () => {
		expect(await check('regex', '(?<number>\\d+)-(?P<year>\\d{4})')).toMatchObject({ valid: true });
		expect(await check('regex', 'a{2,1}')).toMatchObject({
			valid: false,
			error: expect.stringContaining('numbers out of order'),
		});
	});

	it('validate patterns full-matches the values and answers the named groups', async () => {
		const patterns = {
			invoice_number: { pattern: 'INV-(?P<number>\\d+)', values: ['INV-4711', 'INV-4711 copy'] },
			iban: { pattern: 'DE\\d{20}', value: 'DE89370400440532013000' },
			po: '(?P<po>PO-\\d+)',
		};
		const { body } = await call('POST', '/regex_and_patterns/re/validate_patterns', {
			form: { patterns: JSON.stringify(patterns) },
		});
		expect(body).toMatchObject({
			all_match: false,
			matching: ['iban'],
			not_matching: ['invoice_number'],
		});
		expect((body.results as unknown[])[0]).toEqual({
			name: 'invoice_number',
			pattern: 'INV-(?P<number>\\d+)',
			valid: true,
			matches: false,
			values: [
				{ value: 'INV-4711', matches: true, groups: { number: '4711' } },
				{ value: 'INV-4711 copy', matches: false },
			],
		});
		expect((body.results as unknown[])[2]).toMatchObject({ name: 'po', matches: null, values: [] });
	});
});

describe('Master data', () => {
	const SHIPPING = `<?xml version="1.0"?>
<SyncShippingAddress xmlns="http://schema.infor.com/InforOAGIS/2"><DataArea><Sync/>
	<ShippingAddress><ShippingAddressHeader><Address type="ship"><Name1>Warehouse North</Name1><City>Hamburg</City></Address></ShippingAddressHeader></ShippingAddress>
	<ShippingAddress><ShippingAddressHeader><Address type="ship"><Name1>Warehouse South</Name1><City>München</City></Address></ShippingAddressHeader></ShippingAddress>
</DataArea></SyncShippingAddress>`;
	const records = async (data_type: string, filter?: unknown) =>
		(
			await call('GET', '/master_data_lookup/get_data', {
				query: { data_type, ...(filter ? { filter_data_json: JSON.stringify(filter) } : {}) },
			})
		).body;

	it('XML import: one record per header element; absolute paths without the root, //, @attribute', async () => {
		const absolute = {
			name: '/DataArea/ShippingAddress/ShippingAddressHeader/Address/Name1',
			city: '/DataArea/ShippingAddress/ShippingAddressHeader/Address/City',
		};
		const imported = await call('POST', '/master_data_lookup/xml/import_xml_file', {
			fields: { data_type: 'ship_to', field_mappings: JSON.stringify(absolute) },
			file: ['shipping.xml', SHIPPING, 'application/xml'],
		});
		expect(imported.body).toMatchObject({ success: true, imported: 2 });
		expect(await records('ship_to')).toEqual([
			{ id: 1, name: 'Warehouse North', city: 'Hamburg' },
			{ id: 2, name: 'Warehouse South', city: 'München' },
		]);
		const descendant = await call('POST', '/master_data_lookup/xml/import_xml_file', {
			fields: {
				data_type: 'names',
				field_mappings: JSON.stringify({ name: '//Address/Name1', kind: '//Address/@type' }),
			},
			file: ['shipping.xml', SHIPPING, 'application/xml'],
		});
		expect(descendant.body).toMatchObject({
			records: [
				{ id: 1, name: 'Warehouse North', kind: 'ship' },
				{ id: 2, name: 'Warehouse South', kind: 'ship' },
			],
		});
		const noText = await call('POST', '/master_data_lookup/xml/import_xml_file', {
			fields: { data_type: 'x', field_mappings: '{"name":5}' },
			file: ['shipping.xml', SHIPPING, 'application/xml'],
		});
		expect(noText.status).toBe(422);
	});

	it('the filter matches equal text in any case, or any of a list', async () => {
		sandbox.state.areas.masterData.addRecords('suppliers', [
			{ name: 'ACME', city: 'Hamburg' },
			{ name: 'Nuts AG', city: 'Köln' },
			{ name: 'Bolts', city: 'Bonn' },
		]);
		expect(await records('suppliers', { city: 'hamburg' })).toEqual([
			{ id: 1, name: 'ACME', city: 'Hamburg' },
		]);
		expect(await records('suppliers', { city: ['Köln', 'Bonn'] })).toHaveLength(2);
	});
});
