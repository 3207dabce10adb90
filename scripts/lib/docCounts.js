'use strict';
// A template's size stated in the docs stays true: "N nodes" said in the present tense must be
// the node count of an example or template as shipped (with or without its sticky notes). A
// count in the past ("had 43 nodes then", "was 65 nodes") is history and left as written.
// Checked by `npm run docs:check` (scripts/readme-check.js).
const fs = require('node:fs');
const path = require('node:path');

/** The node counts of the shipped workflows in `examplesDir`: each with and without its notes. */
function shippedNodeCounts(examplesDir) {
	const counts = new Set();
	for (const file of fs.readdirSync(examplesDir).filter((name) => name.endsWith('.json'))) {
		const { nodes = [] } = JSON.parse(fs.readFileSync(path.join(examplesDir, file), 'utf8'));
		counts.add(nodes.length);
		counts.add(nodes.filter((node) => node.type !== 'n8n-nodes-base.stickyNote').length);
	}
	return counts;
}

const PAST = /\b(had|was|were|then|before|used to)\b/;

/** Problems with the node counts a page's `text` states, for the shipped `counts`. */
function nodeCountProblems(text, counts) {
	const problems = [];
	// Sentences end at full stops and semicolons; paragraphs, list items and table cells too.
	for (const sentence of text.split(/\.\s|;\s|\n\s*\n|\||\n\s*[-*]\s/)) {
		if (PAST.test(sentence)) continue;
		for (const match of sentence.matchAll(/\b(\d+) nodes\b/g))
			if (!counts.has(Number(match[1])))
				problems.push(
					`says "${match[0]}": no shipped example or template has ${match[1]} nodes (${[...counts].sort((a, b) => a - b).join(', ')}); write the count as it is, or say when it was so`,
				);
	}
	return problems;
}

module.exports = { shippedNodeCounts, nodeCountProblems };
