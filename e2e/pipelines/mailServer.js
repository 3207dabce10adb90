'use strict';
// A real mail server on 127.0.0.1 for `npm run test:pipelines`, from Debian's packages: OpenSMTPD
// takes mail over SMTP and delivers it over LMTP into Dovecot, which serves the mailboxes over IMAP.
// Each mailbox is a Maildir on disk, owned by the `vmail` system user (made when missing), so the
// test reads what was delivered from disk. Configs, state and logs live in `dir`; so does
// OpenSMTPD's spool (see smtpdCommand), so two runs' mail servers go side by side.
const fs = require('node:fs');
const path = require('node:path');
const { spawnSync } = require('node:child_process');
const { freePort } = require('../../scripts/n8n/common');
const { startDaemon, waitFor } = require('../servers/daemons');
const { portAnswers } = require('./net');

const DOMAIN = 'pipeline.test';

function systemUser(name) {
	const line = fs
		.readFileSync('/etc/passwd', 'utf8')
		.split('\n')
		.find((entry) => entry.startsWith(`${name}:`));
	if (line) return line.split(':').slice(2, 4).map(Number);
	const made = spawnSync('useradd', ['--system', '--no-create-home', name], { encoding: 'utf8' });
	// Another run beside this one may have made it a moment ago.
	if (made.status !== 0 && spawnSync('id', [name]).status !== 0)
		throw new Error(`useradd ${name} failed: ${made.stderr}`);
	return systemUser(name);
}

// OpenSMTPD's control socket (/var/run/smtpd.sock) and spool (/var/spool/smtpd) are built in, one
// per machine: a second smtpd stops with "control socket already listening".
const SMTPD_LOCK = '/tmp/n8n-dp-smtpd.lock';
let namespaces;

/**
 * smtpd with a socket and spool of its own: in a mount namespace of its own (unshare, as root), a
 * tmpfs over /run and `dir`/spool over /var/spool/smtpd. Where no namespace can be made (a
 * container without CAP_SYS_ADMIN), the runs take turns: smtpd holds a lock file while it runs,
 * and a run that finds it held says so and waits (`wait` answers how long it may wait).
 */
function smtpdCommand(dir, config, lane) {
	namespaces ??= spawnSync('unshare', ['--mount', 'true'], { stdio: 'ignore' }).status === 0;
	if (namespaces) {
		const spool = path.join(dir, 'spool');
		fs.mkdirSync(spool, { mode: 0o711 });
		const script =
			'mount -t tmpfs -o mode=755 tmpfs /run && mkdir -p /var/spool/smtpd && ' +
			'mount --bind "$0" /var/spool/smtpd && exec smtpd -d -f "$1"';
		const args = ['--mount', '--propagation', 'private', 'sh', '-c', script, spool, config];
		return { command: 'unshare', args, waitMs: 60000 };
	}
	if (spawnSync('flock', ['-n', SMTPD_LOCK, 'true']).status !== 0)
		console.log(
			`  ${lane}: another run's OpenSMTPD holds this machine's /var/run/smtpd.sock (no mount namespace here); waiting for that run to end`,
		);
	return { command: 'flock', args: [SMTPD_LOCK, 'smtpd', '-d', '-f', config], waitMs: 3600000 };
}

/**
 * Starts Dovecot and OpenSMTPD with `users` (local parts → passwords) as mailboxes; `lane` names
 * the run in a message.
 */
async function startMailServer(dir, users, lane) {
	fs.rmSync(dir, { recursive: true, force: true });
	const mailDir = path.join(dir, 'mail');
	fs.mkdirSync(mailDir, { recursive: true });
	const [uid, gid] = systemUser('vmail');
	const [imapPort, lmtpPort, smtpPort] = [await freePort(), await freePort(), await freePort()];
	const address = (user) => `${user}@${DOMAIN}`;
	const homes = Object.fromEntries(
		Object.keys(users).map((user) => [user, path.join(mailDir, user)]),
	);
	for (const home of Object.values(homes)) fs.mkdirSync(home, { recursive: true });
	spawnSync('chown', ['-R', `${uid}:${gid}`, mailDir]);
	fs.writeFileSync(
		path.join(dir, 'passwd'),
		Object.entries(users)
			.map(
				([user, password]) => `${address(user)}:{PLAIN}${password}:${uid}:${gid}::${homes[user]}::`,
			)
			.join('\n') + '\n',
	);
	const dovecotConf = path.join(dir, 'dovecot.conf');
	fs.writeFileSync(
		dovecotConf,
		[
			`base_dir = ${path.join(dir, 'dovecot-run')}`,
			`state_dir = ${path.join(dir, 'dovecot-state')}`,
			`log_path = ${path.join(dir, 'dovecot.log')}`,
			'protocols = imap lmtp',
			'ssl = no',
			'disable_plaintext_auth = no',
			'auth_mechanisms = plain login',
			'mail_location = maildir:~/Maildir',
			`first_valid_uid = ${uid}`,
			'default_login_user = vmail',
			'default_internal_user = vmail',
			'default_internal_group = vmail',
			`passdb {\n  driver = passwd-file\n  args = ${path.join(dir, 'passwd')}\n}`,
			`userdb {\n  driver = passwd-file\n  args = ${path.join(dir, 'passwd')}\n}`,
			`service imap-login {\n  inet_listener imap {\n    address = 127.0.0.1\n    port = ${imapPort}\n  }\n  inet_listener imaps {\n    port = 0\n  }\n}`,
			`service lmtp {\n  inet_listener lmtp {\n    address = 127.0.0.1\n    port = ${lmtpPort}\n  }\n}`,
			'protocol lmtp {\n  auth_username_format = %Lu\n}',
			'',
		].join('\n'),
	);
	for (const sub of ['dovecot-run', 'dovecot-state']) fs.mkdirSync(path.join(dir, sub));
	const dovecot = startDaemon('dovecot', ['-F', '-c', dovecotConf], {
		logFile: path.join(dir, 'dovecot.out'),
		cwd: dir,
	});
	await waitFor('dovecot', dovecot, () => portAnswers(imapPort));
	fs.writeFileSync(
		path.join(dir, 'recipients'),
		Object.keys(users)
			.map((user) => `${address(user)} vmail`)
			.join('\n') + '\n',
	);
	const smtpdConf = path.join(dir, 'smtpd.conf');
	fs.writeFileSync(
		smtpdConf,
		[
			`table recipients file:${path.join(dir, 'recipients')}`,
			`listen on 127.0.0.1 port ${smtpPort}`,
			`action "to_dovecot" lmtp "127.0.0.1:${lmtpPort}" rcpt-to virtual <recipients>`,
			`match from any for domain "${DOMAIN}" action "to_dovecot"`,
			'',
		].join('\n'),
	);
	// OpenSMTPD wants its config owned by root and not writable by others.
	fs.chmodSync(smtpdConf, 0o644);
	const { command, args, waitMs } = smtpdCommand(dir, smtpdConf, lane);
	const smtpd = startDaemon(command, args, {
		logFile: path.join(dir, 'smtpd.log'),
		cwd: dir,
		name: 'smtpd',
	});
	await waitFor('smtpd', smtpd, () => portAnswers(smtpPort), waitMs);
	const unreadFiles = (user) => {
		const maildir = path.join(homes[user], 'Maildir');
		const list = (sub) =>
			fs.existsSync(path.join(maildir, sub))
				? fs.readdirSync(path.join(maildir, sub)).map((name) => path.join(maildir, sub, name))
				: [];
		return [...list('new'), ...list('cur').filter((file) => !/:2,[A-Z]*S/.test(file))];
	};
	return {
		domain: DOMAIN,
		passwords: users,
		imapPort,
		smtpPort,
		address,
		/** The mails delivered to a mailbox, as raw text, oldest first. */
		delivered(user) {
			const maildir = path.join(homes[user], 'Maildir');
			return ['new', 'cur']
				.flatMap((sub) => {
					const folder = path.join(maildir, sub);
					return fs.existsSync(folder)
						? fs.readdirSync(folder).map((name) => path.join(folder, name))
						: [];
				})
				.sort((a, b) => fs.statSync(a).mtimeMs - fs.statSync(b).mtimeMs)
				.map((file) => fs.readFileSync(file, 'utf8'));
		},
		/** How many times a mailbox was logged into over IMAP (Dovecot's log). */
		logins(user) {
			const log = path.join(dir, 'dovecot.log');
			const line = `imap-login: Info: Login: user=<${address(user)}>`;
			return fs.existsSync(log)
				? fs
						.readFileSync(log, 'utf8')
						.split('\n')
						.filter((entry) => entry.includes(line)).length
				: 0;
		},
		/** How many mails of a mailbox are unread (Maildir: in new/, or without the S flag). */
		unseen(user) {
			return unreadFiles(user).length;
		},
		/** The unread mails of a mailbox, as raw text. */
		unread(user) {
			return unreadFiles(user).map((file) => fs.readFileSync(file, 'utf8'));
		},
		async stop() {
			await smtpd.stop();
			await dovecot.stop();
		},
	};
}

/**
 * An n8n IMAP credential (`identity`: its id and name) for `mailbox` on the running mail server,
 * as a probe workflow of the lanes reads it.
 */
function imapCredential(mail, mailbox, identity) {
	return {
		...identity,
		type: 'imap',
		data: {
			user: mail.address(mailbox),
			password: mail.passwords[mailbox],
			host: '127.0.0.1',
			port: mail.imapPort,
			secure: false,
			allowUnauthorizedCerts: false,
		},
	};
}

module.exports = { startMailServer, imapCredential };
