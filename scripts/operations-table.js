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
const COUNT_IN_PROSE = /\ball (\d+)\b|\b(\d+) (?=operations\b|endpoints\b)/g;
const countsNamed = (text) =>
	[...text.matchAll(COUNT_IN_PROSE)].map((match) => Number(match[1] ?? match[2]));
/** The same prose with `from` written as `to`. */
const withCount = (text, from, to) =>
	text.replace(COUNT_IN_PROSE, (match, all, bare) =>
		Number(all ?? bare) === from ? match.replace(String(from), String(to)) : match,
	);

const readme = readFileSync(README, 'utf8');
const start = readme.indexOf(START);
const end = readme.indexOf(END);
if (start === -1 || end < start) {
	console.error(`README.md needs the markers ${START} and ${END}`);
	process.exit(1);
}
const { count, text } = table();
/** The README's pages in docs/: their prose may name the count too. */
const pages = readdirSync(DOCS)
	.filter((name) => name.endsWith('.md'))
	.map((name) => ({ file: join(DOCS, name), name: `docs/${name}` }));
if (process.argv.includes('--check')) {
	const updated = `${readme.slice(0, start + START.length)}\n${text}\n${readme.slice(end)}`;
	if (updated !== readme) {
		console.error('README.md operations table is out of date: run `npm run docs`');
		process.exit(1);
	}
	// A number written by hand that the table no longer has.
	const prose = [
		['README.md', readme.slice(0, start) + readme.slice(end)],
		...pages.map(({ file, name }) => [name, readFileSync(file, 'utf8')]),
	];
	const wrong = prose.flatMap(([file, words]) =>
		countsNamed(words)
			.filter((n) => n !== count)
			.map((n) => `${file} names ${n} operations; the table has ${count}: run \`npm run docs\``),
	);
	if (wrong.length > 0) {
		console.error(wrong.join('\n'));
		process.exit(1);
	}
	console.log('README.md operations table is current');
} else {
	// The count the table had: where the prose names it, it becomes the new one.
	const before = Number(/(\d+) operations, generated/.exec(readme.slice(start, end))?.[1]);
	const prose = withCount(readme.slice(0, start), before, count);
	const after = withCount(readme.slice(end), before, count);
	writeFileSync(README, `${prose}${START}\n${text}\n${after}`);
	const changed = pages.filter(({ file }) => {
		const page = readFileSync(file, 'utf8');
		const written = withCount(page, before, count);
		if (written !== page) writeFileSync(file, written);
		return written !== page;
	});
	console.log(
		`README.md operations table written (${count} operations)${changed.length ? `; the count updated in ${changed.map(({ name }) => name).join(', ')}` : ''}`,
	);
}
