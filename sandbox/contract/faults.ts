// Faults injected on demand, per endpoint (state) or per request (header `X-Sandbox-Fault`).
// Endpoints are named by their contract id `area.key`; an id the contract lacks throws at once.
//
//   state.failNext('document.getDashboard', 500)                      next request answers 500
//   state.failNext('document.list', 503, { times: 3, retryAfter: 0 })  a burst of three 503s
//   state.fault('document.list', { reset: true }, { after: 2 })        the third request is reset mid-body
//   state.fault('document.get', { truncate: true }, { times: Infinity })
//   state.fault('document.list', { delayMs: 500 })                    answered normally, half a second late
//
// Status faults answer instead of the behaviour (nothing is carried out), after routing, key and
// validation. `reset` and `truncate` run the behaviour (the work is done) and break its answer:
// reset writes the headers and part of the body, then destroys the socket; truncate sends half of
// the JSON body with a JSON content type and a matching Content-Length. `delayMs` waits first and
// combines with any of them. Faults queued for an endpoint are served in order, then it is normal again.

import { endpointById, type EndpointId } from './endpoints';

/** What one request suffers. At least one of status, reset, truncate, delayMs. */
export interface Fault {
	/** Answer this status with `{"detail": "Injected failure (...)"}` instead of the behaviour. */
	status?: number;
	/** `Retry-After` of a status fault: seconds, or a date (sent as an HTTP date). */
	retryAfter?: number | Date | string;
	/** Destroy the connection after the headers and part of the body. */
	reset?: boolean;
	/** Send a JSON content type and only part of the JSON body. */
	truncate?: boolean;
	/** Wait this long before answering (whatever else happens). */
	delayMs?: number;
}

export interface FaultOptions {
	/** How many requests in a row suffer it. Default 1; `Infinity` for every one until reset(). */
	times?: number;
	/** How many requests to let through before the first fault. Default 0. */
	after?: number;
	/**
	 * Only requests with these path parameter or query values (percent-decoded), e.g.
	 * `{ doc_id: 'doc_2' }`; others pass untouched and do not count for `after`.
	 */
	match?: Record<string, string>;
}

/** failNext's options: a burst shape plus the status fault's Retry-After. */
export interface FailNextOptions extends FaultOptions {
	retryAfter?: Fault['retryAfter'];
}

/** A fault that was served, for tests to count. */
export interface ServedFault {
	/** The endpoint's contract id, `area.key`. */
	endpoint: string;
	fault: Fault;
	/** 'state' (queued by a test) or 'header' (X-Sandbox-Fault). */
	source: 'state' | 'header';
}

interface Entry {
	after: number;
	times: number;
	fault: Fault;
	match?: Record<string, string>;
}

/** Path parameters and query values of a request, to match `FaultOptions.match` against. */
export interface RequestValues {
	pathParams?: Record<string, string>;
	query?: Record<string, string | string[] | undefined>;
}

function matches(entry: Entry, request: RequestValues): boolean {
	return Object.entries(entry.match ?? {}).every(([name, value]) => {
		const queried = request.query?.[name];
		return (
			request.pathParams?.[name] === value ||
			queried === value ||
			(Array.isArray(queried) && queried.includes(value))
		);
	});
}

export const FAULT_HEADER = 'x-sandbox-fault';

/**
 * `X-Sandbox-Fault` header value: parts separated by `;`, e.g. `503`, `429; retry-after=2`,
 * `429; retry-after=Wed, 15 May 2024 12:00:05 GMT`, `reset`, `truncate`, `delay=300`,
 * `500; delay=100`. Undefined when empty or not understood.
 */
export function parseFaultHeader(value: string | string[] | undefined): Fault | undefined {
	const text = Array.isArray(value) ? value.join(';') : value;
	if (!text || text.trim() === '') return undefined;
	const fault: Fault = {};
	for (const part of text
		.split(';')
		.map((entry) => entry.trim())
		.filter(Boolean)) {
		const [name, ...rest] = part.split('=');
		const argument = rest.join('=').trim();
		const key = name.trim().toLowerCase();
		if (/^\d{3}$/.test(key)) fault.status = Number(key);
		else if (key === 'reset') fault.reset = true;
		else if (key === 'truncate') fault.truncate = true;
		else if (key === 'delay' && Number(argument) >= 0) fault.delayMs = Number(argument);
		else if (key === 'retry-after' && argument !== '')
			fault.retryAfter = Number.isFinite(Number(argument)) ? Number(argument) : argument;
		else return undefined;
	}
	return isFault(fault) ? fault : undefined;
}

function isFault(fault: Fault): boolean {
	return (
		fault.status !== undefined ||
		fault.reset === true ||
		fault.truncate === true ||
		(fault.delayMs ?? 0) > 0
	);
}

/** The Retry-After header value of a fault, if it has one. */
export function retryAfterHeader(fault: Fault): string | undefined {
	const { retryAfter } = fault;
	if (retryAfter === undefined) return undefined;
	if (retryAfter instanceof Date) return retryAfter.toUTCString();
	return String(retryAfter);
}

export class Faults {
	/** Per endpoint id (`area.key`): what the coming requests suffer, in order. */
	private readonly queued = new Map<string, Entry[]>();
	/** Every fault served since the last reset(), oldest first. */
	readonly served: ServedFault[] = [];

	/** The next `times` requests to `endpoint` suffer `fault` (after letting `after` through). */
	inject(endpoint: EndpointId, fault: Fault, options: FaultOptions = {}): void {
		endpointById(endpoint);
		if (!isFault(fault)) throw new Error(`Not a fault: ${JSON.stringify(fault)}`);
		const { times = 1, after = 0, match } = options;
		if (!(times > 0)) return;
		const queue = this.queued.get(endpoint) ?? [];
		queue.push({ after, times, fault, match });
		this.queued.set(endpoint, queue);
	}

	/** The next `times` requests to `endpoint` answer `status`. */
	failNext(endpoint: EndpointId, status = 500, options: FailNextOptions = {}): void {
		const { retryAfter, ...burst } = options;
		this.inject(endpoint, { status, ...(retryAfter === undefined ? {} : { retryAfter }) }, burst);
	}

	/** The fault due for this request, if any: the header's, else the next one queued for the endpoint. */
	take(
		endpoint: string,
		headerValue?: string | string[],
		request: RequestValues = {},
	): ServedFault | undefined {
		const fromHeader = parseFaultHeader(headerValue);
		// A header fault leaves the queue as it is.
		const fault = fromHeader ?? this.takeQueued(endpoint, request);
		if (!fault) return undefined;
		const served: ServedFault = { endpoint, fault, source: fromHeader ? 'header' : 'state' };
		this.served.push(served);
		return served;
	}

	/** How many queued faults are still to come for `endpoint` (Infinity for an endless one). */
	pending(endpoint: EndpointId): number {
		endpointById(endpoint);
		return (this.queued.get(endpoint) ?? []).reduce((sum, entry) => sum + entry.times, 0);
	}

	/** Drops the faults still queued (all endpoints, or one); `served` stays. */
	clear(endpoint?: EndpointId): void {
		if (endpoint === undefined) this.queued.clear();
		else this.queued.delete(endpointById(endpoint).id);
	}

	reset(): void {
		this.clear();
		this.served.length = 0;
	}

	/** The first queued entry this request matches decides: let it through (`after`) or fault it. */
	private takeQueued(endpoint: string, request: RequestValues): Fault | undefined {
		const queue = this.queued.get(endpoint) ?? [];
		const index = queue.findIndex((entry) => matches(entry, request));
		const entry = queue[index];
		if (!entry) return undefined;
		let fault: Fault | undefined;
		if (entry.after > 0) entry.after--;
		else {
			entry.times--;
			fault = entry.fault;
		}
		if (entry.after === 0 && entry.times <= 0) queue.splice(index, 1);
		if (queue.length === 0) this.queued.delete(endpoint);
		return fault;
	}
}
