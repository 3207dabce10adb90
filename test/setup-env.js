'use strict';

// Jest `setupFiles` entry: runs in every test file's environment before the
// test module is loaded. n8n-core's InstanceSettings writes an encryption key
// to `<N8N_USER_FOLDER>/.n8n/config`; point it at a fresh temp dir so tests
// never touch ~/.n8n or share state with another run.
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');

process.env.N8N_USER_FOLDER = fs.mkdtempSync(path.join(os.tmpdir(), 'n8n-test-'));
process.env.N8N_DIAGNOSTICS_ENABLED = 'false';
// n8n-core 1.122 warns on every suite that the temp config file's mode is "too wide".
process.env.N8N_ENFORCE_SETTINGS_FILE_PERMISSIONS = 'false';
