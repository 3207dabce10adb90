'use strict';
// Links in the project's Markdown pages lead somewhere: each relative link names a file that
// exists, each #anchor a heading of that page (as GitHub makes heading anchors), and each
// repository path named in a code span (`nodes/…/`) a file or folder that exists. Checked by
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

/**
 * The repository paths a page names in code spans (`nodes/DocumentProcessingTrigger/settings.ts`,
 * `e2e/pipelines/`): a span of path characters whose first part is a top-level folder of `root`.
 * A placeholder (`<area>`, `*`) is no path.
 */
function namedPaths(markdown, root) {
	const top = new Set(
		fs
			.readdirSync(root, { withFileTypes: true })
			.filter((entry) => entry.isDirectory() && entry.name !== 'node_modules')
			.map((entry) => entry.name),
	);
	const spans = [...markdown.matchAll(/`([^`\n]+)`/g)].map((m) => m[1].trim());
	return spans.filter(
		(span) =>
			/^[\w.-]+(\/[\w.-]+)*\/?$/.test(span) && span.includes('/') && top.has(span.split('/')[0]),
	);
}

/**
 * Problems with the paths the page `file` names in code spans: each names a file or folder, from
 * the page's own folder or from `root` (the repository); `ignored(relativePath)` answers true for
 * what a run makes and git ignores (bench/.deps/).
 */
function namedPathProblems(file, root, ignored = () => false) {
	const problems = [];
	for (const named of new Set(namedPaths(fs.readFileSync(file, 'utf8'), root))) {
		const candidates = [path.resolve(path.dirname(file), named), path.resolve(root, named)];
		if (candidates.some((candidate) => fs.existsSync(candidate))) continue;
		if (ignored(named)) continue;
		problems.push(`names \`${named}\`: no such file or folder`);
	}
	return problems;
}

module.exports = { slug, anchors, linkTargets, linkProblems, namedPaths, namedPathProblems };
