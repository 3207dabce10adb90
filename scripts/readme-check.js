#!/usr/bin/env node
'use strict';
// `npm run docs:check`: the README is true where a check can be written (scripts/lib/readmeRules.js):
// the first recipe early, the install path that works today first, and what it says of n8n's
// editor as the e2e recorded it (docs/editor-facts.json, written by `npm run test:e2e`).
// Whether the package is on npm is asked of the registry; without an answer it counts as not.
const fs = require('node:fs');
const path = require('node:path');
const { spawnSync } = require('node:child_process');
const { readmeProblems } = require('./lib/readmeRules');

const ROOT = path.join(__dirname, '..');
const readmeFile = process.argv[2] ?? path.join(ROOT, 'README.md');
const factsFile = path.join(ROOT, 'docs', 'editor-facts.json');
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
const problems = readmeProblems(fs.readFileSync(readmeFile, 'utf8'), { facts, published });
const where = path.relative(process.cwd(), readmeFile) || readmeFile;
if (problems.length > 0) {
	console.error(problems.map((problem) => `${where}: ${problem}`).join('\n'));
	process.exit(1);
}
console.log(
	`${where}: true to the editor of n8n ${facts.n8n} (${path.relative(ROOT, factsFile)}); install path for a package ${published ? 'on' : 'not yet on'} npm first`,
);
