'use strict';
// What the docs say of the action node's versions stays true when a version is added: "New
// nodes are version N", a template's node "(node version N)" and the per-version table's columns
// (Version 1 … Version N (new nodes)) name the newest version, and no version is left out.
// Checked by `npm run docs:check` (scripts/readme-check.js) against NODE_VERSIONS.

/** Problems with the version statements of a page's `text`, for versions `versions` (ascending). */
function versionProblems(text, versions) {
	const newest = versions[versions.length - 1];
	const problems = [];
	for (const match of text.matchAll(/[Nn]ew nodes are version (\d+)/g))
		if (Number(match[1]) !== newest)
			problems.push(`says "${match[0]}": new nodes are version ${newest}`);
	// A template's node in present tense: "Upload Documents (node version N)", the drawing's "(version N)".
	for (const match of text.matchAll(/\((?:node )?version (\d+)\)/g))
		if (Number(match[1]) !== newest)
			problems.push(`says "${match[0]}": the templates use version ${newest}`);
	// The per-version table: a header row naming "Version N (new nodes)".
	for (const line of text.split('\n')) {
		if (!/^\|.*Version \d+ \(new nodes\)/.test(line)) continue;
		const columns = [...line.matchAll(/Version (\d+)/g)].map((match) => Number(match[1]));
		if (JSON.stringify(columns) !== JSON.stringify([...versions]))
			problems.push(
				`its version table has columns for ${columns.join(', ')}, the node has ${versions.join(', ')}`,
			);
		if (!line.includes(`Version ${newest} (new nodes)`))
			problems.push(`its version table does not mark version ${newest} as new nodes'`);
	}
	return problems;
}

module.exports = { versionProblems };
