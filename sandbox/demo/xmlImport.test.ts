// The demo's master data XML import over HTTP (README "Configuration areas"): the interface's
// customer_address example (an ERP SyncShippingAddress BOD) read into records exactly as the XML
// has them, read back with get_data and download_csv; encodings; and its 422s for wrong
// mappings. What the node sends for an import: test/xmlImport.test.ts.
import { useSandbox } from '../useSandbox';
import { callerFor } from './httpCall';

const sandbox = useSandbox({ demo: true });
const call = callerFor(sandbox);

const HEADER = '/DataArea/ShippingAddress/ShippingAddressHeader';
/** The interface's customer_address mappings (the node prefills them), under the ShippingAddressHeader. */
const MAPPING = Object.fromEntries(
	[
		['id', 'GeneralInfo/BusinessPartner'],
		['Kundennummer', 'GeneralInfo/BusinessPartner'],
		['Versandanschrift', 'GeneralInfo/ShippingAddressNumber'],
		['Kundenname', 'Address/Name1'],
		['Straße', 'Address/Street'],
		['ORT', 'Address/CityName'],
		['PLZ', 'Address/ZipCode'],
	].map(([key, path]) => [key, `${HEADER}/${path}`]),
);
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

const importXml = (mapping: unknown, xml: string | Buffer = XML, dataType = 'customer_address') =>
	call('POST', '/master_data_lookup/xml/import_xml_file', {
		fields: {
			data_type: dataType,
			field_mappings: typeof mapping === 'string' ? mapping : JSON.stringify(mapping),
		},
		file: ['shipping_addresses.xml', xml, 'text/xml'],
	});
const records = async (dataType: string, filter?: unknown) =>
	(
		await call('GET', '/master_data_lookup/get_data', {
			query: {
				data_type: dataType,
				...(filter ? { filter_data_json: JSON.stringify(filter) } : {}),
			},
		})
	).body;

describe("master data XML import: the interface's customer_address example", () => {
	it("one record per ShippingAddress with exactly the XML's values; get_data and download_csv answer them", async () => {
		const imported = await importXml(MAPPING);
		expect(imported.body).toEqual({
			success: true,
			data_type: 'customer_address',
			imported: 3,
			records: ADDRESSES.map(expectedRecord),
		});
		expect(await records('customer_address')).toEqual(ADDRESSES.map(expectedRecord));
		expect(await records('customer_address', { ORT: 'Düsseldorf' })).toEqual([
			expectedRecord(ADDRESSES[2]),
		]);
		const csv = await call('GET', '/master_data_lookup/download_csv', {
			query: { data_type: 'customer_address' },
		});
		expect(csv.text).toBe(
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
		expect((await importXml(MAPPING_DESCENDANT)).body).toMatchObject({ imported: 3 });
		expect(await records('customer_address')).toEqual(ADDRESSES.map(expectedRecord));
	});

	it('importing again replaces the records with the same ids; other records stay', async () => {
		sandbox.state.areas.masterData.addRecords('customer_address', [{ Kundenname: 'Manual entry' }]);
		await importXml(MAPPING);
		const moved = [{ ...ADDRESSES[2], street: 'Neue Straße 1' }];
		const again = await importXml(MAPPING_DESCENDANT, shippingAddressBod(moved));
		expect(again.body).toMatchObject({ imported: 1 });
		expect(await records('customer_address')).toEqual([
			{ id: 1, Kundenname: 'Manual entry' },
			...ADDRESSES.slice(0, 2).map(expectedRecord),
			expectedRecord(moved[0]),
		]);
	});

	it('umlauts survive files in ISO-8859-1, UTF-16, with a BOM, or with character references', async () => {
		const latin1 = Buffer.from(shippingAddressBod(ADDRESSES, 'ISO-8859-1'), 'latin1');
		const bom = Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(XML, 'utf8')]);
		const utf16 = Buffer.from(`\ufeff${shippingAddressBod(ADDRESSES, 'UTF-16')}`, 'utf16le');
		const references = XML.replace(/[^ -~\s]/g, (char) => `&#${char.charCodeAt(0)};`);
		for (const [name, file] of Object.entries({ latin1, bom, utf16, references }))
			expect((await importXml(MAPPING, file, name)).body.records).toEqual(
				ADDRESSES.map(expectedRecord),
			);
	});
});

describe('master data XML import: wrong mappings and files', () => {
	it('an XPath that matches nothing is a 422 at body.field_mappings, naming the mapping; nothing is stored', async () => {
		const failed = await importXml({ ...MAPPING, PLZ: `${HEADER}/Address/PostalCode` });
		expect(failed.status).toBe(422);
		expect(failed.body).toEqual({
			detail: [
				{
					loc: ['body', 'field_mappings'],
					msg: `the XPath of "PLZ" matches nothing in the file: ${HEADER}/Address/PostalCode`,
					type: 'value_error',
				},
			],
		});
		expect(sandbox.state.areas.masterData.datasets.has('customer_address')).toBe(false);
	});

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
	])('%s is a 422 with a 422 at body.field_mappings', async (_case, mapping, problem) => {
		const answer = await importXml(mapping);
		expect({ status: answer.status, body: answer.body }).toEqual({
			status: 422,
			body: { detail: [{ loc: ['body', 'field_mappings'], ...problem }] },
		});
	});

	it('a file that is not XML is a 422 at body.file', async () => {
		const failed = await importXml(
			MAPPING,
			'<SyncShippingAddress><DataArea></SyncShippingAddress>',
		);
		expect(failed.status).toBe(422);
		expect(failed.body).toMatchObject({ detail: [{ loc: ['body', 'file'] }] });
		expect(JSON.stringify(failed.body)).toContain('Invalid XML');
	});
});
