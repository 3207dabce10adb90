'use strict';
// A MIME message as mail programs write it: text (and HTML with inline images in
// multipart/related), attachments base64-encoded, non-ASCII file names (and names with quotes) in
// RFC 2231's `filename*=UTF-8''…` form, subjects in RFC 2047's encoded words. A file part can be
// written as different clients do: `disposition: 'inline'` (Apple Mail's PDFs), `'none'` (the name
// only in Content-Type), and a forwarded mail as a message/rfc822 part. An attachment with
// `signature: true` signs the mail as S/MIME does (multipart/signed, the signature second); a mail
// may carry no Message-ID (`messageId: null`) and a fixed Date.
const crypto = require('node:crypto');

const isAscii = (text) => /^[\x20-\x7e]*$/.test(text);
const encodedWord = (text) =>
	isAscii(text) ? text : `=?UTF-8?B?${Buffer.from(text, 'utf8').toString('base64')}?=`;
const plainName = (name) => isAscii(name) && !name.includes('"');
const fileNameParameter = (name) =>
	plainName(name)
		? `filename="${name.replace(/"/g, '')}"`
		: `filename*=UTF-8''${encodeURIComponent(name)}`;
const base64Lines = (data) => data.toString('base64').replace(/.{76}/g, '$&\r\n');

function part(headers, body) {
	return `${headers.join('\r\n')}\r\n\r\n${body}`;
}

function multipart(type, parts) {
	const boundary = `=_${crypto.randomBytes(12).toString('hex')}`;
	return {
		header: `Content-Type: multipart/${type}; boundary="${boundary}"`,
		body: `${parts.map((text) => `--${boundary}\r\n${text}`).join('\r\n')}\r\n--${boundary}--`,
	};
}

function filePart({ fileName, contentType, data, inline, contentId, disposition }) {
	const nameParameter = fileName && plainName(fileName) ? `; name="${fileName}"` : '';
	const dispositionType = disposition ?? (inline ? 'inline' : 'attachment');
	const forwarded = contentType === 'message/rfc822';
	return part(
		[
			`Content-Type: ${contentType}${nameParameter}`,
			...(forwarded ? [] : ['Content-Transfer-Encoding: base64']),
			...(dispositionType === 'none'
				? []
				: [`Content-Disposition: ${dispositionType}; ${fileNameParameter(fileName)}`]),
			...(contentId ? [`Content-ID: <${contentId}>`] : []),
		],
		forwarded ? data.toString('utf8') : base64Lines(data),
	);
}

/** A file uuencoded into a mail's text, as old mail programs and some scanners send it. */
function uuencode(fileName, data) {
	const char = (value) => (value === 0 ? '`' : String.fromCharCode(value + 32));
	const lines = [];
	for (let start = 0; start < data.length; start += 45) {
		const chunk = data.subarray(start, start + 45);
		let line = char(chunk.length);
		for (let at = 0; at < chunk.length; at += 3) {
			const [a, b = 0, c = 0] = chunk.subarray(at, at + 3);
			line += char(a >> 2) + char(((a & 3) << 4) | (b >> 4)) + char(((b & 15) << 2) | (c >> 6));
			line += char(c & 63);
		}
		lines.push(line);
	}
	return ['begin 644 ' + fileName, ...lines, '`', 'end'].join('\r\n');
}

/** The whole message text for SMTP's DATA. */
function buildMessage({ from, to, subject, text, html, attachments = [], messageId, date }) {
	// A file with `uuencode: true` goes into the text, not into a part of its own.
	const uuencoded = attachments.filter((file) => file.uuencode);
	attachments = attachments.filter((file) => !file.uuencode);
	const textPart = part(
		['Content-Type: text/plain; charset=utf-8'],
		[text, ...uuencoded.map((file) => uuencode(file.fileName, file.data))].join('\r\n\r\n'),
	);
	const inline = attachments.filter((file) => file.inline);
	const signatures = attachments.filter((file) => file.signature);
	const attached = attachments.filter((file) => !file.inline && !file.signature);
	let body;
	if (html) {
		const related = multipart('related', [
			part(['Content-Type: text/html; charset=utf-8'], html),
			...inline.map(filePart),
		]);
		const alternative = multipart('alternative', [textPart, part([related.header], related.body)]);
		body = part([alternative.header], alternative.body);
	} else body = textPart;
	let top = multipart('mixed', [body, ...attached.map(filePart)]);
	if (signatures.length)
		top = multipart('signed; protocol="application/pkcs7-signature"; micalg=sha-256', [
			part([top.header], top.body),
			...signatures.map(filePart),
		]);
	return [
		`From: ${from}`,
		`To: ${to}`,
		`Subject: ${encodedWord(subject)}`,
		`Date: ${(date ?? new Date()).toUTCString()}`,
		...(messageId === null
			? []
			: [`Message-ID: ${messageId ?? `<${crypto.randomUUID()}@pipeline.test>`}`]),
		'MIME-Version: 1.0',
		top.header,
		'',
		top.body,
		'',
	].join('\r\n');
}

module.exports = { buildMessage };
