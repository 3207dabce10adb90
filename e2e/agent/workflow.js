'use strict';
// The workflow under test, as a user builds it in the editor: two webhooks (one answering when
// the run ends, one streaming) start n8n's AI Agent; its chat model is the OpenAI Chat Model with
// a credential whose Base URL is the scripted model; its tools are the Tool variant n8n makes of
// our usableAsTool node, their parameters filled by $fromAI as the editor's ✨ button writes them
// (key: the parameter's display name; a description added by the user).
const n8n = require('../../scripts/n8n/common');
const { MODEL } = require('./modelServer');

const WORKFLOW_ID = 'dpAgentTools';
const WEBHOOK_PATHS = { answer: 'document-agent', stream: 'document-agent-stream' };
const OPENAI_CREDENTIAL = { id: 'agentScriptedModel', name: 'Scripted Model', type: 'openAiApi' };
/** The node's newest version (DocumentProcessing.node.ts defaultVersion). */
const NODE_VERSION = 3;
const TOOL_TYPE = `${n8n.NODE_TYPES.action}Tool`;
const MODEL_NODE = { type: '@n8n/n8n-nodes-langchain.lmChatOpenAi', typeVersion: 1.3 };

/** The tools' names as the agent offers them: the node names, n8n's nodeNameToToolName. */
const TOOLS = {
	find: 'Find_Documents',
	status: 'Get_Document_Status',
	extraction: 'Get_Extraction_Result',
	decide: 'Approve_or_Reject_Document',
	update: 'Update_Document_Fields',
};

/** What the ✨ button writes; `description` is what a user types into its description box. */
const fromAi = (key, description, type) =>
	`={{ /*n8n-auto-generated-fromAI-override*/ $fromAI('${key}', \`${description}\`, '${type}') }}`;

const documentId = {
	__rl: true,
	mode: 'id',
	value: fromAi('Document', 'The ID of the document (doc_id), e.g. doc_1', 'string'),
};

const TOOL_NODES = [
	[
		'Find Documents',
		{
			operation: 'getMany',
			limit: fromAi('Limit', 'How many documents to list at most', 'number'),
			additionalFields: { filter: 'all' },
		},
	],
	['Get Document Status', { operation: 'getStatus', doc_id: documentId }],
	[
		'Get Extraction Result',
		{ operation: 'getExtractionResult', doc_id: documentId, output: 'simplified' },
	],
	[
		'Approve or Reject Document',
		{
			operation: 'approveOrReject',
			doc_id: documentId,
			// An options parameter has no ✨ button: the expression is typed by hand.
			request_type: `={{ $fromAI('Request_Type', \`approve or reject\`, 'string') }}`,
		},
	],
	[
		'Update Document Fields',
		{
			operation: 'update',
			doc_id: documentId,
			fieldsInput: 'json',
			data: fromAi(
				'Fields__JSON_',
				'The fields to set, as an object of field names and values, e.g. {"invoice_number": "R-1"}',
				'json',
			),
		},
	],
];

function agentWorkflow() {
	let next = 0;
	const node = (name, type, typeVersion, parameters, extra = {}) => ({
		id: `a9e70000-0000-4000-8000-${String(++next).padStart(12, '0')}`,
		name,
		type,
		typeVersion,
		position: [next * 200, 0],
		parameters,
		...extra,
	});
	const webhook = (name, path, responseMode, webhookId) =>
		node(
			name,
			'n8n-nodes-base.webhook',
			2.1,
			{ httpMethod: 'POST', path, responseMode, options: {} },
			{ webhookId },
		);
	const chat = webhook(
		'Chat',
		WEBHOOK_PATHS.answer,
		'lastNode',
		'a9e70000-0000-4000-8000-0000000000a1',
	);
	const stream = webhook(
		'Chat (Streaming)',
		WEBHOOK_PATHS.stream,
		'streaming',
		'a9e70000-0000-4000-8000-0000000000a2',
	);
	const agent = node('AI Agent', '@n8n/n8n-nodes-langchain.agent', 3.1, {
		promptType: 'define',
		text: '={{ $json.body.message }}',
		options: {},
	});
	const model = node(
		'OpenAI Chat Model',
		MODEL_NODE.type,
		MODEL_NODE.typeVersion,
		{
			model: { __rl: true, mode: 'id', value: MODEL },
			// Off: Chat Completions (/v1/chat/completions); on (1.3's default): the Responses API.
			responsesApiEnabled: false,
			options: {},
		},
		{ credentials: { openAiApi: { id: OPENAI_CREDENTIAL.id, name: OPENAI_CREDENTIAL.name } } },
	);
	const tools = TOOL_NODES.map(([name, parameters]) =>
		node(
			name,
			TOOL_TYPE,
			NODE_VERSION,
			{ resource: 'document', ...parameters },
			{
				credentials: {
					documentProcessingApi: { id: n8n.CREDENTIAL.id, name: n8n.CREDENTIAL.name },
				},
			},
		),
	);
	const to = (target, type) => ({ [type]: [[{ node: target, type, index: 0 }]] });
	return {
		id: WORKFLOW_ID,
		name: 'Document agent (e2e)',
		nodes: [chat, stream, agent, model, ...tools],
		connections: {
			[chat.name]: to(agent.name, 'main'),
			[stream.name]: to(agent.name, 'main'),
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
};
