/* eslint-disable @n8n/community-nodes/no-restricted-imports -- dev-only code (the description generator), never published; eslint.dev.config.mjs lints it */
/**
 * What `npm run generate` changes in what each version shows a saved workflow: operations, fields
 * (by resource, operation and name), their types, option values and defaults. The committed files
 * are read as they are before the run (transpiled and evaluated here: the build of the generator
 * must not depend on files the run is about to write), and compared with the new descriptions.
 * A removed operation or field, or a type, option value or default changed, in a version that
 * existed before, changes what saved workflows of that version do: the report says so.
 */
import fs from 'node:fs';
import path from 'node:path';
import vm from 'node:vm';
import * as n8nWorkflow from 'n8n-workflow';
import type { INodeProperties, INodePropertyOptions } from 'n8n-workflow';
import ts from 'typescript';

import * as hooks from '../nodes/DocumentProcessing/routingHooks';
import type { NodeVersion } from '../nodes/DocumentProcessing/resources/versions';

type Module = Record<string, unknown>;

/** Evaluates a committed generated file with the modules it imports. */
function evaluate(file: string, modules: Record<string, Module>): Module {
	const { outputText } = ts.transpileModule(fs.readFileSync(file, 'utf8'), {
		compilerOptions: { module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2022 },
	});
	const exports: Module = {};
	const load = (name: string) => {
		if (name in modules) return modules[name];
		throw new Error(`${path.basename(file)} imports ${name}, which the change report cannot read`);
	};
	// The generated files are data and imports only: no globals beyond `exports` and `require`.
	vm.runInNewContext(outputText, { exports, require: load }, { filename: file });
	return exports;
}

/** The properties each committed version file shows (versions without a file are left out). */
export function committedProperties(
	versionFile: (version: NodeVersion) => string,
	parametersFile: string,
	versions: readonly NodeVersion[],
): Map<NodeVersion, INodeProperties[]> {
	const committed = new Map<NodeVersion, INodeProperties[]>();
	if (!fs.existsSync(parametersFile)) return committed;
	const common = { 'n8n-workflow': n8nWorkflow as unknown as Module, '../routingHooks': hooks };
	let parameters: Module;
	try {
		parameters = evaluate(parametersFile, common);
	} catch {
		return committed; // From before this report could read it: nothing to compare.
	}
	// A version file may name the one before (generate.ts, differenceSource).
	const loadedVersions: Record<string, Module> = {};
	for (const version of versions) {
		const file = versionFile(version);
		if (!fs.existsSync(file)) continue;
		const loaded = evaluate(file, { ...common, './parameters': parameters, ...loadedVersions });
		loadedVersions[`./version${version}`] = loaded;
		const description = loaded[`version${version}`] as { properties: INodeProperties[] };
		// A file that names a shared field parameters.ts no longer has (both sides of a merge
		// taken apart): not comparable, reported as unread.
		if (description.properties.some((property) => property === undefined)) continue;
		committed.set(version, description.properties);
	}
	return committed;
}

/** `resource:operation` → what a saved workflow relies on, one line per field. */
type Summary = Map<string, string>;

/**
 * A field as lines of the summary: its type and default under `key`, each value of a list under
 * `key = "value"`, each field a collection holds under `key.name` (its groups' too), so an option
 * or an inner field added is an addition, and one removed or changed is a change.
 */
function addField(summary: Summary, key: string, property: INodeProperties): void {
	const line = `${property.type} = ${JSON.stringify(property.default)}`;
	summary.set(key, summary.has(key) ? `${summary.get(key)} | ${line}` : line);
	for (const option of (property.options ?? []) as Array<
		INodeProperties | INodePropertyOptions | { name: string; values: INodeProperties[] }
	>) {
		if ('values' in option)
			for (const inner of option.values)
				addField(summary, `${key}.${option.name}.${inner.name}`, inner);
		else if ('type' in option) addField(summary, `${key}.${option.name}`, option);
		else summary.set(`${key} = ${JSON.stringify((option as INodePropertyOptions).value)}`, '');
	}
}

function summaryOf(properties: INodeProperties[]): Summary {
	const summary: Summary = new Map();
	// A field shown for several resources and operations is listed for the pairs that exist.
	const pairs = new Set(
		properties
			.filter((property) => property.name === 'operation')
			.flatMap((property) =>
				(property.options as INodePropertyOptions[]).map(
					(option) =>
						`${String(property.displayOptions?.show?.resource?.[0])}:${String(option.value)}`,
				),
			),
	);
	for (const property of properties) {
		if (property.name === 'operation') {
			const resource = String(property.displayOptions?.show?.resource?.[0]);
			for (const option of property.options as INodePropertyOptions[])
				summary.set(`operation ${resource}:${String(option.value)}`, '');
			continue;
		}
		if (property.name === 'resource') continue;
		const show = property.displayOptions?.show ?? {};
		const others = Object.entries(show)
			.filter(([name]) => name !== 'resource' && name !== 'operation')
			.map(([name, values]) => `${name}=${JSON.stringify(values)}`);
		const where = (show.resource ?? ['any'])
			.flatMap((resource) =>
				(show.operation ?? ['any']).map((operation) => `${String(resource)}:${String(operation)}`),
			)
			.filter((pair) => pair.includes('any') || pairs.has(pair));
		for (const at of where) {
			addField(
				summary,
				`field ${at} ${property.name}${others.length ? ` (when ${others.join(', ')})` : ''}`,
				property,
			);
		}
	}
	return summary;
}

/** One version's changes, as lines; `breaking` those that change what saved workflows do. */
function changesOf(before: Summary, after: Summary): { lines: string[]; breaking: string[] } {
	const lines: string[] = [];
	const breaking: string[] = [];
	for (const [key, value] of after)
		if (!before.has(key)) lines.push(`+ ${key}${value ? `: ${value}` : ''}`);
	for (const [key, value] of before) {
		if (!after.has(key)) {
			lines.push(`- ${key}`);
			breaking.push(`- ${key}`);
		} else if (after.get(key) !== value) {
			const line = `~ ${key}: ${value} → ${after.get(key)}`;
			lines.push(line);
			breaking.push(line);
		}
	}
	return { lines, breaking };
}

/** The report `npm run generate` prints: per version, or per run of versions changed alike. */
export function changeReport(
	committed: Map<NodeVersion, INodeProperties[]>,
	generated: Map<NodeVersion, INodeProperties[]>,
	/** The versions that had a file before the run. */
	existed: ReadonlySet<NodeVersion>,
): string[] {
	const groups: Array<{ versions: NodeVersion[]; text: string }> = [];
	const versions = [...generated.keys()];
	for (const [index, version] of versions.entries()) {
		const properties = generated.get(version)!;
		const before = committed.get(version);
		const previous = index > 0 ? generated.get(versions[index - 1]) : undefined;
		let text: string;
		if (!before && existed.has(version)) {
			text = `  the committed file could not be read with parameters.ts (after a merge?): review its diff`;
		} else if (!before) {
			// A new version: what it changes against the one before, which is its reason to exist.
			const { lines } = changesOf(summaryOf(previous ?? []), summaryOf(properties));
			text = [
				`  new version (no saved workflow has it yet); against version ${versions[index - 1] ?? '-'}:`,
				...lines.map((line) => `  ${line}`),
			].join('\n');
		} else {
			const { lines, breaking } = changesOf(summaryOf(before), summaryOf(properties));
			if (lines.length === 0) continue;
			text = [
				breaking.length
					? `  CHANGES SAVED WORKFLOWS (${breaking.length}): a removed or changed operation, field, type, option or default belongs in a new version`
					: '  saved workflows unchanged: only additions',
				...lines.map((line) => `  ${line}`),
			].join('\n');
		}
		const same = groups.find((group) => group.text === text);
		if (same) same.versions.push(version);
		else groups.push({ versions: [version], text });
	}
	if (groups.length === 0) return ['what saved workflows see: no version changed'];
	return groups.map(
		({ versions, text }) =>
			`${versions.length > 1 ? `versions ${versions.join(', ')}` : `version ${versions[0]}`}:\n${text}`,
	);
}
