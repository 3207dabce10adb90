'use strict';

// `npm run build` is `gulp clean && tsc -p tsconfig.json && gulp build:static`.
//
// `build:static` copies the non-TypeScript assets that `tsc` does not emit into `dist/`,
// keeping each file's path relative to the repository root, then checks what `dist/` holds:
//
//   icons/documentProcessing.svg                         -> dist/icons/documentProcessing.svg
//   nodes/DocumentProcessing/DocumentProcessing.node.json -> dist/nodes/DocumentProcessing/DocumentProcessing.node.json
//   credentials/foo.svg                                  -> dist/credentials/foo.svg
//
// Nodes reference their icons as `file:../../icons/<name>.svg` (credentials as
// `file:../icons/<name>.svg`), so `dist/icons/` must mirror `icons/`.
//
// This is what `n8n-node build` (@n8n/node-cli) produces too, except that it copies every
// *.png/*.svg of the repository (docs/screenshot.png included) into dist/, which is published.

const fs = require('node:fs');
const path = require('node:path');
const { src, dest, parallel, series } = require('gulp');

const DIST = 'dist';

/** What the published package consists of: the only top-level entries allowed in dist/. */
const PACKAGE_DIRS = ['contract', 'credentials', 'icons', 'nodes'];

// gulp 5 reads files as UTF-8 by default, which corrupts binary files such as
// PNG icons; `encoding: false` keeps the bytes as they are.
const copyOptions = { base: '.', encoding: false, allowEmpty: true };

function clean(done) {
	fs.rmSync(DIST, { recursive: true, force: true });
	done();
}

function copyIcons() {
	return src('icons/**/*.svg', copyOptions).pipe(dest(DIST));
}

function copyNodeAssets() {
	return src('nodes/**/*.{png,svg,json}', copyOptions).pipe(dest(DIST));
}

function copyCredentialAssets() {
	return src('credentials/**/*.{png,svg}', copyOptions).pipe(dest(DIST));
}

function filesUnder(dir) {
	return fs
		.readdirSync(dir, { recursive: true, withFileTypes: true })
		.filter((entry) => entry.isFile())
		.map((entry) => path.join(entry.parentPath, entry.name));
}

/**
 * dist/ holds the package and nothing else (no test, sandbox, bench or script code), every
 * node and credential package.json names is there, and every `file:` icon resolves inside dist/.
 */
function checkDist(done) {
	const problems = [];
	for (const entry of fs.readdirSync(DIST)) {
		if (!PACKAGE_DIRS.includes(entry))
			problems.push(`unexpected ${DIST}/${entry} (not part of the package)`);
	}
	const files = filesUnder(DIST);
	for (const file of files) {
		if (/\.(test|spec)\.js$/.test(file)) problems.push(`test code in ${file}`);
	}
	const { n8n } = JSON.parse(fs.readFileSync('package.json', 'utf8'));
	for (const file of [...n8n.nodes, ...n8n.credentials]) {
		if (!fs.existsSync(file))
			problems.push(`package.json names ${file}, which the build did not produce`);
	}
	for (const file of files.filter((f) => f.endsWith('.js'))) {
		for (const [, icon] of fs
			.readFileSync(file, 'utf8')
			.matchAll(/\b(?:icon|light|dark)['"]?\s*:\s*['"]file:([^'"]+)['"]/g)) {
			const target = path.join(path.dirname(file), icon);
			if (path.relative(DIST, target).startsWith('..') || !fs.existsSync(target)) {
				problems.push(`${file}: icon file:${icon} does not resolve inside ${DIST}/`);
			}
		}
	}
	if (problems.length) {
		done(new Error(`${DIST}/ is not what ships:\n  ${problems.join('\n  ')}`));
		return;
	}
	done();
}

const buildStatic = series(parallel(copyIcons, copyNodeAssets, copyCredentialAssets), checkDist);

exports.clean = clean;
exports['build:static'] = buildStatic;
exports['check:dist'] = checkDist;
exports.default = buildStatic;
