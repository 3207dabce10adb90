// ESLint config for the dev-only code that is never published: test/, sandbox/, bench/, generator/,
// scripts/, e2e/ and the tooling files at the root (gulpfile.js, jest.config.js, ...).
//
//   npm run lint:dev   (eslint -c eslint.dev.config.mjs on those paths; part of `npm run lint`)
//
// The published sources (nodes/, credentials/, contract/, package.json) are linted by
// eslint.config.mjs, which must stay byte-for-byte the default of @n8n/node-cli
// (`n8n-node lint` refuses anything else in strict mode). That default puts the n8n Cloud
// rules on every **/*.ts in the repository; dev-only code gets these rules instead:
//   - TypeScript: @eslint/js + typescript-eslint recommended (no Cloud rules);
//   - plain JS: @eslint/js recommended with Node's globals.
import js from '@eslint/js';
import { n8nCommunityNodesPlugin } from '@n8n/eslint-plugin-community-nodes';
import { defineConfig, globalIgnores } from 'eslint/config';
import tseslint from 'typescript-eslint';

/** Node.js globals for the plain JS tooling files. */
const nodeGlobals = {
	process: 'readonly',
	console: 'readonly',
	Buffer: 'readonly',
	__dirname: 'readonly',
	__filename: 'readonly',
	setTimeout: 'readonly',
	clearTimeout: 'readonly',
	setInterval: 'readonly',
	clearInterval: 'readonly',
	setImmediate: 'readonly',
	clearImmediate: 'readonly',
	queueMicrotask: 'readonly',
	structuredClone: 'readonly',
	URL: 'readonly',
	URLSearchParams: 'readonly',
	AbortController: 'readonly',
	TextEncoder: 'readonly',
	TextDecoder: 'readonly',
	fetch: 'readonly',
};

export default defineConfig(
	globalIgnores([
		'dist/',
		'build/',
		'coverage/',
		'.n8n-local/',
		'.queue-test/',
		'bench/.deps/',
		// Published code: eslint.config.mjs (n8n-node lint) lints it.
		'nodes/',
		'credentials/',
		'contract/',
	]),

	{
		files: ['**/*.ts'],
		extends: [js.configs.recommended, tseslint.configs.recommended],
		// Registered, not enabled: a dev file may name a Cloud rule in an eslint-disable
		// comment (for the default config's run, which also lints every *.ts) without this
		// run failing on an unknown rule. The default config's run reports such comments
		// when they are unused, so this one does not.
		plugins: { '@n8n/community-nodes': n8nCommunityNodesPlugin },
		linterOptions: { reportUnusedDisableDirectives: 'off' },
	},
	{
		files: ['**/*.js', '**/*.cjs'],
		extends: [js.configs.recommended],
		languageOptions: {
			sourceType: 'commonjs',
			globals: nodeGlobals,
		},
	},
	{
		files: ['**/*.mjs'],
		extends: [js.configs.recommended],
		languageOptions: {
			sourceType: 'module',
			globals: nodeGlobals,
		},
	},
);
