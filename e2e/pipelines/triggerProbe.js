'use strict';
// A probe workflow of the lanes: the template's Email Trigger (New Mail) with options of its own,
// on a mailbox of its own, feeding No Operation. It marks what it reads as read, so the mailbox's
// unread mails show what it has read (./fetchOnlyNewProbe.js, ./reconnectCost.js).
const fs = require('node:fs');
const path = require('node:path');
const { MAILBOX } = require('./intake');

/** The options of the lane's mailbox template's Email Trigger (New Mail). */
function templateTriggerOptions() {
	const template = JSON.parse(
		fs.readFileSync(path.join(__dirname, '..', '..', 'examples', MAILBOX.file), 'utf8'),
	);
	return template.nodes.find((node) => node.type === 'n8n-nodes-base.emailReadImap').parameters
		.options;
}

/**
 * The probe workflow `id` (`name`; its trigger `triggerName` with the Email Trigger's `options`,
 * signing in as `credential`: ./mailServer.js imapCredential), written to `dir`; its path.
 */
function writeTriggerProbe(dir, { id, name, triggerName, options, credential }) {
	const workflow = {
		id,
		name,
		settings: { executionOrder: 'v1' },
		active: false,
		pinData: {},
		tags: [],
		nodes: [
			{
				id: `${id}-trigger`,
				name: triggerName,
				type: 'n8n-nodes-base.emailReadImap',
				typeVersion: 2.1,
				position: [0, 0],
				parameters: { mailbox: 'INBOX', postProcessAction: 'read', format: 'resolved', options },
				credentials: { imap: { id: credential.id, name: credential.name } },
			},
			{
				id: `${id}-nothing`,
				name: 'Nothing Else',
				type: 'n8n-nodes-base.noOp',
				typeVersion: 1,
				position: [240, 0],
				parameters: {},
			},
		],
		connections: {
			[triggerName]: { main: [[{ node: 'Nothing Else', type: 'main', index: 0 }]] },
		},
	};
	const file = path.join(dir, `${id}.json`);
	fs.mkdirSync(dir, { recursive: true });
	fs.writeFileSync(file, JSON.stringify(workflow, null, 2));
	return file;
}

module.exports = { writeTriggerProbe, templateTriggerOptions };
