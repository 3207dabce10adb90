#!/usr/bin/env node
// Writes the README's operations table from the endpoint table (the built one in dist/; refuses a
// dist/ older than the sources). `--check` only compares and fails when the README is out of date
// (run in CI), also where the README's prose or docs/ names the count ("all 251", "251 operations").
'use strict';

const { readdirSync, readFileSync, writeFileSync } = require('node:fs');
const { join } = require('node:path');
const { requireFreshDist } = require('./lib/freshDist');

requireFreshDist();

const README = join(__dirname, '..', 'README.md');
const DOCS = join(__dirname, '..', 'docs');
const START = '<!-- operations:start -->';
const END = '<!-- operations:end -->';

function table() {
	const { resources } = require('../dist/nodes/DocumentProcessing/resources');
	const rows = [...resources]
		.sort((a, b) => a.name.localeCompare(b.name))
		.flatMap((resource) =>
			[...resource.operations]
				.sort((a, b) => a.name.localeCompare(b.name))
				.map(
					(endpoint) =>
						`| ${resource.name} | ${endpoint.name} | ${endpoint.method} | \`${endpoint.path}\` |`,
				),
		);
	return {
		count: rows.length,
		text: [
			`${rows.length} operations, generated from the endpoint table by \`npm run docs\`.`,
			'',
			'| Resource | Operation | Method | Path |',
			'|---|---|---|---|',
			...rows,
		].join('\n'),
	};
}

/** Where prose names the number of operations ("all 251", "251 operations"). */
const countsNamed = (text) =>
	[...text.matchAll(/\ball (\d+)\b|\b(\d+) (?:operations|endpoints)\b/g)].map((match) =>
		Number(match[1] ?? match[2]),
	);

const readme = readFileSync(README, 'utf8');
const start = readme.indexOf(START);
const end = readme.indexOf(END);
if (start === -1 || end < start) {
	console.error(`README.md needs the markers ${START} and ${END}`);
	process.exit(1);
}
const { count, text } = table();
const updated = `${readme.slice(0, start + START.length)}\n${text}\n${readme.slice(end)}`;
if (process.argv.includes('--check')) {
	if (updated !== readme) {
		console.error('README.md operations table is out of date: run `npm run docs`');
		process.exit(1);
	}
	// The README's prose and its pages in docs/: a number written by hand that the table no longer has.
	const prose = [
		['README.md', readme.slice(0, start) + readme.slice(end)],
		...readdirSync(DOCS)
			.filter((name) => name.endsWith('.md'))
			.map((name) => [`docs/${name}`, readFileSync(join(DOCS, name), 'utf8')]),
	];
	const wrong = prose.flatMap(([file, words]) =>
		countsNamed(words)
			.filter((n) => n !== count)
			.map((n) => `${file} names ${n} operations; the table has ${count}`),
	);
	if (wrong.length > 0) {
		console.error(wrong.join('\n'));
		process.exit(1);
	}
	console.log('README.md operations table is current');
} else {
	writeFileSync(README, updated);
	console.log('README.md operations table written');
}
