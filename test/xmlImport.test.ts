// Master data XML import, the interface's example end to end through the node: an ERP
// SyncShippingAddress BOD with the customer_address field mappings (absolute and `//` paths), read
// back with Get Records and Download CSV; and every way the mappings can be wrong.
import { CUSTOMER_ADDRESS_MAPPINGS } from '../nodes/DocumentProcessing/customInputs/xpathMappings';
import { binaryBuffer } from './engine';
import { useAreaHarness, withFiles } from './support/areaHarness';

const { harness, run, items, fails, demoState: state, requests } = useAreaHarness({ demo: true });

/** The interface's customer_address mappings, all under the ShippingAddressHeader (the node's default). */
const MAPPING = CUSTOMER_ADDRESS_MAPPINGS;
const HEADER = '/DataArea/ShippingAddress/ShippingAddressHeader';
/** The same, as the reference writes them (leading `//`). */
const MAPPING_DESCENDANT = Object.fromEntries(
	Object.entries(MAPPING).map(([key, path]) => [key, `/${path}`]),
);

interface Address {
	partner: string;
	number: string;
	name: string;
	street: string;
	city: string;
	zip: string;
}

/** Two shipping addresses of one customer (same business partner), one of another; umlauts, `&`, a `;`, leading zeros. */
const ADDRESSES: Address[] = [
	{
		partner: '0004711',
		number: '001',
		name: 'Müller & Söhne GmbH',
		street: 'Hauptstraße 5',
		city: 'München',
		zip: '80331',
	},
	{
		partner: '0004711',
		number: '002',
		name: 'Müller & Söhne GmbH, Lager Süd',
		street: 'Lindenweg 3; Hof 2',
		city: 'Würzburg',
		zip: '97070',
	},
	{
		partner: '0008150',
		number: '001',
		name: 'Bäckerei Groß',
		street: 'Königsallee 12',
		city: 'Düsseldorf',
		zip: '40212',
	},
];

const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;');

function shippingAddressBod(addresses: Address[], encoding = 'UTF-8'): string {
	const elements = addresses.map(
		(address) => `
		<ShippingAddress>
			<ShippingAddressHeader>
				<GeneralInfo>
					<BusinessPartner>${address.partner}</BusinessPartner>
					<ShippingAddressNumber>${address.number}</ShippingAddressNumber>
				</GeneralInfo>
				<Address type="ship">
					<Name1>${escape(address.name)}</Name1>
					<Street>${escape(address.street)}</Street>
					<CityName>${escape(address.city)}</CityName>
					<ZipCode>${address.zip}</ZipCode>
					<CountryCode>DE</CountryCode>
				</Address>
			</ShippingAddressHeader>
			<ShippingAddressLine><Note>not mapped</Note></ShippingAddressLine>
		</ShippingAddress>`,
	);
	return `<?xml version="1.0" encoding="${encoding}"?>
<SyncShippingAddress xmlns="http://schema.infor.com/InforOAGIS/2" releaseID="9.2" versionID="2.14.6">
	<ApplicationArea>
		<Sender><LogicalID>lid://infor.ln.ln01</LogicalID><ComponentID>erp</ComponentID></Sender>
		<CreationDateTime>2024-03-15T10:00:00Z</CreationDateTime>
		<BODID>infor-nid:infor:1:1:SyncShippingAddress:0004711?ShippingAddress&amp;verb=Sync</BODID>
	</ApplicationArea>
	<DataArea>
		<Sync><TenantID>infor</TenantID><ActionCriteria><ActionExpression actionCode="Replace"/></ActionCriteria></Sync>${elements.join('')}
	</DataArea>
</SyncShippingAddress>`;
}

/** What the records must hold: exactly the XML's text. */
const expectedRecord = (address: Address) => ({
	id: address.partner,
	Kundennummer: address.partner,
	Versandanschrift: address.number,
	Kundenname: address.name,
	Straße: address.street,
	ORT: address.city,
	PLZ: address.zip,
});

const XML = shippingAddressBod(ADDRESSES);
const xmlInput = (xml: string | Buffer = XML) =>
	withFiles({ data: ['shipping_addresses.xml', xml, 'text/xml'] });
const importXml = (mapping: unknown, xml?: string | Buffer, dataType = 'customer_address') =>
	run(
		'masterData',
		'importXml',
		{
			data_type: dataType,
			field_mappings: typeof mapping === 'string' ? mapping : JSON.stringify(mapping),
			file: 'data',
		},
		{ input: xmlInput(xml) },
	);

describe("Master data XML import: the interface's customer_address example", () => {
	it("one record per ShippingAddress with exactly the XML's values; Get Records and Download CSV return them", async () => {
		const [answer] = await importXml(MAPPING);
		const sent = harness.sandbox.lastRequest()!;
		expect(sent).toMatchObject({
			method: 'POST',
			path: '/master_data_lookup/xml/import_xml_file',
			status: 200,
			body: { data_type: 'customer_address', field_mappings: JSON.stringify(MAPPING) },
		});
		expect(sent.files).toEqual([
			expect.objectContaining({
				field: 'file',
				filename: 'shipping_addresses.xml',
				contentType: 'text/xml',
			}),
		]);
		expect(answer).toEqual({
			success: true,
			data_type: 'customer_address',
			imported: 3,
			records: ADDRESSES.map(expectedRecord),
		});

		expect(await run('masterData', 'getRecords', { data_type: 'customer_address' })).toEqual(
			ADDRESSES.map(expectedRecord),
		);
		const filtered = await run('masterData', 'getRecords', {
			data_type: 'customer_address',
			additionalFields: { filter_data_json: '{"ORT":"Düsseldorf"}' },
		});
		expect(filtered).toEqual([expectedRecord(ADDRESSES[2])]);

		const [csv] = await items('masterData', 'downloadCsv', { data_type: 'customer_address' });
		expect((await binaryBuffer(csv)).toString('utf8')).toBe(
			[
				'id;Kundennummer;Versandanschrift;Kundenname;Straße;ORT;PLZ',
				'0004711;0004711;001;Müller & Söhne GmbH;Hauptstraße 5;München;80331',
				'0004711;0004711;002;Müller & Söhne GmbH, Lager Süd;"Lindenweg 3; Hof 2";Würzburg;97070',
				'0008150;0008150;001;Bäckerei Groß;Königsallee 12;Düsseldorf;40212',
				'',
			].join('\r\n'),
		);
	});

	it('the same mappings with a leading // (as the reference writes them) give the same records', async () => {
		const [answer] = await importXml(MAPPING_DESCENDANT);
		expect(answer).toMatchObject({ imported: 3 });
		expect(await run('masterData', 'getRecords', { data_type: 'customer_address' })).toEqual(
			ADDRESSES.map(expectedRecord),
		);
	});

	it('importing again replaces the records with the same ids; other records stay', async () => {
		state().areas.masterData.addRecords('customer_address', [{ Kundenname: 'Manual entry' }]);
		await importXml(MAPPING);
		const moved = [{ ...ADDRESSES[2], street: 'Neue Straße 1' }];
		const [again] = await importXml(MAPPING_DESCENDANT, shippingAddressBod(moved));
		expect(again).toMatchObject({ imported: 1 });
		expect(await run('masterData', 'getRecords', { data_type: 'customer_address' })).toEqual([
			{ id: 1, Kundenname: 'Manual entry' },
			...ADDRESSES.slice(0, 2).map(expectedRecord),
			expectedRecord(moved[0]),
		]);
	});

	it("the node's prefilled mappings are the interface's example", async () => {
		const [answer] = await run(
			'masterData',
			'importXml',
			{ data_type: 'customer_address', file: 'data' },
			{ input: xmlInput() },
		);
		expect(JSON.parse(String(harness.sandbox.lastRequest()!.body.field_mappings))).toEqual(MAPPING);
		expect(answer).toMatchObject({ imported: 3, records: ADDRESSES.map(expectedRecord) });
	});

	it('umlauts survive files in ISO-8859-1, UTF-16, with a BOM, or with character references', async () => {
		const latin1 = Buffer.from(shippingAddressBod(ADDRESSES, 'ISO-8859-1'), 'latin1');
		expect((await importXml(MAPPING, latin1, 'latin1'))[0].records).toEqual(
			ADDRESSES.map(expectedRecord),
		);
		const bom = Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(XML, 'utf8')]);
		expect((await importXml(MAPPING, bom, 'bom'))[0].records).toEqual(
			ADDRESSES.map(expectedRecord),
		);
		const utf16 = Buffer.from(`\ufeff${shippingAddressBod(ADDRESSES, 'UTF-16')}`, 'utf16le');
		expect((await importXml(MAPPING, utf16, 'utf16'))[0].records).toEqual(
			ADDRESSES.map(expectedRecord),
		);
		const references = XML.replace(/[^ -~\s]/g, (char) => `&#${char.charCodeAt(0)};`);
		expect((await importXml(MAPPING, references, 'references'))[0].records).toEqual(
			ADDRESSES.map(expectedRecord),
		);
	});
});

describe('Master data XML import: wrong mappings', () => {
	it("an XPath that matches nothing is the sandbox's 422 at body.field_mappings, naming the mapping", async () => {
		const failed = await fails(
			'masterData',
			'importXml',
			{
				data_type: 'customer_address',
				field_mappings: JSON.stringify({ ...MAPPING, PLZ: `${HEADER}/Address/PostalCode` }),
				file: 'data',
			},
			{ input: xmlInput() },
		);
		expect(failed.status).toBe(422);
		expect(failed.message).toContain(
			`the XPath of "PLZ" matches nothing in the file: ${HEADER}/Address/PostalCode`,
		);
		expect(state().areas.masterData.datasets.has('customer_address')).toBe(false);
	});

	it.each([
		['invalid JSON', '{"id": "/DataArea/ShippingAddress"', 'not valid JSON'],
		[
			'a list instead of an object',
			'["/DataArea/ShippingAddress/ShippingAddressHeader/Address/Name1"]',
			'must be a JSON object',
		],
		['an empty XPath', '{"Kundenname": " "}', 'the XPath of "Kundenname" is empty'],
		[
			'an XPath that is not text',
			'{"Kundenname": 5}',
			'the XPath of "Kundenname" is empty or not text',
		],
	])('%s fails in the node before anything is sent', async (_case, mapping, message) => {
		const failed = await fails(
			'masterData',
			'importXml',
			{ data_type: 'customer_address', field_mappings: mapping, file: 'data' },
			{ input: xmlInput() },
		);
		expect(failed.message).toContain(message);
		expect(requests()).toHaveLength(0);
	});

	/** The sandbox on its own, for what the node never sends. */
	async function postMappings(fieldMappings: string) {
		const form = new FormData();
		form.append('data_type', 'customer_address');
		form.append('field_mappings', fieldMappings);
		form.append('file', new Blob([XML], { type: 'text/xml' }), 'shipping_addresses.xml');
		const response = await fetch(`${harness.sandbox.url}/master_data_lookup/xml/import_xml_file`, {
			method: 'POST',
			body: form,
			headers: { 'X-API-KEY': harness.sandbox.apiKey },
		});
		return {
			status: response.status,
			body: (await response.json()) as {
				detail: Array<{ loc: string[]; msg: string; type: string }>;
			},
		};
	}

	it.each([
		['invalid JSON', '{"id": ', { msg: 'Invalid JSON', type: 'value_error.json' }],
		['a list', '["//Name1"]', { msg: 'value is not a valid dict', type: 'type_error.dict' }],
		['no mapping', '{}', { msg: expect.stringContaining('has no mapping'), type: 'value_error' }],
		[
			'an empty XPath',
			'{"Kundenname": ""}',
			{ msg: 'the XPath of "Kundenname" is empty', type: 'value_error' },
		],
		[
			'an XPath that is not text',
			'{"Kundenname": {"path": "//Name1"}}',
			{ msg: 'the XPath of "Kundenname" must be text', type: 'type_error.str' },
		],
		[
			'an XPath matching nothing',
			'{"Kundenname": "//Name2"}',
			{
				msg: 'the XPath of "Kundenname" matches nothing in the file: //Name2',
				type: 'value_error',
			},
		],
	])(
		'the sandbox answers %s with a 422 at body.field_mappings',
		async (_case, mapping, problem) => {
			const answer = await postMappings(mapping);
			expect(answer).toEqual({
				status: 422,
				body: { detail: [{ loc: ['body', 'field_mappings'], ...problem }] },
			});
		},
	);

	it('a file that is not XML is a 422 at body.file', async () => {
		const failed = await fails(
			'masterData',
			'importXml',
			{ data_type: 'customer_address', field_mappings: JSON.stringify(MAPPING), file: 'data' },
			{ input: xmlInput('<SyncShippingAddress><DataArea></SyncShippingAddress>') },
		);
		expect(failed.status).toBe(422);
		expect(failed.message).toContain('Invalid XML');
	});
});
