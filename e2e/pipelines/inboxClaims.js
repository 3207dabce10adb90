'use strict';
// What docs/mailbox-to-erp.md ("When waiting mail is read", linked from the README) promises of
// the template's Email Trigger: unread mail that waits at an activation or when n8n starts again
// is read within a number of seconds, with no new mail. The lanes that check it (./run.js,
// ./backlog.js) read that number from the page, so the page cannot promise what they do not check.
const fs = require('node:fs');
const path = require('node:path');

const PAGE = path.join(__dirname, '..', '..', 'docs', 'mailbox-to-erp.md');
const PROMISE = /is read within \*\*(\d+) seconds\*\*/;

function promisedSeconds() {
	const seconds = PROMISE.exec(fs.readFileSync(PAGE, 'utf8'))?.[1];
	if (!seconds)
		throw new Error(`docs/mailbox-to-erp.md: no "is read within **N seconds**" to check`);
	return Number(seconds);
}

module.exports = {
	READ_WITHIN_MS: promisedSeconds() * 1000,
	CLAIM: 'docs/mailbox-to-erp.md, "When waiting mail is read"',
};
