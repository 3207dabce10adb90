'use strict';
// An Outlook TNEF container (winmail.dat) holding files, as Outlook writes one when it sends a
// mail in Rich Text: the signature, then attributes (level, id, length, data, checksum), the
// message's first, then per attached file its rendering, title and data. For the tests and the
// pipelines corpus: what users really receive from Outlook. (MS-OXTNEF 2.1.3.)
const SIGNATURE = 0x223e9f78;
const LEVEL_MESSAGE = 1;
const LEVEL_ATTACHMENT = 2;
const ATT = {
	tnefVersion: 0x00089006,
	oemCodepage: 0x00069007,
	messageClass: 0x00078008,
	attachRendData: 0x00069002,
	attachTitle: 0x00018010,
	attachData: 0x0006800f,
	attachModifyDate: 0x00038013,
};

function attribute(level, id, data) {
	const head = Buffer.alloc(9);
	head.writeUInt8(level, 0);
	head.writeUInt32LE(id, 1);
	head.writeUInt32LE(data.length, 5);
	let sum = 0;
	for (const byte of data) sum = (sum + byte) % 65536;
	const checksum = Buffer.alloc(2);
	checksum.writeUInt16LE(sum, 0);
	return Buffer.concat([head, data, checksum]);
}

/** winmail.dat's bytes holding `files` ([{ fileName, data }]). */
function tnefOf(files) {
	const start = Buffer.alloc(6);
	start.writeUInt32LE(SIGNATURE, 0);
	start.writeUInt16LE(0x0c2b, 4);
	const parts = [
		start,
		attribute(LEVEL_MESSAGE, ATT.tnefVersion, Buffer.from([0x00, 0x00, 0x01, 0x00])),
		attribute(LEVEL_MESSAGE, ATT.oemCodepage, Buffer.from([0xe4, 0x04, 0, 0, 0, 0, 0, 0])),
		attribute(LEVEL_MESSAGE, ATT.messageClass, Buffer.from('IPM.Microsoft Mail.Note\0', 'latin1')),
	];
	for (const file of files) {
		parts.push(
			attribute(LEVEL_ATTACHMENT, ATT.attachRendData, Buffer.alloc(14)),
			attribute(LEVEL_ATTACHMENT, ATT.attachTitle, Buffer.from(`${file.fileName}\0`, 'latin1')),
			attribute(LEVEL_ATTACHMENT, ATT.attachModifyDate, Buffer.alloc(14)),
			attribute(LEVEL_ATTACHMENT, ATT.attachData, file.data),
			// Outlook's MAPI properties of the attachment follow its data (here a stand-in block).
			attribute(LEVEL_ATTACHMENT, 0x00069005, Buffer.alloc(1200, 0x20)),
		);
	}
	return Buffer.concat(parts);
}

module.exports = { tnefOf };
