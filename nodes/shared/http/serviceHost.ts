import { NodeOperationError, type ICredentialDataDecryptedObject, type INode } from 'n8n-workflow';

import {
	isWorkflowHostPath,
	serviceBaseUrl,
	withoutTrailingSlashes,
} from '../../../contract/hosts';

interface CredentialContext {
	getNode(): INode;
	getCredentials(type: string): Promise<ICredentialDataDecryptedObject>;
}

/** The host a request goes to, as messages name it (never the key), and its credential field. */
export interface ServiceAddress {
	url: string;
	field: 'Base URL' | 'Workflow Listing Host';
}

async function credentialsOf(
	context: CredentialContext,
): Promise<ICredentialDataDecryptedObject | undefined> {
	try {
		return await context.getCredentials('documentProcessingApi');
	} catch {
		return undefined;
	}
}

/** Where a request to `requestUrl` goes: the workflow listing's own host, or the Base URL. */
export async function serviceAddress(
	context: CredentialContext,
	requestUrl = '',
): Promise<ServiceAddress> {
	const credentials = await credentialsOf(context);
	const address: ServiceAddress = isWorkflowHostPath(requestUrl)
		? { url: withoutTrailingSlashes(credentials?.workflowHost), field: 'Workflow Listing Host' }
		: { url: credentials ? serviceBaseUrl(credentials) : '', field: 'Base URL' };
	return { ...address, url: address.url || 'the configured host' };
}

/** The base URL the credential points at, for error messages (never the key). */
export async function serviceHost(context: CredentialContext): Promise<string> {
	return (await serviceAddress(context)).url;
}

/**
 * A request for the workflow listing's host with none in the credential would go nowhere (the
 * HTTP client only says ERR_INVALID_URL): it fails before sending, naming the field to fill.
 */
export async function requireWorkflowHost(
	context: CredentialContext,
	requestUrl: string | undefined,
	itemIndex: number,
): Promise<void> {
	if (!isWorkflowHostPath(requestUrl ?? '')) return;
	const credentials = await context.getCredentials('documentProcessingApi');
	if (withoutTrailingSlashes(credentials.workflowHost) !== '') return;
	throw new NodeOperationError(context.getNode(), 'The credential has no Workflow Listing Host', {
		itemIndex,
		description:
			'Workflow operations go to the workflow listing host, not the Base URL. ' +
			'Fill in Workflow Listing Host (and Workflow Listing API Key) in the Document Processing API credential.',
	});
}
