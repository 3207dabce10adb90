/* eslint-disable @n8n/community-nodes/no-restricted-globals, @n8n/community-nodes/no-restricted-imports -- dev-only code, never published; eslint.dev.config.mjs lints it */
// Figure 4 in a fresh process: one upload of a large file to POST /document/process, by our node
// (Document → Upload) in n8n's filesystem or default binary data mode, or by plain fetch with the
// file streamed from disk (fs.openAsBlob), with peak resident memory against the file size.
import '../lib/env';
import { createReadStream, openAsBlob, statSync } from 'node:fs';
import path from 'node:path';
import { Container } from '@n8n/di';
import { BinaryDataService } from 'n8n-core';
import type { IBinaryData } from 'n8n-workflow';
import { binaryFrom } from '../../test/engine';
import { childMain } from '../lib/child';
import { gc, trackPeak } from '../lib/memory';
import { runOurs, type Service } from '../lib/nodes';

export interface UploadArgs {
	/**
	 * `filesystem-no-redirects`: filesystem mode with axios's redirect following off (maxRedirects 0,
	 * what `disableFollowRedirect: true` on the node's request does), to show what the redirect
	 * client's body buffer costs.
	 */
	variant: 'filesystem' | 'filesystem-no-redirects' | 'default' | 'fetch';
	file: string;
	service: Service;
}

export interface UploadResult {
	ms: number;
	fileBytes: number;
	baselineRss: number;
	peakRssGrowth: number;
	peakHeapGrowth: number;
	/** Peak of Buffer/ArrayBuffer memory (outside the JS heap) over its level before. */
	peakArrayBufferGrowth: number;
	docId: string;
	kernelPeak: boolean;
	samples: number;
}

const FILE_NAME = 'scan.tiff';
const MIME_TYPE = 'image/tiff';

/**
 * axios follows redirects through follow-redirects, which keeps every body chunk it writes (to send
 * the body again after a 307/308) up to maxBodyLength, which n8n sets to Infinity.
 */
function turnOffRedirects(): void {
	const n8nCore = path.dirname(require.resolve('n8n-core'));
	const axiosPath = require.resolve('axios', { paths: [n8nCore] });
	// eslint-disable-next-line @typescript-eslint/no-require-imports
	const axios = (require(axiosPath) as { default: AxiosStatic }).default;
	axios.interceptors.request.use((config) => ({ ...config, maxRedirects: 0 }));
}

interface AxiosStatic {
	interceptors: {
		request: {
			use(onFulfilled: (config: Record<string, unknown>) => Record<string, unknown>): void;
		};
	};
}

async function uploadWithNode(
	service: Service,
	mode: 'filesystem' | 'default',
	binary: IBinaryData,
): Promise<string> {
	const { items, error } = await runOurs(service, {
		resource: 'document',
		operation: 'upload',
		parameters: { file: 'data' },
		input: [{ json: {}, binary: { data: binary } }],
		binaryDataMode: mode,
	});
	if (error) throw new Error(`our node: ${error.message}`);
	return String(items[0]?.json.doc_id);
}

async function uploadWithFetch(service: Service, file: string): Promise<string> {
	const form = new FormData();
	form.append('file', await openAsBlob(file, { type: MIME_TYPE }), FILE_NAME);
	const response = await fetch(`${service.url}/document/process`, {
		method: 'POST',
		headers: { 'X-API-KEY': service.apiKey },
		body: form,
	});
	const answer = (await response.json()) as { doc_id?: string };
	if (!response.ok) throw new Error(`fetch upload: ${response.status}`);
	return String(answer.doc_id);
}

childMain<UploadArgs, UploadResult>(async ({ variant: asked, file, service }) => {
	const fileBytes = statSync(file).size;
	if (asked === 'filesystem-no-redirects') turnOffRedirects();
	const variant = asked === 'filesystem-no-redirects' ? 'filesystem' : asked;
	let binary: IBinaryData | undefined;
	if (variant === 'fetch') {
		// Warm-up with a small part of the file.
		const form = new FormData();
		form.append('file', new Blob([Buffer.alloc(1024)], { type: MIME_TYPE }), FILE_NAME);
		await fetch(`${service.url}/document/process`, {
			method: 'POST',
			headers: { 'X-API-KEY': service.apiKey },
			body: form,
		}).then((response) => response.json());
	} else {
		// Warm-up (and, in filesystem mode, n8n's binary data service set up): a 1 KB upload.
		await uploadWithNode(service, variant, binaryFrom(Buffer.alloc(1024, 1), FILE_NAME, MIME_TYPE));
		if (variant === 'filesystem') {
			// As a previous node (Read Binary File, HTTP Request) leaves it: stored on disk by n8n, streamed in.
			const metadata = {
				data: '',
				mimeType: MIME_TYPE,
				fileName: FILE_NAME,
				fileExtension: 'tiff',
			} as IBinaryData;
			binary = await Container.get(BinaryDataService).store(
				{ type: 'execution', workflowId: 'test-workflow', executionId: 'bench-upload' },
				createReadStream(file),
				metadata,
			);
		} else {
			// As n8n keeps it without a binary data mode: base64 inside the item.
			const { readFileSync } = await import('node:fs');
			binary = binaryFrom(readFileSync(file), FILE_NAME, MIME_TYPE);
		}
	}
	gc();
	const baseline = process.memoryUsage();
	const tracker = trackPeak(1);
	const started = performance.now();
	const docId =
		variant === 'fetch'
			? await uploadWithFetch(service, file)
			: await uploadWithNode(service, variant, binary!);
	const ms = performance.now() - started;
	const peak = tracker.stop();
	return {
		ms,
		fileBytes,
		baselineRss: baseline.rss,
		peakRssGrowth: peak.peakRss - baseline.rss,
		peakHeapGrowth: peak.peakHeapUsed - baseline.heapUsed,
		peakArrayBufferGrowth: peak.peakArrayBuffers - baseline.arrayBuffers,
		docId,
		kernelPeak: peak.kernel,
		samples: peak.samples,
	};
});
