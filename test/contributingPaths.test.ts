/* eslint-disable @n8n/community-nodes/no-restricted-imports, @n8n/community-nodes/no-restricted-globals -- dev-only code, never published; eslint.dev.config.mjs lints it */
// CONTRIBUTING.md describes the code where it is: every path it names from the repository's root
// (`nodes/…`, `generator/…`, `sandbox/…`) exists, so a file moved or renamed is not left behind
// in the text a contributor reads first.
import * as fs from 'node:fs';
import * as path from 'node:path';

const ROOT = path.join(__dirname, '..');
const TOP =
	/^(\.ci|bench|contract|credentials|docs|e2e|examples|generator|icons|nodes|sandbox|scripts|test)\//;

function namedPaths(text: string): string[] {
	const found = new Set<string>();
	for (const [, name] of text.matchAll(/`([^`\s]+)`/g)) {
		// A pattern (`v<N>`, `*.ts`) or a command is no path.
		if (!TOP.test(name) || /[<>*{}]/.test(name)) continue;
		found.add(name.replace(/[.,:;)]+$/, ''));
	}
	return [...found];
}

it('every path CONTRIBUTING.md names from the root exists', () => {
	const named = namedPaths(fs.readFileSync(path.join(ROOT, 'CONTRIBUTING.md'), 'utf8'));
	expect(named.length).toBeGreaterThan(20);
	expect(named.filter((name) => !fs.existsSync(path.join(ROOT, name)))).toEqual([]);
});
