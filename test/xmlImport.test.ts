// Master data XML import through the node, with the interface's example (an ERP
// SyncShippingAddress BOD and the customer_address mappings): the request it sends (the mappings
// as one JSON text beside the XML file part, the file's bytes as they are in any encoding), the
// service's answer as the item, the service's 422s as the node reports them, and every way the
// mappings can be wrong before sending. What the demo makes of such an import (records, CSV, its
// XPath rules): sandbox/demo/xmlImport.test.ts.
import { createHash } from 'node:crypto';

import { CUSTOMER_ADDRESS_MAPPINGS } from '../nodes/DocumentProcessing/customInputs/xpathMappings';
import { request, useAreaHarness, withFiles } from './support/areaHarness';

const { sent, allSent, last, answer, refuse, run, fails, requests } = useAreaHarness();

/** The interface's customer_address mappings, all under the ShippingAddressHeader (the node's default). */
const MAPPING = CUSTOMER_ADDRESS_MAPPINGS;
const HEADER = '/DataArea/ShippingAddress/ShippingAddressHeader';
/** The same, as the reference writes them (leading `//`). */
const MAPPING_DESCENDANT = Object.fromEntries(
	Object.entries(MAPPING).map(([key, path]) => [key, `/${path}`]),
);

/** A shipping address BOD as an ERP sends it, with umlauts and an `&` (the node sends it unread). */
const shippingAddressBod = (encoding = 'UTF-8', street = 'Hauptstraße 5') =>
	`<?xml version="1.0" encoding="${encoding}"?>
<SyncShippingAddress xmlns="http://schema.infor.com/InforOAGIS/2"><DataArea><ShippingAddress><ShippingAddressHeader>
<GeneralInfo><BusinessPartner>0004711</BusinessPartner><ShippingAddressNumber>001</ShippingAddressNumber></GeneralInfo>
<Address type="ship"><Name1>Müller &amp; Söhne GmbH</Name1><Street>${street}</Street><CityName>München</CityName><ZipCode>80331</ZipCode></Address>
</ShippingAddressHeader></ShippingAddress></DataArea></SyncShippingAddress>`;

const XML = shippingAddressBod();
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
/** The import request: the data type and the mappings as JSON text, the XML as the part `file`. */
const importRequest = (mapping: object, dataType = 'customer_address') =>
	request('POST', '/master_data_lookup/xml/import_xml_file', {
		body: { data_type: dataType, field_mappings: JSON.stringify(mapping) },
		files: ['file: shipping_addresses.xml'],
	});
const sha256 = (bytes: string | Buffer) => createHash('sha256').update(bytes).digest('hex');

describe("Master data XML import: the interface's customer_address example", () => {
	it('sends the mappings as one JSON text beside the XML file part; the answer is the item', async () => {
		const imported = {
			success: true,
			data_type: 'customer_address',
			imported: 1,
			records: [{ id: '0004711', Kundenname: 'Müller & Söhne GmbH', ORT: 'München' }],
		};
		answer('masterData.importXml', imported);
		expect(await importXml(MAPPING)).toEqual([imported]);
		expect(sent()).toEqual(importRequest(MAPPING));
		expect(last().files).toEqual([
			expect.objectContaining({ contentType: 'text/xml', sha256: sha256(XML) }),
		]);
	});

	it('the mappings with a leading // (as the reference writes them) are sent as written', async () => {
		await importXml(MAPPING_DESCENDANT);
		expect(sent()).toEqual(importRequest(MAPPING_DESCENDANT));
	});

	it('importing again sends the new file: one request an import, each with its own bytes', async () => {
		await importXml(MAPPING);
		const moved = shippingAddressBod('UTF-8', 'Neue Straße 1');
		await importXml(MAPPING_DESCENDANT, moved);
		expect(allSent()).toEqual([importRequest(MAPPING), importRequest(MAPPING_DESCENDANT)]);
		expect(requests().map((sent) => sent.files[0].sha256)).toEqual([sha256(XML), sha256(moved)]);
	});

	it("the node's prefilled mappings are the interface's example", async () => {
		await run(
			'masterData',
			'importXml',
			{ data_type: 'customer_address', file: 'data' },
			{ input: xmlInput() },
		);
		expect(sent()).toEqual(importRequest(MAPPING));
	});

	it('files in ISO-8859-1, UTF-16, with a BOM, or with character references are sent byte for byte', async () => {
		const files = {
			latin1: Buffer.from(shippingAddressBod('ISO-8859-1'), 'latin1'),
			bom: Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(XML, 'utf8')]),
			utf16: Buffer.from(`\ufeff${shippingAddressBod('UTF-16')}`, 'utf16le'),
			references: Buffer.from(XML.replace(/[^ -~\s]/g, (char) => `&#${char.charCodeAt(0)};`)),
		};
		for (const [name, file] of Object.entries(files)) {
			await importXml(MAPPING, file, name);
			expect(sent()).toEqual(importRequest(MAPPING, name));
			expect(last().files[0].sha256).toBe(sha256(file));
		}
	});
});

describe('Master data XML import: wrong mappings', () => {
	it("an XPath that matches nothing: the service's 422 at body.field_mappings, naming the mapping", async () => {
		const wrong = { ...MAPPING, PLZ: `${HEADER}/Address/PostalCode` };
		const problem = `the XPath of "PLZ" matches nothing in the file: ${HEADER}/Address/PostalCode`;
		refuse('masterData.importXml', 422, [
			{ loc: ['body', 'field_mappings'], msg: problem, type: 'value_error' },
		]);
		const failed = await fails(
			'masterData',
			'importXml',
			{ data_type: 'customer_address', field_mappings: JSON.stringify(wrong), file: 'data' },
			{ input: xmlInput() },
		);
		expect(failed.status).toBe(422);
		expect(failed.message).toContain(problem);
		expect(sent()).toEqual(importRequest(wrong));
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

	it("a file that is not XML: the service's 422 at body.file is the error", async () => {
		refuse('masterData.importXml', 422, [
			{ loc: ['body', 'file'], msg: 'Invalid XML: unclosed tag', type: 'value_error.xml' },
		]);
		const broken = '<SyncShippingAddress><DataArea></SyncShippingAddress>';
		const failed = await fails(
			'masterData',
			'importXml',
			{ data_type: 'customer_address', field_mappings: JSON.stringify(MAPPING), file: 'data' },
			{ input: xmlInput(broken) },
		);
		expect(failed.status).toBe(422);
		expect(failed.message).toContain('Invalid XML');
		expect(sent()).toEqual(importRequest(MAPPING));
		expect(last().files[0].sha256).toBe(sha256(broken));
	});
});
