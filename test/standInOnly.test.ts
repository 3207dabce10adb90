/* eslint-disable @n8n/community-nodes/no-restricted-imports, @n8n/community-nodes/no-restricted-globals -- dev-only code, never published; eslint.dev.config.mjs lints it */
// The node's tests run against the stand-in alone (issue 31): they script the answers they need
// and check the requests the node sent; the demo world's own rules are tested in sandbox/demo/. A
// file under test/ that starts the demo world (`demo: true`) or imports sandbox/demo must say why
// in a comment `Demo test: <why>` (say, what `npm start`'s demo shows a user).
import * as fs from 'node:fs';
import * as path from 'node:path';

const TESTS = __dirname;

function sourceFiles(folder: string): string[] {
	return fs.readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
		const full = path.join(folder, entry.name);
		if (entry.isDirectory()) return sourceFiles(full);
		return /\.[jt]s$/.test(entry.name) ? [full] : [];
	});
}

/** The text without its comments (a URL's `//` inside a string cuts its line short: harmless here). */
const code = (text: string) => text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/\/\/.*$/gm, '');

/** Whether the code starts the demo world or imports from it (a type such as `& { demo: true }` does not). */
export function usesDemo(text: string): boolean {
	const source = code(text);
	return (
		/(?<!&\s*\{\s*)\bdemo:\s*true\b/.test(source) ||
		/(?:\bfrom\s*|\bimport\s*\(\s*|\brequire\s*\(\s*)['"][./]*sandbox\/demo\b/.test(source)
	);
}

/** Whether a comment says why: `Demo test: <why>`. */
export const saysWhy = (text: string) => /(?:\/\/|\*)\s*Demo test:\s*\S/.test(text);

describe('node tests run against the stand-in', () => {
	it('finds a demo world started or imported, and a comment saying why', () => {
		expect(usesDemo('const harness = useNodeAgainstSandbox({ demo: true });')).toBe(true);
		expect(usesDemo('sandbox = await startSandbox({ port: 0, demo: true });')).toBe(true);
		expect(usesDemo("import { DemoState } from '../sandbox/demo';")).toBe(true);
		expect(usesDemo("const { analyseUpload } = await import('../sandbox/demo/extraction');")).toBe(
			true,
		);
		expect(usesDemo('export function f(options: SandboxOptions & { demo: true }) {}')).toBe(false);
		expect(usesDemo('// startSandbox({ demo: true }) is for npm start')).toBe(false);
		expect(usesDemo('const harness = useNodeAgainstSandbox();')).toBe(false);
		expect(saysWhy("// Demo test: npm start's demo reads the sample invoice's fields.")).toBe(true);
		expect(saysWhy(' * Demo test: the examples against the demo.')).toBe(true);
		expect(saysWhy('// the demo world, for no stated reason')).toBe(false);
	});

	it('every file under test/ that starts or imports the demo world says why', () => {
		const unexplained = sourceFiles(TESTS)
			.filter((file) => file !== __filename)
			.filter((file) => {
				const text = fs.readFileSync(file, 'utf8');
				return usesDemo(text) && !saysWhy(text);
			})
			.map((file) => path.relative(TESTS, file));
		expect(unexplained).toEqual([]);
	});
});
