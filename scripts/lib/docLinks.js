'use strict';
// Links in the project's Markdown pages lead somewhere: each relative link names a file that
// exists, and each #anchor a heading of that page (as GitHub makes heading anchors). Checked by
// `npm run docs:check` (scripts/readme-check.js), so text moved between README and docs/ keeps
// its links true.
const fs = require('node:fs');
const path = require('node:path');

const withoutCode = (text) => text.replace(/```[\s\S]*?```/g, '').replace(/`[^`\n]*`/g, '');

/** GitHub's anchor of a heading: lower case, punctuation dropped, spaces to hyphens. */
function slug(heading) {
	return heading
		.trim()
		.toLowerCase()
		.replace(/[^\p{L}\p{N}\s_-]/gu, '')
		.replace(/\s/g, '-');
}

/** The anchors of a Markdown text's headings (a repeated heading gets -1, -2, …). */
function anchors(markdown) {
	const seen = new Map();
	const result = new Set();
	for (const line of markdown.replace(/```[\s\S]*?```/g, '').split('\n')) {
		const match = /^#{1,6} (.+)$/.exec(line);
		if (!match) continue;
		const base = slug(match[1]);
		const count = seen.get(base) ?? 0;
		seen.set(base, count + 1);
		result.add(count === 0 ? base : `${base}-${count}`);
	}
	return result;
}

/** The link targets of a Markdown text: `[text](target)` and `![alt](target)`, outside code. */
function linkTargets(markdown) {
	return [...withoutCode(markdown).matchAll(/\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g)].map((m) => m[1]);
}

/** Problems with the links of the page `file` (absolute path); web addresses are not followed. */
function linkProblems(file) {
	const text = fs.readFileSync(file, 'utf8');
	const problems = [];
	for (const target of linkTargets(text)) {
		if (/^[a-z]+:/i.test(target)) continue;
		const [where, anchor] = target.split('#');
		const linked = where === '' ? file : path.resolve(path.dirname(file), decodeURI(where));
		if (!fs.existsSync(linked)) {
			problems.push(`links to ${target}: no such file`);
			continue;
		}
		if (anchor === undefined || !linked.endsWith('.md')) continue;
		if (!anchors(fs.readFileSync(linked, 'utf8')).has(anchor))
			problems.push(`links to ${target}: no heading with that anchor there`);
	}
	return problems;
}

module.exports = { slug, anchors, linkTargets, linkProblems };
