/* eslint-disable @n8n/community-nodes/no-restricted-globals, @n8n/community-nodes/no-restricted-imports, @n8n/community-nodes/no-dangerous-functions -- dev-only code, never published; eslint.dev.config.mjs lints it */
/**
 * The `npm pack` tarball holds every file package.json points at: `main` (when named) and the
 * nodes and credentials n8n loads (`n8n.nodes`, `n8n.credentials`). A name without its file
 * fails only when someone installs the package. The tarball takes dist/ as it is: a clone
 * without a build (`npm ci && npm test`, as the README says) builds it first.
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

import packageJson from '../package.json';

interface Manifest {
	main?: string;
	n8n?: { nodes?: string[]; credentials?: string[] };
}

const ROOT = join(__dirname, '..');
const manifest: Manifest = packageJson;

/** The files `npm pack` would put into the tarball, as paths inside the package. */
function packedFiles(): Set<string> {
	const [packed] = JSON.parse(
		execFileSync('npm', ['pack', '--dry-run', '--json', '--ignore-scripts'], {
			cwd: ROOT,
			encoding: 'utf8',
		}),
	) as Array<{ files: Array<{ path: string }> }>;
	return new Set(packed.files.map((file) => file.path));
}

/** What the manifest points at that the tarball does not hold. */
function missingFrom(files: Set<string>, pointing: Manifest): string[] {
	const named = [
		...(pointing.main === undefined ? [] : [pointing.main]),
		...(pointing.n8n?.nodes ?? []),
		...(pointing.n8n?.credentials ?? []),
	];
	return named.map((file) => file.replace(/^\.\//, '')).filter((file) => !files.has(file));
}

/** Builds dist/ when there is none (a fresh clone); an existing build is packed as it is. */
function ensureBuilt(): void {
	if (existsSync(join(ROOT, 'dist', 'nodes'))) return;
	execFileSync('npm', ['run', 'build'], { cwd: ROOT, stdio: 'ignore' });
}

describe('the npm pack tarball', () => {
	let files: Set<string>;
	beforeAll(() => {
		ensureBuilt();
		files = packedFiles();
	}, 180_000);

	it('holds every file package.json points at (main, n8n.nodes, n8n.credentials)', () => {
		expect(manifest.n8n?.nodes?.length).toBeGreaterThan(0);
		expect(manifest.n8n?.credentials?.length).toBeGreaterThan(0);
		// Files under dist/ listed here: the build is missing (`npm run build`).
		expect(missingFrom(files, manifest)).toEqual([]);
	});

	it('would be caught naming a file it does not ship (the former main: index.js)', () => {
		expect(missingFrom(files, { ...manifest, main: 'index.js' })).toEqual(['index.js']);
		expect(missingFrom(files, { ...manifest, main: './index.js' })).toEqual(['index.js']);
	});
});
