'use strict';

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
		'^.+\\.ts$': ['ts-jest', { tsconfig: { isolatedModules: true } }],
	},
	// Sets N8N_USER_FOLDER to a fresh temp dir and disables n8n diagnostics
	// before any test module (and thus n8n-core) is loaded.
	setupFiles: ['<rootDir>/test/setup-env.js'],
	// Counts the operations the tests ran through the engine (see test/support/exercised.ts).
	globalSetup: '<rootDir>/test/support/exercisedSetup.js',
	globalTeardown: '<rootDir>/test/support/exercisedReport.js',
	testTimeout: 30000,
};
