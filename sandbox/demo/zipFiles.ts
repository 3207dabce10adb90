/* eslint-disable @n8n/community-nodes/no-restricted-imports -- dev-only code, never published; eslint.dev.config.mjs lints it */
// Just enough zip for the partner batches: list the entries of an uploaded zip and write a zip
// with stored (uncompressed) entries.
import { crc32 } from 'node:zlib';

const LOCAL_HEADER = 0x04034b50;
const CENTRAL_HEADER = 0x02014b50;
const END_OF_DIRECTORY = 0x06054b50;

export const isZip = (data: Buffer) => data.length >= 4 && data.readUInt32LE(0) === LOCAL_HEADER;

/** Entries from the local headers (enough for archives without data descriptors); `data` as stored, so inflated only for stored entries. */
export function zipEntries(data: Buffer): Array<{ name: string; data: Buffer }> {
	const entries: Array<{ name: string; data: Buffer }> = [];
	let offset = 0;
	while (offset + 30 <= data.length && data.readUInt32LE(offset) === LOCAL_HEADER) {
		const compressedSize = data.readUInt32LE(offset + 18);
		const nameLength = data.readUInt16LE(offset + 26);
		const extraLength = data.readUInt16LE(offset + 28);
		const start = offset + 30 + nameLength + extraLength;
		entries.push({
			name: data.subarray(offset + 30, offset + 30 + nameLength).toString('utf8'),
			data: data.subarray(start, start + compressedSize),
		});
		offset = start + compressedSize;
	}
	return entries;
}

export function writeZip(entries: Array<{ name: string; data: Buffer }>): Buffer {
	const locals: Buffer[] = [];
	const centrals: Buffer[] = [];
	let offset = 0;
	for (const entry of entries) {
		const name = Buffer.from(entry.name, 'utf8');
		const checksum = crc32(entry.data);
		const local = Buffer.alloc(30);
		local.writeUInt32LE(LOCAL_HEADER, 0);
		local.writeUInt16LE(20, 4); // version needed
		local.writeUInt16LE(0x0800, 6); // UTF-8 names
		local.writeUInt32LE(checksum, 14);
		local.writeUInt32LE(entry.data.length, 18);
		local.writeUInt32LE(entry.data.length, 22);
		local.writeUInt16LE(name.length, 26);
		const central = Buffer.alloc(46);
		central.writeUInt32LE(CENTRAL_HEADER, 0);
		central.writeUInt16LE(20, 4);
		central.writeUInt16LE(20, 6);
		central.writeUInt16LE(0x0800, 8);
		central.writeUInt32LE(checksum, 16);
		central.writeUInt32LE(entry.data.length, 20);
		central.writeUInt32LE(entry.data.length, 24);
		central.writeUInt16LE(name.length, 28);
		central.writeUInt32LE(offset, 42);
		locals.push(local, name, entry.data);
		centrals.push(central, name);
		offset += local.length + name.length + entry.data.length;
	}
	const directory = Buffer.concat(centrals);
	const end = Buffer.alloc(22);
	end.writeUInt32LE(END_OF_DIRECTORY, 0);
	end.writeUInt16LE(entries.length, 8);
	end.writeUInt16LE(entries.length, 10);
	end.writeUInt32LE(directory.length, 12);
	end.writeUInt32LE(offset, 16);
	return Buffer.concat([...locals, directory, end]);
}
