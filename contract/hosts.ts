import type { ICredentialDataDecryptedObject } from 'n8n-workflow';

import type { Endpoint } from './types';
import { workflow } from './endpoints/workflow';

/**
 * The service's two hosts. Only the workflow area is served on the workflow host (the contract
 * test checks no other area names it), so this reads that one area, not the whole contract: the
 * credential, which n8n loads with every start, stays small.
 */
const WORKFLOW_HOST_PATHS = Object.values(workflow as Record<string, Endpoint>)
	.filter((endpoint) => endpoint.host === 'workflow')
	.map(
		(endpoint) =>
			new RegExp(
				`^${endpoint.path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\\?\{[^}]+\\?\}/g, '[^/]+')}(?:[?#]|$)`,
			),
	);

/** Whether a request path goes to the workflow host (with its own key). */
export function isWorkflowHostPath(url: string): boolean {
	return WORKFLOW_HOST_PATHS.some((pattern) => pattern.test(url));
}

export function withoutTrailingSlashes(url: unknown): string {
	return String(url ?? '')
		.trim()
		.replace(/\/+$/, '');
}

/** The base URL of the environment the credential picks. */
export function serviceBaseUrl(credentials: ICredentialDataDecryptedObject): string {
	const url =
		credentials.environment === 'development'
			? credentials.developmentUrl
			: credentials.productionUrl;
	return withoutTrailingSlashes(url);
}
