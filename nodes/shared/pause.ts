import { sleep } from 'n8n-workflow';

/** How often a pause looks again at its end and at whether the execution was cancelled. */
const STEP_MS = 250;

/**
 * Waits until `until()` (epoch ms, looked at again every step, so a later answer can move it),
 * ending early when the execution is cancelled. n8n-workflow's `sleepWithAbort` exists only in
 * some versions (2.8 has it, 1.x and 2.41 do not), so this steps with `sleep`, which every
 * supported n8n has.
 */
export async function pauseUntil(until: () => number, signal?: AbortSignal): Promise<void> {
	for (let left = until() - Date.now(); left > 0 && !signal?.aborted; left = until() - Date.now())
		await sleep(Math.min(left, STEP_MS));
}
