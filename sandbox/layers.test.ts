/* eslint-disable @n8n/community-nodes/no-restricted-imports, @n8n/community-nodes/no-restricted-globals -- dev-only code, never published; eslint.dev.config.mjs lints it */
// The stand-in never depends on the demo: no file of contract/ or standIn/ imports from demo/
// (the demo imports the stand-in, index.ts puts them together), and contract/ imports neither.
import * as fs from 'node:fs';
import * as path from 'node:path';

const SANDBOX = __dirname;

function sourceFiles(folder: string): string[] {
	return fs.readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
		const full = path.join(folder, entry.name);
		if (entry.isDirectory()) return sourceFiles(full);
		return entry.name.endsWith('.ts') ? [full] : [];
	});
}

/** Every relative module a file names: import and export … from, import(), require(). */
function importedFolders(file: string): string[] {
	const text = fs.readFileSync(file, 'utf8');
	const pattern =
		/(?:\bfrom\s*|\bimport\s*\(\s*|\brequire\s*\(\s*|^\s*import\s+)['"](\.{1,2}\/[^'"]*)['"]/gm;
	return [...text.matchAll(pattern)].map((match) =>
		path.relative(SANDBOX, path.resolve(path.dirname(file), match[1])),
	);
}

function importsInto(part: string, forbidden: string[]): string[] {
	return sourceFiles(path.join(SANDBOX, part)).flatMap((file) =>
		importedFolders(file)
			.filter((target) => forbidden.some((folder) => target.split(path.sep)[0] === folder))
			.map((target) => `${path.relative(SANDBOX, file)} imports ${target}`),
	);
}

describe('sandbox layers', () => {
	it('finds the imports it looks for', () => {
		expect(importsInto('demo', ['standIn']).length).toBeGreaterThan(0);
	});

	it('the stand-in (contract/, standIn/) imports nothing from demo/', () => {
		expect([...importsInto('contract', ['demo']), ...importsInto('standIn', ['demo'])]).toEqual([]);
	});

	it('the contract layer imports neither the lifecycle nor the demo', () => {
		expect(importsInto('contract', ['standIn', 'demo'])).toEqual([]);
	});
});
