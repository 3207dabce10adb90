/* eslint-disable @n8n/community-nodes/no-restricted-globals -- dev-only code, never published; eslint.dev.config.mjs lints it */
// Figure 3 in a fresh process: one read of `count` vendors, by our node (Vendor → Search, Return All;
// Limit for fewer than all) or by a plain fetch paging loop, with time and peak memory.
import '../lib/env';
import type { INodeExecutionData } from 'n8n-workflow';
import { childMain } from '../lib/child';
import { gc, trackPeak } from '../lib/memory';
import { runOurs, type Service } from '../lib/nodes';

export interface ReturnAllArgs {
	variant: 'ours' | 'fetch';
	count: number;
	/** Whether `count` is every record (Return All) or a Limit. */
	all: boolean;
	service: Service;
}

export interface ReturnAllResult {
	ms: number;
	records: number;
	outputBytes: number;
	baselineRss: number;
	peakRssGrowth: number;
	peakHeapGrowth: number;
	retainedHeapGrowth: number;
	kernelPeak: boolean;
}

const PAGE_SIZE = 100;

async function fetchAll(service: Service, count: number): Promise<unknown[]> {
	const records: unknown[] = [];
	for (let skip = 0; records.length < count; ) {
		const limit = Math.min(PAGE_SIZE, count - records.length);
		const response = await fetch(
			`${service.url}/vendors/get_vendors_list?skip=${skip}&limit=${limit}`,
			{ headers: { 'X-API-KEY': service.apiKey } },
		);
		if (!response.ok) throw new Error(`fetch loop: ${response.status}`);
		const page = (await response.json()) as { vendors: unknown[]; total: number };
		records.push(...page.vendors);
		skip += page.vendors.length;
		if (page.vendors.length < limit || skip >= page.total) break;
	}
	return records;
}

async function ours(service: Service, count: number, all: boolean): Promise<INodeExecutionData[]> {
	const parameters = all ? { returnAll: true } : { returnAll: false, limit: count };
	const { items, error } = await runOurs(service, {
		resource: 'vendor',
		operation: 'search',
		parameters,
	});
	if (error) throw new Error(`our node: ${error.message}`);
	return items;
}

childMain<ReturnAllArgs, ReturnAllResult>(async ({ variant, count, all, service }) => {
	// Warm-up: code loaded and compiled, connections open.
	if (variant === 'ours') await ours(service, 300, false);
	else await fetchAll(service, 300);
	gc();
	const baseline = process.memoryUsage();
	const tracker = trackPeak();
	const started = performance.now();
	const output =
		variant === 'ours'
			? (await ours(service, count, all)).map((item) => item.json)
			: await fetchAll(service, count);
	const ms = performance.now() - started;
	const peak = tracker.stop();
	gc();
	const after = process.memoryUsage();
	const outputBytes = Buffer.byteLength(JSON.stringify(output));
	return {
		ms,
		records: output.length,
		outputBytes,
		baselineRss: baseline.rss,
		peakRssGrowth: peak.peakRss - baseline.rss,
		peakHeapGrowth: peak.peakHeapUsed - baseline.heapUsed,
		retainedHeapGrowth: after.heapUsed - baseline.heapUsed,
		kernelPeak: peak.kernel,
	};
});
