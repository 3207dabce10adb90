'use strict';
// The OpenAI Chat Model's model list as the editor loads it (its Model parameter's From List):
// n8n asks the credential's Base URL for GET /v1/models.
const { OPENAI_CREDENTIAL, MODEL_NODE } = require('./workflow');

async function listedModels(rest) {
	const { body } = await rest.request(
		'POST',
		'/rest/dynamic-node-parameters/resource-locator-results',
		{
			path: 'parameters.model',
			nodeTypeAndVersion: { name: MODEL_NODE.type, version: MODEL_NODE.typeVersion },
			currentNodeParameters: { model: { __rl: true, mode: 'list', value: '' }, options: {} },
			methodName: 'searchModels',
			credentials: { openAiApi: { id: OPENAI_CREDENTIAL.id, name: OPENAI_CREDENTIAL.name } },
		},
	);
	return (body?.results ?? []).map((result) => result.value);
}

module.exports = { listedModels };
