// Types of docVersions.js for the tests (test/readmeRules.test.ts).
export function versionProblems(text: string, versions: readonly number[]): string[];
