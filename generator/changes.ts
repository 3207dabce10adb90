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
	for (const version of versions) {
		const file = versionFile(version);
		if (!fs.existsSync(file)) continue;
		const loaded = evaluate(file, { ...common, './parameters': parameters });
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

/** A field's type, option values and default (and those of what it holds), as one line. */
function shape(property: INodeProperties | INodePropertyOptions): string {
	const { type, default: value, options } = property as INodeProperties;
	const inner = (options ?? []) as Array<INodeProperties | INodePropertyOptions>;
	const held = inner.map((option) =>
		'type' in option || 'values' in option || 'default' in option
			? `${option.name}: ${'values' in option ? `{${(option.values as INodeProperties[]).map((v) => `${v.name}: ${shape(v)}`).join(', ')}}` : shape(option as INodeProperties)}`
			: JSON.stringify((option as INodePropertyOptions).value),
	);
	return `${type ?? 'option'} = ${JSON.stringify(value)}${held.length ? ` [${held.join(', ')}]` : ''}`;
}

function summaryOf(properties: INodeProperties[]): Summary {
	const summary: Summary = new Map();
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
		const where = (show.resource ?? ['any']).flatMap((resource) =>
			(show.operation ?? ['any']).map((operation) => `${String(resource)}:${String(operation)}`),
		);
		for (const at of where) {
			const key = `field ${at} ${property.name}${others.length ? ` (when ${others.join(', ')})` : ''}`;
			const line = shape(property);
			summary.set(key, summary.has(key) ? `${summary.get(key)} | ${line}` : line);
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
