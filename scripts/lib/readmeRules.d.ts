// Types of readmeRules.js for the tests (test/readmeRules.test.ts).
export interface EditorFacts {
	n8n: string;
	nodesPanel?: { search: Record<string, number> };
	actionsPanel?: { searchField: boolean; fields?: string[] };
}
export function readmeProblems(
	readme: string,
	options: { facts?: EditorFacts; published: boolean },
): string[];
export function recipeProblems(readme: string): string[];
export function installProblems(readme: string, options: { published: boolean }): string[];
export function editorProblems(readme: string, facts?: EditorFacts): string[];
export function searchWordsClaimed(readme: string): string[];
export function section(readme: string, heading: string): string | undefined;
export function frontDoorProblems(readme: string): string[];
export function frontDoorWords(readme: string): number;
export const MAX_FRONT_DOOR_WORDS: number;
export function testCommandProblems(readme: string, ciScript: string): string[];
