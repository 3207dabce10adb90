'use strict';
// jest globalTeardown: prints how many of the node's operations the tests ran without an error,
// and fails the run when a full run left any out. Partial runs (a file or a pattern) only print.
const { readdirSync, readFileSync, rmSync } = require('node:fs');
const { join } = require('node:path');

module.exports = async (globalConfig) => {
	const folder = process.env.EXERCISED_OPERATIONS_DIR;
	if (!folder) return;
	const lines = (file) => readFileSync(join(folder, file), 'utf8').split('\n').filter(Boolean);
	const files = readdirSync(folder);
	const ran = new Set(files.filter((file) => file.startsWith('ran-')).flatMap(lines));
	const all = files.includes('all-operations') ? lines('all-operations') : [];
	rmSync(folder, { recursive: true, force: true });
	if (all.length === 0) return;
	const missing = all.filter((operation) => !ran.has(operation));
	console.log(
		`\nOperations exercised through the engine: ${all.length - missing.length}/${all.length}`,
	);
	if (missing.length)
		console.log(
			`Not exercised (${missing.length}): ${missing.slice(0, 20).join(', ')}${missing.length > 20 ? ', …' : ''}`,
		);
	const fullRun = !globalConfig.testPathPattern && !globalConfig.testNamePattern;
	if (fullRun && missing.length && process.env.REQUIRE_ALL_OPERATIONS === '1') {
		throw new Error(`${missing.length} operations were not exercised by the tests`);
	}
};
