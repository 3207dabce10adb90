// ESLint 9 flat config.
//
// The package is `"strict": true` (n8n Cloud eligible), so the published sources
// (nodes/, credentials/, package.json) are linted the way `@n8n/node-cli`'s
// default (`config`, i.e. Cloud-support) ESLint config lints them:
//   - @eslint/js + typescript-eslint recommended for **/*.ts
//   - @n8n/eslint-plugin-community-nodes `recommended` (the Cloud rule set,
//     incl. no-restricted-imports / no-restricted-globals)
//   - eslint-plugin-n8n-nodes-base `community` (package.json),
//     `credentials` (credentials/**) and `nodes` (nodes/**) rule sets, with the
//     same rules switched off as node-cli switches off.
// node-cli additionally runs eslint-plugin-import-x (flat/recommended, TS
// resolver); that plugin is not installed here and is left out.
//
// Dev-only code that is never published (test/, sandbox/, scripts/, bench/, e2e/) gets only
// the @eslint/js + typescript-eslint recommended rules, not the Cloud rules.
import js from '@eslint/js';
import { n8nCommunityNodesPlugin } from '@n8n/eslint-plugin-community-nodes';
import n8nNodesBase from 'eslint-plugin-n8n-nodes-base';
import { defineConfig, globalIgnores } from 'eslint/config';
import tseslint from 'typescript-eslint';

const communityNodesRecommended = n8nCommunityNodesPlugin.configs.recommended;

/** Not part of the published package: no n8n Cloud restrictions here. */
const devOnlyDirs = ['test/**', 'sandbox/**', 'scripts/**', 'bench/**', 'e2e/**'];

/** Node.js globals for the plain JS tooling files (gulpfile, jest config, ...). */
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
	globalIgnores(['dist/**', 'build/**', 'node_modules/**', 'coverage/**', '.n8n-local/**']),

	// Published TypeScript sources: what `n8n-node lint` runs in strict mode.
	{
		files: ['**/*.ts'],
		ignores: devOnlyDirs,
		extends: [js.configs.recommended, tseslint.configs.recommended, communityNodesRecommended],
		rules: {
			'prefer-spread': 'off',
			'no-console': 'error',
		},
	},
	{
		plugins: { 'n8n-nodes-base': n8nNodesBase },
	},
	{
		// Most community-nodes package rules (no-runtime-dependencies,
		// valid-peer-dependencies, no-overrides-field, ...) only fire on
		// package.json. They walk a TSESTree ObjectExpression, so the file is
		// parsed by the typescript-eslint parser (TS parses *.json as JSON).
		files: ['package.json'],
		extends: [communityNodesRecommended],
		rules: {
			...n8nNodesBase.configs.community.rules,
		},
		languageOptions: {
			parser: tseslint.parser,
			parserOptions: {
				extraFileExtensions: ['.json'],
			},
		},
	},
	{
		files: ['credentials/**/*.ts'],
		rules: {
			...n8nNodesBase.configs.credentials.rules,
			// Not valid for community nodes.
			'n8n-nodes-base/cred-class-field-documentation-url-miscased': 'off',
			// @n8n/community-nodes/credential-password-field is the more accurate check.
			'n8n-nodes-base/cred-class-field-type-options-password-missing': 'off',
		},
	},
	{
		files: ['nodes/**/*.ts'],
		rules: {
			...n8nNodesBase.configs.nodes.rules,
			// Inputs/outputs may use NodeConnectionTypes instead of the string "main".
			'n8n-nodes-base/node-class-description-inputs-wrong-regular-node': 'off',
			'n8n-nodes-base/node-class-description-outputs-wrong': 'off',
			// A third-party API can legitimately have a maximum, so maxValue is valid.
			'n8n-nodes-base/node-param-type-options-max-value-present': 'off',
		},
	},

	// Dev-only TypeScript (tests, local sandbox, maintenance scripts).
	{
		files: ['test/**/*.ts', 'sandbox/**/*.ts', 'scripts/**/*.ts', 'bench/**/*.ts', 'e2e/**/*.ts'],
		extends: [js.configs.recommended, tseslint.configs.recommended],
	},

	// Plain JS tooling files (gulpfile.js, jest.config.js, test/setup-env.js, ...).
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
