// Types of docLinks.js for the tests (test/readmeRules.test.ts).
export function slug(heading: string): string;
export function anchors(markdown: string): Set<string>;
export function linkTargets(markdown: string): string[];
export function linkProblems(file: string): string[];
export function namedPaths(markdown: string, root: string): string[];
export function namedPathProblems(
	file: string,
	root: string,
	ignored?: (relativePath: string) => boolean,
): string[];
