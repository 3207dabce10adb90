// Vendor through n8n's engine: both paths share one store; CSV import; Return All and Limit paging.
import { useAreaHarness, withFiles } from '../support/areaHarness';

const { harness, last, run, fails, state, requests } = useAreaHarness();
const seedVendors = (count: number) => {
	for (let index = 0; index < count; index++) state().areas.procurement.addVendor();
};
const pages = () => requests().map((request) => [request.query.skip, request.query.limit]);

const PATHS = [
	['searchFuzzy', 'POST', '/fuzzy/get_vendors_list'],
	['search', 'GET', '/vendors/get_vendors_list'],
] as const;

describe.each(PATHS)('Vendor %s (%s %s)', (operation, method, path) => {
	it.each([
		[0, [['0', '100']]],
		[1, [['0', '100']]],
		[100, [['0', '100']]],
		[
			250,
			[
				['0', '100'],
				['100', '100'],
				['200', '100'],
			],
		],
	])('Return All over %i vendors asks for pages of 100', async (count, expected) => {
		seedVendors(count);
		const vendors = await run('vendor', operation, { returnAll: true });
		expect(vendors).toHaveLength(count);
		expect(
			requests().every(
				(request) => request.method === method && request.path === path && request.status === 200,
			),
		).toBe(true);
		expect(pages()).toEqual(expected);
		if (count > 0)
			expect(vendors.map((vendor) => vendor.id)).toEqual(
				Array.from({ length: count }, (_, index) => index + 1),
			);
	});

	it.each([
		[30, [['0', '30']]],
		[
			150,
			[
				['0', '100'],
				['100', '50'],
			],
		],
	])('Limit %i asks only for what it needs', async (limit, expected) => {
		seedVendors(250);
		const vendors = await run('vendor', operation, { returnAll: false, limit });
		expect(vendors).toHaveLength(limit);
		expect(pages()).toEqual(expected);
		expect(vendors.at(-1)?.id).toBe(limit);
	});

	it('without skip and limit the service answers the first 15 and the total', async () => {
		seedVendors(20);
		const response = await fetch(`${harness.sandbox.url}${path}`, {
			method,
			headers: { 'x-api-key': harness.sandbox.apiKey },
		});
		const body = (await response.json()) as { vendors: Array<{ id: number }>; total: number };
		expect(body.total).toBe(20);
		expect(body.vendors.map((vendor) => vendor.id)).toEqual(
			Array.from({ length: 15 }, (_, index) => index + 1),
		);
	});

	it('filters by keyword and address type', async () => {
		const { procurement } = state().areas;
		procurement.addVendor({ name: 'ACME GmbH', address_type: 'Discrete' });
		procurement.addVendor({ name: 'Acme Ltd', address_type: 'Text' });
		procurement.addVendor({ name: 'Other AG', address_type: 'Discrete' });
		const found = await run('vendor', operation, {
			returnAll: true,
			additionalFields: { keyword: 'acme', address_type: 'Text' },
		});
		expect(last().query).toEqual({
			keyword: 'acme',
			address_type: 'Text',
			skip: '0',
			limit: '100',
		});
		expect(found.map((vendor) => vendor.name)).toEqual(['Acme Ltd']);
		expect(
			await run('vendor', operation, { returnAll: true, additionalFields: { keyword: 'acme' } }),
		).toHaveLength(2);
	});
});

describe('Vendor CSV import', () => {
	it('imports a `;` file through the fuzzy path; the vendors path lists them', async () => {
		const csv = 'vendor_id;name;city\nV1;ACME GmbH;Berlin\nV2;"Nuts; Bolts AG";Köln\n';
		const [answer] = await run(
			'vendor',
			'importCsvFuzzy',
			{ file: 'data', additionalFields: { delimiter: ';' } },
			{ input: withFiles({ data: ['vendors.csv', csv, 'text/csv'] }) },
		);
		expect(last()).toMatchObject({
			method: 'POST',
			path: '/fuzzy/import_vendors_csv',
			body: { delimiter: ';' },
			status: 200,
		});
		expect(last().files).toEqual([
			expect.objectContaining({ field: 'file', filename: 'vendors.csv', contentType: 'text/csv' }),
		]);
		expect(answer).toEqual({ success: true, imported: 2, created: 2, updated: 0, total: 2 });

		const listed = await run('vendor', 'search', { returnAll: true });
		expect(listed).toEqual([
			{ id: 1, vendor_id: 'V1', name: 'ACME GmbH', city: 'Berlin', address_type: 'Discrete' },
			{ id: 2, vendor_id: 'V2', name: 'Nuts; Bolts AG', city: 'Köln', address_type: 'Discrete' },
		]);
	});

	it('imports a `,` file (delimiter found from the header); known vendor ids are updated', async () => {
		await run(
			'vendor',
			'importCsv',
			{ file: 'data' },
			{ input: withFiles({ data: ['v.csv', 'vendor_id,name\r\nV1,Old name\r\n', 'text/csv'] }) },
		);
		const [answer] = await run(
			'vendor',
			'importCsv',
			{ file: 'data' },
			{
				input: withFiles({
					data: [
						'v.csv',
						'vendor_id,name,address_type\nV1,New name,Text\nV9,Nine,Discrete\n',
						'text/csv',
					],
				}),
			},
		);
		expect(last()).toMatchObject({
			method: 'POST',
			path: '/vendors/import_vendors_csv',
			body: {},
			status: 200,
		});
		expect(answer).toMatchObject({ imported: 2, created: 1, updated: 1, total: 2 });
		expect(
			await run('vendor', 'searchFuzzy', {
				returnAll: true,
				additionalFields: { address_type: 'Text' },
			}),
		).toEqual([
			expect.objectContaining({ vendor_id: 'V1', name: 'New name', address_type: 'Text' }),
		]);
		const empty = await fails(
			'vendor',
			'importCsv',
			{ file: 'data' },
			{ input: withFiles({ data: ['v.csv', '', 'text/csv'] }) },
		);
		expect(empty.status).toBe(422);
		expect(empty.message).toContain('no header row');
	});
});
