'use strict';
// jest globalTeardown: on a full run, prints how many of the node's operations the tests ran
// without an error and which they left out (and, with REQUIRE_ALL_OPERATIONS=1, fails the run when
// any). A targeted run (a file, a pattern, -t, --onlyChanged, a shard) prints nothing: most
// operations are left out by design there, and the list would bury the failures.
const { readdirSync, readFileSync, rmSync } = require('node:fs');
const { join } = require('node:path');

/** Every test file and every test: no path, name, changed-files or shard selection. */
const isFullRun = (config) =>
	!config.testPathPattern &&
	!config.testNamePattern &&
	!config.onlyChanged &&
	!config.findRelatedTests &&
	!config.onlyFailures &&
	!config.shard;

module.exports = async (globalConfig) => {
	const folder = process.env.EXERCISED_OPERATIONS_DIR;
	if (!folder) return;
	const lines = (file) => readFileSync(join(folder, file), 'utf8').split('\n').filter(Boolean);
	const files = readdirSync(folder);
	const ran = new Set(files.filter((file) => file.startsWith('ran-')).flatMap(lines));
	const all = files.includes('all-operations') ? lines('all-operations') : [];
	rmSync(folder, { recursive: true, force: true });
	if (all.length === 0 || !isFullRun(globalConfig)) return;
	const missing = all.filter((operation) => !ran.has(operation));
	console.log(
		`\nOperations exercised through the engine: ${all.length - missing.length}/${all.length}`,
	);
	if (missing.length)
		console.log(
			`Not exercised (${missing.length}): ${missing.slice(0, 20).join(', ')}${missing.length > 20 ? ', …' : ''}`,
		);
	if (missing.length && process.env.REQUIRE_ALL_OPERATIONS === '1') {
		throw new Error(`${missing.length} operations were not exercised by the tests`);
	}
};
