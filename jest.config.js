'use strict';

const { availableParallelism } = require('node:os');

/** @type {import('jest').Config} */
module.exports = {
	// N8N_CORE_MODULES (set by scripts/test-core.js): another n8n-core for the whole run.
	...(process.env.N8N_CORE_MODULES
		? { resolver: '<rootDir>/test/support/n8nCoreResolver.js' }
		: {}),
	preset: 'ts-jest',
	testEnvironment: 'node',
	roots: ['<rootDir>/test', '<rootDir>/sandbox'],
	testMatch: ['**/*.test.ts'],
	transform: {
		// Transpile only (no type checking; `npm run typecheck` does that).
		// `isolatedModules` is set as a compiler option on top of tsconfig.json:
		// ts-jest 29.4 deprecates its own top-level `isolatedModules` option in
		// favour of this and switches to ts.transpileModule either way.
		// `sourceMap` on top too: tsconfig.json has it off for the published build, and without it a
		// failure points at the line of the transpiled code, not of the test (issue 41).
		'^.+\\.ts$': ['ts-jest', { tsconfig: { isolatedModules: true, sourceMap: true } }],
	},
	// Sets N8N_USER_FOLDER to a fresh temp dir and disables n8n diagnostics
	// before any test module (and thus n8n-core) is loaded.
	setupFiles: ['<rootDir>/test/setup-env.js'],
	// Counts the operations the tests ran through the engine (see test/support/exercised.ts).
	globalSetup: '<rootDir>/test/support/exercisedSetup.js',
	globalTeardown: '<rootDir>/test/support/exercisedReport.js',
	testTimeout: 30000,
	// A worker per core, at least 2 (jest's default is one fewer than the cores: on 2 cores, one
	// file at a time). The suites wait on the sandbox's sockets and the pace's real seconds more
	// than they compute: on 2 quiet cores 2 workers ran the whole suite in 88 s, 3 in 70 to 76 s
	// (their timing checks then compete with each other), 1 in 214 to 242 s.
	maxWorkers: Math.max(2, availableParallelism()),
};
