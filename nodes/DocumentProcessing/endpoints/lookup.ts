import { resources } from './index';
import type { Endpoint } from './types';

const byOperation = new Map<string, Endpoint>();
for (const resource of resources) {
	for (const endpoint of resource.endpoints) {
		byOperation.set(`${resource.value}:${endpoint.operation}`, endpoint);
	}
}

/** The table row behind a resource and operation of the node. */
export function findEndpoint(resource: string, operation: string): Endpoint | undefined {
	return byOperation.get(`${resource}:${operation}`);
}
