'use strict';
// (b) "Which documents wait for review and why": the model lists the documents, reads each one's
// extraction result, asks for the status of those that failed (the extraction result does not say
// why) and answers with those the node flags (needsReview) and its reasons.
const { TOOLS } = require('../workflow');
const { SEEDS } = require('../seeds');

function script(conversation) {
	if (conversation.answersOf(TOOLS.find).length === 0)
		return { toolCalls: [conversation.call(TOOLS.find, { Limit: 50 })] };
	const read = conversation.itemsOf(TOOLS.extraction);
	const unread = conversation
		.itemsOf(TOOLS.find)
		.filter((document) => !read.some((item) => item.doc_id === document.doc_id));
	if (unread.length > 0)
		return {
			toolCalls: unread.map((document) =>
				conversation.call(TOOLS.extraction, { Document: document.doc_id }),
			),
		};
	const waiting = read.filter((document) => document.needsReview === true);
	if (waiting.length === 0) return { content: 'No document waits for review.' };
	const statuses = conversation.itemsOf(TOOLS.status);
	const statusOf = (document) => statuses.find((item) => item.doc_id === document.doc_id);
	const failed = waiting.filter((document) => document.status === 'error' && !statusOf(document));
	if (failed.length > 0)
		return {
			toolCalls: failed.map((document) =>
				conversation.call(TOOLS.status, { Document: document.doc_id }),
			),
		};
	const said = (document) => {
		const status = statusOf(document);
		const message = status?.error_message ?? status?.other?.error_message;
		return message ? `; the service says: ${message}` : '';
	};
	const fileName = (document) =>
		conversation.itemsOf(TOOLS.find).find((item) => item.doc_id === document.doc_id)?.file_name;
	return {
		content: [
			`${waiting.length} documents wait for review:`,
			...waiting.map(
				(document) =>
					`- ${document.doc_id} (${fileName(document)}, ${document.status}): ${document.reviewReason}${said(document)}`,
			),
		].join('\n'),
	};
}

const flagged = SEEDS.filter((seed) => seed.reason);

module.exports = {
	name: '(b) which documents wait for review and why',
	via: 'stream',
	message: () => 'Which documents wait for review, and why?',
	script,
	expected: (docs) => ({
		changes: [],
		answerNames: flagged.map((seed) => docs[seed.key]),
		answerReasons: Object.fromEntries(flagged.map((seed) => [docs[seed.key], seed.reason])),
	}),
};
