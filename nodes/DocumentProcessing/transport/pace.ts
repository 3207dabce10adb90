// The automatic pace of a wait's status checks (Wait Options without a Poll Interval). Pure
// functions of what is known, plus the process's memory of how long recent documents took, which a
// process that knows nothing yet fills from the service's own list of recent documents
// (processingTimesOf; the read is in waitForStatus.ts).

/**
 * A check is this long after the moment the service showed it would be done, unless the service
 * was seen answering "still working" after that moment (LATE_CUSHION_MS).
 */
export const LEAST_MARGIN_MS = 50;
/**
 * A service that still said "working" some time after the moment it later stamped as its end (it
 * stamps before its answers show it): the next checks leave that long plus this much. What a wait
 * sees is how late it was at least, so each check found early again adds this much more.
 */
export const LATE_CUSHION_MS = 250;
/** Nothing known: the first check after this long, then checks further apart. */
export const FIRST_CHECK_MS = 1000;
/** Nothing known: the gap grows with the time waited (half of it), within these bounds. */
export const SHORTEST_GAP_MS = 1000;
export const LONGEST_GAP_MS = 15_000;
/** Within the spread of recent documents, checks are at most this far apart. */
export const STEP_MS = 1500;
/** How many recent documents the pace remembers, and for how long. */
export const REMEMBERED = 20;
export const REMEMBERED_FOR_MS = 6 * 60 * 60 * 1000;
/** Hosts and credentials remembered at most (the oldest is forgotten first). */
const REMEMBERED_SERVICES = 100;

/** What recent documents showed: checks go from `from` to `to` in small steps. */
export interface Pace {
	/** ms after the wait started when most documents were done (the 20th percentile). */
	from: number;
	/** ms after which almost all were (the 80th percentile). */
	to: number;
	/** ms a check leaves after those moments (LEAST_MARGIN_MS, more for a service seen late). */
	margin: number;
}

/** One document a wait saw: how long it took, and how late the service showed it (ms). */
export interface Seen {
	ms: number;
	/** How long after its stamped end the service still said "working" (latenessOf). */
	late?: number;
}

/** The value below which `share` of the sorted values lie (nearest rank). */
function percentile(sorted: number[], share: number): number {
	const rank = Math.ceil(share * sorted.length) - 1;
	return sorted[Math.min(sorted.length - 1, Math.max(0, rank))];
}

/**
 * The pace recent documents show; undefined when there are none. The margin is the least one
 * unless one of them was seen late: then the latest lateness plus a cushion, so the next check
 * comes after the moment the service shows it, not before (one extra check, 1.5 s later).
 */
export function paceOf(recent: Seen[]): Pace | undefined {
	if (recent.length === 0) return undefined;
	const sorted = recent.map(({ ms }) => ms).sort((a, b) => a - b);
	const late = Math.max(0, ...recent.map(({ late = 0 }) => late));
	return {
		from: percentile(sorted, 0.2),
		to: percentile(sorted, 0.8),
		margin: late > 0 ? late + LATE_CUSHION_MS : LEAST_MARGIN_MS,
	};
}

const clamp = (value: number, low: number, high: number) => Math.min(high, Math.max(low, value));

/**
 * When (ms after the wait started) to check a document's status next.
 *
 * - `lastCheck`: when it was last checked (undefined: not yet).
 * - `pace`: what recent documents of this service showed (undefined: nothing known).
 * - `notBefore`: the service asked not to be asked before then (Retry-After).
 *
 * Nothing known: after 1 s, then after half the time waited so far (1 to 15 s). Known: at the
 * time most documents took plus the pace's margin, then every 1.5 s at most until almost all
 * would be done, then further apart as the time beyond that grows.
 */
export function nextCheckAt({
	lastCheck,
	pace,
	notBefore = 0,
}: {
	lastCheck?: number;
	pace?: Pace;
	notBefore?: number;
}): number {
	let at: number;
	if (!pace) {
		at =
			lastCheck === undefined
				? FIRST_CHECK_MS
				: lastCheck + clamp(lastCheck / 2, SHORTEST_GAP_MS, LONGEST_GAP_MS);
	} else {
		const from = pace.from + pace.margin;
		const to = Math.max(from, pace.to + pace.margin);
		if (lastCheck === undefined || lastCheck < from) at = from;
		else if (lastCheck < to) at = Math.min(lastCheck + STEP_MS, to);
		else at = lastCheck + clamp((lastCheck - pace.to) / 2, STEP_MS, LONGEST_GAP_MS);
	}
	return Math.max(at, notBefore);
}

/** What a wait saw of one document, for the pace of the next ones. */
export interface Observation {
	/** ms after the wait started of the last check that found it still working (undefined: none). */
	lastBusy?: number;
	/** ms after the wait started of the check that found it done. */
	done: number;
	/**
	 * How long the service says it took, from its own timestamps (the status answer's
	 * `created_on` to `last_saved_on`), when it gave both.
	 */
	serviceMs?: number;
}

/** The service's timestamps may be this far off what the wait saw and still be believed. */
const TOLERANCE_MS = 1000;

/**
 * How long the document took, as far as the wait can tell; undefined when it cannot. The
 * service's own timestamps count when they fit what the wait saw (a restarted document's
 * `created_on` is its upload, long before the wait: they do not fit); otherwise the checks
 * bound it: close together, the later one; far apart, the earlier (the next waits close in).
 * A document found done at the first check tells nothing without timestamps.
 */
export function durationOf({ lastBusy, done, serviceMs }: Observation): number | undefined {
	if (
		serviceMs !== undefined &&
		Number.isFinite(serviceMs) &&
		serviceMs >= 0 &&
		serviceMs <= done + TOLERANCE_MS &&
		serviceMs >= (lastBusy ?? 0) - TOLERANCE_MS
	)
		return serviceMs;
	if (lastBusy === undefined) return undefined;
	return done - lastBusy <= 2 * STEP_MS ? done : lastBusy;
}

/**
 * How long after the moment the service stamped as the document's end it still answered that it
 * was working: the last such check's time minus the service's own duration, when its timestamps
 * are believed (durationOf took them) and the check came after that moment; undefined otherwise.
 * The wait started after the service stamped the document's start, so a positive value is a real
 * delay between the service's stamp and its answers, never a clock difference.
 */
export function latenessOf(observation: Observation): number | undefined {
	const { lastBusy, serviceMs } = observation;
	if (lastBusy === undefined || serviceMs === undefined) return undefined;
	if (durationOf(observation) !== serviceMs || lastBusy <= serviceMs) return undefined;
	return lastBusy - serviceMs;
}

/**
 * A listed document done this far after `serviceNow` is still believed: the service's Date header
 * counts whole seconds, and without one `serviceNow` is this process's clock.
 */
const AHEAD_MS = 60_000;

/** The status a document enters when the service has processed it, before anyone acts on it. */
const JUST_PROCESSED = 'ready_for_validation';

/** How long the service took for one listed document, and how long ago it was done (ms). */
export interface ProcessingTime {
	ms: number;
	ago: number;
}

/**
 * How long the service took for the documents it processed lately, from its own list of them
 * (the dashboard's records): `created_on` to `last_saved_on` of each document still in
 * `ready_for_validation`, the status processing ends in. A document anyone acted on since (an
 * update, a validation, an export) has a later `last_saved_on`, and one that is still processing
 * or failed tells nothing of a whole processing time: they are left out, as are documents
 * without both timestamps, with a time of 0 or less (the service stamped nothing at the end) and
 * those done longer ago than the memory keeps what it learns (REMEMBERED_FOR_MS, in the service's
 * clock: `serviceNow`). The newest REMEMBERED, newest first; none when the list shows none: the
 * pace then knows nothing, as before, and never guesses.
 */
export function processingTimesOf(records: unknown[], serviceNow: number): ProcessingTime[] {
	const times: ProcessingTime[] = [];
	for (const record of records) {
		if (!record || typeof record !== 'object') continue;
		const { status, created_on, last_saved_on } = record as Record<string, unknown>;
		if (status !== JUST_PROCESSED) continue;
		const created = Date.parse(String(created_on ?? ''));
		const saved = Date.parse(String(last_saved_on ?? ''));
		const ms = saved - created;
		const ago = serviceNow - saved;
		if (!(ms > 0) || !(ago <= REMEMBERED_FOR_MS) || !(ago >= -AHEAD_MS)) continue;
		times.push({ ms, ago: Math.max(0, ago) });
	}
	return times.sort((a, b) => a.ago - b.ago).slice(0, REMEMBERED);
}

/** Recent durations per service (host, credential and what is waited for), in this process. */
export class PaceMemory {
	private readonly services = new Map<string, Array<Seen & { at: number }>>();
	/** When this process last asked the service what it knows, per service. */
	private readonly asked = new Map<string, number>();

	constructor(private readonly now: () => number = () => Date.now()) {}

	pace(key: string): Pace | undefined {
		const recent = (this.services.get(key) ?? []).filter(
			(entry) => this.now() - entry.at <= REMEMBERED_FOR_MS,
		);
		return paceOf(recent);
	}

	/**
	 * A document took `ms` (and was seen `late`, latenessOf); it was done at `at` (epoch ms in
	 * this process's clock, default now).
	 */
	remember(
		key: string,
		ms: number,
		{ at = this.now(), late }: { at?: number; late?: number } = {},
	): void {
		const recent = this.services.get(key) ?? [];
		recent.push({ ms, at, ...(late === undefined ? {} : { late }) });
		recent.sort((a, b) => a.at - b.at);
		this.services.delete(key);
		this.services.set(key, recent.slice(-REMEMBERED));
		if (this.services.size > REMEMBERED_SERVICES)
			this.services.delete(this.services.keys().next().value as string);
	}

	/** What the service's list showed (processingTimesOf), as if this process had seen it. */
	learn(key: string, times: ProcessingTime[]): void {
		for (const { ms, ago } of times) this.remember(key, ms, { at: this.now() - ago });
	}

	/**
	 * Whether to ask the service what it knows now: nothing is remembered for `key`, and this
	 * process has not asked within REMEMBERED_FOR_MS (an answer with nothing usable is not asked
	 * again for each document). Answering yes counts as asking: documents waiting at the same
	 * time ask once.
	 */
	shouldAsk(key: string): boolean {
		if (this.pace(key)) return false;
		const askedAt = this.asked.get(key);
		if (askedAt !== undefined && this.now() - askedAt < REMEMBERED_FOR_MS) return false;
		this.asked.delete(key);
		this.asked.set(key, this.now());
		if (this.asked.size > REMEMBERED_SERVICES)
			this.asked.delete(this.asked.keys().next().value as string);
		return true;
	}

	/** A new process: nothing remembered, nothing asked. */
	forget(): void {
		this.services.clear();
		this.asked.clear();
	}
}

/** The process's memory: every wait of every execution in this n8n process shares it. */
export const paceMemory = new PaceMemory();
