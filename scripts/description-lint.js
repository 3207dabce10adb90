#!/usr/bin/env node
// n8n's node rules on the description n8n sees (`npm run lint:description`, after `npm run build`).
//
// The action node builds its parameters at run time (contract entry + overlay), so `npm run lint`
// only sees the code that builds them. This script:
//   1. loads the built nodes and credentials listed in package.json's "n8n" section from dist/ the
//      way n8n does (the class named like the file; n8n-core's
//      DirectoryLoader.applyDeclarativeNodeOptionParameters, which adds n8n's request options to a
//      declarative node; n8n's poll-times parameter, icon URLs and codex are not added);
//   2. dumps each one to build/description-lint/ (git-ignored), prettier-formatted, in the layout
//      and shape the rules recognise: nodes/<Node>/<Node>.node.ts with
//      `export class <Node> implements INodeType { description: INodeTypeDescription = {...} }`,
//      credentials/<Cred>.credentials.ts with `implements ICredentialType`, the icons beside them
//      as in dist/. Functions inside a description become named stubs (`declare function`);
//      the class's other functions (methods, webhookMethods, poll, ...) become empty methods.
//      Keys whose value is undefined are left out (n8n sends the description as JSON);
//      `inputs`/`outputs` are written `NodeConnectionTypes.X`, as the sources write them;
//   3. runs ESLint over the dump with the rules @n8n/node-cli's default config
//      (eslint.config.mjs) applies to nodes/ and credentials/, taken from that config itself:
//      @n8n/eslint-plugin-community-nodes `recommended` on both, eslint-plugin-n8n-nodes-base
//      `nodes` on nodes/ and `credentials` on credentials/, with node-cli's own "off"s.
//      Left out (LEFT_OUT below): rules about code rather than the description (the dump has no
//      code: stub bodies and one import), rules that only read package.json (`npm run lint`
//      checks package.json), and the code-style sets node-cli adds (@eslint/js,
//      typescript-eslint and import-x recommended). No rule in these sets needs type information;
//   4. prints each finding as `rule: message (resource/operation: parameter path) file:line`,
//      a count per rule and a closing count line; exits 1 when there is any finding (warnings
//      count: `npm run lint` runs with --max-warnings 0), 2 when it could not run.
//
// The dumped files start with `/* eslint-disable */` and `// @ts-nocheck`, for `npm run lint`
// (`eslint .`), which also reaches build/: the blanket disable keeps it off the dump, and
// `@ts-nocheck`, which typescript-eslint's ban-ts-comment always reports there, keeps the disable
// from being "unused" (a warning, fatal under --max-warnings 0). This run lints each file's text
// with the disable line blanked, and ignores inline comments (noInlineConfig).
'use strict';

const fs = require('node:fs');
const path = require('node:path');

const ROOT = path.resolve(__dirname, '..');
const OUT = path.join(ROOT, 'build', 'description-lint');
const PACKAGE = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8'));

/** Rules of the applied sets that are not run on the dump, and why. */
const LEFT_OUT = {
	// About code, not the description: the dump has none (stub bodies, one import).
	'n8n-nodes-base/node-execute-block-double-assertion-for-items': 'code (execute body)',
	'n8n-nodes-base/node-execute-block-error-missing-item-index': 'code (execute body)',
	'n8n-nodes-base/node-execute-block-missing-continue-on-fail': 'code (execute body)',
	'n8n-nodes-base/node-execute-block-wrong-error-thrown': 'code (execute body)',
	'@n8n/community-nodes/missing-paired-item': 'code (execute body)',
	'@n8n/community-nodes/require-node-api-error': 'code (catch blocks)',
	'@n8n/community-nodes/no-silent-error-swallowing': 'code (catch blocks)',
	'@n8n/community-nodes/no-http-request-with-manual-auth': 'code (helper calls)',
	'@n8n/community-nodes/no-dangerous-functions': 'code (calls)',
	'@n8n/community-nodes/no-restricted-globals': 'code (globals)',
	'@n8n/community-nodes/no-restricted-imports': 'code (imports)',
	'@n8n/community-nodes/no-deprecated-workflow-functions': 'code (imports, calls)',
	// Only act on package.json, which `npm run lint` checks.
	'@n8n/community-nodes/ai-node-package-json': 'package.json only',
	'@n8n/community-nodes/n8n-object-validation': 'package.json only',
	'@n8n/community-nodes/package-name-convention': 'package.json only',
	'@n8n/community-nodes/no-dead-files': 'package.json only',
	'@n8n/community-nodes/no-forbidden-lifecycle-scripts': 'package.json only',
	'@n8n/community-nodes/no-overrides-field': 'package.json only',
	'@n8n/community-nodes/no-runtime-dependencies': 'package.json only',
	'@n8n/community-nodes/no-template-placeholders': 'package.json only',
	'@n8n/community-nodes/node-registration-complete': 'package.json only',
	'@n8n/community-nodes/require-files-array': 'package.json only',
	'@n8n/community-nodes/require-homepage': 'package.json only',
	'@n8n/community-nodes/require-version': 'package.json only',
	'@n8n/community-nodes/valid-author': 'package.json only',
	'@n8n/community-nodes/valid-description': 'package.json only',
	'@n8n/community-nodes/valid-peer-dependencies': 'package.json only',
};
const RULE_PREFIXES = ['@n8n/community-nodes/', 'n8n-nodes-base/'];
/** First line of a dumped file, for `npm run lint` only: this run lints the text without it. */
const DISABLE_LINE = '/* eslint-disable */';

const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;
const RESERVED = new Set(
	(
		'break case catch class const continue debugger default delete do else enum export extends ' +
		'false finally for function if import in instanceof new null return super switch this throw ' +
		'true try typeof var void while with yield let static implements interface package private ' +
		'protected public await arguments eval undefined NaN Infinity'
	).split(' '),
);

// ---------------------------------------------------------------------------------------------
// Loading, as n8n does

function loadClassInstance(distFile) {
	const file = path.join(ROOT, distFile);
	if (!fs.existsSync(file)) {
		throw new Error(`${distFile} is missing: run \`npm run build\` first`);
	}
	const [className] = path.basename(distFile).split('.');
	const exported = require(file)[className];
	if (typeof exported !== 'function') {
		throw new Error(`${distFile} exports no class ${className}`);
	}
	return { className, instance: new exported() };
}

/** One entry per file to write: a node (each version of a versioned node) or a credential. */
function loadAll() {
	const { DirectoryLoader } = require('n8n-core');
	const n8n = PACKAGE.n8n ?? {};
	const entries = [];
	for (const distFile of n8n.nodes ?? []) {
		const { className, instance } = loadClassInstance(distFile);
		const dir = path.dirname(distFile).replace(/^dist\//, '');
		if ('nodeVersions' in instance) {
			for (const [version, versionNode] of Object.entries(instance.nodeVersions)) {
				DirectoryLoader.applyDeclarativeNodeOptionParameters(versionNode);
				const v = String(version).replace(/\W/g, '_');
				entries.push({
					kind: 'node',
					className: `${className}V${v}`,
					distFile,
					file: path.join(dir, `v${v}`, `${className}V${v}.node.ts`),
					instance: versionNode,
				});
			}
		} else {
			DirectoryLoader.applyDeclarativeNodeOptionParameters(instance);
			entries.push({
				kind: 'node',
				className,
				distFile,
				file: path.join(dir, `${className}.node.ts`),
				instance,
			});
		}
	}
	for (const distFile of n8n.credentials ?? []) {
		const { className, instance } = loadClassInstance(distFile);
		entries.push({
			kind: 'credential',
			className,
			distFile,
			file: path.join(path.dirname(distFile).replace(/^dist\//, ''), `${className}.credentials.ts`),
			instance,
		});
	}
	return entries;
}

// ---------------------------------------------------------------------------------------------
// Dumping

/** Named stubs for the functions of one file: the same function gets the same name. */
class Stubs {
	constructor() {
		this.byFunction = new Map();
		this.taken = new Set();
	}
	nameOf(fn, keyPath) {
		const known = this.byFunction.get(fn);
		if (known) return known;
		let base = fn.name.replace(/^bound /, '');
		if (!IDENTIFIER.test(base) || RESERVED.has(base)) {
			base = keyPath
				.filter((key) => typeof key === 'string')
				.slice(-3)
				.map((key, i) => {
					const word = key.replace(/[^\w$]/g, '_');
					return i === 0 ? word : word.charAt(0).toUpperCase() + word.slice(1);
				})
				.join('');
			if (!IDENTIFIER.test(base) || RESERVED.has(base)) base = `fn_${base}`;
		}
		let name = base;
		for (let i = 2; this.taken.has(name); i++) name = `${base}${i}`;
		this.taken.add(name);
		this.byFunction.set(fn, name);
		return name;
	}
	declarations() {
		return [...this.byFunction.values()].map(
			(name) => `declare function ${name}(...args: unknown[]): unknown;`,
		);
	}
}

function keyText(key) {
	return IDENTIFIER.test(key) ? key : JSON.stringify(key);
}

function isAsync(fn) {
	return fn.constructor && fn.constructor.name === 'AsyncFunction';
}

/** An empty method standing for a function of the class (not of its description). */
function methodStub(key, fn) {
	return `${isAsync(fn) ? 'async ' : ''}${keyText(key)}() {}`;
}

/**
 * TypeScript source for a value. In the description (`stubs` given), functions become
 * references to named stubs; elsewhere (`stubs` null) they become empty methods.
 */
function literal(value, keyPath, context) {
	const { stubs, seen } = context;
	if (value === null) return 'null';
	switch (typeof value) {
		case 'string':
			return JSON.stringify(value);
		case 'number':
			return Number.isFinite(value)
				? String(value)
				: Number.isNaN(value)
					? 'NaN'
					: value > 0
						? 'Infinity'
						: '-Infinity';
		case 'boolean':
			return String(value);
		case 'undefined':
			return 'undefined';
		case 'bigint':
			return `${value}n`;
		case 'function':
			return stubs
				? stubs.nameOf(value, keyPath)
				: `${isAsync(value) ? 'async ' : ''}function () {}`;
		case 'symbol':
			return 'undefined';
	}
	if (value instanceof RegExp)
		return `new RegExp(${JSON.stringify(value.source)}, ${JSON.stringify(value.flags)})`;
	if (value instanceof Date) return `new Date(${JSON.stringify(value.toISOString())})`;
	if (seen.has(value)) throw new Error(`circular value at ${keyPath.join('.')}`);
	seen.add(value);
	try {
		if (Array.isArray(value)) {
			return `[${value.map((item, i) => literal(item, [...keyPath, i], context)).join(', ')}]`;
		}
		const parts = [];
		for (const [key, item] of Object.entries(value)) {
			if (item === undefined) continue;
			if (typeof item === 'function' && !stubs) {
				parts.push(methodStub(key, item));
			} else {
				parts.push(`${keyText(key)}: ${literal(item, [...keyPath, key], context)}`);
			}
		}
		return `{${parts.join(', ')}}`;
	} finally {
		seen.delete(value);
	}
}

/** `inputs`/`outputs` as the sources write them: NodeConnectionTypes.Main, not 'main'. */
function connectionsLiteral(list, connectionTypeKeys) {
	if (!Array.isArray(list)) return null;
	return `[${list
		.map((item) =>
			typeof item === 'string' && connectionTypeKeys[item]
				? `NodeConnectionTypes.${connectionTypeKeys[item]}`
				: JSON.stringify(item),
		)
		.join(', ')}]`;
}

function descriptionLiteral(description, stubs, connectionTypeKeys) {
	const parts = [];
	for (const [key, item] of Object.entries(description)) {
		if (item === undefined) continue;
		const connections =
			key === 'inputs' || key === 'outputs' ? connectionsLiteral(item, connectionTypeKeys) : null;
		parts.push(
			`${keyText(key)}: ${connections ?? literal(item, ['description', key], { stubs, seen: new Set() })}`,
		);
	}
	return `{${parts.join(', ')}}`;
}

/** Own fields, then prototype methods (poll, webhook, execute, ...), as class members. */
function classMembers(instance) {
	const members = Object.entries(instance).filter(([, value]) => value !== undefined);
	const names = new Set(members.map(([key]) => key));
	for (
		let proto = Object.getPrototypeOf(instance);
		proto && proto !== Object.prototype;
		proto = Object.getPrototypeOf(proto)
	) {
		for (const key of Object.getOwnPropertyNames(proto)) {
			if (key === 'constructor' || names.has(key)) continue;
			const descriptor = Object.getOwnPropertyDescriptor(proto, key);
			if (typeof descriptor.value !== 'function') continue;
			names.add(key);
			members.push([key, descriptor.value]);
		}
	}
	return members;
}

const FIELD_TYPES = {
	node: { description: 'INodeTypeDescription' },
	credential: {
		icon: 'Icon',
		properties: 'INodeProperties[]',
		test: 'ICredentialTestRequest',
		authenticate: 'IAuthenticateGeneric',
	},
};

function dumpSource(entry, connectionTypeKeys) {
	const stubs = new Stubs();
	const fieldTypes = FIELD_TYPES[entry.kind];
	const body = [];
	const usedTypes = [];
	for (const [key, value] of classMembers(entry.instance)) {
		if (typeof value === 'function') {
			body.push(methodStub(key, value));
			continue;
		}
		const type = fieldTypes[key] ? `: ${fieldTypes[key]}` : '';
		if (fieldTypes[key]) usedTypes.push(fieldTypes[key].replace('[]', ''));
		const text =
			entry.kind === 'node' && key === 'description'
				? descriptionLiteral(value, stubs, connectionTypeKeys)
				: literal(value, [key], {
						// A credential's fields are description too; a node's other fields are code.
						stubs: entry.kind === 'credential' ? stubs : null,
						seen: new Set(),
					});
		body.push(`${keyText(key)}${type} = ${text};`);
	}
	const interfaceName = entry.kind === 'node' ? 'INodeType' : 'ICredentialType';
	const types = [interfaceName, ...usedTypes];
	const imports =
		entry.kind === 'node'
			? `import { NodeConnectionTypes, ${types.map((type) => `type ${type}`).join(', ')} } from 'n8n-workflow';`
			: `import type { ${types.join(', ')} } from 'n8n-workflow';`;
	const stubLines = stubs.declarations();
	return [
		DISABLE_LINE,
		'// @ts-nocheck',
		`// Generated by \`npm run lint:description\` (scripts/description-lint.js) from ${entry.distFile}:`,
		"// what n8n loads, dumped for n8n's lint rules. Do not edit; fix the node and run it again.",
		'',
		imports,
		'',
		...(stubLines.length
			? [
					'// Functions of the description, as named stubs (where they are used, not their code).',
					...stubLines,
					'',
				]
			: []),
		`export class ${entry.className} implements ${interfaceName} {`,
		...body,
		'}',
		'',
	].join('\n');
}

/** Copies the `file:` icons a dumped file refers to, so the icon rules find them as in dist/. */
function copyIcons(entry) {
	const owner = entry.kind === 'node' ? entry.instance.description : entry.instance;
	const icon = owner && owner.icon;
	const paths =
		typeof icon === 'string'
			? [icon]
			: icon && typeof icon === 'object'
				? [icon.light, icon.dark]
				: [];
	for (const iconPath of paths) {
		if (typeof iconPath !== 'string' || !iconPath.startsWith('file:')) continue;
		const relative = iconPath.slice('file:'.length);
		const source = path.join(ROOT, path.dirname(entry.distFile), relative);
		const target = path.join(OUT, path.dirname(entry.file), relative);
		if (!target.startsWith(OUT + path.sep) || !fs.existsSync(source)) continue;
		fs.mkdirSync(path.dirname(target), { recursive: true });
		fs.copyFileSync(source, target);
	}
}

async function writeDump(entries) {
	const prettier = require('prettier');
	const { NodeConnectionTypes } = require('n8n-workflow');
	const connectionTypeKeys = Object.fromEntries(
		Object.entries(NodeConnectionTypes).map(([key, value]) => [value, key]),
	);
	fs.rmSync(OUT, { recursive: true, force: true });
	for (const entry of entries) {
		const target = path.join(OUT, entry.file);
		const options = (await prettier.resolveConfig(target)) ?? {};
		entry.source = await prettier.format(dumpSource(entry, connectionTypeKeys), {
			...options,
			parser: 'typescript',
		});
		fs.mkdirSync(path.dirname(target), { recursive: true });
		fs.writeFileSync(target, entry.source);
		copyIcons(entry);
	}
}

// ---------------------------------------------------------------------------------------------
// Linting

/** The rules node-cli's default config applies to nodes/ and credentials/, and their plugins. */
function ruleSets() {
	const { config } = require('@n8n/node-cli/eslint');
	const plugins = {};
	const everyTs = {};
	const byDir = { nodes: {}, credentials: {} };
	for (const block of config) {
		for (const [name, plugin] of Object.entries(block.plugins ?? {})) {
			if (RULE_PREFIXES.some((prefix) => prefix.startsWith(`${name}/`))) plugins[name] = plugin;
		}
		const files = block.files ?? [];
		const target = files.includes('**/*.ts')
			? everyTs
			: files.includes('./nodes/**/*.ts')
				? byDir.nodes
				: files.includes('./credentials/**/*.ts')
					? byDir.credentials
					: null;
		if (!target) continue;
		for (const [rule, setting] of Object.entries(block.rules ?? {})) {
			if (RULE_PREFIXES.some((prefix) => rule.startsWith(prefix))) target[rule] = setting;
		}
	}
	const applied = {};
	const leftOut = new Set();
	for (const dir of ['nodes', 'credentials']) {
		applied[dir] = {};
		for (const [rule, setting] of Object.entries({ ...everyTs, ...byDir[dir] })) {
			const severity = Array.isArray(setting) ? setting[0] : setting;
			if (severity === 'off' || severity === 0) continue;
			if (LEFT_OUT[rule]) {
				leftOut.add(rule);
				continue;
			}
			applied[dir][rule] = setting;
		}
	}
	if (!Object.keys(plugins).length || !Object.keys(applied.nodes).length) {
		throw new Error("found none of n8n's node rules in @n8n/node-cli's eslint config");
	}
	for (const name of Object.keys(LEFT_OUT)) {
		if (!leftOut.has(name))
			console.warn(`description-lint: LEFT_OUT names ${name}, which node-cli does not apply`);
	}
	return { plugins, applied };
}

async function lint(entries) {
	const { ESLint } = require('eslint');
	const tseslint = require('typescript-eslint');
	const { plugins, applied } = ruleSets();
	const eslint = new ESLint({
		cwd: OUT,
		overrideConfigFile: true,
		overrideConfig: [
			{
				files: ['**/*.ts'],
				plugins,
				languageOptions: { parser: tseslint.parser },
				linterOptions: { noInlineConfig: true, reportUnusedDisableDirectives: 'off' },
			},
			{ files: ['nodes/**/*.ts'], rules: applied.nodes },
			{ files: ['credentials/**/*.ts'], rules: applied.credentials },
		],
	});
	const results = [];
	for (const entry of entries) {
		const text = entry.source.startsWith(`${DISABLE_LINE}\n`)
			? entry.source.slice(DISABLE_LINE.length)
			: entry.source;
		results.push(...(await eslint.lintText(text, { filePath: path.join(OUT, entry.file) })));
	}
	const counts = {
		nodes: Object.keys(applied.nodes).length,
		credentials: Object.keys(applied.credentials).length,
	};
	return { results, counts };
}

// ---------------------------------------------------------------------------------------------
// Reporting: from a finding's position in the dump back to the parameter

/** The key path (['description', 'properties', 12, 'options', 3]) at an offset of the dump. */
function keyPathAt(ast, offset) {
	const inside = (node) => node && node.range[0] <= offset && offset < node.range[1];
	const cls = ast.body
		.map((statement) =>
			statement.type === 'ExportNamedDeclaration' ? statement.declaration : statement,
		)
		.find((statement) => statement && statement.type === 'ClassDeclaration' && inside(statement));
	if (!cls) return [];
	const member = cls.body.body.find(inside);
	if (!member || !member.key) return [];
	const keyPath = [member.key.name ?? member.key.value];
	let node = member.value;
	while (node && inside(node)) {
		if (node.type === 'ObjectExpression') {
			const property = node.properties.find(inside);
			if (!property || property.type !== 'Property') break;
			keyPath.push(
				property.key.type === 'Identifier' ? property.key.name : String(property.key.value),
			);
			node = property.value;
		} else if (node.type === 'ArrayExpression') {
			const index = node.elements.findIndex(inside);
			if (index === -1) break;
			keyPath.push(index);
			node = node.elements[index];
		} else {
			break;
		}
	}
	return keyPath;
}

const isObject = (value) => value !== null && typeof value === 'object' && !Array.isArray(value);
const isParameter = (value) =>
	isObject(value) && 'name' in value && 'type' in value && 'displayName' in value;
const isOption = (value) => isObject(value) && 'name' in value && 'value' in value;
const isSection = (value) => isObject(value) && 'name' in value && Array.isArray(value.values);

function listed(values) {
	if (values === undefined) return '';
	const list = (Array.isArray(values) ? values : [values]).map(String);
	return list.length > 1 ? `{${list.join(',')}}` : list.join('');
}

/**
 * The objects of the parameter n8n-core adds to a declarative node (request options: batching,
 * SSL, proxy, timeout). applyDeclarativeNodeOptionParameters puts these very objects in the
 * node's description, so a finding inside one of them is n8n's, not the node's.
 */
function n8nCoreObjects() {
	const { DirectoryLoader } = require('n8n-core');
	const probe = { description: { properties: [] } };
	DirectoryLoader.applyDeclarativeNodeOptionParameters(probe);
	const added = probe.description.properties[0];
	const objects = new Set();
	const visit = (value) => {
		if (value === null || typeof value !== 'object' || objects.has(value)) return;
		objects.add(value);
		Object.values(value).forEach(visit);
	};
	visit(added);
	return { objects, name: added.name };
}

/**
 * Where a key path points, in words: "document/upload: additionalFields.sortBy, at description";
 * `n8nCore` when that place is a parameter n8n-core added, not the node.
 */
function describeKeyPath(entry, keyPath, n8nCore) {
	let base = entry.instance;
	let rest = keyPath;
	let scope = '';
	if (
		entry.kind === 'node' &&
		keyPath[0] === 'description' &&
		keyPath[1] === 'properties' &&
		typeof keyPath[2] === 'number'
	) {
		base = entry.instance.description.properties;
		rest = keyPath.slice(2);
	} else if (
		entry.kind === 'credential' &&
		keyPath[0] === 'properties' &&
		typeof keyPath[1] === 'number'
	) {
		base = entry.instance.properties;
		rest = keyPath.slice(1);
	} else {
		scope = entry.kind === 'node' ? 'node' : 'credential';
	}
	if (scope) {
		const shown = keyPath.filter((key, i) => !(i === 0 && key === 'description'));
		const text = shown.map((key) => (typeof key === 'number' ? `[${key}]` : key)).join('.');
		return { text: `${scope}: ${text.replace(/\.\[/g, '[') || 'class'}`, n8nCore: false };
	}
	const top = base[rest[0]];
	const show = (top && top.displayOptions && top.displayOptions.show) || {};
	let resource = listed(show.resource);
	let operation = listed(show.operation);
	const names = [];
	let trailing = [];
	let innermost = top;
	let value = base;
	for (let i = 0; i < rest.length; i++) {
		const key = rest[i];
		value = value == null ? undefined : value[key];
		if (typeof key === 'number' && (isParameter(value) || isOption(value) || isSection(value))) {
			innermost = value;
		}
		if (typeof key === 'number' && isParameter(value)) {
			names.push(value.name);
			trailing = [];
		} else if (typeof key === 'number' && isOption(value)) {
			names.push(`[${String(value.value)}]`);
			if (i === 2 && top.name === 'operation') operation = String(value.value);
			if (i === 2 && top.name === 'resource') resource = String(value.value);
			trailing = [];
		} else if (typeof key === 'number' && isSection(value)) {
			names.push(value.name);
			trailing = [];
		} else if (typeof key === 'number') {
			trailing.push(`[${key}]`);
		} else if (!(key === 'options' || key === 'values') || trailing.length) {
			trailing.push(key);
		}
	}
	const where = [resource, operation].filter(Boolean).join('/');
	const name = names.join('.').replace(/\.\[/g, '[');
	const at = trailing.length ? `, at ${trailing.join('.').replace(/\.\[/g, '[')}` : '';
	const fromN8nCore =
		entry.kind === 'node' &&
		(n8nCore.objects.has(innermost) || (innermost === top && top && top.name === n8nCore.name));
	return { text: `${where ? `${where}: ` : ''}${name}${at}`, n8nCore: fromN8nCore };
}

function lineOffsets(text) {
	const offsets = [0];
	for (let i = 0; i < text.length; i++) if (text[i] === '\n') offsets.push(i + 1);
	return offsets;
}

async function main() {
	const started = Date.now();
	let entries;
	try {
		entries = loadAll();
		await writeDump(entries);
	} catch (error) {
		console.error(`description-lint: ${error.message}`);
		process.exit(2);
	}
	const { results, counts } = await lint(entries);
	const tseslint = require('typescript-eslint');
	const byFile = new Map(entries.map((entry) => [path.join(OUT, entry.file), entry]));
	const n8nCore = n8nCoreObjects();
	const findings = [];
	const n8nCoreFindings = [];
	for (const result of results) {
		const entry = byFile.get(result.filePath);
		const { ast } = tseslint.parser.parseForESLint(entry.source, { range: true, loc: true });
		const offsets = lineOffsets(entry.source);
		for (const message of result.messages) {
			const rule = message.ruleId ?? 'eslint';
			const offset = (offsets[message.line - 1] ?? 0) + Math.max(0, (message.column ?? 1) - 1);
			const where =
				message.line > 1
					? describeKeyPath(entry, keyPathAt(ast, offset), n8nCore)
					: { text: `file ${path.basename(entry.file)}`, n8nCore: false };
			const text = message.message
				.replace(/\s*\[autofixable\]/g, '')
				.replace(/\s+/g, ' ')
				.trim();
			const warning = message.severity === 1 ? ' [warning]' : '';
			const line = `${rule}: ${text} (${where.text})${warning}  ${path.relative(ROOT, result.filePath)}:${message.line}`;
			(where.n8nCore ? n8nCoreFindings : findings).push({ rule, line });
		}
	}
	for (const finding of findings) console.log(finding.line);
	if (n8nCoreFindings.length) {
		console.log('\nIn the request options n8n-core adds to every declarative node (not counted):');
		for (const finding of n8nCoreFindings) console.log(`  ${finding.line}`);
	}
	const perRule = new Map();
	for (const { rule } of findings) perRule.set(rule, (perRule.get(rule) ?? 0) + 1);
	if (perRule.size) {
		console.log('\nFindings by rule:');
		const sorted = [...perRule].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
		for (const [rule, count] of sorted) console.log(`${String(count).padStart(5)}  ${rule}`);
	}
	const nodes = entries.filter((entry) => entry.kind === 'node').length;
	const credentials = entries.length - nodes;
	const seconds = ((Date.now() - started) / 1000).toFixed(1);
	console.log(
		`description-lint: ${findings.length} finding${findings.length === 1 ? '' : 's'} ` +
			`(${nodes} node description${nodes === 1 ? '' : 's'}, ${credentials} credential${credentials === 1 ? '' : 's'}; ` +
			`${counts.nodes} rules on nodes, ${counts.credentials} on credentials; ` +
			`dump in ${path.relative(ROOT, OUT)}/; ${seconds} s)`,
	);
	process.exitCode = findings.length ? 1 : 0;
}

main().catch((error) => {
	console.error(error);
	process.exit(2);
});
