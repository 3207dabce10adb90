'use strict';
// Small clients for the pipeline test's servers: whether a port answers, SMTP (sending the
// corpus) and IMAP (marking a mailbox's mails unread again), each over a plain socket.
const net = require('node:net');

function portAnswers(port) {
	return new Promise((resolve) => {
		const socket = net.connect({ host: '127.0.0.1', port });
		socket.once('connect', () => {
			socket.destroy();
			resolve(true);
		});
		socket.once('error', () => resolve(false));
	});
}

/** A line-based conversation: `expect` waits for a reply matching a test, `send` writes a line. */
function conversation(port) {
	const socket = net.connect({ host: '127.0.0.1', port });
	let buffer = '';
	let waiter;
	const check = () => {
		if (waiter && waiter.pattern.test(buffer)) {
			const { resolve } = waiter;
			const text = buffer;
			buffer = '';
			waiter = undefined;
			resolve(text);
		}
	};
	socket.setEncoding('utf8');
	socket.on('data', (chunk) => {
		buffer += chunk;
		check();
	});
	const failed = new Promise((_, reject) => socket.once('error', reject));
	failed.catch(() => undefined);
	return {
		expect(test, what, timeoutMs = 30000) {
			let timer;
			const answer = new Promise((resolve, reject) => {
				waiter = { pattern: test, resolve };
				timer = setTimeout(
					() => reject(new Error(`no ${what} within ${timeoutMs / 1000} s: ${buffer}`)),
					timeoutMs,
				);
				check();
			});
			return Promise.race([answer, failed]).finally(() => clearTimeout(timer));
		},
		send(text) {
			socket.write(text);
		},
		close: () => socket.end(),
	};
}

/** An SMTP reply's last line, then a check of its code. */
const SMTP_FINAL_LINE = /(^|\r\n)\d{3} [^\r\n]*\r\n$/;
async function reply(smtp, code, what, timeoutMs) {
	const text = await smtp.expect(SMTP_FINAL_LINE, what, timeoutMs);
	const last = text.trimEnd().split('\r\n').pop();
	if (!last.startsWith(`${code} `)) throw new Error(`SMTP ${what}: ${text.trim()}`);
	return text;
}

/** Sends one message (a complete MIME text) over SMTP. */
async function sendMail(port, { from, to, message }) {
	const smtp = conversation(port);
	await reply(smtp, 220, 'greeting');
	smtp.send('EHLO pipeline-test\r\n');
	await reply(smtp, 250, 'EHLO');
	for (const [command, code] of [
		[`MAIL FROM:<${from}>`, 250],
		[`RCPT TO:<${to}>`, 250],
		['DATA', 354],
	]) {
		smtp.send(`${command}\r\n`);
		await reply(smtp, code, command);
	}
	// Dot-stuffing: a line starting with a dot gets one more.
	smtp.send(`${message.replace(/\r?\n/g, '\r\n').replace(/^\./gm, '..')}\r\n.\r\n`);
	await reply(smtp, 250, 'message', 120000);
	smtp.send('QUIT\r\n');
	smtp.close();
}

/** IMAP: every mail of INBOX unread again, as a person does in a mail program. */
async function markAllUnread(port, user, password) {
	const imap = conversation(port);
	await imap.expect(/^\* OK/m, 'IMAP greeting');
	let tag = 0;
	const command = async (text) => {
		const id = `a${++tag}`;
		imap.send(`${id} ${text}\r\n`);
		const reply = await imap.expect(new RegExp(`(^|\\r\\n)${id} [A-Z]+[^\\r\\n]*\\r\\n$`), text);
		if (!new RegExp(`(^|\\r\\n)${id} OK`).test(reply)) throw new Error(`IMAP ${text}: ${reply}`);
		return reply;
	};
	await command(`LOGIN "${user}" "${password}"`);
	const selected = await command('SELECT INBOX');
	const exists = Number(/\* (\d+) EXISTS/.exec(selected)?.[1] ?? 0);
	if (exists > 0) await command('STORE 1:* -FLAGS.SILENT (\\Seen)');
	await command('LOGOUT').catch(() => undefined);
	imap.close();
	return exists;
}

module.exports = { portAnswers, sendMail, markAllUnread };
