'use strict';
// Whether the corpus's password-protected PDF is one as PDF readers know it, asked of qpdf
// (Debian's package): a reader needs its password, the one the mail's text gives opens it, and a
// wrong one does not. So the lane's "protected with a password" is a real one, not our reading.
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { spawnSync } = require('node:child_process');

/** `{ ok, detail }` for the corpus part with `password`. */
function asksForItsPassword(part) {
	const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pdf-password-'));
	const file = path.join(dir, 'protected.pdf');
	fs.writeFileSync(file, part.data);
	const qpdf = (...args) => spawnSync('qpdf', [...args, file], { encoding: 'utf8' }).status;
	try {
		// --requires-password: 0 when a password is needed (3: encrypted, but opens without one).
		const needed = qpdf('--requires-password');
		const opens = qpdf(`--password=${part.password}`, '--check');
		const wrong = qpdf('--password=not-it', '--check');
		return {
			ok: needed === 0 && opens === 0 && wrong === 2,
			detail: `${part.fileName}: qpdf --requires-password ${needed}, with the mail's password ${opens}, with another ${wrong} (0, 0, 2 expected)`,
		};
	} finally {
		fs.rmSync(dir, { recursive: true, force: true });
	}
}

module.exports = { asksForItsPassword };
