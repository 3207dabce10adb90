/* eslint-disable @n8n/community-nodes/no-restricted-globals, @n8n/community-nodes/no-restricted-imports -- dev-only code, never published; eslint.dev.config.mjs lints it */
/**
 * The example workflows as the tests read them: a template's own nodes and, beside them, the nodes
 * of each sub-workflow it carries inline (an Execute Workflow node with Source: Define Below, whose
 * Workflow JSON n8n runs as a workflow of its own), and of each example workflow it calls by ID
 * (Source: Database). Node names are unique across them (checked here), so a test names a node
 * without saying where it sits.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const EXAMPLES = join(__dirname, '..', '..', 'examples');

export interface TemplateNode {
	id?: string;
	name: string;
	type: string;
	typeVersion: number;
	position: [number, number];
	parameters: Record<string, unknown>;
	webhookId?: string;
	[key: string]: unknown;
}

export interface Connection {
	node: string;
	type: string;
	index: number;
}

export interface Template {
	name?: string;
	nodes: TemplateNode[];
	connections: Record<string, { main?: Array<Connection[] | null> }>;
	settings?: Record<string, unknown>;
}

/** A node that runs a sub-workflow written into it (Execute Workflow, Source: Define Below). */
export const isInlineSubWorkflow = (node: TemplateNode): boolean =>
	node.type === 'n8n-nodes-base.executeWorkflow' && node.parameters.source === 'parameter';

/** The sub-workflow an Execute Workflow node carries inline. */
export function inlineSubWorkflow(node: TemplateNode): Template {
	return JSON.parse(String(node.parameters.workflowJson)) as Template;
}

/** The example workflow an Execute Workflow node calls by ID (Source: Database), if it is one. */
export function calledExample(node: TemplateNode): Template | undefined {
	if (node.type !== 'n8n-nodes-base.executeWorkflow' || node.parameters.source !== 'database')
		return undefined;
	const id = (node.parameters.workflowId as { value?: unknown } | undefined)?.value;
	return readdirSync(EXAMPLES)
		.filter((file) => file.endsWith('.json'))
		.map(readTemplate)
		.find((workflow) => (workflow as { id?: unknown }).id === id);
}

/** `template`'s nodes and connections with those of the sub-workflows it runs, at any depth. */
export function flattened(template: Template): Template {
	const nodes: TemplateNode[] = [];
	const connections: Template['connections'] = {};
	const add = (workflow: Template) => {
		for (const node of workflow.nodes) {
			if (nodes.some((known) => known.name === node.name))
				throw new Error(
					`node name "${node.name}" is used twice in ${template.name ?? 'a template'}`,
				);
			nodes.push(node);
			if (isInlineSubWorkflow(node)) add(inlineSubWorkflow(node));
			const called = calledExample(node);
			if (called) add(called);
		}
		Object.assign(connections, workflow.connections);
	};
	add(template);
	return { ...template, nodes, connections };
}

/** examples/`file`, parsed. */
export function readTemplate(file: string): Template {
	return JSON.parse(readFileSync(join(EXAMPLES, file), 'utf8')) as Template;
}

/** examples/`file` with its inline sub-workflows' nodes beside its own. */
export const readFlattened = (file: string): Template => flattened(readTemplate(file));
