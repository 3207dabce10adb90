'use strict';
// The Debian packages of the servers the lanes start, in one table, and the one way every lane
// gets them: apt-get install when missing (as root, or through `sudo -n`). Where that cannot be
// done, the lane stops at once with one line naming what is missing and the command that
// installs it.
const fs = require('node:fs');
const path = require('node:path');
const { spawnSync } = require('node:child_process');

const PG_BIN = process.env.PG_BIN || '/usr/lib/postgresql/15/bin';

function commandExists(name) {
	return spawnSync('sh', ['-c', `command -v ${name}`], { stdio: 'ignore' }).status === 0;
}

const isRoot = () => process.getuid?.() === 0;
const canSudo = () => spawnSync('sudo', ['-n', 'true'], { stdio: 'ignore' }).status === 0;

/** Each server a lane starts: its Debian packages, and whether what it runs is there. */
const SERVERS = {
	redis: {
		packages: ['redis-server'],
		present: () => commandExists('redis-server') && commandExists('redis-cli'),
	},
	postgres: {
		packages: ['postgresql'],
		present: () =>
			['postgres', 'initdb'].every((binary) => fs.existsSync(path.join(PG_BIN, binary))) &&
			commandExists('psql') &&
			spawnSync('id', ['postgres'], { stdio: 'ignore' }).status === 0,
	},
	dovecot: {
		packages: ['dovecot-imapd', 'dovecot-lmtpd'],
		present: () =>
			commandExists('dovecot') &&
			['imap', 'lmtp'].every((part) => fs.existsSync(`/usr/lib/dovecot/${part}`)),
	},
	smtpd: { packages: ['opensmtpd'], present: () => commandExists('smtpd') },
	sshd: {
		packages: ['openssh-server'],
		present: () => fs.existsSync('/usr/sbin/sshd') && commandExists('ssh-keygen'),
	},
	// No server: the PDF tool that tells the lanes' password-protected PDF is one (pdfPassword.js).
	qpdf: { packages: ['qpdf'], present: () => commandExists('qpdf') },
};

/** A lane that cannot start: one line, printed as it is (no stack). */
class LaneCannotStart extends Error {}

/**
 * apt-get install, bounded to 5 minutes; one install at a time from this project's lanes (a lane
 * beside another waits for its install rather than failing on dpkg's lock).
 */
function aptInstall(packages) {
	const script = [
		'flock /tmp/n8n-dp-apt.lock sh -c "',
		'apt-get update -qq -o DPkg::Lock::Timeout=300 &&',
		'DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends',
		`-o DPkg::Lock::Timeout=300 ${packages.join(' ')} >/dev/null"`,
	].join(' ');
	const [command, ...args] = isRoot() ? ['sh', '-c', script] : ['sudo', '-n', 'sh', '-c', script];
	return spawnSync(command, args, { stdio: 'inherit', timeout: 300000 }).status;
}

/**
 * The servers `names` (keys of SERVERS) there, installed with apt-get when missing; else throws
 * LaneCannotStart naming what is missing and the install command.
 */
function ensureServers(lane, names) {
	const missing = () => names.filter((name) => !SERVERS[name].present());
	const packages = () => [...new Set(missing().flatMap((name) => SERVERS[name].packages))];
	if (packages().length === 0) return;
	const command = `apt-get install -y ${packages().join(' ')}`;
	const stop = (why) => {
		throw new LaneCannotStart(
			`${lane}: ${missing().join(', ')} missing (${why}); install with: ${isRoot() ? '' : 'sudo '}${command}`,
		);
	};
	if (!commandExists('apt-get')) stop('no apt-get on this machine');
	if (!isRoot() && !canSudo()) stop('not root, and sudo asks for a password');
	console.log(`  ${lane}: installing ${packages().join(' ')} with apt-get ...`);
	const code = aptInstall(packages());
	if (packages().length > 0) stop(`apt-get install exited ${code}`);
}

module.exports = { PG_BIN, SERVERS, LaneCannotStart, commandExists, aptInstall, ensureServers };
