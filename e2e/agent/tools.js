'use strict';
// The tool nodes as the editor names them, read from the built package (dist/), so the test
// follows the node: its newest version (the description's defaultVersion, what a new node gets),
// and each operation's default node name, which n8n-workflow's NodeHelpers.makeNodeName builds
// for a tool from the operation's action (`<action> in Document Processing`). The agent offers
// a tool under nodeNameToToolName(node name) and describes it with the same action text.
const path = require('node:path');
const { NodeConnectionTypes, NodeHelpers, nodeNameToToolName } = require('n8n-workflow');

const n8n = require('../../scripts/n8n/common');

const DIST = path.join(n8n.ROOT, 'dist', 'nodes', 'DocumentProcessing');
const { DocumentProcessing } = require(path.join(DIST, 'DocumentProcessing.node.js'));
const { findOperation } = require(path.join(DIST, 'resources', 'index.js'));

const nodeType = new DocumentProcessing();
/** The version a node added in the editor gets. */
const NODE_VERSION = nodeType.description.defaultVersion;

/** That version's description as n8n offers it as a tool (n8n's convertNodeToAiTool). */
function toolDescription() {
	const description = nodeType.nodeVersions[NODE_VERSION].description;
	return {
		...description,
		name: `${description.name}Tool`,
		displayName: `${description.displayName} Tool`,
		inputs: [],
		outputs: [NodeConnectionTypes.AiTool],
	};
}

const TOOL_DESCRIPTION = toolDescription();

/**
 * What n8n shows and sends for a tool node of `operation`: its default node name, the tool name
 * the model gets and the description (the operation's action, as dist/…/resources has it).
 */
function toolOf(resource, operation) {
	const found = findOperation(resource, operation);
	if (!found) throw new Error(`the node has no operation ${resource} → ${operation}`);
	const nodeName = NodeHelpers.makeNodeName({ resource, operation }, TOOL_DESCRIPTION);
	const description = `${found.action} in ${TOOL_DESCRIPTION.defaults.name}`;
	if (nodeName !== description)
		throw new Error(`n8n names the ${operation} tool "${nodeName}", not "${description}"`);
	return { operation, nodeName, toolName: nodeNameToToolName(nodeName), description };
}

module.exports = { NODE_VERSION, toolOf };
