#!/usr/bin/env node
'use strict';
// One Node.js version everywhere: every "Node.js <version> or newer" in README.md and
// CONTRIBUTING.md names package.json's engines minimum, and each of them says it at least once.
const fs = require('node:fs');
const path = require('node:path');

const ROOT = path.join(__dirname, '..');
const FILES = ['README.md', 'CONTRIBUTING.md'];
const engines = require(path.join(ROOT, 'package.json')).engines?.node ?? '';
const minimum = /^>=(\d+\.\d+)$/.exec(engines)?.[1];
if (!minimum) {
	console.error(`package.json: engines.node is "${engines}"; expected ">=<major>.<minor>"`);
	process.exit(1);
}
const problems = [];
for (const file of FILES) {
	const text = fs.readFileSync(path.join(ROOT, file), 'utf8');
	const named = [...text.matchAll(/Node\.js (\d+(?:\.\d+)*) or newer/g)].map((match) => match[1]);
	if (named.length === 0) problems.push(`${file}: never says "Node.js ${minimum} or newer"`);
	for (const version of named.filter((version) => version !== minimum))
		problems.push(`${file}: says Node.js ${version} or newer; package.json engines say ${minimum}`);
}
if (problems.length > 0) {
	console.error(problems.join('\n'));
	process.exit(1);
}
console.log(`Node.js ${minimum} or newer: package.json engines, ${FILES.join(', ')}`);
