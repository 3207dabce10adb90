'use strict';
// The workflow under test, as a user builds it in the editor: two webhooks (one answering when
// the run ends, one streaming; a file sent with the message lands in the item as a binary field)
// start n8n's AI Agent; its chat model is the OpenAI Chat Model with a credential whose Base URL is
// the scripted model; its tools are the Tool variant n8n makes of our usableAsTool node in its
// newest version, named as the editor names a new tool node (./tools.js), their parameters filled
// by $fromAI as the editor's ✨ button writes them (key: the parameter's display name; a
// description added by the user), the document answers cut to what an agent needs (Output →
// Selected Fields).
const n8n = require('../../scripts/n8n/common');
const { MODEL } = require('./modelServer');
const { NODE_VERSION, toolOf } = require('./tools');

const WORKFLOW_ID = 'dpAgentTools';
const WEBHOOK_PATHS = {
	answer: 'document-agent',
	stream: 'document-agent-stream',
	file: 'document-agent-file',
};
const OPENAI_CREDENTIAL = { id: 'agentScriptedModel', name: 'Scripted Model', type: 'openAiApi' };
const TOOL_TYPE = `${n8n.NODE_TYPES.action}Tool`;
const MODEL_NODE = { type: '@n8n/n8n-nodes-langchain.lmChatOpenAi', typeVersion: 1.3 };
/** The binary field a file sent to the webhook as the form field of this name lands in. */
const UPLOAD_FIELD = 'attachment';
/** Where Extract From File puts that file as base64, in the item's JSON (the `file` webhook). */
const BASE64_FIELD = 'attachment_base64';

/** What the ✨ button writes; `description` is what a user types into its description box. */
const fromAi = (key, description, type) =>
	`={{ /*n8n-auto-generated-fromAI-override*/ $fromAI('${key}', \`${description}\`, '${type}') }}`;

const documentId = {
	__rl: true,
	mode: 'id',
	value: fromAi('Document', 'The ID of the document (doc_id), e.g. doc_1', 'string'),
};

/** Output → Selected Fields as picked from the list: what an agent needs of a document. */
const DOCUMENT_FIELDS = [
	'doc_id',
	'doc_type',
	'status',
	'needsReview',
	'reviewReason',
	'fields.supplier_name',
	'fields.invoice_number',
	'fields.total_amount',
	'fields.currency',
];
const STATUS_FIELDS = ['doc_id', 'status', 'needsReview', 'reviewReason'];
const selected = (fields) => ({ output: 'selectedFields', selectedFields: fields });

/** The Search status filter's values (the form's choices), for the model. */
const SEARCH_STATUSES =
	'pending-user-input (fields to check), validated_pending_approval, approved_pending_second_approval, error, pending (waiting for export), exported, in-progress, none (any)';

/** The tool nodes' parameters by operation (resource Document), as a user sets them. */
const TOOL_PARAMETERS = {
	getDashboard: {
		returnAll: true,
		additionalFields: {
			filter: 'all',
			// An options parameter has no ✨ button: the expression is typed by hand.
			status: `={{ $fromAI('Status', \`One of: ${SEARCH_STATUSES}\`, 'string') }}`,
		},
	},
	getStatus: { doc_id: documentId, ...selected(STATUS_FIELDS) },
	getExtractionResult: { doc_id: documentId, ...selected(DOCUMENT_FIELDS) },
	approveOrReject: {
		doc_id: documentId,
		request_type: `={{ $fromAI('Request_Type', \`approve or reject\`, 'string') }}`,
	},
	update: {
		doc_id: documentId,
		fieldsInput: 'json',
		data: fromAi(
			'Fields__JSON_',
			'The fields to set, as an object of field names and values, e.g. {"invoice_number": "R-1"}',
			'json',
		),
	},
	// The file is the webhook's: its binary field, typed by the user (an agent passes only text).
	upload: { file: UPLOAD_FIELD, ...selected(DOCUMENT_FIELDS) },
	// The file as base64 in the agent's item (Extract From File before the agent), typed by the user.
	uploadBase64: { file_contents: `={{ $json.${BASE64_FIELD} }}`, ...selected(DOCUMENT_FIELDS) },
};

/** Each tool as n8n names and describes it (./tools.js), by operation. */
const TOOL_NODES = Object.entries(TOOL_PARAMETERS).map(([operation, parameters]) => ({
	...toolOf('document', operation),
	parameters: { resource: 'document', operation, ...parameters },
}));

/** The tools' names as the agent offers them, by operation: scripts pick tools by these. */
const TOOLS = Object.fromEntries(TOOL_NODES.map((tool) => [tool.operation, tool.toolName]));

/** The fields each tool answers with Output → Selected Fields, by tool name. */
const SELECTED_FIELDS = Object.fromEntries(
	TOOL_NODES.filter((tool) => tool.parameters.output === 'selectedFields').map((tool) => [
		tool.toolName,
		tool.parameters.selectedFields,
	]),
);

function agentWorkflow() {
	let next = 0;
	const node = (name, type, typeVersion, position, parameters, extra = {}) => ({
		id: `a9e70000-0000-4000-8000-${String(++next).padStart(12, '0')}`,
		name,
		type,
		typeVersion,
		position,
		parameters,
		...extra,
	});
	const webhook = (name, path, responseMode, webhookId, position) =>
		node(
			name,
			'n8n-nodes-base.webhook',
			2.1,
			position,
			{ httpMethod: 'POST', path, responseMode, options: {} },
			{ webhookId },
		);
	const chat = webhook(
		'Chat',
		WEBHOOK_PATHS.answer,
		'lastNode',
		'a9e70000-0000-4000-8000-0000000000a1',
		[0, 0],
	);
	const stream = webhook(
		'Chat (Streaming)',
		WEBHOOK_PATHS.stream,
		'streaming',
		'a9e70000-0000-4000-8000-0000000000a2',
		[0, 180],
	);
	const withFile = webhook(
		'Chat (File as Base64)',
		WEBHOOK_PATHS.file,
		'lastNode',
		'a9e70000-0000-4000-8000-0000000000a3',
		[0, 360],
	);
	// n8n's Extract From File (Move File to Base64 String) would do this, but it does not load in
	// the test's n8n installs (its ts-ics wants the peer date-fns, which they lack): a Code node.
	const toBase64 = node('Move File to Base64', 'n8n-nodes-base.code', 2, [220, 360], {
		mode: 'runOnceForEachItem',
		jsCode: [
			`const file = await this.helpers.getBinaryDataBuffer($itemIndex, '${UPLOAD_FIELD}');`,
			`return { json: { ...$json, ${BASE64_FIELD}: file.toString('base64') } };`,
		].join('\n'),
	});
	const agent = node('AI Agent', '@n8n/n8n-nodes-langchain.agent', 3.1, [480, 180], {
		promptType: 'define',
		text: '={{ $json.body.message }}',
		options: {},
	});
	// Below the agent, as the editor places sub-nodes: the chat model, then the tools in a row.
	const model = node(
		'OpenAI Chat Model',
		MODEL_NODE.type,
		MODEL_NODE.typeVersion,
		[420, 520],
		{
			model: { __rl: true, mode: 'id', value: MODEL },
			// Off: Chat Completions (/v1/chat/completions); on (1.3's default): the Responses API.
			responsesApiEnabled: false,
			options: {},
		},
		{ credentials: { openAiApi: { id: OPENAI_CREDENTIAL.id, name: OPENAI_CREDENTIAL.name } } },
	);
	const tools = TOOL_NODES.map((tool, index) =>
		node(tool.nodeName, TOOL_TYPE, NODE_VERSION, [600 + index * 180, 520], tool.parameters, {
			// Settings → On Error → Continue: a failed call answers the agent `{ error }` and the
			// agent goes on (n8n 2.41's default for tools); without it n8n 2.8 ends the whole run.
			onError: 'continueRegularOutput',
			credentials: {
				documentProcessingApi: { id: n8n.CREDENTIAL.id, name: n8n.CREDENTIAL.name },
			},
		}),
	);
	const to = (target, type) => ({ [type]: [[{ node: target, type, index: 0 }]] });
	return {
		id: WORKFLOW_ID,
		name: 'Document agent (e2e)',
		nodes: [chat, stream, withFile, toBase64, agent, model, ...tools],
		connections: {
			[chat.name]: to(agent.name, 'main'),
			[stream.name]: to(agent.name, 'main'),
			[withFile.name]: to(toBase64.name, 'main'),
			[toBase64.name]: to(agent.name, 'main'),
			[model.name]: to(agent.name, 'ai_languageModel'),
			...Object.fromEntries(tools.map((tool) => [tool.name, to(agent.name, 'ai_tool')])),
		},
		settings: { executionOrder: 'v1' },
		active: false,
	};
}

module.exports = {
	agentWorkflow,
	WORKFLOW_ID,
	WEBHOOK_PATHS,
	OPENAI_CREDENTIAL,
	MODEL_NODE,
	TOOLS,
	TOOL_NODES,
	SELECTED_FIELDS,
	UPLOAD_FIELD,
	NODE_VERSION,
};
