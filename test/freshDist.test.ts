/* eslint-disable @n8n/community-nodes/no-restricted-imports -- dev-only code, never published; eslint.dev.config.mjs lints it */
// `npm run docs:check` reads dist/: it must refuse a dist/ older than the sources (issue 41).
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { staleSource } = require('../scripts/lib/freshDist') as {
	staleSource: (root: string) => string | undefined;
};

describe('a dist/ older than the sources', () => {
	let root: string;
	const write = (file: string, secondsAgo: number) => {
		mkdirSync(join(root, file, '..'), { recursive: true });
		writeFileSync(join(root, file), '');
		const at = Date.now() / 1000 - secondsAgo;
		utimesSync(join(root, file), at, at);
	};
	beforeEach(() => {
		root = mkdtempSync(join(tmpdir(), 'fresh-dist-'));
	});
	afterEach(() => rmSync(root, { recursive: true, force: true }));

	it('is fresh when every source has an output no older than itself', () => {
		write('contract/a.ts', 60);
		write('nodes/X/b.ts', 60);
		write('dist/contract/a.js', 30);
		write('dist/nodes/X/b.js', 30);
		expect(staleSource(root)).toBeUndefined();
	});

	it('names a source edited after the build', () => {
		write('contract/a.ts', 60);
		write('nodes/X/b.ts', 10);
		write('dist/contract/a.js', 30);
		write('dist/nodes/X/b.js', 30);
		expect(staleSource(root)).toBe(join('nodes', 'X', 'b.ts'));
	});

	it('names a source that was never built', () => {
		write('credentials/c.ts', 60);
		expect(staleSource(root)).toBe(join('credentials', 'c.ts'));
	});
});
