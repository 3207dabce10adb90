#!/usr/bin/env node
'use strict';
// `npm run docs:check`: the README and the pages in docs/ are true where a check can be written
// (scripts/lib/readmeRules.js, scripts/lib/docLinks.js): the README a short front door (at most
// 2,000 words before the operations table) with the first recipe early, the install path that
// works today first and the test command CI runs (.ci/run); what every page says of n8n's editor
// as the e2e recorded it (docs/editor-facts.json, written by `npm run test:e2e`); and every
// relative link and #anchor of those pages (and CONTRIBUTING's) leading somewhere, and every
// repository path they (and BENCHMARKS, CHANGELOG, sandbox/README) name in code existing; what
// they say of the node's newest version true (scripts/lib/docVersions.js). Whether the package is on npm is asked of
// the registry; without an answer it counts as not.
const fs = require('node:fs');
const path = require('node:path');
const { spawnSync } = require('node:child_process');
const {
	readmeProblems,
	editorProblems,
	frontDoorWords,
	testCommandProblems,
} = require('./lib/readmeRules');
const { linkProblems, namedPathProblems } = require('./lib/docLinks');
const { versionProblems } = require('./lib/docVersions');
const { shippedNodeCounts, nodeCountProblems } = require('./lib/docCounts');

const ROOT = path.join(__dirname, '..');
const readmeFile = process.argv[2] ?? path.join(ROOT, 'README.md');
const docsFolder = path.join(ROOT, 'docs');
const factsFile = path.join(docsFolder, 'editor-facts.json');
const { name, version } = require(path.join(ROOT, 'package.json'));

function publishedOnNpm() {
	const answer = spawnSync('npm', ['view', `${name}@${version}`, 'version'], {
		encoding: 'utf8',
		timeout: 20000,
	});
	return answer.status === 0 && answer.stdout.trim() === version;
}

const facts = fs.existsSync(factsFile) ? JSON.parse(fs.readFileSync(factsFile, 'utf8')) : undefined;
const published = process.env.README_CHECK_PUBLISHED
	? process.env.README_CHECK_PUBLISHED === '1'
	: publishedOnNpm();
const readme = fs.readFileSync(readmeFile, 'utf8');
const docPages = fs
	.readdirSync(docsFolder)
	.filter((file) => file.endsWith('.md'))
	.map((file) => path.join(docsFolder, file));

// The other pages a contributor reads, for the paths they name.
const otherPages = ['CONTRIBUTING.md', 'BENCHMARKS.md', 'CHANGELOG.md', 'sandbox/README.md']
	.map((page) => path.join(ROOT, page))
	.filter((file) => fs.existsSync(file));
/** What a run makes and git ignores (bench/.deps/): named by a page, absent in a fresh clone. */
const gitIgnored = (relative) =>
	spawnSync('git', ['check-ignore', '-q', relative], { cwd: ROOT }).status === 0;

// The node's versions, from the build (operations-table.js --check, run first, refuses a stale one).
const { NODE_VERSIONS } = require(
	path.join(ROOT, 'dist', 'nodes', 'DocumentProcessing', 'resources', 'versions'),
);
const where = (file) => path.relative(process.cwd(), file) || file;
const nodeCounts = shippedNodeCounts(path.join(ROOT, 'examples'));
const problems = [
	...testCommandProblems(readme, fs.readFileSync(path.join(ROOT, '.ci', 'run'), 'utf8')).map(
		(problem) => `${where(readmeFile)}: ${problem}`,
	),
	...readmeProblems(readme, { facts, published }).map(
		(problem) => `${where(readmeFile)}: ${problem}`,
	),
	...docPages.flatMap((file) =>
		editorProblems(fs.readFileSync(file, 'utf8'), facts).map(
			(problem) => `${where(file)}: ${problem}`,
		),
	),
	...[readmeFile, path.join(ROOT, 'CONTRIBUTING.md'), ...docPages].flatMap((file) =>
		linkProblems(file).map((problem) => `${where(file)}: ${problem}`),
	),
	...[readmeFile, ...docPages].flatMap((file) =>
		versionProblems(fs.readFileSync(file, 'utf8'), NODE_VERSIONS).map(
			(problem) => `${where(file)}: ${problem}`,
		),
	),
	...[readmeFile, path.join(ROOT, 'CONTRIBUTING.md'), ...docPages].flatMap((file) =>
		nodeCountProblems(fs.readFileSync(file, 'utf8'), nodeCounts).map(
			(problem) => `${where(file)}: ${problem}`,
		),
	),
	...[readmeFile, ...otherPages, ...docPages].flatMap((file) =>
		namedPathProblems(file, ROOT, gitIgnored).map((problem) => `${where(file)}: ${problem}`),
	),
];
if (problems.length > 0) {
	console.error(problems.join('\n'));
	process.exit(1);
}
console.log(
	`${where(readmeFile)}: a front door of ${frontDoorWords(readme)} words; it and ${docPages.length} pages in docs/ true to the editor of n8n ${facts.n8n} (${path.relative(ROOT, factsFile)}), their links leading somewhere; its test command what .ci/run runs; install path for a package ${published ? 'on' : 'not yet on'} npm first`,
);
