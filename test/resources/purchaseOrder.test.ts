// Purchase Order through n8n's engine: keyword search and lines with Return All / Limit paging over
// scripted pages, the query each sends, display columns, auto match.
import { request, rowsBySkipLimit, useAreaHarness } from '../support/areaHarness';

const { sent, allSent, answer, script, refuse, run, fails } = useAreaHarness();
const ids = (count: number) => Array.from({ length: count }, (_, index) => index + 1);
const ordersPage = (skip: number, limit: number) =>
	request('GET', '/purchase_order/get_purchase_orders_list', {
		query: { keyword: 'acme', skip: String(skip), limit: String(limit) },
	});
const linesPage = (skip: number, limit: number, extra: Record<string, string> = {}) =>
	request('GET', '/purchase_order/get_purchase_order_lines', {
		query: { purchase_order_number: 'PO-7', ...extra, skip: String(skip), limit: String(limit) },
	});

const RETURN_ALL_CASES = [
	[0, [[0, 100]]],
	[1, [[0, 100]]],
	[100, [[0, 100]]],
	[
		250,
		[
			[0, 100],
			[100, 100],
			[200, 100],
		],
	],
] as const;

describe('Purchase Order lists', () => {
	it.each(RETURN_ALL_CASES)('getMany, Return All over %i orders', async (count, pages) => {
		script('purchaseOrder.getMany', rowsBySkipLimit('purchase_orders', count));
		const orders = await run('purchaseOrder', 'getMany', { keyword: 'acme', returnAll: true });
		expect(allSent()).toEqual(pages.map(([skip, limit]) => ordersPage(skip, limit)));
		expect(orders.map((order) => order.id)).toEqual(ids(count));
	});

	it.each(RETURN_ALL_CASES)('getLines, Return All over %i lines', async (count, pages) => {
		script('purchaseOrder.getLines', rowsBySkipLimit('lines', count));
		const lines = await run('purchaseOrder', 'getLines', {
			purchase_order_number: 'PO-7',
			returnAll: true,
		});
		expect(allSent()).toEqual(pages.map(([skip, limit]) => linesPage(skip, limit)));
		expect(lines.map((line) => line.id)).toEqual(ids(count));
	});

	it('Limit asks only for what it needs', async () => {
		script('purchaseOrder.getMany', rowsBySkipLimit('purchase_orders', 250));
		const orders = await run('purchaseOrder', 'getMany', {
			keyword: 'acme',
			returnAll: false,
			limit: 120,
		});
		expect(orders.map((order) => order.id)).toEqual(ids(120));
		expect(allSent()).toEqual([ordersPage(0, 100), ordersPage(100, 20)]);

		script('purchaseOrder.getLines', rowsBySkipLimit('lines', 2));
		expect(
			await run('purchaseOrder', 'getLines', {
				purchase_order_number: 'PO-7',
				returnAll: false,
				limit: 1,
			}),
		).toEqual([{ id: 1 }]);
		expect(sent()).toEqual(linesPage(0, 1));
	});

	it('lines: the amounts format asked for is sent; a 404 is the error', async () => {
		const line = { line_number: 1, unit_price: '1.234,50' };
		answer('purchaseOrder.getLines', { lines: [line], total: 1 });
		expect(
			await run('purchaseOrder', 'getLines', {
				purchase_order_number: 'PO-7',
				returnAll: true,
				additionalFields: { amounts_format: 'de-DE' },
			}),
		).toEqual([line]);
		expect(sent()).toEqual(linesPage(0, 100, { amounts_format: 'de-DE' }));

		refuse('purchaseOrder.getLines', 404, 'Purchase order not found');
		const unknown = await fails('purchaseOrder', 'getLines', {
			purchase_order_number: 'PO-7',
			returnAll: true,
		});
		expect(unknown).toMatchObject({ status: 404 });
		expect(unknown.message).toContain('Purchase order not found');
	});
});

describe('Purchase Order matching', () => {
	it('display columns of a document type: one item per column', async () => {
		const columns = [{ column_name: 'line_number' }, { column_name: 'amount' }];
		answer('purchaseOrder.getDisplayColumns', columns);
		expect(await run('purchaseOrder', 'getDisplayColumns', { doc_type: 'invoice' })).toEqual(
			columns,
		);
		expect(sent()).toEqual(
			request('GET', '/purchase_order/get_purchase_order_display_cols', {
				query: { doc_type: 'invoice' },
			}),
		);
	});

	it('auto match sends the order number and the document data as JSON text; a 404 is the error', async () => {
		const matched = { success: true, matched: true, differences: [] };
		answer('purchaseOrder.autoMatch', matched);
		expect(
			await run('purchaseOrder', 'autoMatch', {
				purchase_order_number: 'PO-1',
				data: '{"supplier_name":"acme","total_amount":119}',
			}),
		).toEqual([matched]);
		expect(sent()).toEqual(
			request('POST', '/purchase_order/auto_po_match', {
				body: {
					purchase_order_number: 'PO-1',
					data: '{"supplier_name":"acme","total_amount":119}',
				},
			}),
		);

		await run('purchaseOrder', 'autoMatch', {
			purchase_order_number: 'PO-1',
			data: { total_amount: 120 },
		});
		expect(sent()).toEqual(
			request('POST', '/purchase_order/auto_po_match', {
				body: { purchase_order_number: 'PO-1', data: '{"total_amount":120}' },
			}),
		);

		refuse('purchaseOrder.autoMatch', 404, 'Purchase order not found');
		expect(
			(await fails('purchaseOrder', 'autoMatch', { purchase_order_number: 'PO-2', data: '{}' }))
				.status,
		).toBe(404);
	});
});
