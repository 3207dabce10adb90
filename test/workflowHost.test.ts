/* eslint-disable @n8n/community-nodes/no-restricted-imports -- dev-only code, never published; eslint.dev.config.mjs lints it */
/**
 * The Workflow resource goes to its own host (the credential's Workflow Listing Host), not the
 * Base URL: its errors name that host, and a credential without one fails before sending,
 * saying which field to fill.
 */
import { createServer } from 'node:net';

import { useNodeAgainstSandbox } from './support/nodeUnderTest';

const harness = useNodeAgainstSandbox();
beforeEach(() => harness.sandbox.reset());

async function closedPort(): Promise<number> {
	const server = createServer();
	await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
	const { port } = server.address() as { port: number };
	await new Promise((resolve) => server.close(resolve));
	return port;
}

describe('Workflow → Get Many', () => {
	it('without a Workflow Listing Host fails before sending, naming the credential field to fill', async () => {
		for (const workflowHost of ['', '  ', '/']) {
			const { error } = await harness.run(
				'workflow',
				'getMany',
				{ returnAll: true },
				{ credentials: { workflowHost } },
			);
			expect(error?.message).toBe('The credential has no Workflow Listing Host');
			expect((error as { description?: string }).description).toBe(
				'Workflow operations go to the workflow listing host, not the Base URL. ' +
					'Fill in Workflow Listing Host (and Workflow Listing API Key) in the Document Processing API credential.',
			);
		}
		expect(harness.sandbox.requests).toEqual([]);
	});

	it('names the Workflow Listing Host, not the Base URL, when nothing answers there', async () => {
		const workflowHost = `http://127.0.0.1:${await closedPort()}`;
		const { error } = await harness.run(
			'workflow',
			'getMany',
			{ returnAll: true },
			{ credentials: { workflowHost: `${workflowHost}/` } },
		);
		expect(error?.message).toBe(
			`Could not reach the service at ${workflowHost}: nothing answers there: check the Workflow Listing Host and port, and that the service is up`,
		);
		expect(error?.message).not.toContain(harness.sandbox.url);
	});
});
