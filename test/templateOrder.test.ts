/**
 * Where the mailbox templates carry their order. With execution order v1 n8n runs the branches a
 * node feeds one after another, the topmost first (the leftmost of two at one height), each to its
 * end before the next (n8n-core's WorkflowExecute sorts the nodes it adds by position; checked here
 * through n8n-core's engine, in each n8n-core `npm run test:core` runs). So moving a node can change
 * what a template does: a re-layout that put the PostgreSQL variant's copies' branch above Upload
 * Documents made copies in one execution wait out 5 minutes for an upload queued behind them
 * (ce9e6d2; since 2026-11-30 no copy waits: it is logged at once and Tell the Copies fills it in).
 * These are the branches whose order matters, and why: all inside the sub-workflows a clerk never
 * opens. The clerk's canvas of the Data tables template has none.
 */
import type { IExecuteFunctions, INode, INodeType } from 'n8n-workflow';

import { runWorkflow } from './engine';
import {
	inlineSubWorkflow,
	isInlineSubWorkflow,
	readFlattened,
	readTemplate,
} from './support/templates';

interface Template {
	settings?: { executionOrder?: string };
	nodes: Array<{ name: string; position: [number, number] }>;
	connections: Record<string, { main?: Array<Array<{ node: string }> | null> }>;
}

// A template's nodes with those of the sub-workflows it carries inline (Take In the Mail's).
const read = (name: string): Template => readFlattened(name) as unknown as Template;

const DATA_TABLES = 'mailbox-to-erp.json';
const POSTGRES = 'mailbox-to-erp-postgres.json';

/** The nodes `parent` feeds, in the order n8n v1 runs them: top first, then left first. */
function runOrder(template: Template, parent: string): string[] {
	const position = new Map(template.nodes.map((node) => [node.name, node.position]));
	const children = (template.connections[parent]?.main ?? []).flatMap((output) =>
		(output ?? []).map((connection) => connection.node),
	);
	return [...new Set(children)].sort((a, b) => {
		const [ax, ay] = position.get(a)!;
		const [bx, by] = position.get(b)!;
		return ay - by || ax - bx;
	});
}

/** [template, parent, runs first, runs after, why] */
const rules: Array<[string, string, string, string, string]> = [
	[
		DATA_TABLES,
		'Started by New Mail?',
		'Mail Facts',
		'Rows for a Person',
		"Take In the Mail hands its run the output of the node it ran last (n8n's sub-workflow " +
			'answer): Rows for a Person, then Hand Over, must run after the mails are taken in, ' +
			'or the files to upload and the rows logged after it are never handed over',
	],
	[
		POSTGRES,
		'Start',
		'Mail Facts',
		'Rows for a Person',
		"Take In the Mail hands its run the output of the node the called intake ran last (n8n's " +
			'sub-workflow answer): Rows for a Person, then Hand Over, must run after the mails are ' +
			'taken in, or the files to upload and the rows logged for a person are never handed over',
	],
	...['Settle Claim', 'Fill In the Copies'].map(
		(step): [string, string, string, string, string] => [
			DATA_TABLES,
			'Rows In',
			step,
			'Rows Back',
			"Tell the Copies hands its run the output of the node it ran last (n8n's sub-workflow answer): " +
				'Rows Back, the rows as they came in, must run after the claim is settled and the copies ' +
				"filled in, or Route gets a claim's or a copy's row instead of the file's (and Route's branch, " +
				'which marks the file done, must come after both: the backlog lane with a crash, 2026-11-27 ' +
				'and 2026-11-29)',
		],
	),
	[
		DATA_TABLES,
		'Mail to Do?',
		'Forget Unfinished Rows',
		'File in Text or None?',
		'a mail read again after a crash first forgets the rows its crashed reading left unfinished, ' +
			"then logs its files: the other way round it would delete this reading's own rows of files " +
			'not yet done',
	],
	...['Claims Wait for Readings', 'Archives Wait for Readings'].map(
		(branch): [string, string, string, string, string] => [
			DATA_TABLES,
			'With Files Logged',
			'Mail to Do?',
			branch,
			'the files claimed before the one wait go on (or give their claim back) by what Mail to Do? ' +
				'says of their mail, so it must have run, and with it Forget Unfinished Rows: the ' +
				'rows logged after it (sent before, an archive that cannot be unpacked) would be deleted',
		],
	),
	[
		DATA_TABLES,
		'Tables Ready',
		'One Item per File',
		'Log Mail',
		'the files are unpacked, hashed and claimed before Log Mail, whose branch holds Rows Settle: ' +
			"one second's wait then covers the reading's row and the files' claims alike (each file's " +
			'claim written after it would be read unsettled)',
	],
];

/** A node that notes its name in `order` when it runs and passes its items on. */
const recorder = (order: string[]): INodeType => ({
	description: {
		displayName: 'Recorder',
		name: 'recorder',
		group: ['transform'],
		version: 1,
		description: 'Notes that it ran',
		defaults: { name: 'Recorder' },
		inputs: ['main'],
		outputs: ['main'],
		properties: [],
	} as unknown as INodeType['description'],
	async execute(this: IExecuteFunctions) {
		order.push(this.getNode().name);
		return [this.getInputData()];
	},
});

describe('n8n-core runs the topmost branch first, to its end (execution order v1)', () => {
	// Start feeds Lower, Upper and Left (as high as Upper, left of it); Upper feeds Below Upper,
	// which sits lower on the canvas than Lower.
	const positions: Record<string, [number, number]> = {
		Start: [0, 0],
		Lower: [200, 200],
		Upper: [200, -200],
		Left: [100, -200],
		'Below Upper': [400, 400],
	};
	const template: Template = {
		nodes: Object.entries(positions).map(([name, position]) => ({ name, position })),
		connections: {
			Start: { main: [[{ node: 'Lower' }, { node: 'Upper' }, { node: 'Left' }]] },
			Upper: { main: [[{ node: 'Below Upper' }]] },
		},
	};

	it("as runOrder reads it from the canvas, and each branch to its end before the next one's", async () => {
		const order: string[] = [];
		const nodes: INode[] = template.nodes.map(({ name, position }) => ({
			id: name,
			name,
			type: 'recorder',
			typeVersion: 1,
			position,
			parameters: {},
		}));
		const connections = Object.fromEntries(
			Object.entries(template.connections).map(([from, { main }]) => [
				from,
				{
					main: main!.map((output) =>
						output!.map(({ node }) => ({ node, type: 'main' as const, index: 0 })),
					),
				},
			]),
		);
		await runWorkflow({ nodes, connections, types: { recorder: recorder(order) }, start: 'Start' });
		expect(order).toEqual(['Start', 'Left', 'Upper', 'Below Upper', 'Lower']);
		expect(runOrder(template, 'Start')).toEqual(['Left', 'Upper', 'Lower']);
	});
});

// The part of a template a clerk adapts (its own canvas, not what runs inside Take In the Mail or
// Tell the Copies) does the same wherever its nodes are moved: no output feeds two steps, but for a
// Merge, which waits for its other input wherever it sits (issue 50: "if a layout still depends on
// node order, the clerk's part must not"). A node's outputs carry different files, and on this
// canvas no file waits for another (a copy is logged inside Take In the Mail). The same for the
// PostgreSQL variant's canvas, its intake a workflow of its own.
describe("the clerk's canvas does not depend on where its nodes sit", () => {
	it.each([DATA_TABLES, POSTGRES, 'reviewed-to-erp.json', 'reviewed-to-erp-postgres.json'])(
		'%s: each output feeds one step, or a Merge beside it',
		(name) => {
			const template = readTemplate(name);
			const typeOf = new Map(template.nodes.map((node) => [node.name, node.type]));
			const fanOuts = Object.entries(template.connections).flatMap(([from, { main }]) =>
				(main ?? []).flatMap((output, index) => {
					const steps = (output ?? []).filter(
						({ node }) => typeOf.get(node) !== 'n8n-nodes-base.merge',
					);
					return steps.length > 1
						? [`${from} (output ${index}) → ${steps.map(({ node }) => node).join(', ')}`]
						: [];
				}),
			);
			expect(fanOuts).toEqual([]);
		},
	);
});

describe('the mailbox templates keep their order on the canvas', () => {
	it.each([DATA_TABLES, POSTGRES])('%s runs with execution order v1', (name) => {
		expect(read(name).settings?.executionOrder).toBe('v1');
	});

	// An inline sub-workflow without settings of its own would run in n8n's older order (v0).
	it.each([DATA_TABLES])('%s: its inline sub-workflows run with execution order v1 too', (name) => {
		const inline = readTemplate(name).nodes.filter(isInlineSubWorkflow);
		expect(inline.length).toBeGreaterThan(0);
		for (const node of inline) expect(inlineSubWorkflow(node).settings?.executionOrder).toBe('v1');
	});

	// The template's run shows what Take In the Mail handed on; n8n keeps no record of its runs, so
	// the Executions list holds the template's runs (and, after a crash, the one it stopped).
	it.each([DATA_TABLES])('%s: its inline sub-workflows keep no record of their runs', (name) => {
		for (const node of readTemplate(name).nodes.filter(isInlineSubWorkflow))
			expect(inlineSubWorkflow(node).settings).toMatchObject({
				saveDataSuccessExecution: 'none',
				saveDataErrorExecution: 'none',
			});
	});

	it.each(rules)('%s: of what %s feeds, %s runs before %s', (name, parent, first, after, why) => {
		const order = runOrder(read(name), parent);
		expect(order).toContain(first);
		expect(order).toContain(after);
		if (order.indexOf(first) > order.indexOf(after)) {
			throw new Error(
				`${name}: "${first}" must sit above "${after}" on the canvas (n8n runs the topmost branch ` +
					`of "${parent}" first), because ${why}. Order now: ${order.join(', ')}`,
			);
		}
	});
});
