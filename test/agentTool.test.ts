/**
 * What an AI agent reads of the node, built by n8n-workflow's own functions from each version's
 * description as n8n wraps it into a tool (the name gets `Tool`, as n8n's convertNodeToAiTool
 * does): the tool's default name must be a valid function name for a model's API (letters,
 * digits, _ and -, at most 64: n8n 2.8 and 1.x do not shorten it), and the default description
 * says what the operation does.
 */
import {
	NodeHelpers,
	nodeNameToToolName,
	type INode,
	type INodeTypeDescription,
} from 'n8n-workflow';

import { DocumentProcessing } from '../nodes/DocumentProcessing/DocumentProcessing.node';
import { resources } from '../nodes/DocumentProcessing/resources';
import { NODE_VERSIONS } from '../nodes/DocumentProcessing/resources/versions';
import { descriptionOf } from './support/versions';

const FUNCTION_NAME = /^[a-zA-Z0-9_-]{1,64}$/;

function asTool(version: number): INodeTypeDescription {
	const description = descriptionOf(version);
	return {
		...description,
		name: `${description.name}Tool`,
		displayName: `${description.displayName} Tool`,
	};
}

function toolNode(resource: string, operation: string, version: number, name: string): INode {
	return {
		id: '1',
		name,
		type: 'n8n-nodes-document-processing.documentProcessingTool',
		typeVersion: version,
		position: [0, 0],
		parameters: { resource, operation },
	};
}

const everyOperation = resources.flatMap((resource) =>
	resource.operations.map((operation) => ({ resource, operation })),
);

describe.each(NODE_VERSIONS)('version %i as an agent tool', (version) => {
	const tool = asTool(version);

	it('every operation: the default tool name is a valid function name and the description its action', () => {
		const invalid: string[] = [];
		for (const { resource, operation } of everyOperation) {
			const parameters = { resource: resource.value, operation: operation.operation };
			const nodeName = NodeHelpers.makeNodeName(parameters, tool);
			if (!FUNCTION_NAME.test(nodeNameToToolName(nodeName))) invalid.push(nodeName);
			const node = toolNode(resource.value, operation.operation, version, nodeName);
			expect(NodeHelpers.getToolDescriptionForNode(node, { description: tool } as never)).toBe(
				`${operation.action} in Document Processing`,
			);
		}
		expect(invalid).toEqual([]);
	});

	it('the operations an agent uses say what they do and return', () => {
		const described = (operation: string) =>
			NodeHelpers.getToolDescriptionForNode(toolNode('document', operation, version, 'x'), {
				description: tool,
			} as never);
		expect(described('getDashboard')).toBe(
			'Find documents by status, type or keyword in Document Processing',
		);
		expect(described('getExtractionResult')).toBe(
			"Get a document's fields and line items in Document Processing",
		);
		expect(described('approveOrReject')).toBe(
			'Approve or reject a document in Document Processing',
		);
		expect(described('update')).toBe('Set field values of a document in Document Processing');
	});

	it('uploads tell the user, only where the node is a tool, how a file reaches them', () => {
		const notices = tool.properties.filter((property) => property.name === 'agentFileNotice');
		const noticeOf = (operation: string) =>
			notices.find((notice) => notice.displayOptions?.show?.operation?.includes(operation));
		for (const operation of ['upload', 'uploadMany'])
			expect(noticeOf(operation)?.displayName).toContain('use Upload Base64');
		expect(noticeOf('uploadBase64')?.displayName).toContain('not from $fromAI');
		const shown = (description: INodeTypeDescription, operation: string) =>
			NodeHelpers.displayParameter(
				{ resource: 'document', operation },
				noticeOf(operation)!,
				toolNode('document', operation, version, 'x'),
				description,
			);
		for (const operation of ['upload', 'uploadMany', 'uploadBase64']) {
			expect(shown(tool, operation)).toBe(true);
			expect(shown(descriptionOf(version), operation)).toBe(false);
		}
	});
});

it('the node is offered as a tool', () => {
	expect(new DocumentProcessing().description.usableAsTool).toBe(true);
});
