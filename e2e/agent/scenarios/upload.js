'use strict';
// (d) "Upload the attached invoice and tell me its total": the PDF comes with the message, a
// multipart upload to the webhook, so the item the agent received holds it as the binary field
// UPLOAD_FIELD. An agent passes only text: the Upload tool's Input Binary Field names that field
// (typed by the user, not $fromAI), so the tool should upload the file of the agent's item, wait
// for processing (version 4's default; the sandbox keeps it `processing` for a moment) and answer
// the selected fields, from which the model names the total.
const { TOOLS, UPLOAD_FIELD } = require('../workflow');
const {
	FILE_NAME,
	MESSAGE,
	attachment,
	sha256,
	uploadScript,
	answerNames,
} = require('./attachedInvoice');

module.exports = {
	name: '(d) upload the attached invoice and tell me its total',
	via: 'answer',
	message: () => MESSAGE,
	attachment,
	processingDelayMs: 1500,
	script: uploadScript(TOOLS.upload),
	expected: (docs, created) => ({
		changes: [],
		created: [{ file_name: FILE_NAME, sha256: sha256() }],
		answerNames: answerNames(created),
	}),
	/**
	 * Fails today, in n8n 2.41.1 and 2.8.4 alike: the engine runs a tool node on an item of its own,
	 * the agent's item's JSON with the tool's arguments, without the item's binary fields (n8n-core
	 * execution-engine/requests-response.js, prepareRequestedNodesForExecution), so the Upload
	 * finds no file. The run counts it as a known failure only when this is why (`seen`), and fails
	 * once the scenario passes, so the marker is removed then. (e) is the way that works.
	 */
	knownFailure: {
		reason: `n8n gives a tool node the agent's item without its binary fields: the Upload tool finds no binary field "${UPLOAD_FIELD}"`,
		seen: (run) =>
			run.answers.some(
				(answer) =>
					answer.name === TOOLS.upload &&
					(answer.items ?? []).some((item) =>
						String(item.error).includes(`the input item has no binary field "${UPLOAD_FIELD}"`),
					),
			),
	},
};
