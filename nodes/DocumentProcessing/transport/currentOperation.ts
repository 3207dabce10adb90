import { NodeOperationError, type IExecuteSingleFunctions } from 'n8n-workflow';

import { findOperation } from '../resources';
import type { Operation } from '../resources/types';
import { parameter } from '../../shared/parameter';

/** The operation (contract endpoint and overlay) of the resource and operation the node is set to. */
export function currentOperation(context: IExecuteSingleFunctions): Operation {
	const resource = parameter(context, 'resource') as string;
	const operation = parameter(context, 'operation') as string;
	const found = findOperation(resource, operation);
	if (!found) {
		throw new NodeOperationError(
			context.getNode(),
			`Unknown operation "${operation}" of resource "${resource}"`,
			{
				itemIndex: context.getItemIndex(),
			},
		);
	}
	return found;
}
