'use strict';
// What the archive holds is the document of record (issue 51): each archived file must be the
// exact bytes the service read for its document, and open as its name's ending says: a PDF as
// qpdf (Debian's package) opens one, an image by its signature. A TNEF container archived under a
// `.pdf` name, as the templates once stored it, fails both.
const crypto = require('node:crypto');
const fs = require('node:fs');
const path = require('node:path');
const { spawnSync } = require('node:child_process');

const sha256 = (bytes) => crypto.createHash('sha256').update(bytes).digest('hex');

/** Image endings and the bytes such a file begins with. */
const IMAGE_SIGNATURES = [
	{ ending: /\.jpe?g$/i, bytes: [Buffer.from([0xff, 0xd8, 0xff])] },
	{ ending: /\.png$/i, bytes: [Buffer.from('\x89PNG', 'latin1')] },
	{ ending: /\.tiff?$/i, bytes: [Buffer.from('II*\0', 'latin1'), Buffer.from('MM\0*', 'latin1')] },
];

/** Why `file` does not open as its name says, or undefined. */
function doesNotOpen(file) {
	if (/\.pdf$/i.test(file)) {
		// qpdf --check: 0 fine, 3 readable with warnings, 2 not a PDF it can read.
		const { status, stdout } = spawnSync('qpdf', ['--check', file], { encoding: 'utf8' });
		return status === 0 || status === 3
			? undefined
			: `qpdf --check ${status}: ${String(stdout).split('\n')[0]}`;
	}
	const image = IMAGE_SIGNATURES.find(({ ending }) => ending.test(file));
	if (!image) return 'an ending the templates do not archive';
	const head = fs.readFileSync(file).subarray(0, 4);
	return image.bytes.some((bytes) => head.subarray(0, bytes.length).equals(bytes))
		? undefined
		: `begins ${head.toString('hex')}, not as its ending says`;
}

/**
 * The archive's files against the service: `{ checked, wrong }`, `wrong` naming each file that is
 * not the bytes its document was read from, or does not open as its name says.
 */
function archivedAsRead({ archiveDir, expected, atService }) {
	const wrong = [];
	let checked = 0;
	for (const name of fs.readdirSync(archiveDir)) {
		const file = path.join(archiveDir, name);
		const document = expected.documents.find((d) => d.archiveName === name);
		const read = document && atService.find((doc) => document.names.includes(doc.file_name));
		checked += 1;
		if (read?.content && sha256(fs.readFileSync(file)) !== sha256(read.content))
			wrong.push(`${name}: not the bytes the service read for ${read.doc_id}`);
		const why = doesNotOpen(file);
		if (why) wrong.push(`${name}: ${why}`);
	}
	return { checked, wrong };
}

module.exports = { archivedAsRead };
