'use strict';
// Invoice PDFs of a chosen size, made on the fly: the invoice text the sandbox extracts, padded
// with an unreferenced-by-pages raw stream (no compression, so the file is as large as asked;
// pdf.js never reads it). Sizes are mixed and deterministic per index.
const crypto = require('node:crypto');
const { PDFDocument, PDFName } = require('pdf-lib');
const { randomInvoice, invoicePdf } = require('../../scripts/lib/invoicePdf');

/**
 * The size of document `index` (bytes): every 25th the largest (maxBytes), every 5th
 * 10–25 % of it, the rest 20–600 KB (never above maxBytes).
 */
function sizeOf(index, maxBytes) {
	const unit = (index * 7919) % 1000; // spread within a band, deterministic
	if (index % 25 === 0) return maxBytes;
	if (index % 5 === 0) return Math.round(maxBytes * (0.1 + (0.15 * unit) / 1000));
	return Math.min(maxBytes, 20 * 1024 + Math.round((580 * 1024 * unit) / 1000));
}

/** A PDF invoice numbered `${prefix}-${index}` of about `bytes` bytes. */
async function invoiceOfSize(prefix, index, bytes) {
	const invoice = randomInvoice({ prefix });
	invoice.invoice_number = `${prefix}-${String(index).padStart(5, '0')}`;
	const base = await invoicePdf(invoice);
	const padding = bytes - base.length - 200;
	if (padding <= 0) return { invoice, pdf: Buffer.from(base) };
	const document = await PDFDocument.load(base);
	const stream = document.context.stream(crypto.randomBytes(padding));
	document.catalog.set(PDFName.of('DPPadding'), document.context.register(stream));
	return { invoice, pdf: Buffer.from(await document.save({ useObjectStreams: false })) };
}

module.exports = { sizeOf, invoiceOfSize };
