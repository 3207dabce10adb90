'use strict';
// (e) The same request and file as (d), sent to the webhook whose file n8n's Extract From File
// (Move File to Base64 String) moves into the item's JSON before the agent: a tool does get the
// agent's item's JSON, so the Upload Base64 tool, its File Contents typed as
// {{ $json.<field> }} (not $fromAI), uploads the file, waits for processing and answers the
// selected fields. The service's base64 upload takes no file name: the sandbox names it itself.
const { TOOLS } = require('../workflow');
const { MESSAGE, attachment, sha256, uploadScript, answerNames } = require('./attachedInvoice');

module.exports = {
	name: '(e) the same with the file as base64 (Upload Base64)',
	via: 'file',
	message: () => MESSAGE,
	attachment,
	processingDelayMs: 1500,
	script: uploadScript(TOOLS.uploadBase64),
	expected: (docs, created) => ({
		changes: [],
		created: [{ sha256: sha256() }],
		answerNames: answerNames(created),
	}),
};
