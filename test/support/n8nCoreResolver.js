'use strict';
// Jest resolver for scripts/test-core.js: with N8N_CORE_MODULES (a node_modules folder holding
// another n8n-core and its n8n-workflow), n8n-core, n8n-workflow and n8n's @n8n/* packages are
// resolved there, wherever the require comes from (the nodes, the tests, n8n-core itself), with
// each package's own `exports`; one copy of each is loaded. Anything else resolves as usual.
const fs = require('node:fs');
const path = require('node:path');

const MODULES = process.env.N8N_CORE_MODULES;
const N8N_PACKAGE = /^(n8n-core|n8n-workflow|@n8n\/[^/]+)(\/|$)/;

module.exports = (request, options) => {
	const match = MODULES && N8N_PACKAGE.exec(request);
	if (match && fs.existsSync(path.join(MODULES, match[1], 'package.json'))) {
		return options.defaultResolver(request, { ...options, basedir: path.dirname(MODULES) });
	}
	return options.defaultResolver(request, options);
};
