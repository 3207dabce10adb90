/* eslint-disable @n8n/community-nodes/no-restricted-globals, @n8n/community-nodes/no-restricted-imports, @n8n/community-nodes/no-dangerous-functions -- dev-only code, never published; eslint.dev.config.mjs lints it */
/**
 * A version bump was a 1,198-line generated copy of the version before (issue 52): `npm run
 * generate` now writes a version as what changed from the one before (runs of its properties and
 * its own), so a reviewer reads the bump's diff in full; n8n gets lists of its own for each version
 * (the loaded node: test/versions.test.ts, the compat lanes).
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import type { INodeProperties } from 'n8n-workflow';

import { allDescriptions, generatedSources, propertyRuns } from '../generator/generate';
import { DocumentProcessing } from '../nodes/DocumentProcessing/DocumentProcessing.node';
import { NEWEST_VERSION } from '../nodes/DocumentProcessing/resources/versions';

const generatedDir = join(__dirname, '..', 'nodes', 'DocumentProcessing', 'generated');

/** Lines added and removed from one set of generated files to another, as git counts them. */
function diffLines(
	before: Array<{ file: string; source: string }>,
	after: Array<{ file: string; source: string }>,
): { added: number; removed: number } {
	const root = mkdtempSync(join(tmpdir(), 'generated-'));
	try {
		for (const [side, files] of [
			['before', before],
			['after', after],
		] as const) {
			mkdirSync(join(root, side));
			for (const { file, source } of files) writeFileSync(join(root, side, basename(file)), source);
		}
		let numstat = '';
		try {
			execFileSync('git', ['diff', '--no-index', '--numstat', 'before', 'after'], {
				cwd: root,
				encoding: 'utf8',
			});
		} catch (error) {
			numstat = (error as { stdout: string }).stdout; // git diff exits 1 when files differ
		}
		return numstat
			.trim()
			.split('\n')
			.filter(Boolean)
			.reduce(
				(sum, line) => {
					const [added, removed] = line.split('\t').map(Number);
					return { added: sum.added + added, removed: sum.removed + removed };
				},
				{ added: 0, removed: 0 },
			);
	} finally {
		rmSync(root, { recursive: true, force: true });
	}
}

/** A source as prettier writes it (its own process: jest cannot load prettier). */
function prettier(file: string, source: string): string {
	return execFileSync(
		process.execPath,
		[require.resolve('prettier/bin/prettier.cjs'), '--stdin-filepath', file],
		{ input: source, encoding: 'utf8', cwd: join(__dirname, '..') },
	);
}

describe('generated version files', () => {
	it('a version that shows what the one before shows is a few lines naming it, with its own list', () => {
		const source = readFileSync(join(generatedDir, 'version7.ts'), 'utf8');
		expect(source).toContain("import { version6 } from './version6';");
		expect(source.split('\n').length).toBeLessThan(20);
		const node = new DocumentProcessing();
		const [six, seven] = [6, 7].map((version) => node.nodeVersions[version].description);
		expect(seven.version).toBe(7);
		expect(seven.properties).toEqual(six.properties);
		expect(seven.properties).not.toBe(six.properties);
		// n8n adds Custom API Call and request options to the version it loads: not to the other's.
		const lists = (description: typeof six) =>
			description.properties.filter((property) => property.name === 'operation');
		lists(seven).forEach((property, index) => {
			expect(property).toEqual(lists(six)[index]);
			expect(property.options).not.toBe(lists(six)[index].options);
		});
	});

	it('a version bump that renames a field adds fewer than 100 generated lines', () => {
		const descriptions = allDescriptions();
		const newest = descriptions[NEWEST_VERSION];
		const bumped = NEWEST_VERSION + 1;
		const renamed = (newest.properties as INodeProperties[]).map((property) =>
			property.name === 'skipDuplicates' ? { ...property, name: 'skipEarlierUploads' } : property,
		);
		expect(renamed).not.toEqual(newest.properties);
		const withBump = {
			...descriptions,
			[bumped]: { ...newest, version: bumped, properties: renamed },
		} as typeof descriptions;
		// The files the bump changes, formatted as `npm run generate` writes them.
		const [raw, rawAfter] = [generatedSources(descriptions), generatedSources(withBump)];
		const changed = rawAfter.filter(
			({ file, source }) => raw.find((old) => old.file === file)?.source !== source,
		);
		const formatted = (files: typeof raw) =>
			files.map(({ file, source }) => ({ file, source: prettier(file, source) }));
		const before = formatted(raw.filter(({ file }) => changed.some((c) => c.file === file)));
		const after = formatted(changed);
		const { added, removed } = diffLines(before, after);
		const bumpFile = after.find(({ file }) => file.endsWith(`version${bumped}.ts`))!.source;
		expect(bumpFile).toContain(
			`import { version${NEWEST_VERSION} } from './version${NEWEST_VERSION}';`,
		);
		expect(bumpFile).toContain("name: 'skipEarlierUploads'");
		expect({ added, removed }).toEqual({ added: expect.any(Number), removed: 0 });
		expect(added).toBeLessThan(100);
		// A full copy of the version, as before: what the bump added then.
		expect(
			readFileSync(join(generatedDir, 'version1.ts'), 'utf8').split('\n').length,
		).toBeGreaterThan(1000);
	});

	it('runs: what both lists show in order is kept, the rest is the new version own', () => {
		const runs = propertyRuns(
			['a', 'b', 'c', 'd'],
			['a', 'x', 'c', 'd', 'y'],
			['a', 'x', 'c', 'd', 'y'].map((name) => ({ name }) as INodeProperties),
		);
		expect(runs).toEqual([
			{ kept: { from: 0, to: 1 } },
			{ own: [{ name: 'x' }] },
			{ kept: { from: 2, to: 4 } },
			{ own: [{ name: 'y' }] },
		]);
		expect(propertyRuns(['a', 'b'], ['a', 'b'], [])).toEqual([{ kept: { from: 0, to: 2 } }]);
	});
});
