import { createHash, randomBytes } from 'node:crypto';

import { binaryBuffer, binaryFrom } from './engine';
import { useNodeAgainstSandbox } from './support/nodeUnderTest';

const harness = useNodeAgainstSandbox();
beforeEach(() => harness.sandbox.reset());
const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');

describe.each(['default', 'filesystem'] as const)(
	'upload and download with binary data mode "%s"',
	(binaryDataMode) => {
		it('sends the file byte for byte and gets the same bytes back', async () => {
			const file = Buffer.concat([Buffer.from('%PDF-1.4\n'), randomBytes(256 * 1024)]);
			const input = [
				{ json: {}, binary: { scan: binaryFrom(file, 'big scan.pdf', 'application/pdf') } },
			];
			const uploaded = await harness.run(
				'document',
				'upload',
				{ waitForProcessing: false, file: 'scan' },
				{ input, binaryDataMode },
			);
			expect(uploaded.error).toBeUndefined();
			const received = harness.sandbox.lastRequest()!;
			expect(received.files).toEqual([
				{
					field: 'file',
					filename: 'big scan.pdf',
					contentType: 'application/pdf',
					size: file.length,
					sha256: sha256(file),
				},
			]);
			expect(received.headers['content-length']).toBeDefined();

			const { doc_id } = uploaded.items[0].json as { doc_id: string };
			const downloaded = await harness.run(
				'file',
				'downloadDocument',
				{ doc_id, filename: 'big scan.pdf' },
				{ binaryDataMode },
			);
			expect(downloaded.items[0].binary?.data).toMatchObject({
				fileName: 'big scan.pdf',
				mimeType: 'application/pdf',
			});
			expect(sha256(await binaryBuffer(downloaded.items[0]))).toBe(sha256(file));
		});
	},
);
