// Master Data through n8n's engine: the requests each operation sends (records and filters as JSON
// text, files as multipart parts), JSON checked before sending, a CSV answered as binary data, the
// service's errors as the node reports them.
import { binaryBuffer } from '../engine';
import { request, useAreaHarness, withFiles } from '../support/areaHarness';

const { sent, answer, script, refuse, run, items, fails, requests } = useAreaHarness();

const SHIPPING = `<?xml version="1.0"?>
<SyncShippingAddress xmlns="http://schema.infor.com/InforOAGIS/2">
	<DataArea><ShippingAddress><ShippingAddressHeader><Address type="ship"><Name1>Warehouse North</Name1></Address></ShippingAddressHeader></ShippingAddress></DataArea>
</SyncShippingAddress>`;

describe('Master Data', () => {
	it('create, update, get (filtered) and delete send the dataset and the JSON text; a 404 is the error', async () => {
		await run('masterData', 'createRecords', {
			data_type: 'suppliers',
			data: '{"name":"ACME","city":"Berlin"}',
		});
		expect(sent()).toEqual(
			request('POST', '/master_data_lookup/create_records', {
				body: { data_type: 'suppliers', data: '{"name":"ACME","city":"Berlin"}' },
			}),
		);
		await run('masterData', 'createRecords', {
			data_type: 'suppliers',
			data: [{ name: 'Nuts AG' }, { name: 'Bolts' }],
		});
		expect(sent()).toEqual(
			request('POST', '/master_data_lookup/create_records', {
				body: { data_type: 'suppliers', data: '[{"name":"Nuts AG"},{"name":"Bolts"}]' },
			}),
		);

		answer('masterData.updateRecord', { success: true });
		await run('masterData', 'updateRecord', {
			data_type: 'suppliers',
			data: '{"id":1,"city":"Hamburg"}',
		});
		expect(sent()).toEqual(
			request('POST', '/master_data_lookup/update_record', {
				body: { data_type: 'suppliers', data: '{"id":1,"city":"Hamburg"}' },
			}),
		);

		const records = [
			{ id: 1, name: 'ACME' },
			{ id: 2, name: 'Nuts AG' },
		];
		answer('masterData.getRecords', records);
		expect(await run('masterData', 'getRecords', { data_type: 'suppliers' })).toEqual(records);
		expect(sent()).toEqual(
			request('GET', '/master_data_lookup/get_data', { query: { data_type: 'suppliers' } }),
		);
		await run('masterData', 'getRecords', {
			data_type: 'suppliers',
			additionalFields: { filter_data_json: '{"city":["Köln","Bonn"]}' },
		});
		expect(sent()).toEqual(
			request('GET', '/master_data_lookup/get_data', {
				query: { data_type: 'suppliers', filter_data_json: '{"city":["Köln","Bonn"]}' },
			}),
		);
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

		answer('masterData.deleteRecord', { success: true });
		await run('masterData', 'deleteRecord', { data_type: 'suppliers', id: '1' });
		expect(sent()).toEqual(
			request('POST', '/master_data_lookup/delete_record', {
				body: { data_type: 'suppliers', id: '1' },
			}),
		);
		refuse('masterData.deleteRecord', 404, 'Record not found');
		const gone = await fails('masterData', 'deleteRecord', { data_type: 'suppliers', id: '1' });
		expect(gone).toMatchObject({ status: 404 });
		expect(gone.message).toContain('Record not found');
	});

	it('checks record data as JSON before sending', async () => {
		expect(
			(await fails('masterData', 'createRecords', { data_type: 'suppliers', data: 'name=ACME' }))
				.message,
		).toContain('not valid JSON');
		expect(requests()).toHaveLength(0);
	});

	it('dataset types and fields: one item per entry', async () => {
		const types = [
			{ data_type: 'suppliers', records: 2 },
			{ data_type: 'currencies', records: 1 },
		];
		answer('masterData.getDatasetTypes', types);
		expect(await run('masterData', 'getDatasetTypes')).toEqual(types);
		expect(sent()).toEqual(request('GET', '/master_data_lookup/get_dataset_types'));

		const fields = [{ dataset_name: 'suppliers', fields: ['name', 'city'] }];
		answer('masterData.getDatasetFields', fields);
		expect(await run('masterData', 'getDatasetFields', { dataset_name: 'suppliers' })).toEqual(
			fields,
		);
		expect(sent()).toEqual(
			request('GET', '/master_data_lookup/get_dataset_fields', {
				query: { dataset_name: 'suppliers' },
			}),
		);
	});

	it('download CSV: the delimiter asked for is sent; the CSV answered is the binary', async () => {
		const csv = 'id;name\r\n1;"ACME; Inc"\r\n';
		script('masterData.downloadCsv', () => ({
			body: Buffer.from(csv),
			contentType: 'text/csv',
			headers: { 'content-disposition': 'attachment; filename="suppliers.csv"' },
		}));
		const [download] = await items('masterData', 'downloadCsv', { data_type: 'suppliers' });
		expect(sent()).toEqual(
			request('GET', '/master_data_lookup/download_csv', { query: { data_type: 'suppliers' } }),
		);
		expect(download.json).toMatchObject({ fileName: 'suppliers.csv', mimeType: 'text/csv' });
		expect((await binaryBuffer(download)).toString('utf8')).toBe(csv);

		await items('masterData', 'downloadCsv', {
			data_type: 'suppliers',
			additionalFields: { delimiter: ',' },
		});
		expect(sent()).toEqual(
			request('GET', '/master_data_lookup/download_csv', {
				query: { data_type: 'suppliers', delimiter: ',' },
			}),
		);
	});

	it('import CSV sends the dataset, the delimiter and the file', async () => {
		await run(
			'masterData',
			'importCsv',
			{ data_type: 'suppliers', file: 'data', additionalFields: { delimiter: ',' } },
			{ input: withFiles({ data: ['s.csv', 'name,city\nACME,Berlin\n', 'text/csv'] }) },
		);
		expect(sent()).toEqual(
			request('POST', '/master_data_lookup/import_data', {
				body: { data_type: 'suppliers', delimiter: ',' },
				files: ['file: s.csv'],
			}),
		);
	});

	it("import XML sends the mappings as JSON text and the file; the service's 422 is the error", async () => {
		const mappings = { name: '/DataArea/ShippingAddress/ShippingAddressHeader/Address/Name1' };
		const input = withFiles({ data: ['shipping.xml', SHIPPING, 'application/xml'] });
		await run(
			'masterData',
			'importXml',
			{ data_type: 'ship_to', field_mappings: JSON.stringify(mappings), file: 'data' },
			{ input },
		);
		expect(sent()).toEqual(
			request('POST', '/master_data_lookup/xml/import_xml_file', {
				body: { data_type: 'ship_to', field_mappings: JSON.stringify(mappings) },
				files: ['file: shipping.xml'],
			}),
		);

		const descendant = { name: '//Address/Name1', kind: '//Address/@type' };
		await run(
			'masterData',
			'importXml',
			{ data_type: 'names', field_mappings: descendant, file: 'data' },
			{ input },
		);
		expect(sent()).toEqual(
			request('POST', '/master_data_lookup/xml/import_xml_file', {
				body: { data_type: 'names', field_mappings: JSON.stringify(descendant) },
				files: ['file: shipping.xml'],
			}),
		);

		refuse('masterData.importXml', 422, [
			{ loc: ['body', 'file'], msg: 'Invalid XML', type: 'value_error' },
		]);
		const broken = await fails(
			'masterData',
			'importXml',
			{
				data_type: 'x',
				field_mappings: '{"name":"//Name1"}',
				file: 'data',
			},
			{ input: withFiles({ data: ['b.xml', '<a><b></a>', 'application/xml'] }) },
		);
		expect(broken.status).toBe(422);
		expect(broken.message).toContain('(file): Invalid XML');
	});
});
