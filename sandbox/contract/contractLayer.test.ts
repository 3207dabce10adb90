/* eslint-disable @n8n/community-nodes/no-restricted-imports, no-console -- dev-only code, never published; eslint.dev.config.mjs lints it */
// The contract layer on its own, without the demo: every entry echoes its validated inputs.
import type { AddressInfo } from 'node:net';
import { buildContractLayer, Faults, RateLimit, type ContractLayer } from './index';

const keys = { 'x-api-key': 'k', 'x-wf-api-key': 'wf' };
const faults = new Faults();
let layer: ContractLayer;
let url: string;

beforeAll(async () => {
	layer = await buildContractLayer({
		keys,
		faults,
		rateLimit: new RateLimit(),
		logger: false,
		onUnexpectedError: (error) => console.error(error),
	});
	await layer.app.listen({ port: 0, host: '127.0.0.1' });
	url = `http://127.0.0.1:${(layer.app.server.address() as AddressInfo).port}`;
});
afterAll(() => layer.app.close());

const get = async (path: string, headers: Record<string, string> = { 'x-api-key': 'k' }) => {
	const response = await fetch(`${url}${path}`, { headers });
	return { status: response.status, body: (await response.json()) as unknown };
};

describe('the contract layer alone', () => {
	it('echoes a valid request with the contract defaults applied', async () => {
		expect(await get('/document/list?limit=5')).toEqual({
			status: 200,
			body: {
				success: true,
				endpoint: '/document/list',
				method: 'GET',
				received: {
					path_params: {},
					query: { limit: 5, skip: 0, filter: 'current-month' },
					body: {},
					files: [],
				},
			},
		});
		expect(layer.recorder.requests.at(-1)).toMatchObject({
			endpoint: 'document.getMany',
			route: '/document/list',
			status: 200,
		});
	});

	it('answers 404, 405, 401 and 422 as the contract says', async () => {
		expect((await get('/nope')).status).toBe(404);
		expect(
			(await fetch(`${url}/document/list`, { method: 'POST', headers: { 'x-api-key': 'k' } }))
				.status,
		).toBe(405);
		expect((await get('/document/list', {})).status).toBe(401);
		expect((await get('/api/v1/workflows', { 'x-api-key': 'k' })).status).toBe(401);
		expect((await get('/api/v1/workflows', { 'x-wf-api-key': 'wf' })).status).toBe(200);
		expect(await get('/users/delete/abc')).toMatchObject({ status: 405 });
		expect(await get('/document/list?filter=yesterday&limit=x')).toMatchObject({
			status: 422,
			body: {
				detail: [
					expect.objectContaining({ loc: ['query', 'filter'] }),
					expect.objectContaining({ loc: ['query', 'limit'] }),
				],
			},
		});
	});

	it('checks typed path parameters and JSON text', async () => {
		const response = await fetch(`${url}/users/delete/abc`, {
			method: 'DELETE',
			headers: { 'x-api-key': 'k' },
		});
		expect(await response.json()).toEqual({
			detail: [
				{
					loc: ['path', 'user_id'],
					msg: 'value is not a valid integer',
					type: 'type_error.integer',
				},
			],
		});
		const update = await fetch(`${url}/document/update/d1`, {
			method: 'POST',
			headers: { 'x-api-key': 'k', 'content-type': 'application/x-www-form-urlencoded' },
			body: 'data=not-json',
		});
		expect(await update.json()).toEqual({
			detail: [{ loc: ['body', 'data'], msg: 'Invalid JSON', type: 'value_error.json' }],
		});
	});

	it('serves faults queued by contract id', async () => {
		faults.failNext('document.getMany', 503, { retryAfter: 2 });
		const answer = await fetch(`${url}/document/list`, { headers: { 'x-api-key': 'k' } });
		expect([answer.status, answer.headers.get('retry-after')]).toEqual([503, '2']);
		expect(faults.served.at(-1)).toMatchObject({ endpoint: 'document.getMany', source: 'state' });
		expect((await get('/document/list')).status).toBe(200);
	});
});
