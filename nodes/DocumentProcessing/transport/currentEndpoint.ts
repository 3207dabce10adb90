import { NodeOperationError, type IExecuteSingleFunctions } from 'n8n-workflow';

import { findEndpoint } from '../endpoints/lookup';
import type { Endpoint } from '../endpoints/types';

/** The table row of the resource and operation the node is set to. */
export function currentEndpoint(context: IExecuteSingleFunctions): Endpoint {
	const resource = context.getNodeParameter('resource') as string;
	const operation = context.getNodeParameter('operation') as string;
	const endpoint = findEndpoint(resource, operation);
	if (!endpoint) {
		throw new NodeOperationError(context.getNode(), `Unknown operation "${operation}" of resource "${resource}"`, {
			itemIndex: context.getItemIndex(),
		});
	}
	return endpoint;
}
