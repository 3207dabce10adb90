import { NodeOperationError, type IBinaryData, type IExecuteSingleFunctions } from 'n8n-workflow';

import type { Operation } from '../resources/types';
import { parameter } from '../../shared/parameter';
import { missingBinary } from './multipart';

/** One file of the input item an upload sends. */
export interface InputFile {
	/** The binary field holding it. */
	binaryField: string;
	fileName: string;
	mimeType: string;
	/**
	 * Recognize Files by Content: the name and type of the kind its bytes show (a PDF named
	 * `Rechnung`: `Rechnung.pdf`, application/pdf), which the filters see and the upload sends.
	 */
	sentAs?: { fileName: string; mimeType: string };
}

export interface FileFilters {
	fileNameFilter?: string;
	mimeTypeFilter?: string;
	/** Images below this many kilobytes (logos, signatures) are left out; 0 keeps every image. */
	skipImagesSmallerThanKb?: number;
	/** An item with no file to send: `skip` it (no output item) or fail it (`error`). */
	whenNoFileMatches?: 'skip' | 'error';
	/**
	 * Output Files Not Taken: an item for each file not uploaded and for an item without files;
	 * an empty file (0 bytes) is then never uploaded.
	 */
	outputFilesNotTaken?: boolean;
	/**
	 * Skip Mail Extras: what mail programs add that is no document (signatures, invitations,
	 * contact cards, images shown in the mail's text) is left out, whatever the filters say.
	 */
	skipMailExtras?: boolean;
	/**
	 * Recognize Files by Content: a file is the kind its first bytes show (a PDF without .pdf is
	 * taken as one), and a file whose name says a kind its bytes do not show is left out.
	 */
	recognizeByContent?: boolean;
	/**
	 * Version 7: a file whose name or type says a program or script is never taken, an Outlook
	 * TNEF container (winmail.dat) is not taken for the file inside it, and with Recognize Files by
	 * Content a PDF is one only if it also ends as one.
	 */
	refuseUnsafe?: boolean;
}

/** Why a file is not uploaded: a stable code (for a workflow's Switch) and a sentence (for people). */
export type NotTakenCode =
	| 'fileNameFilter'
	| 'mimeTypeFilter'
	| 'smallImage'
	| 'emptyFile'
	| 'noFile'
	| 'mailExtra'
	| 'notAsNamed'
	| 'unsafe'
	| 'container';

export interface NotTaken {
	reasonCode: NotTakenCode;
	reason: string;
}

/** A binary field of the item, with why it is not uploaded (undefined: it is). */
export interface SortedFile {
	file: InputFile;
	binary: IBinaryData;
	notTaken?: NotTaken;
}

/** A filter's patterns: the ones to choose, and the ones (written `!pattern`) to leave out. */
function patterns(text: string | undefined) {
	const all = (text ?? '')
		.split(',')
		.map((pattern) => pattern.trim())
		.filter((pattern) => pattern !== '' && pattern !== '!');
	return {
		include: all.filter((pattern) => !pattern.startsWith('!')),
		exclude: all.filter((pattern) => pattern.startsWith('!')).map((pattern) => pattern.slice(1)),
	};
}

/** `*` any text, `?` one character; case does not matter. */
export function globMatches(pattern: string, text: string): boolean {
	const source = pattern
		.split('')
		.map((char) =>
			char === '*' ? '.*' : char === '?' ? '.' : char.replace(/[.+^${}()|[\]\\]/g, '\\$&'),
		)
		.join('');
	return new RegExp(`^${source}$`, 'i').test(text);
}

/** Whether a text passes a filter: it matches an inclusion (or there is none) and no exclusion. */
export function passesFilter(filter: string | undefined, text: string): boolean {
	const { include, exclude } = patterns(filter);
	return (
		(include.length === 0 || include.some((pattern) => globMatches(pattern, text))) &&
		!exclude.some((pattern) => globMatches(pattern, text))
	);
}

const SIZE_UNITS: Record<string, number> = { b: 1, kb: 1e3, mb: 1e6, gb: 1e9 };

/**
 * A binary's size in bytes: n8n's `bytes`, the length of data held in memory, or its readable
 * `fileSize` ("12.3 kB"); undefined when none tells.
 */
export function sizeOf(binary: IBinaryData): number | undefined {
	if (typeof binary.bytes === 'number') return binary.bytes;
	if (!binary.id && typeof binary.data === 'string')
		return Buffer.from(binary.data, 'base64').length;
	const match = /^\s*([\d.]+)\s*([kmg]?b)\s*$/i.exec(binary.fileSize ?? '');
	return match ? Number(match[1]) * SIZE_UNITS[match[2].toLowerCase()] : undefined;
}

const IMAGE_NAME = /\.(png|jpe?g|gif|bmp|tiff?|webp|heic|svg)$/i;

/** A small image (a logo, a signature): its size is known and below the limit. */
const isImage = (file: InputFile) =>
	file.mimeType.toLowerCase().startsWith('image/') || IMAGE_NAME.test(file.fileName);

function isSmallImage(file: InputFile, binary: IBinaryData, limitKb: number | undefined): boolean {
	if (!limitKb || limitKb <= 0) return false;
	const image = isImage(file);
	const size = sizeOf(binary);
	return image && size !== undefined && size < limitKb * 1000;
}

/** What a file's bytes say, read only where a rule needs them (contentFacts). */
export interface ContentFacts {
	/** The kind its first bytes show (`a PDF`), whatever its name and type say. */
	kind?: string;
	/** Its bytes are an image shown in the mail's text (a data: URI of the item's `html`). */
	shownInText?: boolean;
	/** The kind its name says (`a PDF`) that its bytes do not show (Recognize Files by Content). */
	namedKindMissing?: string;
	/** Its bytes are an Outlook TNEF container (winmail.dat), whatever its name. */
	tnef?: boolean;
	/** It begins as a PDF but does not end as one (version 7): cut off on its way, or damaged. */
	cutOff?: boolean;
}

/**
 * Endings and types of programs and scripts: a file with one (its last ending, or one hidden
 * before trailing spaces or dots) is never sent on, whatever its bytes show.
 */
const UNSAFE_ENDINGS = new Set(
	'exe com bat cmd scr pif cpl msi msp jar js jse vbs vbe wsf wsh hta ps1 psm1 lnk reg sh app dll'.split(
		' ',
	),
);
const UNSAFE_TYPES = [
	'application/x-msdownload',
	'application/x-msdos-program',
	'application/x-ms-installer',
	'application/x-executable',
	'application/vnd.microsoft.portable-executable',
	'application/javascript',
	'text/javascript',
	'application/x-javascript',
	'application/x-sh',
	'application/x-bat',
	'application/hta',
	'application/x-ms-shortcut',
	'application/java-archive',
];

/** What makes a file's name or type unsafe (`the ending .exe`), or undefined. */
function unsafeName(file: { fileName: string; mimeType: string }): string | undefined {
	const type = file.mimeType.split(';')[0].trim().toLowerCase();
	if (UNSAFE_TYPES.includes(type)) return `the type ${type}`;
	const name = file.fileName;
	const ending = /\.([^.\s]+)[\s.]*$/.exec(name)?.[1]?.toLowerCase();
	if (ending && UNSAFE_ENDINGS.has(ending)) return `the ending .${ending}`;
	// Spaces or dots after the ending hide what comes before from a person reading the name.
	if (/[\s.]+$/.test(name)) return 'spaces or dots at the end of its name';
	return undefined;
}

/** Outlook's TNEF container (winmail.dat): its signature 0x223E9F78, little-endian. */
const TNEF_SIGNATURE = Buffer.from([0x78, 0x9f, 0x3e, 0x22]);
const isTnef = (head: Buffer) => head.subarray(0, 4).equals(TNEF_SIGNATURE);
const namedTnef = (file: { fileName: string; mimeType: string }) =>
	/^winmail\.dat$/i.test(file.fileName.trim()) ||
	/^application\/(vnd\.)?ms-tnef\b/i.test(file.mimeType.trim());

/** What mail programs attach that is no document: a signature, an invitation, a contact card. */
const MAIL_EXTRAS: ReadonlyArray<{ what: string; name?: RegExp; types: readonly string[] }> = [
	{
		what: 'an S/MIME signature of the mail',
		name: /\.p7s$/i,
		types: ['application/pkcs7-signature', 'application/x-pkcs7-signature'],
	},
	{ what: 'an OpenPGP signature of the mail', types: ['application/pgp-signature'] },
	{
		what: 'a calendar invitation',
		name: /\.(ics|vcs)$/i,
		types: ['text/calendar', 'application/ics'],
	},
	{
		what: 'a contact card (vCard)',
		name: /\.vcf$/i,
		types: ['text/vcard', 'text/x-vcard', 'text/directory'],
	},
];

/** The mail extra a file is, by its name or type (`an S/MIME signature of the mail`), if any. */
export function mailExtraOf(file: InputFile): string | undefined {
	const type = file.mimeType.split(';')[0].trim().toLowerCase();
	return MAIL_EXTRAS.find(
		(extra) => extra.types.includes(type) || (extra.name?.test(file.fileName) ?? false),
	)?.what;
}

/** File kinds known by their first bytes, for a reason that names what a file is. */
const MAGIC: ReadonlyArray<{
	kind: string;
	bytes: Buffer;
	within: number;
	ending: RegExp;
	/** The ending and type a file of this kind is sent with when its name lacks them. */
	extension: string;
	mimeType: string;
}> = [
	// A PDF's header may follow some bytes of junk (readers look in the first 1024).
	{
		kind: 'a PDF',
		bytes: Buffer.from('%PDF-'),
		within: 1024,
		ending: /\.pdf$/i,
		extension: '.pdf',
		mimeType: 'application/pdf',
	},
	{
		kind: 'a PNG image',
		bytes: Buffer.from('\x89PNG', 'latin1'),
		within: 0,
		ending: /\.png$/i,
		extension: '.png',
		mimeType: 'image/png',
	},
	{
		kind: 'a JPEG image',
		bytes: Buffer.from([0xff, 0xd8, 0xff]),
		within: 0,
		ending: /\.jpe?g$/i,
		extension: '.jpg',
		mimeType: 'image/jpeg',
	},
	{
		kind: 'a TIFF image',
		bytes: Buffer.from('II*\0', 'latin1'),
		within: 0,
		ending: /\.tiff?$/i,
		extension: '.tif',
		mimeType: 'image/tiff',
	},
	{
		kind: 'a TIFF image',
		bytes: Buffer.from('MM\0*', 'latin1'),
		within: 0,
		ending: /\.tiff?$/i,
		extension: '.tif',
		mimeType: 'image/tiff',
	},
];

/** How many first bytes kindByContent reads. */
export const HEAD_BYTES = 1024 + 5;

/** The kind a file's first bytes show, whatever its name says. */
const kindOf = (head: Buffer) =>
	MAGIC.find(({ bytes, within }) => {
		const at = head.subarray(0, within + bytes.length).indexOf(bytes);
		return at !== -1 && at <= within;
	});

/**
 * The kind a file's first bytes show (`a PDF`) when its name does not say so (`Rechnung`,
 * `scan.dat`), or undefined.
 */
export function kindByContent(head: Buffer, fileName: string): string | undefined {
	const found = kindOf(head);
	return found && !found.ending.test(fileName) ? found.kind : undefined;
}

/**
 * Recognize Files by Content: the file as its first bytes show it (a PDF named `Rechnung` is
 * `Rechnung.pdf`, application/pdf), and the kind its name says that its bytes do not show (a
 * `.pdf` that is no PDF), if so.
 */
export function recognized(
	file: InputFile,
	head: Buffer,
	{ relabel = false }: { relabel?: boolean } = {},
): { file: InputFile; namedKindMissing?: string } {
	const found = kindOf(head);
	if (found && found.ending.test(file.fileName)) {
		// Version 7: a PDF named .pdf but labelled text/plain (a mail program's guess) is sent as
		// the PDF it is; the service refuses a document sent as text. A dangerous name or type is
		// still refused: whyNotTaken reads the file's own.
		const labelled = file.mimeType.split(';')[0].trim().toLowerCase();
		return relabel && labelled !== found.mimeType
			? { file: { ...file, sentAs: { fileName: file.fileName, mimeType: found.mimeType } } }
			: { file };
	}
	if (found)
		return {
			file: {
				...file,
				sentAs: { fileName: `${file.fileName}${found.extension}`, mimeType: found.mimeType },
			},
		};
	return { file, namedKindMissing: MAGIC.find(({ ending }) => ending.test(file.fileName))?.kind };
}

/** The images shown in an HTML text (as base64 data: URIs, as n8n's Email Trigger writes them). */
export function imagesShownIn(html: unknown): Set<string> {
	if (typeof html !== 'string') return new Set();
	return new Set(
		[...html.matchAll(/data:image\/[\w.+-]+;base64,([A-Za-z0-9+/=]+)/g)].map((match) => match[1]),
	);
}

/** ` (by its content: a PDF)` for a reason, when the bytes show a kind the name or type hide. */
const byContent = (content: ContentFacts | undefined) =>
	content?.kind ? ` (by its content it is ${content.kind})` : '';

/**
 * Why the filters (and Output Files Not Taken, for an empty file) leave a file out, the first
 * that applies in the order the options are listed, after Skip Mail Extras (no document, whatever
 * the filters say); undefined when the file is uploaded. `content`: what its bytes say, where
 * read (contentFacts).
 */
export function whyNotTaken(
	file: InputFile,
	binary: IBinaryData,
	filters: FileFilters,
	content?: ContentFacts,
): NotTaken | undefined {
	const name = file.fileName;
	if (filters.refuseUnsafe) {
		const unsafe = unsafeName(file);
		if (unsafe)
			return {
				reasonCode: 'unsafe',
				reason: `${name} is not taken: ${unsafe} says a program or script, which is never sent on, whatever its content; ask the sender for the document as a PDF`,
			};
		if (content?.tnef || namedTnef(file))
			return {
				reasonCode: 'container',
				reason: `${name} is not taken: Outlook packed the mail's files into it (winmail.dat, TNEF), which the service does not read; ask the sender to send the invoice again as a PDF attachment (in Outlook: the mail in HTML, not Rich Text)`,
			};
	}
	// What the filters see: the file as its bytes show it, where Recognize Files by Content read them.
	const seen = file.sentAs ? { ...file, ...file.sentAs } : file;
	const extra = filters.skipMailExtras ? mailExtraOf(seen) : undefined;
	if (extra)
		return {
			reasonCode: 'mailExtra',
			reason: `${name} is left out: ${extra}, not a document (Skip Mail Extras)`,
		};
	if (filters.skipMailExtras && content?.shownInText)
		return {
			reasonCode: 'mailExtra',
			reason: `${name} is left out: an image shown in the mail's text, such as a signature or logo (Skip Mail Extras)`,
		};
	if (!passesFilter(filters.fileNameFilter, seen.fileName))
		return {
			reasonCode: 'fileNameFilter',
			reason: `${name} is not taken: its name does not match the File Name Filter "${filters.fileNameFilter?.trim()}"${byContent(content)}`,
		};
	if (!passesFilter(filters.mimeTypeFilter, seen.mimeType))
		return {
			reasonCode: 'mimeTypeFilter',
			reason: `${name} is not taken: its type ${seen.mimeType} does not match the MIME Type Filter "${filters.mimeTypeFilter?.trim()}"${byContent(content)}`,
		};
	if (isSmallImage(seen, binary, filters.skipImagesSmallerThanKb))
		return {
			reasonCode: 'smallImage',
			reason: `${name} is left out: an image under ${filters.skipImagesSmallerThanKb} KB (Skip Images Smaller Than (KB)), such as a logo or signature`,
		};
	if (filters.outputFilesNotTaken && sizeOf(binary) === 0)
		return {
			reasonCode: 'emptyFile',
			reason: `${name} is empty (0 bytes): there is nothing to process`,
		};
	if (content?.cutOff)
		return {
			reasonCode: 'notAsNamed',
			reason: `${name} is not taken: it begins as a PDF but does not end as one, so it was cut off on its way or is damaged; ask the sender to send it again (Recognize Files by Content)`,
		};
	if (content?.namedKindMissing)
		return {
			reasonCode: 'notAsNamed',
			reason: `${name} is not taken: its name says ${content.namedKindMissing}, but its content is not one, so it is encrypted (such as a file from a ZIP archive with a password) or damaged (Recognize Files by Content)`,
		};
	return undefined;
}

/** The item an input item without any file gives with Output Files Not Taken. */
export const NO_FILE: NotTaken = {
	reasonCode: 'noFile',
	reason: 'The item has no file (no attachment)',
};

const fileOf = (binaryField: string, binary: IBinaryData): InputFile => ({
	binaryField,
	fileName:
		binary.fileName || `${binaryField}${binary.fileExtension ? `.${binary.fileExtension}` : ''}`,
	mimeType: binary.mimeType || 'application/octet-stream',
});

/** The upload's parameter naming its binary fields. */
const namedFieldsParameter = (operation: Operation) =>
	operation.uploads === 'many' ? 'files' : 'file';

/** The named binary fields (comma-separated for several files), as the upload's parameter says. */
function namedFields(context: IExecuteSingleFunctions, operation: Operation): string[] {
	return String(parameter(context, namedFieldsParameter(operation), 'data'))
		.split(',')
		.map((field) => field.trim())
		.filter((field) => field !== '');
}

/** A file's first bytes (HEAD_BYTES), read without reading the whole of a large file. */
async function headOf(context: IExecuteSingleFunctions, binary: IBinaryData): Promise<Buffer> {
	if (!binary.id)
		return Buffer.from(binary.data.slice(0, Math.ceil(HEAD_BYTES / 3) * 4), 'base64').subarray(
			0,
			HEAD_BYTES,
		);
	const chunks: Buffer[] = [];
	let length = 0;
	const stream = await context.helpers.getBinaryStream(binary.id, HEAD_BYTES);
	for await (const chunk of stream) {
		chunks.push(Buffer.from(chunk as Uint8Array));
		length += (chunk as Uint8Array).length;
		if (length >= HEAD_BYTES) break;
	}
	stream.destroy();
	return Buffer.concat(chunks).subarray(0, HEAD_BYTES);
}

/**
 * A PDF's end as readers find it: `%%EOF` within its last 1024 bytes (what Acrobat asks for;
 * anything may follow it there).
 */
const PDF_TAIL_BYTES = 1024;
const PDF_END = Buffer.from('%%EOF');
const isPdfHead = (head: Buffer) => kindOf(head)?.extension === '.pdf';

/** Whether a file ends as a PDF does: its whole content streamed, its last bytes kept. */
async function endsAsPdf(context: IExecuteSingleFunctions, binary: IBinaryData): Promise<boolean> {
	let tail = Buffer.alloc(0);
	if (!binary.id) {
		// Base64 in whole groups of four characters, from the end.
		const chars = Math.ceil((PDF_TAIL_BYTES + 2) / 3) * 4;
		tail = Buffer.from(binary.data.slice(-chars), 'base64');
	} else {
		const stream = await context.helpers.getBinaryStream(binary.id);
		for await (const chunk of stream)
			tail = Buffer.concat([tail, Buffer.from(chunk as Uint8Array)]).subarray(-PDF_TAIL_BYTES);
	}
	return tail.subarray(-PDF_TAIL_BYTES).includes(PDF_END);
}

/**
 * Why a file is not uploaded, with Skip Mail Extras knowing whether an image is one the mail's
 * text shows (the item's `html`) and Recognize Files by Content the kind its first bytes show:
 * its bytes are read only then. With Recognize Files by Content the file is the one its bytes
 * show (a PDF named `Rechnung` is `Rechnung.pdf`).
 */
async function sortedHere(
	context: IExecuteSingleFunctions,
	file: InputFile,
	binary: IBinaryData,
	filters: FileFilters,
	shown: Set<string>,
): Promise<SortedFile> {
	const content: ContentFacts = {};
	if (filters.recognizeByContent && sizeOf(binary) !== 0) {
		const head = await headOf(context, binary);
		// A TNEF container holds a PDF past its first bytes: it is no PDF (version 7), nor is a
		// PDF's beginning without its end.
		content.tnef = filters.refuseUnsafe === true && isTnef(head);
		content.cutOff =
			!content.tnef &&
			filters.refuseUnsafe === true &&
			isPdfHead(head) &&
			!(await endsAsPdf(context, binary));
		if (!content.tnef && !content.cutOff) {
			const seen = recognized(file, head, { relabel: filters.refuseUnsafe === true });
			file = seen.file;
			content.namedKindMissing = seen.namedKindMissing;
		}
	}
	if (shown.size > 0 && isImage(file) && sizeOf(binary) !== 0) {
		const bytes = await context.helpers.getBinaryDataBuffer(file.binaryField);
		content.shownInText = shown.has(bytes.toString('base64'));
	}
	return { file, binary, notTaken: whyNotTaken(file, binary, filters, content) };
}

/**
 * A filter's reason for a file, naming the kind its bytes show where its name hides it (a PDF
 * without .pdf). Read after the uploads, so that the item's documents go first.
 */
export async function withKindByContent(
	context: IExecuteSingleFunctions,
	sorted: SortedFile,
	filters: FileFilters,
): Promise<SortedFile> {
	const code = sorted.notTaken?.reasonCode;
	if (code !== 'fileNameFilter' && code !== 'mimeTypeFilter') return sorted;
	const head = await headOf(context, sorted.binary);
	const kind = kindByContent(head, sorted.file.fileName);
	return kind
		? { ...sorted, notTaken: whyNotTaken(sorted.file, sorted.binary, filters, { kind }) }
		: sorted;
}

/**
 * Every binary field of the item (Input Files: All Binary Fields), in the item's order
 * (attachment_0, attachment_1, …), each with why it is not uploaded, if it is not. An item with
 * no file to send is an error naming the filters and the item's files when When No File Matches
 * says so.
 */
export async function sortedInputFiles(
	context: IExecuteSingleFunctions,
	filters: FileFilters,
): Promise<SortedFile[]> {
	const item = context.getInputData();
	const binaries = item.binary ?? {};
	const shown = filters.skipMailExtras ? imagesShownIn(item.json.html) : new Set<string>();
	const files = Object.entries(binaries).map(([field, binary]) => ({
		file: fileOf(field, binary),
		binary,
	}));
	// Without images shown in the text or Recognize Files by Content nothing is read here: the
	// items' uploads start in their order, one awaited step each.
	const all: SortedFile[] =
		shown.size === 0 && !filters.recognizeByContent
			? files.map(({ file, binary }) => ({
					file,
					binary,
					notTaken: whyNotTaken(file, binary, filters),
				}))
			: await Promise.all(
					files.map(
						async ({ file, binary }) => await sortedHere(context, file, binary, filters, shown),
					),
				);
	// Mail without attachments, or with only a logo: nothing to upload, which is no failure of
	// the item unless the user asks for one (one failed mail would stop a whole poll's mails).
	if (all.some(({ notTaken }) => !notTaken) || filters.whenNoFileMatches !== 'error') return all;
	const filterText = [
		filters.fileNameFilter?.trim() ? `File Name Filter "${filters.fileNameFilter.trim()}"` : '',
		filters.mimeTypeFilter?.trim() ? `MIME Type Filter "${filters.mimeTypeFilter.trim()}"` : '',
		filters.skipImagesSmallerThanKb
			? `Skip Images Smaller Than (KB) ${filters.skipImagesSmallerThanKb}`
			: '',
		all.some(({ notTaken }) => notTaken?.reasonCode === 'emptyFile')
			? 'Output Files Not Taken (empty files are not uploaded)'
			: '',
		all.some(({ notTaken }) => notTaken?.reasonCode === 'mailExtra')
			? 'Skip Mail Extras (signatures, invitations, contact cards, images shown in the text)'
			: '',
		all.some(({ notTaken }) => notTaken?.reasonCode === 'notAsNamed')
			? 'Recognize Files by Content (files whose content is not what their name says)'
			: '',
	]
		.filter(Boolean)
		.join(' and ');
	throw new NodeOperationError(
		context.getNode(),
		all.length === 0
			? 'Parameter "Input Files": the input item has no binary fields, so there is no file to upload'
			: `Parameter "Input Files": no binary field of the input item matches the ${filterText}`,
		{
			itemIndex: context.getItemIndex(),
			description: all.length
				? `Files on this item: ${all.map(({ file }) => `${file.binaryField} (${file.fileName}, ${file.mimeType})`).join('; ')}`
				: 'Add a node before this one that reads or downloads the files, e.g. an e-mail trigger with attachments.',
		},
	);
}

/**
 * The files an upload sends: the named binary fields, or every binary field of the item that
 * passes the file name and MIME type filters (sortedInputFiles).
 */
export async function inputFiles(
	context: IExecuteSingleFunctions,
	operation: Operation,
	filters: FileFilters,
): Promise<InputFile[]> {
	const binaries = context.getInputData().binary ?? {};
	if (parameter(context, 'inputFiles', 'named') !== 'all') {
		// Checked before Skip Duplicates reads any file's content.
		return namedFields(context, operation).map((field) => {
			if (!binaries[field]) throw missingBinary(context, namedFieldsParameter(operation), field);
			return fileOf(field, binaries[field]);
		});
	}
	return (await sortedInputFiles(context, filters))
		.filter(({ notTaken }) => !notTaken)
		.map(({ file }) => file);
}
