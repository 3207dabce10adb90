'use strict';
// (a) "Approve the invoices from ACME that need no review": the model searches the documents that
// wait for a person to check them (Search, status pending-user-input), reads the extraction
// result of each invoice among them and approves the ACME invoices the node does not flag for
// review. An exported ACME invoice is not among them, so it is neither read nor approved.
const { TOOLS } = require('../workflow');

const has = (items, document) => items.some((item) => item.doc_id === document.doc_id);

function script(conversation) {
	if (conversation.answersOf(TOOLS.getDashboard).length === 0)
		return {
			toolCalls: [conversation.call(TOOLS.getDashboard, { Status: 'pending-user-input' })],
		};
	const read = conversation.itemsOf(TOOLS.getExtractionResult);
	const unread = conversation
		.itemsOf(TOOLS.getDashboard)
		.filter((document) => document.doc_type === 'invoice' && !has(read, document));
	if (unread.length > 0)
		return {
			toolCalls: unread.map((document) =>
				conversation.call(TOOLS.getExtractionResult, { Document: document.doc_id }),
			),
		};
	const decided = conversation.itemsOf(TOOLS.approveOrReject);
	const toApprove = read.filter(
		(document) =>
			document.doc_type === 'invoice' &&
			/\bacme\b/i.test(String(document.fields?.supplier_name ?? '')) &&
			document.needsReview === false &&
			!has(decided, document),
	);
	if (toApprove.length > 0)
		return {
			toolCalls: toApprove.map((document) =>
				conversation.call(TOOLS.approveOrReject, {
					Document: document.doc_id,
					Request_Type: 'approve',
				}),
			),
		};
	if (decided.length === 0) return { content: 'No ACME invoice can be approved without review.' };
	return {
		content: `Approved: ${decided.map((document) => `${document.doc_id} (now ${document.status})`).join(', ')}.`,
	};
}

module.exports = {
	name: '(a) approve the invoices from ACME that need no review',
	via: 'answer',
	message: () => 'Approve the invoices from ACME that need no review.',
	script,
	expected: (docs) => {
		const approved = [docs.acmeClean1, docs.acmeClean2];
		return {
			changes: approved
				.flatMap((docId) => [
					`${docId} log: + approve`,
					`${docId} status: "ready_for_validation" → "approved_pending_export"`,
				])
				.sort(),
			answerNames: approved,
			unread: [docs.acmeExported],
		};
	},
};
