/* eslint-disable @n8n/community-nodes/no-restricted-imports -- dev-only code, never published; eslint.dev.config.mjs lints it */
// Figure 6: time to load the built node and credential (n8n-workflow already loaded), and the size
// of the node description n8n sends to the editor, per operation, beside n8n's largest built-ins.
import path from 'node:path';
import { DirectoryLoader } from 'n8n-core';
import type {
	INodeProperties,
	INodeType,
	INodeTypeDescription,
	IVersionedNodeType,
} from 'n8n-workflow';
import type { LoadArgs, LoadResult } from '../children/loadChild';
import { runChild } from '../lib/child';
import {
	nodesBaseNode,
	OUR_CREDENTIAL_FILE,
	OUR_NODE_FILE,
	OUR_TRIGGER_FILE,
	ourCredential,
	ourNode,
	ourTrigger,
} from '../lib/nodes';
import { DIST, NODES_BASE_DIR } from '../lib/paths';
import { table, type Log, type Section } from '../lib/report';
import { fmt, kb, median, ratio } from '../lib/stats';

const REPETITIONS = 11;
const LOAD_GOAL_MS = 25;
const SIZE_GOAL = 2000;

function operations(properties: INodeProperties[]): number {
	return properties
		.filter((property) => property.name === 'operation' && property.type === 'options')
		.reduce((sum, property) => sum + (property.options?.length ?? 0), 0);
}

/** The description as n8n serialises it for the editor (types/nodes.json): JSON of the description. */
function described(type: INodeType | IVersionedNodeType): INodeTypeDescription {
	if ('nodeVersions' in type) return type.nodeVersions[type.currentVersion].description;
	return type.description;
}

export async function load(httpRequestAvailable: boolean, log: Log): Promise<Section> {
	const webhookFile = path.join(
		DIST,
		'nodes/DocumentProcessingWebhookTrigger/DocumentProcessingWebhookTrigger.node.js',
	);
	const loadSets: Record<string, LoadArgs['modules']> = {
		'our node + credential': [
			[OUR_CREDENTIAL_FILE, 'DocumentProcessingApi'],
			[OUR_NODE_FILE, 'DocumentProcessing'],
		],
		'our package: 3 nodes + credential': [
			[OUR_CREDENTIAL_FILE, 'DocumentProcessingApi'],
			[OUR_NODE_FILE, 'DocumentProcessing'],
			[OUR_TRIGGER_FILE, 'DocumentProcessingTrigger'],
			[webhookFile, 'DocumentProcessingWebhookTrigger'],
		],
	};
	if (httpRequestAvailable) {
		loadSets['n8n Salesforce node (n8n-nodes-base)'] = [
			[path.join(NODES_BASE_DIR, 'dist/nodes/Salesforce/Salesforce.node.js'), 'Salesforce'],
		];
		loadSets['n8n Zoho CRM node (n8n-nodes-base)'] = [
			[path.join(NODES_BASE_DIR, 'dist/nodes/Zoho/ZohoCrm.node.js'), 'ZohoCrm'],
		];
	}
	const results: Record<string, LoadResult[]> = Object.fromEntries(
		Object.keys(loadSets).map((name) => [name, []]),
	);
	for (let repetition = 0; repetition < REPETITIONS; repetition++) {
		for (const [name, modules] of Object.entries(loadSets)) {
			results[name].push(
				await runChild<LoadResult>('children/loadChild', { modules } satisfies LoadArgs, []),
			);
		}
	}
	const times = Object.fromEntries(
		Object.entries(results).map(([name, runs]) => [name, runs.map((run) => run.ms)]),
	);
	const ourLoad = median(times['our node + credential']);
	const ourCpu = median(results['our node + credential'].map((run) => run.cpuMs));
	const ourRequire = median(results['our node + credential'].map((run) => run.requireMs));
	const ourConstruct = median(results['our node + credential'].map((run) => run.constructMs));
	log(`  6. load: our node + credential ${fmt(ourLoad, 1)} ms (median of ${REPETITIONS})`);

	const ours = ourNode();
	const sizeRows: Array<Array<string | number>> = [];
	const describe = (label: string, description: INodeTypeDescription) => {
		const bytes = Buffer.byteLength(JSON.stringify(description));
		const ops = operations(description.properties);
		sizeRows.push([
			label,
			kb(bytes),
			description.properties.length,
			ops || '–',
			ops ? kb(bytes / ops, 2) : '–',
		]);
		return { bytes, ops };
	};
	const ourSize = describe(
		'our Document Processing node (with the request options n8n adds)',
		ours.description,
	);
	describe('our Document Processing Trigger', ourTrigger().description);
	const credentialBytes = Buffer.byteLength(JSON.stringify(ourCredential()));
	const builtIns: Array<{ name: string; bytes: number; ops: number }> = [];
	if (httpRequestAvailable) {
		for (const [label, file, exportName] of [
			['n8n Salesforce', 'Salesforce/Salesforce.node.js', 'Salesforce'],
			['n8n Zoho CRM', 'Zoho/ZohoCrm.node.js', 'ZohoCrm'],
		] as const) {
			const node = nodesBaseNode(file, exportName);
			if (!('nodeVersions' in node)) DirectoryLoader.applyDeclarativeNodeOptionParameters(node);
			builtIns.push({ name: label, ...describe(label, described(node)) });
		}
	}
	const perOp = ourSize.bytes / ourSize.ops;
	const loadRows = Object.entries(results).map(([name, runs]) => {
		const values = runs.map((run) => run.ms);
		return [
			name,
			fmt(median(values), 1),
			fmt(median(runs.map((run) => run.requireMs)), 1),
			fmt(median(runs.map((run) => run.constructMs)), 1),
			fmt(median(runs.map((run) => run.cpuMs)), 1),
			runs[0].modules,
			values.map((value) => fmt(value, 0)).join(', '),
			ratio(median(values) / ourLoad),
		];
	});
	const body = [
		`Load: a fresh process per measurement that has already required n8n-workflow, then requires the built files from dist/ and constructs the classes, as n8n's loader does (${REPETITIONS} repetitions, interleaved).`,
		'',
		...table(
			[
				'what',
				'wall ms (median)',
				'of which require',
				'of which constructors',
				'CPU ms (median)',
				'files required',
				'each run (wall ms)',
				'vs our node + credential',
			],
			loadRows,
		),
		'',
		`Description size: \`JSON.stringify(description)\` (what n8n serves the editor in its node types), properties at the top level, operations (the options of every \`operation\` property), and bytes per operation. The credential type is ${kb(credentialBytes)}.`,
		'',
		...table(['node', 'description JSON', 'properties', 'operations', 'per operation'], sizeRows),
		'',
	];
	const sizeNote =
		`each operation's inputs are their own properties (one per operation, with displayOptions for that operation): the same field used by many operations (doc_id, file, limit, returnAll, additionalFields) is repeated for each, with its display name, description, hints and displayOptions. ` +
		'What would close it: share one property across the operations that take the same field (displayOptions listing them all) where the field means the same, and keep descriptions short; that also cuts the per-item expression work of figure 1.';
	return {
		figure: 6,
		title: 'Load time and description size',
		body,
		goals: [
			{
				figure: 6,
				what: 'load built node + credential',
				target: `≤ ${LOAD_GOAL_MS} ms`,
				measured: `${fmt(ourLoad, 1)} ms (CPU ${fmt(ourCpu, 1)} ms; require ${fmt(ourRequire, 1)} ms, constructors ${fmt(ourConstruct, 1)} ms)`,
				met: ourLoad <= LOAD_GOAL_MS,
				note:
					ourLoad <= LOAD_GOAL_MS
						? undefined
						: `of the ${fmt(ourLoad, 1)} ms, requiring the ${results['our node + credential'][0].modules} files takes ${fmt(ourRequire, 1)} ms and the DocumentProcessing constructor ${fmt(ourConstruct, 1)} ms: it builds the ${ours.description.properties.length} properties of the description from the endpoint tables every time the node is loaded. What would close it: build the description once at build time (a generated module or JSON in dist/ the constructor only reads), and require the transport modules (request building, multipart, paging, waiting) only when the node executes. On this shared machine single runs range from ${fmt(Math.min(...times['our node + credential']), 0)} to ${fmt(Math.max(...times['our node + credential']), 0)} ms.`,
			},
			{
				figure: 6,
				what: 'node description per operation',
				target: `≤ ${kb(SIZE_GOAL)}`,
				measured: `${kb(perOp, 2)} (${kb(ourSize.bytes)} for ${ourSize.ops} operations)${builtIns.map((node) => `; ${node.name} ${kb(node.bytes / node.ops, 2)}`).join('')}`,
				met: perOp <= SIZE_GOAL,
				note: perOp <= SIZE_GOAL ? undefined : sizeNote,
			},
		],
	};
}
