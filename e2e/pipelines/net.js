'use strict';
// Small clients for the pipeline test's servers: whether a port answers, SMTP (sending the
// corpus) and IMAP (marking a mailbox's mails unread again, putting a mail in with an earlier
// received date), each over a plain socket.
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

/** An IMAP session on INBOX: `command` sends a tagged command and answers its OK reply. */
async function imapSession(port, user, password) {
	const imap = conversation(port);
	await imap.expect(/^\* OK/m, 'IMAP greeting');
	let tag = 0;
	const command = async (text, literal) => {
		const id = `a${++tag}`;
		if (literal === undefined) imap.send(`${id} ${text}\r\n`);
		else {
			// A literal: the server's "+" before its bytes (RFC 3501 4.3).
			imap.send(`${id} ${text} {${Buffer.byteLength(literal)}}\r\n`);
			await imap.expect(/(^|\r\n)\+[^\r\n]*\r\n$/, `${text}: continuation`);
			imap.send(`${literal}\r\n`);
		}
		const reply = await imap.expect(new RegExp(`(^|\\r\\n)${id} [A-Z]+[^\\r\\n]*\\r\\n$`), text);
		if (!new RegExp(`(^|\\r\\n)${id} OK`).test(reply)) throw new Error(`IMAP ${text}: ${reply}`);
		return reply;
	};
	await command(`LOGIN "${user}" "${password}"`);
	return {
		command,
		async close() {
			await command('LOGOUT').catch(() => undefined);
			imap.close();
		},
	};
}

/** IMAP: every mail of INBOX unread again, as a person does in a mail program. */
async function markAllUnread(port, user, password) {
	const imap = await imapSession(port, user, password);
	const selected = await imap.command('SELECT INBOX');
	const exists = Number(/\* (\d+) EXISTS/.exec(selected)?.[1] ?? 0);
	if (exists > 0) await imap.command('STORE 1:* -FLAGS.SILENT (\\Seen)');
	await imap.close();
	return exists;
}

const MONTHS = 'Jan Feb Mar Apr May Jun Jul Aug Sep Oct Nov Dec'.split(' ');
/** IMAP's date-time ("21-Nov-2026 09:30:00 +0000"), in UTC. */
function imapDate(date) {
	const two = (n) => String(n).padStart(2, '0');
	return `${two(date.getUTCDate())}-${MONTHS[date.getUTCMonth()]}-${date.getUTCFullYear()} ${two(date.getUTCHours())}:${two(date.getUTCMinutes())}:${two(date.getUTCSeconds())} +0000`;
}

/**
 * IMAP APPEND: a message put into INBOX, unread, with the server's received date (its internal
 * date, what IMAP's SINCE searches) set to `receivedAt`: mail that arrived on an earlier day.
 */
async function appendMail(port, user, password, message, receivedAt) {
	const imap = await imapSession(port, user, password);
	await imap.command(
		`APPEND INBOX () "${imapDate(receivedAt)}"`,
		message.replace(/\r?\n/g, '\r\n'),
	);
	await imap.close();
}

module.exports = { portAnswers, sendMail, markAllUnread, appendMail };
