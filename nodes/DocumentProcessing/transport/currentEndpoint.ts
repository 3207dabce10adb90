import { NodeOperationError, type IExecuteSingleFunctions } from 'n8n-workflow';

import { findOperation } from '../resources';
import type { Operation } from '../resources/types';

/** The table row of the resource and operation the node is set to. */
export function currentEndpoint(context: IExecuteSingleFunctions): Operation {
	const resource = context.getNodeParameter('resource') as string;
	const operation = context.getNodeParameter('operation') as string;
	const endpoint = findOperation(resource, operation);
	if (!endpoint) {
		throw new NodeOperationError(context.getNode(), `Unknown operation "${operation}" of resource "${resource}"`, {
			itemIndex: context.getItemIndex(),
		});
	}
	return endpoint;
}
