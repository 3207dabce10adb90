// Types of docCounts.js for the tests.
export function shippedNodeCounts(examplesDir: string): Set<number>;
export function nodeCountProblems(text: string, counts: Set<number>): string[];
