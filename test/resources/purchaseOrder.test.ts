// Purchase Order through n8n's engine: keyword search and lines with Return All / Limit paging, display columns, auto match.
import { useAreaHarness } from '../support/areaHarness';

const { last, run, fails, state, requests } = useAreaHarness();
const procurement = () => state().areas.procurement;
const pages = () => requests().map((request) => [request.query.skip, request.query.limit]);

const RETURN_ALL_CASES = [
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
] as const;

describe('Purchase Order lists', () => {
	it.each(RETURN_ALL_CASES)('getMany, Return All over %i orders', async (count, expected) => {
		for (let index = 0; index < count; index++)
			procurement().addPurchaseOrder({ supplier_name: 'ACME' });
		procurement().addPurchaseOrder({ supplier_name: 'Other' });
		const orders = await run('purchaseOrder', 'getMany', { keyword: 'acme', returnAll: true });
		expect(orders).toHaveLength(count);
		expect(
			requests().every(
				(request) =>
					request.method === 'GET' && request.path === '/purchase_order/get_purchase_orders_list',
			),
		).toBe(true);
		expect(requests().map((request) => request.query.keyword)).toEqual(expected.map(() => 'acme'));
		expect(pages()).toEqual(expected);
	});

	it.each(RETURN_ALL_CASES)('getLines, Return All over %i lines', async (count, expected) => {
		const order = procurement().addPurchaseOrder();
		for (let index = 0; index < count; index++)
			procurement().addLine(order.purchase_order_number, { amount: index });
		const lines = await run('purchaseOrder', 'getLines', {
			purchase_order_number: order.purchase_order_number,
			returnAll: true,
		});
		expect(lines).toHaveLength(count);
		expect(lines.map((line) => line.line_number)).toEqual(
			Array.from({ length: count }, (_, index) => index + 1),
		);
		expect(
			requests().every(
				(request) =>
					request.path === '/purchase_order/get_purchase_order_lines' &&
					request.query.purchase_order_number === 'PO-00001',
			),
		).toBe(true);
		expect(pages()).toEqual(expected);
	});

	it('Limit asks only for what it needs', async () => {
		for (let index = 0; index < 250; index++) procurement().addPurchaseOrder();
		expect(
			await run('purchaseOrder', 'getMany', { keyword: 'PO-', returnAll: false, limit: 120 }),
		).toHaveLength(120);
		expect(pages()).toEqual([
			['0', '100'],
			['100', '20'],
		]);
		procurement().addLine('PO-00001');
		procurement().addLine('PO-00001');
		requests().length = 0;
		expect(
			await run('purchaseOrder', 'getLines', {
				purchase_order_number: 'PO-00001',
				returnAll: false,
				limit: 1,
			}),
		).toHaveLength(1);
		expect(pages()).toEqual([['0', '1']]);
	});

	it('lines come with amounts in the requested format; an unknown order is a 404', async () => {
		procurement().addPurchaseOrder({ purchase_order_number: 'PO-7' });
		procurement().addLine('PO-7', {
			description: 'Screws',
			quantity: 2,
			unit_price: 1234.5,
			amount: 2469,
		});
		const [line] = await run('purchaseOrder', 'getLines', {
			purchase_order_number: 'PO-7',
			returnAll: true,
			additionalFields: { amounts_format: 'de-DE' },
		});
		expect(last().query).toEqual({
			purchase_order_number: 'PO-7',
			amounts_format: 'de-DE',
			skip: '0',
			limit: '100',
		});
		expect(line).toMatchObject({
			description: 'Screws',
			quantity: 2,
			unit_price: '1.234,50',
			amount: '2.469,00',
		});
		const unknown = await fails('purchaseOrder', 'getLines', {
			purchase_order_number: 'PO-404',
			returnAll: true,
		});
		expect(unknown).toMatchObject({ status: 404 });
		expect(unknown.message).toContain('Purchase order not found');
	});
});

describe('Purchase Order matching', () => {
	it('display columns of a document type', async () => {
		const columns = await run('purchaseOrder', 'getDisplayColumns', { doc_type: 'invoice' });
		expect(last()).toMatchObject({
			method: 'GET',
			path: '/purchase_order/get_purchase_order_display_cols',
			query: { doc_type: 'invoice' },
			status: 200,
		});
		expect(columns.map((column) => column.column_name)).toEqual([
			'line_number',
			'item_id',
			'description',
			'quantity',
			'unit_price',
			'amount',
		]);
	});

	it('auto match compares the document data with the order', async () => {
		procurement().addPurchaseOrder({
			purchase_order_number: 'PO-1',
			supplier_name: 'ACME',
			total_amount: 119,
		});
		procurement().addLine('PO-1', { description: 'Screws', amount: 100 });
		const [matched] = await run('purchaseOrder', 'autoMatch', {
			purchase_order_number: 'PO-1',
			data: '{"supplier_name":"acme","total_amount":119}',
		});
		expect(last()).toMatchObject({
			method: 'POST',
			path: '/purchase_order/auto_po_match',
			body: { purchase_order_number: 'PO-1', data: '{"supplier_name":"acme","total_amount":119}' },
		});
		expect(matched).toMatchObject({
			success: true,
			matched: true,
			differences: [],
			lines: [expect.objectContaining({ description: 'Screws' })],
		});

		const [mismatch] = await run('purchaseOrder', 'autoMatch', {
			purchase_order_number: 'PO-1',
			data: { total_amount: 120 },
		});
		expect(last().body).toEqual({ purchase_order_number: 'PO-1', data: '{"total_amount":120}' });
		expect(mismatch).toMatchObject({
			matched: false,
			differences: [{ field: 'total_amount', document: 120, purchase_order: 119 }],
		});
		expect(
			(await fails('purchaseOrder', 'autoMatch', { purchase_order_number: 'PO-2', data: '{}' }))
				.status,
		).toBe(404);
	});
});
