'use strict';

// Copies the non-TypeScript assets that `tsc` does not emit into `dist/`,
// keeping each file's path relative to the repository root:
//
//   icons/documentProcessing.svg                         -> dist/icons/documentProcessing.svg
//   nodes/DocumentProcessing/DocumentProcessing.node.json -> dist/nodes/DocumentProcessing/DocumentProcessing.node.json
//   credentials/foo.svg                                  -> dist/credentials/foo.svg
//
// Nodes reference their icons as `file:../../icons/<name>.svg` (credentials as
// `file:../icons/<name>.svg`), so `dist/icons/` must mirror `icons/`.

const { src, dest, parallel } = require('gulp');

// gulp 5 reads files as UTF-8 by default, which corrupts binary files such as
// PNG icons; `encoding: false` keeps the bytes as they are.
const copyOptions = { base: '.', encoding: false, allowEmpty: true };

function copyIcons() {
	return src('icons/**/*.svg', copyOptions).pipe(dest('dist'));
}

function copyNodeAssets() {
	return src('nodes/**/*.{png,svg,json}', copyOptions).pipe(dest('dist'));
}

function copyCredentialAssets() {
	return src('credentials/**/*.{png,svg}', copyOptions).pipe(dest('dist'));
}

const buildStatic = parallel(copyIcons, copyNodeAssets, copyCredentialAssets);

exports['build:static'] = buildStatic;
exports.default = buildStatic;
