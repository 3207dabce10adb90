'use strict';
// The n8n versions this package is tested with (`npm run test:compat`, `npm run test:core`), and
// what each needs to install from this registry. One row per version; install.js and common.js
// read nothing else about a version. The newest row is what `npm start` and `npm run test:e2e`
// use unless N8N_VERSION names another.
//
//   node         the Node.js version n8n runs on: an exact version is taken from the npm package
//                `node@<version>` (installed into the cache, see node.js); `undefined` is the Node
//                running the scripts, which must lie in `nodeRange` (n8n's engines).
//   core         the n8n-core / n8n-workflow this n8n ships: the jest harness runs against them.
//   folder       the install folder under the cache root.
//   dependencies, overrides   added to the install folder's package.json (pins this registry needs).
//   ignoreScripts, rebuild    install with lifecycle scripts off, then `npm rebuild <rebuild>` only.
const VERSIONS = [
	{
		n8n: '1.123.81',
		// isolated-vm 6.2 (n8n-workflow 1.120's expression runtime) does not build on Node 20.
		node: '22.23.3',
		core: { 'n8n-core': '1.122.48', 'n8n-workflow': '1.120.31' },
		folder: 'n8n-1.123.81',
		dependencies: {},
		overrides: {
			// n8n-nodes-base points at a tarball URL (cdn.sheetjs.com) that cannot be reached.
			xlsx: '0.18.5',
			// The newest checkpoint on the registry wants a newer @langchain/core than n8n's and
			// breaks `n8n start` (ERR_PACKAGE_PATH_NOT_EXPORTED '@langchain/core/utils/uuid').
			'@langchain/langgraph-checkpoint': '1.0.1',
		},
	},
	{
		n8n: '2.8.4',
		node: undefined,
		nodeRange: { min: [20, 19], maxMajor: 24 },
		core: { 'n8n-core': '2.8.1', 'n8n-workflow': '2.8.0' },
		// The folder name of the releases before the version table: existing caches stay valid.
		folder: 'n8n-local',
		dependencies: {
			// Otherwise an ancient @opentelemetry/core is hoisted and n8n's DB init crashes
			// ("Class extends value undefined").
			'@opentelemetry/core': '^2.1.0',
			'@opentelemetry/api': '1.9.0',
		},
		overrides: {
			xlsx: '0.18.5',
			// @langchain/langgraph 1.0.2 takes any checkpoint ^1.0.0; see 1.123.81.
			'@langchain/langgraph-checkpoint': '1.0.1',
		},
	},
	{
		n8n: '2.41.1',
		// engines: node >=24.
		node: '24.21.0',
		core: { 'n8n-core': '2.41.1', 'n8n-workflow': '2.41.0' },
		folder: 'n8n-2.41.1',
		dependencies: {},
		overrides: {},
		// Its Kafka client's native build downloads sources, which fails here; only the native
		// modules n8n's other installs build are built (against the headers the node@24 package
		// ships). ssh2 and cpu-features too: without ssh2's native crypto the SSH node encrypts in
		// JavaScript, and archived a 500-mail backlog's files 10 times slower than n8n 2.8.4 here.
		ignoreScripts: true,
		rebuild: ['sqlite3', 'isolated-vm', 'ssh2', 'cpu-features'],
	},
];

const NEWEST = VERSIONS[VERSIONS.length - 1].n8n;

/** The row of `version` (an exact version, or a prefix such as `1.123`, `2.8` or `1`). */
function findVersion(version) {
	const wanted = String(version).trim();
	const row =
		VERSIONS.find((candidate) => candidate.n8n === wanted) ??
		[...VERSIONS].reverse().find((candidate) => candidate.n8n.startsWith(`${wanted}.`));
	if (!row) {
		throw new Error(
			`n8n ${wanted} is not among the tested versions (${VERSIONS.map((candidate) => candidate.n8n).join(', ')})`,
		);
	}
	return row;
}

/** The version scripts use: N8N_VERSION if set, else the newest. */
function selectedVersion(env = process.env) {
	return findVersion(env.N8N_VERSION || NEWEST);
}

module.exports = { VERSIONS, NEWEST, findVersion, selectedVersion };
