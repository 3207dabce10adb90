/* eslint-disable @n8n/community-nodes/no-restricted-imports -- dev-only code, never published; eslint.dev.config.mjs lints it */
// Figure 4: a 100 MB binary to POST /document/process (Document → Upload): peak resident memory
// growth over the file size, in n8n's filesystem binary data mode (n8n's default on disk; we stream)
// and in default (in-memory) mode, with a plain fetch upload streamed from disk as the floor.
import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { UploadArgs, UploadResult } from '../children/uploadChild';
import { runChild } from '../lib/child';
import { table, type Log, type Section } from '../lib/report';
import type { SandboxProcess } from '../lib/sandboxClient';
import { fmt, goalRatio, mb, median, ratio } from '../lib/stats';

/** 100 MB; under the sandbox's 100 MiB multipart file limit (sandbox/contract/server.ts MAX_BODY_BYTES). */
const FILE_BYTES = 100_000_000;
/** A second, smaller file: memory that grows with the file (buffered) doubles from it to FILE_BYTES; streamed, it stays. */
const HALF_BYTES = 50_000_000;
const REPETITIONS = 3;
const GOAL = 1.5;
/** Growth from the 50 MB to the 100 MB file below which the upload counts as streamed (held: ×2). */
const STREAMED_BELOW = 1.5;

function writeFile(dir: string, bytes: number): { file: string; sha256: string } {
	const file = path.join(dir, `scan-${bytes}.tiff`);
	const hash = createHash('sha256');
	const chunk = randomBytes(1_000_000);
	const parts: Buffer[] = [];
	for (let index = 0; index < bytes / chunk.length; index++) {
		// Each megabyte differs (its first bytes carry its number), so nothing is deduplicated.
		const part = Buffer.from(chunk);
		part.writeUInt32BE(index, 0);
		hash.update(part);
		parts.push(part);
	}
	writeFileSync(file, Buffer.concat(parts));
	return { file, sha256: hash.digest('hex') };
}

export async function upload(sandbox: SandboxProcess, log: Log): Promise<Section> {
	const dir = mkdtempSync(path.join(tmpdir(), 'bench-upload-'));
	const full = writeFile(dir, FILE_BYTES);
	const half = writeFile(dir, HALF_BYTES);
	const service = { url: sandbox.url, apiKey: sandbox.apiKey };
	const variants: Array<UploadArgs['variant']> = ['filesystem', 'default', 'fetch'];
	const results: Record<UploadArgs['variant'], UploadResult[]> = {
		filesystem: [],
		default: [],
		fetch: [],
		'filesystem-no-redirects': [],
	};
	const halfResults: Record<'filesystem' | 'filesystem-no-redirects', UploadResult[]> = {
		filesystem: [],
		'filesystem-no-redirects': [],
	};
	const uploadOnce = async (
		variant: UploadArgs['variant'],
		file: { file: string; sha256: string },
		bytes: number,
	): Promise<UploadResult> => {
		await sandbox.call('reset');
		const result = await runChild<UploadResult>('children/uploadChild', {
			variant,
			file: file.file,
			service,
		} satisfies UploadArgs);
		const received = await sandbox.call('lastUpload');
		if (received?.size !== bytes || received.sha256 !== file.sha256) {
			throw new Error(
				`figure 4: ${variant} upload arrived as ${received?.size} bytes (${received?.sha256.slice(0, 12)}), sent ${bytes} (${file.sha256.slice(0, 12)})`,
			);
		}
		log(
			`  4. ${variant} ${mb(bytes, 0)}: ${fmt(result.ms, 0)} ms, peak RSS +${mb(result.peakRssGrowth)} (${ratio(result.peakRssGrowth / bytes)}), Buffers +${mb(result.peakArrayBufferGrowth)}, ${result.samples} samples`,
		);
		return result;
	};
	/** How memory grows from the 50 MB to the 100 MB file: ×2 when the file is held, about ×1 when streamed. */
	const scaling = (
		variant: 'filesystem' | 'filesystem-no-redirects',
		key: 'peakRssGrowth' | 'peakArrayBufferGrowth',
	) =>
		median(results[variant].map((result) => result[key])) /
		median(halfResults[variant].map((result) => result[key]));
	let diagnostic = false;
	try {
		for (let repetition = 0; repetition < REPETITIONS; repetition++) {
			for (let step = 0; step < variants.length; step++) {
				const variant = variants[(repetition + step) % variants.length];
				results[variant].push(await uploadOnce(variant, full, FILE_BYTES));
			}
			halfResults.filesystem.push(await uploadOnce('filesystem', half, HALF_BYTES));
		}
		// Only when filesystem mode holds the file: the same uploads with redirect following off, to show why.
		if (scaling('filesystem', 'peakArrayBufferGrowth') >= STREAMED_BELOW) {
			diagnostic = true;
			for (let repetition = 0; repetition < REPETITIONS; repetition++) {
				results['filesystem-no-redirects'].push(
					await uploadOnce('filesystem-no-redirects', full, FILE_BYTES),
				);
				halfResults['filesystem-no-redirects'].push(
					await uploadOnce('filesystem-no-redirects', half, HALF_BYTES),
				);
			}
		}
	} finally {
		rmSync(dir, { recursive: true, force: true });
		await sandbox.call('reset');
	}
	const growth = (variant: UploadArgs['variant']) =>
		median(results[variant].map((result) => result.peakRssGrowth / FILE_BYTES));
	const buffers = (variant: UploadArgs['variant']) =>
		median(results[variant].map((result) => result.peakArrayBufferGrowth / FILE_BYTES));
	const fsScaling = scaling('filesystem', 'peakArrayBufferGrowth');
	const streamed = fsScaling < STREAMED_BELOW;
	const row = (label: string, variant: UploadArgs['variant']) => [
		label,
		fmt(median(results[variant].map((result) => result.ms)) / 1000, 2),
		mb(median(results[variant].map((result) => result.peakRssGrowth))),
		ratio(growth(variant)),
		results[variant].map((result) => ratio(result.peakRssGrowth / FILE_BYTES)).join(', '),
		ratio(buffers(variant)),
		mb(median(results[variant].map((result) => result.peakHeapGrowth))),
	];
	const mainRows = [
		row("Our node, n8n filesystem binary mode (n8n's default)", 'filesystem'),
		row('Our node, n8n default (in-memory) binary mode', 'default'),
		row('plain `fetch` + FormData, file from disk (`fs.openAsBlob`)', 'fetch'),
	];
	if (diagnostic)
		mainRows.push(
			row(
				'diagnostic: our node, filesystem mode, axios redirect following off (maxRedirects 0)',
				'filesystem-no-redirects',
			),
		);
	const scalingVariants = diagnostic
		? (['filesystem', 'filesystem-no-redirects'] as const)
		: (['filesystem'] as const);
	const body = [
		`One ${mb(FILE_BYTES, 0)} file (random bytes, \`scan.tiff\`, image/tiff; the sandbox takes files up to 100 MiB, sandbox/contract/server.ts) as the item's binary field \`data\`, uploaded with Document → Upload. Each upload runs in a fresh child process: a 1 KB warm-up upload, the input prepared as n8n would hold it (filesystem mode: stored by n8n's BinaryDataService on disk; default mode: base64 in the item), GC, then the measured upload. Peak RSS growth is the kernel's high-water mark (VmHWM, reset before the upload) and 1 ms sampling, minus RSS before the upload. The sandbox runs in its own process and checked every upload arrived whole (size and SHA-256). ${REPETITIONS} repetitions, rotating order.`,
		'',
		...table(
			[
				'variant',
				'wall s (median)',
				'peak RSS growth (median)',
				'RSS growth / file size (median)',
				'each run',
				'Buffer memory growth / file size',
				'peak heap growth',
			],
			mainRows,
		),
		'',
		'"Buffer memory" is Node\'s `arrayBuffers` (memory of Buffers outside the JS heap, including Buffers not yet collected) at its peak over its level before the upload; RSS also depends on how much freed memory the process could reuse.',
		'',
		`Does memory grow with the file? The same filesystem-mode uploads of a ${mb(HALF_BYTES, 0)} file (${REPETITIONS} runs, medians), and how the peaks grow from it to ${mb(FILE_BYTES, 0)}: ×2 means the file is held, about ×1 that it is streamed.`,
		'',
		...table(
			[
				'variant',
				`peak RSS growth, ${mb(HALF_BYTES, 0)}`,
				`Buffer memory growth, ${mb(HALF_BYTES, 0)}`,
				'RSS growth 100 / 50 MB',
				'Buffer memory 100 / 50 MB',
			],
			scalingVariants.map((variant) => [
				variant === 'filesystem'
					? 'Our node, filesystem mode'
					: 'diagnostic: filesystem mode, redirects off',
				mb(median(halfResults[variant].map((result) => result.peakRssGrowth))),
				mb(median(halfResults[variant].map((result) => result.peakArrayBufferGrowth))),
				`×${fmt(scaling(variant, 'peakRssGrowth'), 2)}`,
				`×${fmt(scaling(variant, 'peakArrayBufferGrowth'), 2)}`,
			]),
		),
		'',
		`In default mode n8n itself holds the file in the item as base64 (before the upload starts, so not counted here) and the node decodes it into one buffer of the file's size before sending: about 1× the file is the least that mode allows. In filesystem mode the node reads the file from n8n's binary data store as a stream and axios writes it to the socket part by part, ` +
			(streamed
				? "and memory does not grow with the file: what Buffer memory there is, is chunks already sent and not yet collected. (axios sends through follow-redirects whenever redirects are followed, n8n's default, and follow-redirects keeps every body chunk it writes up to maxBodyLength, which n8n sets to Infinity; the node's uploads do not follow redirects, so this does not happen. Were it to come back, this figure runs the diagnostic with redirects off to show it.)"
				: `yet Buffer memory still grows by ${ratio(buffers('filesystem'))} the file: axios sends through follow-redirects whenever redirects are followed (n8n's default), and follow-redirects keeps every body chunk it writes, to send the body again after a 307/308, up to maxBodyLength, which n8n sets to Infinity. The diagnostic row turns redirect following off (what \`disableFollowRedirect: true\` on the node's request does) and the same upload grows RSS by ${ratio(growth('filesystem-no-redirects'))} the file, and its Buffer memory no longer grows with the file (×${fmt(scaling('filesystem-no-redirects', 'peakArrayBufferGrowth'), 2)} from 50 to 100 MB).`),
	];
	const fsGrowth = growth('filesystem');
	const defaultGrowth = growth('default');
	const fsBuffers = buffers('filesystem');
	return {
		figure: 4,
		title: 'Upload: 100 MB to /document/process',
		body,
		goals: [
			{
				figure: 4,
				what: 'upload, filesystem binary mode: peak RSS growth / file size',
				target: `≤ ${GOAL}×`,
				measured: goalRatio(fsGrowth, GOAL),
				met: fsGrowth <= GOAL,
			},
			{
				figure: 4,
				what: 'upload, default binary mode: peak RSS growth / file size',
				target: `≤ ${GOAL}×`,
				measured: goalRatio(defaultGrowth, GOAL),
				met: defaultGrowth <= GOAL,
			},
			{
				figure: 4,
				what: 'upload, filesystem mode: streamed (memory does not grow with the file), as the README says',
				target: `Buffer memory grows less than ×${STREAMED_BELOW} from a 50 MB to a 100 MB file`,
				measured: `×${fmt(fsScaling, 2)}, peak ${ratio(fsBuffers)} the file`,
				met: streamed,
				note: streamed
					? undefined
					: `the whole body is kept in memory by follow-redirects (axios's transport while redirects are followed; n8n sets maxBodyLength to Infinity), so a 1 GB upload would hold 1 GB although the file is read from disk as a stream. What would close it: send requests with a file body with \`disableFollowRedirect: true\` (n8n then sets maxRedirects 0 and axios uses Node's http directly); measured in the diagnostic row: ${ratio(growth('filesystem-no-redirects'))} RSS growth.`,
			},
		],
	};
}
