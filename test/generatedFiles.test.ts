/* eslint-disable @n8n/community-nodes/no-restricted-globals, @n8n/community-nodes/no-restricted-imports -- dev-only code, never published; eslint.dev.config.mjs lints it */
/**
 * A version bump that changes behaviour only was a 1,198-line generated copy of the version
 * before, differing in its number (issue 52): `npm run generate` now writes it as a few lines
 * naming that version, and n8n gets a list of its own (the loaded node: test/versions.test.ts).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import { DocumentProcessing } from '../nodes/DocumentProcessing/DocumentProcessing.node';

describe('generated version files', () => {
	it('a version that shows what the one before shows is a few lines naming it, with its own list', () => {
		const source = readFileSync(
			join(__dirname, '..', 'nodes', 'DocumentProcessing', 'generated', 'version7.ts'),
			'utf8',
		);
		expect(source).toContain("import { version6 } from './version6';");
		expect(source.split('\n').length).toBeLessThan(20);
		const node = new DocumentProcessing();
		const [six, seven] = [6, 7].map((version) => node.nodeVersions[version].description);
		expect(seven.version).toBe(7);
		expect(seven.properties).toEqual(six.properties);
		expect(seven.properties).not.toBe(six.properties);
	});
});
