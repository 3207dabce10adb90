'use strict';
// (c) "Set the invoice number of document X to Y": the model reads X's extraction result to find
// the field's name, then updates that one field.
const { TOOLS } = require('../workflow');

const NEW_NUMBER = 'INV-GX-2024-0999';

function script(conversation) {
	const asked = /document (\S+) to (\S+?)\.?$/.exec(conversation.userText);
	if (!asked) throw new Error(`cannot read the request: ${conversation.userText}`);
	const [, docId, value] = asked;
	const [read] = conversation.itemsOf(TOOLS.getExtractionResult);
	if (!read)
		return { toolCalls: [conversation.call(TOOLS.getExtractionResult, { Document: docId })] };
	const field = Object.keys(read.fields ?? {}).find((name) => /invoice.?(number|no)/i.test(name));
	if (!field) return { content: `Document ${docId} has no invoice number field.` };
	const [updated] = conversation.itemsOf(TOOLS.update);
	if (!updated)
		return {
			toolCalls: [
				conversation.call(TOOLS.update, { Document: docId, Fields__JSON_: { [field]: value } }),
			],
		};
	return {
		content: `The invoice number of ${docId} is now ${updated.extracted_data?.[field] ?? '(not in the answer)'}.`,
	};
}

module.exports = {
	name: '(c) set the invoice number of a document',
	via: 'answer',
	message: (docs) => `Set the invoice number of document ${docs.otherVendor} to ${NEW_NUMBER}.`,
	script,
	expected: (docs) => ({
		changes: [
			`${docs.otherVendor} extracted_data.invoice_number: "INV-GX-201" → "${NEW_NUMBER}"`,
			`${docs.otherVendor} field_confidence.invoice_number: 0.95 → 1`,
			`${docs.otherVendor} log: + update`,
		].sort(),
		answerNames: [docs.otherVendor, NEW_NUMBER],
	}),
};
