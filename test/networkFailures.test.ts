/**
 * How failures without a usable answer are recognised, whatever shape the n8n version gives them.
 * The engine-level proof (a connection reset mid-answer, through n8n-core's HTTP client, against the
 * sandbox) is in faults.test.ts and faultsTrigger.test.ts; this pins the shapes those tests cannot
 * produce on the n8n-core installed here.
 */
import { NodeApiError, type INode, type JsonObject } from 'n8n-workflow';

import { asServiceFailure } from '../nodes/shared/http/failure';
import { isRetryable, retryPolicy } from '../nodes/shared/http/retry';

const node: INode = {
	id: 'node',
	name: 'Document Processing',
	type: 'n8n-nodes-document-processing.documentProcessing',
	typeVersion: 2,
	position: [0, 0],
	parameters: {},
};

const context = {
	getNode: () => node,
	getCredentials: async () => ({ productionUrl: 'https://service.example.com' }),
};

/** What n8n-core 1.x throws for a connection reset mid-answer: its words, status 200, no cause. */
function abortedMidAnswerOnN8n1(): NodeApiError {
	const error = new NodeApiError(node, { message: 'stream has been aborted' } as JsonObject, {
		message: 'stream has been aborted',
		httpCode: '200',
	});
	delete (error as { cause?: unknown }).cause;
	return error;
}

describe('a connection reset mid-answer on n8n 1.x', () => {
	it('is the shape n8n 1.x produces (the precondition of this test)', () => {
		const error = abortedMidAnswerOnN8n1();
		expect(error.message).toBe('stream has been aborted');
		expect(error.httpCode).toBe('200');
		expect((error as { cause?: unknown }).cause).toBeUndefined();
	});

	it('is a network failure: a plain message naming the host, code ECONNRESET', async () => {
		const failure = await asServiceFailure(context, abortedMidAnswerOnN8n1(), 0);
		expect(failure).toBeInstanceOf(NodeApiError);
		expect((failure as NodeApiError).httpCode).toBe('ECONNRESET');
		expect(failure.message).toBe(
			'Could not reach the service at https://service.example.com: the connection was reset while talking to the service: try again later',
		);
	});

	it('is retried for reads, not for requests that change data', async () => {
		const failure = (await asServiceFailure(context, abortedMidAnswerOnN8n1(), 0)) as NodeApiError;
		const code = String(failure.httpCode);
		expect(isRetryable(code, retryPolicy({}, true))).toBe(true);
		expect(isRetryable(code, retryPolicy({}, false))).toBe(false);
	});

	it("is not confused with the service's own words in an error answer", async () => {
		const serviceError = new NodeApiError(node, {} as JsonObject, {
			message: 'The service failed on its side: stream has been aborted',
			httpCode: '500',
		});
		const failure = await asServiceFailure(context, serviceError, 0);
		expect(failure).toBe(serviceError);
	});
});
