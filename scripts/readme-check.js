#!/usr/bin/env node
'use strict';
// README for users first: the first recipe must be among the first 15 headings, so a user
// reaches it within the first screenful of the table of contents.
const fs = require('node:fs');
const path = require('node:path');

const MAX = 15;
const headings = fs
	.readFileSync(path.join(__dirname, '..', 'README.md'), 'utf8')
	.replace(/```[\s\S]*?```/g, '')
	.split('\n')
	.filter((line) => /^#{1,6} /.test(line));
const at = headings.findIndex((line) => /recipe/i.test(line));
if (at === -1 || at >= MAX) {
	console.error(
		`README.md: the first recipe heading is ${at === -1 ? 'missing' : `heading ${at + 1}`}; it must be among the first ${MAX}`,
	);
	process.exit(1);
}
console.log(
	`README.md: first recipe at heading ${at + 1} of ${headings.length} ("${headings[at]}")`,
);
