'use strict';
// What the upload scenarios share: the invoice PDF the user attaches (made with pdf-lib, with
// facts the sandbox reads from its text, scripts/lib/invoicePdf.js), its sha256, and the model's
// script: call the upload tool (it takes no arguments: the file is in the item), then name the
// total from its answer, or say why not.
const { createHash } = require('node:crypto');
const { UPLOAD_FIELD } = require('../workflow');
const { randomInvoice, invoicePdf } = require('../../../scripts/lib/invoicePdf');

const INVOICE = randomInvoice({
	prefix: 'AGENT',
	supplier: 'Initech Office Supplies GmbH',
	items: [
		{ text: 'Toner cartridges', quantity: '4 pcs', amount: 356 },
		{ text: 'Copy paper A4', quantity: '20 packs', amount: 119.8 },
	],
});
const FILE_NAME = `${INVOICE.invoice_number}.pdf`;
const MESSAGE = 'Upload the attached invoice and tell me its total.';
let attached;

/** The file as the chat client sends it: form field UPLOAD_FIELD of a multipart upload. */
async function attachment() {
	attached ??= {
		field: UPLOAD_FIELD,
		fileName: FILE_NAME,
		contentType: 'application/pdf',
		bytes: await invoicePdf(INVOICE),
	};
	return attached;
}

const sha256 = () => createHash('sha256').update(attached.bytes).digest('hex');

/** The model's script with the upload tool `toolName`. */
function uploadScript(toolName) {
	return (conversation) => {
		const [answer] = conversation.answersOf(toolName);
		if (!answer) return { toolCalls: [conversation.call(toolName, {})] };
		const [uploaded] = conversation.itemsOf(toolName);
		if (!uploaded || uploaded.error)
			return { content: `I could not upload the file: ${uploaded?.error ?? answer.content}` };
		const fields = uploaded.fields ?? {};
		if (fields.total_amount === null || fields.total_amount === undefined)
			return {
				content: `I uploaded it as ${uploaded.doc_id} (${uploaded.status}), but the service read no total: ${uploaded.reviewReason}`,
			};
		return {
			content: `I uploaded it as ${uploaded.doc_id}: invoice ${fields.invoice_number} from ${fields.supplier_name}, total ${fields.total_amount} ${fields.currency}.`,
		};
	};
}

/** The answer names the new document and the invoice's total. */
const answerNames = (created) => [
	...created.map((document) => document.doc_id),
	String(INVOICE.total_amount),
];

module.exports = { INVOICE, FILE_NAME, MESSAGE, attachment, sha256, uploadScript, answerNames };
