'use strict';
// A one-page PDF protected with a password as accounting programs write it: PDF's standard
// security handler, 128-bit RC4 (revision 3, ISO 32000-1 7.6.3): the page's text is encrypted,
// an /Encrypt dictionary in the trailer, and a reader asks for `userPassword` before it shows
// anything. The corpus's supplier who sends the password in the mail's text (issue 51).
const crypto = require('node:crypto');

// ISO 32000-1 7.6.3.3, algorithm 2: the 32 bytes a password is padded with.
const PADDING = Buffer.from(
	'28bf4e5e4e758a4164004e56fffa01082e2e00b6d0683e802f0ca9fe6453697a',
	'hex',
);
const KEY_BYTES = 16;
// Print and copy not allowed; the reserved bits set, as the standard asks.
const PERMISSIONS = -3904;

const md5 = (...parts) => crypto.createHash('md5').update(Buffer.concat(parts)).digest();
const padded = (password) =>
	Buffer.concat([Buffer.from(password, 'latin1'), PADDING]).subarray(0, 32);

/** RC4 (OpenSSL 3 offers it only in its legacy provider, so it is written out). */
function rc4(key, data) {
	const s = [...Array(256).keys()];
	for (let i = 0, j = 0; i < 256; i++) {
		j = (j + s[i] + key[i % key.length]) & 255;
		[s[i], s[j]] = [s[j], s[i]];
	}
	const out = Buffer.alloc(data.length);
	for (let n = 0, i = 0, j = 0; n < data.length; n++) {
		i = (i + 1) & 255;
		j = (j + s[i]) & 255;
		[s[i], s[j]] = [s[j], s[i]];
		out[n] = data[n] ^ s[(s[i] + s[j]) & 255];
	}
	return out;
}

/** Revision 3's twenty passes: RC4 with the key, then with the key XORed with 1 to 19. */
const twentyPasses = (key, data) =>
	[...Array(20).keys()].reduce(
		(text, pass) =>
			rc4(
				key.map((byte) => byte ^ pass),
				text,
			),
		data,
	);

/** Fifty more MD5s of the first KEY_BYTES bytes (revision 3). */
function fiftyMd5(digest) {
	let result = digest;
	for (let n = 0; n < 50; n++) result = md5(result.subarray(0, KEY_BYTES));
	return result.subarray(0, KEY_BYTES);
}

/** Algorithm 3: the /O entry. */
const ownerEntry = (ownerPassword, userPassword) =>
	twentyPasses(fiftyMd5(md5(padded(ownerPassword))), padded(userPassword));

/** Algorithm 2: the file's key. */
function fileKey(userPassword, owner, id) {
	const permissions = Buffer.alloc(4);
	permissions.writeInt32LE(PERMISSIONS);
	return fiftyMd5(md5(padded(userPassword), owner, permissions, id));
}

/** Algorithm 5: the /U entry (16 bytes, then 16 of any value). */
const userEntry = (key, id) =>
	Buffer.concat([twentyPasses(key, md5(PADDING, id)), Buffer.alloc(16)]);

/** Algorithm 1: an object's data encrypted with the key for its number (generation 0). */
function encryptedFor(key, objectNumber, data) {
	const number = Buffer.alloc(5);
	number.writeUIntLE(objectNumber, 0, 3);
	return rc4(md5(key, number).subarray(0, Math.min(KEY_BYTES + 5, 16)), data);
}

const pdfText = (text) => String(text).replace(/[\\()]/g, (char) => `\\${char}`);

/**
 * The PDF's bytes: `lines` of text on an A4 page, `userPassword` to open it (and an owner
 * password of its own). Without the password nothing of the page can be read.
 */
function protectedPdf({ lines, userPassword, ownerPassword = `${userPassword}-owner` }) {
	const id = crypto.createHash('md5').update(lines.join('\n')).digest();
	const owner = ownerEntry(ownerPassword, userPassword);
	const key = fileKey(userPassword, owner, id);
	const content = Buffer.from(
		['BT /F1 12 Tf 14 TL 56 780 Td', ...lines.map((line) => `(${pdfText(line)}) Tj T*`), 'ET'].join(
			'\n',
		),
		'latin1',
	);
	const stream = encryptedFor(key, 4, content);
	const objects = [
		'<< /Type /Catalog /Pages 2 0 R >>',
		'<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
		'<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
		Buffer.concat([
			Buffer.from(`<< /Length ${stream.length} >>\nstream\n`),
			stream,
			Buffer.from('\nendstream'),
		]),
		'<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
		`<< /Filter /Standard /V 2 /R 3 /Length ${KEY_BYTES * 8} /P ${PERMISSIONS} /O <${owner.toString('hex')}> /U <${userEntry(key, id).toString('hex')}> >>`,
	];
	const parts = [Buffer.from('%PDF-1.4\n%\xe2\xe3\xcf\xd3\n', 'latin1')];
	const offsets = [];
	let length = parts[0].length;
	objects.forEach((body, index) => {
		offsets.push(length);
		const object = Buffer.concat([
			Buffer.from(`${index + 1} 0 obj\n`),
			Buffer.isBuffer(body) ? body : Buffer.from(body, 'latin1'),
			Buffer.from('\nendobj\n'),
		]);
		parts.push(object);
		length += object.length;
	});
	const xref = [
		'xref',
		`0 ${objects.length + 1}`,
		'0000000000 65535 f ',
		...offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n `),
		'trailer',
		`<< /Size ${objects.length + 1} /Root 1 0 R /Encrypt 6 0 R /ID [<${id.toString('hex')}> <${id.toString('hex')}>] >>`,
		'startxref',
		String(length),
		'%%EOF',
		'',
	].join('\n');
	parts.push(Buffer.from(xref, 'latin1'));
	return Buffer.concat(parts);
}

module.exports = { protectedPdf };
