import type { ICredentialDataDecryptedObject } from 'n8n-workflow';

import { serviceBaseUrl } from '../../../contract/hosts';

/** The base URL the credential points at, for error messages (never the key). */
export async function serviceHost(context: {
	getCredentials(type: string): Promise<ICredentialDataDecryptedObject>;
}): Promise<string> {
	try {
		return (
			serviceBaseUrl(await context.getCredentials('documentProcessingApi')) || 'the configured host'
		);
	} catch {
		return 'the configured host';
	}
}
