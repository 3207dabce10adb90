// sandbox.answer(): a test scripts how one endpoint answers, in place of the demo's behaviour; the
// contract's checks (405, 401, 422) still come first, faults still apply, and reset() drops it.
import { useSandbox } from '../useSandbox';

const sandbox = useSandbox({ demo: true });

const call = async (method: string, path: string, key = sandbox.apiKey) => {
	const response = await fetch(`${sandbox.url}${path}`, { method, headers: { 'x-api-key': key } });
	return { status: response.status, body: (await response.json()) as unknown };
};

const scriptVendors = () =>
	sandbox.answer('vendor.search', (request) => ({
		body: { vendors: [{ id: 7 }], total: 1, asked: request.query },
	}));

describe('scripted answers', () => {
	it('answer the validated request (contract defaults applied) instead of the demo', async () => {
		sandbox.state.areas.procurement.addVendor();
		scriptVendors();
		expect(await call('GET', '/vendors/get_vendors_list?keyword=acme')).toEqual({
			status: 200,
			body: {
				vendors: [{ id: 7 }],
				total: 1,
				asked: { keyword: 'acme', address_type: 'ALL', skip: 0, limit: 15 },
			},
		});
		// Only that endpoint: the other vendor path still answers from the demo's store.
		expect(await call('POST', '/fuzzy/get_vendors_list')).toMatchObject({
			status: 200,
			body: { total: 1, vendors: [{ id: 1 }] },
		});
	});

	it('answer a status of their own choosing', async () => {
		sandbox.answer('vendor.search', () => ({ status: 404, body: { detail: 'No vendors' } }));
		expect(await call('GET', '/vendors/get_vendors_list')).toEqual({
			status: 404,
			body: { detail: 'No vendors' },
		});
	});

	it('come after the contract: a wrong method, key or input still fails', async () => {
		scriptVendors();
		expect((await call('DELETE', '/vendors/get_vendors_list')).status).toBe(405);
		expect((await call('GET', '/vendors/get_vendors_list', 'wrong')).status).toBe(401);
		expect((await call('GET', '/vendors/get_vendors_list?skip=many')).status).toBe(422);
		expect((await call('GET', '/vendors/get_vendors_list?address_type=Other')).status).toBe(422);
		expect(sandbox.requests.map((request) => request.status)).toEqual([405, 401, 422, 422]);
	});

	it('come after injected faults', async () => {
		scriptVendors();
		sandbox.state.failNext('vendor.search', 503);
		expect((await call('GET', '/vendors/get_vendors_list')).status).toBe(503);
		expect((await call('GET', '/vendors/get_vendors_list')).status).toBe(200);
	});

	it('are dropped by reset(); an id the contract lacks throws', async () => {
		scriptVendors();
		sandbox.reset();
		expect(await call('GET', '/vendors/get_vendors_list')).toEqual({
			status: 200,
			body: { vendors: [], total: 0 },
		});
		expect(() => sandbox.answer('vendor.list' as never, () => ({ body: {} }))).toThrow(
			/No contract entry "vendor.list"/,
		);
	});
});
