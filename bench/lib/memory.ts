/* eslint-disable @n8n/community-nodes/no-restricted-globals, @n8n/community-nodes/no-restricted-imports -- dev-only code, never published; eslint.dev.config.mjs lints it */
// Peak resident memory of this process: the kernel's high-water mark (VmHWM, reset through
// /proc/self/clear_refs) plus frequent sampling, whichever is higher.
import { readFileSync, writeFileSync } from 'node:fs';

export function gc(): void {
	const collect = (globalThis as { gc?: () => void }).gc;
	if (!collect) throw new Error('run with --expose-gc');
	collect();
	collect();
}

/** Resets VmHWM to the current RSS; false where the kernel does not allow it. */
export function resetPeak(): boolean {
	try {
		writeFileSync('/proc/self/clear_refs', '5');
		return true;
	} catch {
		return false;
	}
}

/** VmHWM in bytes, or undefined where /proc is not there. */
export function kernelPeak(): number | undefined {
	try {
		const match = /VmHWM:\s+(\d+) kB/.exec(readFileSync('/proc/self/status', 'utf8'));
		return match ? Number(match[1]) * 1024 : undefined;
	} catch {
		return undefined;
	}
}

export interface PeakTracker {
	stop(): {
		peakRss: number;
		peakHeapUsed: number;
		peakArrayBuffers: number;
		samples: number;
		kernel: boolean;
	};
}

/** Samples RSS every `everyMs` (and heap every 10th sample) until stop(). */
export function trackPeak(everyMs = 2): PeakTracker {
	const kernel = resetPeak();
	let peakRss = process.memoryUsage.rss();
	let { heapUsed: peakHeapUsed, arrayBuffers: peakArrayBuffers } = process.memoryUsage();
	let samples = 0;
	const timer = setInterval(() => {
		samples++;
		peakRss = Math.max(peakRss, process.memoryUsage.rss());
		if (samples % 10 === 0) {
			const { heapUsed, arrayBuffers } = process.memoryUsage();
			peakHeapUsed = Math.max(peakHeapUsed, heapUsed);
			peakArrayBuffers = Math.max(peakArrayBuffers, arrayBuffers);
		}
	}, everyMs);
	return {
		stop() {
			clearInterval(timer);
			peakRss = Math.max(peakRss, process.memoryUsage.rss(), (kernel && kernelPeak()) || 0);
			const { heapUsed, arrayBuffers } = process.memoryUsage();
			peakHeapUsed = Math.max(peakHeapUsed, heapUsed);
			peakArrayBuffers = Math.max(peakArrayBuffers, arrayBuffers);
			return { peakRss, peakHeapUsed, peakArrayBuffers, samples, kernel };
		},
	};
}
