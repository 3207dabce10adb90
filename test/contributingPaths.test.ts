/* eslint-disable @n8n/community-nodes/no-restricted-imports, @n8n/community-nodes/no-restricted-globals -- dev-only code, never published; eslint.dev.config.mjs lints it */
// CONTRIBUTING.md (and docs/ci-lanes.md, its lanes) describes the code where it is: every file it names (`generator/generate.ts`,
// or `http/serviceRequest.ts` inside a folder the text is about) is a file of the repository, so
// a file moved or renamed is not left behind in the text a contributor reads first.
import * as fs from 'node:fs';
import * as path from 'node:path';

const ROOT = path.join(__dirname, '..');
const SKIPPED = new Set(['node_modules', 'dist', 'build', '.git']);
/** Files CONTRIBUTING names that are not ours: n8n's own, or what a run writes. */
const ELSEWHERE = [
	'execution-engine/requests-response.js', // n8n-core's
	'.queue-test/summary.json', // written by npm run test:queue
];

function repositoryFiles(dir = ROOT, prefix = ''): string[] {
	return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
		if (SKIPPED.has(entry.name)) return [];
		const relative = `${prefix}${entry.name}`;
		return entry.isDirectory()
			? repositoryFiles(path.join(dir, entry.name), `${relative}/`)
			: [relative];
	});
}

function namedFiles(text: string): string[] {
	const found = new Set<string>();
	for (const [, name] of text.matchAll(/`([^`\s]+)`/g)) {
		// A file with a folder; a pattern (`v<N>`, `*.ts`) names none.
		if (!/^[\w.-]+(\/[\w.-]+)+\.(ts|js|mjs|json|md|sql)$/.test(name)) continue;
		found.add(name);
	}
	return [...found];
}

it('every file CONTRIBUTING.md and its lanes page (docs/ci-lanes.md) name is in the repository', () => {
	const files = repositoryFiles();
	const named = ['CONTRIBUTING.md', 'docs/ci-lanes.md'].flatMap((page) =>
		namedFiles(fs.readFileSync(path.join(ROOT, page), 'utf8')),
	);
	expect(named.length).toBeGreaterThan(20);
	const missing = named.filter(
		(name) =>
			!ELSEWHERE.includes(name) &&
			!files.some((file) => file === name || file.endsWith(`/${name}`)),
	);
	expect(missing).toEqual([]);
});

it('states the version rule once, where resources/versions.ts links', () => {
	const contributing = fs.readFileSync(path.join(ROOT, 'CONTRIBUTING.md'), 'utf8');
	const versions = fs.readFileSync(
		path.join(ROOT, 'nodes/DocumentProcessing/resources/versions.ts'),
		'utf8',
	);
	expect(versions).toContain('CONTRIBUTING.md, "The version rule"');
	expect(contributing.match(/^### The version rule$/gm)).toHaveLength(1);
	// The rule's own words, once: not restated elsewhere in CONTRIBUTING or in versions.ts.
	const rule = 'alters what a saved workflow of an existing\nversion shows or sends';
	expect(contributing.split(rule)).toHaveLength(2);
	expect(versions).not.toMatch(/alter[s]? what a saved workflow/);
});
