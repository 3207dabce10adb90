#!/usr/bin/env node
// Writes the README's operations table from the endpoint table (the built one in dist/).
// `--check` only compares and fails when the README is out of date (run in CI).
'use strict';

const { readFileSync, writeFileSync } = require('node:fs');
const { join } = require('node:path');

const README = join(__dirname, '..', 'README.md');
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
	return [
		`${rows.length} operations, generated from the endpoint table by \`npm run docs\`.`,
		'',
		'| Resource | Operation | Method | Path |',
		'|---|---|---|---|',
		...rows,
	].join('\n');
}

const readme = readFileSync(README, 'utf8');
const start = readme.indexOf(START);
const end = readme.indexOf(END);
if (start === -1 || end < start) {
	console.error(`README.md needs the markers ${START} and ${END}`);
	process.exit(1);
}
const updated = `${readme.slice(0, start + START.length)}\n${table()}\n${readme.slice(end)}`;
if (process.argv.includes('--check')) {
	if (updated !== readme) {
		console.error('README.md operations table is out of date: run `npm run build && npm run docs`');
		process.exit(1);
	}
	console.log('README.md operations table is current');
} else {
	writeFileSync(README, updated);
	console.log('README.md operations table written');
}
