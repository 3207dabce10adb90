/* eslint-disable @n8n/community-nodes/no-restricted-globals, @n8n/community-nodes/no-restricted-imports -- dev-only code, never published; eslint.dev.config.mjs lints it */
/**
 * The example workflows in examples/ keep ids every tested n8n accepts: n8n 1.x saves a
 * workflow's static data only for ids of at most 16 characters (and says nothing otherwise), so a
 * longer id loses the webhook trigger's secret and registration there.
 */
import { NEWEST_VERSION } from '../nodes/DocumentProcessing/resources/versions';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

import {
	flattened,
	inlineSubWorkflow,
	isInlineSubWorkflow,
	type Template,
} from './support/templates';

const EXAMPLES = join(__dirname, '..', 'examples');
const MAX_ID_LENGTH = 16;

const examples = readdirSync(EXAMPLES)
	.filter((name) => name.endsWith('.json'))
	.map((name) => ({
		name,
		// With the nodes of the sub-workflows it carries inline (./support/templates.ts).
		workflow: flattened(
			JSON.parse(readFileSync(join(EXAMPLES, name), 'utf8')) as Template,
		) as unknown as {
			id?: unknown;
			nodes: Array<{
				name: string;
				type: string;
				typeVersion: number;
				parameters?: { options?: Record<string, unknown> };
				credentials?: Record<string, unknown>;
			}>;
			connections?: Record<string, { main?: Array<Array<{ node: string }> | null> }>;
		},
	}));

describe('example workflows', () => {
	it('are there', () => {
		expect(examples.length).toBeGreaterThan(0);
	});

	// Issue 50, item 3: the workflow a clerk opens to adapt the pipeline is small enough to read
	// (its machinery inside Take In the Mail), and no mailbox run waits for a reviewer (the review
	// in n8n is the Reviewed → ERP template's form, which waits for nobody).
	it.each(['mailbox-to-erp.json', 'mailbox-to-erp-postgres.json'])(
		"%s: the clerk's canvas has at most 20 steps, none of them waiting",
		(name) => {
			// As the canvas shows it: not flattened, Take In the Mail's own steps are elsewhere.
			const raw = JSON.parse(readFileSync(join(EXAMPLES, name), 'utf8')) as {
				nodes: Array<{ name: string; type: string; parameters: { operation?: string } }>;
			};
			const steps = raw.nodes.filter((node) => node.type !== 'n8n-nodes-base.stickyNote');
			expect(steps.length).toBeLessThanOrEqual(20);
			expect(
				steps.filter(
					(node) =>
						node.parameters.operation === 'sendAndWait' ||
						['n8n-nodes-base.wait', 'n8n-nodes-base.form'].includes(node.type),
				),
			).toEqual([]);
		},
	);

	// Issue 50, item 3: no line runs back across the stages. The canvas reads left to right in two
	// rows; the one line back is the wrap from the first row's end to Route, which opens the second.
	it.each(['mailbox-to-erp.json', 'mailbox-to-erp-postgres.json'])(
		"%s: the clerk's canvas runs left to right, with one wrap into its second row",
		(name) => {
			const raw = JSON.parse(readFileSync(join(EXAMPLES, name), 'utf8')) as {
				nodes: Array<{ name: string; position: [number, number] }>;
				connections: Record<string, { main: Array<Array<{ node: string }> | null> }>;
			};
			const x = (name: string) => raw.nodes.find((node) => node.name === name)!.position[0];
			const back = Object.entries(raw.connections).flatMap(([from, { main }]) =>
				main
					.flat()
					.filter((to) => to !== null && x(to.node) <= x(from))
					.map((to) => `${from} → ${to!.node}`),
			);
			expect(back).toEqual(['Tell the Copies → Route']);
		},
	);

	it.each(['reviewed-to-erp.json', 'reviewed-to-erp-postgres.json'])(
		'%s serves the review form the mailbox templates link to, at the path their docs name',
		(name) => {
			const { workflow } = examples.find((example) => example.name === name)!;
			const form = workflow.nodes.find((node) => node.name === 'Review Form')!;
			expect([form.type, form.typeVersion, form.parameters?.options?.path]).toEqual([
				'n8n-nodes-base.formTrigger',
				2.3,
				'invoice-review',
			]);
		},
	);

	it.each(examples)('$name has an id of at most 16 characters', ({ workflow }) => {
		expect(typeof workflow.id).toBe('string');
		expect(String(workflow.id).length).toBeLessThanOrEqual(MAX_ID_LENGTH);
	});

	it.each([
		'mailbox-to-erp.json',
		'mailbox-to-erp-postgres.json',
		'reviewed-to-erp.json',
		'reviewed-to-erp-postgres.json',
	])('the template %s has no Code node', (name) => {
		const { workflow } = examples.find((example) => example.name === name)!;
		expect(workflow.nodes.map((node) => node.type)).not.toContain('n8n-nodes-base.code');
	});

	it('use the newest version of the action node', () => {
		const ours = examples.flatMap(({ name, workflow }) =>
			workflow.nodes
				.filter((node) => node.type === 'n8n-nodes-document-processing.documentProcessing')
				.map((node) => ({ name, node: node.name, version: node.typeVersion })),
		);
		expect(ours.length).toBeGreaterThan(0);
		expect(ours).toEqual(ours.map((entry) => ({ ...entry, version: NEWEST_VERSION })));
	});

	// docs/mailbox-to-erp.md "When waiting mail is read": the pipeline and backlog lanes check, in
	// each tested n8n, that waiting mail is read with no new mail with these options (and the
	// trigger version every tested n8n has).
	it.each(['mailbox-to-erp.json', 'mailbox-to-erp-postgres.json'])(
		'the template %s reads waiting mail with no new mail: Fetch Only New Emails off, Force Reconnect Every Minutes 0.75',
		(name) => {
			const { workflow } = examples.find((example) => example.name === name)!;
			const triggers = workflow.nodes.filter(
				(node) => node.type === 'n8n-nodes-base.emailReadImap',
			);
			expect(triggers.map((node) => [node.typeVersion, node.parameters?.options])).toEqual([
				[2.1, { trackLastMessageId: false, forceReconnect: 0.75 }],
			]);
			const page = readFileSync(join(__dirname, '..', 'docs', 'mailbox-to-erp.md'), 'utf8');
			expect(page).toContain(
				'**Fetch Only New Emails** off and **Force Reconnect Every Minutes** 0.75',
			);
		},
	);

	// docs/mailbox-to-erp.md, DMS: Archive Original: n8n's SSH node uploads (the FTP node's SFTP
	// upload waits a round trip per 64 KB), and it hands on only `{ success: true }`: what follows
	// it (Invoice Done) reads the document by paired item, never the archive's own output. Its
	// error output (Log Not Booked) gets the item the archive was given, with the error beside it.
	it.each([
		'mailbox-to-erp.json',
		'mailbox-to-erp-postgres.json',
		'reviewed-to-erp.json',
		'reviewed-to-erp-postgres.json',
	])(
		'the template %s archives with the SSH node, and no node after it reads its output',
		(name) => {
			const { workflow } = examples.find((example) => example.name === name)!;
			const archive = workflow.nodes.find((node) => node.name === 'DMS: Archive Original')!;
			expect([archive.type, archive.typeVersion, Object.keys(archive.credentials ?? {})]).toEqual([
				'n8n-nodes-base.ssh',
				1,
				['sshPassword'],
			]);
			const after = (workflow.connections?.[archive.name]?.main?.[0] ?? []).map(
				(link) => workflow.nodes.find((node) => node.name === link.node)!,
			);
			expect(
				after.filter((node) => /\$json|\$input/.test(JSON.stringify(node.parameters))),
			).toEqual([]);
		},
	);

	// n8n 1.x's PostgreSQL node (2.5) gives a refused query as `{ message, item, error }`, which
	// n8n 1.x's engine does not move to the error output (it moves one- or two-key items only):
	// the refusal comes out of the first output. The PostgreSQL variant, the template n8n 1.x
	// runs, sends that output through an If: a refusal to Log Not Booked, a booked invoice to
	// Invoice Done (pipelines lane, n8n 1.123).
	it('the PostgreSQL variant hands an ERP refusal to Log Not Booked from either output', () => {
		const { workflow } = examples.find(
			(example) => example.name === 'mailbox-to-erp-postgres.json',
		)!;
		const next = (name: string, output: number) =>
			(workflow.connections?.[name]?.main?.[output] ?? []).map((link) => link.node);
		expect([next('ERP: Book Invoice', 0), next('ERP: Book Invoice', 1)]).toEqual([
			['Refused in n8n 1?'],
			['Log Not Booked'],
		]);
		expect([next('Refused in n8n 1?', 0), next('Refused in n8n 1?', 1)]).toEqual([
			['Log Not Booked'],
			['Invoice Done'],
		]);
		const filter = workflow.nodes.find((node) => node.name === 'Refused in n8n 1?')!;
		expect(filter.type).toBe('n8n-nodes-base.if');
		expect(JSON.stringify(filter.parameters)).toContain('$json.error !== undefined');
	});

	// The archive takes the original before the ERP books the invoice, one step after the other:
	// what the ERP holds is archived, and a refusal of either leaves the other undone.
	it.each(['mailbox-to-erp.json', 'mailbox-to-erp-postgres.json'])(
		'the template %s archives, then books',
		(name) => {
			const { workflow } = examples.find((example) => example.name === name)!;
			const next = (from: string) =>
				(workflow.connections?.[from]?.main?.[0] ?? []).map((link) => link.node);
			expect([next('With Values and File'), next('DMS: Archive Original')]).toEqual([
				['DMS: Archive Original'],
				['ERP: Book Invoice'],
			]);
		},
	);

	// n8n finds a node's credential by its ID alone (credentials-helper.js, every tested n8n), and
	// the editor's import gives the user's credentials to the workflow's own nodes, never to those
	// written into a node's Workflow JSON: a node there could only use the template's placeholder.
	it.each(examples.map(({ name }) => name))(
		'%s: nodes of its inline sub-workflows need no credential',
		(name) => {
			const own = JSON.parse(readFileSync(join(EXAMPLES, name), 'utf8')) as Template;
			const inner = own.nodes
				.filter(isInlineSubWorkflow)
				.flatMap((node) => flattened(inlineSubWorkflow(node)).nodes);
			expect(
				inner.filter((node) => node.credentials !== undefined).map((node) => node.name),
			).toEqual([]);
		},
	);

	it('have ids of their own', () => {
		const ids = examples.map(({ workflow }) => workflow.id);
		expect(new Set(ids).size).toBe(ids.length);
	});

	// n8n refuses to import a workflow two of whose nodes share an ID (duplicate_node_id), and
	// a Wait node's webhook ID is its own too.
	it.each(examples.map(({ name, workflow }) => [name, workflow] as const))(
		'%s: its nodes and Wait webhooks have IDs of their own',
		(_, workflow) => {
			const ids = (workflow.nodes as Array<{ id?: string; webhookId?: string }>).flatMap((node) =>
				[node.id, node.webhookId].filter((id) => id !== undefined),
			);
			expect(ids.filter((id, index) => ids.indexOf(id) !== index)).toEqual([]);
		},
	);
});
