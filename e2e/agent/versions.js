'use strict';
// The tested n8n versions (scripts/n8n/versions.js) test:agent runs in, one `.ci/run` lane
// `agent:<version>` each: n8n 2.x, whose AI Agent has version 3.1, the one the workflow uses
// (1.x's newest is 3).
const { VERSIONS } = require('../../scripts/n8n/versions');

const AGENT_VERSIONS = VERSIONS.filter((row) => Number(row.n8n.split('.')[0]) >= 2).map(
	(row) => row.n8n,
);

module.exports = { AGENT_VERSIONS };
