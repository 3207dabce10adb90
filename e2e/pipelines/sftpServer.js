'use strict';
// The DMS archive for `npm run test:pipelines`: OpenSSH's sshd from Debian's packages on
// 127.0.0.1, with a config, host key and log of its own in `dir`, password login for one user
// (made when missing) and the internal SFTP server. The archive is a folder on disk the test reads,
// in `dir` (not the user's home): runs beside each other, as the same user, each have their own.
const fs = require('node:fs');
const path = require('node:path');
const { spawnSync } = require('node:child_process');
const { freePort, killGroup } = require('../../scripts/n8n/common');
const { startDaemon, waitFor } = require('../servers/daemons');
const { portAnswers } = require('./net');

function run(command, args, input) {
	const result = spawnSync(command, args, { encoding: 'utf8', input });
	if (result.status !== 0) throw new Error(`${command} ${args.join(' ')}: ${result.stderr}`);
	return result.stdout;
}

/** A login user with this password (made when missing; another run may make it at once). */
function ensureUser(user, password) {
	if (spawnSync('id', [user]).status !== 0) {
		const made = spawnSync('useradd', ['--create-home', '--shell', '/bin/sh', user], {
			encoding: 'utf8',
		});
		if (made.status !== 0 && spawnSync('id', [user]).status !== 0)
			throw new Error(`useradd ${user}: ${made.stderr}`);
	}
	run('chpasswd', [], `${user}:${password}\n`);
}

async function startSftpServer(dir, { user, password }) {
	fs.rmSync(dir, { recursive: true, force: true });
	fs.mkdirSync(dir, { recursive: true });
	ensureUser(user, password);
	// The SFTP session starts in `home` (internal-sftp -d), where the templates' relative path
	// puts the files: `home`/invoices.
	const home = path.join(dir, 'home');
	const archive = path.join(home, 'invoices');
	fs.mkdirSync(archive, { recursive: true });
	run('chown', [`${user}:`, home, archive]);
	const hostKey = path.join(dir, 'host_ed25519');
	run('ssh-keygen', ['-q', '-t', 'ed25519', '-N', '', '-f', hostKey]);
	fs.mkdirSync('/run/sshd', { recursive: true });
	const port = await freePort();
	const config = path.join(dir, 'sshd_config');
	fs.writeFileSync(
		config,
		[
			`Port ${port}`,
			'ListenAddress 127.0.0.1',
			`HostKey ${hostKey}`,
			`PidFile ${path.join(dir, 'sshd.pid')}`,
			'PasswordAuthentication yes',
			'KbdInteractiveAuthentication no',
			'PubkeyAuthentication no',
			'PermitRootLogin no',
			'StrictModes no',
			'UsePAM no',
			`AllowUsers ${user}`,
			`Subsystem sftp internal-sftp -d ${home}`,
			'',
		].join('\n'),
	);
	const sshd = startDaemon(
		'/usr/sbin/sshd',
		['-D', '-f', config, '-E', path.join(dir, 'sshd.log')],
		{
			logFile: path.join(dir, 'sshd.out'),
			cwd: dir,
		},
	);
	await waitFor('sshd', sshd, () => portAnswers(port));
	return {
		port,
		user,
		password,
		archive,
		/** The archived files: name → size in bytes. */
		files() {
			return Object.fromEntries(
				fs.readdirSync(archive).map((name) => [name, fs.statSync(path.join(archive, name)).size]),
			);
		},
		/**
		 * Connections to the archive not yet closed (the kernel's table): while the archive is
		 * paused, a login that waits for it is one of them.
		 */
		connections() {
			const hexPort = port.toString(16).toUpperCase().padStart(4, '0');
			return ['/proc/net/tcp', '/proc/net/tcp6']
				.filter((table) => fs.existsSync(table))
				.flatMap((table) => fs.readFileSync(table, 'utf8').trim().split('\n').slice(1))
				.map((line) => line.trim().split(/\s+/))
				.filter(([, local, , state]) => local.endsWith(`:${hexPort}`) && state === '01').length;
		},
		/**
		 * The archive stops answering until the returned function is called: a DMS slow to answer
		 * (sshd and its sessions stopped with SIGSTOP; a login meanwhile waits, n8n's SFTP node up
		 * to its 10 s timeout).
		 */
		pause() {
			killGroup(sshd.child, 'SIGSTOP');
			return () => killGroup(sshd.child, 'SIGCONT');
		},
		stop: () => sshd.stop(),
	};
}

module.exports = { startSftpServer };
