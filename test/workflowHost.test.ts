/**
 * The Workflow resource goes to its own host (the credential's Workflow Listing Host), not the
 * Base URL: its errors name that host, and a credential without one fails before sending,
 * saying which field to fill.
 */

import { useNodeAgainstSandbox } from './support/nodeUnderTest';
import { closedPortUrl } from './support/closedPort';

const harness = useNodeAgainstSandbox();
beforeEach(() => harness.sandbox.reset());

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
		const workflowHost = await closedPortUrl();
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
