import type {
	ICredentialDataDecryptedObject,
	ICredentialType,
	IHttpRequestOptions,
	Icon,
	INodeProperties,
} from 'n8n-workflow';

import { isWorkflowHostPath, serviceBaseUrl, withoutTrailingSlashes } from '../contract/hosts';

/**
 * The service's API key and hosts. Its Test is the nodes' (nodes/shared/credentialTest.ts, named
 * by `testedBy`): a test declared here would be run by n8n itself, which shows a network failure
 * as its bare code.
 */
export class DocumentProcessingApi implements ICredentialType {
	name = 'documentProcessingApi';

	displayName = 'Document Processing API';

	icon: Icon = {
		light: 'file:../icons/documentProcessing.svg',
		dark: 'file:../icons/documentProcessing.dark.svg',
	};

	documentationUrl =
		'https://github.com/document-processing/n8n-nodes-document-processing#credentials';

	properties: INodeProperties[] = [
		{
			displayName: 'API Key',
			name: 'apiKey',
			type: 'string',
			typeOptions: { password: true },
			default: '',
			required: true,
			description:
				'The API key from the integration settings of your account. Sent as header X-API-KEY.',
		},
		{
			displayName: 'Environment',
			name: 'environment',
			type: 'options',
			options: [
				{ name: 'Production', value: 'production' },
				{ name: 'Development', value: 'development' },
			],
			default: 'production',
			description: 'Which host of the service to use',
		},
		{
			displayName: 'Production Base URL',
			name: 'productionUrl',
			type: 'string',
			default: '',
			placeholder: 'e.g. https://api.your-document-service.com',
			required: true,
			displayOptions: { show: { environment: ['production'] } },
			description: 'The address all endpoints are addressed under. A trailing slash is ignored.',
		},
		{
			displayName: 'Development Base URL',
			name: 'developmentUrl',
			type: 'string',
			default: '',
			placeholder: 'e.g. https://dev-api.your-document-service.com',
			required: true,
			displayOptions: { show: { environment: ['development'] } },
			description: 'The development host variant. A trailing slash is ignored.',
		},
		{
			displayName:
				'The two fields below are optional: only the Workflow resource (the workflow listing) uses them. Leave them empty otherwise.',
			name: 'workflowListingNotice',
			type: 'notice',
			default: '',
		},
		{
			displayName: 'Workflow Listing Host (Optional)',
			name: 'workflowHost',
			type: 'string',
			default: '',
			placeholder: 'e.g. https://workflows.your-document-service.com',
			description:
				'Only for the Workflow resource: the host of the workflow listing ({host}/api/v1/workflows). Leave empty if you do not use it.',
		},
		{
			displayName: 'Workflow Listing API Key (Optional)',
			name: 'workflowApiKey',
			type: 'string',
			typeOptions: { password: true },
			default: '',
			description: 'Only for the Workflow resource: sent as header X-WF-API-KEY',
		},
	];

	/**
	 * Adds the key and the base URL. The workflow listing goes to its own host with its own
	 * key, so the document service key is never sent there.
	 */
	async authenticate(
		credentials: ICredentialDataDecryptedObject,
		requestOptions: IHttpRequestOptions,
	): Promise<IHttpRequestOptions> {
		const isWorkflowListing = isWorkflowHostPath(requestOptions.url ?? '');
		const headers = { ...(requestOptions.headers ?? {}) };
		if (isWorkflowListing) {
			headers['X-WF-API-KEY'] = String(credentials.workflowApiKey ?? '');
		} else {
			headers['X-API-KEY'] = String(credentials.apiKey ?? '');
		}
		const baseURL = isWorkflowListing
			? withoutTrailingSlashes(credentials.workflowHost)
			: serviceBaseUrl(credentials);
		return { ...requestOptions, baseURL, headers };
	}
}
