/* eslint-disable @n8n/community-nodes/no-restricted-imports -- dev-only code, never published; eslint.dev.config.mjs lints it */
// A CPU profile of one run (V8's sampling profiler through node:inspector), summarised as self time
// per part of the stack: our node, n8n-core, n8n-workflow, axios, Node's http/net, GC, idle.
import { Session } from 'node:inspector/promises';
import path from 'node:path';
import { DEPS_DIR, DIST, ROOT } from './paths';

interface ProfileNode {
	id: number;
	callFrame: { functionName: string; url: string; lineNumber: number };
	children?: number[];
}

interface CpuProfile {
	nodes: ProfileNode[];
	startTime: number;
	endTime: number;
	samples: number[];
	timeDeltas: number[];
}

export interface ProfileSummary {
	wallMs: number;
	/** Self time per part, ms, largest first. */
	parts: Array<{ part: string; ms: number }>;
	/** The functions with the most self time. */
	top: Array<{ fn: string; where: string; ms: number }>;
}

export function partOf(url: string, functionName: string): string {
	if (functionName === '(garbage collector)') return 'garbage collection';
	if (functionName === '(idle)') return 'idle (waiting for the sandbox)';
	if (functionName === '(program)') return 'V8/native (program)';
	if (url === '') return 'V8 builtins (JSON, RegExp, …)';
	const file = url.startsWith('file://') ? url.slice(7) : url;
	if (file.startsWith(`${DIST}${path.sep}`)) return 'our node (dist/)';
	if (file.includes('/n8n-nodes-base/')) return 'HTTP Request node (n8n-nodes-base)';
	if (file.startsWith('node:')) {
		if (/node:(_http|http|net|dns|internal\/(http|net|stream_base|js_stream))/.test(file))
			return 'Node.js http/net';
		if (/node:(internal\/)?(streams?|buffer)/.test(file)) return 'Node.js streams/buffers';
		if (/node:internal\/deps\/undici/.test(file)) return 'Node.js fetch (undici)';
		return 'Node.js other (timers, events, url, …)';
	}
	const modules = file.lastIndexOf('/node_modules/');
	if (modules !== -1) {
		const rest = file.slice(modules + '/node_modules/'.length).split('/');
		const name = rest[0].startsWith('@') ? `${rest[0]}/${rest[1]}` : rest[0];
		if (name === 'n8n-core') return 'n8n-core (engine, routing, request helpers)';
		if (name === 'n8n-workflow') return 'n8n-workflow (parameters, expressions)';
		if (
			[
				'axios',
				'follow-redirects',
				'form-data',
				'proxy-from-env',
				'combined-stream',
				'asynckit',
				'mime-types',
			].includes(name)
		)
			return 'axios (HTTP client)';
		return name;
	}
	if (file.startsWith(path.join(ROOT, 'build')) || file.startsWith(path.join(ROOT, 'test')))
		return 'bench harness';
	if (file.startsWith(DEPS_DIR)) return 'bench/.deps';
	return 'other';
}

export async function profiled<T>(
	task: () => Promise<T>,
): Promise<{ result: T; summary: ProfileSummary }> {
	const session = new Session();
	session.connect();
	await session.post('Profiler.enable');
	await session.post('Profiler.setSamplingInterval', { interval: 200 });
	await session.post('Profiler.start');
	const result = await task();
	const { profile } = (await session.post('Profiler.stop')) as { profile: CpuProfile };
	session.disconnect();
	return { result, summary: summarise(profile) };
}

function summarise(profile: CpuProfile): ProfileSummary {
	const byId = new Map(profile.nodes.map((node) => [node.id, node]));
	const selfMs = new Map<number, number>();
	profile.samples.forEach((id, index) =>
		selfMs.set(id, (selfMs.get(id) ?? 0) + (profile.timeDeltas[index] ?? 0) / 1000),
	);
	const parts = new Map<string, number>();
	const functions = new Map<string, { fn: string; where: string; ms: number }>();
	for (const [id, ms] of selfMs) {
		const { functionName, url, lineNumber } = byId.get(id)!.callFrame;
		const part = partOf(url, functionName);
		parts.set(part, (parts.get(part) ?? 0) + ms);
		const where = url ? `${shortUrl(url)}:${lineNumber + 1}` : '(builtin)';
		const key = `${functionName}@${where}`;
		const entry = functions.get(key) ?? { fn: functionName || '(anonymous)', where, ms: 0 };
		entry.ms += ms;
		functions.set(key, entry);
	}
	return {
		wallMs: (profile.endTime - profile.startTime) / 1000,
		parts: [...parts].map(([part, ms]) => ({ part, ms })).sort((a, b) => b.ms - a.ms),
		top: [...functions.values()].sort((a, b) => b.ms - a.ms).slice(0, 12),
	};
}

function shortUrl(url: string): string {
	const file = url.startsWith('file://') ? url.slice(7) : url;
	const modules = file.lastIndexOf('/node_modules/');
	if (modules !== -1) return file.slice(modules + '/node_modules/'.length);
	return file.startsWith(ROOT) ? path.relative(ROOT, file) : file;
}
