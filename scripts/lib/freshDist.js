'use strict';
// What reads dist/ (the README's operations table) must read what the sources say: each file
// `tsc -p tsconfig.json` compiles has its output in dist/, no older than itself. Otherwise the
// check would compare the README with a stale build and pass (issue 41).
const fs = require('node:fs');
const path = require('node:path');

const ROOT = path.join(__dirname, '..', '..');
/** The folders tsconfig.json compiles into dist/ (its `include`). */
const SOURCE_DIRS = ['nodes', 'credentials', 'contract'];

function sourcesIn(dir) {
	if (!fs.existsSync(dir)) return [];
	return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
		const file = path.join(dir, entry.name);
		if (entry.isDirectory()) return sourcesIn(file);
		return /\.ts$/.test(entry.name) && !/\.d\.ts$/.test(entry.name) ? [file] : [];
	});
}

/** The first source whose dist/ output is missing or older than it, or undefined. */
function staleSource(root = ROOT) {
	for (const source of SOURCE_DIRS.flatMap((dir) => sourcesIn(path.join(root, dir)))) {
		const output = path.join(root, 'dist', path.relative(root, source)).replace(/\.ts$/, '.js');
		if (!fs.existsSync(output) || fs.statSync(output).mtimeMs < fs.statSync(source).mtimeMs)
			return path.relative(root, source);
	}
	return undefined;
}

/** Exits with one line saying to build when dist/ is older than a source. */
function requireFreshDist(root = ROOT) {
	const stale = staleSource(root);
	if (stale === undefined) return;
	console.error(`dist/ is older than ${stale}: run \`npm run build\` first`);
	process.exit(1);
}

module.exports = { staleSource, requireFreshDist };
