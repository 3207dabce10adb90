// Vendor through n8n's engine: the requests both list paths send (Return All and Limit paging over
// scripted pages, filters) and the CSV import's multipart request.
import { request, rowsBySkipLimit, useAreaHarness, withFiles } from '../support/areaHarness';

const { sent, allSent, answer, script, run, fails, refuse } = useAreaHarness();

const PATHS = [
	['searchFuzzy', 'vendor.searchFuzzy', 'POST', '/fuzzy/get_vendors_list'],
	['search', 'vendor.search', 'GET', '/vendors/get_vendors_list'],
] as const;

describe.each(PATHS)('Vendor %s (%s: %s %s)', (operation, endpoint, method, path) => {
	const page = (skip: number, limit: number, filters: Record<string, string> = {}) =>
		request(method, path, { query: { ...filters, skip: String(skip), limit: String(limit) } });
	const ids = (count: number) => Array.from({ length: count }, (_, index) => index + 1);

	it.each([
		[0, [page(0, 100)]],
		[1, [page(0, 100)]],
		[100, [page(0, 100)]],
		[250, [page(0, 100), page(100, 100), page(200, 100)]],
	])(
		'Return All over %i vendors asks for pages of 100 and returns every row',
		async (count, pages) => {
			script(endpoint, rowsBySkipLimit('vendors', count));
			const vendors = await run('vendor', operation, { returnAll: true });
			expect(allSent()).toEqual(pages);
			expect(vendors.map((vendor) => vendor.id)).toEqual(ids(count));
		},
	);

	it.each([
		[30, [page(0, 30)]],
		[150, [page(0, 100), page(100, 50)]],
	])('Limit %i asks only for what it needs', async (limit, pages) => {
		script(endpoint, rowsBySkipLimit('vendors', 250));
		const vendors = await run('vendor', operation, { returnAll: false, limit });
		expect(allSent()).toEqual(pages);
		expect(vendors.map((vendor) => vendor.id)).toEqual(ids(limit));
	});

	it('with no filter set sends only skip and limit', async () => {
		script(endpoint, rowsBySkipLimit('vendors', 3));
		expect(await run('vendor', operation, { returnAll: false, limit: 15 })).toHaveLength(3);
		expect(allSent()).toEqual([page(0, 15)]);
	});

	it('sends keyword and address type as query parameters', async () => {
		answer(endpoint, { vendors: [{ id: 2, name: 'Acme Ltd' }], total: 1 });
		const found = await run('vendor', operation, {
			returnAll: true,
			additionalFields: { keyword: 'acme', address_type: 'Text' },
		});
		expect(allSent()).toEqual([page(0, 100, { keyword: 'acme', address_type: 'Text' })]);
		expect(found).toEqual([{ id: 2, name: 'Acme Ltd' }]);
	});
});

describe('Vendor CSV import', () => {
	const csvInput = (name: string, csv: string) => ({
		input: withFiles({ data: [name, csv, 'text/csv'] }),
	});

	it('sends the file and the delimiter chosen as multipart to the fuzzy path; the answer is the item', async () => {
		const imported = { success: true, imported: 2, created: 2, updated: 0, total: 2 };
		answer('vendor.importCsvFuzzy', imported);
		const [item] = await run(
			'vendor',
			'importCsvFuzzy',
			{ file: 'data', additionalFields: { delimiter: ';' } },
			csvInput('vendors.csv', 'vendor_id;name\nV1;ACME GmbH\n'),
		);
		expect(sent()).toEqual(
			request('POST', '/fuzzy/import_vendors_csv', {
				body: { delimiter: ';' },
				files: ['file: vendors.csv'],
			}),
		);
		expect(item).toEqual(imported);
	});

	it('sends no delimiter when none is chosen; a 422 the service answers is the error', async () => {
		await run('vendor', 'importCsv', { file: 'data' }, csvInput('v.csv', 'vendor_id,name\r\n'));
		expect(sent()).toEqual(
			request('POST', '/vendors/import_vendors_csv', { body: {}, files: ['file: v.csv'] }),
		);
		refuse('vendor.importCsv', 422, 'The file has no header row');
		const empty = await fails('vendor', 'importCsv', { file: 'data' }, csvInput('v.csv', ''));
		expect(empty.status).toBe(422);
		expect(empty.message).toContain('The file has no header row');
	});
});
