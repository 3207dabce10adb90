#!/usr/bin/env node
// n8n's community-package scanner (@n8n/scan-community-package), its own config and file
// patterns, on this checkout and on the tarball `npm pack` makes (`npm run lint:packed`, after
// `npm run build`). The scanner itself only scans a package published with npm provenance; its
// two legs are the same lint run here: the source the provenance names (package.json and
// {nodes,credentials}/**/*.{js,ts,json}) and the published files (**/*.js and package.json).
// Every finding counts, warnings too; the last line is `scanner: N findings (source N, packed N)`.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { ESLint } from 'eslint';
import glob from 'fast-glob';
import {
	buildScanConfig,
	SOURCE_FILE_PATTERNS,
} from '@n8n/scan-community-package/scanner/scanner.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** As the scanner's analyzePackage lints, but counting warnings as well as errors. */
async function lint(dir, patterns) {
	const eslint = new ESLint({
		cwd: dir,
		allowInlineConfig: false,
		overrideConfigFile: true,
		overrideConfig: await buildScanConfig(),
	});
	const files = glob.sync(patterns, {
		cwd: dir,
		absolute: true,
		ignore: ['node_modules/**', '**/package-lock.json'],
	});
	const results = await eslint.lintFiles(files);
	const findings = results.reduce((sum, r) => sum + r.errorCount + r.warningCount, 0);
	if (findings > 0) console.log(await (await eslint.loadFormatter('stylish')).format(results));
	return { files: files.length, findings };
}

const work = fs.mkdtempSync(path.join(os.tmpdir(), 'scan-packed-'));
try {
	const [packed] = JSON.parse(
		execFileSync('npm', ['pack', '--json', '--pack-destination', work], {
			cwd: ROOT,
			encoding: 'utf8',
			stdio: ['ignore', 'pipe', 'inherit'],
		}),
	);
	execFileSync('tar', ['xzf', path.join(work, packed.filename), '-C', work]);
	const source = await lint(ROOT, SOURCE_FILE_PATTERNS);
	const tarball = await lint(path.join(work, 'package'), ['**/*.js', 'package.json']);
	console.log(`source: ${source.files} files; packed ${packed.filename}: ${tarball.files} files`);
	console.log(
		`scanner: ${source.findings + tarball.findings} findings (source ${source.findings}, packed ${tarball.findings})`,
	);
	process.exitCode = source.findings + tarball.findings > 0 ? 1 : 0;
} finally {
	fs.rmSync(work, { recursive: true, force: true });
}
