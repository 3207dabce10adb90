import { createHash } from 'crypto';
import type { IDataObject } from 'n8n-workflow';

/**
 * Repeated deliveries: a service that lost n8n's answer sends the same export again. A delivery
 * is recognised by a fingerprint of the event it carries (document, configuration, `exported_on`
 * and the rest of the payload): a repeat carries the same event, a new export of the same
 * document a new `exported_on`.
 *
 * Where the fingerprints are kept, so that every n8n process sees them:
 * - this process's memory, per workflow: checking and recording happen in one synchronous step,
 *   so two deliveries handled at once by one process cannot both pass;
 * - the workflow's static data, which n8n loads from its database for each webhook request and
 *   saves before it answers: a repeat that reaches another webhook processor (queue mode) finds
 *   the fingerprint there. n8n saves static data whole (the last writer wins), so every save
 *   carries all fingerprints this process remembers, which puts back one that a concurrent save
 *   by another process dropped.
 * Both are bounded: REMEMBER_MS and REMEMBER_MAX (the newest kept).
 */

export const REMEMBER_MS = 24 * 60 * 60 * 1000;
export const REMEMBER_MAX = 2000;
export const DELIVERIES_KEY = 'deliveries';

/** Fingerprint → epoch ms first seen. */
type Seen = Record<string, number>;

const processMemory = new Map<string, Map<string, number>>();

/** JSON with object keys sorted, so the same event always gives the same text. */
function canonical(value: unknown): string {
	if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
	if (value && typeof value === 'object') {
		const entries = Object.keys(value as IDataObject)
			.sort()
			.map((key) => `${JSON.stringify(key)}:${canonical((value as IDataObject)[key])}`);
		return `{${entries.join(',')}}`;
	}
	return JSON.stringify(value) ?? 'null';
}

export function deliveryFingerprint(event: IDataObject): string {
	return createHash('sha256').update(canonical(event)).digest('base64url').slice(0, 22);
}

/**
 * Drops what is older than REMEMBER_MS and, above REMEMBER_MAX, the oldest down to 90 % of it
 * (so the sort runs once per REMEMBER_MAX / 10 new deliveries, not on each). Oldest first.
 */
function bounded(seen: Map<string, number>, now: number): Map<string, number> {
	let entries = [...seen.entries()].filter(([, at]) => now - at < REMEMBER_MS);
	if (entries.length > REMEMBER_MAX)
		entries = entries.sort((a, b) => a[1] - b[1]).slice(-Math.floor(REMEMBER_MAX * 0.9));
	return new Map(entries);
}

/**
 * Whether this delivery is the first with its fingerprint; records it either way. Synchronous on
 * purpose: nothing else in this process runs between the check and the record.
 */
export function isFirstDelivery(
	workflowId: string,
	staticData: IDataObject,
	fingerprint: string,
	now = Date.now(),
): boolean {
	const stored = (
		staticData[DELIVERIES_KEY] && typeof staticData[DELIVERIES_KEY] === 'object'
			? staticData[DELIVERIES_KEY]
			: {}
	) as Seen;
	const memory = processMemory.get(workflowId) ?? new Map<string, number>();
	processMemory.set(workflowId, memory);
	const seenBefore = memory.has(fingerprint) || typeof stored[fingerprint] === 'number';
	if (seenBefore) {
		if (!memory.has(fingerprint)) memory.set(fingerprint, stored[fingerprint]);
		return false;
	}
	memory.set(fingerprint, now);
	const kept = bounded(memory, now);
	processMemory.set(workflowId, kept);
	const merged = new Map<string, number>([...Object.entries(stored), ...kept]);
	staticData[DELIVERIES_KEY] = Object.fromEntries(bounded(merged, now)) as IDataObject;
	return true;
}

/** Forgets what this process remembers (tests: another webhook processor has its own memory). */
export function forgetProcessMemory(): void {
	processMemory.clear();
}
