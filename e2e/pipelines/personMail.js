'use strict';
// A delivered mail as a person reads it (the lanes read the reviewer's mailbox from disk).

/** A delivered mail's body, quoted-printable decoded (nodemailer's choice for text with non-ASCII). */
function mailBody(raw) {
	const [head, ...rest] = raw.split(/\r?\n\r?\n/);
	const body = rest.join('\n\n');
	if (!/^Content-Transfer-Encoding:\s*quoted-printable/im.test(head)) return body;
	return Buffer.from(
		body
			.replace(/=\r?\n/g, '')
			.replace(/=([0-9A-F]{2})/gi, (_, hex) => String.fromCharCode(parseInt(hex, 16))),
		'latin1',
	).toString('utf8');
}

module.exports = { mailBody };
