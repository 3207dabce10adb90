'use strict';
// jest globalSetup: a fresh folder where test workers note the operations they ran.
const { mkdtempSync } = require('node:fs');
const { tmpdir } = require('node:os');
const { join } = require('node:path');

module.exports = async () => {
	process.env.EXERCISED_OPERATIONS_DIR = mkdtempSync(join(tmpdir(), 'exercised-operations-'));
};
