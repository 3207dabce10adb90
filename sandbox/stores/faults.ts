// Failures tests inject: `state.failNext('GET /document/dashboard', 500)` makes the next request to
// that row answer 500 (after routing, auth and validation, before the behaviour runs).
// `{ after: 1 }` lets one request through first (e.g. fail the second page of a list).

export interface FaultOptions {
	/** How many requests in a row fail. Default 1. */
	times?: number;
	/** How many requests to let through before the first failure. Default 0. */
	after?: number;
}

export class Faults {
	/** Per route: the outcome of each coming request, undefined = served normally. */
	private readonly queued = new Map<string, Array<number | undefined>>();

	/** The next `times` requests to `route` (`METHOD path` as in endpoints.tsv) answer `status`. */
	failNext(route: string, status = 500, options: FaultOptions = {}): void {
		const { times = 1, after = 0 } = options;
		const queue = this.queued.get(route) ?? [];
		queue.push(...Array.from({ length: after }, () => undefined), ...Array.from({ length: times }, () => status));
		this.queued.set(route, queue);
	}

	/** The status to fail this request with, if one is due for the route. */
	take(route: string): number | undefined {
		const queue = this.queued.get(route);
		if (!queue) return undefined;
		const status = queue.shift();
		if (queue.length === 0) this.queued.delete(route);
		return status;
	}

	reset(): void {
		this.queued.clear();
	}
}
