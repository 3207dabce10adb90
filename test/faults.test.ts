/* eslint-disable no-console -- dev-only code, never published; eslint.dev.config.mjs lints it */
/**
 * The Document Processing node through n8n's engine against a misbehaving sandbox: what is
 * retried (and how long it waits), what is not, how failures read, Continue On Fail, and that
 * Return All comes back whole or fails: never a shorter list.
 */
import type { INodeExecutionData, INodeParameters } from 'n8n-workflow';

import type { EndpointId, SandboxDocument } from '../sandbox';
import type { Fault, FaultOptions } from '../sandbox/contract/faults';
import { retryDelayMs, retryPolicy } from '../nodes/shared/http/retry';
import { request, rowsBySkipLimit, sentRequest } from './support/areaHarness';
import { useNodeAgainstSandbox } from './support/nodeUnderTest';

const harness = useNodeAgainstSandbox();
const figures = {
	cases: 0,
	requests: 0,
	retriedAndSucceeded: 0,
	failedCleanly: 0,
	notRetried: 0,
	listsWhole: 0,
	listRecords: 0,
	listsFailed: 0,
	waitedMs: [] as string[],
};

afterAll(() => {
	console.log(
		`faults (node): ${figures.cases} fault cases, ${figures.requests} requests seen by the sandbox; ` +
			`${figures.retriedAndSucceeded} retried and succeeded, ${figures.failedCleanly} failed cleanly, ${figures.notRetried} not retried (exactly one request); ` +
			`Return All: ${figures.listsWhole} lists whole despite a failing page (${figures.listRecords} records), ${figures.listsFailed} failed with no partial list; ` +
			`waits: ${figures.waitedMs.join(', ')}`,
	);
});

const sandbox = () => harness.sandbox;
beforeEach(() => sandbox().reset());
afterEach(() => {
	figures.cases++;
	figures.requests += sandbox().requests.length;
});

const ready = (): SandboxDocument =>
	sandbox().state.addDocument({ status: 'ready_for_validation', doc_type: 'invoice' });
const fault = (endpoint: EndpointId, spec: Fault, options?: FaultOptions) =>
	sandbox().state.fault(endpoint, spec, options);
const requestsTo = (endpoint: EndpointId) =>
	sandbox().requests.filter((request) => request.endpoint === endpoint).length;

/** Runs the node and measures how long it took. */
async function timed(
	resource: string,
	operation: string,
	parameters: INodeParameters,
	options?: Parameters<typeof harness.run>[3],
) {
	const started = Date.now();
	const result = await harness.run(resource, operation, parameters, options);
	return { ...result, ms: Date.now() - started };
}

function succeeded(result: { error?: unknown; items: INodeExecutionData[] }) {
	expect(result.error).toBeUndefined();
	figures.retriedAndSucceeded++;
}

function failed(
	result: { error?: { message: string; description?: string | null }; items: INodeExecutionData[] },
	message: string | RegExp,
) {
	expect(result.items).toEqual([]);
	expect(result.error?.message).toMatch(message);
	figures.failedCleanly++;
}

describe('429 and 503 are retried, honouring Retry-After, within Retries and Retry Max Total Wait', () => {
	it('429 with Retry-After in seconds: waits that long, then succeeds', async () => {
		const document = ready();
		sandbox().state.failNext('document.get', 429, { retryAfter: 1 });
		const result = await timed('document', 'get', { doc_id: document.doc_id });
		succeeded(result);
		expect(result.items[0].json.doc_id).toBe(document.doc_id);
		expect(requestsTo('document.get')).toBe(2);
		expect(result.ms).toBeGreaterThanOrEqual(950);
		expect(result.ms).toBeLessThan(3000);
		figures.waitedMs.push(`Retry-After 1 s → ${result.ms} ms`);
	});

	it('429 with Retry-After as an HTTP date, on a request that changes data: waits until then, sends once more', async () => {
		const document = ready();
		// HTTP dates have whole seconds: the wait is between 1 and 2 s.
		sandbox().state.failNext('document.update', 429, { retryAfter: new Date(Date.now() + 2000) });
		const result = await timed('document', 'update', {
			doc_id: document.doc_id,
			fieldsInput: 'json',
			data: '{"invoice_number":"R-1"}',
		});
		succeeded(result);
		expect(requestsTo('document.update')).toBe(2);
		expect(result.ms).toBeGreaterThanOrEqual(900);
		expect(result.ms).toBeLessThan(3500);
		expect(sandbox().state.documents.get(document.doc_id)?.extracted_data.invoice_number).toBe(
			'R-1',
		);
		figures.waitedMs.push(`Retry-After date (+2 s, whole seconds) → ${result.ms} ms`);
	});

	it('a burst of 503s within Retries: backs off exponentially and succeeds', async () => {
		const document = ready();
		sandbox().state.failNext('document.get', 503, { times: 2 });
		const result = await timed('document', 'get', { doc_id: document.doc_id });
		succeeded(result);
		expect(requestsTo('document.get')).toBe(3);
		// Backoff with jitter: 250–500 ms, then 500–1000 ms.
		expect(result.ms).toBeGreaterThanOrEqual(700);
		expect(result.ms).toBeLessThan(2500);
		figures.waitedMs.push(`two 503s, backoff → ${result.ms} ms`);
	});

	it('a burst of 503s beyond Retries: fails with the service’s status and words, after 1 + Retries requests', async () => {
		const document = ready();
		sandbox().state.failNext('document.update', 503, { times: 4, retryAfter: 0 });
		const result = await timed('document', 'update', {
			doc_id: document.doc_id,
			fieldsInput: 'json',
			data: '{}',
			requestOptions: { retries: 2 },
		});
		failed(
			result,
			'The service is temporarily unavailable, probably for maintenance: Injected failure (sandbox state.failNext)',
		);
		expect(result.error?.description).toContain('answered 503');
		expect((result.error as { httpCode?: string }).httpCode).toBe('503');
		expect(requestsTo('document.update')).toBe(3);
	});

	it('429 bursts beyond the default of 3 retries fail naming 429', async () => {
		const document = ready();
		sandbox().state.failNext('document.getStatus', 429, { times: Infinity, retryAfter: 0 });
		const result = await harness.run('document', 'getStatus', { doc_id: document.doc_id });
		failed(result, /^Too many requests: the service asks to slow down/);
		expect(result.error?.description).toContain('answered 429');
		expect(requestsTo('document.getStatus')).toBe(4);
	});

	it('after a 429, requests turned away together come back spread over half a second beyond Retry-After; after a 503 exactly then', () => {
		const policy = retryPolicy({}, false);
		const waits = Array.from({ length: 200 }, () => retryDelayMs(1, 1, policy, '429'));
		expect(Math.min(...waits)).toBeGreaterThanOrEqual(1000);
		expect(Math.max(...waits)).toBeLessThanOrEqual(1500);
		// Spread, not bunched: at least 40 distinct milliseconds of 500 among 200 waits.
		expect(new Set(waits).size).toBeGreaterThan(40);
		expect(retryDelayMs(1, 1, policy, '503')).toBe(1000);
		// A short Retry-After is spread over at most itself again.
		expect(retryDelayMs(1, 0.1, policy, '429')).toBeLessThanOrEqual(200);
	});

	it('Retry Max Total Wait bounds the waiting: a Retry-After beyond it is not waited for', async () => {
		const document = ready();
		sandbox().state.failNext('document.get', 429, { retryAfter: 30 });
		const result = await timed('document', 'get', {
			doc_id: document.doc_id,
			requestOptions: { retryMaxWait: 5 },
		});
		failed(result, /^Too many requests/);
		expect(requestsTo('document.get')).toBe(1);
		expect(result.ms).toBeLessThan(1000);
		figures.waitedMs.push(`Retry-After 30 s > max wait 5 s → failed after ${result.ms} ms`);
	});

	it('Retry Max Total Wait bounds the sum of the waits, whatever Retries allows', async () => {
		const document = ready();
		sandbox().state.failNext('document.get', 503, { times: Infinity, retryAfter: 1 });
		const result = await timed('document', 'get', {
			doc_id: document.doc_id,
			requestOptions: { retries: 10, retryMaxWait: 2 },
		});
		failed(result, /^The service is temporarily unavailable/);
		// Two waits of 1 s fit in 2 s; a third would not.
		expect(requestsTo('document.get')).toBe(3);
		expect(result.ms).toBeGreaterThanOrEqual(1900);
		expect(result.ms).toBeLessThan(3500);
		figures.waitedMs.push(`503 every time, Retry-After 1 s, max wait 2 s → ${result.ms} ms`);
	});
});

describe('other failures: reads are retried, requests that change data are not', () => {
	it('a 500 on a request that changes data is not retried', async () => {
		const document = ready();
		sandbox().state.failNext('document.update', 500);
		const result = await harness.run('document', 'update', {
			doc_id: document.doc_id,
			fieldsInput: 'json',
			data: '{}',
		});
		failed(result, 'The service failed on its side: Injected failure (sandbox state.failNext)');
		expect(requestsTo('document.update')).toBe(1);
		figures.notRetried++;
	});

	it('a 500 on a read is retried and succeeds', async () => {
		const document = ready();
		sandbox().state.failNext('document.get', 500);
		const result = await harness.run('document', 'get', { doc_id: document.doc_id });
		succeeded(result);
		expect(requestsTo('document.get')).toBe(2);
	});

	it('a GET that changes state (restart) is not retried after a 500', async () => {
		const document = ready();
		sandbox().state.failNext('document.restart', 500);
		const result = await harness.run('document', 'restart', { doc_id: document.doc_id });
		failed(result, /^The service failed on its side/);
		expect(requestsTo('document.restart')).toBe(1);
		figures.notRetried++;
	});

	it('a connection reset mid-answer on a request that changes data: not retried (the change was made), the error names the host', async () => {
		const document = ready();
		fault('document.update', { reset: true });
		const result = await harness.run('document', 'update', {
			doc_id: document.doc_id,
			fieldsInput: 'json',
			data: '{"invoice_number":"ONCE"}',
		});
		failed(
			result,
			`Could not reach the service at ${sandbox().url}: the connection was reset while talking to the service`,
		);
		expect((result.error as { httpCode?: string }).httpCode).toBe('ECONNRESET');
		expect(requestsTo('document.update')).toBe(1);
		expect(sandbox().state.documents.get(document.doc_id)?.extracted_data.invoice_number).toBe(
			'ONCE',
		);
		figures.notRetried++;
	});

	it('a connection reset mid-answer on a read is retried and succeeds', async () => {
		const document = ready();
		fault('document.get', { reset: true });
		const result = await harness.run('document', 'get', { doc_id: document.doc_id });
		succeeded(result);
		expect(result.items[0].json).toMatchObject({
			doc_id: document.doc_id,
			status: 'ready_for_validation',
		});
		expect(requestsTo('document.get')).toBe(2);
	});

	it('truncated JSON on a read is retried and the whole answer comes back', async () => {
		const document = ready();
		fault('document.get', { truncate: true });
		const result = await harness.run('document', 'get', {
			doc_id: document.doc_id,
			output: 'raw',
		});
		succeeded(result);
		expect(result.items).toHaveLength(1);
		expect(result.items[0].json).toMatchObject({
			doc_id: document.doc_id,
			extracted_data: { invoice_number: expect.any(String) },
		});
		expect(requestsTo('document.get')).toBe(2);
	});

	it('truncated JSON every time: the read fails as an incomplete answer, never returns the garbage as data', async () => {
		const document = ready();
		fault('document.get', { truncate: true }, { times: Infinity });
		const result = await harness.run('document', 'get', {
			doc_id: document.doc_id,
			requestOptions: { retries: 1 },
		});
		failed(result, 'The service sent an incomplete or invalid answer: try again');
		expect(requestsTo('document.get')).toBe(2);
	});

	it('truncated JSON on a request that changes data: fails at once as an incomplete answer', async () => {
		const document = ready();
		fault('document.approveOrReject', { truncate: true });
		const result = await harness.run('document', 'approveOrReject', {
			doc_id: document.doc_id,
			request_type: 'reject',
		});
		failed(result, 'The service sent an incomplete or invalid answer: try again');
		expect(requestsTo('document.approveOrReject')).toBe(1);
		figures.notRetried++;
	});

	it('n8n’s Timeout request option: a slow answer fails naming the timeout and the host', async () => {
		const document = ready();
		fault('document.update', { delayMs: 1500 });
		const result = await timed('document', 'update', {
			doc_id: document.doc_id,
			fieldsInput: 'json',
			data: '{}',
			requestOptions: { timeout: 200 },
		});
		failed(
			result,
			`Could not reach the service at ${sandbox().url}: the request timed out: raise the timeout, or try again later`,
		);
		expect(result.ms).toBeLessThan(1200);
		expect(requestsTo('document.update')).toBe(1);
		figures.notRetried++;
		figures.waitedMs.push(`timeout 200 ms vs a 1.5 s answer → failed after ${result.ms} ms`);
	});

	it('a read that timed out once is retried and succeeds', async () => {
		const document = ready();
		fault('document.get', { delayMs: 1000 });
		const result = await timed('document', 'get', {
			doc_id: document.doc_id,
			requestOptions: { timeout: 300 },
		});
		succeeded(result);
		expect(result.items[0].json.doc_id).toBe(document.doc_id);
		expect(requestsTo('document.get')).toBe(2);
	});
});

describe('Continue On Fail: the item that hits a fault becomes an error item, the others go on', () => {
	const input = (documents: SandboxDocument[]) =>
		documents.map((document) => ({ json: { id: document.doc_id } }));

	it('three updates, the middle one answered 500', async () => {
		const documents = [ready(), ready(), ready()];
		sandbox().state.failNext('document.update', 500, { match: { doc_id: documents[1].doc_id } });
		const { items, error } = await harness.run(
			'document',
			'update',
			{ doc_id: '={{ $json.id }}', fieldsInput: 'json', data: '{"invoice_number":"CF"}' },
			{ input: input(documents), continueOnFail: true },
		);
		expect(error).toBeUndefined();
		expect(items).toHaveLength(3);
		expect(items.map((item) => item.pairedItem)).toEqual([{ item: 0 }, { item: 1 }, { item: 2 }]);
		expect(items[0].json).toMatchObject({ success: true, doc_id: documents[0].doc_id });
		expect(items[1].json.error).toBe(
			'The service failed on its side: Injected failure (sandbox state.failNext)',
		);
		expect(items[1].error).toBeDefined();
		expect(items[2].json).toMatchObject({ success: true, doc_id: documents[2].doc_id });
		expect(
			documents.map(
				(document) => sandbox().state.documents.get(document.doc_id)?.extracted_data.invoice_number,
			),
		).toEqual(['CF', 'INV-2', 'CF']);
		expect(requestsTo('document.update')).toBe(3);
		figures.notRetried++;
	});

	it('three reads, the middle one reset every time', async () => {
		const documents = [ready(), ready(), ready()];
		fault(
			'document.get',
			{ reset: true },
			{ times: Infinity, match: { doc_id: documents[1].doc_id } },
		);
		const { items, error } = await harness.run(
			'document',
			'get',
			{ doc_id: '={{ $json.id }}', requestOptions: { retries: 1 } },
			{ input: input(documents), continueOnFail: true },
		);
		expect(error).toBeUndefined();
		expect(items.map((item) => [item.pairedItem, item.json.doc_id ?? item.json.error])).toEqual([
			[{ item: 0 }, documents[0].doc_id],
			[
				{ item: 1 },
				`Could not reach the service at ${sandbox().url}: the connection was reset while talking to the service: try again later`,
			],
			[{ item: 2 }, documents[2].doc_id],
		]);
		expect(requestsTo('document.get')).toBe(4);
	});
});

describe('Return All: every record, or a clean failure; never a shorter list', () => {
	const DOCUMENTS = 250;
	const VENDORS = 230;
	const VENDOR_PAGE = '100';
	const seedDocuments = () => Array.from({ length: DOCUMENTS }, () => ready().doc_id);
	/** The service has VENDORS vendors (a scripted list, answered a page at a time); their ids. */
	const seedVendors = () => {
		sandbox().answer('vendor.search', rowsBySkipLimit('vendors', VENDORS));
		return Array.from({ length: VENDORS }, (_, index) => index + 1);
	};
	/** The vendor pages the node asked for, in order: `skip` of each request. */
	const vendorPagesSent = () =>
		sandbox()
			.requests.filter((sent) => sent.endpoint === 'vendor.search')
			.map((sent) => {
				const page = sentRequest(sent);
				expect(page).toEqual(
					request('GET', '/vendors/get_vendors_list', {
						query: { skip: page.query.skip, limit: VENDOR_PAGE },
					}),
				);
				return Number(page.query.skip);
			});
	/** The pages (as skip) up to `last`, the failing one asked `attempts` times. */
	const pages = (failing: number, attempts: number, last = failing) =>
		Array.from({ length: last + 1 }, (_, page) =>
			Array<number>(page === failing ? attempts : 1).fill(page * Number(VENDOR_PAGE)),
		).flat();
	const listDocuments = (requestOptions = {}, continueOnFail = false) =>
		harness.run(
			'document',
			'getMany',
			{ returnAll: true, additionalFields: { filter: 'all' }, requestOptions },
			{ continueOnFail },
		);
	const listVendors = (requestOptions = {}, continueOnFail = false) =>
		harness.run('vendor', 'search', { returnAll: true, requestOptions }, { continueOnFail });

	function whole(items: INodeExecutionData[], expected: unknown[], field: string) {
		expect(items.map((item) => item.json[field]).sort()).toEqual([...expected].sort());
		figures.listsWhole++;
		figures.listRecords += items.length;
	}

	function failedWhole(
		result: { items: INodeExecutionData[]; error?: { message: string } },
		message: string | RegExp,
	) {
		failed(result, message);
		figures.listsFailed++;
	}

	const retryable: Array<[string, Fault, FaultOptions]> = [
		['a 503 on the third page', { status: 503, retryAfter: 0 }, { after: 2 }],
		['a 500 on the second page (a read)', { status: 500 }, { after: 1 }],
		['a 429 on the first page', { status: 429, retryAfter: 0 }, {}],
		['a reset mid-answer on the third page', { reset: true }, { after: 2 }],
		['truncated JSON on the second page', { truncate: true }, { after: 1 }],
	];

	it.each(retryable)(
		'documents: %s is retried and the whole list comes back',
		async (_name, spec, options) => {
			const ids = seedDocuments();
			fault('document.getMany', spec, options);
			const { items, error } = await listDocuments();
			expect(error).toBeUndefined();
			whole(items, ids, 'doc_id');
			expect(requestsTo('document.getMany')).toBe(4);
			expect(sandbox().state.faults.served).toHaveLength(1);
		},
	);

	it.each(retryable)(
		'vendors: %s is retried and the whole list comes back',
		async (_name, spec, options) => {
			const ids = seedVendors();
			fault('vendor.search', spec, options);
			const { items, error } = await listVendors();
			expect(error).toBeUndefined();
			whole(items, ids, 'id');
			// Three pages, the failing one asked again.
			expect(vendorPagesSent()).toEqual(pages(options.after ?? 0, 2, 2));
		},
	);

	const fatal: Array<[string, Fault, FaultOptions, Record<string, number>, RegExp]> = [
		[
			'503 on the third page beyond Retries',
			{ status: 503, retryAfter: 0 },
			{ after: 2, times: Infinity },
			{ retries: 2 },
			/^The service is temporarily unavailable/,
		],
		[
			'500 on the second page with Retries 0',
			{ status: 500 },
			{ after: 1 },
			{ retries: 0 },
			/^The service failed on its side/,
		],
		[
			'a 400 on the second page (never retried)',
			{ status: 400 },
			{ after: 1 },
			{},
			/^The service rejected the request as invalid/,
		],
		[
			'a reset on the third page, every time',
			{ reset: true },
			{ after: 2, times: Infinity },
			{ retries: 1 },
			/connection was reset/,
		],
		[
			'truncated JSON on the second page, every time',
			{ truncate: true },
			{ after: 1, times: Infinity },
			{ retries: 1 },
			/incomplete or invalid answer/,
		],
	];

	it.each(fatal)(
		'documents: %s fails the whole operation, no records',
		async (_name, spec, options, requestOptions, message) => {
			seedDocuments();
			fault('document.getMany', spec, options);
			failedWhole(await listDocuments(requestOptions), message);
		},
	);

	it.each(fatal)(
		'vendors: %s fails the whole operation, no records',
		async (_name, spec, options, requestOptions, message) => {
			seedVendors();
			fault('vendor.search', spec, options);
			failedWhole(await listVendors(requestOptions), message);
			// The pages before the failing one, then it as often as Retries allow (a 400: once).
			const attempts = options.times === Infinity ? (requestOptions.retries ?? 0) + 1 : 1;
			expect(vendorPagesSent()).toEqual(pages(options.after ?? 0, attempts));
		},
	);

	it('with Continue On Fail, a failing page gives one error item, not the pages before it', async () => {
		seedDocuments();
		fault('document.getMany', { reset: true }, { after: 2, times: Infinity });
		const documents = await listDocuments({ retries: 0 }, true);
		expect(documents.error).toBeUndefined();
		expect(documents.items).toHaveLength(1);
		expect(documents.items[0].json.error).toMatch(/connection was reset/);
		expect(documents.items[0].pairedItem).toEqual({ item: 0 });

		seedVendors();
		sandbox().state.failNext('vendor.search', 503, { after: 1, times: Infinity, retryAfter: 0 });
		const vendors = await listVendors({ retries: 1 }, true);
		expect(vendors.items.map((item) => item.json.error)).toEqual([
			expect.stringMatching(/^The service is temporarily unavailable/),
		]);
		expect(vendorPagesSent()).toEqual(pages(1, 2));
		figures.listsFailed += 2;
	});
});
