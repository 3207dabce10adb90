// Master Data through n8n's engine: datasets and records, JSON filter, CSV download and import, XML import with field mappings.
import { binaryBuffer } from '../engine';
import { useAreaHarness, withFiles } from '../support/areaHarness';

const { last, run, items, fails, state, requests } = useAreaHarness();
const seed = (records: Array<Record<string, unknown>>, dataType = 'suppliers') =>
	state().areas.masterData.addRecords(dataType, records);

const SHIPPING = `<?xml version="1.0"?>
<SyncShippingAddress xmlns="http://schema.infor.com/InforOAGIS/2">
	<ApplicationArea><Sender><LogicalID>erp</LogicalID></Sender></ApplicationArea>
	<DataArea>
		<Sync/>
		<ShippingAddress>
			<ShippingAddressHeader><Address type="ship"><Name1>Warehouse North</Name1><City>Hamburg</City></Address></ShippingAddressHeader>
		</ShippingAddress>
		<ShippingAddress>
			<ShippingAddressHeader><Address type="ship"><Name1>Warehouse South</Name1><City>München</City></Address></ShippingAddressHeader>
		</ShippingAddress>
	</DataArea>
</SyncShippingAddress>`;

describe('Master Data', () => {
	it('create → records → update → filter → delete → 404', async () => {
		const [created] = await run('masterData', 'createRecords', {
			data_type: 'suppliers',
			data: '{"name":"ACME","city":"Berlin"}',
		});
		expect(last()).toMatchObject({
			method: 'POST',
			path: '/master_data_lookup/create_records',
			body: { data_type: 'suppliers', data: '{"name":"ACME","city":"Berlin"}' },
		});
		expect(created).toMatchObject({
			success: true,
			data_type: 'suppliers',
			created: 1,
			records: [{ id: 1, name: 'ACME', city: 'Berlin' }],
		});
		const [many] = await run('masterData', 'createRecords', {
			data_type: 'suppliers',
			data: '[{"name":"Nuts AG","city":"Köln"},{"name":"Bolts","city":"Bonn"}]',
		});
		expect(last().body).toEqual({
			data_type: 'suppliers',
			data: '[{"name":"Nuts AG","city":"Köln"},{"name":"Bolts","city":"Bonn"}]',
		});
		expect(many).toMatchObject({
			created: 2,
			records: [
				{ id: 2, name: 'Nuts AG' },
				{ id: 3, name: 'Bolts' },
			],
		});

		const [updated] = await run('masterData', 'updateRecord', {
			data_type: 'suppliers',
			data: '{"id":1,"city":"Hamburg"}',
		});
		expect(last()).toMatchObject({
			method: 'POST',
			path: '/master_data_lookup/update_record',
			body: { data_type: 'suppliers', data: '{"id":1,"city":"Hamburg"}' },
		});
		expect(updated).toEqual({ success: true, record: { id: 1, name: 'ACME', city: 'Hamburg' } });

		const all = await run('masterData', 'getRecords', { data_type: 'suppliers' });
		expect(last()).toMatchObject({
			method: 'GET',
			path: '/master_data_lookup/get_data',
			query: { data_type: 'suppliers' },
		});
		expect(all.map((record) => record.name)).toEqual(['ACME', 'Nuts AG', 'Bolts']);
		const filtered = await run('masterData', 'getRecords', {
			data_type: 'suppliers',
			additionalFields: { filter_data_json: '{"city":"hamburg"}' },
		});
		expect(last().query).toEqual({
			data_type: 'suppliers',
			filter_data_json: '{"city":"hamburg"}',
		});
		expect(filtered).toEqual([{ id: 1, name: 'ACME', city: 'Hamburg' }]);
		expect(
			await run('masterData', 'getRecords', {
				data_type: 'suppliers',
				additionalFields: { filter_data_json: '{"city":["Köln","Bonn"]}' },
			}),
		).toHaveLength(2);
		const requestsBefore = requests().length;
		expect(
			(
				await fails('masterData', 'getRecords', {
					data_type: 'suppliers',
					additionalFields: { filter_data_json: 'city=Köln' },
				})
			).message,
		).toContain('Parameter "Filter Data JSON" is not valid JSON');
		expect(requests()).toHaveLength(requestsBefore);

		const [deleted] = await run('masterData', 'deleteRecord', { data_type: 'suppliers', id: '1' });
		expect(last()).toMatchObject({
			method: 'POST',
			path: '/master_data_lookup/delete_record',
			body: { data_type: 'suppliers', id: '1' },
		});
		expect(deleted).toEqual({ deleted: true, success: true, id: 1 });
		const gone = await fails('masterData', 'deleteRecord', { data_type: 'suppliers', id: '1' });
		expect(gone).toMatchObject({ status: 404 });
		expect(gone.message).toContain('Record not found');
		expect(
			(await fails('masterData', 'updateRecord', { data_type: 'suppliers', data: '{"city":"x"}' }))
				.status,
		).toBe(422);
		expect((await fails('masterData', 'getRecords', { data_type: 'unknown' })).message).toContain(
			'Dataset not found',
		);
	});

	it('checks record data as JSON before sending', async () => {
		expect(
			(await fails('masterData', 'createRecords', { data_type: 'suppliers', data: 'name=ACME' }))
				.message,
		).toContain('not valid JSON');
		expect(requests()).toHaveLength(0);
	});

	it('dataset types and fields', async () => {
		seed([
			{ name: 'ACME', city: 'Berlin' },
			{ name: 'B', vat_id: 'DE1' },
		]);
		seed([{ code: 'EUR' }], 'currencies');
		expect(await run('masterData', 'getDatasetTypes')).toEqual([
			{ data_type: 'suppliers', records: 2 },
			{ data_type: 'currencies', records: 1 },
		]);
		expect(last()).toMatchObject({
			method: 'GET',
			path: '/master_data_lookup/get_dataset_types',
			status: 200,
		});
		expect(await run('masterData', 'getDatasetFields', { dataset_name: 'suppliers' })).toEqual([
			{ dataset_name: 'suppliers', fields: ['name', 'city', 'vat_id'] },
		]);
		expect(last()).toMatchObject({
			method: 'GET',
			path: '/master_data_lookup/get_dataset_fields',
			query: { dataset_name: 'suppliers' },
		});
	});

	it('download CSV comes back as a file, with `;` unless `,` is asked for', async () => {
		seed([
			{ name: 'ACME; Inc', city: 'Berlin' },
			{ name: 'Nuts "Best" AG', city: 'Köln' },
		]);
		const [download] = await items('masterData', 'downloadCsv', { data_type: 'suppliers' });
		expect(last()).toMatchObject({
			method: 'GET',
			path: '/master_data_lookup/download_csv',
			query: { data_type: 'suppliers' },
			status: 200,
		});
		expect(download.json).toMatchObject({ fileName: 'suppliers.csv', mimeType: 'text/csv' });
		expect((await binaryBuffer(download)).toString('utf8')).toBe(
			'id;name;city\r\n1;"ACME; Inc";Berlin\r\n2;"Nuts ""Best"" AG";Köln\r\n',
		);

		const [comma] = await items('masterData', 'downloadCsv', {
			data_type: 'suppliers',
			additionalFields: { delimiter: ',' },
		});
		expect(last().query).toEqual({ data_type: 'suppliers', delimiter: ',' });
		expect((await binaryBuffer(comma)).toString('utf8').split('\r\n')[1]).toBe(
			'1,ACME; Inc,Berlin',
		);
	});

	it('import CSV creates one record per row', async () => {
		const csv = 'name,city\nACME,Berlin\n"Nuts, Bolts",Köln\n';
		const [answer] = await run(
			'masterData',
			'importCsv',
			{ data_type: 'suppliers', file: 'data', additionalFields: { delimiter: ',' } },
			{ input: withFiles({ data: ['s.csv', csv, 'text/csv'] }) },
		);
		expect(last()).toMatchObject({
			method: 'POST',
			path: '/master_data_lookup/import_data',
			body: { data_type: 'suppliers', delimiter: ',' },
		});
		expect(last().files).toEqual([expect.objectContaining({ field: 'file', filename: 's.csv' })]);
		expect(answer).toEqual({ success: true, data_type: 'suppliers', imported: 2, total: 2 });
		expect((await run('masterData', 'getRecords', { data_type: 'suppliers' }))[1]).toEqual({
			id: 2,
			name: 'Nuts, Bolts',
			city: 'Köln',
		});
	});

	it('import XML: one record per header element the mappings match (absolute and // paths)', async () => {
		const mappings = {
			name: '/DataArea/ShippingAddress/ShippingAddressHeader/Address/Name1',
			city: '/DataArea/ShippingAddress/ShippingAddressHeader/Address/City',
		};
		const input = withFiles({ data: ['shipping.xml', SHIPPING, 'application/xml'] });
		const [answer] = await run(
			'masterData',
			'importXml',
			{ data_type: 'ship_to', field_mappings: JSON.stringify(mappings), file: 'data' },
			{ input },
		);
		expect(last()).toMatchObject({
			method: 'POST',
			path: '/master_data_lookup/xml/import_xml_file',
			body: { data_type: 'ship_to', field_mappings: JSON.stringify(mappings) },
		});
		expect(last().files).toEqual([
			expect.objectContaining({
				field: 'file',
				filename: 'shipping.xml',
				contentType: 'application/xml',
			}),
		]);
		expect(answer).toMatchObject({ success: true, data_type: 'ship_to', imported: 2 });
		expect(await run('masterData', 'getRecords', { data_type: 'ship_to' })).toEqual([
			{ id: 1, name: 'Warehouse North', city: 'Hamburg' },
			{ id: 2, name: 'Warehouse South', city: 'München' },
		]);

		const [descendant] = await run(
			'masterData',
			'importXml',
			{
				data_type: 'names',
				field_mappings: { name: '//Address/Name1', kind: '//Address/@type' },
				file: 'data',
			},
			{ input },
		);
		expect(descendant).toMatchObject({
			imported: 2,
			records: [
				{ id: 1, name: 'Warehouse North', kind: 'ship' },
				{ id: 2, name: 'Warehouse South', kind: 'ship' },
			],
		});

		const broken = await fails(
			'masterData',
			'importXml',
			{ data_type: 'x', field_mappings: '{"name":"//Name1"}', file: 'data' },
			{ input: withFiles({ data: ['b.xml', '<a><b></a>', 'application/xml'] }) },
		);
		expect(broken.status).toBe(422);
		expect(broken.message).toContain('Invalid XML');
		expect(
			(
				await fails(
					'masterData',
					'importXml',
					{ data_type: 'x', field_mappings: '{"name":5}', file: 'data' },
					{ input },
				)
			).status,
		).toBe(422);
	});
});
