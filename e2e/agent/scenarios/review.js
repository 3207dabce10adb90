'use strict';
// (b) "Which documents wait for review and why": the model searches the documents in each status
// that waits for a person (Search, one call per status), reads each one's extraction result, asks
// for the status of those the service could not process (their extraction result does not carry
// the service's message; the status does) and answers with those the node flags (needsReview) and
// its reasons. Documents in other statuses (an exported invoice) are never read.
const { TOOLS } = require('../workflow');
const { SEEDS } = require('../seeds');

/** Search's statuses of documents that wait for a person. */
const WAITING = [
	'pending-user-input',
	'validated_pending_approval',
	'approved_pending_second_approval',
	'error',
];

function script(conversation) {
	if (conversation.answersOf(TOOLS.getDashboard).length === 0)
		return {
			toolCalls: WAITING.map((status) => conversation.call(TOOLS.getDashboard, { Status: status })),
		};
	const found = conversation.itemsOf(TOOLS.getDashboard);
	const read = conversation.itemsOf(TOOLS.getExtractionResult);
	const unread = found.filter((document) => !read.some((item) => item.doc_id === document.doc_id));
	if (unread.length > 0)
		return {
			toolCalls: unread.map((document) =>
				conversation.call(TOOLS.getExtractionResult, { Document: document.doc_id }),
			),
		};
	const waiting = read.filter((document) => document.needsReview === true);
	if (waiting.length === 0) return { content: 'No document waits for review.' };
	const statuses = conversation.itemsOf(TOOLS.getStatus);
	const statusOf = (document) => statuses.find((item) => item.doc_id === document.doc_id);
	const failed = waiting.filter((document) => document.status === 'error' && !statusOf(document));
	if (failed.length > 0)
		return {
			toolCalls: failed.map((document) =>
				conversation.call(TOOLS.getStatus, { Document: document.doc_id }),
			),
		};
	const fileName = (document) => found.find((item) => item.doc_id === document.doc_id)?.file_name;
	return {
		content: [
			`${waiting.length} documents wait for review:`,
			...waiting.map(
				(document) =>
					`- ${document.doc_id} (${fileName(document)}, ${document.status}): ${(statusOf(document) ?? document).reviewReason}`,
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
		unread: [docs.acmeExported],
	}),
};
