import type { INodeProperties } from 'n8n-workflow';

import { RETRY_DEFAULTS } from '../nodes/shared/http/retry';
import { MAX_CONCURRENT_REQUESTS } from '../nodes/shared/http/concurrency';

const { retries, retryMaxWait } = RETRY_DEFAULTS;

/**
 * Request Options of the node. n8n merges its own declarative-node options (timeout, batching,
 * proxy, SSL) into this collection when it loads the node.
 */
export const requestOptionsProperty: INodeProperties = {
	displayName: 'Request Options',
	name: 'requestOptions',
	type: 'collection',
	isNodeSetting: true,
	placeholder: 'Add Option',
	default: {},
	options: [
		{
			displayName: 'Max Concurrent Requests',
			name: 'maxConcurrentRequests',
			type: 'number',
			typeOptions: { minValue: 0 },
			default: MAX_CONCURRENT_REQUESTS,
			description:
				'The most requests in flight at once to the service with this credential, counting every execution and node in this n8n process (each worker in queue mode). Fewer while the service answers 429 (Too Many Requests). 0 means no limit.',
		},
		{
			displayName: 'Retries',
			name: 'retries',
			type: 'number',
			typeOptions: { minValue: 0 },
			default: retries,
			description:
				'How often to retry a request the service answered with 429 or 503 (or a read that failed on the way). Requests that change data are not retried after other failures.',
		},
		{
			displayName: 'Retry Max Total Wait (Seconds)',
			name: 'retryMaxWait',
			type: 'number',
			typeOptions: { minValue: 0 },
			default: retryMaxWait,
			description:
				'The longest time to spend waiting between retries of one request, Retry-After included',
		},
	],
};
