import { CUSTOMER_ADDRESS_MAPPINGS } from '../nodes/DocumentProcessing/customInputs/xpathMappings';
import { binaryFrom } from './engine';
import { request, sentRequest } from './support/areaHarness';
import { useNodeAgainstSandbox } from './support/nodeUnderTest';

const harness = useNodeAgainstSandbox();
beforeEach(() => harness.sandbox.reset());
const last = () => harness.sandbox.lastRequest()!;

const SHIPPING_XML = `<?xml version="1.0" encoding="UTF-8"?>
<SyncShippingAddress><DataArea><ShippingAddress><ShippingAddressHeader>
<GeneralInfo><BusinessPartner>10001</BusinessPartner><ShippingAddressNumber>1</ShippingAddressNumber></GeneralInfo>
<Address><Name1>Müller GmbH</Name1><Street>Hauptstraße 5</Street><CityName>Köln</CityName><ZipCode>50667</ZipCode></Address>
</ShippingAddressHeader></ShippingAddress></DataArea></SyncShippingAddress>`;
const xmlItem = (property = 'data', name = 'addresses.xml', mimeType = 'text/xml') => [
	{ json: {}, binary: { [property]: binaryFrom(Buffer.from(SHIPPING_XML), name, mimeType) } },
];

describe('master data XML import: field mappings', () => {
	it("are prefilled with the service's customer address example, sent as one JSON text beside the XML file", async () => {
		const { error } = await harness.run(
			'masterData',
			'importXml',
			{ data_type: 'customer_address' },
			{ input: xmlItem() },
		);
		expect(error).toBeUndefined();
		expect(last()).toMatchObject({
			method: 'POST',
			path: '/master_data_lookup/xml/import_xml_file',
		});
		expect(JSON.parse(String(last().body.field_mappings))).toEqual(CUSTOMER_ADDRESS_MAPPINGS);
		expect(last().body.data_type).toBe('customer_address');
		expect(last().files).toEqual([
			expect.objectContaining({
				field: 'file',
				filename: 'addresses.xml',
				contentType: 'text/xml',
			}),
		]);
	});

	it('can be given as target key and XPath pairs', async () => {
		await harness.run(
			'masterData',
			'importXml',
			{
				data_type: 'customer_address',
				mappingsInput: 'pairs',
				fieldMappingPairs: {
					mapping: [
						{ key: 'Kundenname', xpath: '//Address/Name1' },
						{ key: 'PLZ', xpath: '//Address/ZipCode' },
					],
				},
			},
			{ input: xmlItem() },
		);
		expect(JSON.parse(String(last().body.field_mappings))).toEqual({
			Kundenname: '//Address/Name1',
			PLZ: '//Address/ZipCode',
		});
	});

	it.each([
		[{ field_mappings: '{"id": "/a"' }, 'Parameter "Field Mappings" is not valid JSON'],
		[
			{ field_mappings: '["/a"]' },
			'Parameter "Field Mappings" must be a JSON object of target key → XPath',
		],
		[{ field_mappings: '{}' }, 'Parameter "Field Mappings" has no mapping'],
		[{ field_mappings: '{"id": " "}' }, 'the XPath of "id" is empty or not text'],
		[
			{ mappingsInput: 'pairs', fieldMappingPairs: { mapping: [{ key: 'a', xpath: '' }] } },
			'the XPath of "a" is empty',
		],
		[
			{ mappingsInput: 'pairs', fieldMappingPairs: { mapping: [{ key: '', xpath: '/x' }] } },
			'a mapping without a target key',
		],
		[
			{
				mappingsInput: 'pairs',
				fieldMappingPairs: {
					mapping: [
						{ key: 'a', xpath: '/x' },
						{ key: 'a', xpath: '/y' },
					],
				},
			},
			'target key "a" is given twice',
		],
	])('refuses %j before sending', async (mappings, message) => {
		const { error } = await harness.run(
			'masterData',
			'importXml',
			{ data_type: 'customer_address', ...mappings },
			{ input: xmlItem() },
		);
		expect(error?.message).toContain(message);
		expect(harness.sandbox.requests).toHaveLength(0);
	});

	it('refuses a file that is not XML, naming the binary field', async () => {
		const { error } = await harness.run(
			'masterData',
			'importXml',
			{ data_type: 'customer_address' },
			{ input: xmlItem('data', 'photo.jpg', 'image/jpeg') },
		);
		expect(error?.message).toContain(
			'Parameter "Input Binary Field": "photo.jpg" is image/jpeg, but this operation takes an XML file',
		);
		expect(harness.sandbox.requests).toHaveLength(0);
	});
});

describe('BOD imports: XML from a binary field or from text', () => {
	it('a file endpoint gets text XML as an XML file part', async () => {
		await harness.run('bodImport', 'importSupplier', { xmlSource: 'text', xmlText: SHIPPING_XML });
		expect(last()).toMatchObject({ method: 'POST', path: '/import/supplier_bod' });
		expect(last().files).toEqual([
			expect.objectContaining({
				field: 'file',
				filename: 'document.xml',
				contentType: 'text/xml',
				size: Buffer.byteLength(SHIPPING_XML),
			}),
		]);
	});

	it('an _xml endpoint gets the content of a binary field as its xml field', async () => {
		await harness.run(
			'bodImport',
			'importSupplierXml',
			{ xmlSource: 'binary', xmlBinaryField: 'bod' },
			{ input: xmlItem('bod') },
		);
		expect(last()).toMatchObject({
			method: 'POST',
			path: '/import/supplier_bod_xml',
			body: { xml: SHIPPING_XML },
		});
	});

	it.each([
		[
			{ xmlSource: 'binary', xmlBinaryField: 'missing' },
			'Parameter "Input Binary Field": the input item has no binary field "missing"',
		],
		[{ xmlSource: 'text', xmlText: '  ' }, 'Parameter "XML" is required but empty'],
	])('refuses %j before sending', async (parameters, message) => {
		const { error } = await harness.run('bodImport', 'importSupplierXml', parameters, {
			input: xmlItem(),
		});
		expect(error?.message).toContain(message);
		expect(harness.sandbox.requests).toHaveLength(0);
	});
});

describe('downloads', () => {
	it('go into the chosen binary field, with a file name built from the ids when the service sends none', async () => {
		const png = Buffer.from('89504e470d0a1a0a', 'hex');
		harness.sandbox.answer('file.downloadPageImage', () => ({
			body: png,
			contentType: 'image/png',
		}));
		const { items, error } = await harness.run('file', 'downloadPageImage', {
			doc_id: 'doc_7',
			page: '1',
			binaryPropertyName: 'page',
		});
		expect(error).toBeUndefined();
		expect(sentRequest(last())).toEqual(request('GET', '/resource/image/doc_7/1'));
		expect(Object.keys(items[0].binary ?? {})).toEqual(['page']);
		expect(items[0].binary?.page).toMatchObject({
			mimeType: 'image/png',
			fileName: 'image-doc_7-1.png',
		});
		expect(items[0].json).toMatchObject({ mimeType: 'image/png' });
	});
});
