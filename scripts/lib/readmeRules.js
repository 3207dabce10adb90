'use strict';
// What the README may claim, checked by `npm run docs:check` (scripts/readme-check.js): each rule
// takes the README's text (and what is known about n8n's editor and npm) and answers a list of
// problems, empty when the README is true.

/** The first recipe within this many headings: a user reaches it in the first screenful. */
const MAX_HEADINGS_BEFORE_RECIPE = 15;

const withoutCode = (text) => text.replace(/```[\s\S]*?```/g, '');

function headings(readme) {
	return withoutCode(readme)
		.split('\n')
		.filter((line) => /^#{1,6} /.test(line));
}

/** The text of the section under `heading` (up to the next heading of the same or a higher level). */
function section(readme, heading) {
	const lines = readme.split('\n');
	const start = lines.findIndex((line) => line.trim() === heading);
	if (start === -1) return undefined;
	const level = heading.match(/^#+/)[0].length;
	const end = lines.findIndex(
		(line, index) => index > start && /^#+ /.test(line) && line.match(/^#+/)[0].length <= level,
	);
	return lines.slice(start + 1, end === -1 ? undefined : end).join('\n');
}

function recipeProblems(readme) {
	const all = headings(readme);
	const at = all.findIndex((line) => /recipe/i.test(line));
	if (at !== -1 && at < MAX_HEADINGS_BEFORE_RECIPE) return [];
	return [
		`the first recipe heading is ${at === -1 ? 'missing' : `heading ${at + 1}`}; it must be among the first ${MAX_HEADINGS_BEFORE_RECIPE}`,
	];
}

const INSTALL_HEADING = '## Install in n8n';
/** How the README names the two install paths. */
const BY_NAME = /Community Nodes\s*→\s*Install/;
const FROM_TARBALL = /npm pack|\.tgz/;
const NOT_ON_NPM = /not on npm yet/i;

/**
 * The install path that works today comes first: until the package is on npm, installing it by
 * name in Settings → Community Nodes fails ("Package version does not exist"), so the tarball
 * comes first and the README says the package is not on npm yet; once it is, it does not say so.
 */
function installProblems(readme, { published }) {
	const text = section(readme, INSTALL_HEADING);
	if (text === undefined) return [`no "${INSTALL_HEADING}" section`];
	const problems = [];
	const byName = text.search(BY_NAME);
	const tarball = text.search(FROM_TARBALL);
	if (!published) {
		if (tarball === -1) problems.push('the install section gives no tarball path (npm pack)');
		else if (byName !== -1 && byName < tarball)
			problems.push(
				'the install section names Community Nodes → Install before the tarball, but the package is not on npm: that path fails',
			);
		if (!NOT_ON_NPM.test(text))
			problems.push('the install section does not say the package is not on npm yet');
	} else if (NOT_ON_NPM.test(text)) {
		problems.push('the install section says the package is not on npm yet, but it is');
	}
	return problems;
}

/**
 * The words the README tells users to type into the nodes panel: "search for a, b or c" in a
 * sentence about the nodes panel.
 */
function searchWordsClaimed(readme) {
	const words = new Set();
	const sentences = withoutCode(readme)
		.replace(/\s+/g, ' ')
		.split(/(?<=\.)\s/)
		.filter((sentence) => /nodes panel/i.test(sentence));
	for (const sentence of sentences)
		for (const match of sentence.matchAll(/search for ([^.()]+?)(?: to find the node|\)|\.|$)/gi))
			for (const word of match[1].split(/,\s*|\s+or\s+/)) {
				const trimmed = word.replace(/\*/g, '').trim();
				if (trimmed) words.add(trimmed);
			}
	return [...words];
}

/** Sentences that claim the actions panel (a node's list of actions) can be searched. */
const ACTIONS_SEARCH_CLAIM =
	/[^.\n]*(actions panel|list of actions)[^.\n]*\b(search|filter)[^.\n]*|[^.\n]*\bsearch (box|field)\b[^.\n]*\bactions?\b[^.\n]*/gi;

/**
 * Claims about n8n's editor hold in what the e2e recorded (docs/editor-facts.json): each word the
 * README tells users to search for finds the node, and no search box in the actions panel is
 * promised when the editor shows none.
 */
function editorProblems(readme, facts) {
	if (!facts)
		return ['no record of what the editor shows (docs/editor-facts.json): run npm run test:e2e'];
	const problems = [];
	const ranks = facts.nodesPanel?.search ?? {};
	for (const word of searchWordsClaimed(readme)) {
		const known = Object.keys(ranks).find((key) => key.toLowerCase() === word.toLowerCase());
		if (known === undefined)
			problems.push(
				`"search for ${word}": the e2e did not record what n8n ${facts.n8n} lists for it`,
			);
		else if (!(ranks[known] >= 1))
			problems.push(
				`"search for ${word}": n8n ${facts.n8n}'s nodes panel does not list the node for it`,
			);
	}
	if (facts.actionsPanel?.searchField !== true)
		for (const [claim] of withoutCode(readme).matchAll(ACTIONS_SEARCH_CLAIM))
			problems.push(
				`claims a search in the actions panel, which n8n ${facts.n8n} does not show: "${claim.trim()}"`,
			);
	return problems;
}

/** The front door: what a newcomer reads before the operations table, at most this many words. */
const MAX_FRONT_DOOR_WORDS = 2000;
const OPERATIONS_HEADING = '## All operations';

/** Words before the operations table (code, tables and links counted as written). */
function frontDoorWords(readme) {
	const end = readme.indexOf(`\n${OPERATIONS_HEADING}\n`);
	const front = end === -1 ? readme : readme.slice(0, end);
	return front.split(/\s+/).filter(Boolean).length;
}

function frontDoorProblems(readme) {
	if (!readme.includes(`\n${OPERATIONS_HEADING}\n`))
		return [`no "${OPERATIONS_HEADING}" section: the front door has no end`];
	const words = frontDoorWords(readme);
	return words <= MAX_FRONT_DOOR_WORDS
		? []
		: [
				`${words} words before "${OPERATIONS_HEADING}": the front door is at most ${MAX_FRONT_DOOR_WORDS} (move details to a page in docs/)`,
			];
}

/** The README's test command: what it tells a user runs the tests (`npm ci && npm test`). */
const TEST_COMMAND = /`npm ci && (npm (?:test|run test[\w:-]*))`/;

/** CI runs the README's test command (on a line of `.ci/run` that is not a comment). */
function testCommandProblems(readme, ciScript) {
	const command = TEST_COMMAND.exec(readme)?.[1];
	if (!command) return ['the README gives no test command (`npm ci && npm test`)'];
	const runs = new RegExp(`(^|\\s)${command}(\\s|$)`);
	const ran = ciScript.split('\n').some((line) => !line.trim().startsWith('#') && runs.test(line));
	return ran ? [] : [`the README's test command \`${command}\` is not what .ci/run runs`];
}

function readmeProblems(readme, { facts, published }) {
	return [
		...recipeProblems(readme),
		...installProblems(readme, { published }),
		...frontDoorProblems(readme),
		...editorProblems(readme, facts),
	];
}

module.exports = {
	readmeProblems,
	recipeProblems,
	frontDoorProblems,
	frontDoorWords,
	testCommandProblems,
	MAX_FRONT_DOOR_WORDS,
	installProblems,
	editorProblems,
	searchWordsClaimed,
	section,
};
