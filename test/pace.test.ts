import {
	durationOf,
	FIRST_CHECK_MS,
	LONGEST_GAP_MS,
	LATE_CUSHION_MS,
	latenessOf,
	LEAST_MARGIN_MS,
	nextCheckAt,
	type Pace,
	PaceMemory,
	paceOf,
	processingTimesOf,
	REMEMBERED,
	REMEMBERED_FOR_MS,
	STEP_MS,
} from '../nodes/DocumentProcessing/transport/pace';

/** What a service that was never seen late shows: most done at `from`, almost all at `to` (ms). */
const known = (from: number, to: number): Pace => ({ from, to, margin: LEAST_MARGIN_MS });

/** The checks a wait makes for a document done `doneAt` ms after it started. */
function checksUntil(doneAt: number, pace?: Pace): number[] {
	const checks: number[] = [];
	let lastCheck: number | undefined;
	do {
		lastCheck = nextCheckAt({ lastCheck, pace });
		checks.push(lastCheck);
	} while (lastCheck < doneAt && checks.length < 1000);
	return checks;
}

describe('nextCheckAt: nothing known', () => {
	it('checks after a second, then half the time waited apart, 1 to 15 s', () => {
		expect(checksUntil(30_000)).toEqual([
			1000, 2000, 3000, 4500, 6750, 10_125, 15_187.5, 22_781.25, 34_171.875,
		]);
		const long = checksUntil(120_000);
		const gaps = long.slice(1).map((at, index) => at - long[index]);
		expect(Math.max(...gaps)).toBe(LONGEST_GAP_MS);
		expect(Math.min(...gaps)).toBe(1000);
		expect(long[0]).toBe(FIRST_CHECK_MS);
		// Far fewer than every 5 s (25 checks for 120 s).
		expect(long.length).toBeLessThanOrEqual(16);
	});
});

describe('nextCheckAt: a known pace', () => {
	it('checks once, just after the time recent documents took', () => {
		for (const seconds of [3, 30, 120]) {
			const ms = seconds * 1000;
			expect(checksUntil(ms, known(ms, ms))).toEqual([ms + LEAST_MARGIN_MS]);
		}
	});

	it('within the spread of recent documents, checks are at most 1.5 s apart', () => {
		const checks = checksUntil(9000, known(4000, 10_000));
		expect(checks[0]).toBe(4000 + LEAST_MARGIN_MS);
		const gaps = checks.slice(1).map((at, index) => at - checks[index]);
		expect(Math.max(...gaps)).toBeLessThanOrEqual(STEP_MS);
		expect(checks[checks.length - 1] - 9000).toBeLessThanOrEqual(STEP_MS);
	});

	it('beyond what recent documents took, checks go further apart, up to 15 s', () => {
		const pace = known(3000, 3000);
		const checks = checksUntil(200_000, pace);
		const gaps = checks.slice(1).map((at, index) => at - checks[index]);
		expect(gaps[0]).toBe(STEP_MS);
		expect(gaps.every((gap, index) => index === 0 || gap >= gaps[index - 1])).toBe(true);
		expect(Math.max(...gaps)).toBe(LONGEST_GAP_MS);
	});

	it('a check made before the pace was known is followed by one at the pace', () => {
		expect(nextCheckAt({ lastCheck: 1000, pace: known(30_000, 30_000) })).toBe(
			30_000 + LEAST_MARGIN_MS,
		);
	});
});

describe('nextCheckAt: Retry-After', () => {
	it('is never earlier than the service asked', () => {
		expect(nextCheckAt({ notBefore: 7000 })).toBe(7000);
		expect(nextCheckAt({ lastCheck: 3250, pace: known(3000, 3000), notBefore: 9000 })).toBe(9000);
		// A Retry-After already passed changes nothing.
		expect(nextCheckAt({ pace: known(3000, 3000), notBefore: 100 })).toBe(3000 + LEAST_MARGIN_MS);
	});
});

describe('paceOf', () => {
	it('is the 20th and 80th percentile of recent durations', () => {
		expect(paceOf([])).toBeUndefined();
		expect(paceOf([{ ms: 5000 }])).toEqual(known(5000, 5000));
		expect(paceOf([10, 1, 9, 2, 8, 3, 7, 4, 6, 5].map((ms) => ({ ms })))).toEqual(known(2, 8));
	});
});

describe('a service that shows its end later than it stamps it', () => {
	it('latenessOf: how long after its stamped end the service still said working', () => {
		// Checked at 1.55 s: working; at 3.05 s: done, stamped 1.5 s after the start.
		expect(latenessOf({ lastBusy: 1550, done: 3050, serviceMs: 1500 })).toBe(50);
		// The busy check came before the stamped end: nothing late.
		expect(latenessOf({ lastBusy: 1000, done: 2500, serviceMs: 1500 })).toBeUndefined();
		// Done at the first check, no timestamps, or timestamps not believed: nothing known.
		expect(latenessOf({ done: 1550, serviceMs: 1500 })).toBeUndefined();
		expect(latenessOf({ lastBusy: 1550, done: 3050 })).toBeUndefined();
		expect(latenessOf({ lastBusy: 9000, done: 10_000, serviceMs: 2000 })).toBeUndefined();
	});

	it('the next checks leave the lateness seen plus a cushion, and find it done at once', () => {
		const pace = paceOf([{ ms: 1500 }, { ms: 1500, late: 300 }, { ms: 1500, late: 120 }]);
		expect(pace).toEqual({ from: 1500, to: 1500, margin: 300 + LATE_CUSHION_MS });
		// A service whose answers show the end 300 ms after its stamp: one check, after that.
		const checks = checksUntil(1500 + 300, pace);
		expect(checks).toEqual([1500 + 300 + LATE_CUSHION_MS]);
		// With the least margin it would have taken a second check, 1.5 s later.
		expect(checksUntil(1500 + 300, known(1500, 1500))).toEqual([1550, 1550 + STEP_MS]);
	});

	it('is forgotten with the documents it was seen on', () => {
		const memory = new PaceMemory(() => 0);
		memory.remember('a', 1500, { late: 300 });
		expect(memory.pace('a')?.margin).toBe(300 + LATE_CUSHION_MS);
		for (let index = 0; index < REMEMBERED - 1; index++) memory.remember('a', 1500);
		expect(memory.pace('a')?.margin).toBe(300 + LATE_CUSHION_MS);
		memory.remember('a', 1500);
		expect(memory.pace('a')?.margin).toBe(LEAST_MARGIN_MS);
	});
});

describe('durationOf', () => {
	it("believes the service's timestamps when they fit what the wait saw", () => {
		expect(durationOf({ lastBusy: 2000, done: 3100, serviceMs: 3000 })).toBe(3000);
		expect(durationOf({ done: 3300, serviceMs: 3000 })).toBe(3000);
	});

	it('does not believe timestamps that do not fit (a restarted document: created long before)', () => {
		expect(durationOf({ lastBusy: 2000, done: 3000, serviceMs: 3_600_000 })).toBe(3000);
		expect(durationOf({ lastBusy: 9000, done: 10_000, serviceMs: 2000 })).toBe(10_000);
		expect(durationOf({ lastBusy: 2000, done: 3000, serviceMs: -5 })).toBe(3000);
	});

	it('without timestamps: the later check when close, the earlier when far apart, nothing without a busy check', () => {
		expect(durationOf({ lastBusy: 2000, done: 3000 })).toBe(3000);
		expect(durationOf({ lastBusy: 22_000, done: 34_000 })).toBe(22_000);
		expect(durationOf({ done: 3000 })).toBeUndefined();
	});
});

describe('PaceMemory', () => {
	it('remembers per service, the last 20 documents, for 6 hours', () => {
		let now = 0;
		const memory = new PaceMemory(() => now);
		expect(memory.pace('a')).toBeUndefined();
		for (let index = 0; index < REMEMBERED + 5; index++) memory.remember('a', index < 5 ? 1 : 9000);
		expect(memory.pace('a')).toEqual(known(9000, 9000));
		expect(memory.pace('b')).toBeUndefined();
		now = REMEMBERED_FOR_MS + 1;
		expect(memory.pace('a')).toBeUndefined();
		memory.remember('b', 4000);
		memory.forget();
		expect(memory.pace('b')).toBeUndefined();
	});
});

describe('processingTimesOf: what the service lists', () => {
	const NOW = Date.parse('2026-11-26T12:00:00Z');
	const listed = (createdAgoS: number, savedAgoS: number, status = 'ready_for_validation') => ({
		doc_id: `d${createdAgoS}-${savedAgoS}`,
		status,
		created_on: new Date(NOW - createdAgoS * 1000).toISOString(),
		last_saved_on: new Date(NOW - savedAgoS * 1000).toISOString(),
	});

	it('created_on to last_saved_on of documents processing left in ready_for_validation, newest first', () => {
		expect(processingTimesOf([listed(100, 70), listed(40, 10), listed(20, 17)], NOW)).toEqual([
			{ ms: 30_000, ago: 10_000 },
			{ ms: 3000, ago: 17_000 },
			{ ms: 30_000, ago: 70_000 },
		]);
	});

	it('leaves out what does not show a whole processing time, and never guesses', () => {
		const sixHours = REMEMBERED_FOR_MS / 1000;
		expect(
			processingTimesOf(
				[
					listed(40, 10, 'processing'),
					listed(40, 10, 'finished'),
					listed(40, 10, 'error'),
					listed(sixHours + 100, sixHours + 10),
					listed(10, 10),
					listed(10, 20),
					listed(10, -3600),
					{ status: 'ready_for_validation', created_on: 'yesterday' },
					{ status: 'ready_for_validation' },
					null,
					'doc_1',
				],
				NOW,
			),
		).toEqual([]);
		expect(processingTimesOf([], NOW)).toEqual([]);
	});

	it('keeps the newest 20', () => {
		const many = Array.from({ length: 30 }, (_, index) => listed(index + 5, index));
		const times = processingTimesOf(many, NOW);
		expect(times).toHaveLength(REMEMBERED);
		expect(times[0].ago).toBe(0);
		expect(times[REMEMBERED - 1].ago).toBe((REMEMBERED - 1) * 1000);
	});
});

describe('PaceMemory: a process that knows nothing asks the service once', () => {
	it('asks when nothing is remembered, once, and again only after 6 hours', () => {
		let now = 1_000_000;
		const memory = new PaceMemory(() => now);
		expect(memory.shouldAsk('a')).toBe(true);
		// Other documents waiting at the same time, and later ones when the answer taught nothing.
		expect(memory.shouldAsk('a')).toBe(false);
		expect(memory.shouldAsk('b')).toBe(true);
		now += REMEMBERED_FOR_MS - 1;
		expect(memory.shouldAsk('a')).toBe(false);
		now += 1;
		expect(memory.shouldAsk('a')).toBe(true);
		memory.remember('c', 3000);
		expect(memory.shouldAsk('c')).toBe(false);
		memory.forget();
		expect(memory.shouldAsk('a')).toBe(true);
	});

	it('what it learns is remembered as done when the service was done with it', () => {
		let now = 1_000_000;
		const memory = new PaceMemory(() => now);
		memory.learn('a', [
			{ ms: 3000, ago: 1000 },
			{ ms: 9000, ago: REMEMBERED_FOR_MS - 1000 },
		]);
		expect(memory.pace('a')).toEqual(known(3000, 9000));
		now += 2000;
		expect(memory.pace('a')).toEqual(known(3000, 3000));
	});
});
