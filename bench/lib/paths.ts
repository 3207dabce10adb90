/* eslint-disable @n8n/community-nodes/no-restricted-globals, @n8n/community-nodes/no-restricted-imports -- dev-only code, never published; eslint.dev.config.mjs lints it */
// Where things are, whether run from bench/ sources (ts) or build/bench (compiled).
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

function findRoot(start: string): string {
	for (let dir = start; ; dir = path.dirname(dir)) {
		const manifest = path.join(dir, 'package.json');
		if (
			existsSync(manifest) &&
			(JSON.parse(readFileSync(manifest, 'utf8')) as { name?: string }).name ===
				'n8n-nodes-document-processing'
		)
			return dir;
		if (path.dirname(dir) === dir) throw new Error(`package root not found above ${start}`);
	}
}

/** The package root (where package.json, dist/ and bench/ are). */
export const ROOT = findRoot(__dirname);
/** Compiled bench code. */
export const BUILD_BENCH = path.join(ROOT, 'build', 'bench');
/** n8n-nodes-base and the few packages its HTTP Request node needs (git-ignored). */
export const DEPS_DIR = path.join(ROOT, 'bench', '.deps');
export const NODES_BASE_DIR = path.join(DEPS_DIR, 'node_modules', 'n8n-nodes-base');
export const DIST = path.join(ROOT, 'dist');
export const REPORT = path.join(ROOT, 'BENCHMARKS.md');

/** A compiled child entry point, e.g. `children/uploadChild`. */
export function childScript(name: string): string {
	return path.join(BUILD_BENCH, `${name}.js`);
}

export function packageVersion(name: string, from = ROOT): string | undefined {
	try {
		const manifest = require.resolve(`${name}/package.json`, { paths: [from] });
		return (JSON.parse(readFileSync(manifest, 'utf8')) as { version: string }).version;
	} catch {
		return undefined;
	}
}
