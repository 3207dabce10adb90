import type { INodeProperties, INodePropertyOptions } from 'n8n-workflow';

import type { Endpoint, ResourceTable } from '../endpoints/types';
import { shapeResponse } from '../transport/shapeResponse';
import { operationFields } from './operationFields';
import { requestOptionsProperty } from './requestOptions';

function operationOption(endpoint: Endpoint): INodePropertyOptions {
	return {
		name: endpoint.name,
		value: endpoint.operation,
		action: endpoint.action,
		description: `${endpoint.action}. Calls ${endpoint.method} ${endpoint.path}.`,
		// Method and path as documentation and for n8n's request defaults; the request itself is
		// built from the table row (placeholders filled, each encoded as one URL segment).
		routing: { request: { method: endpoint.method, url: endpoint.path } },
	};
}

function operationProperty(resource: ResourceTable): INodeProperties {
	const options = resource.endpoints
		.map(operationOption)
		.sort((a, b) => a.name.localeCompare(b.name));
	const firstOperation = String(options[0].value);
	return {
		displayName: 'Operation',
		name: 'operation',
		type: 'options',
		noDataExpression: true,
		displayOptions: { show: { resource: [resource.value] } },
		default: firstOperation,
		options,
	};
}

/**
 * The fields of all operations of a resource. A field that several operations share with the
 * same definition is one property shown for all of them, which keeps the description small.
 */
function resourceFields(resource: ResourceTable): INodeProperties[] {
	const merged = new Map<string, { property: INodeProperties; operations: string[] }>();
	for (const endpoint of resource.endpoints) {
		for (const property of operationFields(endpoint)) {
			const key = JSON.stringify(property);
			const entry = merged.get(key) ?? { property, operations: [] };
			entry.operations.push(endpoint.operation);
			merged.set(key, entry);
		}
	}
	return [...merged.values()].map(({ property, operations }) => {
		const shown: INodeProperties = { ...property };
		shown.displayOptions = {
			show: { ...property.displayOptions?.show, resource: [resource.value], operation: operations },
		};
		return shown;
	});
}

export function nodeProperties(resources: ResourceTable[]): INodeProperties[] {
	const resourceOptions = resources
		.map((resource) => ({ name: resource.name, value: resource.value }))
		.sort((a, b) => a.name.localeCompare(b.name));
	return [
		{
			displayName: 'Resource',
			name: 'resource',
			type: 'options',
			noDataExpression: true,
			options: resourceOptions,
			default: 'document',
			// Every request goes through executeRequest ("paginate" hands it the request): it builds
			// the request from the operation's table row and handles retries, paging and waiting.
			routing: { send: { paginate: true }, output: { postReceive: [shapeResponse] } },
		},
		...resources.map(operationProperty),
		...resources.flatMap(resourceFields),
		requestOptionsProperty,
	];
}
