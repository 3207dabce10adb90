import {
	NodeApiError,
	NodeOperationError,
	type ICredentialDataDecryptedObject,
	type INode,
} from 'n8n-workflow';

import { isBuiltNetworkError, networkCodeOf, networkError } from './errors';
import { serviceAddress } from './serviceHost';

interface FailureContext {
	getNode(): INode;
	getCredentials(type: string): Promise<ICredentialDataDecryptedObject>;
}

/**
 * Any failure as an error safe to show: our own errors pass, anything else (a raw HTTP client
 * error carries the request headers, and so the key) is rebuilt from its code alone. A failure
 * without an answer names the host the request (path `requestUrl`) went to.
 */
export async function asServiceFailure(
	context: FailureContext,
	error: unknown,
	itemIndex: number,
	requestUrl?: string,
): Promise<NodeApiError | NodeOperationError> {
	// Ours pass: a network error built where the request was made (knowing its host) stays as built.
	if (error instanceof NodeOperationError || isBuiltNetworkError(error)) return error;
	// n8n wraps failures without an answer in its own NodeApiError; ours names the host and what to check.
	const code = networkCodeOf(error);
	if (code)
		return networkError(
			context.getNode(),
			code,
			await serviceAddress(context, requestUrl),
			itemIndex,
		);
	if (error instanceof NodeApiError) return error;
	return new NodeOperationError(
		context.getNode(),
		'The request failed before the service answered',
		{
			itemIndex,
			description: error instanceof Error ? error.name : undefined,
		},
	);
}
